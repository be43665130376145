S Keeping the Secret of Genetic Testing

S What is genetic risk ?

S Genetic risk refers more to your chance of inheriting a disorder or disease .
A 3 4|||ArtOrDet||||||REQUIRED|||-NONE-|||0

S People get certain disease because of genetic changes .
A 3 4|||Nn|||diseases|||REQUIRED|||-NONE-|||0

S How much a genetic change tells us about your chance of developing a disorder is not always clear .

S If your genetic results indicate that you have gene changes associated with an increased risk of heart disease , it does not mean that you definitely will develop heart disease .

S The opposite is also true .

S If your genetic results show that you do not have changes associated with an increased risk of heart disease , it is still possible that you develop heart disease .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 26 26|||Vt|||will|||REQUIRED|||-NONE-|||1

S However for some rare diseases , people who have certain gene changes are guaranteed to develop the disease .
A 1 1|||Trans|||,|||REQUIRED|||-NONE-|||0

S When we are diagonosed out with certain genetic disease , are we suppose to disclose this result to our relatives ?
A 3 4|||Mec|||diagnosed|||REQUIRED|||-NONE-|||0
A 4 5|||Prep||||||REQUIRED|||-NONE-|||0
A 8 9|||Nn|||diseases|||REQUIRED|||-NONE-|||0
A 3 5|||Rloc-|||diagnosed|||REQUIRED|||-NONE-|||1
A 6 6|||ArtOrDet|||a|||REQUIRED|||-NONE-|||1
A 12 13|||Vt|||supposed|||REQUIRED|||-NONE-|||1

S My answer is no .

S On one hand , we do not want this potential danger causing firghtenning affects in our families ' later lives .
A 11 12|||Wci|||having|||REQUIRED|||-NONE-|||0
A 12 13|||Mec|||frightening|||REQUIRED|||-NONE-|||0
A 13 14|||Wform|||effects|||REQUIRED|||-NONE-|||0
A 1 1|||ArtOrDet|||the|||REQUIRED|||-NONE-|||1
A 11 12|||Wci|||to have|||REQUIRED|||-NONE-|||1
A 12 13|||Mec|||frightening|||REQUIRED|||-NONE-|||1
A 13 14|||Mec|||effects|||REQUIRED|||-NONE-|||1
A 14 15|||Prep|||on|||REQUIRED|||-NONE-|||1

S When people around us know that we got certain disease , their altitudes will be easily changed , whether caring us too much or keeping away from us .
A 7 8|||Wci|||have|||REQUIRED|||-NONE-|||0
A 9 10|||Nn|||diseases|||REQUIRED|||-NONE-|||0
A 12 13|||Mec|||attitude|||REQUIRED|||-NONE-|||0
A 14 17|||Vform|||easily change|||REQUIRED|||-NONE-|||0
A 20 20|||Prep|||for|||REQUIRED|||-NONE-|||0
A 7 7|||Vm|||have|||REQUIRED|||-NONE-|||1
A 8 8|||ArtOrDet|||a|||REQUIRED|||-NONE-|||1
A 12 13|||Mec|||attitudes|||REQUIRED|||-NONE-|||1
A 14 16|||WOadv|||easily be|||REQUIRED|||-NONE-|||1
A 19 19|||Others|||it be|||REQUIRED|||-NONE-|||1
A 20 20|||Prep|||about|||REQUIRED|||-NONE-|||1

S And both are not what we want since most of us just want to live as normal people .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 7 7|||Mec|||,|||REQUIRED|||-NONE-|||1

S Surrounded by such concerns , it is very likely that we are distracted to worry about these problems .
A 13 14|||Trans|||and|||REQUIRED|||-NONE-|||0
A 11 12|||Vt|||will be|||REQUIRED|||-NONE-|||1
A 12 12|||Wform|||too|||REQUIRED|||-NONE-|||1

