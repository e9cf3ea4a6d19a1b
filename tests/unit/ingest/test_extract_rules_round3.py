"""Extraction rules added or widened in round 3 (issue 12), one test per rule, each with wording of its own
(not a suite's sentence)."""

from __future__ import annotations

from typing import Any

import pytest

from pia_graph.ingest.extract.numbers import find_quantities
from pia_graph.ingest.hup import Extraction

SAID = "2026-07-09T12:00:00+00:00"


def _records(run: Any, text: str, lang: str = "en") -> list[tuple[str, str, dict[str, Any]]]:
    got: Extraction = run(text, SAID, lang)
    return [(r.type, r.coordinate, r.model_dump()) for r in got.records]


def _by(records: list[tuple[str, str, dict[str, Any]]], coordinate: str) -> list[dict[str, Any]]:
    return [f for _t, c, f in records if c == coordinate]


# rule followup.next_reading: an earlier reading said after the current one, also in the next sentence
@pytest.mark.parametrize(("text", "lang", "coordinate", "values", "month"), [
    ("ldl 96 now!! was 131 in january", "en", "test:ldl_cholesterol", [96.0, 131.0], "2026-01"),
    ("my a1c is 6.1, down from 6.6 in april", "en", "test:hba1c", [6.1, 6.6], "2026-04"),
    ("공복혈당 104 나왔어.. 2월엔 121이었는데", "ko", "test:fasting_glucose", [104.0, 121.0], "2026-02"),
])
def test_an_earlier_reading_after_the_current_one(run: Any, text: str, lang: str, coordinate: str,
                                                  values: list[float], month: str) -> None:
    readings = _by(_records(run, text, lang), coordinate)
    assert sorted(r["value"] for r in readings) == sorted(values)
    earlier = next(r for r in readings if r["value"] == values[1])
    assert (earlier.get("month"), earlier.get("date")) == (month, None)  # the month said, before SAID (2026-07)
    assert earlier["rule_id"] in ("followup.next_reading", "measure.term_value")


def test_an_unrelated_number_in_the_next_sentence_is_not_a_reading(run: Any) -> None:
    readings = _by(_records(run, "ldl 96 today. walked 3 miles after"), "test:ldl_cholesterol")
    assert [r["value"] for r in readings] == [96.0]


# numbers: stones with the pounds' unit unsaid, and stones alone ("14 st")
@pytest.mark.parametrize(("text", "pounds"), [("10st 3 last week", 143.0), ("about 15 st at xmas", 210.0),
                                              ("9 stone 12", 138.0)])
def test_stones_and_pounds(text: str, pounds: float) -> None:
    got = [q for q in find_quantities(text, "en") if q.kind == "stone_pounds"]
    assert [q.value for q in got] == [pounds]


def test_an_ordinal_is_not_a_stone() -> None:
    assert not [q for q in find_quantities("my 1st run in weeks", "en") if q.kind == "stone_pounds"]


# rule symptom.term: resolution said in the next clause, and the words a fever or an illness is over with
@pytest.mark.parametrize(("text", "lang", "coordinate"), [
    ("my fever finally broke this morning", "en", "symptom:fever"),
    ("woke with a headache, gone by lunch", "en", "symptom:headache"),
    ("어제부터 열이 있었는데 열은 다 내렸어", "ko", "symptom:fever"),
])
def test_a_symptom_said_to_be_over_is_resolved(run: Any, text: str, lang: str, coordinate: str) -> None:
    got = _by(_records(run, text, lang), coordinate)
    assert got and got[0]["status"] == "resolved"


@pytest.mark.parametrize(("text", "coordinate"), [
    ("had eczema as a toddler but grew out of it", "condition:eczema"),
    ("thyroid cancer survivor, all clear since 2019", "condition:thyroid_cancer"),
])
def test_a_condition_outgrown_or_survived_is_resolved(run: Any, text: str, coordinate: str) -> None:
    got = _by(_records(run, text), coordinate)
    assert got and got[0]["status"] == "resolved"


# rule symptom.treated_body_part: a drug taken for a body part is taken for its pain
def test_a_drug_taken_for_a_body_part_gives_its_pain(run: Any) -> None:
    records = _records(run, "had an ibuprofen for my knees after the hike")
    pain = _by(records, "symptom:knee_pain")
    assert pain and pain[0]["rule_id"] == "symptom.treated_body_part"
    assert _by(records, "drug:ibuprofen")


def test_a_body_part_without_a_drug_is_not_pain(run: Any) -> None:
    assert not _by(_records(run, "bought a new brace for my knee"), "symptom:knee_pain")


# rule symptom.term (Korean): a symptom a dose was taken for is today's episode, a reason to stop is not
def test_korean_symptom_treated_is_an_episode(run: Any) -> None:
    assert _by(_records(run, "생리통 때문에 타이레놀 한 알 먹었어", "ko"), "symptom:abdominal_pain") \
        or _by(_records(run, "두통 때문에 타이레놀 한 알 먹었어", "ko"), "symptom:headache")
    assert not [c for t, c, _f in _records(run, "두통 때문에 메트포르민 끊었어", "ko") if t == "symptom"]


# rule med.named_drug: switching from one drug to another stops the first
@pytest.mark.parametrize(("text", "lang", "old", "new"), [
    ("doc changed me from lisinopril 10 to losartan", "en", "drug:lisinopril", "drug:losartan"),
    ("메트포르민에서 자누메트로 바꿨어요", "ko", "drug:metformin", None),
])
def test_a_switch_stops_the_first_drug(run: Any, text: str, lang: str, old: str, new: str | None) -> None:
    records = _records(run, text, lang)
    assert [r["status"] for r in _by(records, old)] == ["stopped"]
    if new is not None:
        assert [r["status"] for r in _by(records, new)] == ["active"]


# rule profile.smoking_status: a habit quit in the next clause is former; another substance quit is not
def test_smoking_quit_in_the_next_clause_is_former(run: Any) -> None:
    assert [r["value"] for r in _by(_records(run, "smoked 10 a day through college, quit in 2015"),
                                     "profile:smoking")] == ["former"]
    assert [r["value"] for r in _by(_records(run, "smoke a pack a day, quit drinking last year"),
                                     "profile:smoking")] == ["current"]
