"""The weight a change led to, said with "now" (issue 12): "lost 10 pounds since the wedding!! now 189", "lost 3 lbs
over christmas somehow, at 181 now", "up 4 lbs since last week ugh. 192 this morning". The change itself is no record
(the suites' gold keeps none); the number said as the weight now is, in the change's unit, dated by the turn (not by
the change's time, "over christmas"). A bare number after a change with no "now" beside it is left: it may be the
value of the day compared with. ``weight_change`` tells a change's amount from a weighing (``vitals_labs`` and the
follow-ups read it too)."""

from __future__ import annotations

import re
from dataclasses import replace

from pia_graph.ingest.extract.context import Ctx
from pia_graph.ingest.extract.numbers import Quantity

# "2키로 빠졌어요", "lost 3 lbs": a change of weight, not a weighing
_WEIGHT_CHANGE = re.compile(r"\s*(?:이나|정도|쯤|가량|넘게)?\s*(?:(?:다시|또|더)\s*)?"
                            r"(?:빠졌|빠짐|빠지|빠져|쪘|찜|늘었|늘어|줄었|줄어|감량|증가|빼|뺐)"
                            r"|\s*(?:lost|gained|down|up|more|less|heavier|lighter)\b", re.I)
# "lost 2 kg", "체중 +2키로 74.5": a change said before its amount, by a verb or a plus sign
_WEIGHT_CHANGE_BEFORE = re.compile(r"\b(?:lost|gained|lose|gain|down|up|dropped|put\s+on)\s+(?:about\s+|like\s+)?$"
                                   r"|\+\s*$", re.I)

_NOW_BEFORE_EN = re.compile(r"\b(?:now|currently)\s+(?:at\s+|about\s+|around\s+|like\s+)?$", re.I)
# the change closes its sentence and the next one opens with "now" or the number ("… since the wedding!! now 189",
# "up 4 lbs since last week ugh. 192 this morning")
_NOW_OPENS_EN = re.compile(r"[\s!.]*(?:now|currently|\d)", re.I)
_NOW_AFTER_EN = re.compile(r"\s*(?:lbs?|pounds|kgs?|kilos?)?\s+(?:now|currently|today|this\s+(?:morning|am))\b", re.I)


def weight_now_en(ctx: Ctx, change: Quantity) -> Quantity | None:
    """The number after an English weight change (``change``, in kg or lb) in its sentence, bare or in the change's
    unit, said as the weight now, with no health word between; with the change's unit."""
    if ctx.lang != "en" or change.unit not in ("kg", "lb"):
        return None
    end = ctx.sentence_of(change.start).end
    if _NOW_OPENS_EN.match(ctx.text, end):
        end = ctx.sentence_of(len(ctx.text) - len(ctx.text[end:].lstrip(" !.\n"))).end
    nxt = next((n for n in ctx.quantities if change.end <= n.start < end and ctx.free(n)), None)
    if nxt is None or nxt.kind != "number" or nxt.unit not in (None, change.unit) or weight_change(ctx, nxt) \
            or any(change.end <= m.start < nxt.start for m in ctx.matches) or nxt.value <= change.value:
        return None
    if not (_NOW_BEFORE_EN.search(ctx.text[max(change.end, nxt.start - 20):nxt.start])
            or _NOW_AFTER_EN.match(ctx.text, nxt.end)):
        return None
    return nxt if nxt.unit is not None else replace(nxt, unit=change.unit)


# "3.2키로 빠져서 지금 71.8이에요", "2.4kg 빠짐. 지금 64.3", "4키로 다시 쪘어요 ㅠㅠ 지금 73.2": the number said as the
# weight now, by a word of the present right before it (a weighing word between is allowed)
_NOW_BEFORE_KO = re.compile(r"(?:지금|현재|이제|오늘\s*(?:아침)?)\s*(?:은|는|도)?\s*(?:체중|몸무게)?"
                            r"\s*(?:은|는|이|가)?\s*$")
_NOW_OPENS_KO = re.compile(r"[\s!.~ㅠㅜㅋㅎ]*(?:지금|현재|이제|오늘)")


def weight_now_ko(ctx: Ctx, change: Quantity) -> Quantity | None:
    """The number after a Korean weight change (``change``, in kg, 키로 or bare) in its sentence or the next one that
    opens with the present, said as the weight now (지금 / 현재 / 이제 / 오늘 right before it), with no health word
    between; in kg. The change is no record (the same convention as English, ``weight_now_en``)."""
    if ctx.lang != "ko" or change.unit not in ("kg", "kilo", None):
        return None
    end = ctx.sentence_of(change.start).end
    if _NOW_OPENS_KO.match(ctx.text, end):
        end = ctx.sentence_of(len(ctx.text) - len(ctx.text[end:].lstrip(" !.~ㅠㅜㅋㅎ\n"))).end
    nxt = next((n for n in ctx.quantities if change.end <= n.start < end and ctx.free(n)), None)
    if nxt is None or nxt.kind != "number" or nxt.unit not in (None, "kg", "kilo") or weight_change(ctx, nxt) \
            or any(change.end <= m.start < nxt.start for m in ctx.matches) or nxt.value <= change.value \
            or not 25 <= nxt.value <= 250:
        return None
    if not _NOW_BEFORE_KO.search(ctx.text[max(change.end, nxt.start - 12):nxt.start]):
        return None
    return replace(nxt, unit="kg")


def weight_change(ctx: Ctx, q: Quantity) -> bool:
    """The number is the amount of a weight change ("2킬로 빠졌네요", "+2키로", "lost 3 lbs"), no weight."""
    return bool(_WEIGHT_CHANGE.match(ctx.text, q.end)
                or _WEIGHT_CHANGE_BEFORE.search(ctx.text[max(0, q.start - 20):q.start]))


def weight_after_change(ctx: Ctx, change: Quantity) -> Quantity | None:
    """The next number of the sentence, in kg or bare, with no health word between: the weight the change led to
    (Korean; English "down 0.5 from yesterday, 71.9 now" would date the weight by the day compared with)."""
    if ctx.lang != "ko":
        return None
    sentence = ctx.sentence_of(change.start)
    nxt = next((n for n in ctx.quantities if n.start >= change.end and n.start < sentence.end and ctx.free(n)), None)
    if nxt is None or nxt.kind != "number" or nxt.unit not in (None, "kg", "lb") or weight_change(ctx, nxt) \
            or any(change.end <= m.start < nxt.start for m in ctx.matches):
        return None
    ctx.take(change)
    return nxt if nxt.unit is not None or change.unit is None else replace(nxt, unit=change.unit)

