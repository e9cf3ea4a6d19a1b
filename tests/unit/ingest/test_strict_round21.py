"""Round 21 rules for strict records, one test per mechanism, each a convention most tuning suites agree on
(counts in docs/extraction.md, round 21). Wording of its own (not the suites'); the positive cases fail on main
953927e, the guards pass on both."""

from __future__ import annotations

from typing import Any

import pytest

from tests.unit.ingest.strict_helpers import SAID_EN, SAID_KO
from tests.unit.ingest.strict_helpers import day as _day
from tests.unit.ingest.strict_helpers import of_type as _of

# --- a condition suspected, borderline or to watch out for is no diagnosis ----------------------------------------

@pytest.mark.parametrize(("text", "lang", "said"), [
    ("free T4 low, TSH 7.1, she called it borderline hypothyroid", "en", SAID_EN),
    ("endo suspects hyperthyroidism, more bloods next week", "en", SAID_EN),
    ("crp 30 so the gp thinks pneumonia, xray tomorrow", "en", SAID_EN),
    ("요산 9.0 나와서 통풍 조심하라고 하네요", "ko", SAID_KO),
    ("TSH 0.2 나와서 갑상선 항진증 의심된대요", "ko", SAID_KO),
])
def test_a_suspected_or_watched_condition_is_no_record(run: Any, text: str, lang: str, said: str) -> None:
    assert not _of(run, text, "condition", lang, said)


@pytest.mark.parametrize(("text", "lang", "said", "condition"), [
    # guards: a diagnosis said in the turn stands beside the hedge; a hedge in another clause does not reach it
    ("the psychiatrist thinks it's panic disorder, diagnosed me yesterday", "en", SAID_EN, "condition:panic_disorder"),
    ("a1c 6.2, prediabetes now, probably should cut the soda", "en", SAID_EN, "condition:prediabetes"),
    ("당뇨 전단계래요 식단 조심하래", "ko", SAID_KO, "condition:prediabetes"),
])
def test_a_diagnosis_beside_a_hedge_stays(run: Any, text: str, lang: str, said: str, condition: str) -> None:
    assert condition in _of(run, text, "condition", lang, said)


# --- a class head before a drug puts no condition on record; "for my bp" does -------------------------------------

@pytest.mark.parametrize(("text", "lang", "said"), [
    ("혈압약 코자 50mg 먹었어요 아침에", "ko", SAID_KO),
    ("cholesterol meds: rosuvastatin 10", "en", SAID_EN),
])
def test_a_class_head_before_a_drug_is_no_condition(run: Any, text: str, lang: str, said: str) -> None:
    assert not _of(run, text, "condition", lang, said)


def test_a_drug_taken_for_a_class_word_still_names_the_condition(run: Any) -> None:
    assert "condition:hypertension" in _of(run, "on amlodipine 10 for my bp", "condition")  # guard


# --- Korean 열 with a reading right after it, said alone, is the temperature ----------------------------------------

@pytest.mark.parametrize("text", ["열 38.1도 ㅠ 출근해야 되는데", "열 재보니까 37.8 약간 미열",
                                  "아까 열 101F 였는데 지금은 37.0"])
def test_yeol_with_a_reading_alone_is_the_temperature_not_a_fever(run: Any, text: str) -> None:
    res = run(text, SAID_KO, "ko")
    assert any(r.coordinate == "vital:body_temperature" for r in res.records)
    assert not any(r.coordinate.endswith(":fever") for r in res.records)


@pytest.mark.parametrize("text", [
    "열 38.2도 목도 붓고 기침도 나요",  # among the symptoms of an illness
    "열이 38.6도까지 올랐어요",  # a fever risen to its height
    "열 37.8 났었는데 지금은 괜찮아요",  # a fever had
])
def test_yeol_as_a_fever_stays_a_symptom(run: Any, text: str) -> None:
    assert "symptom:fever" in _of(run, text, "symptom", "ko", SAID_KO)  # guard


# --- a condition said "since YEAR" is dated by that year ------------------------------------------------------------

def test_a_condition_since_a_year_carries_the_year(run: Any) -> None:
    rec = _of(run, "type 2 diabetic since 2011, diet controlled", "condition")["condition:type_2_diabetes"]
    assert rec.year == 2011 and rec.start is None


# --- a dose taken said without the drug's name after a dose missed ---------------------------------------------------

@pytest.mark.parametrize("text", [
    "skipped my metformin last night, took this morning's tho",
    "forgot my amlodipine yesterday 🙈 took it today with breakfast",
])
def test_a_dose_taken_by_reference_after_a_missed_one(run: Any, text: str) -> None:
    statuses = sorted(r.status for r in run(text, SAID_EN, "en").records if r.type == "medication_intake")
    assert statuses == ["missed", "taken"]


# --- a night's sleep said a few words after a sleep word, or "bed N up M" ------------------------------------------

@pytest.mark.parametrize(("text", "minutes"), [
    ("bed 12:30am up 7. meh", 390),
    ("got 5 hrs, 2 to 7 am, construction next door", 300),
    ("zzz 11:45-6:15 and still tired", 390),
    ("slept ok i guess, 10:30 to 6", 450),
])
def test_a_night_window_after_a_sleep_word_is_a_sleep_record(run: Any, text: str, minutes: int) -> None:
    rec = _of(run, text, "sleep")["sleep:night"]
    assert rec.duration_min == minutes


@pytest.mark.parametrize("text", ["slept great, then meetings 2 to 4", "sleep was fine, worked 9 to 11 this morning"])
def test_a_span_that_is_no_nights_sleep_is_no_window(run: Any, text: str) -> None:
    assert all(r.start is None for r in _of(run, text, "sleep").values())  # guard


# --- Korean: a time said after one reading and before the next is the next one's ------------------------------------

def test_korean_two_readings_each_take_the_time_said_before_them(run: Any) -> None:
    recs = [r for r in run("어제 밤 혈압 147/95 오늘 아침 128/82", SAID_KO, "ko").records
            if r.coordinate == "vital:systolic_bp"]
    assert sorted((r.value, _day(r.date)) for r in recs) == [(128.0, "2026-10-20"), (147.0, "2026-10-19")]
