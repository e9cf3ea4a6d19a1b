"""The part of the day a question asks of its readings (retrieve/day_parts.py, the `day_part` cue rows)."""

from __future__ import annotations

import datetime as dt

from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.day_parts import asked_part, fence, hour_of, within
from pia_graph.retrieve.structured import StructuredHit
from pia_graph.retrieve.understand import understand

KST = dt.timezone(dt.timedelta(hours=9))


def _reading(rid: str, hour: int, kind: str = "vital_sign") -> StructuredHit:
    said = dt.datetime(2026, 9, 7, hour, 0, tzinfo=KST)
    rec = {"record_id": rid, "type": kind, "coordinate": "vital:systolic_bp", "time_rule": "implicit.said_at",
           "sort_time": said.replace(hour=12), "recorded_at": said}
    return StructuredHit(rec, [], 1.0)


def test_a_day_part_is_asked_unless_it_is_a_time_or_a_name(index: AliasIndex, dictionary: Dictionary) -> None:
    said = dt.datetime(2026, 9, 9, 8, 10, tzinfo=KST)
    assert asked_part(understand("저녁 혈압만", said, "ko", index, dictionary)) == (17, 23)
    assert asked_part(understand("morning bp readings?", said, "en", index, dictionary)) == (4, 11)
    # a time ("this morning") and a test's name (아침 혈당: the fasting glucose) are not a part asked
    assert asked_part(understand("what was my bp this morning", said, "en", index, dictionary)) is None
    assert asked_part(understand("아침 혈당 어때", said, "ko", index, dictionary)) is None


def test_readings_outside_the_part_are_fenced_only_when_some_are_inside() -> None:
    hits = [_reading("m1", 8), _reading("e1", 20), _reading("m2", 7), _reading("e2", 21)]
    assert [h.record["record_id"] for h in fence(hits, (17, 23))] == ["e1", "e2"]
    mornings = [_reading("m1", 8), _reading("m2", 7)]
    assert fence(mornings, (17, 23)) == mornings  # never empties what answers
    other = [_reading("m1", 8), _reading("n1", 8, kind="medication_regimen"), _reading("e1", 20)]
    assert [h.record["record_id"] for h in fence(other, (17, 23))] == ["n1", "e1"]  # only readings are fenced


def test_the_hour_is_the_readings_own_time_when_a_rule_gave_one() -> None:
    rec = _reading("x", 22).record
    assert hour_of(rec) == 22
    timed = {**rec, "time_rule": "ko.day_part", "sort_time": dt.datetime(2026, 9, 7, 7, 30, tzinfo=KST)}
    assert hour_of(timed) == 7
    assert within(23, (20, 3)) and within(2, (20, 3)) and not within(12, (20, 3))


def test_am_beside_i_is_the_verb_not_the_morning(index: AliasIndex, dictionary: Dictionary) -> None:
    said = dt.datetime(2026, 9, 9, 20, 10, tzinfo=KST)
    for text in ("is my hemoglobin better, and how am I supposed to take it", "what dose am i on now",
                 "how many hours am I averaging at night", "I am worried, how is my bp"):
        assert asked_part(understand(text, said, "en", index, dictionary)) is None, text
    for text in ("my am readings this week", "bp at 7 am?", "fasting sugar a.m. only"):
        assert asked_part(understand(text, said, "en", index, dictionary)) == (4, 11), text
