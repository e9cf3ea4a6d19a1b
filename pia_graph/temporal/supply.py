"""Supplies: "a ten-day supply of antibiotics, started yesterday", 열흘치 약을 어제부터 먹기 시작했어.

``start`` is the first dose day, ``expected_end`` = start + (days − 1), the last day a dose is taken.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cache

from pia_graph.temporal import cal
from pia_graph.temporal.base import Ctx, start_of, supply
from pia_graph.temporal.numbers import EN_NUM, KO_DAY_WORD, KO_NUM, MOS, WKS, en_number, ko_number
from pia_graph.temporal.types import Resolution

POINT_KINDS = ("date", "interval", "month", "year")


@dataclass(frozen=True)
class Cand:
    """A candidate expression: its span in the text, the rule that matched and its resolution."""

    start: int
    end: int
    rule_id: str
    res: Resolution
    order: int = 0


@cache
def _patterns() -> dict[str, re.Pattern[str]]:
    unit = rf"(?P<u>days?|{WKS}|{MOS}|fortnights?)"
    noun = (r"(?:supply|course|pack|pak|z-?pak|z-?pack|dose\s*pack|prescription|treatment|round|worth|regimen"
            r"|refill|script|bottle|box)")
    # "a 5 day z-pack", "a 10-day antibiotic course": up to two words (a drug, a kind) before the noun
    between = r"(?:(?!(?:of|for|ago|and|since|after|before|from|in|on|at|to|then)\b)[a-z][\w]*[-\s]+){0,2}?"
    return {
        "en_head": re.compile(
            rf"(?<![\w-])(?:(?:a|an)\s+)?(?P<n>{EN_NUM})\s*[-\s]?\s*{unit}(?:'s|s'|')?[-\s]+{between}{noun}"
            r"(?![\w])",
            re.IGNORECASE,
        ),
        # "10 days of amoxicillin starting tomorrow": a supply only with its start said
        "en_of_head": re.compile(
            rf"(?<![\w-])(?:(?:a|an)\s+)?(?P<n>{EN_NUM})\s*[-\s]?\s*{unit}(?:\s+worth)?(?=\s+of\s)",
            re.IGNORECASE,
        ),
        "en_link": re.compile(
            r"\s*[,;:\u2014-]?\s*(?:and\s+|which\s+|that\s+|then\s+)?(?:(?:I|we|he|she|they)\s+)?(?:had\s+|have\s+)?"
            r"(?:started|starting|began|beginning|begun|start|commenced|"
            r"first\s+(?:dose|pill|tablet|capsule|one|day)\s+(?:was\s+|taken\s+|is\s+)?|"
            r"took\s+(?:the\s+|my\s+)?first\s+(?:dose|pill|tablet|capsule|one)\s+)\s*"
            r"(?:(?:it|them|taking\s+(?:it|them)|on\s+it|the\s+course)\s+)?(?:on\s+(?=\d|[A-Z][a-z]+\s+\d))?",
            re.IGNORECASE,
        ),
        "ko_head": re.compile(
            rf"(?:(?<![가-힣0-9])|(?<=[가-힣])(?=\d))(?:(?P<n>{KO_NUM})\s*(?P<u>일|주일|주|개월|달)|(?P<w>{KO_DAY_WORD}|일주일|한\s?달))"
            r"\s*(?:치|분|짜리)(?:의)?"
        ),
        "ko_tail": re.compile(r"(?:\s*[가-힣]*(?:먹|복용|시작|투약|했|하고|마시)[가-힣]*)*"),
    }


def _days_en(m: re.Match[str]) -> tuple[int, bool] | None:
    n = en_number(m.group("n"))
    if n is None or n.denominator != 1:
        return None
    u = m.group("u").lower()
    if u.startswith(("mo", "mth")):
        return int(n) * 30, True
    per = 14 if u.startswith("f") else 7 if u.startswith("w") else 1
    return int(n) * per, False


def _days_ko(m: re.Match[str]) -> tuple[int, bool] | None:
    word = m.group("w")
    if word is not None:
        word = word.replace(" ", "")
        if word == "한달":
            return 30, True
        n: Fraction | None = Fraction(7) if word == "일주일" else ko_number(word)
        return (int(n), False) if n is not None else None
    n = ko_number(m.group("n"))
    if n is None or n.denominator != 1:
        return None
    u = m.group("u")
    if u in ("개월", "달"):
        return int(n) * 30, True
    return int(n) * (7 if u.startswith("주") else 1), False


def _make(start_cand: Cand | None, days_assumed: tuple[int, bool], ctx: Ctx) -> Resolution | None:
    n_days, assumed = days_assumed
    if n_days < 1 or n_days > 3660:
        return None
    if start_cand is None:
        start = ctx.today
        assumed = True
    else:
        first = start_of(start_cand.res)
        if first is None:
            return None
        start = first
    try:
        return supply(start, cal.days(start, n_days - 1), assumed)
    except (ValueError, OverflowError):
        return None  # beyond the calendar


def _of_phrase_ends(text: str, pos: int, by_start: dict[int, list[Cand]]) -> list[int]:
    """Where the head may end: after the noun, or after each word of "of <drug name>" (≤ 4 words)."""
    ends = [pos]
    of = re.compile(r"\s+(?:of|for)(?=\s)", re.IGNORECASE).match(text, pos)
    if of is None:
        return ends
    word = re.compile(r"\s+([\w-]+)")
    at = of.end()
    for _ in range(4):
        w = word.match(text, at)
        if w is None or w.start(1) in by_start or w.group(1).lower() in _STOP:
            break
        at = w.end()
        ends.append(at)
    return ends


#: what may stand between a Korean 부터-start and the supply head: nothing, or up to two words (a drug, its
#: object particle) with no clause break and no number
_KO_BETWEEN = re.compile(r"\s*(?:[가-힣A-Za-z][가-힣A-Za-z-]{0,11}\s+){0,2}")
#: a start said in a relative clause before the head: "월요일에 시작한 10일짜리 항생제", "어제부터 먹기 시작한 열흘치"
_KO_STARTED = re.compile(r"\s*(?:에|부터|에서)?\s*(?:[가-힣A-Za-z]{1,12}(?:을|를)?\s+)?(?:먹기\s*|복용\s*|복용을\s*)?"
                         r"(?:시작한|시작했던|시작된)\s*(?:[가-힣A-Za-z]{1,12}\s+)?")
_START_BEFORE = re.compile(r"(?i)\b(?:start(?:ed|ing)?|began|begin(?:ning)?|commenced)\b[^.;!?]*$")
_STOP = frozenset({
    "started", "starting", "began", "beginning", "and", "which", "i", "first", "took", "since", "on", "in",
    "at", "from", "last", "this", "yesterday", "today", "that", "to", "but", "so", "was", "is", "for",
})


def compose(text: str, ctx: Ctx, points: Sequence[Cand]) -> list[Cand]:
    """Supply candidates: a supply head joined to the start expression that follows it."""
    pats = _patterns()
    out: list[Cand] = []
    by_start: dict[int, list[Cand]] = {}
    for p in points:
        if p.res.kind in POINT_KINDS:
            by_start.setdefault(p.start, []).append(p)
    heads = [(m, False) for m in pats["en_head"].finditer(text)]
    heads += [(m, True) for m in pats["en_of_head"].finditer(text)]
    for m, needs_start in heads:
        days = _days_en(m)
        if days is None:
            continue
        ends = _of_phrase_ends(text, m.end(), by_start)
        found: Cand | None = None
        for end in ends:
            link = pats["en_link"].match(text, end)
            if link is None or link.end() == end:
                continue
            hits = by_start.get(link.end(), [])
            if hits:
                found = max(hits, key=lambda c: c.end - c.start)
                break
        if found is None and _START_BEFORE.search(text[max(0, m.start() - 40):m.start()]):
            direct = re.compile(r"\s*(?:on\s+(?=\d|[A-Z][a-z]+\s+\d)|from\s+)?").match(text, ends[-1])
            hits = by_start.get(direct.end(), []) if direct is not None else []
            if hits:
                found = max(hits, key=lambda c: c.end - c.start)
        if found is None and needs_start:
            continue
        res = _make(found, days, ctx)
        if res is None:
            continue
        if found is None:
            out.append(Cand(m.start(), ends[-1], "en.supply_no_start", res))
        else:
            rule = f"en.supply/{found.rule_id}"
            out.append(Cand(m.start(), found.end, rule, res))
    for m in pats["ko_head"].finditer(text):
        days = _days_ko(m)
        if days is None:
            continue
        clause = re.match(r"[^.,!?;\n]{0,30}", text[m.end():])
        limit = m.end() + (clause.end() if clause else 0)
        starts = [p for p in points if m.end() <= p.start < limit and p.res.kind in POINT_KINDS]
        found = min(starts, key=lambda c: (c.start, -(c.end - c.start))) if starts else None
        # "월요일부터 일주일치 …", "3일 전부터 열흘치 …": the start said just before the head
        # also across up to two words, the drug between ("내일부터 스테로이드 5일치", "어제부터 항생제를 일주일치")
        before = [p for p in points if p.rule_id.startswith("ko.buteo/") and p.end <= m.start()
                  and _KO_BETWEEN.fullmatch(text, p.end, m.start())]
        if found is None and not before:
            before = [p for p in points if p.res.kind in POINT_KINDS and p.end <= m.start()
                      and _KO_STARTED.fullmatch(text, p.end, m.start())]
        if found is None and before:
            first = max(before, key=lambda c: c.end - c.start)
            res = _make(first, days, ctx)
            if res is not None:
                tail = pats["ko_tail"].match(text, m.end())
                out.append(Cand(first.start, tail.end() if tail is not None else m.end(),
                                f"ko.supply/{first.rule_id}", res))
                continue
        if found is None:  # "3일치 받음, 내일부터 먹으래": a 부터-start later in the same sentence
            sentence = re.match(r"[^.!?\n]{0,40}", text[m.end():])
            stop = m.end() + (sentence.end() if sentence else 0)
            later = [p for p in points if p.rule_id.startswith("ko.buteo/") and m.end() <= p.start < stop]
            found = min(later, key=lambda c: (c.start, -(c.end - c.start))) if later else None
        res = _make(found, days, ctx)
        if res is None:
            continue
        if found is None:
            out.append(Cand(m.start(), m.end(), "ko.supply_no_start", res))
            continue
        tail = pats["ko_tail"].match(text, found.end)
        end = tail.end() if tail is not None else found.end
        out.append(Cand(m.start(), end, f"ko.supply/{found.rule_id}", res))
    return out
