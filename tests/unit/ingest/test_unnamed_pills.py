"""Unnamed medications ("missed my BP pill", "당뇨약 먹었어") resolved to the user's one fitting drug."""

from __future__ import annotations

from typing import Any

import pytest

BOTH = {"active_regimens": ["drug:amlodipine", "drug:metformin"]}
ONE = {"active_regimens": ["drug:rosuvastatin"]}
TWO_BP = {"active_regimens": ["drug:amlodipine", "drug:losartan"]}
THYROID = {"active_regimens": ["drug:levothyroxine", "drug:atorvastatin"]}
SAID = "2026-03-11T21:00:00+09:00"


def _intakes(run: Any, text: str, profile: dict[str, Any] | None, lang: str = "en") -> list[tuple[str, str, str]]:
    got = run(text, SAID, lang, profile=profile)
    return [(r.coordinate, r.status, str(r.date)) for r in got.records if r.type == "medication_intake"]


@pytest.mark.parametrize(("text", "lang", "profile", "expected"), [
    ("missed my BP pill this morning", "en", BOTH, ("drug:amlodipine", "missed", "2026-03-11")),
    ("forgot my blood pressure meds yesterday", "en", BOTH, ("drug:amlodipine", "missed", "2026-03-10")),
    ("took my diabetes pill with breakfast", "en", BOTH, ("drug:metformin", "taken", "2026-03-11")),
    ("took my cholesterol pill", "en", ONE, ("drug:rosuvastatin", "taken", "2026-03-11")),
    ("skipped the statin last night", "en", ONE, ("drug:rosuvastatin", "missed", "2026-03-10")),
    ("forgot my pills last night", "en", ONE, ("drug:rosuvastatin", "missed", "2026-03-10")),
    ("took my meds this morning", "en", ONE, ("drug:rosuvastatin", "taken", "2026-03-11")),
    ("thyroid pill taken at 6am as usual", "en", THYROID, ("drug:levothyroxine", "taken", "2026-03-11")),
    ("당뇨약 먹었어", "ko", BOTH, ("drug:metformin", "taken", "2026-03-11")),
    ("혈압약 깜빡했어", "ko", BOTH, ("drug:amlodipine", "missed", "2026-03-11")),
    ("어제 고지혈증 약 안 먹었어", "ko", ONE, ("drug:rosuvastatin", "missed", "2026-03-10")),
    ("갑상선 약 아침에 먹었어요", "ko", THYROID, ("drug:levothyroxine", "taken", "2026-03-11")),
    ("아침 약 깜빡했어", "ko", ONE, ("drug:rosuvastatin", "missed", "2026-03-11")),
    ("약 먹었어", "ko", ONE, ("drug:rosuvastatin", "taken", "2026-03-11")),
])
def test_resolved_to_the_one_fitting_regimen(run: Any, text: str, lang: str, profile: dict[str, Any],
                                             expected: tuple[str, str, str]) -> None:
    assert _intakes(run, text, profile, lang) == [expected]


def test_resolved_intake_is_marked_as_inferred(run: Any) -> None:
    got = run("missed my BP pill this morning", SAID, "en", profile=BOTH)
    (record,) = got.records
    assert record.confidence < 0.9
    assert record.note and "BP pill" in record.note


@pytest.mark.parametrize(("text", "lang", "profile"), [
    ("missed my BP pill this morning", "en", None),           # nothing known
    ("missed my BP pill this morning", "en", {"active_regimens": []}),
    ("missed my BP pill this morning", "en", TWO_BP),         # two blood pressure drugs: never guess
    ("혈압약 깜빡했어", "ko", TWO_BP),
    ("forgot my pills last night", "en", BOTH),                # "my pills" with two regimens
    ("약 먹었어", "ko", BOTH),
    ("took my thyroid pill", "en", ONE),                       # no thyroid drug among them
    ("갑상선 약 먹었어", "ko", BOTH),
    ("did I miss my BP pill yesterday?", "en", BOTH),          # a question
    ("haven't taken my BP pill yet", "en", BOTH),              # not yet
    ("I take my statin every night", "en", ONE),               # a habit, not one dose
    ("혈압 약간 높아", "ko", BOTH),                              # 약간 is "a little"
    ("had my blood pressure meds adjusted today", "en", BOTH),  # a change, not a dose
    ("The doctor took me off my BP meds", "en", BOTH),
    ("I had my pills with me on the trip", "en", ONE),
    ("혈압약 처방 받았어", "ko", BOTH),
    ("감기약 먹었어", "ko", ONE),                                 # a cold medicine is not the statin
])
def test_nothing_when_not_exactly_one_fits(run: Any, text: str, lang: str, profile: dict[str, Any] | None) -> None:
    assert _intakes(run, text, profile, lang) == []


def test_class_word_is_not_a_condition(run: Any) -> None:
    got = run("고지혈증 약 안 먹었어", SAID, "ko", profile=None)
    assert [r for r in got.records if r.type == "condition"] == []


@pytest.mark.parametrize(("text", "lang", "expected"), [
    ("Doc put me on lisinopril last week. Forgot the BP pill this morning though.", "en", "drug:lisinopril"),
    ("메트포르민 먹기 시작했는데 오늘 당뇨약 깜빡했어", "ko", "drug:metformin"),
])
def test_drug_named_in_the_utterance(run: Any, text: str, lang: str, expected: str) -> None:
    assert _intakes(run, text, None, lang) == [(expected, "missed", "2026-03-11")]


def test_any_of_my_meds_speaks_of_each(run: Any) -> None:
    got = _intakes(run, "didnt take any of my meds yesterday, travel day", BOTH)
    assert sorted(got) == [("drug:amlodipine", "missed", "2026-03-10"), ("drug:metformin", "missed", "2026-03-10")]


def test_named_intake_not_repeated(run: Any) -> None:
    got = _intakes(run, "took my amlodipine, my BP pill, this morning", BOTH)
    assert got == [("drug:amlodipine", "taken", "2026-03-11")]


@pytest.mark.parametrize(("text", "lang", "status", "date"), [
    ("took both my pills this morning", "en", "taken", "2026-03-11"),
    ("took all my meds at 8", "en", "taken", "2026-03-11"),
    ("took none of my meds yesterday", "en", "missed", "2026-03-10"),
    ("약 다 안 먹었어 어제", "ko", "missed", "2026-03-10"),
])
def test_every_active_regimen(run: Any, text: str, lang: str, status: str, date: str) -> None:
    assert sorted(_intakes(run, text, BOTH, lang)) == [("drug:amlodipine", status, date),
                                                        ("drug:metformin", status, date)]


def test_both_needs_exactly_two(run: Any) -> None:
    three = {"active_regimens": ["drug:amlodipine", "drug:metformin", "drug:atorvastatin"]}
    assert _intakes(run, "took both my pills this morning", three) == []


def test_stopped_drug_in_the_utterance_is_not_a_candidate(run: Any) -> None:
    got = _intakes(run, "Stopped the atorvastatin last week. Took my cholesterol pill today.", {
        "active_regimens": ["drug:atorvastatin", "drug:ezetimibe"]})
    assert got == [("drug:ezetimibe", "taken", "2026-03-11")]
