"""Body parts and the pain symptom of each: read by the body-part grammar (``unaliased_symptoms``) and by a
symptom's severity (``symptom_fields``: a rating said of a part is the part's, not another symptom's)."""

from __future__ import annotations

import re

# Body part + pain word (cue list ``pain_word``) composed in a clause ("my right knee has been aching", "허리 아픈거")
# when no alias covers it. A part that is also a common short word (배 belly/boat/pear, 목 throat/neck/Thursday)
# counts only with the pain word right after it ("배아파서", "목이 붓고"): the flag ``adjacent``.
BODY_PAIN: tuple[tuple[str, re.Pattern[str], bool], ...] = (
    ("symptom:knee_pain", re.compile(r"\bknees?\b|무릎", re.I), False),
    ("symptom:back_pain", re.compile(r"\b(?:lower\s+)?back\b|허리", re.I), False),
    ("symptom:chest_pain", re.compile(r"\bchest\b|가슴", re.I), False),
    ("symptom:abdominal_pain", re.compile(r"\b(?:stomach|belly|abdomen|abdominal|tummy)\b|배가|복통|아랫배|윗배", re.I),
     False),
    ("symptom:abdominal_pain", re.compile(r"(?<![가-힣])배(?:도|는|만)?"), True),
    ("symptom:headache", re.compile(r"\bhead\b|머리", re.I), False),
    # "my legs still ache", "calves are so sore": the muscles of the legs, as the suites store them
    ("symptom:muscle_pain", re.compile(r"\b(?:muscles?|legs|calf|calves|thighs?|hamstrings?|quads)\b|근육|온몸|삭신",
                                       re.I), False),
    ("symptom:sore_throat", re.compile(r"\bthroat\b", re.I), False),
    ("symptom:sore_throat", re.compile(r"(?<![가-힣])목(?:이|도|은|가|만)?"), True),
    ("symptom:ankle_pain", re.compile(r"\bankles?\b|발목", re.I), False),
    ("symptom:wrist_pain", re.compile(r"\bwrists?\b|손목", re.I), False),
    ("symptom:shoulder_pain", re.compile(r"\bshoulders?\b|어깨", re.I), False),
    ("symptom:neck_pain", re.compile(r"\bneck\b", re.I), False),
    ("symptom:hip_pain", re.compile(r"\bhips?\b|고관절", re.I), False),
    ("symptom:elbow_pain", re.compile(r"\belbows?\b|팔꿈치", re.I), False),
)
# a 0-10 rating (``numbers`` reads the same forms as a score): "7/10", "6 out of 10", "7점"
# and said of the part with a copula, closing its clause ("back's a 4 today", "my knee is like a five now")
RATING = re.compile(r"(?<![\d/.])(?:10|\d)(?:\.\d)?\s*(?:/\s*10|out\s+of\s+10)(?![\d/])"
                    r"|(?<![\d.])(?:10|\d)\s*점(?!\s*만점)"
                    r"|(?:'s|\s+is|\s+was)\s+(?:(?:like|maybe|about|around|at)\s+)?an?\s+"
                    r"(?:10|\d|one|two|three|four|five|six|seven|eight|nine|ten)(?![\w/.:])"
                    r"(?=\s*(?:now|today|tonight|again|still|this\s+(?:morning|afternoon|evening))?\s*(?:$|[.,;!?]))",
                    re.I)


# the bare pain word ("pain 6", "no pain since", 통증): it names no part and no symptom of its own
GENERIC_PAIN = "condition:pain"


def names_a_part(text: str) -> bool:
    """The text names a body part of the table (the short Korean ones only as words of their own)."""
    return any(rx.search(text) for _key, rx, _adjacent in BODY_PAIN)


# "pain 3/10 in the belly", "pain in my lower back": the part the bare pain word is said in (a rating between)
_IN_A_PART = re.compile(r"\s*(?:(?:10|\d)(?:\.\d)?\s*(?:/\s*10|out\s+of\s+10)\s*)?"
                        r"(?:in|on)\s+(?:the|my)\s+((?:\w+\s+)?\w+)", re.I)


def part_of_pain(text: str, end: int, stop: int) -> str | None:
    """The pain symptom of the part the bare pain word ending at ``end`` is said in, else None."""
    m = _IN_A_PART.match(text, end, stop)
    if m is None:
        return None
    said = (m.group(1), m.group(1).split()[-1])  # "lower back", or the part after an adjective: "left knee"
    return next((key for key, rx, adjacent in BODY_PAIN if not adjacent and any(rx.fullmatch(w) for w in said)), None)


def part_before(text: str, pos: int) -> str | None:
    """The pain symptom of the body part named last before ``pos`` (the short Korean words only as the table allows
    them: not here), else None."""
    found = [(m.start(), key) for key, rx, adjacent in BODY_PAIN if not adjacent for m in rx.finditer(text, 0, pos)]
    return max(found)[1] if found else None