S It is a concern that will be with us during our whole life , because we will never know when the ''potential bomb' ' will explode .
A 16 17|||Vt||||||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S On the other hand , if there are ways can help us to control or cure the disease , we can going through thses process from the scope of the whole family .
A 9 9|||Ssub|||that|||REQUIRED|||-NONE-|||0
A 21 22|||Vform|||go|||REQUIRED|||-NONE-|||0
A 23 24|||Mec|||these|||REQUIRED|||-NONE-|||0
A 24 25|||Nn|||processes|||REQUIRED|||-NONE-|||0
A 8 9|||Wci|||things|||REQUIRED|||-NONE-|||1
A 9 9|||Ssub|||that|||REQUIRED|||-NONE-|||1
A 21 22|||Vform|||go|||REQUIRED|||-NONE-|||1
A 23 24|||Mec|||this|||REQUIRED|||-NONE-|||1
A 25 29|||Prep|||with|||REQUIRED|||-NONE-|||1

S For an example , if exercising is helpful for family potential disease , we can always look for more chances for the family to go exercise .
A 1 2|||Rloc-||||||REQUIRED|||-NONE-|||0
A 8 9|||V0|||reducing|||REQUIRED|||-NONE-|||0
A 24 25|||Wci|||do|||REQUIRED|||-NONE-|||0
A 1 2|||ArtOrDet||||||REQUIRED|||-NONE-|||1
A 9 9|||ArtOrDet|||a|||REQUIRED|||-NONE-|||1
A 9 11|||WOinc|||potential family|||REQUIRED|||-NONE-|||1
A 24 25|||Wci|||do|||REQUIRED|||-NONE-|||1

S And we keep track of all family members health conditions .
A 0 1|||Trans|||so|||REQUIRED|||-NONE-|||0
A 2 2|||Vm|||can|||REQUIRED|||-NONE-|||1
A 8 8|||Mec|||'|||REQUIRED|||-NONE-|||1
A 9 10|||Rloc-||||||REQUIRED|||-NONE-|||1

S At the same time , we are prepared to know when there are other members got this disease .
A 15 15|||Ssub|||who have|||REQUIRED|||-NONE-|||0
A 15 15|||Ssub|||who|||REQUIRED|||-NONE-|||1
A 15 15|||Vt|||have|||REQUIRED|||-NONE-|||1

S Here I want to share Forest'view on this issue .
A 5 6|||Npos|||Forests'sview|||REQUIRED|||-NONE-|||0
A 5 6|||Mec|||Forest 's view|||REQUIRED|||-NONE-|||1

S Although some people feel that an individual who is found to carry a dominant gene for Huntington 's disease has an ethical obligation to disclose that fact to his or her siblings , there currently is no legal requirement to do so .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 20 22|||Wci|||a moral|||REQUIRED|||-NONE-|||1
A 34 36|||WOadv|||is currently|||REQUIRED|||-NONE-|||1

S In fact , requiring someone to communicate his or her own genetic risk to family members who are therefore also at risk is considered by many to be ethically dubious .

S "
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 1|||Mec||||||REQUIRED|||-NONE-|||1

S Nothing is absolute right or wrong .
A 2 3|||Wform|||absolutely|||REQUIRED|||-NONE-|||0

S If certain disease genetic test is very accurate and it is unavoidable and necessary to get treatment and known by others , it is OK to disclose the result .
A 1 1|||ArtOrDet|||a|||REQUIRED|||-NONE-|||0
A 2 3|||Rloc-||||||REQUIRED|||-NONE-|||0
A 18 19|||Wci|||tell|||REQUIRED|||-NONE-|||0
A 19 20|||Prep||||||REQUIRED|||-NONE-|||0
A 1 1|||ArtOrDet|||a|||REQUIRED|||-NONE-|||1
A 2 5|||WOinc|||genetic test for a disease|||REQUIRED|||-NONE-|||1
A 18 18|||Spar|||to make it|||REQUIRED|||-NONE-|||1
A 19 20|||Prep|||to|||REQUIRED|||-NONE-|||1

S Above all , life is more important than secret .
A 8 9|||Nn|||secrets|||REQUIRED|||-NONE-|||0
A 8 9|||Wform|||secrecy|||REQUIRED|||-NONE-|||1

