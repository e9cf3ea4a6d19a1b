"""Korean visits: a place of care is a visit only with its going said (``ko_went``), rule ``visit.term``."""

from __future__ import annotations

import re

from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.extract.context import Ctx

# a Korean place of care is a visit only with its going said right after it ("내과 다녀왔어요", "병원에서 잰",
# "응급실 갔었어요", "안과 다시 갔더니", "류마티스내과 처음 가봤어요": again, first between); a checkup is an event
# by itself ("검진 때 요산 8.2")
_HANGUL = re.compile(r"[가-힣]")
_KO_PLACE_PARTICLE = re.compile(r"\s*(?:에게|한테|에|엘|을|를|으로|로)?\s*(?:(?:다시|또|처음)\s*)?")


def ko_went(ctx: Ctx, key: str, start: int, end: int) -> bool:
    """The visit word is English or a checkup, or the Korean place has its going said (rule ``visit.term``)."""
    if key == "visit:checkup" or not re.search(r"[가-힣]", ctx.text[start:end]):
        return True
    after = ctx.text[end:end + 16]
    went = cue_pattern(ctx.dictionary, "visit_went", "ko")
    particle = _KO_PLACE_PARTICLE.match(after)
    rest = after[particle.end():] if particle else after
    # the alias may say the going itself ("정형외과 감", "병원 진료")
    # (not a syllable that opens a longer word: 감염내과 is no 감)
    inside = any(m.start() > start or m.end() >= end or not _HANGUL.match(ctx.text, m.end())
                 for m in went.finditer(ctx.text, start, end))
    return inside or went.match(after.lstrip()) is not None \
        or went.match(rest) is not None or _dated_bare_place(ctx, start, end) \
        or _went_after_day(ctx, went, end + (particle.end() if particle else 0))


# the day said as the place's predicate in the past ("첫 외래 오늘이었는데", "병원 어제였어요")
_KO_WAS = re.compile(r"(?:이었|였)")


def _went_after_day(ctx: Ctx, went: re.Pattern[str], pos: int) -> bool:
    """ "피부과 오늘 갔어요", "현지 병원 어제 다녀왔어요", "퇴원하고 첫 외래 오늘이었는데": a day today or before said
    between the place and its going, or as its past predicate."""
    at = pos + len(ctx.text[pos:]) - len(ctx.text[pos:].lstrip())
    today = ctx.said_at.date()
    for r in ctx.resolutions:
        if r.span is not None and r.span.start == at and r.kind == "date" and r.date is not None and r.date <= today:
            after = r.span.end + len(ctx.text[r.span.end:]) - len(ctx.text[r.span.end:].lstrip())
            return went.match(ctx.text, after) is not None or _KO_WAS.match(ctx.text, r.span.end) is not None
    return False


_SENTENCE_END = re.compile(r"[\s.!~…ㅎㅋ]*$")


def _dated_bare_place(ctx: Ctx, start: int, end: int) -> bool:
    """ "…괜찮대요. 오늘 산부인과": a sentence of a day word and a place of care alone, the day today or before:
    the sentence names where the user was that day. A place said after a reading in its sentence ("크레아티닌 1.1
    오늘 신장내과") stays no visit; a plan or a booking is settled before this."""
    sentence = ctx.sentence_of(start)
    if _SENTENCE_END.match(ctx.text[end:sentence.end]) is None:
        return False
    today = ctx.said_at.date()
    for r in ctx.resolutions:
        if r.span is None or not sentence.start <= r.span.start < r.span.end <= start or r.kind != "date" \
                or r.date is None or r.date > today:
            continue
        if not (ctx.text[sentence.start:r.span.start] + ctx.text[r.span.end:start]).strip(" ,.:에"):
            return True
    return False
