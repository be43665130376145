S Keeping the Secret of Genetic Testing

S What is genetic risk ?

S Genetic risk refers more to your chance of inheriting a disorder or disease .
A 3 4|||Rloc-||||||REQUIRED|||-NONE-|||0

S People get certain disease because of genetic changes .
A 3 4|||Nn|||diseases|||REQUIRED|||-NONE-|||0

S How much a genetic change tells us about your chance of developing a disorder is not always clear .

S If your genetic results indicate that you have gene changes associated with an increased risk of heart disease , it does not mean that you definitely will develop heart disease .

S The opposite is also true .

S If your genetic results show that you do not have changes associated with an increased risk of heart disease , it is still possible that you develop heart disease .
A 26 26|||Vt|||will|||REQUIRED|||-NONE-|||0

S However for some rare diseases , people who have certain gene changes are guaranteed to develop the disease .

S When we are diagonosed out with certain genetic disease , are we suppose to disclose this result to our relatives ?
A 0 1|||Trans|||If|||REQUIRED|||-NONE-|||0
A 4 5|||Prep||||||REQUIRED|||-NONE-|||0
A 6 6|||ArtOrDet|||a|||REQUIRED|||-NONE-|||0
A 12 13|||Vform|||supposed|||REQUIRED|||-NONE-|||0

S My answer is no .

S On one hand , we do not want this potential danger causing firghtenning affects in our families ' later lives .
A 8 8|||Others|||the test to have|||REQUIRED|||-NONE-|||0
A 8 9|||ArtOrDet||||||REQUIRED|||-NONE-|||0
A 9 10|||Wform|||potentially|||REQUIRED|||-NONE-|||0
A 10 11|||Wform|||dangerous|||REQUIRED|||-NONE-|||0
A 11 12|||Rloc-||||||REQUIRED|||-NONE-|||0
A 12 13|||Mec|||and frightening|||REQUIRED|||-NONE-|||0
A 13 14|||Mec|||effects|||REQUIRED|||-NONE-|||0
A 14 15|||Prep|||on|||REQUIRED|||-NONE-|||0

S When people around us know that we got certain disease , their altitudes will be easily changed , whether caring us too much or keeping away from us .
A 7 8|||Vform|||have|||REQUIRED|||-NONE-|||0
A 8 8|||ArtOrDet|||a|||REQUIRED|||-NONE-|||0
A 12 13|||Mec|||attitudes|||REQUIRED|||-NONE-|||0
A 19 19|||Prep|||by|||REQUIRED|||-NONE-|||0
A 20 20|||Prep|||for|||REQUIRED|||-NONE-|||0

S And both are not what we want since most of us just want to live as normal people .
A 0 1|||Trans|||Yet|||REQUIRED|||-NONE-|||0
A 1 2|||Pform|||neither|||REQUIRED|||-NONE-|||0
A 3 4|||Rloc-||||||REQUIRED|||-NONE-|||0

S Surrounded by such concerns , it is very likely that we are distracted to worry about these problems .
A 11 12|||Vt|||will be|||REQUIRED|||-NONE-|||0
A 13 14|||Prep|||by|||REQUIRED|||-NONE-|||0
A 14 15|||Vform|||worrying|||REQUIRED|||-NONE-|||0

S It is a concern that will be with us during our whole life , because we will never know when the ''potential bomb' ' will explode .
A 9 10|||Rloc-||||||REQUIRED|||-NONE-|||0

S On the other hand , if there are ways can help us to control or cure the disease , we can going through thses process from the scope of the whole family .
A 9 9|||Ssub|||that|||REQUIRED|||-NONE-|||0
A 21 22|||Vform|||go|||REQUIRED|||-NONE-|||0
A 23 24|||ArtOrDet|||the|||REQUIRED|||-NONE-|||0
A 25 26|||Prep|||with|||REQUIRED|||-NONE-|||0
A 27 28|||Wci|||support|||REQUIRED|||-NONE-|||0

