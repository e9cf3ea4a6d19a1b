"""The wording the medications rule reads a drug's status by: a regimen started, kept or stopped, a clause headed
"on", a Korean dose and schedule said right after the drug, a last dose, a count of doses taken. Patterns only; the
rule that weighs them is ``medications``."""

from __future__ import annotations

import re
from functools import cache

from pia_graph.ingest.extract import label_directions
from pia_graph.ingest.extract.drug_stop import KO_TOLD_STOP
from pia_graph.ontology.word_lists import words_alternation

STOP = re.compile(
    r"\b(?:took\s+me\s+off|taken\s+off|off\s+(?:the\s+)?$|stopp?(?:ed|ing)?|quit|discontinu\w+|came\s+off"
    r"|finished|completed|done\s+with|no\s+longer\s+(?:taking|on))\b|\bno\s+more\s+(?:of\s+)?(?:my\s+|the\s+)?$|끊었|끊음|끊은\s*지|끊고|중단|그만"
    # a course taken to its end ("5일치 다 먹음"), not the pills of a day ("두알 다 먹었어요", "둘다 먹었어")
    r"|(?<![알개정번둘])(?<![알개정번둘]\s)다\s*먹었|일치\s*다\s*먹(?:었|음)"
    # "노바스크 어제까지 먹고 …": taken up to a day, then no more
    r"|까지만?\s*(?:먹고|먹었|복용하고|복용했)"
    r"|(?:이제|더\s*이상|더는|요즘은?)\s*안\s*(?:먹|복용)"
    # told or agreed to stop: "끊으래요", "중단하자고 했어요", "그만 먹으라고"; a course run out: "다 먹고 끝났어요"
    + KO_TOLD_STOP + r"|다\s*먹고\s*끝|복용\s*(?:이\s*|을\s*)?끝",
    re.IGNORECASE,
)
# "gp gave me omeprazole 20 mg": given a drug with its strength is a prescription ("gave me a tylenol at 3" is a dose)
START = re.compile(
    r"\b(?:put\s+me\s+on|puts\s+me\s+on|(?:gave|given|gives)\s+me\s+(?!an?\s)[a-z-]+\s+\d+|(?:has|have|had|got)\s+me\s+on|prescribed|prescription"
    r"|(?:re-?)?start(?:ed|ing|s)?(?:\s+me\s+on)?|began"
    r"|begin|been\s+on|been\s+taking|on\s+\w+\s+since|added|adding|bumped|increased|decreased|switched|supply"
    r"|raised|lowered|upped|reduced|doubled|halved"
    # "lantus up to eighteen units", "metformin down to 500mg": the dose it is now; "she's on", "he takes": whose
    # it is the clause's experiencer decides (a caregiver on the account of the one cared for: the user's)
    r"|(?:up|down)\s+to(?=\s+[\w.]+\s*(?:mg|mcg|units?|iu)\b)"
    r"|course|wants\s+me\s+on|(?:i|s?he)\s+(?:also\s+)?takes?|i'm\s+taking|im\s+taking|taking|take\s+\w+\s+(?:every|daily"
    r"|twice|once)|(?:every|each)\s+(?:day|morning|night|evening|spring)|daily|a\s+day|per\s+day|twice|"
    r"at\s+night|doc(?:tor)?\s+says\s+take|said\s+(?:to\s+)?take|picked\s+up|kept\s+me\s+on|keeps?\s+me\s+on"
    r"|(?:still|already|even)\s+on|stay(?:ing)?\s+on|keep(?:ing)?\s+(?:on\s+|taking\s+)?(?:my|the|\w+\s+\d)|continu\w+|(?:i'?m|im|i\s+am|currently|s?he'?s|s?he\s+is)\s+on)\b"
    r"|처방|먹기\s*시작|복용\s*시작|(?:먹|복용하|맞)기로|부터\s*먹|매일|하루\s*[한두세]\s*(?:번|알|정|캡슐|포)"
    r"|(?:먹|복용하|드시)(?:으래|래|라고|라셨|으라셨|으라고)|용량|증량|감량|올렸|늘렸|줄였|바꿨|올림|늘림|줄임|바꿈"
    r"|(?<!안)(?<!안\s)먹어요|\d\s*(?:mg|mcg|밀리(?:그램)?)?\s*(?:씩\s*)?(?:[a-z]{2,3}\s*)?먹어(?![가-힣])"
    r"(?!\s*(?:봐|보|봤|볼|버|치|줘|주))"
    # a Latin schedule abbreviation may stand between ("암로디핀 5 qd 먹어"); "란투스 18단위 자기전에 맞아요": units
    # injected in the present, a habit (맞아요 alone is "that's right")
    r"|\d\s*(?:단위|유닛|units?|iu)\s*(?:(?!안|못)[가-힣]+\s*){0,2}맞(?:아요|아(?![가-힣])|는다|고\s*있)"
    r"|먹고\s*있|복용\s*중|먹는\s*중|복용하고\s*있|마다|추가(?:됐|되었|됨|된다|돼|했|해|함|하재|하자|(?![가-힣]))"
    # "메트포르민 500mg 먹어": the plain present is 먹어요 without its politeness, a habit (not 먹어 봤, 먹어 버렸),
    # read only after a dose in digits, its unit said or not ("암로디핀 5 먹어"): "타이레놀 하나 먹어" is one pill,
    # or advice
    # "졸로푸트 50mg 먹은지 세달째", "약 먹은 지 1년 됐는데": taken for months or years, a regimen (not "먹은 지
    # 1시간", one dose)
    r"|(?:먹|복용한|복용)은?\s*지\s*(?:[\d.]+|[가-힣]{1,2})\s*(?:년|달|개월|주)",
    re.IGNORECASE,
)
# "알로푸리놀 100mg 시작함", "노바스크 5mg (암로디핀) 먹는데", "오메프라졸 20mg 아침 공복에 4주": right after the drug
# (its dose, a name in brackets, when in the day), a start, a present-tense taking verb in any ending (-함, -했어,
# -는데, -는 중) or a course length: the regimen, not one dose
KO_AFTER_DRUG = re.compile(r"\s*(?:\([^)]*\)\s*)?(?:[\d.,/]+\s*(?:mg|mcg|µg|ug|g|iu|units?|ml|밀리그램|밀리"
                           r"|마이크로그램|마이크로|단위|정|알|캡슐|포)?\s*)*"
                           r"(?:\([^)]*\)\s*)?(?:을|를|도|은|는|으로|로)?\s*(?:다시\s*|새로\s*)?"
                           r"(?:(?:아침|점심|저녁|밤|자기\s*전|공복|식후|식전|하루)\S*\s*)*"
                           # "메트포르민 500 저녁에 한 알 시작함", "저녁 한 번부터 시작": how many at a time
                           r"(?:(?:[한두세반]|\d)\s*(?:알|정|번|캡슐|포)(?:씩|부터)?\s*)?"
                           # "로사르탄 50mg 내일부터": a start day said right after the dose
                           r"(?:시작|먹는\s*(?:데|다|중)|복용하는|복용\s*중"
                           r"|(?:오늘|내일|낼|모레|다음\s*주|담주|이번\s*주|다음\s*달|[월화수목금토일]요일|\d+\s*일)\s*부터(?![가-힣])"
                           r"|\d+\s*(?:주|일|개월|달)\s*(?:간|치|분|동안)?\s*(?:$|[.!~,]|처방|먹|복용))",
                           re.IGNORECASE)
