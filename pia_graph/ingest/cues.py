"""Lexical cues the gates share: health words, persons, questions, hypotheticals, requests.

The health plug-in lives here as data (word lists); the gate logic in ``retain_gate`` and ``read_gate``
only asks which cues a clause carries. The ontology's alias matches, when passed in, add to these.
"""

from __future__ import annotations

import re
from functools import cache

from pia_graph.ingest.clauses import ASKING_NAYO_KO
from pia_graph.ingest.kin_words import first_degree_en, first_degree_ko


def _words(*alts: str) -> str:
    return "|".join(alts)


HEALTH_EN = _words(
    # measurements and tests
    r"bp", r"blood\s*pressure", r"pulse", r"heart\s*rate", r"hr", r"rhr", r"bpm", r"glucose", r"sugar",
    r"fbs", r"fasting", r"a1c", r"hba1c", r"ldl(?:-c)?", r"hdl", r"chol\w*", r"trig\w*", r"tsh", r"t4", r"psa", r"crp",
    r"ferritin", r"h(?:a)?emoglobin", r"creatinine", r"egfr", r"bun", r"uric", r"vit(?:amin)?\s*d", r"alt",
    r"ast", r"ggt", r"bmi", r"waist", r"weigh\w*", r"lbs?", r"kg", r"temp(?:erature)?", r"°\s*[fc]",
    r"spo2", r"oxygen", r"labs?", r"bloodwork", r"blood\s*(?:test|work|draw)", r"results?", r"mmol",
    r"mg/dl", r"tall", r"height", r"cm", r"\d+\s*'\s*\d+", r"blood\s*type", r"scales?",
    r"(?:[89]\d|1\d\d|2[0-4]\d)\s*/\s*(?:[4-9]\d|1[0-4]\d)",  # a blood pressure's shape ("118/76")
    # the same said aloud ("one forty five over ninety two": the analysed clause holds its digit twin, "145 over 92")
    r"(?:[89]\d|1\d\d|2[0-4]\d)\s+over\s+(?:[4-9]\d|1[0-4]\d)(?![\d.%])",
    # sleep and activity
    r"slept", r"sleep\w*", r"asleep", r"woke", r"wake", r"insomnia", r"nap\w*", r"bed",
    r"ran", r"run\w*", r"jog\w*", r"walk\w*", r"steps?", r"cycl\w*", r"bik\w*", r"swam", r"swim\w*",
    r"yoga", r"lift\w*", r"gym", r"work(?:ed|ing)?\s*out", r"workouts?", r"exercis\w*", r"hik\w*",
    r"marathon", r"training", r"bs(?=\s*:?\s*\d)",
    r"crashed\s+(?:at|around|about)\s+\d+", r"alarm\s+(?:went\s+off|rang|at)", r"lights\s+out", r"zzz+",
    r"\d+\s*(?:hrs?|hours)\s+(?:last\s+night|of\s+sleep)",
    r"\d+\s*k\b", r"km", r"miles?",
    # medication
    r"pills?", r"dose", r"doses", r"meds?", r"medications?", r"medicine", r"prescri\w*", r"tablets?",
    r"mg", r"mcg", r"milligrams?", r"micrograms?", r"iu", r"supply", r"course", r"antibiotics?", r"inhaler",
    r"statin", r"vaccin\w*",
    r"shots?", r"booster", r"jab",
    # symptoms and conditions
    r"headaches?", r"migraines?", r"pain\w*", r"ach\w*", r"sore\w*", r"hurt\w*", r"cough\w*", r"nause\w*",
    r"dizz\w*", r"tired", r"fatigue\w*", r"exhausted", r"heartburn", r"reflux", r"bloat\w*", r"rash",
    r"hives", r"itch\w*", r"swell\w*", r"swollen", r"fever\w*", r"feverish", r"chills", r"cramps?",
    r"constipat\w*", r"diarrh\w*", r"vomit\w*", r"threw\s+up", r"flare\w*", r"poisoning", r"sick",
    r"infections?", r"cold", r"flu", r"diagnos\w*", r"diabet\w*", r"hypertension", r"asthma", r"gerd",
    r"allerg\w*", r"surgery", r"miscarr\w*", r"removed", r"\w*ectomy", r"\w*oscopy", r"c-section", r"pregnan\w*",
    r"due\s+date", r"(?:we're|we\s+are|i'm|i\s+am)\s+expecting", r"periods?", r"baby", r"anemi\w*", r"thyroid",
    r"gout", r"stroke", r"cancer",
    r"heart\s+attack", r"ringing", r"spell", r"winded", r"stiff", r"killing\s+me", r"wrecked", r"sober",
    # substances, food, mood
    r"smok\w*", r"vap\w*", r"cigarettes?", r"drink\w*", r"drank", r"beers?", r"wine", r"soju", r"alcohol",
    r"booze", r"ate", r"(?:bowl|plate|slice|bag|handful)s?\s+of", r"eat\w*", r"breakfast", r"lunch", r"dinner",
    r"snack\w*", r"pizza", r"chips", r"ice\s*cream", r"(?:tub|pint|box)\s+of",
    r"ramen", r"vegetarian", r"vegan", r"gluten", r"lactose", r"coffee", r"caffeine", r"diet",
    r"calories", r"sodium", r"oatmeal", r"salads?", r"veggies", r"vegetables", r"seafood",
    r"spicy\s+food", r"stop\s+(?:suggesting|recommending)",
    r"stress\w*", r"mood", r"anxious", r"anxiety", r"depress\w*", r"burn(?:ed)?\s*out", r"energy",
    r"feel(?:ing|s)?\s+(?:\w+\s+)?(?:good|great|better|worse|awful|terrible|rough|crappy|down|low|off|blah|meh"
    r"|fine|okay|ok|amazing|energi[sz]ed|drained|sluggish)",
    # care
    r"doctor", r"doc", r"dr\.?", r"physio\w*", r"clinic", r"hospital", r"er", r"checkup", r"physical",
    r"cardiologist", r"cardiology", r"dermatologist", r"endo", r"appt",
    r"follow-?up", r"ob", r"gp", r"nurse", r"pharmac(?:y|ies)", r"appointment",
    # a weight said in stone ("lost 2 stone", "now 13st 4", "half a stone", "a couple of stone")
    r"\d+(?:\.\d+)?\s*(?:stone|st)", r"(?:half\s+a|a\s+couple\s+of|a\s+few)\s+stone",
    r"(?:lost|gained|put\s+on|dropped|shed)\s+(?:about\s+|nearly\s+|almost\s+|over\s+)?a\s+stone",
    # goals and health behaviour
    r"lose\s+weight", r"goal", r"resolution", r"quit\w*", r"knees?",
    # the back, not "it's back", "came back", "back home": a return said of anything
    r"(?<!it's\s)(?<!its\s)(?<!\bis\s)(?<!was\s)(?<!are\s)(?<!\bbe\s)(?<!came\s)(?<!come\s)(?<!coming\s)"
    r"(?<!comes\s)(?<!went\s)(?<!\bgo\s)(?<!going\s)(?<!\bget\s)(?<!call\s)(?<!called\s)(?<!text\s)"
    r"(?<!texted\s)(?<!wrote\s)(?<!write\s)back(?!\s+(?:to|home|then|later)\b)", r"ankles?", r"stomach",
    r"chest", r"throat", r"shoulder", r"hip", r"legs?", r"calves", r"muscles?", r"joints?", r"lips?",
    # blood types and drug-name shapes (suffixes of generic names, common brands)
    r"(?:ab|a|b|o)\s*(?:\+|-|pos\w*|neg\w*)", r"type\s+(?:ab|a|b|o)",
    r"\w{3,}(?:pril|sartan|statin|formin|dipine|olol|azole|cillin|mycin|cycline|floxacin|oxetine|ertraline"
    r"|zepam|zolam|thyroxine|gliptin|gliflozin|lukast|tidine|profen|proxen|aminophen|isone|isolone"
    r"|tirizine|tadine|ipine|idem|purinol|glargine|thiazide)",
    r"tylenol", r"advil", r"aleve", r"motrin", r"aspirin", r"insulin", r"zyrtec", r"claritin", r"benadryl",
    r"nyquil", r"tamiflu", r"ozempic", r"wegovy", r"lipitor", r"crestor", r"synthroid", r"vitamins?",
    r"supplements?", r"iron", r"magnesium", r"melatonin", r"probiotics?", r"fish\s+oil", r"omega",
)

