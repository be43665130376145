S Keeping the Secret of Genetic Testing

S What is genetic risk ?

S Genetic risk refers more to your chance of inheriting a disorder or disease .
A 3 4|||Rloc-||||||REQUIRED|||-NONE-|||0

S People get certain disease because of genetic changes .
A 1 2|||Wci|||develop|||REQUIRED|||-NONE-|||0
A 3 4|||Nn|||diseases|||REQUIRED|||-NONE-|||0

S How much a genetic change tells us about your chance of developing a disorder is not always clear .

S If your genetic results indicate that you have gene changes associated with an increased risk of heart disease , it does not mean that you definitely will develop heart disease .
A 8 8|||ArtOrDet|||the|||REQUIRED|||-NONE-|||0

S The opposite is also true .

S If your genetic results show that you do not have changes associated with an increased risk of heart disease , it is still possible that you develop heart disease .
A 10 10|||ArtOrDet|||the|||REQUIRED|||-NONE-|||0
A 26 26|||Vm|||will|||REQUIRED|||-NONE-|||0

S However for some rare diseases , people who have certain gene changes are guaranteed to develop the disease .
A 1 1|||Mec|||,|||REQUIRED|||-NONE-|||0
A 9 10|||Wci|||a specific set of|||REQUIRED|||-NONE-|||0

S When we are diagonosed out with certain genetic disease , are we suppose to disclose this result to our relatives ?
A 3 4|||Mec|||diagnosed|||REQUIRED|||-NONE-|||0
A 4 5|||Prep||||||REQUIRED|||-NONE-|||0
A 6 6|||ArtOrDet|||a|||REQUIRED|||-NONE-|||0
A 10 14|||Wci|||should we|||REQUIRED|||-NONE-|||0

S My answer is no .

S On one hand , we do not want this potential danger causing firghtenning affects in our families ' later lives .
A 11 12|||Vform|||to cause|||REQUIRED|||-NONE-|||0
A 12 14|||Wci|||distress|||REQUIRED|||-NONE-|||0

S When people around us know that we got certain disease , their altitudes will be easily changed , whether caring us too much or keeping away from us .
A 7 8|||Wci|||have|||REQUIRED|||-NONE-|||0
A 8 8|||ArtOrDet|||a|||REQUIRED|||-NONE-|||0
A 12 13|||Mec|||attitude|||REQUIRED|||-NONE-|||0
A 13 14|||Vm|||may|||REQUIRED|||-NONE-|||0
A 14 17|||Vform|||change|||REQUIRED|||-NONE-|||0
A 18 19|||Trans|||either|||REQUIRED|||-NONE-|||0
A 20 20|||Prep|||for|||REQUIRED|||-NONE-|||0

S And both are not what we want since most of us just want to live as normal people .
A 0 4|||Others|||Yet neither is|||REQUIRED|||-NONE-|||0
A 7 7|||Mec|||,|||REQUIRED|||-NONE-|||0

S Surrounded by such concerns , it is very likely that we are distracted to worry about these problems .
A 0 2|||Wci|||In light of|||REQUIRED|||-NONE-|||0
A 11 13|||Rloc-||||||REQUIRED|||-NONE-|||0
A 13 14|||Vm|||will|||REQUIRED|||-NONE-|||0

S It is a concern that will be with us during our whole life , because we will never know when the ''potential bomb' ' will explode .
A 9 10|||Prep|||for|||REQUIRED|||-NONE-|||0
A 21 24|||Mec|||potential " bomb "|||REQUIRED|||-NONE-|||0

S On the other hand , if there are ways can help us to control or cure the disease , we can going through thses process from the scope of the whole family .
A 9 9|||Ssub|||that|||REQUIRED|||-NONE-|||0
A 21 25|||Wci|||implement them|||REQUIRED|||-NONE-|||0
A 25 26|||Prep|||in|||REQUIRED|||-NONE-|||0