S For an example , if exercising is helpful for family potential disease , we can always look for more chances for the family to go exercise .
A 1 2|||ArtOrDet||||||REQUIRED|||-NONE-|||0
A 7 8|||Wform|||helps|||REQUIRED|||-NONE-|||0
A 8 9|||Others|||prevent|||REQUIRED|||-NONE-|||0
A 9 10|||ArtOrDet|||the|||REQUIRED|||-NONE-|||0
A 24 25|||Rloc-||||||REQUIRED|||-NONE-|||0

S And we keep track of all family members health conditions .
A 1 2|||Rloc-||||||REQUIRED|||-NONE-|||0
A 2 2|||V0|||should|||REQUIRED|||-NONE-|||0
A 6 7|||ArtOrDet|||the|||REQUIRED|||-NONE-|||0
A 8 8|||Npos|||'|||REQUIRED|||-NONE-|||0

S At the same time , we are prepared to know when there are other members got this disease .
A 11 13|||Rloc-||||||REQUIRED|||-NONE-|||0
A 15 16|||Vt|||get|||REQUIRED|||-NONE-|||0

S Here I want to share Forest'view on this issue .
A 5 6|||Mec|||Forest 's view|||REQUIRED|||-NONE-|||0

S Although some people feel that an individual who is found to carry a dominant gene for Huntington 's disease has an ethical obligation to disclose that fact to his or her siblings , there currently is no legal requirement to do so .
A 34 36|||WOadv|||is currently|||REQUIRED|||-NONE-|||0

S In fact , requiring someone to communicate his or her own genetic risk to family members who are therefore also at risk is considered by many to be ethically dubious .

S "
A 0 1|||Mec||||||REQUIRED|||-NONE-|||0

S Nothing is absolute right or wrong .
A 2 3|||Wform|||absolutely|||REQUIRED|||-NONE-|||0

S If certain disease genetic test is very accurate and it is unavoidable and necessary to get treatment and known by others , it is OK to disclose the result .
A 1 1|||ArtOrDet|||a|||REQUIRED|||-NONE-|||0
A 3 3|||Npos|||'s|||REQUIRED|||-NONE-|||0
A 8 9|||Srun|||,|||REQUIRED|||-NONE-|||0
A 9 10|||Others|||the disease|||REQUIRED|||-NONE-|||0
A 12 13|||Srun|||,|||REQUIRED|||-NONE-|||0
A 13 13|||Others|||it is|||REQUIRED|||-NONE-|||0
A 18 18|||Others|||it is|||REQUIRED|||-NONE-|||0
A 24 25|||Wtone|||correct|||REQUIRED|||-NONE-|||0

S Above all , life is more important than secret .
A 8 9|||Nn|||secrets|||REQUIRED|||-NONE-|||0

S Genetic risk does carry its consequences and should not be taken lightly within the family circle .
A 4 5|||Rloc-||||||REQUIRED|||-NONE-|||0

S Afterall , what affects one family may or may not affect another although the families has a common genetic make up , shared by either of the parents .
A 15 16|||SVA|||have|||REQUIRED|||-NONE-|||0
A 21 22|||Mec||||||REQUIRED|||-NONE-|||0

S In cases where an individual has gotten to know of a genetic disorder , disclosing or otherwise , to his or her relative is solely a matter of preference within the indivdial moral system .
A 15 18|||Wci|||it or not|||REQUIRED|||-NONE-|||0
A 29 30|||Prep|||for|||REQUIRED|||-NONE-|||0
A 31 32|||Npos|||individual 's|||REQUIRED|||-NONE-|||0

S The issue on right to know or not to know is highly debatable although it is a genetic risk , one can not be entire sure because the genetic information could possibly result from the families of either parents - his maternal and paternal uncles , aunts or cousin .
A 2 3|||Prep|||of|||REQUIRED|||-NONE-|||0
A 13 13|||Srun|||,|||REQUIRED|||-NONE-|||0
A 13 13|||Trans|||because|||REQUIRED|||-NONE-|||0
A 14 15|||Pref|||there|||REQUIRED|||-NONE-|||0
A 24 25|||Wform|||entirely|||REQUIRED|||-NONE-|||0
A 32 33|||Wci|||come|||REQUIRED|||-NONE-|||0
A 48 49|||Nn|||cousins|||REQUIRED|||-NONE-|||0

