"""Finding time expressions: run every rule, compose offsets, ranges, "since X" and supplies, keep the longest
spans."""

from __future__ import annotations

import dataclasses
import datetime as dt
import re
from functools import cache

from pia_graph.regex_needs import Prefilter
from pia_graph.temporal import (
    compose,
    duration,
    frames,
    holidays,
    moves,
    parts,
    ranges,
    rules_common,
    rules_en,
    rules_ko,
    seasons,
    sleep,
    supply,
    windows,
    written_en,
)
from pia_graph.temporal.base import Ctx, Groups, Rule, interval, sentence_at, start_of
from pia_graph.temporal.supply import POINT_KINDS, Cand
from pia_graph.temporal.types import Resolution, TimeSpan

_EN_SINCE = r"\b(?:ever\s+since|since|starting(?:\s+(?:on|from))?|beginning(?:\s+(?:on|from))?|as\s+of)\s+$"
_KO_SINCE = r"\s?(?:(?:새벽|아침|오전|점심|낮|오후|저녁|밤)\s?)?(?:부터|서부터|이후로?|이래로?)"
#: "12월 들어서", "올해 들어", "2월에 들어와서": since the start of a month or a year (a week said so keeps its own
#: reading: 이번 주 들어서 = this week, which already runs to the date)
_KO_ENTERED = r"\s?(?:에\s?)?들어(?:서|와서|오면서|선)?(?![가-힣])"
#: "From tomorrow I'm …", "…, from Monday I'll …", "from today on": "from X" said as a start, with no end after it
_EN_FROM = r"(?:^|[.;:!?(]\s*|,\s*|\b(?:and|but|so|then|ok|okay)\s+)from\s+$"
_EN_FROM_ON = r"\s+(?:on|onwards?|forward)\b"
_RANGE_NEXT = re.compile(r"\s*(?:-|–|—|~|(?:to|till|til|until|through|thru|and)\b)", re.IGNORECASE)
#: "since I moved the couch on Saturday": a since-clause about an event, dated by the point after it
_EN_SINCE_EVENT = (r"\b(?:ever\s+since|since)\s+(?:(?:i|i've|we|my|it|the|she|he|they)\b|[a-z]{3,}ing\b)"
                   r"[^.,;:!?\d]{0,40}?\s+$")  # "since starting the new pill thursday": a gerund's event too
#: "diagnosed in march, on levothyroxine since then", "3월에 진단받고 그때부터 먹고있어요": a start that points back
#: at the time said before it in its sentence
_SINCE_THEN = re.compile(r"(?i)\b(?:ever\s+since\s+then|since\s+then)\b|그\s?때\s?부터|그\s?때\s?이후로?|그\s?이후로?")
#: any instant works for finding spans; resolution happens against the real said_at
_FIND_ANCHOR = dt.datetime(2000, 1, 1, 12, 0, tzinfo=dt.UTC)


@cache
def _rules(lang: str) -> tuple[Rule, ...]:
    en = rules_en.rules() + written_en.rules()
    ko = rules_ko.rules()
    both = parts.rules() + windows.rules() + holidays.rules() + seasons.rules()
    first, second = (ko, en) if lang == "ko" else (en, ko)
    return sleep.rules() + duration.rules() + rules_common.rules() + first + second + both


@cache
def _prefilter(lang: str) -> Prefilter:
    return Prefilter(tuple(rule.pattern for rule in _rules(lang)))


@cache
def _since_patterns() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    return re.compile(_EN_SINCE, re.IGNORECASE), re.compile(_KO_SINCE), re.compile(_EN_SINCE_EVENT, re.IGNORECASE)


@cache
def _ko_entered() -> re.Pattern[str]:
    return re.compile(_KO_ENTERED)


@cache
def _from_patterns() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    return (re.compile(_EN_FROM, re.IGNORECASE), re.compile(_EN_FROM_ON, re.IGNORECASE),
            re.compile(r"(?<![\w-])from\s+$", re.IGNORECASE))


def _en_from(text: str, p: Cand) -> int | None:
    """Where "from X" begins when it says a start with no end: at the head of a clause ("From tomorrow I'm
    cutting out soda") or with "on"/"onwards" after X ("from today on"); None otherwise (a range's "from A to B"
    is a longer candidate of its own, "the rash from yesterday" is a date)."""
    head, on, bare = _from_patterns()
    if _RANGE_NEXT.match(text, p.end) or text.startswith(("'s", "’s"), p.end):
        return None  # "from Christmas to New Year": a range's start; "from Monday's visit": a source
    lo = max(0, p.start - 30)
    m = head.search(text, lo, p.start)
    if m is not None:
        return m.start() + len(m.group(0).rstrip()) - len("from")  # the match ends in "from" and white space
    m = bare.search(text, lo, p.start)
    if m is not None and on.match(text, p.end):
        return m.start()
    return None


