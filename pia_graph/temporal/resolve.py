"""Resolving expressions against ``said_at`` (never the clock)."""

from __future__ import annotations

import datetime as dt
import re

from pia_graph.temporal.base import Ctx
from pia_graph.temporal.find import candidates, to_resolution
from pia_graph.temporal.types import Resolution

_FOR = re.compile(r"(?i)^(?:for|over)\b|동안$|(?<!시)간$")  # 3일간 is "for 3 days"; 4시간 is only "4 hours"
#: an open interval said with "since"/"starting"/부터 stands for its sentence over a "for N days" beside it
_SINCE = re.compile(r"^(?:en\.since|ko\.buteo)/")
_RANK = {"sleep_window": 100, "supply": 100, "date": 50, "interval": 50, "month": 50, "year": 50,
         "implicit": 5, "duration": 10, "unresolved": 0}


def detect_lang(text: str) -> str:
    return "ko" if re.search(r"[가-힣]", text) else "en"


def _anchor(said_at: dt.datetime) -> dt.datetime:
    if said_at.tzinfo is None:
        raise ValueError("said_at must carry its UTC offset")
    return said_at


def rank(res: Resolution) -> int:
    """How strongly a resolution stands for its sentence (a sleep window over a date, "for 1 h" too)."""
    if res.kind == "duration" and _FOR.search(res.expression.strip()):
        return 90
    if res.kind == "interval" and _SINCE.match(res.rule_id):
        return 95
    return _RANK.get(res.kind, 0)


def resolve_in_text(text: str, said_at: dt.datetime, lang: str = "en") -> list[Resolution]:
    """Every time expression in ``text`` resolved; the implicit date of ``said_at`` when there is none."""
    ctx = Ctx(_anchor(said_at), text)
    found = [to_resolution(text, c) for c in candidates(text, ctx, lang)]
    if found:
        return found
    return [Resolution(kind="implicit", expression="", rule_id="implicit.said_at", granularity="day",
                       assumed=True, date=ctx.today)]


def primary(resolutions: list[Resolution]) -> Resolution | None:
    """The one expression that stands for the sentence: highest rank, then first in the text."""
    best: Resolution | None = None
    for res in resolutions:
        if best is None or rank(res) > rank(best):
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
