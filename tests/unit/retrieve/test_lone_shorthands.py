"""An English lab shorthand said alone ("after meals?", "fasting?", "and post-meal ones?") asks its measure
(retrieve/shorthands.py, rows shorthand:<term> of ontology/read/query_cues.tsv); said inside a question with its own
topic it is left to the dictionary. A part of the day with "ones" after a reading's question asks that part of the
readings talked about."""

from __future__ import annotations

import datetime as dt

import pytest

from pia_graph.memory.recall_models import QueryUnderstanding, ThreadTurn
from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.shorthands import REASON
from pia_graph.retrieve.thread_read import entries
from pia_graph.retrieve.understand import understand

EST = dt.timezone(dt.timedelta(hours=-5))
SAID = dt.datetime(2026, 9, 22, 9, 0, tzinfo=EST)


def _ask(text: str, index: AliasIndex, dictionary: Dictionary,
         turns: tuple[tuple[str, bool], ...] = ()) -> QueryUnderstanding:
    rows = [ThreadTurn(said_at=SAID - dt.timedelta(hours=len(turns) - n), text=t, lang="en", asked=a)
            for n, (t, a) in enumerate(turns)]
    return understand(text, SAID, "en", index, dictionary, thread=entries(rows, index, dictionary, "en"))


@pytest.mark.parametrize(("text", "measure"), [
    ("after meals?", "test:postprandial_glucose"),
    ("and post-meal ones?", "test:postprandial_glucose"),
    ("what about after meals this week?", "test:postprandial_glucose"),
    ("after meals? and what number did she want", "test:postprandial_glucose"),
    ("fasting?", "test:fasting_glucose"),
    ("and fasting?", "test:fasting_glucose"),
])
def test_a_lone_shorthand_asks_its_measure_not_the_meal(text: str, measure: str, index: AliasIndex,
                                                        dictionary: Dictionary) -> None:
    u = _ask(text, index, dictionary)
    assert [d.value for d in u.entities] == [measure]
    assert [d.value for d in u.coordinates] == [measure]
    assert u.coordinates[0].reason == REASON
    assert not u.record_types


def test_a_lone_shorthand_after_a_glucose_question_keeps_its_own_measure(index: AliasIndex,
                                                                         dictionary: Dictionary) -> None:
    turns = (("fasting 118 this morning", False), ("how's my sugar been this week?", True))
    assert [d.value for d in _ask("after meals?", index, dictionary, turns).coordinates] == [
        "test:postprandial_glucose"]
    assert [d.value for d in _ask("fasting?", index, dictionary, turns).coordinates] == ["test:fasting_glucose"]


@pytest.mark.parametrize("text", ["do I get heartburn after meals?", "fasting insulin?", "intermittent fasting?",
                                  "fasting before my blood test?", "is my sugar after meals coming down?"])
def test_the_words_inside_a_question_with_its_own_topic_are_not_the_shorthand(text: str, index: AliasIndex,
                                                                              dictionary: Dictionary) -> None:
    assert all(d.reason != REASON for d in _ask(text, index, dictionary).coordinates)


def test_morning_ones_asks_the_morning_readings_talked_about(index: AliasIndex, dictionary: Dictionary) -> None:
    turns = (("bp 140/91 today", False), ("how's my blood pressure this week?", True))
    u = _ask("morning ones?", index, dictionary, turns)
    assert {"vital:systolic_bp", "vital:diastolic_bp"} <= {d.value for d in u.coordinates}
    assert [d.value for d in u.fields] == ["day_part:4-11"]