S For an example , if exercising is helpful for family potential disease , we can always look for more chances for the family to go exercise .
A 1 2|||ArtOrDet||||||REQUIRED|||-NONE-|||0
A 6 8|||Vform|||helps|||REQUIRED|||-NONE-|||0
A 8 9|||Prep|||to|||REQUIRED|||-NONE-|||0
A 9 10|||Rloc-||||||REQUIRED|||-NONE-|||0
A 10 10|||V0|||prevent a|||REQUIRED|||-NONE-|||0
A 19 20|||Wci|||opportunities|||REQUIRED|||-NONE-|||0
A 21 22|||ArtOrDet|||a|||REQUIRED|||-NONE-|||0

S And we keep track of all family members health conditions .
A 0 2|||Others|||We can also|||REQUIRED|||-NONE-|||0
A 8 8|||Npos|||'|||REQUIRED|||-NONE-|||0

S At the same time , we are prepared to know when there are other members got this disease .
A 8 10|||Rloc-||||||REQUIRED|||-NONE-|||0
A 10 11|||Trans|||if|||REQUIRED|||-NONE-|||0
A 11 13|||Rloc-||||||REQUIRED|||-NONE-|||0
A 15 16|||Wci|||develop|||REQUIRED|||-NONE-|||0

S Here I want to share Forest'view on this issue .
A 1 1|||Mec|||,|||REQUIRED|||-NONE-|||0
A 5 6|||Mec|||Forest 's view|||REQUIRED|||-NONE-|||0

S Although some people feel that an individual who is found to carry a dominant gene for Huntington 's disease has an ethical obligation to disclose that fact to his or her siblings , there currently is no legal requirement to do so .

S In fact , requiring someone to communicate his or her own genetic risk to family members who are therefore also at risk is considered by many to be ethically dubious .
A 7 10|||Wci|||their|||REQUIRED|||-NONE-|||0
A 16 16|||Mec|||,|||REQUIRED|||-NONE-|||0
A 22 22|||Mec|||,|||REQUIRED|||-NONE-|||0

S "

S Nothing is absolute right or wrong .
A 2 3|||Wform|||absolutely|||REQUIRED|||-NONE-|||0

S If certain disease genetic test is very accurate and it is unavoidable and necessary to get treatment and known by others , it is OK to disclose the result .
A 1 1|||ArtOrDet|||a|||REQUIRED|||-NONE-|||0
A 2 4|||WOadv|||genetic disease|||REQUIRED|||-NONE-|||0
A 9 17|||WOinc|||getting treatment is necessary and unavoidable|||REQUIRED|||-NONE-|||0
A 17 21|||Rloc-||||||REQUIRED|||-NONE-|||0
A 24 25|||Wtone|||acceptable|||REQUIRED|||-NONE-|||0

S Above all , life is more important than secret .
A 8 10|||Wform|||secrecy|||REQUIRED|||-NONE-|||0

S Genetic risk does carry its consequences and should not be taken lightly within the family circle .
A 3 4|||Wci|||have|||REQUIRED|||-NONE-|||0

S Afterall , what affects one family may or may not affect another although the families has a common genetic make up , shared by either of the parents .
A 0 1|||Mec|||After all|||REQUIRED|||-NONE-|||0
A 12 13|||Trans|||even when|||REQUIRED|||-NONE-|||0
A 15 16|||SVA|||have|||REQUIRED|||-NONE-|||0
A 19 21|||Mec|||make-up|||REQUIRED|||-NONE-|||0

S In cases where an individual has gotten to know of a genetic disorder , disclosing or otherwise , to his or her relative is solely a matter of preference within the indivdial moral system .
A 6 10|||Others|||found out that they might have|||REQUIRED|||-NONE-|||0
A 15 15|||Mec|||,|||REQUIRED|||-NONE-|||0
A 22 23|||Nn|||relatives|||REQUIRED|||-NONE-|||0
A 30 31|||ArtOrDet|||an|||REQUIRED|||-NONE-|||0
A 31 32|||Npos|||individual 's|||REQUIRED|||-NONE-|||0

S The issue on right to know or not to know is highly debatable although it is a genetic risk , one can not be entire sure because the genetic information could possibly result from the families of either parents - his maternal and paternal uncles , aunts or cousin .
A 2 3|||Prep|||of|||REQUIRED|||-NONE-|||0
A 6 10|||Rloc-||||||REQUIRED|||-NONE-|||0
A 13 14|||Srun|||. Although|||REQUIRED|||-NONE-|||0
A 14 16|||Others|||there may be|||REQUIRED|||-NONE-|||0
A 24 25|||Wform|||entirely|||REQUIRED|||-NONE-|||0
A 31 32|||Rloc-||||||REQUIRED|||-NONE-|||0
A 32 33|||Wci|||come|||REQUIRED|||-NONE-|||0
A 39 40|||Mec|||,|||REQUIRED|||-NONE-|||0
A 40 41|||Rloc-||||||REQUIRED|||-NONE-|||0