HEALTH_KO = _words(
    "혈압", "맥박", "심박", "혈당", "공복", "당화", "콜레스테롤", "중성지방", "간수치", "체중", "몸무게",
    r"(?<![가-힣])키(?![가-힣])|키(?=[가는도])",  # height, not the 키 of "오키"
    "수치", "피검사", "검사", "검진", "병원", "의사", "약", "처방", "복용", "먹었", "먹는", "먹고",
    "먹기", "깜빡", "잤", "자서", "잠", "수면", "일어났", "뛰었", "달렸", "걸었", "걸음", "만보", "운동",
    "요가", "자전거", "수영", "등산", "두통", "아파", "아프", "아팠", "통증", "기침", "열이", "어지러",
    "피곤", "쓰려", "속이", "체했", "설사", "구토", "알레르기", "알러지", "당뇨", "고혈압", "진단",
    "수술", "임신", "출산", "담배", "흡연", "술", "소주", "맥주", "와인", "마셨", "야식", "라면",
    "치킨", "스트레스", "기분", "우울", "불안", "접종", "주사", "예방", "혈액형", "허리", "무릎", "목이",
    "kg", "킬로", "mg", "한의원", r"못\s*먹", "다이어트",
    # (not 살았다, 살아, 못살듯: to live, to be saved)
    r"(?<![\d\s못])살(?![았아려림듯])|(?<!\d)(?<!못)\s살(?![았아려림듯])",
    "식단", "생리", "통풍",
    r"숨\s*(?:이\s*)?(?:차|찬|찼|가빠)", "키로", "체온", "열나", "부었", "두드러기", "가려",
    r"그만\s*추천", r"추천하지\s*(?:마|말)", "채식", "오트밀", "헬스", "필라테스", "산책", "러닝", "조깅", "스트레칭",
    "일어남", "일어나", "누워", "누웠", "깼", "깸", "잠들", "비타민", "두근", "쓸개", "담낭",
    "음식", r"자는\s*(?:게|거|것)", "떨려", "떨림", "졸려",
    # nausea said by its sound (속 울렁거려요), a fast kept (간헐적 단식), the doctor in charge, a health app
    "울렁", "단식", "담당의", "주치의", r"건강\s*앱",
    # a blood pressure's Korean shape, systolic에 diastolic ("138에 88", "백사십에 구십" in its digit twin)
    r"(?<![\d.])(?:[89]\d|1\d\d|2[0-4]\d)\s*에\s*(?:[4-9]\d|1[0-4]\d)(?![\d.]|\s*(?:%|퍼|프로|원|개|명|번|분|시|일|살|세|킬로|kg|mg|만))",
)

