"""A trip or a supply is no dose taken (``dose_errand``); one number word after a measurement's name is its value
(``spoken_numbers._lone``); an interjection or a correction word before a late owner (``clause_mood``). Own
wording; each shape with a guard."""

from __future__ import annotations

from typing import Any

import pytest

from pia_graph.ingest.clause_mood import late_owner
from pia_graph.ingest.experiencer import Experiencer
from pia_graph.ontology import Dictionary
from tests.unit.ingest.rule_test_helpers import SAID_UTC_JUL9


def _rows(run: Any, text: str) -> list[tuple[str, str, float | None, str | None]]:
    got = run(text, SAID_UTC_JUL9, "en").records
    return sorted((r.type, r.coordinate, r.value, r.status if r.type == "medication_intake" else r.unit)
                  for r in got)


@pytest.mark.parametrize("text", [
    "popped to the chemist for some paracetamol",
    "popped into the pharmacy for ibuprofen on the way home",
    "had my prescription of ramipril filled yesterday",
])
def test_an_errand_for_a_drug_is_no_dose_taken(run: Any, text: str) -> None:
    assert not [r for r in _rows(run, text) if r[0] == "medication_intake"]


def test_a_dose_popped_is_still_taken(run: Any) -> None:
    """ "popped a paracetamol": the verb without a place is a dose."""
    assert ("medication_intake", "drug:acetaminophen", None, "taken") in _rows(run, "popped a paracetamol at lunch")


def test_a_dose_taken_after_the_errand_stays(run: Any) -> None:
    rows = _rows(run, "popped to the chemist and took some paracetamol")
    assert ("medication_intake", "drug:acetaminophen", None, "taken") in rows


@pytest.mark.parametrize(("text", "coordinate", "value"), [
    ("pulse seventy this morning", "vital:heart_rate", 70.0),
    ("heart rate at eighty after the walk", "vital:heart_rate", 80.0),
    ("temperature was thirty eight", "vital:body_temperature", 38.0),
])
def test_one_number_word_after_a_measurement_is_its_value(run: Any, text: str, coordinate: str,
                                                          value: float) -> None:
    assert [(r[1], r[2]) for r in _rows(run, text)] == [(coordinate, value)]


def test_a_sugar_said_in_one_word_is_a_reading(run: Any) -> None:
    rows = _rows(run, "my sugar was nine this morning")
    assert len(rows) == 1 and rows[0][0] == "lab_result" and rows[0][2] == pytest.approx(162.1, abs=0.2)


def test_a_number_word_not_after_a_measurement_stays_a_word(run: Any) -> None:
    """ "my grandson is nine": no measurement named before it, no reading."""
    assert _rows(run, "my grandson is nine") == []


def test_one_number_word_before_a_count_word_is_no_value(run: Any) -> None:
    """ "pulse checked three times": a count, not a pulse of 3."""
    assert not [r for r in _rows(run, "pulse three times today") if r[2] == 3.0]


def test_oops_between_two_doses_keeps_the_second(run: Any) -> None:
    rows = _rows(run, "took 1000mg of paracetamol, oops 500mg")
    assert rows == [("medication_intake", "drug:acetaminophen", 500.0, "taken")]


def test_an_interjection_before_a_late_owner_is_read_from_the_dictionary(dictionary: Dictionary) -> None:
    assert late_owner("oops sorry that was my wife's", "en", dictionary) == Experiencer.OTHER
    assert late_owner("oh that was my mum's", "en", dictionary) == Experiencer.FAMILY
    assert late_owner("oh my knee is sore", "en", dictionary) is None


def test_it_was_after_a_side_story_is_a_second_reading(run: Any) -> None:
    """ "it" names the measure told before, past a side story of no measure."""
    text = ("weighed 82 kg on monday, went to my daughter's for the weekend, lovely roast, "
            "and this morning it was 83.1")
    assert [(r[1], r[2]) for r in _rows(run, text)] == [("body:weight", 82.0), ("body:weight", 83.1)]


def test_it_was_with_another_unit_is_no_second_reading(run: Any) -> None:
    """ "it's 7 degrees outside": the weather, not a glucose of 7."""
    text = "sugar was 8.4 this morning, the weather has been awful and my hip is playing up, it's 7 degrees outside"
    assert len([r for r in _rows(run, text) if r[0] == "lab_result"]) == 1


def test_it_was_after_another_measure_is_that_measure(run: Any) -> None:
    """A measure named between the two: "it" is that one (a pain rating), no second pulse."""
    rows = _rows(run, "my pulse was 88 and my knee hurts, it was 6 out of 10")
    assert [r for r in rows if r[1] == "vital:heart_rate"] == [("vital_sign", "vital:heart_rate", 88.0, "/min")]