S Genetic risk does carry its consequences and should not be taken lightly within the family circle .
A 4 5|||Pref||||||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S Afterall , what affects one family may or may not affect another although the families has a common genetic make up , shared by either of the parents .
A 12 13|||Trans|||even if|||REQUIRED|||-NONE-|||0
A 15 16|||SVA|||have|||REQUIRED|||-NONE-|||0
A 0 1|||Mec|||After all|||REQUIRED|||-NONE-|||1
A 12 12|||Mec|||,|||REQUIRED|||-NONE-|||1
A 13 14|||ArtOrDet||||||REQUIRED|||-NONE-|||1
A 15 16|||SVA|||have|||REQUIRED|||-NONE-|||1
A 19 21|||Mec|||make-up|||REQUIRED|||-NONE-|||1

S In cases where an individual has gotten to know of a genetic disorder , disclosing or otherwise , to his or her relative is solely a matter of preference within the indivdial moral system .
A 17 18|||Rloc-||||||REQUIRED|||-NONE-|||0
A 23 23|||Mec|||,|||REQUIRED|||-NONE-|||0
A 31 32|||Mec|||individual|||REQUIRED|||-NONE-|||0
A 15 15|||Pref|||it|||REQUIRED|||-NONE-|||1
A 17 18|||Mec||||||REQUIRED|||-NONE-|||1
A 22 23|||Nn|||relatives|||REQUIRED|||-NONE-|||1
A 31 32|||Mec|||individual|||REQUIRED|||-NONE-|||1
A 33 34|||Wci|||code|||REQUIRED|||-NONE-|||1

S The issue on right to know or not to know is highly debatable although it is a genetic risk , one can not be entire sure because the genetic information could possibly result from the families of either parents - his maternal and paternal uncles , aunts or cousin .
A 13 13|||Mec|||.|||REQUIRED|||-NONE-|||0
A 13 14|||Mec|||Although|||REQUIRED|||-NONE-|||0
A 24 25|||Wform|||entirely|||REQUIRED|||-NONE-|||0
A 40 41|||Pref|||their|||REQUIRED|||-NONE-|||0
A 48 49|||Nn|||cousins|||REQUIRED|||-NONE-|||0
A 2 3|||Prep|||of|||REQUIRED|||-NONE-|||1
A 3 3|||ArtOrDet|||the|||REQUIRED|||-NONE-|||1
A 13 14|||Srun|||. Although|||REQUIRED|||-NONE-|||1
A 14 15|||Pref|||there|||REQUIRED|||-NONE-|||1
A 24 25|||Wform|||entirely|||REQUIRED|||-NONE-|||1
A 32 33|||Wci|||come|||REQUIRED|||-NONE-|||1
A 35 36|||Nn|||family|||REQUIRED|||-NONE-|||1
A 38 39|||Nn|||parent|||REQUIRED|||-NONE-|||1
A 40 41|||Pref|||their|||REQUIRED|||-NONE-|||1
A 48 49|||Nn|||cousins|||REQUIRED|||-NONE-|||1

S This also means that as soon a person is made aware of his or her genetic profile , he or she concurently has a knowledge about others .
A 6 6|||Trans|||as|||REQUIRED|||-NONE-|||0
A 21 22|||Mec|||concurrently|||REQUIRED|||-NONE-|||0
A 23 24|||ArtOrDet||||||REQUIRED|||-NONE-|||0
A 6 6|||Trans|||as|||REQUIRED|||-NONE-|||1
A 21 22|||Mec|||concurrently|||REQUIRED|||-NONE-|||1
A 23 24|||ArtOrDet||||||REQUIRED|||-NONE-|||1

S This knowledge maybe relavant to them , and vice versa .
A 2 3|||Vm|||may be|||REQUIRED|||-NONE-|||0
A 3 4|||Mec|||relevant|||REQUIRED|||-NONE-|||0
A 6 7|||Mec||||||REQUIRED|||-NONE-|||0
A 7 10|||Trans|||or not|||REQUIRED|||-NONE-|||0
A 2 3|||Mec|||may be|||REQUIRED|||-NONE-|||1
A 3 4|||Mec|||relevant|||REQUIRED|||-NONE-|||1

S An example that may serve as an illustration is breast cancer .

S It is hereditary .