S This also means that as soon a person is made aware of his or her genetic profile , he or she concurently has a knowledge about others .
A 6 6|||Wci|||as|||REQUIRED|||-NONE-|||0
A 12 15|||Pref|||their|||REQUIRED|||-NONE-|||0
A 18 21|||Pref|||they|||REQUIRED|||-NONE-|||0
A 21 22|||Mec|||concurrently|||REQUIRED|||-NONE-|||0
A 22 23|||SVA|||have|||REQUIRED|||-NONE-|||0
A 23 24|||ArtOrDet||||||REQUIRED|||-NONE-|||0

S This knowledge maybe relavant to them , and vice versa .
A 2 3|||Mec|||may be|||REQUIRED|||-NONE-|||0
A 3 4|||Mec|||relevant|||REQUIRED|||-NONE-|||0

S An example that may serve as an illustration is breast cancer .

S It is hereditary .

S Do one who suffered from this disease keep it a secret of infrom their relatives ?
A 0 1|||Vm|||Should|||REQUIRED|||-NONE-|||0
A 1 2|||Wci|||someone|||REQUIRED|||-NONE-|||0
A 11 12|||Prep||||||REQUIRED|||-NONE-|||0
A 12 13|||Prep|||from|||REQUIRED|||-NONE-|||0

S In retrospect , its is also ones duty to ensure that he or she undergo periodic healthchecks in their own .
A 3 4|||Mec|||it|||REQUIRED|||-NONE-|||0
A 6 7|||Mec|||one 's|||REQUIRED|||-NONE-|||0
A 11 14|||Pref|||they|||REQUIRED|||-NONE-|||0
A 17 18|||Prep|||of|||REQUIRED|||-NONE-|||0

S Sometimes some family structure and cultural beliefs can influence the pattern of communication .
A 1 1|||Mec|||,|||REQUIRED|||-NONE-|||0
A 3 4|||Nn|||structures|||REQUIRED|||-NONE-|||0

S Depending on whom the genetic risk was discovered from : the son or daughter for example , the parents who knows about this would decide who gets told and whom takes the precedence in being 'allowed ' to tell .
A 8 10|||Prep|||in ,|||REQUIRED|||-NONE-|||0
A 19 23|||Rloc-||||||REQUIRED|||-NONE-|||0
A 29 30|||Pref|||who|||REQUIRED|||-NONE-|||0
A 30 31|||Wci|||has|||REQUIRED|||-NONE-|||0
A 32 33|||Wci|||responsibility|||REQUIRED|||-NONE-|||0
A 33 34|||Prep|||of|||REQUIRED|||-NONE-|||0

S For example , within a family , regardless of who had first received genetic information , parents were seen as having the primary responsibility to pass on information to any offspring , either adult at risk .
A 10 11|||Vt||||||REQUIRED|||-NONE-|||0
A 13 13|||Others|||knowledge about their|||REQUIRED|||-NONE-|||0
A 17 18|||Vt|||are|||REQUIRED|||-NONE-|||0
A 31 32|||Mec||||||REQUIRED|||-NONE-|||0
A 32 34|||Rloc-||||||REQUIRED|||-NONE-|||0

S In addition , a woman testing positive for BRCA1 would be expected to allow her brother or sister to disclose such information to a niece or nephew rather than do it herself , although this may be further complicated by an individual 's response to risk information as they not want to know .
A 15 16|||Nn|||brothers|||REQUIRED|||-NONE-|||0
A 17 18|||Nn|||sisters|||REQUIRED|||-NONE-|||0
A 23 24|||ArtOrDet||||||REQUIRED|||-NONE-|||0
A 24 25|||Nn|||nieces|||REQUIRED|||-NONE-|||0
A 26 27|||Nn|||nephews ,|||REQUIRED|||-NONE-|||0
A 47 48|||Trans|||if|||REQUIRED|||-NONE-|||0
A 49 49|||V0|||do|||REQUIRED|||-NONE-|||0

