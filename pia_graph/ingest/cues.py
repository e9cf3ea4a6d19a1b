"""Lexical cues the gates share: health words, persons, questions, hypotheticals, requests (``ask_cues``).

The health plug-in lives here as data (word lists); the gate logic in ``retain_gate`` and ``read_gate``
only asks which cues a clause carries. The ontology's alias matches, when passed in, add to these.
"""

from __future__ import annotations

import re
from functools import cache

from pia_graph.ingest import ask_cues
from pia_graph.ingest.kin_words import first_degree_en, first_degree_ko
from pia_graph.regex_lead import led


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
    r"mg", r"mcg", r"milligrams?", r"micrograms?", r"iu", r"supply", r"course", r"vaccin\w*",
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
    # blood types and drug-name shapes (suffixes of generic names); a drug's or a drug class's name is the
    # dictionary's (an alias match is health: ``clause_talk.has_health``), never listed here
    # (tests/unit/test_dictionary_duplicates.py)
    r"(?:ab|a|b|o)\s*(?:\+|-|pos\w*|neg\w*)", r"type\s+(?:ab|a|b|o)",
    r"\w{3,}(?:pril|sartan|statin|formin|dipine|olol|azole|cillin|mycin|cycline|floxacin|oxetine|ertraline"
    r"|zepam|zolam|thyroxine|gliptin|gliflozin|lukast|tidine|profen|proxen|aminophen|isone|isolone"
    r"|tirizine|tadine|ipine|idem|purinol|glargine|thiazide)",
    r"nyquil", r"vitamins?", r"magnesium", r"omega",
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
    r"room-?mates?", r"classmates?", r"teammates?", r"buddy", r"buddies", r"pals?",
    # a friend in Australian, British and New Zealand English ("mate's trigs were 4 something"), not the tea
    r"(?<!yerba )mates?(?!\s+tea)", r"boyfriend",
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
    # 아이 as a child, said as a subject or before what it has ("아이 열이 39도", "아이가 토해요"), not the
    # interjection (아이고, 아이씨) or a loanword (아이스, 아이폰); a child by birth order as a subject ("둘째가 밤새
    # 토했어요"), not a day or a week (둘째 날, 둘째 주)
    r"아이(?=가|는|도|랑|한테|의|\s)(?!\s*(?:때|낳|가지|갖|계획|용품|옷))",
    r"[첫둘셋]째(?=가|는|도|랑|한테|네)",
    # 애 as the user's child when the user owns it ("우리 애가 장염이래요", "제 애는"), not any child (친구네 … 애가,
    # "애 등원시키고": whose, or the object of the user's errand) nor an idiom of effort or worry (애 먹었어요, 애가
    # 타요), a birth or a babyhood (애 낳고, 애 때)
    r"(?:(?<=우리\s)|(?<=울\s)|(?<=저희\s)|(?<=제\s)|(?<=내\s)|(?<=우리)|(?<=저희))애(?=가|는|도|랑|한테|\s)"
    r"(?!가?\s*(?:먹|쓰|썼|써|태|타|때|낳|가지|갖|계획|용품|옷))",
)
FIRST_PERSON_EN = r"\b(?:i|i'm|im|i've|ive|i'd|i'll|me|my|mine|myself|we|we've|us|our)\b"
# (the verb 나다 is not the pronoun: "열이 나", "콧물 나는데", "땀이 나 ㅠ")
FIRST_PERSON_KO = (r"(?:^|\s)(?:(?<![이가]\s)나(?![\s.!~ㅠㅜㅋㅎ]*$)(?!는데|는지)"
                   r"|내|저|제|난|전|내가|저는|제가|나도|저도)(?=\s|$|[가는도의])")