S Do one who suffered from this disease keep it a secret of infrom their relatives ?
A 0 1|||SVA|||Does|||REQUIRED|||-NONE-|||0
A 3 4|||Vt|||suffers|||REQUIRED|||-NONE-|||0
A 11 12|||Trans|||or|||REQUIRED|||-NONE-|||0
A 12 13|||Mec|||inform|||REQUIRED|||-NONE-|||0
A 0 1|||SVA|||Does|||REQUIRED|||-NONE-|||1
A 1 2|||Pform|||someone|||REQUIRED|||-NONE-|||1
A 3 4|||Vt|||suffers|||REQUIRED|||-NONE-|||1
A 11 12|||Mec|||or|||REQUIRED|||-NONE-|||1
A 12 13|||Mec|||inform|||REQUIRED|||-NONE-|||1

S In retrospect , its is also ones duty to ensure that he or she undergo periodic healthchecks in their own .
A 6 7|||Npos|||one 's|||REQUIRED|||-NONE-|||0
A 17 18|||Prep|||on|||REQUIRED|||-NONE-|||0
A 3 4|||Pform|||it|||REQUIRED|||-NONE-|||1
A 6 7|||Mec|||one 's|||REQUIRED|||-NONE-|||1
A 11 14|||Pref|||they|||REQUIRED|||-NONE-|||1
A 16 17|||Mec|||health checks|||REQUIRED|||-NONE-|||1
A 17 18|||Prep|||of|||REQUIRED|||-NONE-|||1

S Sometimes some family structure and cultural beliefs can influence the pattern of communication .
A 3 4|||Nn|||structures|||REQUIRED|||-NONE-|||0

S Depending on whom the genetic risk was discovered from : the son or daughter for example , the parents who knows about this would decide who gets told and whom takes the precedence in being 'allowed ' to tell .
A 18 19|||Nn|||parentparent|||REQUIRED|||-NONE-|||0
A 2 3|||Pform|||who|||REQUIRED|||-NONE-|||1
A 8 9|||Prep|||in|||REQUIRED|||-NONE-|||1
A 14 14|||Mec|||,|||REQUIRED|||-NONE-|||1
A 20 21|||SVA|||know|||REQUIRED|||-NONE-|||1
A 29 30|||Pform|||who|||REQUIRED|||-NONE-|||1
A 31 32|||ArtOrDet||||||REQUIRED|||-NONE-|||1

S For example , within a family , regardless of who had first received genetic information , parents were seen as having the primary responsibility to pass on information to any offspring , either adult at risk .
A 10 11|||Vt||||||REQUIRED|||-NONE-|||0
A 12 13|||Vt|||receives|||REQUIRED|||-NONE-|||0
A 17 18|||Vt|||are|||REQUIRED|||-NONE-|||0
A 31 32|||Rloc-||||||REQUIRED|||-NONE-|||0
A 32 33|||ArtOrDet||||||REQUIRED|||-NONE-|||0
A 33 34|||Rloc-||||||REQUIRED|||-NONE-|||0
A 13 14|||ArtOrDet|||the|||REQUIRED|||-NONE-|||1
A 24 25|||Prep|||for|||REQUIRED|||-NONE-|||1
A 25 26|||Vform|||passing|||REQUIRED|||-NONE-|||1
A 32 33|||Trans|||or|||REQUIRED|||-NONE-|||1
A 34 34|||Mec|||,|||REQUIRED|||-NONE-|||1

S In addition , a woman testing positive for BRCA1 would be expected to allow her brother or sister to disclose such information to a niece or nephew rather than do it herself , although this may be further complicated by an individual 's response to risk information as they not want to know .
A 49 49|||Vm|||might|||REQUIRED|||-NONE-|||0
A 49 49|||Vm|||may|||REQUIRED|||-NONE-|||1

S Hence , there were also tensions if participants felt that they could neither pass on information to relatives who needed to know ( such as nieces and nephews ) nor persuade those with authority ( the parents ) to do so .
A 3 4|||Vt|||are|||REQUIRED|||-NONE-|||0
A 8 9|||Vt|||feel|||REQUIRED|||-NONE-|||0
A 11 12|||Vt|||can|||REQUIRED|||-NONE-|||0
A 19 20|||Vt|||need|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S The notion of authority also extended 'vertically' .
A 5 6|||Vt|||extends|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1