# Animals whose health is not the user's (a clause about one has a pet as its experiencer).
# A simile names no animal ("sick as a dog", "worked like a dog", "dog tired").
PET_EN = "(?<!as a )(?<!like a )(?:" + _words(r"dogs?", r"cats?", r"pets?", r"puppy", r"puppies", r"pups?", r"doggo",
                                              r"doggy", r"kitten", r"kitty", r"vet", r"vets") + r")(?![-\s]tired)"
PET_KO = _words("강아지", "고양이", "반려", "댕댕이", "냥이", "멍멍이", "애완", "수의사", "동물병원")
# A made-up or imagined person: a character's health is nobody's.
FICTION_EN = (r"\b(?:in\s+(?:my|a|the)\s+(?:novel|story|book|script|screenplay|game|fanfic)"
              r"|(?:novel|story|book|show|movie|film|series|drama)\s+(?:where|in\s+which|about)"
              r"|(?:the|my)\s+(?:main\s+|lead\s+)?(?:heroine"
              r"|hero|protagonist|character|villain)|fictional)\b")
FICTION_KO = r"(?:소설|드라마|영화\s*(?:에서|속)|웹툰|주인공|등장인물)"
# People whose health is not the user's (first-degree family is the user's own history).
OTHER_PERSON_EN = _words(
    r"friends?", r"co-?workers?", r"colleagues?", r"boss", r"manager", r"neighbou?rs?", r"cousins?",
    r"uncles?", r"aunts?", r"aunties?", r"grand\w+", r"granny", r"gran", r"nana",
    r"nieces?", r"nephews?", r"in-laws?", r"(?:mother|father|sister|brother)-in-law", r"roommates?",
    r"room-?mates?", r"classmates?", r"teammates?", r"buddy", r"buddies", r"pals?", r"boyfriend",
    r"girlfriend", r"partner", r"wife", r"husband", r"spouse", r"fianc[eé]e?", PET_EN, r"someone(?:'?s)?",
    r"somebody(?:'?s)?", r"people", r"a\s+person", r"adults?",
    r"everyone(?:'?s)?", r"everybody(?:'?s)?", r"women", r"men", r"children", r"patients?", r"celebrit\w+", r"he",
    r"she", r"they", r"his", r"her", r"their", r"toddler", r"infant", r"newborn",
    r"\d+\s*-?\s*(?:year|yr|month)s?\s*-?\s*olds?(?!\s+(?:male|female|man|woman|guy|gal|here|myself))",
    r"\d+\s*(?:yo|y/o|yrs?\s*old)(?!\s+(?:male|female|man|woman|guy|gal|here|myself))",
)
OTHER_PERSON_KO = _words(
    "친구", "동료", "상사", "팀장", "부장", "과장", "사장", "이웃", PET_KO, "삼촌",
    "이모", "고모", "외삼촌", "사촌", "할머니", "할아버지", "조카", "남편", "아내", "와이프", "남친",
    "여친", "애인", "누군가", "사람들", "룸메이트", "룸메",
    r"옆\s*자리", r"옆\s*사람", r"(?:그|다른|어떤|저)\s+사람",
    "시어머니", "장모", "장인", "시아버지", "큰아버지", "작은아버지",
    "큰엄마", "작은엄마", "며느리", "사위", "손자", "손녀", "형수", "매형", "올케",
    # the other in-laws (session 49: 제수씨가 임신했는데 … 영양제 뭐가 좋을까요 read as the user's)
    "제수씨", "처제", "처형", "처남", "시누이", "시동생", "형부", "매제", "매부",
    # a peer at work or school (동기, not 동기부여 "motivation"), a spouse in colloquial words; each starts a word
    # or follows 우리/내/제 ("검사수치" holds no 사수, "알러지인듯" no 지인)
    r"(?:(?<![가-힣])|(?<=우리)|(?<=내)|(?<=제))(?:동기(?!\s*부여)|선배|후배|사수|동창|지인|마누라|집사람|신랑)",
)
# the curators' table ontology/read/kin_en.tsv, shared with family history (``extract.family.RELATIONS_EN``)
FIRST_DEGREE_EN = first_degree_en()
FIRST_DEGREE_KO = _words(
    first_degree_ko(),  # the curators' table ontology/read/kin_ko.tsv, shared with family history
    # the user's young child ("애기가 열이 39도인데"), not the user's own babyhood or a birth ("애기 때", "아기 낳고")
    r"(?:애들|아이들|아기|애기|아가|막내)(?!씨|\s*(?:때|낳|가지|갖|계획|용품|옷))",
)
FIRST_PERSON_EN = r"\b(?:i|i'm|im|i've|ive|i'd|i'll|me|my|mine|myself|we|we've|us|our)\b"
# (the verb 나다 is not the pronoun: "열이 나", "콧물 나는데", "땀이 나 ㅠ")
FIRST_PERSON_KO = (r"(?:^|\s)(?:(?<![이가]\s)나(?![\s.!~ㅠㅜㅋㅎ]*$)(?!는데|는지)"
                   r"|내|저|제|난|전|내가|저는|제가|나도|저도)(?=\s|$|[가는도의])")