S Hence , there were also tensions if participants felt that they could neither pass on information to relatives who needed to know ( such as nieces and nephews ) nor persuade those with authority ( the parents ) to do so .
A 3 3|||Vm|||might|||REQUIRED|||-NONE-|||0
A 3 5|||WOadv|||also be|||REQUIRED|||-NONE-|||0
A 5 6|||Nn|||tension|||REQUIRED|||-NONE-|||0
A 7 8|||Wci|||carriers|||REQUIRED|||-NONE-|||0
A 8 9|||Vt|||feel|||REQUIRED|||-NONE-|||0
A 11 12|||Vt|||can|||REQUIRED|||-NONE-|||0
A 19 20|||Vt|||need|||REQUIRED|||-NONE-|||0

S The notion of authority also extended 'vertically' .
A 5 6|||Vt|||extends|||REQUIRED|||-NONE-|||0

S For example , a grandmother may have more authority to pass on information than an aunt , even when she is not at genetic risk herself while the aunt is .

S From a practitioner 's perspective these findings are important because if lay constructs of the family and kinship are a social construct they may not be in line with geneticists ' views of family relationships , or about which blood ( or non-blood ) relatives should be informed and by whom ; this is also likely to be dependent on the cultural and ethnic context .
A 5 5|||Mec|||,|||REQUIRED|||-NONE-|||0
A 22 22|||Mec|||,|||REQUIRED|||-NONE-|||0

S Ultimately , one must bring attention to who may benefit from such information and assisting those at risk to make considered decisions about disclosure .
A 4 5|||Wci|||pay|||REQUIRED|||-NONE-|||0
A 14 15|||Spar|||assist|||REQUIRED|||-NONE-|||0

S Whose duty it is to inform at risk relatives or not greatly depends on the personal moral and the nature of how 'directive ' the risk is to them .
A 6 9|||WOinc|||relatives at risk|||REQUIRED|||-NONE-|||0
A 9 11|||Rloc-||||||REQUIRED|||-NONE-|||0
A 14 15|||ArtOrDet||||||REQUIRED|||-NONE-|||0
A 16 17|||Nn|||morals|||REQUIRED|||-NONE-|||0
A 22 23|||Wform|||'direct|||REQUIRED|||-NONE-|||0

S People with close blood relationship generally carry some similar genes .
A 4 5|||Nn|||relationships|||REQUIRED|||-NONE-|||0

S In this case , if one of the family members or close relatives is found to carry genetic risk , it is better for the patient to tell his/her close relatives about the issue and let others known about the risk so that his/her familay members are able to perform some daily excesses to prevent the potential disease or they may go to hospital and check for the correspongding flows .
A 0 3|||Wci|||As such|||REQUIRED|||-NONE-|||0
A 17 17|||ArtOrDet|||a|||REQUIRED|||-NONE-|||0
A 37 38|||Vform|||know|||REQUIRED|||-NONE-|||0
A 44 45|||Mec|||family|||REQUIRED|||-NONE-|||0
A 52 53|||Mec|||exercises|||REQUIRED|||-NONE-|||0
A 58 58|||Mec|||,|||REQUIRED|||-NONE-|||0
A 59 61|||Rloc-|||otherwise|||REQUIRED|||-NONE-|||0
A 64 65|||Prep|||to|||REQUIRED|||-NONE-|||0
A 68 69|||Mec|||corresponding|||REQUIRED|||-NONE-|||0
A 69 70|||Mec|||flaws|||REQUIRED|||-NONE-|||0

S In my opinion , although the annouance of carrying a genetic risk involves the issue of self privacy , it is necessary for the carrier to be obligated to tell the issue to his or her relatives in order for them to prevent the potential disease .
A 6 7|||Wci|||disclosure|||REQUIRED|||-NONE-|||0
A 23 24|||ArtOrDet|||a|||REQUIRED|||-NONE-|||0
A 27 28|||Wci|||obliged|||REQUIRED|||-NONE-|||0
A 30 32|||Rloc-||||||REQUIRED|||-NONE-|||0
A 32 33|||Prep||||||REQUIRED|||-NONE-|||0
A 39 43|||WOinc|||to prepare them for|||REQUIRED|||-NONE-|||0