S For example , a grandmother may have more authority to pass on information than an aunt , even when she is not at genetic risk herself while the aunt is .

S From a practitioner 's perspective these findings are important because if lay constructs of the family and kinship are a social construct they may not be in line with geneticists ' views of family relationships , or about which blood ( or non-blood ) relatives should be informed and by whom ; this is also likely to be dependent on the cultural and ethnic context .
A 5 5|||Mec|||,|||REQUIRED|||-NONE-|||0
A 22 22|||Mec|||,|||REQUIRED|||-NONE-|||0
A 10 10|||Mec|||,|||REQUIRED|||-NONE-|||1
A 22 22|||Mec|||,|||REQUIRED|||-NONE-|||1

S Ultimately , one must bring attention to who may benefit from such information and assisting those at risk to make considered decisions about disclosure .
A 14 15|||Vform|||assist|||REQUIRED|||-NONE-|||0
A 4 5|||Wci|||draw|||REQUIRED|||-NONE-|||1
A 14 15|||Spar|||assist|||REQUIRED|||-NONE-|||1

S Whose duty it is to inform at risk relatives or not greatly depends on the personal moral and the nature of how 'directive ' the risk is to them .
A 14 15|||ArtOrDet||||||REQUIRED|||-NONE-|||0
A 16 17|||Wform|||morality|||REQUIRED|||-NONE-|||0
A 6 8|||Mec|||at-risk|||REQUIRED|||-NONE-|||1
A 17 17|||Wci|||code|||REQUIRED|||-NONE-|||1

S People with close blood relationship generally carry some similar genes .
A 4 5|||Nn|||relationships|||REQUIRED|||-NONE-|||0
A 2 2|||ArtOrDet|||a|||REQUIRED|||-NONE-|||1

S In this case , if one of the family members or close relatives is found to carry genetic risk , it is better for the patient to tell his/her close relatives about the issue and let others known about the risk so that his/her familay members are able to perform some daily excesses to prevent the potential disease or they may go to hospital and check for the correspongding flows .
A 37 38|||Vform|||know|||REQUIRED|||-NONE-|||0
A 52 53|||Wci|||exercises|||REQUIRED|||-NONE-|||0
A 68 69|||Mec|||corresponding|||REQUIRED|||-NONE-|||0
A 17 17|||ArtOrDet|||a|||REQUIRED|||-NONE-|||1
A 37 38|||Vform|||know|||REQUIRED|||-NONE-|||1
A 44 45|||Mec|||family|||REQUIRED|||-NONE-|||1
A 49 50|||Wci|||do|||REQUIRED|||-NONE-|||1
A 52 53|||Wci|||exercises|||REQUIRED|||-NONE-|||1
A 68 69|||Mec|||corresponding|||REQUIRED|||-NONE-|||1
A 69 70|||Um||||||REQUIRED|||-NONE-|||1

S In my opinion , although the annouance of carrying a genetic risk involves the issue of self privacy , it is necessary for the carrier to be obligated to tell the issue to his or her relatives in order for them to prevent the potential disease .
A 6 7|||Wci|||burden|||REQUIRED|||-NONE-|||0
A 9 10|||ArtOrDet||||||REQUIRED|||-NONE-|||0
A 6 7|||Wci|||disclosure|||REQUIRED|||-NONE-|||1
A 16 17|||Wci|||personal|||REQUIRED|||-NONE-|||1
A 30 33|||Rloc-||||||REQUIRED|||-NONE-|||1

S I agree with this statement to a large extent .

S Focus on the negative side of the annouance of genetic risk first .
A 0 1|||Sfrag|||I begin by focusing|||REQUIRED|||-NONE-|||0
A 6 7|||ArtOrDet||||||REQUIRED|||-NONE-|||0
A 7 8|||Rloc-||||||REQUIRED|||-NONE-|||0
A 8 9|||Prep||||||REQUIRED|||-NONE-|||0
A 0 1|||Others|||I will focus|||REQUIRED|||-NONE-|||1
A 7 8|||Wci|||disclosure|||REQUIRED|||-NONE-|||1