QUESTION_START_EN = (
    r"^(?:so\s+|and\s+|but\s+|also\s+|hey\s+|ok\s+|okay\s+|yo\s+|um+\s+|uh+\s+|btw\s+|hmm+\s+|quick\s+q\W*\s*)?"
    r"(?:what|whats|what's|wat|wht|when|whens|whn|where|why|how|hows|how's|hw|who|whom|which|whose"
    r"|(?!did\s+(?:a|an|some)\s)(?:do|does|did|is|isn't|are|aren't|was|were|can|could|should|shall|would|will|won't"
    r"|am|may|might|must)\s+(?:i|you|my|it|its|that|this|these|those|the|there|we|he|she|they|a|an|any"
    r"|some|coffee|people|someone|anyone|everyone|taking|eating|drinking)\b"
    r"|(?:have|has)\s+(?:i|you|my|we|they|he|she|it|anyone|there|the|this|that|your)\b"
    # "would running 5k a day be too much", "is walking enough": a gerund as the subject of an asked verb
    r"|(?:would|should|could|can|will|does|do|is|are)\s+\w+ing\b"
    # "is 5.7 prediabetes", "does metformin cause b12 deficiency": a verb first is a question (a statement
    # drops its subject before a past verb, "did a glucose check", never before these)
    r"|(?:is|isn't|are|aren't|does|doesn't)\s+(?!it\s+(?:still|again)\b)"
    r"|i\s+wonder\b|(?:just\s+)?(?:curious|wondering)\s+(?:what|if|whether|how|when|why|which|about)\b"
    # "anything on my allergy list besides penicillin", "any notes in my file about the knee": a list or file of
    # the user's asked for an item (session 46)
    r"|any(?:thing)?\s+(?:\w+\s+){0,2}?(?:on|in|from)\s+my\b"
    r"|(?:given|based\s+on|considering)\s+.*\b(?:which|what|how|should|can|is)\b"
    # asked with no mark by its form ("can metformin cause b12 deficiency", "u remember what the urologist called
    # it", "any reason i shouldnt get the booster", "difference between ldl and hdl"): a modal before a noun and a
    # verb of effect, a question to the listener's memory, an opener that only asks
    # (a thing's content asked with do or does: "do plasters have latex in them", "does this gum contain xylitol")
    r"|(?:do|does)\s+(?!(?:i|you|u|we|it|not|n't|my|our)\b)\w+(?:\s+\w+)?\s+(?:have|contain)\b"
    r"|(?:can|could|does|do|will|would|might|may)\s+(?!(?:i|you|u|we|it|not|n't)\b)\w+(?:\s+\w+)?"
    # (an adverb may stand before the verb, and whether a thing works is asked: "do probiotics actually do anything")
    r"\s+(?:(?:actually|really|even|ever)\s+)?(?:cause|affect"
    r"|raise|lower|interact|help|make|mess|increase|decrease|trigger|worsen|react|spike|drop|work|do\s+anything)\b"
    r"|(?:do\s+)?(?:you|u|ya)\s+(?:remember|recall|know)\b"
    r"|any\s+(?:reason|chance|way|idea|tips?|advice|risks?|side\s+effects?)\b"
    r"|(?:the\s+|whats\s+the\s+)?difference\s+between\b|(?:the\s+)?best\s+(?:time|way)\s+(?:of\s+(?:the\s+)?day\s+)?to\b)"
)
QUESTION_END_KO = (
    # (what the user said before, asked anywhere in the sentence, is the dictionary's ``ask`` list)
    r"(?:(?:언제|어디|뭐|무엇|몇\S*|얼마)\s*(?:야|지|였지|였어|이야|예요|에요|이었지)|" + ASKING_NAYO_KO
    + r"|까요|을까|ㄹ까|일까|는지도?요?|뭐야|뭐예요|뭐에요|였지|었지|얼마야|얼마였지|인가요"
    # (-ㄴ가요 on an adjective or a verb asks as 인가요 does: "자연분만 가능한가요", "같이 먹어도 되는가요")
    r"|(?<=[가-힣])[한은는]가요"
    r"|인가|(?<![라다])니|냐|(?:도|면|야)\s*돼요?|되나|되나요|할까|될까|맞아|맞나요|있나|있나요|없나|건가요|건가|(?<=[었았였했잤갔왔봤됐셨땠랬댔뭐디제구마])더라|기억나|괜찮나|괜찮을까|괜찮은가|뭐\s*있어요?|뭐\s*있지|있지|먹지|했지"
    # the spoken noun ending (-음/-임) after a question word or a past recalled: "혈압약 이름 뭐였음", "내
    # 콜레스테롤 어땠음", "평균 얼마임"
    r"|(?:뭐|언제|어디|몇\S*|얼마)\s*(?:였|이었)?(?:음|임)|어땠음"
    # leave asked ("판콜 먹어도 괜찮아", "약이랑 같이 먹어도 상관없어"): -어도 before 괜찮다/상관없다 asks permission
    r"|도\s*(?:괜찮아|괜찮아요|상관\s*없어|상관\s*없어요|되나)"
    # "이번주에 약 몇번 빼먹었어": how many, asked with a plain ending
    r"|몇\s*(?:번|키로|km|시간|개|잔|알|kg|분|일|회|시)\S*\s+\S*(?:어|냐|니))\s*[.!~ㅠㅜㅋㅎ]*$"
)
# A clause asks by its form alone, with no question mark, wherever it stands in its sentence: a wh-word before
# an auxiliary ("what would happen", "when is it"), "how" before a measure ("how much children's tylenol"), or
# "what/which" before a noun and its complement ("what dose of tylenol for a 6 yr old"). A wh-word before a
# subject opens a subordinate clause ("when I woke up"), never a question, and is not matched.
QUESTION_FORM_EN = (
    r"^(?:so\s+|and\s+|but\s+|also\s+|ok\s+|okay\s+|then\s+)?(?:"
    r"(?:what|whats|what's|wht|wat|when|where|why|how|which|who)\s+(?:would|will|should|could|can|do|does|did|is"
    r"|are|am|was|were|has|have|shall|might|must)\b"
    r"|how\s+(?:much|many|long|often|bad|far|soon|high|low|big|come)\b"
    r"|(?:what|which)\s+(?!(?:a|an|the|i|you|he|she|we|they|it|my|your|his|her|our|their|this|that|these|those)\b)"
    r"\w+\s+(?:of|for|should|would|do|does|is|are|can|to)\b)"
)
# After a condition, the main clause asks by inversion or a wh-word ("if my tsh is 5 does that mean …", "if i
# stopped my bp meds what would happen"); an auxiliary right after a subject ("if it does that") is not one.
CONDITION_THEN_ASK_EN = (
    r"\bif\b.+?(?:\b(?:what|how|when|which|who|where)\s+(?:would|will|should|could|can|do|does|did|is|are|am)\b"
    r"|(?<!\bi\s)(?<!\byou\s)(?<!\bit\s)(?<!\bwe\s)(?<!\bthey\s)(?<!\bhe\s)(?<!\bshe\s)"
    # (the subject may be a thing of the user's: "if i skipped my metformin would my sugar spike")
    r"\b(?:does|do|would|will|should|could|can|is)\s+(?:that|it|this|i|my\s+\w+)\s+(?!\b(?:again|too|anymore)\b)\w+)"
)
# A Korean question by its wh-word, wherever it stands, and a final ending that can ask ("지난주말에 술 얼마나
# 마셨지 ㅋㅋ", "차이가 뭐임", "못잔 날 며칠이야"); an indefinite (언제나, 뭔가, 뭐든, 몇몇) asks nothing, and 왜 is
# left out: "왜 이렇게 피곤하지" tells a state as it wonders about it; a count of days going on ("몇일째 잠을 못자요",
# "며칠째", "몇 주째") says how long, it asks nothing.
WH_QUESTION_KO = (
    r"(?:^|\s)(?:얼마나|얼마|몇|며칠|언제|어디|뭐|뭘|무슨|어떤|어느|누가|누구)(?!나\b|나\s|든|뭐|몇|가\s"
    r"|\s*(?:일|주|달|개월|년)?\s*째)\S*"
    r"(?:\s+\S+)*?(?:지|야|얌|임|니|냐|나|까|래|더라|죠|는지|여|노)\s*[.!~ㅠㅜㅋㅎ]*$"
)
# 어떻게 and 얼마나 ask even before a plain ending ("9월부터 몸무게 어떻게 변했어", "나트륨 얼마나 돼"); 몇, 며칠,
# 뭐 and 언제 are left out: before a plain ending they are as often indefinite ("밤에 몇 번 깼어": a few times)
HOW_QUESTION_KO = r"(?:^|\s)(?:어떻게|얼마나)\s+(?:\S+\s+){0,3}?\S*(?:어|돼|가|해|래)요?\s*[.!~ㅠㅜㅋㅎ]*$"
# A condition said as imagined (만약/만일 … -면): the sentence is a case weighed, not the user's record ("만약에
# 칼륨이 6 나오면 심각한거야"); 만약을 (just in case) is not one
CONDITION_IMAGINED_KO = r"(?:만약|만일)(?!을|의)\S*\s+(?:\S+\s+){0,6}?\S*(?:으면|면|다면|라면|이면)(?=\s|$|[,.])"
# A question ending, then a short tail that only adds its context (Korean says the reason or the topic after the
# question: "술 마셔도 괜찮을까 약 먹는 중이라", "무릎에 안좋나요 일반적으로", "뭐 먹을까 혈당 생각하면")
QUESTION_TAIL_KO = (
    r"(?:[을ㄹ]까|까요|[었았였했는]나|" + ASKING_NAYO_KO + r"|[가-힣]니|[가-힣]냐|되나|될까|괜찮나|있나|없나)"
    r"\s+(?:\S*[^\s어아다요음함임지야]\s+){0,3}"
    r"\S*(?:이라|라|이랑|랑|하면|으면|면|려고|려구|으로|로|해서|니까|적으로)\s*[.!~ㅠㅜㅋㅎ]*$"
)
# -면 ... 어떡/어때 is a condition; 수면 and 냉면 are nouns ending in 면
HYPOTHETICAL_KO = r"(?:(?<!비교하)(?<![수냉])면\s*어떡|(?<!비교하)(?<![수냉])면\s*어때|다면|라면\s*어)"
REQUEST_EN = (
    r"^(?:please\s+|(?:can|could|would)\s+(?:you|u|ya)\s+)?(?:show|tell|list|remind|give|pull\s+up|"
    r"summari[sz]e|sum\s+up|plot|graph|chart|explain|compare|recap|find)\b"
    # "need my ldl numbers for the form": asking for the record, not telling it
    r"|^(?:please\s+)?(?:export|download|print|email|send|share|write|draft|compose|make\s+me|generate)\b"
    r"|\b(?:don'?t|do\s+not)\s+let\s+me\s+forget\b"
    r"|^(?:i\s+)?need\s+(?:my|the|all\s+my)\s+(?:\w+\s+){0,3}(?:numbers|results|records|readings|values|history|list)\b"
)
REQUEST_KO = (r"(?:보여\s*줘|보여\s*주세요|알려\s*줘|알려\s*주세요|정리해\s*줘|말해\s*줘|찾아\s*줘|그려\s*줘"
              r"|(?:보여|알려|정리해|말해|찾아)\s*줄래|[가-힣]\s*(?:줘요?|주세요)(?=\s*[.!?~ㅠㅜ]*$)|봐\s*줘(?![서도])|비교해\s*줘|비교해\s*주세요"
              # the benefactive asked of the listener in chat or politely, closing the clause
              # ("알려주셈", "비교해줄래요", "정리해주실래요"), or a plain -줘 said before an
              # afterthought ("계획 짜줘 지금 몸 상태 고려해서")
              r"|[가-힣]\s*(?:주셈|줄래요?|주실래요?|주시겠어요)(?=\s*[.!?~ㅠㅜ]*$)|[가-힣]\s*줘(?=\s+\S)"
              # a request to try a judgement on the user's records, said with 좀 ("평가 좀 해봐", "한번 봐봐")
              r"|좀\s*해\s*봐(?:요)?(?=\s*[.!?~ㅠㅜ]*$)"
              # "알려주라", "정리해주라": 주라 is 줘 said to a friend; "좀 보고싶은데": a wish to see the records
              r"|(?:알려|보여|정리해|말해|찾아|비교해|봐)\s*주라(?=\s*[.!?~ㅠㅜ]*$)"
              # (not the "try" auxiliary on a verb's -아/-어 form: "상담부터 해보고 싶어요" wants to try, asks nothing)
              r"|(?<![해어아와워여져쳐써])보고\s*싶(?:어|어요|은데|은데요|다|음)?(?=\s*[.!?~ㅠㅜ]*$))")