# "알로푸리놀 100mg 받아옴": a drug got with its strength (from the clinic, the pharmacy) is the regimen; without a
# strength ("타이레놀 받았어요") it may be a box bought
KO_GOT_DOSE = re.compile(r"\s*\d[\d.,]*\s*(?:mg|mcg|µg|ug|iu|밀리그램|밀리|마이크로그램|단위)\s*"
                         r"(?:짜리\s*)?(?:을|를|도)?\s*(?:처방\s*)?(?:받아\s*(?:옴|왔)|받았|받음)", re.IGNORECASE)
# "메포 500 아침 저녁", "란투스 14유닛 자기전": a dose and when in the day, and nothing after, is the schedule kept
# a 약봉투's directions are a schedule too: "아침 저녁 식후 30분 1정씩", "1일 2회 1정" (label_directions.KO_SCHEDULE)
KO_SCHEDULE_ONLY = re.compile(r"\s*\d[\d.,/]*\s*(?:[A-Za-zµ]+|밀리그램|밀리|마이크로그램|단위|유닛|정|알|캡슐|포)?\s*"
                              r"(?:씩\s*)?" + label_directions.KO_SCHEDULE + r"$", re.IGNORECASE)
# "on thyroxine 100mcg…", "also on metformin": a clause that opens with "on" and the drug (the subject dropped)
ON_HEAD = re.compile(r"^\W*(?:(?:and|also|now|right\s+now|for\s+now|still|already|currently|been|but)\s+)*on\s+"
                     r"(?:(?:my|the)\s+)?$", re.I)


@cache
def stop_phrase() -> re.Pattern[str]:
    """ "gave up on the metformin", "been off omeprazole since sunday": a phrase of the dictionary's list
    ``regimen_stop_phrase`` right before the drug (an article or "my" between) stops the regimen."""
    return re.compile(rf"\b(?:{words_alternation('regimen_stop_phrase', 'en')})\s+(?:(?:the|my)\s+)?$", re.I)


# between two drugs of one list ("on metformin 500 and lisinopril", "on aspirin, the statin"): a dose of the one
# before, then a comma, "&" or "and"
LIST_JOIN = re.compile(r"(?:\s*[\d.,/]+\s*(?:mg|mcg|µg|iu|units?|g|ml)?)?\s*(?:,|&|\band\b)\s*(?:and\s+)?"
                       r"(?:(?:my|the)\s+)?", re.I)
LAST_DOSE = re.compile(r"\blast\s+(?:pill|dose|tablet|one|shot|injection)\b"
                       r"|마지막\s*(?:으로)?\s*(?:약|알|복용|먹은)", re.I)
# a count of doses taken, said after the drug of a taken intake ("아침저녁 두번", "both doses", "3번 다")
DOSES_TAKEN = re.compile(r"(?<![가-힣\d])(두|세|2|3)\s*번(?!\s*째)|\b(?:both\s+doses|(two|three|2|3)\s+doses)\b",
                         re.IGNORECASE)
DOSE_COUNT = {"두": 2, "2": 2, "two": 2, "세": 3, "3": 3, "three": 3}