S Large numbers of patients with the genetic risk would want to keep it as a secret as the genetic risk may indicates their high chance to carry certain disease .
A 5 6|||ArtOrDet||||||REQUIRED|||-NONE-|||0
A 21 22|||Vform|||indicate|||REQUIRED|||-NONE-|||0
A 28 29|||Nn|||diseases|||REQUIRED|||-NONE-|||0
A 5 6|||ArtOrDet||||||REQUIRED|||-NONE-|||1
A 13 14|||Prep||||||REQUIRED|||-NONE-|||1
A 21 22|||Vform|||indicate|||REQUIRED|||-NONE-|||1
A 25 26|||Prep|||of|||REQUIRED|||-NONE-|||1
A 26 27|||Vform|||carrying|||REQUIRED|||-NONE-|||1
A 27 27|||ArtOrDet|||a|||REQUIRED|||-NONE-|||1

S Especially for the young people without marrige , if he/she is known to have some genetic risk , it may have certain chance that his/her child would carry the same disease , but not in certain .
A 2 3|||ArtOrDet||||||REQUIRED|||-NONE-|||0
A 3 3|||Wci|||unmarried|||REQUIRED|||-NONE-|||0
A 5 6|||Prep||||||REQUIRED|||-NONE-|||0
A 7 8|||Mec||||||REQUIRED|||-NONE-|||0
A 8 9|||Trans|||who|||REQUIRED|||-NONE-|||0
A 9 10|||Rloc-||||||REQUIRED|||-NONE-|||0
A 10 11|||SVA|||are|||REQUIRED|||-NONE-|||0
A 18 19|||Pform|||there|||REQUIRED|||-NONE-|||0
A 20 21|||Wci|||be|||REQUIRED|||-NONE-|||0
A 21 21|||ArtOrDet|||a|||REQUIRED|||-NONE-|||0
A 33 33|||Pref|||this|||REQUIRED|||-NONE-|||0
A 33 33|||SVA|||is|||REQUIRED|||-NONE-|||0
A 34 35|||Prep||||||REQUIRED|||-NONE-|||0
A 0 9|||Smod|||This is especially the case for young people who are unmarried . If|||REQUIRED|||-NONE-|||1
A 18 19|||Pref|||there|||REQUIRED|||-NONE-|||1
A 20 21|||Wci|||be|||REQUIRED|||-NONE-|||1
A 21 22|||SVA|||a|||REQUIRED|||-NONE-|||1
A 26 27|||Vm|||will|||REQUIRED|||-NONE-|||1
A 34 35|||Prep|||for|||REQUIRED|||-NONE-|||1

S Therefore , to keep the information as secret to his/her future spouce would help the relationship .
A 11 12|||Mec|||spouse|||REQUIRED|||-NONE-|||0
A 6 7|||Prep||||||REQUIRED|||-NONE-|||1
A 8 9|||Prep|||from|||REQUIRED|||-NONE-|||1
A 11 12|||Mec|||spouse|||REQUIRED|||-NONE-|||1

S Secondly , annouance the potential risk would cause the family member to be scared of this certain issue , although the factor would not be that serious , people would still fear that they would have some potential disease in the future thus go to hospital and do additional check or take more medicine in order to prevent the disease , and this creats unnecessary costs to the family .
A 2 3|||Rloc-||||||REQUIRED|||-NONE-|||0
A 16 17|||Rloc-||||||REQUIRED|||-NONE-|||0
A 18 19|||Mec|||.|||REQUIRED|||-NONE-|||0
A 19 20|||Mec|||Although|||REQUIRED|||-NONE-|||0
A 22 23|||Vm|||might|||REQUIRED|||-NONE-|||0
A 42 42|||Mec|||;|||REQUIRED|||-NONE-|||0
A 49 50|||Nn|||checks|||REQUIRED|||-NONE-|||0
A 2 3|||Mec|||disclosing|||REQUIRED|||-NONE-|||1
A 16 17|||Rloc-||||||REQUIRED|||-NONE-|||1
A 18 19|||Mec|||.|||REQUIRED|||-NONE-|||1
A 19 20|||Mec|||Although|||REQUIRED|||-NONE-|||1
A 21 22|||Um||||||REQUIRED|||-NONE-|||1
A 22 23|||Wci|||might|||REQUIRED|||-NONE-|||1
A 34 35|||Vm|||will|||REQUIRED|||-NONE-|||1
A 42 43|||Trans|||, and so ,|||REQUIRED|||-NONE-|||1
A 49 50|||Nn|||checks|||REQUIRED|||-NONE-|||1
A 63 64|||Mec|||creates|||REQUIRED|||-NONE-|||1
A 66 67|||Prep|||for|||REQUIRED|||-NONE-|||1