S This also means that as soon a person is made aware of his or her genetic profile , he or she concurently has a knowledge about others .
A 6 6|||Others|||as|||REQUIRED|||-NONE-|||0
A 23 24|||ArtOrDet|||some|||REQUIRED|||-NONE-|||0
A 27 27|||Npos|||'|||REQUIRED|||-NONE-|||0

S This knowledge maybe relavant to them , and vice versa .
A 2 3|||Others|||may be|||REQUIRED|||-NONE-|||0
A 3 4|||Mec|||relevant|||REQUIRED|||-NONE-|||0

S An example that may serve as an illustration is breast cancer .

S It is hereditary .

S Do one who suffered from this disease keep it a secret of infrom their relatives ?
A 0 1|||Vm|||Should|||REQUIRED|||-NONE-|||0
A 1 2|||Pref|||someone|||REQUIRED|||-NONE-|||0
A 3 4|||Vt|||suffers|||REQUIRED|||-NONE-|||0
A 11 13|||Prep|||from|||REQUIRED|||-NONE-|||0

S In retrospect , its is also ones duty to ensure that he or she undergo periodic healthchecks in their own .
A 3 4|||Pform|||it|||REQUIRED|||-NONE-|||0
A 6 7|||Mec|||one 's|||REQUIRED|||-NONE-|||0
A 11 14|||Pform|||one|||REQUIRED|||-NONE-|||0
A 14 15|||Vform|||undergoes|||REQUIRED|||-NONE-|||0
A 17 18|||Prep|||of|||REQUIRED|||-NONE-|||0

S Sometimes some family structure and cultural beliefs can influence the pattern of communication .
A 2 2|||Others|||aspects of|||REQUIRED|||-NONE-|||0

S Depending on whom the genetic risk was discovered from : the son or daughter for example , the parents who knows about this would decide who gets told and whom takes the precedence in being 'allowed ' to tell .
A 1 2|||Prep|||from|||REQUIRED|||-NONE-|||0
A 8 9|||Prep||||||REQUIRED|||-NONE-|||0
A 9 10|||Mec|||,|||REQUIRED|||-NONE-|||0
A 19 23|||Rloc-||||||REQUIRED|||-NONE-|||0
A 29 30|||Pform|||who|||REQUIRED|||-NONE-|||0
A 31 32|||ArtOrDet||||||REQUIRED|||-NONE-|||0

S For example , within a family , regardless of who had first received genetic information , parents were seen as having the primary responsibility to pass on information to any offspring , either adult at risk .
A 13 13|||ArtOrDet|||the|||REQUIRED|||-NONE-|||0
A 16 16|||ArtOrDet|||the|||REQUIRED|||-NONE-|||0
A 27 27|||ArtOrDet|||the|||REQUIRED|||-NONE-|||0
A 31 36|||Rloc-||||||REQUIRED|||-NONE-|||0

S In addition , a woman testing positive for BRCA1 would be expected to allow her brother or sister to disclose such information to a niece or nephew rather than do it herself , although this may be further complicated by an individual 's response to risk information as they not want to know .
A 49 49|||Vm|||may|||REQUIRED|||-NONE-|||0

S Hence , there were also tensions if participants felt that they could neither pass on information to relatives who needed to know ( such as nieces and nephews ) nor persuade those with authority ( the parents ) to do so .

S The notion of authority also extended 'vertically' .

S For example , a grandmother may have more authority to pass on information than an aunt , even when she is not at genetic risk herself while the aunt is .
A 23 24|||Rloc-||||||REQUIRED|||-NONE-|||0

S From a practitioner 's perspective these findings are important because if lay constructs of the family and kinship are a social construct they may not be in line with geneticists ' views of family relationships , or about which blood ( or non-blood ) relatives should be informed and by whom ; this is also likely to be dependent on the cultural and ethnic context .
A 5 5|||Mec|||,|||REQUIRED|||-NONE-|||0
A 19 20|||ArtOrDet||||||REQUIRED|||-NONE-|||0
A 21 22|||Nn|||contstructs|||REQUIRED|||-NONE-|||0
A 22 22|||Ssub|||the|||REQUIRED|||-NONE-|||0
A 51 52|||Mec|||.|||REQUIRED|||-NONE-|||0

