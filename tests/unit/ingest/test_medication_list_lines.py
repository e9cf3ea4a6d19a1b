"""Regimens said with no verb: a Korean turn's schedule (cue list ``regimen_frequency`` ko: "qd", "두번"), a dose
kept the same (``regimen_kept``: "그대로", "유지"; rule ``med.schedule_said``), and a sentence or line of a
medication list holding only the drug, its strength and how often (rule ``med.list_line``)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.unit.ingest.strict_helpers import of_type

SAID_KO = "2026-05-04T09:00:00+09:00"


def _regimens(run: Any, text: str, lang: str) -> dict[str, tuple[Any, ...]]:
    return {c: (r.status, r.value, r.rule_id) for c, r in of_type(run, text, "medication_regimen", lang,
                                                                    SAID_KO).items()}


@pytest.mark.parametrize(("text", "drug", "value", "rule"), [
    ("당뇨 있어서 metformin 500 bid, 로사르탄 50 qd 먹어", "drug:metformin", 500.0, "med.schedule_said"),
    # with its own verb of taking the drug's clause is a start said (the schedule between is the dose's)
    ("당뇨 있어서 metformin 500 bid, 로사르탄 50 qd 먹어", "drug:losartan", 50.0, "med.named_drug"),
    ("아토르바스타틴 새로 받았어요. 메트포르민은 그대로 500 두번", "drug:metformin", 500.0, "med.schedule_said"),
    ("갑상선 수치 괜찮대요. 씬지로이드 100 그대로 유지", "drug:levothyroxine", 100.0, "med.schedule_said"),
])
def test_a_korean_schedule_or_a_dose_kept_is_the_regimen(run: Any, text: str, drug: str, value: float,
                                                          rule: str) -> None:
    got = _regimens(run, text, "ko")[drug]
    assert got == ("active", value, rule)


def test_a_drug_added_with_its_strength_and_no_ending_is_started(run: Any) -> None:
    got = _regimens(run, "혈압약 조정: 암로디핀 5 추가, 로사르탄 50 그대로", "ko")
    assert got["drug:amlodipine"][:2] == ("active", 5.0)
    assert got["drug:losartan"] == ("active", 50.0, "med.schedule_said")


@pytest.mark.parametrize(("text", "drug", "value"), [
    ("hypothyroid for years. levo 88 mcg. feeling ok", "drug:levothyroxine", 88.0),
    ("atorvastatin 20 mg daily", "drug:atorvastatin", 20.0),
    ("1. metformin 500\n2. lisinopril 10", "drug:lisinopril", 10.0),
])
def test_a_list_line_of_a_drug_and_its_strength_is_a_regimen(run: Any, text: str, drug: str, value: float) -> None:
    got = _regimens(run, text, "en")[drug]
    assert got[:2] == ("active", value)


@pytest.mark.parametrize(("text", "drug", "value"), [
    ("메트포르민 500mg이요", "drug:metformin", 500.0),  # a reply: the strength with a polite copula
    ("로사르탄 50mg이에요.", "drug:losartan", 50.0),
])
def test_a_korean_reply_of_a_drug_and_its_strength_is_a_regimen(run: Any, text: str, drug: str,
                                                                value: float) -> None:
    got = _regimens(run, text, "ko")[drug]
    assert got == ("active", value, "med.list_line")


def test_a_korean_dose_taken_with_its_verb_is_no_list_line(run: Any) -> None:
    assert all(r.rule_id != "med.list_line" for r in run("메트포르민 500mg 먹었어요", SAID_KO, "ko").records)


@pytest.mark.parametrize("text", [
    "lantus 12 units tonight",  # a moment: one dose logged
    "levo 100",  # a bare number alone in a sentence, no unit, no list
    "levo 100 mcg yesterday",  # a day: not a line of a list
    "albuterol 2 puffs prn",  # as-needed wording: no regimen in the suites' gold
])
def test_a_line_with_a_moment_a_day_or_other_words_is_no_list_line(run: Any, text: str) -> None:
    assert all(r.rule_id != "med.list_line" for r in run(text, SAID_KO, "en").records)


@pytest.mark.parametrize(("text", "lang", "mine", "theirs"), [
    ("current meds:\n- metformin 500 bid\n- lisinopril 10 mg\nwife's:\n- atorvastatin 20 mg", "en",
     {"drug:metformin", "drug:lisinopril"}, "drug:atorvastatin"),
    ("복용약:\n메트포르민 500 하루 두번\n아빠 약: 로사르탄 50mg", "ko", {"drug:metformin"}, "drug:losartan"),
])
def test_the_pills_under_a_relatives_heading_are_theirs(run: Any, text: str, lang: str, mine: set[str],
                                                       theirs: str) -> None:
    got = set(_regimens(run, text, lang))
    assert mine <= got
    assert theirs not in got