MEDIA_EN = (
    r"^(?:so\s+)?i\s+(?:read|heard|saw)\s+(?:that|somewhere|online)\b|\b(?:(?:read|saw|heard|watched)\s+(?:an?\s+)?(?:article|study|news|report|post|video|tweet|podcast)"
    # ("my bottle says …", "my new label says …": the user's own medicine's label is no media)
    r"|\b(?<!\bmy\s)(?<!\bmy\snew\s)(?:leaflet|label|package\s+insert|pamphlet|blog|article|website|box|bottle|podcast|video"
    r"|documentary|news)\s+(?:says|said)"
    r"|in\s+the\s+news|on\s+the\s+news|news\s+(?:says|said|article)|a\s+study\s+(?:says|found|shows)"
    r"|studies\s+(?:say|show)"
    # a programme watched ("saw a documentary on ozempic", "watching a show about surgeons")
    r"|(?:saw|watched|watching|seen|binged|binging)\s+(?:a|an|the|this|that)?\s*(?:netflix\s+|hbo\s+|youtube\s+|new\s+)?(?:documentary|docuseries"
    r"|show|episode|series|movie|film|ted\s+talk|reel|tiktok|youtube\s+video)"
    # "doc" is the doctor one sees ("saw the doc today"): a programme only when watched or told about
    r"|(?:watched|watching|binged|binging)\s+(?:a|an|the|this|that)?\s*(?:netflix\s+|hbo\s+|youtube\s+|new\s+)?doc"
    r"|(?:saw|seen)\s+(?:a|an|the|this|that)\s+(?:netflix\s+|hbo\s+|youtube\s+|new\s+)?doc(?=\s+(?:about|on|called|where)\b))\b"
)
MEDIA_KO = (r"(?:뉴스|드라마|예능|다큐|(?<!짜)장면|기사에서|"
            # a title watched, one long unspaced word ("슬기로운의사생활 보는데": the 의사 is in the title)
            r"[가-힣]{6,}\s*(?:보는데|봤는데|보다가|보면서|봤어|보는\s*중)|"
            r"기사 보니|연구에 따르면|유튜브|블로그|카페에서|글\s*(?:봤|읽었|보니)|써\s*있|적혀\s*있|"
            # someone who appeared on a programme ("유퀴즈에 나온 의사가 …"): what they said is the programme's
            r"[가-힣A-Za-z]+(?:에|에서)\s*나온\s*(?:의사|교수|박사|약사|한의사|전문가|사람|연예인|선생님|쌤))")