S I agree with this statement to a large extent .

S Focus on the negative side of the annouance of genetic risk first .
A 0 1|||Smod|||I will first focus|||REQUIRED|||-NONE-|||0
A 4 5|||Nn|||sides|||REQUIRED|||-NONE-|||0
A 6 7|||ArtOrDet||||||REQUIRED|||-NONE-|||0
A 7 8|||Wci|||disclosing|||REQUIRED|||-NONE-|||0
A 8 9|||Prep||||||REQUIRED|||-NONE-|||0
A 11 12|||WOadv||||||REQUIRED|||-NONE-|||0

S Large numbers of patients with the genetic risk would want to keep it as a secret as the genetic risk may indicates their high chance to carry certain disease .
A 5 6|||ArtOrDet|||a|||REQUIRED|||-NONE-|||0
A 8 9|||Vm|||might|||REQUIRED|||-NONE-|||0
A 13 14|||Rloc-||||||REQUIRED|||-NONE-|||0
A 21 22|||SVA|||indicate|||REQUIRED|||-NONE-|||0
A 22 23|||Rloc-|||a|||REQUIRED|||-NONE-|||0
A 25 26|||Prep|||of|||REQUIRED|||-NONE-|||0
A 26 27|||Vform|||carrying|||REQUIRED|||-NONE-|||0
A 27 27|||ArtOrDet|||a|||REQUIRED|||-NONE-|||0

S Especially for the young people without marrige , if he/she is known to have some genetic risk , it may have certain chance that his/her child would carry the same disease , but not in certain .
A 1 1|||Wci|||regarding|||REQUIRED|||-NONE-|||0
A 1 2|||Prep||||||REQUIRED|||-NONE-|||0
A 2 3|||ArtOrDet||||||REQUIRED|||-NONE-|||0
A 3 7|||WOadv|||unmarried young people|||REQUIRED|||-NONE-|||0
A 9 10|||Pref|||one partner|||REQUIRED|||-NONE-|||0
A 14 15|||ArtOrDet|||a|||REQUIRED|||-NONE-|||0
A 18 19|||Pform|||there|||REQUIRED|||-NONE-|||0
A 20 21|||Wci|||be|||REQUIRED|||-NONE-|||0
A 21 22|||Rloc-||||||REQUIRED|||-NONE-|||0
A 22 22|||ArtOrDet|||a|||REQUIRED|||-NONE-|||0
A 24 25|||Pref|||their|||REQUIRED|||-NONE-|||0
A 33 33|||Sfrag|||this is|||REQUIRED|||-NONE-|||0
A 34 35|||Prep||||||REQUIRED|||-NONE-|||0

S Therefore , to keep the information as secret to his/her future spouce would help the relationship .
A 2 3|||Prep||||||REQUIRED|||-NONE-|||0
A 3 4|||Vform|||keeping|||REQUIRED|||-NONE-|||0
A 6 7|||Rloc-||||||REQUIRED|||-NONE-|||0
A 8 9|||Prep|||from|||REQUIRED|||-NONE-|||0
A 9 10|||Pform|||one 's|||REQUIRED|||-NONE-|||0
A 11 12|||Mec|||spouse|||REQUIRED|||-NONE-|||0
A 12 13|||Vm|||might|||REQUIRED|||-NONE-|||0