S Furthermore , the annouance of genetic risk would affect the relationship with the relatives as sometimes others may think not to stay too close to the carrier so that they have less chance to get the potential disease .
A 3 4|||Wci|||fear|||REQUIRED|||-NONE-|||0
A 3 4|||Mec|||disclosure|||REQUIRED|||-NONE-|||1
A 15 15|||Mec|||,|||REQUIRED|||-NONE-|||1
A 16 16|||Mec|||,|||REQUIRED|||-NONE-|||1
A 18 20|||Wci|||not want|||REQUIRED|||-NONE-|||1
A 27 27|||Mec|||,|||REQUIRED|||-NONE-|||1
A 33 34|||Prep|||of|||REQUIRED|||-NONE-|||1
A 34 35|||Vform|||getting|||REQUIRED|||-NONE-|||1

S On the other hand , if the genetic risk is kept as a secret , although it may benefit the carrier to a certain extend and help to keep the privacy , but it has much larger negative impacts to the family members and relatives .
A 24 25|||Wci|||extent|||REQUIRED|||-NONE-|||0
A 29 30|||ArtOrDet||||||REQUIRED|||-NONE-|||0
A 32 33|||Trans||||||REQUIRED|||-NONE-|||0
A 39 40|||Prep|||on|||REQUIRED|||-NONE-|||0
A 11 12|||Prep||||||REQUIRED|||-NONE-|||1
A 24 25|||Mec|||extent|||REQUIRED|||-NONE-|||1
A 28 29|||Wci|||protect|||REQUIRED|||-NONE-|||1
A 29 30|||ArtOrDet||||||REQUIRED|||-NONE-|||1
A 32 33|||Trans||||||REQUIRED|||-NONE-|||1
A 36 37|||Wci|||greater|||REQUIRED|||-NONE-|||1
A 39 40|||Prep|||on|||REQUIRED|||-NONE-|||1

S First , for the case of marrige , people should be honest and tell his/her spouce they may carry certain genetic risk that may affect their offsprings .
A 6 7|||Mec|||marriage|||REQUIRED|||-NONE-|||0
A 8 9|||Nn|||a person|||REQUIRED|||-NONE-|||0
A 15 16|||Mec|||spouse|||REQUIRED|||-NONE-|||0
A 26 27|||Nn|||offspring|||REQUIRED|||-NONE-|||0
A 2 3|||Prep|||in|||REQUIRED|||-NONE-|||1
A 6 7|||Mec|||marriage|||REQUIRED|||-NONE-|||1
A 14 15|||Pref|||their|||REQUIRED|||-NONE-|||1
A 15 16|||Mec|||spouse|||REQUIRED|||-NONE-|||1
A 19 19|||ArtOrDet|||a|||REQUIRED|||-NONE-|||1
A 23 24|||Vm|||might|||REQUIRED|||-NONE-|||1
A 26 27|||Nn|||offspring|||REQUIRED|||-NONE-|||1

S It is better to let the other party know the fact than after the baby is born and certain type of genetic disease is found .
A 18 18|||ArtOrDet|||a|||REQUIRED|||-NONE-|||0
A 10 11|||Nn|||facts|||REQUIRED|||-NONE-|||1
A 11 12|||Others|||, rather than wait until|||REQUIRED|||-NONE-|||1
A 18 18|||ArtOrDet|||a|||REQUIRED|||-NONE-|||1

