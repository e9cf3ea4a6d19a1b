"""Regimens, intakes and visits as patients tell them (issue 12, strict): one sentence of our own per form, both
languages, labelled as FORMAT.md says (a dose is `value` with its `unit`; a dose step stores the new dose; a booked
appointment with a day is a future-dated visit). Forms that already read are pinned too, so that none regresses."""

from __future__ import annotations

from typing import Any

import pytest

from pia_graph.ingest.extract.numbers import find_quantities
from pia_graph.ingest.extract.spoken_numbers import digit_twin_values

SAID = "2026-05-14T10:00:00+09:00"  # a Thursday


def _of(run: Any, text: str, lang: str, kind: str) -> list[tuple[Any, ...]]:
    return [(r.coordinate, r.value, r.unit, r.status) for r in run(text, SAID, lang).records if r.type == kind]


# --- a dose said in words ------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "lang", "coordinate", "value", "unit"), [
    ("started me on sertraline fifty.", "en", "drug:sertraline", 50, "mg"),  # one number word after the drug
    ("I take the omeprazole twenty every morning", "en", "drug:omeprazole", 20, "mg"),
    ("I've been taking hydrochlorothiazide every morning, twenty five milligrams.", "en",
     "drug:hydrochlorothiazide", 25, "mg"),
    ("인슐린 란투스 열두 단위 자기 전에 맞아요.", "ko", "drug:insulin_glargine", 12, "units"),  # a native number
    ("프레드니솔론 오 밀리 일주일치 받았어요. 오늘부터요.", "ko", "drug:prednisolone", 5, "mg"),  # a lone Sino digit
    ("혈압약을 오늘부터 암로디핀 오 밀리로 하루 한 알 먹으래요.", "ko", "drug:amlodipine", 5, "mg"),
])
def test_a_dose_said_in_words_is_the_regimens_dose(run: Any, text: str, lang: str, coordinate: str,
                                                    value: float, unit: str) -> None:
    assert _of(run, text, lang, "medication_regimen") == [(coordinate, value, unit, "active")]


def test_a_lone_number_word_after_a_drug_is_read_only_where_it_can_be_a_strength() -> None:
    # "metformin, one in the morning": a count; "five days ago": a time; "the amlodipine five.": a strength
    assert not [q for q in find_quantities("the amlodipine five days ago", "en", dosed=(14,)) if q.value == 5]
    assert not [q for q in find_quantities("metformin, one in the morning", "en", dosed=(9,)) if q.value == 1]
    assert [q.value for q in find_quantities("the amlodipine five.", "en", dosed=(14,))] == [5]
    # without a drug before it, a lone word stays a word
    assert find_quantities("sertraline fifty.", "en") == []


@pytest.mark.parametrize(("text", "value"), [
    ("란투스 스무 단위", 20), ("란투스 스물두 단위", 22), ("노보래피드 여덟 유닛", 8), ("오 밀리그램", 5),
])
def test_korean_numbers_before_a_dose_unit(text: str, value: float) -> None:
    assert [q.value for q in find_quantities(text, "ko")] == [value]


def test_korean_numbers_not_before_a_dose_unit_stay_words() -> None:
    twin, _longer = digit_twin_values("혈당 오 밀리몰, 두 알 먹음")
    assert twin == "혈당 오 밀리몰, 두 알 먹음"


def test_units_of_a_drug_kept_in_iu_are_iu(run: Any) -> None:
    got = _of(run, "비타민D도 하루 천 단위 한 알 먹어요.", "ko", "medication_regimen")
    assert got == [("drug:vitamin_d_supplement", 1000, "IU", "active")]


# --- a dose step ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "coordinate", "value", "unit"), [
    ("Went from 10 to 20 on the lisinopril, the doctor doubled it on Thursday.", "drug:lisinopril", 20, "mg"),
    ("dr said the 3 am lows are from the glargine, cutting it from 22 to 18 units", "drug:insulin_glargine", 18,
     "units"),
    ("lantus 22 -> 18 units from tonight", "drug:insulin_glargine", 18, "units"),
])
def test_a_dose_step_said_before_the_drug_or_of_it_is_the_new_dose(run: Any, text: str, coordinate: str,
                                                                   value: float, unit: str) -> None:
    assert _of(run, text, "en", "medication_regimen") == [(coordinate, value, unit, "active")]


def test_a_dose_step_takes_the_day_its_sentence_says(run: Any) -> None:
    got = [(r.value, str(r.start)) for r in run("Went from 10 to 20 on the lisinopril, the doctor doubled it on "
                                               "Monday.", SAID, "en").records if r.type == "medication_regimen"]
    assert got == [(20, "2026-05-11")]