S Ultimately , one must bring attention to who may benefit from such information and assisting those at risk to make considered decisions about disclosure .

S Whose duty it is to inform at risk relatives or not greatly depends on the personal moral and the nature of how 'directive ' the risk is to them .
A 6 8|||Mec|||at-risk|||REQUIRED|||-NONE-|||0
A 14 15|||ArtOrDet||||||REQUIRED|||-NONE-|||0
A 16 17|||Nn|||morals|||REQUIRED|||-NONE-|||0
A 21 22|||Rloc-||||||REQUIRED|||-NONE-|||0
A 22 24|||Rloc-|||direct|||REQUIRED|||-NONE-|||0
A 26 27|||Rloc-||||||REQUIRED|||-NONE-|||0

S People with close blood relationship generally carry some similar genes .
A 2 2|||ArtOrDet|||a|||REQUIRED|||-NONE-|||0

S In this case , if one of the family members or close relatives is found to carry genetic risk , it is better for the patient to tell his/her close relatives about the issue and let others known about the risk so that his/her familay members are able to perform some daily excesses to prevent the potential disease or they may go to hospital and check for the correspongding flows .
A 0 3|||Trans|||Therefore|||REQUIRED|||-NONE-|||0
A 32 39|||Rloc-||||||REQUIRED|||-NONE-|||0
A 44 45|||Mec|||family|||REQUIRED|||-NONE-|||0
A 52 53|||Mec|||exercises|||REQUIRED|||-NONE-|||0
A 68 69|||Mec|||corresponding|||REQUIRED|||-NONE-|||0
A 69 70|||Um||||||REQUIRED|||-NONE-|||0

S In my opinion , although the annouance of carrying a genetic risk involves the issue of self privacy , it is necessary for the carrier to be obligated to tell the issue to his or her relatives in order for them to prevent the potential disease .
A 6 7|||Mec|||announcement|||REQUIRED|||-NONE-|||0
A 16 17|||Wci|||individual|||REQUIRED|||-NONE-|||0
A 19 23|||Rloc-||||||REQUIRED|||-NONE-|||0
A 25 26|||Vm|||should|||REQUIRED|||-NONE-|||0
A 30 33|||Rloc-||||||REQUIRED|||-NONE-|||0

S I agree with this statement to a large extent .
A 5 9|||Wci|||strongly|||REQUIRED|||-NONE-|||0

S Focus on the negative side of the annouance of genetic risk first .
A 0 1|||Others|||First to focus|||REQUIRED|||-NONE-|||0
A 7 8|||Um||||||REQUIRED|||-NONE-|||0
A 11 12|||Others||||||REQUIRED|||-NONE-|||0

S Large numbers of patients with the genetic risk would want to keep it as a secret as the genetic risk may indicates their high chance to carry certain disease .
A 13 15|||ArtOrDet||||||REQUIRED|||-NONE-|||0
A 21 22|||Nn|||indicate|||REQUIRED|||-NONE-|||0
A 25 26|||Prep|||of|||REQUIRED|||-NONE-|||0
A 26 27|||Vform|||carrying|||REQUIRED|||-NONE-|||0
A 27 27|||ArtOrDet|||a|||REQUIRED|||-NONE-|||0

S Especially for the young people without marrige , if he/she is known to have some genetic risk , it may have certain chance that his/her child would carry the same disease , but not in certain .
A 0 1|||Rloc-||||||REQUIRED|||-NONE-|||0
A 2 3|||ArtOrDet||||||REQUIRED|||-NONE-|||0
A 4 7|||Wci|||unmarried people|||REQUIRED|||-NONE-|||0
A 18 21|||Vm|||there will be|||REQUIRED|||-NONE-|||0
A 21 22|||ArtOrDet|||a|||REQUIRED|||-NONE-|||0
A 31 36|||Rloc-||||||REQUIRED|||-NONE-|||0

S Therefore , to keep the information as secret to his/her future spouce would help the relationship .
A 6 7|||ArtOrDet|||a|||REQUIRED|||-NONE-|||0
A 8 9|||Prep|||from|||REQUIRED|||-NONE-|||0
A 11 12|||Mec|||spouse|||REQUIRED|||-NONE-|||0

