"""``extract.drug_scope`` and rule ``med.named_drug``: in a clause with two lists of drugs each drug reads its own
part ("cut the amlodipine to 5 and stop the zolpidem": the stop is the zolpidem's), a dose set to a new level
(``dose_new_level``) is an active regimen at that dose, drugs joined by a list joiner share their predicate, and a
Korean habit of these days (``regimen_now`` with ``regimen_now_verb``) is an active regimen."""

from __future__ import annotations

from typing import Any

import pytest


def _regimens(run: Any, text: str, lang: str) -> dict[str, tuple[str, Any]]:
    return {r.coordinate: (r.status, r.value) for r in run(text, lang=lang).records if r.type == "medication_regimen"}


@pytest.mark.parametrize(("text", "lang"), [
    ("cut the amlodipine to 5 and stop the zolpidem", "en"),
    ("cut the amlodipine to 5, stop the zolpidem", "en"),
    ("doctor cut my amlodipine to 5 mg and stopped the zolpidem", "en"),
    ("암로디핀 5로 줄이고 졸피뎀은 끊었어", "ko"),
])
def test_a_change_and_a_stop_in_one_clause_are_each_their_own(run: Any, text: str, lang: str) -> None:
    got = _regimens(run, text, lang)
    assert got["drug:amlodipine"] == ("active", 5)
    assert got["drug:zolpidem"][0] == "stopped"


def test_a_new_level_alone_is_the_active_dose(run: Any) -> None:
    assert _regimens(run, "cut the amlodipine to 5", "en") == {"drug:amlodipine": ("active", 5)}


@pytest.mark.parametrize(("text", "lang"), [
    ("stopped metformin and lisinopril", "en"),
    ("메트포르민이랑 리시노프릴 끊었어", "ko"),
])
def test_a_list_shares_its_predicate(run: Any, text: str, lang: str) -> None:
    got = _regimens(run, text, lang)
    assert {k: v[0] for k, v in got.items()} == {"drug:metformin": "stopped", "drug:lisinopril": "stopped"}


@pytest.mark.parametrize("text", ["요즘 메트포르민이랑 리시노프릴 먹어", "요새 메트포르민 복용해요"])
def test_a_korean_habit_of_these_days_is_an_active_regimen(run: Any, text: str) -> None:
    got = _regimens(run, text, "ko")
    assert got.get("drug:metformin", ("", None))[0] == "active"


@pytest.mark.parametrize("text", ["요즘 메트포르민 안 먹어", "요즘 메트포르민 안먹어"])
def test_a_denied_korean_habit_is_no_active_regimen(run: Any, text: str) -> None:
    assert _regimens(run, text, "ko").get("drug:metformin", ("", None))[0] != "active"


def test_a_korean_list_with_doses_shares_its_predicate(run: Any) -> None:
    got = _regimens(run, "리피토 20이랑 아스피린 100 같이 먹고 있어요", "ko")
    assert got == {"drug:atorvastatin": ("active", 20), "drug:aspirin": ("active", 100)}


def test_a_dose_taken_stays_a_dose_beside_a_new_level_said_of_no_drug(run: Any) -> None:
    recs = run("아침에 메트포르민 500짜리 두 알 먹음 지난번에 의사쌤이 1000으로 올려서", lang="ko").records
    assert ("medication_intake", "taken") in {(r.type, r.status) for r in recs if r.coordinate == "drug:metformin"}
