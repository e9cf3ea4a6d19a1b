"""The reaction of an allergy is no symptom of its own (``said_elsewhere.said_by_another``): in its sentence, and in
another sentence of the turn when it is told as an allergic reaction (cue list ``drug_reaction_sign``) with no
time of its own and nothing said to go on."""

from __future__ import annotations

from typing import Any

import pytest

from tests.unit.ingest.strict_helpers import of_type


@pytest.mark.parametrize(("text", "allergen"), [
    ("I'm allergic to penicillin, found out as a kid. broke out in hives", "drug:penicillin"),
    ("real milk allergy, not lactose intolerance. hives + lips swell", "food:milk"),
])
def test_the_reaction_told_in_the_next_sentence_is_the_allergy(run: Any, text: str, allergen: str) -> None:
    assert allergen in of_type(run, text, "allergy")
    assert of_type(run, text, "symptom") == {}


def test_a_rash_with_its_own_time_stays_a_symptom(run: Any) -> None:
    text = "rash on my chest since yesterday, started amoxicillin monday. dr says allergy, stopped it today"
    assert "symptom:rash" in of_type(run, text, "symptom")


def test_a_symptom_that_is_no_reaction_stays(run: Any) -> None:
    text = "shellfish allergy, throat swells up. also a bad headache"
    assert "symptom:headache" in of_type(run, text, "symptom")
