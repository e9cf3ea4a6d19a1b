"""Rules for wording the tuning suites did not hold: implied units and coordinates, stones, birth dates with
their year, a symptom that has settled, and the RETAIN gate kept by a record it missed. One test per rule."""

from __future__ import annotations

from typing import Any

import pytest

from pia_graph.ingest.retain_gate import retain_decision, retain_for_records
from pia_graph.ingest.utterance import analyse
from pia_graph.ontology import AliasIndex

SAID = "2026-03-11T09:00:00+09:00"


def _records(run: Any, text: str, lang: str = "en") -> list[tuple[str, str, Any, str | None]]:
    got = run(text, SAID, lang)
    return [(r.rule_id, r.coordinate, r.value if not isinstance(r.value, float) else round(r.value, 1), r.unit)
            for r in got.records if r.type not in ("symptom",)]


@pytest.mark.parametrize(("text", "lang", "expected"), [
    ("scale said 81.4 today", "en", ("body:weight", 81.4, "kg")),
    ("the scales say 182 this morning", "en", ("body:weight", 82.6, "kg")),  # lb by magnitude
    ("99.9 this morning, feel feverish", "en", ("vital:body_temperature", 37.7, "Cel")),  # °F by magnitude
    ("thermometer says 38.4", "en", ("vital:body_temperature", 38.4, "Cel")),
    ("열이 나서 재보니 38.2", "ko", ("vital:body_temperature", 38.2, "Cel")),
])
def test_measure_implied_by_word(run: Any, text: str, lang: str, expected: tuple[str, float, str]) -> None:
    assert _records(run, text, lang) == [("measure.implied_by_word", *expected)]


def test_measure_implied_by_word_beside_a_named_measure(run: Any) -> None:
    assert sorted(_records(run, "scale said 81.4 today, bp 120/80")) == [
        ("measure.implied_by_word", "body:weight", 81.4, "kg"),
        ("measure.term_value", "vital:diastolic_bp", 80.0, "mmHg"),
        ("measure.term_value", "vital:systolic_bp", 120.0, "mmHg"),
    ]


@pytest.mark.parametrize("text", [
    "thermometer is broken, it was 20 bucks",  # 20 is no temperature in either unit
    "my goal on the scale is 75",  # a target, not a reading
])
def test_measure_implied_by_word_leaves_other_numbers(run: Any, text: str) -> None:
    assert all(r[0] != "measure.implied_by_word" for r in _records(run, text))


@pytest.mark.parametrize(("text", "kg"), [
    ("I'm 11 stone 4", 71.7),
    ("weighed in at 12st 6lb this morning", 78.9),
    ("down to 13 stone", 82.6),
])
def test_weight_in_stones_and_pounds(run: Any, text: str, kg: float) -> None:
    (rec,) = _records(run, text)
    assert rec[1:] == ("body:weight", kg, "kg")


@pytest.mark.parametrize(("text", "lang", "value"), [
    ("born 04/02/1979", "en", "1979-04-02"),  # month/day/year
    ("my birthday is 4/2/1979", "en", "1979-04-02"),
    ("born on March 3, 1980", "en", "1980-03-03"),
    ("1985년 3월 2일에 태어났어요", "ko", "1985-03-02"),
])
def test_profile_born_date(run: Any, text: str, lang: str, value: str) -> None:
    assert _records(run, text, lang) == [("profile.born_date", "profile:birth_date", value, None)]


def test_a_birthday_without_a_year_is_no_birth_date(run: Any) -> None:
    assert _records(run, "my birthday is April 2") == []


@pytest.mark.parametrize("text", ["the heartburn has settled", "heartburn's settled down finally",
                                  "my headache is gone now"])
def test_symptom_that_settled_is_resolved_not_a_condition(run: Any, text: str) -> None:
    got = run(text, SAID, "en")
    assert [(r.type, r.status) for r in got.records] == [("symptom", "resolved")]


@pytest.mark.parametrize(("text", "kept"), [
    ("born 04/02/1979", True),
    ("scale said 81.4 today", True),
    ("I'm 11 stone 4", True),
    ("hey good morning!", False),
    ("is 81.4 on the scale ok?", False),  # a question stays a question
    ("my nephew was born 04/02/2019", False),  # someone else
])
def test_gate_keeps_a_statement_the_extractor_made_a_record_of(run: Any, index: AliasIndex, text: str,
                                                                kept: bool) -> None:
    utterance = analyse(text, "en", index=index)
    records = run(text, SAID, "en").records
    gate = retain_decision(utterance)
    assert retain_for_records(gate, utterance, [(r.span_start, r.span_end) for r in records]).retain is kept


@pytest.mark.parametrize(("text", "expected"), [
    ("had a c-section in 2015 and my tonsils out as a kid",
     [("procedure:cesarean_section", 2015), ("procedure:tonsillectomy", None)]),
    ("diagnosed with asthma in 2005 and eczema as a baby", [("condition:asthma", 2005), ("condition:eczema", None)]),
    ("in 2019 I was diagnosed with diabetes and high blood pressure",
     [("condition:type_2_diabetes", 2019), ("condition:hypertension", 2019)]),
    ("appendix out in 2010, gallbladder removed in 2015",
     [("procedure:appendectomy", 2010), ("procedure:cholecystectomy", 2015)]),
])
def test_history_item_keeps_its_own_time(run: Any, text: str, expected: list[tuple[str, int | None]]) -> None:
    got = run(text, SAID, "en")
    assert [(r.coordinate, r.year) for r in got.records] == expected


def test_med_taken_by_reference(run: Any) -> None:
    got = run("started amoxicillin yesterday, took the first one with lunch", SAID, "en")
    assert [(r.rule_id, r.type, r.coordinate, r.status) for r in got.records] == [
        ("med.named_drug", "medication_regimen", "drug:amoxicillin", "active"),
        ("med.taken_by_reference", "medication_intake", "drug:amoxicillin", "taken"),
    ]


def test_med_taken_by_reference_needs_one_drug_before(run: Any) -> None:
    got = run("took the first one with lunch", SAID, "en")
    assert got.records == []