def _atomic(text: str, ctx: Ctx, lang: str) -> list[Cand]:
    out: list[Cand] = []
    rules = _rules(lang)
    # a rule whose pattern cannot match the text (it holds none of what the pattern needs) is not run
    possible = _prefilter(lang).possible(text)
    for order, (rule, may) in enumerate(zip(rules, possible, strict=True)):
        if not may:
            continue
        for m in rule.scan(text):
            if m.end() == m.start():
                continue
            try:
                # the tense of the expression's own sentence (base.Ctx.scope), not of the whole turn
                res = rule.handler(Groups(m), dataclasses.replace(ctx, scope=sentence_at(text, m.start())))
            except (ValueError, OverflowError, KeyError, ZeroDivisionError):
                res = None  # out of calendar range or not a reading of this rule
            if res is not None:
                out.append(Cand(m.start(), m.end(), rule.rule_id, res, order))
    return out


def _since(text: str, points: list[Cand]) -> list[Cand]:
    en_since, ko_since, en_event = _since_patterns()
    out: list[Cand] = []
    for p in points:
        if p.res.kind not in POINT_KINDS:
            continue
        first = start_of(p.res)
        if first is None:
            continue
        res = interval(first, None, "day", p.res.assumed)
        window = text[max(0, p.start - 40):p.start]
        before = en_since.search(window)
        if before is None and p.res.kind == "date":
            window = text[max(0, p.start - 60):p.start]
            before = en_event.search(window)
        if before is not None and not re.search(r"[가-힣]", p.rule_id[:3]):
            start = p.start - (len(window) - before.start())
            if start == 0 or not (text[start - 1].isalnum()):
                out.append(Cand(start, p.end, f"en.since/{p.rule_id}", res, p.order))
        elif p.res.kind == "date" and not re.search(r"[가-힣]", text[p.start:p.end]):
            begin = _en_from(text, p)
            if begin is not None:
                out.append(Cand(begin, p.end, f"en.since/{p.rule_id}", res, p.order))
        after = ko_since.match(text, p.end)
        if after is not None and p.rule_id.startswith(("ko.", "date.")):
            out.append(Cand(p.start, after.end(), f"ko.buteo/{p.rule_id}", res, p.order))
        entered = _ko_entered().match(text, p.end)
        if entered is not None and p.res.kind in ("month", "year") and p.rule_id.startswith("ko."):
            out.append(Cand(p.start, entered.end(), f"ko.since_entered/{p.rule_id}", res, p.order))
    return out


def _since_then(text: str, points: list[Cand]) -> list[Cand]:
    """ "since then", 그때부터: an open interval from the last point said before it in its sentence."""
    out: list[Cand] = []
    for m in _SINCE_THEN.finditer(text):
        before = [p for p in points if p.res.kind in POINT_KINDS and p.end <= m.start()
                  and not re.search(r"[.!?\n]", text[p.end:m.start()])]
        if not before:
            continue
        p = max(before, key=lambda c: (c.end, c.end - c.start))
        first = start_of(p.res)
        if first is None:
            continue
        prefix = "ko.buteo" if re.search(r"[가-힣]", m.group(0)) else "en.since"
        out.append(Cand(m.start(), m.end(), f"{prefix}/then/{p.rule_id}", interval(first, None, "day", p.res.assumed),
                        p.order))
    return out


def _select(cands: list[Cand]) -> list[Cand]:
    chosen: list[Cand] = []
    for c in sorted(cands, key=lambda c: (-(c.end - c.start), c.start, c.order)):
        if all(c.end <= k.start or c.start >= k.end for k in chosen):
            chosen.append(c)
    return sorted(chosen, key=lambda c: c.start)


def composed(text: str, ctx: Ctx, lang: str = "en") -> list[Cand]:
    """Every candidate of ``text`` (atoms and compositions, overlapping), resolved against ``ctx``."""
    atoms = _atomic(text, ctx, lang)
    atoms += compose.offsets(text, atoms, ctx)
    atoms += parts.compose(text, ctx, atoms)
    atoms += frames.compose(text, atoms)
    atoms += ranges.ranges(text, ctx, atoms)
    if moves.has_move(text):
        atoms += moves.compose(text, ctx, atoms, _atomic(text, dataclasses.replace(ctx, forward=True), lang))
    points = atoms + _since(text, atoms)
    points += _since_then(text, points)
    return points + supply.compose(text, ctx, points)


def candidates(text: str, ctx: Ctx, lang: str = "en") -> list[Cand]:
    """The chosen (non-overlapping, in text order) candidates of ``text``, resolved against ``ctx``."""
    return _select(composed(text, ctx, lang))


def select(cands: list[Cand]) -> list[Cand]:
    """The longest non-overlapping candidates, in text order."""
    return _select(cands)


def to_resolution(text: str, cand: Cand) -> Resolution:
    span = TimeSpan(text=text[cand.start:cand.end], start=cand.start, end=cand.end)
    return cand.res.model_copy(update={"expression": span.text, "rule_id": cand.rule_id, "span": span})


def find(text: str, lang: str = "en") -> list[TimeSpan]:
    """Time expressions in ``text`` as verbatim spans, in text order, non-overlapping."""
    ctx = Ctx(_FIND_ANCHOR, text)
    return [TimeSpan(text=text[c.start:c.end], start=c.start, end=c.end) for c in candidates(text, ctx, lang)]
