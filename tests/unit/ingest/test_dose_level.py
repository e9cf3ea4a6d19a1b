"""``extract.dose_level``: rules ``med.dose_level_now`` (a named drug's dose said as what holds from now on) and
``med.dose_level_unnamed`` (a new level said without the drug: the drug named before in the turn, else the user's
one active regimen whose unit fits), and the ``dose_new_level`` inflections they share with ``med.named_drug``."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

LANTUS = {"active_regimens": ["drug:insulin_glargine"]}
LANTUS_METFORMIN = {"active_regimens": ["drug:insulin_glargine", "drug:metformin"]}
THYROID_METFORMIN = {"active_regimens": ["drug:levothyroxine", "drug:metformin"]}
SAID = "2026-07-22T09:00:00+09:00"


def _regimens(run: Any, text: str, lang: str = "en", profile: dict[str, Any] | None = None) -> list[tuple[Any, ...]]:
    recs = run(text, said_at=SAID, lang=lang, profile=profile).records
    return [(r.coordinate, r.value, r.unit, r.status) for r in recs if r.type == "medication_regimen"]


# --- med.dose_level_now -------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "lang", "value", "unit"), [
    ("now on 18 units of lantus per the nurse", "en", 18, "units"),
    ("fasting 139, now 18 units lantus", "en", 18, "units"),
    ("first day on 75 mcg synthroid", "en", 75, "mcg"),
    ("오늘부터 란투스 18단위", "ko", 18, "units"),
    ("이제 씬지로이드 75", "ko", 75, "mcg"),
])
def test_a_dose_said_as_holding_now_is_the_active_regimen(run: Any, text: str, lang: str, value: float,
                                                          unit: str) -> None:
    got = [r for r in _regimens(run, text, lang) if r[0] in ("drug:insulin_glargine", "drug:levothyroxine")]
    assert got == [(got[0][0], value, unit, "active")]


def test_a_now_level_starts_on_the_day_said(run: Any) -> None:
    recs = [r for r in run("오늘부터 란투스 18단위", said_at=SAID, lang="ko").records if r.type == "medication_regimen"]
    assert [r.start for r in recs] == [dt.date(2026, 7, 22)]


@pytest.mark.parametrize(("text", "lang"), [
    ("now 2 advil for the cramps", "en"),  # English needs the dose's unit: a count of pills is no level
    ("is it ok to be on 18 units of lantus now?", "en"),  # a question
    ("이제 란투스 18단위 안 맞아", "ko"),  # denied
])
def test_no_now_level_without_a_unit_in_english_a_question_or_a_denial(run: Any, text: str, lang: str) -> None:
    assert not [r for r in run(text, said_at=SAID, lang=lang).records
                if r.type == "medication_regimen" and r.rule == "med.dose_level_now"]


# --- med.dose_level_unnamed ---------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "lang", "value"), [
    ("nurse said go up to 14 units", "en", 14),
    ("dr said go back down to 16 units", "en", 16),
    ("dr upped it to 20", "en", 20),
    ("간호사쌤이 16단위로 맞추래", "ko", 16),
    ("새벽에 저혈당 와서 11단위로 줄임", "ko", 11),
])
def test_an_unnamed_level_is_the_one_active_regimen(run: Any, text: str, lang: str, value: float) -> None:
    assert _regimens(run, text, lang, LANTUS) == [("drug:insulin_glargine", value, "units", "active")]


def test_the_unit_said_picks_the_regimen_it_fits(run: Any) -> None:
    assert _regimens(run, "nurse said go up to 14 units", "en", LANTUS_METFORMIN) == [
        ("drug:insulin_glargine", 14, "units", "active")]


@pytest.mark.parametrize(("text", "lang"), [("용량 75로 올림", "ko"), ("dr upped it to 75", "en")])
def test_two_regimens_that_fit_a_bare_dose_give_nothing(run: Any, text: str, lang: str) -> None:
    assert _regimens(run, text, lang, THYROID_METFORMIN) == []


def test_a_bare_korean_level_is_the_single_regimen_in_its_unit(run: Any) -> None:
    assert _regimens(run, "선생님이 75로 올려줌", "ko", {"active_regimens": ["drug:levothyroxine"]}) == [
        ("drug:levothyroxine", 75, "mcg", "active")]


def test_an_iu_dose_is_no_insulin_level(run: Any) -> None:
    assert _regimens(run, "의사가 이제 2000IU로 줄이래 오늘부터", "ko", LANTUS) == []


def test_the_drug_named_before_in_the_turn_is_the_referent(run: Any) -> None:
    got = _regimens(run, "아침에 메트포르민 500짜리 두 알 먹음 지난번에 의사쌤이 1000으로 올려서", "ko", LANTUS)
    assert ("drug:metformin", 1000, "mg", "active") in got
    assert all(r[0] != "drug:insulin_glargine" for r in got)


@pytest.mark.parametrize(("text", "lang"), [
    ("she'll go up to 300 if uric acid stays high", "en"),  # a plan on a condition
    ("a1c went up to 7", "en"),  # a measure's value
    ("steps went up to 8000", "en"),
    ("should i go up to 20 units?", "en"),  # a question
    ("안 떨어지면 20단위로 올린대", "ko"),  # a condition
])
def test_no_unnamed_level_from_a_plan_a_measure_or_a_question(run: Any, text: str, lang: str) -> None:
    assert [r for r in _regimens(run, text, lang, LANTUS) if r[0] == "drug:insulin_glargine"] == []


@pytest.mark.parametrize(("text", "lang"), [
    ("rheumy started me on allopurinol 100mg, going up to 300 over the next month", "en"),
    ("on allopurinol 100 mg, gonna go up to 300 later", "en"),
    ("알로푸리놀 100 시작했고 나중에 300까지 올릴 거래요", "ko"),
])
def test_a_titration_still_to_come_leaves_the_dose_started(run: Any, text: str, lang: str) -> None:
    got = [r for r in _regimens(run, text, lang, LANTUS) if r[0] == "drug:allopurinol"]
    assert got == [("drug:allopurinol", 100, "mg", "active")]


@pytest.mark.parametrize(("text", "lang"), [
    ("upped my water to 3 liters", "en"),  # the number counts the word after it
    ("bumped my reading up to 20 pages", "en"),
])
def test_a_number_that_counts_a_thing_is_no_unnamed_level(run: Any, text: str, lang: str) -> None:
    assert _regimens(run, text, lang, {"active_regimens": ["drug:metformin"]}) == []


@pytest.mark.parametrize("text", ["dr upped it to 1000", "upped it to 1000 a day", "upped it to 1000 this week"])
def test_a_bare_level_with_a_time_or_a_frequency_after_it_is_a_level(run: Any, text: str) -> None:
    assert _regimens(run, text, "en", {"active_regimens": ["drug:metformin"]}) == [
        ("drug:metformin", 1000, "mg", "active")]


def test_no_unnamed_level_without_a_regimen(run: Any) -> None:
    assert _regimens(run, "nurse said go up to 14 units", "en", {"active_regimens": []}) == []


# --- dose_new_level inflections, read by med.named_drug -----------------------------------------------------------

@pytest.mark.parametrize(("text", "coordinate", "value"), [
    ("tsh recheck 4.1, bumping synthroid to 75", "drug:levothyroxine", 75),
    ("upping lantus to 14 units per the titration plan", "drug:insulin_glargine", 14),
    ("bumped my metformin to 1000", "drug:metformin", 1000),
])
def test_inflected_change_verbs_set_the_named_drugs_level(run: Any, text: str, coordinate: str, value: float) -> None:
    got = {r[0]: (r[1], r[3]) for r in _regimens(run, text)}
    assert got[coordinate] == (value, "active")