# Hearsay or a report with no first person in it: general knowledge, not the user's ("heard celine dion has
# stiff person syndrome", "apparently the new apple watch can detect sleep apnea")
HEARSAY_OPENER_EN = (r"^(?:so\s+|btw\s+|omg\s+|wow\s+)?"
                     # "they say magnesium helps with sleep": what people say in the present, not a carer's finding
                     r"(?:apparently|reportedly|supposedly|(?:i\s+)?(?:just\s+)?heard|rumou?r\s+is"
                     r"|(?:they|people|everyone)\s+(?:say|says|claim)|word\s+is)\b")
# A question about the user's own records asked inside a statement ("I forgot what my ldl was",
# "my wife keeps asking when my last flu shot was", "doc wants to know how my sugars have been")
EMBEDDED_QUESTION_EN = (
    r"\b(?:forgot|forget|forgotten|remember|recall|know|knows|ask|asks|asking|asked|wonder|wondering|check|figure\s+out"
    r"|tell|no\s+idea|not\s+sure)\s+(?:what|when|how|whether|if|where|which|why)\s+(?:my|i|i'd|i've|i\s+was)\b"
    # the thing asked named before the user ("forget what dose of losartan im on", "asked how long ive been on")
    r"|\b(?:forgot|forget|forgotten|remember|recall|asked|asking|no\s+idea|not\s+sure)\s+(?:what|how|which)"
    r"\s+(?:\w+\s+){1,4}(?:i'?m|i\s+am|i'?ve\s+been|i\s+have\s+been|i\s+was)\s+(?:on|taking|supposed|meant)\b"
)
# Korean: whether something happened, said with not knowing or not remembering it ("약 먹었나 안먹었나 기억이 안나",
# "먹었는지 모르겠어"): the clause asks what the record holds, it tells nothing
EMBEDDED_QUESTION_KO = (
    r"(?:[었았였했갔왔됐잤]나|는지|[은인던했갔왔됐잤]지|건지)\s*(?:잘\s*)?"
    r"(?:기억(?:이|도)?\s*(?:안\s*나|않나|없|못)|모르겠|까먹|헷갈)"
)
# A reminder the user asks for that names their own routine ("remind me to take my levothyroxine at 6am")
REMINDER_EN = (r"^(?:please\s+|(?:can|could|would)\s+(?:you|u)\s+)?"
               r"(?:remind|set\s+(?:a|an|up\s+a)\s+(?:reminder|alarm))\b")
