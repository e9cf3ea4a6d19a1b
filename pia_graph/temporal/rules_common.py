"""Numeric written dates shared by both languages: 2026-03-03, 2015/08/12, 3/3, 10/31/1974, 21/04/2016,
2/2013, 2015-12.

Order: a four-digit first number is the year (year, month, day). Otherwise month/day/year wins whenever the
first number can be a month; day/month/year is read only when it cannot (21/04/2016). A dotted date with a
two-digit first number reads year first (25.3.7, 25. 3. 7., 24.12.05 = 2025-03-07 …) when the sentence is
Korean (Korean writes dates year, month, day) or when the last number has one digit (no year is written so).
A date may sit directly before Korean text (02/22/2016에) but never inside a longer number or after a currency
sign.
"""

from __future__ import annotations

import re
from functools import cache

from pia_graph.ontology.word_lists import words_alternation
from pia_graph.temporal import cal
from pia_graph.temporal.base import Ctx, Groups, Handler, Rule, in_month, on_date
from pia_graph.temporal.types import Resolution

#: a date stands alone, or as one end of "3/1-3/7"
_LEFT = r"(?:(?<![A-Za-z0-9_/.:$€£₩-])|(?<=\d/\d-)|(?<=\d/\d\d-))"
_RIGHT = r"(?![A-Za-z0-9_/]|:\d|\.\d|-(?!\d{1,2}/\d)\d)"
#: a plausible calendar year written in four digits
YEAR4 = r"(?:1[89]|2[01])\d\d"
#: a slash fraction followed by a quantity is an amount ("1/2 cup"), not a date
_AMOUNT = (
    r"(?!\s*(?:of\s+)?(?:an?\s+)?(?:cups?|tablets?|tabs?|pills?|doses?|tsp|tbsp|teaspoons?|tablespoons?"
    r"|glass(?:es)?|mg|mcg|ml|g\b|hours?|hrs?|h\b|mins?|minutes?|servings?|slices?|bottles?|packs?|bar"
    r"|시간|분|컵|알|정|개))"
)


#: "pain 7/10", "rated it 6/10", "5/5 strength", 통증 8/10: a score out of five or ten, never July 10 (in a
#: sentence with such a word)
_SCORE_CUE = re.compile(
    r"(?i)\b(?:pain|painful|scale|rated?|rating|score[ds]?|level|severity|intensity|sore(?:ness)?|hurts?|aches?"
    r"|strength|stars?|grade|out\s+of"
    r"|cramps?|nausea|anxiety|mood|stress|energy|fatigue|itch(?:y|ing)?|migraine|headache)\b|통증|아프|아파|점수|강도"
)


_DATE_LEAD = re.compile(r"(?i)\b(?:on|since|from|until|till|by|dated?|starting)\s+$")


def _is_score(m: Groups, c: Ctx) -> bool:
    if m["d"] not in ("5", "10") or int(m["m"]) > int(m["d"]) or _DATE_LEAD.search(c.text, 0, m.start):
        return False
    return _SCORE_CUE.search(c.text) is not None


def _year(text: str, c: Ctx) -> int:
    year = int(text)
    return cal.year_from_two_digits(year, c.today, c.expected) if len(text) <= 2 else year


def _ymd(m: Groups, c: Ctx) -> Resolution | None:
    return on_date(cal.valid_date(int(m["y"]), int(m["m"]), int(m["d"])))


def _mdy(m: Groups, c: Ctx) -> Resolution | None:
    month, day = int(m["m"]), int(m["d"])
    y = m.get("y")
    if y is not None:
        return on_date(cal.valid_date(_year(y, c), month, day))
    if _is_score(m, c):
        return None
    return on_date(cal.recent_month_day(c.today, month, day, c.expected))


_HANGUL = re.compile(r"[가-힣]")


def _yy_dotted(m: Groups, c: Ctx) -> Resolution | None:
    """25.3.7: year first, in a Korean sentence or when the last number cannot be a year."""
    if len(m["d"]) > 1 and _HANGUL.search(c.text) is None:
        return None
    return on_date(cal.valid_date(_year(m["y"], c), int(m["m"]), int(m["d"])))


#: what a dotted number after a measured quantity is (혈당 6.5에, 체온 37.5에): a value, not a month and day
_MEASURE_BEFORE = re.compile(r"(?i)(?:혈당|수치|체온|당화|a1c|점수|체중|몸무게|시력|농도|레벨|kg|키|→|->)"
                             r"\s*(?:이|가|은|는)?\s*$")


def _md_dotted(m: Groups, c: Ctx) -> Resolution | None:
    """3.15에, 12.3 수술: month and day written with a dot, in a Korean sentence, before a particle or an event."""
    if _HANGUL.search(c.text) is None or _MEASURE_BEFORE.search(c.text, max(0, m.start - 12), m.start):
        return None
    return on_date(cal.recent_month_day(c.today, int(m["m"]), int(m["d"]), c.expected))


def _dmy(m: Groups, c: Ctx) -> Resolution | None:
    day, month = int(m["d"]), int(m["m"])
    if day <= 12:
        return None  # the first number can be a month: month/day/year wins
    return on_date(cal.valid_date(_year(m["y"], c), month, day))


def _my(m: Groups, c: Ctx) -> Resolution | None:
    return in_month(cal.valid_date(int(m["y"]), int(m["m"]), 1))


@cache
def rules() -> tuple[Rule, ...]:
    spec: list[tuple[str, str, Handler]] = [
        ("date.iso", r"(?P<y>\d{4})(?P<sep>[-/.])(?P<m>\d{1,2})(?P=sep)(?P<d>\d{1,2})", _ymd),
        ("date.iso_dotted", r"(?P<y>\d{4})\.\s+(?P<m>\d{1,2})\.\s+(?P<d>\d{1,2})\.?", _ymd),
        ("date.ymd_short", r"(?P<y>\d{2})\.\s?(?P<m>0?[1-9]|1[0-2])\.\s?(?P<d>\d{1,2})(?!\d)\.?", _yy_dotted),
        ("date.mdy", r"(?P<m>\d{1,2})(?P<sep>[/.-])(?P<d>\d{1,2})(?P=sep)(?P<y>\d{4}|\d{2})", _mdy),
        ("date.dmy", r"(?P<d>\d{1,2})(?P<sep>[/.-])(?P<m>\d{1,2})(?P=sep)(?P<y>\d{4}|\d{2})", _dmy),
        ("date.month_year", rf"(?P<m>\d{{1,2}})/(?P<y>{YEAR4})", _my),
        ("date.year_month", rf"(?P<y>{YEAR4})(?P<sep>[-/.])(?P<m>0?[1-9]|1[0-2])(?!(?P=sep)\d)", _my),
        ("date.md", rf"(?P<m>\d{{1,2}})/(?P<d>\d{{1,2}}){_AMOUNT}", _mdy),
        ("date.md_dotted", r"(?P<m>1[0-2]|0?[1-9])\.(?P<d>3[01]|[12]\d|0?[1-9])(?=\s*(?:에(?!서)|부터|까지|로\s*잡|~|날"
                           rf"|\s(?:{words_alternation('dotted_date_event', 'ko')})))", _md_dotted),
    ]
    return tuple(Rule(rid, re.compile(_LEFT + body + _RIGHT, re.IGNORECASE), h) for rid, body, h in spec)