S Secondly , annouance the potential risk would cause the family member to be scared of this certain issue , although the factor would not be that serious , people would still fear that they would have some potential disease in the future thus go to hospital and do additional check or take more medicine in order to prevent the disease , and this creats unnecessary costs to the family .
A 2 3|||Wform|||announcing|||REQUIRED|||-NONE-|||0
A 16 17|||Wci|||particular|||REQUIRED|||-NONE-|||0
A 18 19|||Mec|||.|||REQUIRED|||-NONE-|||0
A 20 22|||ArtOrDet|||this|||REQUIRED|||-NONE-|||0
A 22 23|||Vm|||may|||REQUIRED|||-NONE-|||0
A 34 35|||Vm|||may|||REQUIRED|||-NONE-|||0
A 35 36|||Others|||develop|||REQUIRED|||-NONE-|||0
A 36 37|||ArtOrDet|||a|||REQUIRED|||-NONE-|||0
A 42 42|||Trans|||and|||REQUIRED|||-NONE-|||0
A 46 47|||Prep|||to|||REQUIRED|||-NONE-|||0
A 47 48|||Others|||have|||REQUIRED|||-NONE-|||0
A 49 50|||Nn|||checks|||REQUIRED|||-NONE-|||0
A 61 62|||Trans|||which|||REQUIRED|||-NONE-|||0
A 62 63|||Vm|||would|||REQUIRED|||-NONE-|||0
A 63 64|||Nn|||create|||REQUIRED|||-NONE-|||0
A 66 67|||Prep|||for|||REQUIRED|||-NONE-|||0

S Furthermore , the annouance of genetic risk would affect the relationship with the relatives as sometimes others may think not to stay too close to the carrier so that they have less chance to get the potential disease .
A 3 4|||Mec|||announcement|||REQUIRED|||-NONE-|||0
A 10 11|||Nn|||relationships|||REQUIRED|||-NONE-|||0
A 11 13|||Prep|||between|||REQUIRED|||-NONE-|||0
A 18 20|||Others|||not want|||REQUIRED|||-NONE-|||0
A 27 32|||Wci|||in order to reduce their|||REQUIRED|||-NONE-|||0
A 32 33|||Nn|||chances|||REQUIRED|||-NONE-|||0
A 33 34|||Prep|||of|||REQUIRED|||-NONE-|||0
A 34 35|||Vt|||getting|||REQUIRED|||-NONE-|||0

S On the other hand , if the genetic risk is kept as a secret , although it may benefit the carrier to a certain extend and help to keep the privacy , but it has much larger negative impacts to the family members and relatives .
A 11 13|||ArtOrDet||||||REQUIRED|||-NONE-|||0
A 24 25|||Mec|||extent|||REQUIRED|||-NONE-|||0
A 28 30|||Wci|||maintain|||REQUIRED|||-NONE-|||0
A 32 33|||Trans||||||REQUIRED|||-NONE-|||0
A 35 35|||ArtOrDet|||a|||REQUIRED|||-NONE-|||0
A 38 39|||Nn|||impact|||REQUIRED|||-NONE-|||0
A 39 40|||Prep|||on|||REQUIRED|||-NONE-|||0

S First , for the case of marrige , people should be honest and tell his/her spouce they may carry certain genetic risk that may affect their offsprings .
A 2 3|||Prep|||in|||REQUIRED|||-NONE-|||0
A 6 7|||Mec|||marriage|||REQUIRED|||-NONE-|||0
A 15 16|||Mec|||spouse|||REQUIRED|||-NONE-|||0
A 16 16|||Others|||that|||REQUIRED|||-NONE-|||0
A 19 19|||ArtOrDet|||a|||REQUIRED|||-NONE-|||0
A 26 27|||Nn|||offspring|||REQUIRED|||-NONE-|||0

S It is better to let the other party know the fact than after the baby is born and certain type of genetic disease is found .
A 9 11|||Wci|||before rather|||REQUIRED|||-NONE-|||0
A 18 18|||ArtOrDet|||a|||REQUIRED|||-NONE-|||0