REMINDER_KO = r"(?:알림|알람|리마인드)"
# An intention or an imagined case is not a record ("thinking about maybe trying intermittent fasting",
# "say I started running 3 miles a day, ...")
# (a plan weighed: "thinking about / considering" before any verb in -ing, "signing up for a marathon")
INTENTION_EN = (r"\b(?:thinking\s+(?:about|of)|considering)\s+(?:maybe\s+)?[a-z]{2,}ing\b"
                r"|\bmight\s+(?:maybe\s+)?"
                r"(?:try|trying|start|starting|doing|taking|getting|going|switching|cutting)\b"
                r"|^(?:so\s+|ok\s+)?say\s+(?:i|you|we|(?:someone|somebody|a\s+person)(?:'?s)?)\b")
# The listener hailed before what is said ("hey pia what did i weigh …", "ok so pia, …", "pia: …"): read after it
VOCATIVE_EN = r"^(?:(?:hey|hi|hello|yo|oi|ok|okay|so)\b[\s,]*)+(?:pia\b[\s,:]*)?|^pia\b[\s,:]+"
SMALL_TALK = (
    r"^(?:hi|hello|hey|yo|thanks?|thank\s+you|thx|ty|ok|okay|cool|great|nice|lol|lmao|haha|nvm|never\s*mind"
    r"|bye|good\s*(?:morning|night|evening|afternoon)|see\s+you|got\s+it|sure|yes|no|yep|nope"
    r"|안녕\w*|고마워\w*|감사\w*|ㅎㅎ|ㅋㅋ|네|응|좋아요|잘\s*자)\b"
)
GENERIC_SUBJECT_EN = (
    # (a possessive typed without its apostrophe is the same person: "someones ldl", "everyones bp")
    r"\b(?:people|(?:someone|somebody|a\s+person|everyone|everybody)(?:'?s)?|adults?|kids|children|women|men|you)\b"
)
PREPOSITION_START_EN = r"^(?:for|in|on|at|about|regarding|with|without|during|as|given|per)\b"
FRAME_START_EN = r"^(?:based\s+on|according\s+to|considering|looking\s+at|going\s+by|from\s+what)\b"