def test_a_dose_with_its_unit_after_the_drug_and_a_comma_is_its_dose(run: Any) -> None:
    got = _of(run, "The new sugar pill the doctor added is Januvia, a hundred milligrams once a day, with the "
              "metformin.", "en", "medication_regimen")
    assert ("drug:sitagliptin", 100, "mg", "active") in got


def test_a_step_of_another_drug_named_between_is_not_this_ones(run: Any) -> None:
    got = _of(run, "on lantus, and metformin too, they moved it from 500 to 1000 mg", "en", "medication_regimen")
    assert ("drug:insulin_glargine", 1000, "mg", "active") not in got


@pytest.mark.parametrize(("text", "coordinate", "value", "unit"), [
    ("No more atorvastatin, now rosuvastatin ten milligrams, starting today.", "drug:rosuvastatin", 10, "mg"),
    ("now metformin 500 mg", "drug:metformin", 500, "mg"),  # "now" before the drug, the dose right after it
])
def test_now_before_the_drug_and_its_dose_is_the_level_held(run: Any, text: str, coordinate: str, value: float,
                                                            unit: str) -> None:
    got = [g for g in _of(run, text, "en", "medication_regimen") if g[3] == "active"]
    assert got == [(coordinate, value, unit, "active")]


def test_now_before_a_drug_with_no_dose_after_it_sets_no_level(run: Any) -> None:
    got = [r for r in run("now metformin is fine, 500 readings later", SAID, "en").records
           if r.rule_id == "med.dose_level_now"]
    assert got == []


def test_the_family_named_first_does_not_hide_the_members_dose(run: Any) -> None:
    got = _of(run, "I'm on insulin now, the long one, Lantus, twenty units at bedtime.", "en", "medication_regimen")
    assert got == [("drug:insulin_glargine", 20, "units", "active")]


@pytest.mark.parametrize(("text", "coordinate", "value"), [
    ("I have gerd since college, ppi on and off, right now on omeprazole 40", "drug:omeprazole", 40),
    ("tums not helping. gp gave me omeprazole 20 mg before breakfast", "drug:omeprazole", 20),
])
def test_on_a_drug_right_now_or_given_it_with_its_strength_is_a_regimen(run: Any, text: str, coordinate: str,
                                                                       value: float) -> None:
    assert _of(run, text, "en", "medication_regimen") == [(coordinate, value, "mg", "active")]


def test_given_one_pill_is_no_regimen(run: Any) -> None:
    assert _of(run, "the nurse gave me a tylenol at 3", "en", "medication_regimen") == []


# --- visits: a diagnostic procedure booked for a day ahead ---------------------------------------------------

@pytest.mark.parametrize(("text", "lang", "date"), [
    ("다음달 15일에 내시경 예약했어요. 위 내시경이요.", "ko", "2026-06-15"),
    ("내일 내시경 예약했어요.", "ko", "2026-05-15"),
    ("My colonoscopy is booked for June 3.", "en", "2026-06-03"),
])
def test_a_procedure_booked_for_a_day_is_a_future_clinic_visit(run: Any, text: str, lang: str, date: str) -> None:
    got = [(r.coordinate, str(r.date), r.status) for r in run(text, SAID, lang).records if r.type == "medical_visit"]
    assert got == [("visit:clinic", date, "scheduled")]


@pytest.mark.parametrize(("text", "lang"), [
    ("다음달에 대장내시경 예약해야겠다", "ko"),  # a plan, no booking
    ("should I book a colonoscopy next month?", "en"),
    ("GP says I need a colonoscopy at 40 now", "en"),
])
def test_a_procedure_planned_without_a_booked_day_is_no_visit(run: Any, text: str, lang: str) -> None:
    assert not [r for r in run(text, SAID, lang).records if r.type == "medical_visit"]


# --- forms that already read (pinned) ------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "lang", "kind", "coordinate", "value", "unit", "status"), [
    ("인슐린 란투스 18단위 자기 전에 맞아요.", "ko", "medication_regimen", "drug:insulin_glargine", 18, "units",
     "active"),
    ("Taking vitamin D 2000 IU daily.", "en", "medication_regimen", "drug:vitamin_d_supplement", 2000, "IU",
     "active"),
    ("프레드니솔론 오늘부터 10mg으로 줄였어요.", "ko", "medication_regimen", "drug:prednisolone", 10, "mg", "active"),
    ("Amoxicillin 500mg three times a day until Friday.", "en", "medication_regimen", "drug:amoxicillin", 500, "mg",
     "active"),
])
def test_forms_already_read(run: Any, text: str, lang: str, kind: str, coordinate: str, value: float, unit: str,
                            status: str) -> None:
    assert _of(run, text, lang, kind) == [(coordinate, value, unit, status)]
