"""A record told in a later sentence of an episode dated before it: the episode's day (pure).

"city2surf yesterday! 14k in 1:26", "St Patrick's day was lively. 7 pints.", "fireworks last night kept me up, fell
asleep around 1 woke at 7. Also had 4 beers at the bbq", "어제 … 라면까지 먹었네요. 저는 소주 세 잔 정도": an event
(``EPISODE_TYPES``: a drink, a meal, a session; or a reading taken after a meal, cue list
``after_meal_reading``: "어제 결혼식 뷔페에서 과식. 식후 2시간 혈당 212") said in a sentence with no time of its
own goes on the story of the nearest sentence before it that tells a time, when that sentence tells one recent past
day (a day before the turn's, ``EPISODE_DAYS`` at most; a day ahead, "광복절 연휴 앞두고", is no episode's). A
sentence that tells today or now (cue list ``value_now``), or a change of topic on the way (cue list
``topic_shift``), leaves the record on the turn's day.
"""

from __future__ import annotations

from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.extract.context import Ctx
from pia_graph.ingest.extract.timing import POINT_KINDS
from pia_graph.ingest.hup.types import types_where
from pia_graph.temporal import Resolution

#: how far back an episode told on with no time of its own may lie: a story told on is recent; a day further
#: back is likelier a reading of the resolver's gone wrong ("할로윈 파티 갔다가 …" the day before Halloween, read as
#: last year's) than an episode a year old told sentence by sentence
EPISODE_DAYS = 31
_READING_TYPES = types_where(result=True)
#: the events an episode goes on with; a reading or a state said after it is often the turn's own ("legs wrecked"),
#: and so is a dose, taken now for what the episode left ("어제 과음해서 속쓰림. 오메프라졸 20 먹음", "Pulled a
#: muscle … yesterday, pain's like a 6. Took 400 mg ibuprofen at 10.")
EPISODE_TYPES = types_where(episode_event=True)  # a drink, a meal, a session


def episode_day(ctx: Ctx, start: int, record_type: str) -> Resolution | None:
    """The one past day of the nearest earlier sentence that tells a time, for an event at ``start`` whose own
    sentence tells none; else None."""
    if record_type not in EPISODE_TYPES and not (
            record_type in _READING_TYPES
            and cue_pattern(ctx.dictionary, "after_meal_reading", ctx.lang).search(ctx.clause_of(start).text)):
        return None  # a reading goes on the episode only when taken after its meal ("식후 2시간 혈당 212")
    told = [r for r in ctx.resolutions if r.span is not None and r.kind in POINT_KINDS]  # no clock, no length
    sentence = ctx.sentence_of(start)
    if any(sentence.start <= r.span.start < sentence.end for r in told if r.span is not None):
        return None
    earlier = [s for s, _parts in ctx.sentences if s.end <= sentence.start
               and any(s.start <= r.span.start < s.end for r in told if r.span is not None)]
    if not earlier:
        return None
    last = earlier[-1]
    if cue_pattern(ctx.dictionary, "topic_shift", ctx.lang).search(ctx.text, last.end, start) \
            or cue_pattern(ctx.dictionary, "value_now", ctx.lang).search(sentence.text):
        return None  # "… anyway, 2 beers", "had 2 beers now": no longer the episode
    today = ctx.said_at.date()
    points = [r for r in told if r.span is not None and last.start <= r.span.start < last.end]
    past = [r for r in points if r.kind == "date" and r.date is not None and r.date < today
            and (today - r.date).days <= EPISODE_DAYS]
    ahead = [r for r in points if r.kind == "date" and r.date is not None and r.date > today]
    if len({r.date for r in past}) != 1 or len(past) + len(ahead) != len(points):
        return None  # no recent past day, two of them, today, or a month or a span: no one day of an episode
    return past[0]
