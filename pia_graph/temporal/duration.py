"""Durations: "for 40 minutes", "an hour and a half", "1/2h", "one and three quarters of hours", 1시간 반."""

from __future__ import annotations

from fractions import Fraction
from functools import cache

from pia_graph.ontology.word_lists import words_alternation
from pia_graph.temporal.base import (
    Ctx,
    Groups,
    Handler,
    Rule,
    duration,
    en_pattern,
    ko_pattern,
    perfect_before,
    triggered,
)
from pia_graph.temporal.numbers import EN_NUM, KO_HOURS, KO_NUM, en_number, ko_number
from pia_graph.temporal.types import Granularity, Resolution

_EN_UNIT = (
    r"(?:hours?|hrs?|h|minutes?|mins?|min|days?|weeks?|wks?|fortnights?)"
)
_FOR = r"(?P<for>for\s+(?:about\s+|around\s+|roughly\s+|nearly\s+|almost\s+|over\s+|just\s+)?)?"
_MINUTES = {"h": 60, "m": 1, "d": 1440, "w": 10080, "f": 20160}


def _unit_minutes(unit: str | None) -> int:
    u = (unit or "").lower()
    if u.startswith("min"):
        return 1
    return _MINUTES.get(u[:1], 0)


def _granularity(unit: str | None) -> Granularity:
    return "day" if _unit_minutes(unit) >= 1440 else "minute"


def _num(text: str | None) -> Fraction | None:
    if text is None:
        return None
    return en_number(text)


def _simple(m: Groups, c: Ctx) -> Resolution | None:
    n = _num(m.get("n"))
    if n is None:
        return None
    unit = m["u"]
    if _unit_minutes(unit) >= 1440 and m.get("for") is None:
        return None  # "3 days" alone is a count, not a time ("for 3 days" is a duration)
    if _unit_minutes(unit) >= 1440 and perfect_before(c.text, m.start):
        return None  # "I've been dizzy for 3 days" runs up to now: the window `en.so_far` reads
    return duration(n * _unit_minutes(unit), _granularity(unit))


def _hours_minutes(m: Groups, c: Ctx) -> Resolution | None:
    h, mins = _num(m.get("h")), _num(m.get("mn"))
    if h is None or mins is None or mins >= 60:
        return None
    return duration(h * 60 + mins)


def _and_half(m: Groups, c: Ctx) -> Resolution | None:
    n = _num(m.get("n"))
    unit = m.get("u")
    if n is None or unit is None:
        return None
    return duration((n + Fraction(1, 2)) * _unit_minutes(unit), _granularity(unit))


def _quarters(m: Groups, c: Ctx) -> Resolution | None:
    n = _num(m.get("n")) if m.get("n") is not None else Fraction(0)
    q = _num(m.get("q")) if m.get("q") is not None else Fraction(1)
    if n is None or q is None or q > 4:
        return None
    return duration((n + q / 4) * _unit_minutes(m["u"]))


def _half(m: Groups, c: Ctx) -> Resolution | None:
    return duration(Fraction(1, 2) * _unit_minutes(m["u"]), _granularity(m["u"]))


def _ko_minutes(m: Groups, c: Ctx) -> Resolution | None:
    h = m.get("h")
    hours = (ko_number(h) or en_number(h)) if h is not None else Fraction(0)
    mn = m.get("mn")
    mins = ko_number(mn) if mn is not None else Fraction(0)
    if hours is None or mins is None:
        return None
    half = Fraction(30) if m.get("half") else Fraction(0)
    return duration(hours * 60 + mins + half)


def _ko_days(m: Groups, c: Ctx) -> Resolution | None:
    n = ko_number(m["n"])
    if n is None:
        return None
    per = 10080 if m["u"].startswith("주") else 1440
    return duration(n * per, "day")


@cache
def rules() -> tuple[Rule, ...]:
    num = rf"(?:{EN_NUM})"
    # a word that stretches the span ("3 more days", "a full hour"), and one that makes it a time ago or ahead
    # (the dictionary's duration_extra and duration_not_ago), which a span is not
    extra = rf"(?:\s+(?:{words_alternation('duration_extra', 'en')}))?"
    not_ago = rf"(?!\s+(?:{words_alternation('duration_not_ago', 'en')}))"
    hour = r"(?:hours?|hrs?|h)"
    spec_en: list[tuple[str, str, Handler]] = [
        ("en.duration_hours_minutes",
         rf"{_FOR}(?P<h>{num})\s*{hour}\s*,?\s*(?:and\s+)?(?P<mn>{num})"
         r"(?:\s*(?:minutes?|mins?|min|m)(?![a-z])|(?!\s*(?:[a-z]|\d)|[.,]\d))"
         # "1h20", "2h05": the stopwatch form, whatever word follows
         rf"|{_FOR.replace('<for>', '<for2>')}(?P<h2>\d{{1,2}})h(?P<mn2>[0-5]\d)(?![\d:])", _hours_minutes),
        ("en.duration_and_half",
         rf"{_FOR}(?P<n>{num})\s*(?:(?P<u>{_EN_UNIT})\s+)?and\s+(?:an?\s+|one\s+)?half"
         rf"(?:\s+(?:an?\s+)?(?P<u2>{_EN_UNIT}))?{not_ago}", _and_half),
        ("en.duration_quarters",
         rf"{_FOR}(?:(?P<n>{num})\s+and\s+)?(?:(?P<q>an?|one|two|three|\d)\s+)?quarters?\s+"
         rf"(?:of\s+(?:an?\s+)?)?(?P<u>{hour})", _quarters),
        ("en.duration_half", rf"{_FOR}(?:half\s+(?:an?\s+)?|1/2\s*)(?P<u>{_EN_UNIT})", _half),
        ("en.duration", rf"{_FOR}(?P<n>{num}){extra}(?:\s*|-)(?P<u>{_EN_UNIT}){not_ago}", _simple),
    ]
    ko_h = rf"(?:{KO_HOURS})"
    spec_ko: list[tuple[str, str, Handler]] = [
        ("ko.duration",
         rf"(?:(?P<h>{ko_h})\s*시간(?:\s*(?:(?P<mn>{KO_NUM})\s*분|(?P<half>반)))?|(?P<mn2>{KO_NUM})\s*분(?![의기])"
         r"|(?P<half2>반)\s*시간)(?:\s*(?P<dong>동안|간|정도|쯤))?",
         _ko_minutes),
        ("ko.duration_days", rf"(?P<n>{KO_NUM})\s*(?P<u>일|주일|주)\s*(?:동안|간)", _ko_days),
    ]
    words = {"en.duration_quarters": r"quarter", "en.duration_and_half": r"half"}
    out = [triggered(Rule(rid, en_pattern(body), h), words[rid]) if rid in words else Rule(rid, en_pattern(body), h)
           for rid, body, h in spec_en]
    out += [Rule(rid, ko_pattern(body), h) for rid, body, h in spec_ko]
    return tuple(out)
