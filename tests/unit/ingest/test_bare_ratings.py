"""English symptom ratings said as a bare number (``extract.bare_ratings``): inside the symptom's clause ("lower
back pain about 5 today", "down to a 3 after 2 tylenol") the number is the symptom's value; in a reply about the one
open symptom ("down to a 3", "pain about 5 today", rule ``earlier_turn.grade``) it rates that symptom. A number that
is something else (a count of pills, days, a reading, another term's value) rates nothing."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.ingest.turn_flow import offline_scenario
from pia_graph.ontology import AliasIndex, Dictionary

SAID = "2026-07-22T09:00:00+09:00"
BEFORE = dt.datetime(2026, 4, 21, 22, 0, tzinfo=dt.UTC)
LATER = dt.datetime(2026, 4, 23, 22, 0, tzinfo=dt.UTC)
OPEN = "pain in my lower back 8/10 after moving boxes"


def _symptoms(run: Any, text: str) -> list[tuple[Any, Any]]:
    return [(r.coordinate, r.value) for r in run(text, said_at=SAID, lang="en").records if r.type == "symptom"]


@pytest.mark.parametrize(("text", "coordinate", "value"), [
    ("lower back pain about 5 today", "symptom:back_pain", 5.0),
    ("back pain down to a 3 after 2 tylenol", "symptom:back_pain", 3.0),
    ("my back pain is down to a 3", "symptom:back_pain", 3.0),
    ("knee pain maybe a 6 out of 10", "symptom:knee_pain", 6.0),
])
def test_a_bare_rating_in_the_symptoms_clause_is_its_value(run: Any, text: str, coordinate: str,
                                                           value: float) -> None:
    assert _symptoms(run, text) == [(coordinate, value)]


@pytest.mark.parametrize("text", [
    "headache about 5 days now",  # a count of days
    "headache, took about 5 today",  # a count of pills, in another clause
    "headache like 2 times this week",  # how often
])
def test_a_number_that_counts_is_no_rating(run: Any, text: str) -> None:
    assert _symptoms(run, text) == [("symptom:headache", None)]


def _reply(dictionary: Dictionary, index: AliasIndex, text: str) -> dict[str, Any]:
    return offline_scenario({"id": "t", "kind": "storage", "lang": "en", "said_at": LATER.isoformat(), "text": text,
                             "history": [{"said_at": BEFORE.isoformat(), "text": OPEN}]}, index, dictionary)


@pytest.mark.parametrize(("text", "value"), [
    ("down to a 3", 3.0), ("down to a 3 today with ice", 3.0), ("maybe a 6", 6.0), ("it's about a 4 now", 4.0),
    ("maybe 3 today", 3.0), ("pain about 5 today", 5.0),
])
def test_a_bare_rating_in_a_reply_rates_the_open_symptom(dictionary: Dictionary, index: AliasIndex, text: str,
                                                         value: float) -> None:
    got = _reply(dictionary, index, text)
    assert got["retain"] is True
    assert [(r["coordinate"], r.get("value")) for r in got["records"]] == [("symptom:back_pain", value)]


@pytest.mark.parametrize("text", [
    "took 2 this morning",  # a count of pills
    "had 3 coffees, maybe a 4",  # another number without a unit beside it
    "sugar was 6",  # another term's reading
])
def test_a_number_that_is_something_else_rates_nothing(dictionary: Dictionary, index: AliasIndex,
                                                       text: str) -> None:
    got = _reply(dictionary, index, text)
    assert not [r for r in got["records"] if r["coordinate"] == "symptom:back_pain"]