S Secondly , annouance the potential risk would cause the family member to be scared of this certain issue , although the factor would not be that serious , people would still fear that they would have some potential disease in the future thus go to hospital and do additional check or take more medicine in order to prevent the disease , and this creats unnecessary costs to the family .
A 2 3|||Wci|||disclosing|||REQUIRED|||-NONE-|||0
A 6 7|||Vm|||might|||REQUIRED|||-NONE-|||0
A 7 14|||WOinc|||scare family members .|||REQUIRED|||-NONE-|||0
A 14 17|||Rloc-||||||REQUIRED|||-NONE-|||0
A 17 20|||Srun|||Although|||REQUIRED|||-NONE-|||0
A 21 22|||Wci|||probability|||REQUIRED|||-NONE-|||0
A 22 23|||Vm|||may|||REQUIRED|||-NONE-|||0
A 26 27|||Wci|||high|||REQUIRED|||-NONE-|||0
A 29 30|||Vm|||might|||REQUIRED|||-NONE-|||0
A 31 32|||Wci|||be afraid|||REQUIRED|||-NONE-|||0
A 34 35|||Vm|||could|||REQUIRED|||-NONE-|||0
A 35 36|||Wci|||develop|||REQUIRED|||-NONE-|||0
A 36 37|||ArtOrDet|||a|||REQUIRED|||-NONE-|||0
A 42 42|||Trans|||and|||REQUIRED|||-NONE-|||0
A 46 47|||Prep|||to|||REQUIRED|||-NONE-|||0
A 47 48|||Wci|||have|||REQUIRED|||-NONE-|||0
A 49 50|||Nn|||checks|||REQUIRED|||-NONE-|||0
A 60 62|||Srun|||;|||REQUIRED|||-NONE-|||0
A 63 63|||V0|||might|||REQUIRED|||-NONE-|||0
A 63 64|||Wci|||incur|||REQUIRED|||-NONE-|||0
A 66 67|||Prep|||for|||REQUIRED|||-NONE-|||0

S Furthermore , the annouance of genetic risk would affect the relationship with the relatives as sometimes others may think not to stay too close to the carrier so that they have less chance to get the potential disease .
A 3 4|||Vt|||disclosure|||REQUIRED|||-NONE-|||0
A 5 5|||ArtOrDet|||the|||REQUIRED|||-NONE-|||0
A 7 8|||Vm|||might|||REQUIRED|||-NONE-|||0
A 12 13|||ArtOrDet|||one 's|||REQUIRED|||-NONE-|||0
A 18 20|||WOinc|||not want|||REQUIRED|||-NONE-|||0
A 27 28|||V0|||thinking|||REQUIRED|||-NONE-|||0
A 30 30|||Vm|||will|||REQUIRED|||-NONE-|||0
A 33 34|||Prep|||of|||REQUIRED|||-NONE-|||0
A 34 35|||Vform|||catching|||REQUIRED|||-NONE-|||0

S On the other hand , if the genetic risk is kept as a secret , although it may benefit the carrier to a certain extend and help to keep the privacy , but it has much larger negative impacts to the family members and relatives .
A 11 12|||Rloc-||||||REQUIRED|||-NONE-|||0
A 24 25|||Wform|||extent|||REQUIRED|||-NONE-|||0
A 27 28|||Prep||||||REQUIRED|||-NONE-|||0
A 29 30|||ArtOrDet|||their|||REQUIRED|||-NONE-|||0
A 32 33|||Rloc-||||||REQUIRED|||-NONE-|||0
A 33 34|||Pform|||there|||REQUIRED|||-NONE-|||0
A 34 35|||Wci|||are|||REQUIRED|||-NONE-|||0
A 38 39|||Wci|||consequences|||REQUIRED|||-NONE-|||0
A 39 40|||Prep|||for|||REQUIRED|||-NONE-|||0
A 40 41|||ArtOrDet||||||REQUIRED|||-NONE-|||0

S First , for the case of marrige , people should be honest and tell his/her spouce they may carry certain genetic risk that may affect their offsprings .
A 2 3|||Prep|||in|||REQUIRED|||-NONE-|||0
A 6 7|||Mec|||marriage|||REQUIRED|||-NONE-|||0
A 14 15|||Pref|||their|||REQUIRED|||-NONE-|||0
A 15 16|||Mec|||spouse|||REQUIRED|||-NONE-|||0
A 16 16|||Ssub|||that|||REQUIRED|||-NONE-|||0
A 21 22|||Nn|||risks|||REQUIRED|||-NONE-|||0
A 23 24|||Vt|||might|||REQUIRED|||-NONE-|||0
A 26 27|||Nn|||offspring|||REQUIRED|||-NONE-|||0

S It is better to let the other party know the fact than after the baby is born and certain type of genetic disease is found .
A 9 12|||Rloc-||||||REQUIRED|||-NONE-|||0
A 12 13|||Prep|||before|||REQUIRED|||-NONE-|||0
A 18 18|||ArtOrDet|||a|||REQUIRED|||-NONE-|||0

