"""Resolving expressions against ``said_at`` (never the clock)."""

from __future__ import annotations

import datetime as dt
import re
from functools import lru_cache

from pia_graph.temporal.base import Ctx
from pia_graph.temporal.find import candidates, composed, select, to_resolution
from pia_graph.temporal.supply import Cand
from pia_graph.temporal.types import Resolution

_FOR = re.compile(r"(?i)^(?:for|over)\b|동안$|(?<!시)간$")  # 3일간 is "for 3 days"; 4시간 is only "4 hours"
#: an open interval said with "since"/"starting"/부터 stands for its sentence over a "for N days" beside it,
#: and ranks with the dates otherwise (the first said wins: "글피에 내시경이라 오늘부터 식단 조절" is about 글피)
_SINCE = re.compile(r"^(?:en\.since|ko\.buteo)/")
#: a duration measured to the minute ("1h20", "2 hrs 5 min", 1시간 20분) is what its sentence reports
_MEASURED = re.compile(r"(?i)\d\s*(?:h|hrs?|hours?)\s*,?\s*(?:and\s+)?\d{1,2}\s*(?:m|mins?|minutes?)?$"
                       r"|\d\s*시간\s*\d{1,2}\s*분")
_NTH_DAY = re.compile(r"^(?:en|ko)\.nth_day$")
_RANK = {"sleep_window": 100, "supply": 100, "date": 50, "interval": 50, "month": 50, "year": 50,
         "implicit": 5, "duration": 10, "unresolved": 0}


def detect_lang(text: str) -> str:
    return "ko" if re.search(r"[가-힣]", text) else "en"


def _anchor(said_at: dt.datetime) -> dt.datetime:
    if said_at.tzinfo is None:
        raise ValueError("said_at must carry its UTC offset")
    return said_at


def _is_since(res: Resolution) -> bool:
    return res.kind == "interval" and _SINCE.match(res.rule_id) is not None


def rank(res: Resolution, since_said: bool = False) -> int:
    """How strongly a resolution stands for its sentence (a sleep window over a date, "for 1 h" too, unless
    a since-form gives the start: "took 25mg for 14 days starting 5/1")."""
    if res.kind == "duration" and _FOR.search(res.expression.strip()):
        return 40 if since_said else 90
    if res.kind == "duration" and _MEASURED.search(res.expression.strip()):
        return 60
    if _NTH_DAY.match(res.rule_id):
        return 45  # "the 3rd day of my cycle was March 5": the date said stands for the sentence
    return _RANK.get(res.kind, 0)


def resolve_in_text(text: str, said_at: dt.datetime, lang: str = "en", *, asking: bool = False) -> list[Resolution]:
    """Every time expression in ``text`` resolved; the implicit date of ``said_at`` when there is none. ``asking``:
    the text is a question to the memory, which looks back (``base.Ctx.asking``)."""
    # the zone is part of the key: instants equal across zones are equal datetimes, and resolve to other days
    return list(_resolved(text, said_at, said_at.tzinfo, lang, asking))


@lru_cache(maxsize=64)
def _resolved(text: str, said_at: dt.datetime, _zone: dt.tzinfo | None, lang: str,
              asking: bool) -> tuple[Resolution, ...]:
    """``resolve_in_text``, kept for the last texts (a `Resolution` is frozen): a turn's text is resolved by its
    analysis and again by rules that ask of the whole turn (``followup_draw``'s own day)."""
    ctx = Ctx(_anchor(said_at), text, asking=asking)
    return tuple(_or_implicit(text, candidates(text, ctx, lang), ctx))


def _or_implicit(text: str, chosen: list[Cand], ctx: Ctx) -> list[Resolution]:
    found = [to_resolution(text, c) for c in chosen]
    if found:
        return found
    return [Resolution(kind="implicit", expression="", rule_id="implicit.said_at", granularity="day",
                       assumed=True, date=ctx.today)]


def primary(resolutions: list[Resolution]) -> Resolution | None:
    """The one expression that stands for the sentence: highest rank, then first in the text."""
    since_said = any(_is_since(r) for r in resolutions)
    best: Resolution | None = None
    for res in resolutions:
        if best is None or rank(res, since_said) > rank(best, since_said):
            best = res
    return best


def resolve(expression: str, said_at: dt.datetime, lang: str | None = None) -> Resolution:
    """One expression resolved; ``kind="unresolved"`` (text kept verbatim) when no rule applies."""
    language = lang or detect_lang(expression)
    ctx = Ctx(_anchor(said_at), expression)
    found = [to_resolution(expression, c) for c in candidates(expression, ctx, language)]
    best = primary(found)
    if best is None:
        return Resolution(kind="unresolved", expression=expression, rule_id="unresolved.no_rule",
                          granularity="none", note="no rule matched")
    if best.expression.strip() != expression.strip():
        best = best.model_copy(update={"expression": expression})
    return best


def locate(text: str, expression: str) -> tuple[int, int] | None:
    """Where ``expression`` stands in ``text`` (verbatim, else ignoring case and runs of spaces)."""
    expr = expression.strip()
    if not expr:
        return None
    at = text.find(expr)
    if at >= 0:
        return at, at + len(expr)
    loose = re.compile(r"\s+".join(re.escape(w) for w in expr.split()), re.IGNORECASE)
    m = loose.search(text)
    return (m.start(), m.end()) if m is not None else None


def _fit(c: Cand, lo: int, hi: int) -> tuple[float, int]:
    """How well a candidate covers the span lo..hi: the share of it covered, then fewest characters beyond."""
    overlap = min(c.end, hi) - max(c.start, lo)
    return overlap / (hi - lo), -((c.end - c.start) - overlap)


def resolve_within(text: str, expression: str, said_at: dt.datetime, lang: str = "en") -> Resolution:
    """The named ``expression`` resolved inside its sentence ``text``.

    The candidate the resolver itself chose over that stretch of the sentence wins, so the sentence still
    composes what the expression leaves implicit (작년 before "10/5"), unless it has another shape than a
    reading of exactly the expression (the date 그끄저께 inside the since-form 그끄저께부터); when the chosen
    ones do not reach it, any candidate over it; then the expression alone. An expression that is not in the
    text, or that no rule reads, falls back to the sentence's primary resolution.
    """
    ctx = Ctx(_anchor(said_at), text)
    every = composed(text, ctx, lang)
    chosen = select(every)
    fallback = primary(_or_implicit(text, chosen, ctx))
    assert fallback is not None  # _or_implicit always returns at least the implicit date
    where = locate(text, expression)
    if where is None:
        return fallback
    lo, hi = where
    exact = [c for c in every if (c.start, c.end) == (lo, hi)]
    for pool in (chosen, every):
        over = [c for c in pool if c.start < hi and c.end > lo]
        if over:
            best_c = max(over, key=lambda c: (*_fit(c, lo, hi), rank(to_resolution(text, c)), -c.start))
            same_shape = [c for c in exact if c.res.kind != best_c.res.kind]
            if same_shape and (best_c.start, best_c.end) != (lo, hi):
                # the shape follows the expression named ("그끄저께" in 그끄저께부터 is a date, not a since)
                best_c = max(same_shape, key=lambda c: (rank(to_resolution(text, c)), -c.order))
            return to_resolution(text, best_c)
    alone = resolve(text[lo:hi], said_at, lang)
    return fallback if alone.kind == "unresolved" else alone