@cache
def rx(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


@cache
def gate_cues(group: str, lang: str) -> re.Pattern[str]:
    """A cue list the gate reads from the dictionary (``ontology/80_cues.cypher``: ``gate_health``,
    ``hypothetical``, ``conditional``, ``intention``, ``ask``; ``resolved``, which the analysed utterance reads
    per clause), as one pattern; raises when it is missing.

    The gate runs before (and without) a store, so it reads the repository's scripts, which are what
    ``pia ontology load`` loads."""
    from pia_graph.ingest.cue_words import cue_pattern
    from pia_graph.ontology import load_default_dictionary

    return cue_pattern(load_default_dictionary(), group, "ko" if lang == "ko" else "en")


@cache
def ask_health_rx(lang: str) -> re.Pattern[str]:
    """The health words the READ gate reads in an ask: the RETAIN gate's, with the dictionary's ``ask_topic`` list
    in Korean, and a Latin health word in Korean text counted with a particle glued to it ("ALT만", "LDL이": ``\\b``
    sees no boundary between a Latin letter and Hangul, both word characters).

    ``ask_topic`` (``ontology/84_rule_words.cypher``) holds the health topics HEALTH_EN names and HEALTH_KO did not
    (vaccin*, booster, thyroid, insulin, supplements, pills, cold, flu, anemia, asthma, reflux, heartburn,
    infection, stroke, iron, probiotics, melatonin, spo2). The RETAIN gate's list is left as it is (session 38:
    adding them there turned 12 develop Korean texts into keeps, a "감기" said as an excuse among them, and RETAIN
    was not that change's aim)."""
    if lang == "ko":
        from pia_graph.ontology.word_lists import words_alternation

        ask_topics_ko = words_alternation("ask_topic", "ko")
        return re.compile(f"(?:{HEALTH_KO}|{ask_topics_ko})|(?:(?<![A-Za-z0-9])(?:{HEALTH_EN})(?![A-Za-z0-9]))",
                          re.IGNORECASE)
    return health_rx(lang)


@cache
def health_rx(lang: str) -> re.Pattern[str]:
    if lang == "ko":
        return re.compile(f"(?:{HEALTH_KO})|(?:\\b(?:{HEALTH_EN})\\b)", re.IGNORECASE)
    return re.compile(f"\\b(?:{HEALTH_EN})(?=\\W|$)", re.IGNORECASE)


@cache
def person_rx(kind: str, lang: str) -> re.Pattern[str]:
    table = {
        ("other", "en"): f"\\b(?:{OTHER_PERSON_EN})\\b",
        ("other", "ko"): f"(?:{OTHER_PERSON_KO})",
        ("family", "en"): f"\\b(?:{FIRST_DEGREE_EN})\\b",
        # a relative word starts a word ("B형", "체형", "2형 당뇨" hold no brother), or follows 우리/저희/내/제, or
        # 친정 (a married woman's own parents' side: 친정엄마 is her mother)
        ("family", "ko"): f"(?:(?<![가-힣A-Za-z0-9])|(?<=우리)|(?<=저희)|(?<=울)|(?<=내)|(?<=제)|(?<=친정))"
                          f"(?:{FIRST_DEGREE_KO})"
                          f"(?:가|이|는|은|도|께서|의|랑|\\s|$)",
        ("self", "en"): FIRST_PERSON_EN,
        ("self", "ko"): FIRST_PERSON_KO,
        ("pet", "en"): f"\\b(?:{PET_EN})\\b",
        ("pet", "ko"): f"(?:{PET_KO})",
        ("fiction", "en"): FICTION_EN,
        ("fiction", "ko"): FICTION_KO,
    }
    return re.compile(table[(kind, lang)], re.IGNORECASE)


# A carer named by the role (read by the READ gate's scope and route, and by the RETAIN gate's work frame: "im a
# nurse", ``sense.work_sentence``)
CARE_ROLE_EN = (r"(?:doc|doctor|dr\.?|nurse|\w*ologist|\w*iatrist|physician|pharmacist|therapist|physio\w*|dentist"
                r"|gp|pcp|ob|gyno?|derm|surgeon|specialist|coach|trainer|dietitian|nutritionist|ortho\w*|endo)\b")
