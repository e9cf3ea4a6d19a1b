"""Comparisons with an earlier value in one turn (pure): a small grammar over the analysed utterance's quantities.

Two values of one measurement said as a change ("went from 150 to 132", "down to 6.8 from 7.4", "my a1c was 8 in
january, now it's 7.2", "작년엔 140이었는데 지금 125", "7.2에서 6.8로", "7.4 -> 6.9") make a ``Frame``: the earlier
value, the current value, and the earlier side, the stretch of text that belongs to the earlier value. The
conventions of the develop suites follow from it (pipeline, timing):

- a time word said on the earlier side dates the earlier value only, never the current one;
- the current value takes the time word of its own side, else the turn's day;
- the earlier value is a record only when its side has a time the resolver fixes on the calendar ("in january",
  "작년엔", "석 달 전엔"); "지난번엔 7.9였는데", "down from 15", "예전엔 90kg 넘었는데" store no earlier reading.

Each rule reads the gap between two consecutive quantities (and a few characters around them); a measurement
named between them other than one named before the first ends the comparison ("혈당 140이었는데 혈압은 130").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from itertools import pairwise

from pia_graph.ingest.cue_words import aim_pattern
from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.extract.numbers import Quantity
from pia_graph.ingest.extract.timing import POINT_KINDS, after_said_at
from pia_graph.ontology.word_lists import words_alternation
from pia_graph.temporal import Resolution

_KINDS = frozenset({"number", "pair", "stone_pounds"})
# a change aimed at, not made ("get it to 120", "trying to get down to 75"): with the aim words, no comparison
_AIM_ALSO = r"\b(?:get|getting|bring|hoping)\b"
# "from 7.9", "from like 150": the word that opens the earlier side before its value
_FROM_BEFORE = re.compile(r"\bfrom\s+(?:like\s+|about\s+|around\s+)?$", re.IGNORECASE)
# "… to", "… down to", "… all the way down to", "->": the gap after an earlier value closes on the change's target
_TO_GAP = re.compile(r"^(?P<side>[^\d!?;]{0,40}?)\s*"
                     r"(?:\b(?:(?:all\s+the\s+way\s+)?(?:down|up|back)\s+)?to|->|→|=>)\s*$", re.IGNORECASE)
# "6.8, down from 7.4", "52 today from 41 in june", "34 inches now, down from 37", "6.9 (was 7.4 in jan)", "13st 2lb
# which is down from 13st 8": the gap after a current value opens the earlier side (a word of the rule words
# ``value_now`` may come first)


@cache
def _from_gap() -> re.Pattern[str]:
    now = words_alternation("value_now", "en")
    return re.compile(
        rf"^[\s,(]*(?:[a-z%/]{{1,8}}\.?)?[\s,(]*(?:(?:which|that)\s+(?:is|was|'s)\s+|(?:{now})[\s,!.]*)?"
        r"(?P<marker>(?:up|down)\s+from|from|compared\s+(?:to|with)|vs\.?|versus|previously|before\s+it\s+was|was"
        r"|last\s+time(?:\s+it\s+was)?)\s+(?:like\s+|about\s+|around\s+)?$",
        re.IGNORECASE,
    )


@cache
def _now(lang: str) -> re.Pattern[str]:
    """The word that opens the current side ("…, now it's 7.2", "… 지금 125"): the rule words ``value_now``."""
    if lang == "ko":
        return re.compile(words_alternation("value_now", "ko", r"\s*"))
    return re.compile(rf"\b(?:{words_alternation('value_now', 'en')})\b", re.IGNORECASE)


# "was 8", "were like 150", "used to be 90": the earlier value's own past copula (English)
_WAS_BEFORE = re.compile(r"\b(?:was|were|used\s+to\s+be|been)\s+(?:like\s+|about\s+|around\s+|at\s+)?$", re.IGNORECASE)
# Korean: the earlier value's clause closes on a past contrast ("이었는데", "였는데", "넘었는데", "났었는데", "였지만",
# "였다가"); the current value follows in the next clause
_PAST_CONTRAST_KO = re.compile(r"^(?P<side>[^\d]{0,12}?(?:었|였|았)(?:었)?\s*(?:는데|지만|다가))(?P<rest>[^\d]{0,20})$")
# "7.2에서 6.8로": the value a Korean change starts from
_FROM_KO = re.compile(r"^\s*(?:%|[a-zA-Z/]{1,6})?\s*에서\s*$")
# "석 달 전엔", "지난번에는", "작년엔", "예전엔": a clause about an earlier reading (Korean)
EARLIER_KO = re.compile(r"전(?:엔|에는|에|에도)|지난번|저번|이전|작년|예전")


@dataclass(frozen=True, slots=True)
class Frame:
    earlier: Quantity
    current: Quantity
    side: tuple[int, int]  # the earlier side: the time words said in it date the earlier value only
    targeted: bool = False  # said as a change's start and target ("7.4 -> 6.9", "from 150 to 132", "7.2에서 6.8로")


def frames(ctx: Ctx) -> list[Frame]:
    """The comparisons the utterance says, in order."""
    qs = [q for q in ctx.quantities if q.kind in _KINDS]
    out: list[Frame] = []
    for a, b in pairwise(qs):
        if a.kind != b.kind or not _one_measurement(ctx, a, b):
            continue
        frame = _frame(ctx, a, b)
        if frame is not None:
            out.append(frame)
    return out


def _frame(ctx: Ctx, a: Quantity, b: Quantity) -> Frame | None:
    gap = ctx.text[a.end:b.start]
    same_sentence = ctx.sentence_of(a.start) == ctx.sentence_of(b.start)
    after = _from_gap().match(gap)
    if after is not None and (same_sentence or "from" in after.group("marker").lower()):
        # "A1c 5.9 this time!! down from 6.3 in October": the earlier side runs to the end of its clause
        return Frame(b, a, (a.end + after.start("marker"), ctx.clause_of(b.start).end))
    if ctx.lang == "ko":
        earlier = EARLIER_KO.search(gap)
        if earlier is not None and not _PAST_CONTRAST_KO.match(gap[:earlier.start()]):
            # "7.4로 올랐어ㅠ 석달전엔 6.9였는데", "7.4 나옴.. 3개월 전엔 6.9": the earlier value said after the current
            # one; its side runs from the earlier word to the end of its clause
            start = a.end + earlier.start()
            start = min([r.span.start for r in ctx.resolutions if r.span is not None
                         and a.end <= r.span.start < start <= r.span.end] + [start])  # "석 달 전엔" whole
            return Frame(b, a, (start, max(ctx.clause_of(b.start).end, b.end)))
    if not same_sentence:
        return None
    to = _TO_GAP.match(gap)
    # "weight 176 lb, want to get to 160": an aim said with the target is a goal, not a change made
    if to is not None and "," not in gap and aim_pattern(ctx.dictionary, ctx.lang, also=_AIM_ALSO).search(gap) is None:
        opened = _FROM_BEFORE.search(ctx.text[max(0, a.start - 20):a.start])
        start = a.start - len(opened.group(0)) if opened is not None else a.start
        return Frame(a, b, (start, a.end + to.end("side")), targeted=True)
    if ctx.lang == "ko":
        return _frame_ko(ctx, a, b, gap)
    clause_a, clause_b = ctx.clause_of(a.start), ctx.clause_of(b.start)
    # the word opens the current value's own clause ("…, now it's 7.2"; "was 82.4 this morning, now 81.9": not
    # "this morning", said on the earlier side)
    now = _now("en").search(ctx.text, max(a.end, clause_b.start), b.start) if clause_a != clause_b else None
    if now is not None and _WAS_BEFORE.search(ctx.text[max(0, a.start - 25):a.start]) \
            and not re.search(r"[!?;]", ctx.text[a.end:now.start()]):
        # "my a1c was 8 in january, now it's 7.2", "CRP was 12 two weeks ago, now 3.1"
        return Frame(a, b, (clause_a.start, now.start()))
    return None


def _frame_ko(ctx: Ctx, a: Quantity, b: Quantity, gap: str) -> Frame | None:
    if _FROM_KO.match(gap):
        return Frame(a, b, (a.start, b.start), targeted=True)
    clause_a = ctx.clause_of(a.start)
    past = _PAST_CONTRAST_KO.match(gap)
    if past is None:
        return None
    side = (clause_a.start if clause_a.start <= a.start else a.start, a.end + past.end("side"))
    earlier_said = EARLIER_KO.search(ctx.text[side[0]:side[1]]) is not None or _own_time(ctx, side) is not None
    now_said = _now("ko").search(past.group("rest")) is not None
    # "혈압 아침엔 150/95였는데 저녁엔 135/85": two readings of one day, no comparison with an earlier time
    return Frame(a, b, side) if earlier_said or now_said else None


def _one_measurement(ctx: Ctx, a: Quantity, b: Quantity) -> bool:
    """No measurement is named between the two values but one named before the first in its clause ("작년 혈당
    140이었는데 지금 혈당 125" compares; "혈당 140이었는데 혈압은 130" does not)."""
    clause = ctx.clause_of(a.start)
    before = {m.term_key for m in ctx.matches if m.term_key and clause.start <= m.start < a.start}
    between = {m.term_key for m in ctx.matches if m.term_key and a.end <= m.start < b.start}
    return between <= before


def _own_time(ctx: Ctx, side: tuple[int, int]) -> Resolution | None:
    inside = [r for r in ctx.resolutions if r.kind in POINT_KINDS and r.span is not None
              and side[0] <= r.span.start < side[1] and not after_said_at(r, ctx.said_at)]
    return inside[-1] if inside else None


def own_time(ctx: Ctx, frame: Frame) -> Resolution | None:
    """The time the earlier side fixes on the calendar (the last one said in it), or None: then the earlier value
    is no record."""
    return _own_time(ctx, frame.side)


def value_of(ctx: Ctx, start: int, end: int) -> Quantity | None:
    """The quantity a measurement draft spanning ``start``..``end`` holds as its value: the one it ends on (the name
    said first, "a1c 7.2") or the one it starts on ("90kg 몸무게")."""
    return next((q for q in ctx.quantities if q.kind in _KINDS and start <= q.start and q.end == end), None) \
        or next((q for q in ctx.quantities if q.kind in _KINDS and q.start == start and q.end <= end), None)


def is_current(ctx: Ctx, q: Quantity) -> bool:
    """``q`` is the target of a change said with its start ("7.4 -> 6.9 떨어졌어요": 6.9 is where it fell to, not by
    how much)."""
    return any(frame.current is q and frame.targeted for frame in frames(ctx))


def partner(ctx: Ctx, q: Quantity) -> Quantity | None:
    """The other value of a comparison ``q`` is part of."""
    for frame in frames(ctx):
        if frame.current is q:
            return frame.earlier
        if frame.earlier is q:
            return frame.current
    return None



Sides = dict[int, tuple[Resolution | None, list[tuple[int, int]]]]


def settle(ctx: Ctx, drafts: list[Draft], measured: frozenset[str]
           ) -> tuple[list[Draft], Sides, list[tuple[int, int]]]:
    """The drafts less each earlier value whose side fixes no time, and per kept draft of a ``measured`` type (by
    ``id``): the earlier side's time when it is an earlier value, and the earlier sides whose time words it must not
    take when it is a current one. An earlier value counts only when a draft of the same measurement holds its
    frame's current value. Last, every earlier side (no batch of results takes a time said on one)."""
    said = frames(ctx)
    if not said:
        return drafts, {}, []
    values = {id(d): value_of(ctx, d.start, d.end) for d in drafts if d.type in measured}
    kept: list[Draft] = []
    sides: Sides = {}
    for d in drafts:
        q = values.get(id(d))
        frame = next((f for f in said if q is not None and f.earlier is q and any(
            o.coordinate == d.coordinate and values.get(id(o)) is f.current for o in drafts if o is not d)), None)
        if frame is not None:
            own = own_time(ctx, frame)
            if own is None:
                continue
            sides[id(d)] = (own, [])
        elif q is not None:
            sides[id(d)] = (None, [f.side for f in said if f.current is q])
        kept.append(d)
    return kept, sides, [f.side for f in said]
