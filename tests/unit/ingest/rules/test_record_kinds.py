"""A record stored as the wrong kind (issue 12): a reaction told of an allergy or as why a drug is avoided is no
symptom of now; a limit a clinician set is no reading; a glass that is no drink and water run over a burn make no
alcohol and no run."""

from __future__ import annotations

from typing import Any

import pytest

from tests.unit.ingest.rule_test_helpers import dumped_records


def _kinds(run: Any, text: str, lang: str) -> list[tuple[str, str]]:
    return sorted((t, c) for t, c, _f in dumped_records(run, text, lang))


@pytest.mark.parametrize(("text", "lang", "allergen"), [
    ("저 땅콩 알레르기 있어요. 어릴 때부터요. 입술 붓고 두드러기 나요", "ko", "food:peanut"),
    ("저 페니실린 알레르기 있어요. 어릴 때 주사 맞고 두드러기 났대요", "ko", "drug:penicillin"),
])
def test_a_reaction_told_after_an_allergy_is_no_symptom(run: Any, text: str, lang: str, allergen: str) -> None:
    got = dumped_records(run, text, lang)
    assert [(t, c) for t, c, _f in got] == [("allergy", allergen)]
    assert got[0][2]["reaction"]


def test_a_reaction_of_a_recent_day_after_an_allergy_stays_a_symptom(run: Any) -> None:
    got = _kinds(run, "I'm allergic to peanuts. Broke out in hives yesterday after a cookie", "en")
    assert ("symptom", "symptom:rash") in got and ("allergy", "food:peanut") in got


def test_a_reaction_told_as_why_a_drug_is_avoided_is_its_allergy(run: Any) -> None:
    assert _kinds(run, "알로푸리놀은 피부발진 나서 못 먹어요", "ko") == [("allergy", "drug:allopurinol")]


def test_a_drug_taken_for_a_rash_is_no_allergy(run: Any) -> None:
    got = _kinds(run, "두드러기 나서 세티리진 먹었어요", "ko")
    assert ("allergy", "drug:cetirizine") not in got and ("symptom", "symptom:rash") in got


@pytest.mark.parametrize("text", [
    "Cut my hand on a broken glass Saturday night, got 5 stitches",
    "Had a glass of water and went to bed",
])
def test_a_glass_that_is_no_drink_makes_no_alcohol(run: Any, text: str) -> None:
    assert not [c for t, c in _kinds(run, text, "en") if t == "substance_use"]


def test_a_glass_of_wine_beside_water_still_counts(run: Any) -> None:
    got = dumped_records(run, "Had a glass of water and 2 beers", "en")
    assert [f["value"] for t, _c, f in got if t == "substance_use"] == [2.0]


@pytest.mark.parametrize("text", [
    "Burned my forearm on the oven rack tonight. Ran it under water 20 min.",
    "Ran cold water over it for 10 minutes",
])
def test_water_run_over_a_burn_is_no_run(run: Any, text: str) -> None:
    assert not [c for t, c in _kinds(run, text, "en") if t == "exercise"]


def test_a_run_is_still_a_run(run: Any) -> None:
    assert ("exercise", "activity:running") in _kinds(run, "Ran for 30 minutes this morning", "en")


def test_a_limit_a_clinician_set_is_no_reading(run: Any) -> None:
    assert not [c for t, c in _kinds(run, "나트륨 2000 이하로 먹으래요", "ko") if t == "lab_result"]