# The cues of asking (a question by its opening, ending or form, a condition that asks, a hypothetical, a request)
# live in ask_cues.py; the gates read them here.
QUESTION_START_EN = ask_cues.QUESTION_START_EN
QUESTION_END_KO = ask_cues.QUESTION_END_KO
QUESTION_FORM_EN = ask_cues.QUESTION_FORM_EN
CONDITION_THEN_ASK_EN = ask_cues.CONDITION_THEN_ASK_EN
WH_QUESTION_KO = ask_cues.WH_QUESTION_KO
HOW_QUESTION_KO = ask_cues.HOW_QUESTION_KO
CONDITION_IMAGINED_KO = ask_cues.CONDITION_IMAGINED_KO
QUESTION_TAIL_KO = ask_cues.QUESTION_TAIL_KO
HYPOTHETICAL_KO = ask_cues.HYPOTHETICAL_KO
REQUEST_EN = ask_cues.REQUEST_EN
REQUEST_KO = ask_cues.REQUEST_KO
MEDIA_EN = (
    r"^(?:so\s+)?i\s+(?:read|heard|saw)\s+(?:that|somewhere|online)\b"
    # a claim heard of a thing in general ("I heard cherries are good for gout"; not "I heard back", "I heard my …")
    r"|^(?:so\s+)?i\s+(?:read|heard)\s+(?!(?:back|from|my|me|nothing|it|that)\b)[a-z]+\s+(?:is|are|can|cause|causes"
    r"|helps?)\s+(?:\w+\s+)?(?:good|bad|great|terrible|cause|help|lower|raise)\b|\b(?:(?:read|saw|heard|watched)\s+(?:an?\s+)?(?:article|study|news|report|post|video|tweet|podcast)"
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
    r"|(?:saw|seen)\s+(?:a|an|the|this|that)\s+(?:netflix\s+|hbo\s+|youtube\s+|new\s+)?doc(?=\s+(?:about|on|called|where)\b)"
    # a scene of a programme ("that surgery scene was wild"), as 장면 in Korean
    r"|(?:that|this|the)\s+(?:\w+\s+)?scenes?)\b"
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
    # someone who wants to see the records ("my son wants to see how my pressure has been")
    r"|tell|no\s+idea|not\s+sure|(?:wants?|wanted|like)\s+to\s+see)\s+(?:what|when|how|whether|if|where|which|why)"
    r"\s+(?:my|i|i'd|i've|i\s+was)\b"
    # the thing asked named before the user ("forget what dose of losartan im on", "asked how long ive been on")
    r"|\b(?:forgot|forget|forgotten|remember|recall|asked|asking|no\s+idea|not\s+sure)\s+(?:what|how|which)"
    r"\s+(?:\w+\s+){1,4}(?:i'?m|i\s+am|i'?ve\s+been|i\s+have\s+been|i\s+was)\s+(?:on|taking|supposed|meant)\b"
    # the purpose of a look at the records, the thing judged named ("want to see if the sertraline is doing
    # anything", "trying to figure out whether it's the new pill"): it asks whether, it tells nothing
    r"|\b(?:want(?:s|ed)?|wanna|trying)\s+(?:to\s+)?(?:see|know|check|find\s+out|figure\s+out)"
    r"\s+(?:if|whether)\s+(?:the|this|that|it|it's|its)\b"
    # what someone else asks, reported ("my rabbi asked whether diabetics are exempt", "the airline is asking about
    # food allergies"): a question passed on, no fact told
    r"|\b(?:asked|asks)\s+(?:whether|if)\b|\b(?:is|are|was|were)\s+asking\s+(?:about|whether|if)\b"
    # someone else who wants to know whether they may ("my dad wants to know if he can eat spinach")
    r"|\b(?:wants?|wanted)\s+to\s+know\s+(?:whether|if)\s+(?:he|she|they)\b"
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
    return re.compile(led([pattern], re.IGNORECASE), re.IGNORECASE)


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

    ``ask_topic`` (``ontology/84_rule_words.cypher``) holds the health topics HEALTH_EN names (or, for a medicine's
    name, the dictionary: insulin, supplements, iron, probiotics, melatonin) and HEALTH_KO did not (vaccin*,
    booster, thyroid, pills, cold, flu, anemia, asthma, reflux, heartburn, infection, stroke, spo2). The RETAIN
    gate's list is left as it is (session 38: adding them there turned 12 develop Korean texts into keeps, a "감기"
    said as an excuse among them, and RETAIN was not that change's aim)."""
    if lang == "ko":
        from pia_graph.ontology.word_lists import words_alternation

        ask_topics_ko = words_alternation("ask_topic", "ko")
        return re.compile(led([f"(?:{HEALTH_KO}|{ask_topics_ko})",
                               f"(?:(?<![A-Za-z0-9])(?:{HEALTH_EN})(?![A-Za-z0-9]))"], re.IGNORECASE), re.IGNORECASE)
    return health_rx(lang)


@cache
def drug_class_rx(lang: str) -> re.Pattern[str]:
    """The words of the dictionary's drug classes (``ontology/41_drug_classes.cypher``: "SSRI", "antidepressant",
    항생제, 해열제): a kind of medicine named is health. English ones are whole words, Korean ones may carry a
    particle; the longest first. The gate runs before (and without) a store, so it reads the repository's
    scripts."""
    from pia_graph.ontology import load_default_dictionary

    words = sorted({w.lower() for c in load_default_dictionary().concepts.values() if c.kind == "drug_class"
                    for w_lang, w in c.words if w_lang == lang or lang == "ko"}, key=lambda w: (-len(w), w))
    alternation = "|".join(re.escape(w).replace("\\ ", r"\s*") for w in words) or r"(?!x)x"
    if lang == "ko":
        return re.compile(led([f"(?<![A-Za-z])(?:{alternation})(?![A-Za-z])"], re.IGNORECASE), re.IGNORECASE)
    return re.compile(led([f"\\b(?:{alternation})\\b"], re.IGNORECASE), re.IGNORECASE)


@cache
def health_rx(lang: str) -> re.Pattern[str]:
    if lang == "ko":
        return re.compile(led([f"(?:{HEALTH_KO})", f"(?:\\b(?:{HEALTH_EN})\\b)"], re.IGNORECASE), re.IGNORECASE)
    return re.compile(led([f"\\b(?:{HEALTH_EN})(?=\\W|$)"], re.IGNORECASE), re.IGNORECASE)


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
        # a relative named, whatever follows ("엄마한테 물어보니", "오빠였대"), never inside a word ("혈액형", "자유형",
        # "정형외과" hold no 형): whose a reply is (ingest/followup_context.names_someone_else)
        ("kin", "en"): f"\\b(?:{FIRST_DEGREE_EN})\\b",
        ("kin", "ko"): f"(?:(?<![가-힣A-Za-z0-9])|(?<=우리)|(?<=저희)|(?<=울)|(?<=내)|(?<=제)|(?<=친정))"
                       f"(?:{FIRST_DEGREE_KO})",
        ("self", "en"): FIRST_PERSON_EN,
        ("self", "ko"): FIRST_PERSON_KO,
        ("pet", "en"): f"\\b(?:{PET_EN})\\b",
        ("pet", "ko"): f"(?:{PET_KO})",
        ("fiction", "en"): FICTION_EN,
        ("fiction", "ko"): FICTION_KO,
    }
    return re.compile(led([table[(kind, lang)]], re.IGNORECASE), re.IGNORECASE)


# The kinds of ``person_rx`` that name someone other than the user: a relative as the subject or owner of what is said
# (in Korean with a particle after it: "엄마가", "남편 혈압"), anyone else, a pet
SOMEONE_ELSE = ("family", "other", "pet")
# the same with a relative named whatever follows it ("엄마한테 물어보니", "오빠였대")
SOMEONE_ELSE_ANY_ENDING = ("kin", "other", "pet")


def names_someone(text: str, lang: str, kinds: tuple[str, ...]) -> bool:
    """The text names a person of one of ``kinds`` (``person_rx``: "self", "family", "kin", "other", "pet",
    "fiction"), e.g. ``SOMEONE_ELSE``."""
    return any(person_rx(kind, lang).search(text) for kind in kinds)


# A carer named by the role (read by the READ gate's scope and route, and by the RETAIN gate's work frame: "im a
# nurse", ``sense.work_sentence``)
CARE_ROLE_EN = (r"(?:doc|doctor|dr\.?|nurse|\w*ologist|\w*iatrist|physician|pharmacist|therapist|physio\w*|dentist"
                r"|gp|pcp|ob|gyno?|derm|surgeon|specialist|coach|trainer|dietitian|nutritionist|ortho\w*|endo)\b")
