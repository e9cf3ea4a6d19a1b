"""Round 13 rules for strict records on unseen wording, one test per rule, English and Korean.
Wording of its own (not the suites'); each positive case fails on main 0deaeb0, the guards pass on both."""

from __future__ import annotations

from typing import Any

import pytest

SAID = "2026-03-11T21:00:00+09:00"  # a Wednesday evening


def _records(run: Any, text: str, lang: str, said: str = SAID) -> list[tuple[Any, ...]]:
    got = run(text, said, lang)
    return [(r.type, r.coordinate, r.value, r.status, r.date) for r in got.records]


def _of(records: list[tuple[Any, ...]], record_type: str) -> list[tuple[Any, ...]]:
    return [r for r in records if r[0] == record_type]


# --- med.dose_at_moment: a drug and its dose with no verb, said of one moment, is a dose taken ---------------------

@pytest.mark.parametrize(("text", "drug", "value"), [
    ("levemir 14 units before bed", "drug:insulin_detemir", 14.0),
    ("melatonin 3mg just now, cant sleep", "drug:melatonin", 3.0),
    ("ibuprofen 200 at 7:30, cramps", "drug:ibuprofen", 200.0),
    ("naproxen 250 mg this afternoon", "drug:naproxen", 250.0),
])
def test_a_dose_said_at_a_moment_is_taken(run: Any, text: str, drug: str, value: float) -> None:
    intakes = _of(_records(run, text, "en"), "medication_intake")
    assert [(c, v, s) for _t, c, v, s, _d in intakes] == [(drug, value, "taken")]


def test_a_dose_alone_in_its_clause_on_a_day_said_today_is_taken(run: Any) -> None:
    intakes = _of(_records(run, "loratadine 10mg, eyes streaming today", "en"), "medication_intake")
    assert [(c, s) for _t, c, _v, s, _d in intakes] == [("drug:loratadine", "taken")]


@pytest.mark.parametrize("text", ["metformin 1000 every night", "levemir 14 units at night",
                                  "metformin 1000 daily since march"])
def test_a_regimen_cue_still_makes_a_regimen(run: Any, text: str) -> None:
    records = _records(run, text, "en")
    assert not _of(records, "medication_intake") and _of(records, "medication_regimen")


# --- timing: a reading or a dose is one moment; an open interval ("since X") never dates it -----------------------

def test_a_dose_after_a_state_since_yesterday_is_dated_today(run: Any) -> None:
    records = _records(run, "stomach cramps since yesterday morning, took a buscopan", "en")
    intakes = _of(records, "medication_intake")
    assert intakes and all(str(d) == "2026-03-11" for *_rest, d in intakes)


def test_a_reading_said_with_since_is_dated_the_day_said(run: Any) -> None:
    temps = _of(_records(run, "temp 38.9 since this morning, chills", "en"), "vital_sign")
    assert [(v, str(d)) for _t, _c, v, _s, d in temps] == [(38.9, "2026-03-11")]


# --- profile: Korean sex and birth date wording -----------------------------------------------------------------

@pytest.mark.parametrize(("text", "sex"), [("참고로 저 여자에요", "female"), ("전 남자고 40대예요", "male"),
                                           ("나는 92년생 여자임", "female")])
def test_korean_sex_in_other_endings(run: Any, text: str, sex: str) -> None:
    assert [v for _t, _c, v, _s, _d in _of(_records(run, text, "ko"), "sex")] == [sex]


def test_korean_sex_words_in_a_generality_are_not_the_users(run: Any) -> None:
    assert not _of(_records(run, "남자고 여자고 상관없이 운동은 중요하대요", "ko"), "sex")


def test_korean_birth_date_glued_to_saeng(run: Any) -> None:
    births = _of(_records(run, "1981년 11월 20일생입니다", "ko"), "birth_date")
    assert [v for _t, _c, v, _s, _d in births] == ["1981-11-20"]


def test_english_born_with_a_bare_year(run: Any) -> None:
    births = _of(_records(run, "female, born 1979, no meds", "en"), "birth_date")
    assert [v for _t, _c, v, _s, _d in births] == ["1979"]


# --- dictionary: urgent care is a walk-in clinic, not the emergency department -------------------------------------

def test_urgent_care_is_a_clinic_visit(run: Any) -> None:
    visits = _of(_records(run, "went to urgent care this morning for my wrist", "en"), "medical_visit")
    assert [c for _t, c, *_rest in visits] == ["visit:clinic"]
    er = _of(_records(run, "ended up in the ER this morning for my wrist", "en"), "medical_visit")
    assert [c for _t, c, *_rest in er] == ["visit:emergency"]


# --- deliveries: how the user's own child was born is the user's procedure ------------------------------------

def test_a_delivery_told_of_the_users_children_is_the_users_surgery(run: Any) -> None:
    surgeries = _of(_records(run, "my two boys were both c-sections, 2011 and 2014", "en"), "surgery")
    assert sorted(str(r.year) for r in run("my two boys were both c-sections, 2011 and 2014", SAID, "en").records
                  if r.type == "surgery") == ["2011", "2014"]
    assert {c for _t, c, *_rest in surgeries} == {"procedure:cesarean_section"}


def test_a_child_who_had_a_delivery_is_not_the_user(run: Any) -> None:
    assert not _of(_records(run, "my daughter had a c-section in march", "en"), "surgery")
