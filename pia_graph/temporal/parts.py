"""Parts of a period: "early March", "the end of last month", "late 2019", 3월 초순, 지난달 말, 월말, 연말.

A part of a period resolves to the period it is part of, at the period's granularity: "early March" is
`month` March, "the end of last month" is last month, "late last year" is last year, 3월 하순 is March. A
record dated "early March" happened on some day of March that was not said; storing the 1st–10th as
`start`/`end` would read as an episode lasting ten days.

A part said without its period ("the end of the month", 월말, 연말, "mid-month") is a part of the current
month or year, or of the one before when that part has not begun yet (a month's end begins on the 21st, its
middle on the 11th, a year's end in December): the most recent such part that has begun by ``said_at``, as
for a written date; the current (or next) one when something is expected.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache

from pia_graph.temporal import cal
from pia_graph.temporal.base import Ctx, Groups, Handler, Rule, en_pattern, in_month, in_year, ko_pattern
from pia_graph.temporal.rules_common import YEAR4
from pia_graph.temporal.supply import Cand
from pia_graph.temporal.types import Resolution

#: the parts of a period, English, said before it ("early", "the end of", "mid-")
EN_PART = (
    r"(?:very\s+)?(?:early|earlier|mid|middle|late|later|beginning|start|end|tail\s+end|first\s+half"
    r"|second\s+half|latter\s+part|last\s+days|first\s+days|first\s+part|last\s+part)"
)
_EN_PREFIX = re.compile(
    rf"(?<![\w-])(?:(?:at|in|by|around|towards?|until|till|during|from)\s+)?(?:the\s+)?{EN_PART}"
    r"(?:\s*-\s*|\s+of\s+(?:the\s+)?|\s+in\s+|\s+)$",
    re.IGNORECASE,
)
#: the parts of a period, Korean, said after it (3월 초, 지난달 말, 작년 하반기)
_KO_SUFFIX = re.compile(
    r"\s?(?:초순|중순|하순|초반|중반|후반|말경|말쯤|말께|상반기|하반기|초|말|중)"
    r"(?=$|[^가-힣]|에|쯤|경|께|부터|까지|이|의|엔|은|는|도|으로|로|정도)"
)
#: the days on which the part of a month begins (its end on the 21st), and the month of a year's part
_MONTH_PART_BEGINS = {"start": 1, "mid": 11, "end": 21}
_YEAR_PART_BEGINS = {"start": 1, "mid": 6, "end": 12}


def _part(word: str) -> str:
    w = word.lower()
    if w.startswith(("mid", "중", "월중", "연중")):
        return "mid"
    if w.startswith(("end", "late", "말", "월말", "연말", "년말", "하", "후")) or "말" in w:
        return "end"
    return "start"


def _month_part(m: Groups, c: Ctx) -> Resolution | None:
    """The end (or start, middle) of the month: this month once that part has begun, else the last one."""
    begun = c.today.day >= _MONTH_PART_BEGINS[_part(m["p"])]
    shift = 0 if begun or c.expected or m.get("by") else -1
    return in_month(cal.month_shift(c.today, shift))


def _year_part(m: Groups, c: Ctx) -> Resolution | None:
    """The end (or start, middle) of the year: this year once that part has begun, else the last one."""
    begun = c.today.month >= _YEAR_PART_BEGINS[_part(m["p"])]
    return in_year(c.today.year if begun or c.expected or m.get("by") else c.today.year - 1)


def _part_of_year(m: Groups, c: Ctx) -> Resolution | None:
    """"late 2019", "early-2020": the year."""
    return in_year(int(m["y"]))


@cache
def rules() -> tuple[Rule, ...]:
    """Parts of the current month or year said alone, and parts of a written year."""
    by = r"(?:(?P<by>by|until|till|before)\s+)?"
    en_month = by + (r"(?:the\s+)?(?P<p>end|beginning|start|middle|mid|first\s+half|second\s+half|first\s+part"
                     r"|last\s+part)(?:\s+of\s+the\s+|-)month")
    en_year = by + r"(?:the\s+)?(?P<p>end|beginning|start|middle|first\s+half|second\s+half)\s+of\s+the\s+year" \
              r"|year[-\s](?P<p2>end)"
    spec_en: list[tuple[str, str, Handler]] = [
        ("en.part_of_the_month", en_month, _month_part),
        ("en.part_of_the_year", en_year, _year_part),
        ("en.part_of_year", rf"(?:(?:in|during|by)\s+)?(?:the\s+)?{EN_PART}(?:\s*-\s*|\s+of\s+|\s+)(?P<y>{YEAR4})"
                            r"(?![\d/-]|\.\d|\s*(?:mg|mcg|ml|steps|calories|kcal|units?|iu))", _part_of_year),
    ]
    spec_ko: list[tuple[str, str, Handler]] = [
        ("ko.part_of_the_month", r"(?P<p>월말|월초|월중)(?:경|쯤|께)?", _month_part),
        ("ko.part_of_the_year", r"(?P<p>연말|연초|년말|년초)(?:경|쯤|께)?(?![가-힣]{0,1}정산)", _year_part),
    ]
    out = [Rule(rid, en_pattern(body), h) for rid, body, h in spec_en]
    out += [Rule(rid, ko_pattern(body), h) for rid, body, h in spec_ko]
    return tuple(out)


def _is_period(c: Cand) -> bool:
    if c.res.kind in ("month", "year"):
        return True
    return c.res.kind == "interval" and c.res.granularity in ("week", "month", "year")


def compose(text: str, atoms: Sequence[Cand]) -> list[Cand]:
    """A period with its part: "early March", "the end of last month", 3월 초순, 지난달 말: the period."""
    out: list[Cand] = []
    for a in atoms:
        if not _is_period(a):
            continue
        before = _EN_PREFIX.search(text, max(0, a.start - 40), a.start)
        if before is not None and not a.rule_id.startswith("ko."):
            out.append(Cand(before.start(), a.end, f"en.part/{a.rule_id}", a.res, a.order))
        after = _KO_SUFFIX.match(text, a.end)
        if after is not None and a.rule_id.startswith("ko."):
            out.append(Cand(a.start, after.end(), f"ko.part/{a.rule_id}", a.res, a.order))
    return out
