"""Round 14 rules for strict records on unseen wording, one test per mechanism, English and Korean.
Wording of its own (not the suites'); the positive cases fail on main 90dfa65, the guards pass on both."""

from __future__ import annotations

from typing import Any

import pytest

from tests.unit.ingest.strict_helpers import day as _day

SAID = "2026-03-11T21:00:00+09:00"  # a Wednesday evening


def _symptoms(run: Any, text: str, lang: str, said: str = SAID) -> dict[str, Any]:
    return {r.coordinate: r for r in run(text, said, lang).records if r.type == "symptom"}


# --- episode times: when a symptom began and when it was over ----------------------------------------------------

@pytest.mark.parametrize(("text", "lang", "key", "start", "end"), [
    ("cough finally cleared up today, had it since last thursday", "en", "symptom:cough", "2026-03-05", "2026-03-11"),
    ("the headache from monday finally went away this afternoon", "en", "symptom:headache", "2026-03-09",
     "2026-03-11"),
    ("지난 목요일부터 기침했는데 오늘 다 나았어요", "ko", "symptom:cough", "2026-03-05", "2026-03-11"),
])
def test_an_episode_over_has_its_onset_and_its_end(run: Any, text: str, lang: str, key: str, start: str,
                                                   end: str) -> None:
    rec = _symptoms(run, text, lang)[key]
    assert (rec.status, _day(rec.start), _day(rec.end)) == ("resolved", start, end)


@pytest.mark.parametrize(("text", "lang", "key", "end"), [
    ("the rash on my legs went away yesterday", "en", "symptom:rash", "2026-03-10"),
    ("nausea is gone now", "en", "symptom:nausea", "2026-03-11"),
    ("어지럼증 어제 다 없어졌어요", "ko", "symptom:dizziness", "2026-03-10"),
])
def test_an_episode_said_over_ends_on_the_day_said(run: Any, text: str, lang: str, key: str, end: str) -> None:
    rec = _symptoms(run, text, lang)[key]
    assert (rec.status, _day(rec.end)) == ("resolved", end)


def test_the_day_of_an_episode_over_later_is_its_start(run: Any) -> None:
    rec = _symptoms(run, "bad back pain on monday at work. no pain since", "en")["symptom:back_pain"]
    assert (rec.status, _day(rec.start)) == ("resolved", "2026-03-09")


@pytest.mark.parametrize(("text", "key"), [
    ("heart racing for a few minutes last night, then stopped", "symptom:palpitations"),
    ("어제 가슴이 답답했는데 그 뒤로 괜찮아요", "symptom:chest_pain"),
])
def test_more_ways_to_say_an_episode_is_over(run: Any, text: str, key: str) -> None:
    lang = "ko" if any("가" <= c <= "힣" for c in text) else "en"
    syms = _symptoms(run, text, lang)
    assert key in syms and syms[key].status == "resolved"


@pytest.mark.parametrize(("text", "lang", "key"), [
    ("오후부터 머리가 아파요 6점", "ko", "symptom:headache"),
    ("아침부터 계속 어지러워요", "ko", "symptom:dizziness"),
    ("sore throat since this morning", "en", "symptom:sore_throat"),
])
def test_an_episode_begun_today_is_dated_and_started_today(run: Any, text: str, lang: str, key: str) -> None:
    rec = _symptoms(run, text, lang)[key]
    assert (_day(rec.date), _day(rec.start)) == ("2026-03-11", "2026-03-11")


def test_a_since_weekday_before_a_score_still_starts_the_episode(run: Any) -> None:
    rec = _symptoms(run, "hip pain since monday, 6/10 when walking", "en")["symptom:hip_pain"]
    assert _day(rec.start) == "2026-03-09"


def test_an_ongoing_episode_has_no_end(run: Any) -> None:
    rec = _symptoms(run, "coughing since monday, still bad", "en")["symptom:cough"]
    assert rec.end is None and _day(rec.start) == "2026-03-09"


def test_a_denied_symptom_beside_an_onset_today_is_dated_today(run: Any) -> None:
    rec = _symptoms(run, "아침부터 메스꺼워요 열은 없어요", "ko")["symptom:fever"]
    assert rec.negated and _day(rec.date) == "2026-03-11"


# --- regimens: stops and starts said by their time -------------------------------------------------------------

def _regimens(run: Any, text: str, lang: str, said: str = SAID) -> dict[str, Any]:
    return {r.coordinate: r for r in run(text, said, lang).records if r.type == "medication_regimen"}


@pytest.mark.parametrize(("text", "lang", "drug", "start"), [
    ("diagnosed with gout in january, on allopurinol 100mg since then", "en", "drug:allopurinol", "2026-01-01"),
    ("1월에 통풍 진단받고 알로푸리놀 100mg 그때부터 먹고있어요", "ko", "drug:allopurinol", "2026-01-01"),
])
def test_since_then_starts_a_regimen_at_the_time_said_before(run: Any, text: str, lang: str, drug: str,
                                                            start: str) -> None:
    rec = _regimens(run, text, lang)[drug]
    assert (rec.status, _day(rec.start)) == ("active", start)


def test_a_drug_and_dose_since_a_day_is_a_regimen(run: Any) -> None:
    rec = _regimens(run, "escitalopram 10 since feb 3, sleeping better", "en")["drug:escitalopram"]
    assert (rec.status, rec.value, _day(rec.start)) == ("active", 10.0, "2026-02-03")


def test_a_dose_taken_since_a_time_is_still_a_dose(run: Any) -> None:
    got = run("took ibuprofen 400 this morning, sore since yesterday", SAID, "en").records
    assert [(r.type, r.status) for r in got if r.coordinate == "drug:ibuprofen"] == [("medication_intake", "taken")]


@pytest.mark.parametrize(("text", "drug", "end"), [
    ("메트포르민 그저께부터 끊었어요", "drug:metformin", "2026-03-09"),
    ("아토르바스타틴 어제까지 먹고 이제 안먹어요", "drug:atorvastatin", "2026-03-10"),
])
def test_a_korean_stop_ends_on_the_day_said(run: Any, text: str, drug: str, end: str) -> None:
    rec = _regimens(run, text, "ko")[drug]
    assert (rec.status, _day(rec.end)) == ("stopped", end)


def test_a_stop_said_in_a_month_keeps_the_month(run: Any) -> None:
    rec = _regimens(run, "트라조돈 지난달에 끊었어요", "ko")["drug:trazodone"]
    assert (rec.status, rec.month) == ("stopped", "2026-02")


@pytest.mark.parametrize(("text", "lang", "stopped", "started"), [
    ("doc took me off metoprolol today and switched to bisoprolol 5mg", "en", "drug:metoprolol", "drug:bisoprolol"),
    ("노바스크 어제까지 먹고 오늘부터 코자 50mg으로 바꿨어요", "ko", "drug:amlodipine", "drug:losartan"),
    ("리피토는 끊고 크레스토 5mg으로 바꿨어요", "ko", "drug:atorvastatin", "drug:rosuvastatin"),
])
def test_a_switch_stops_one_drug_and_starts_the_other(run: Any, text: str, lang: str, stopped: str,
                                                       started: str) -> None:
    regs = _regimens(run, text, lang)
    assert (regs[stopped].status, regs[started].status) == ("stopped", "active")


# --- dictionary and vaccine wording ----------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "keys"), [
    ("covid and flu boosters done this morning", {"vaccine:covid19", "vaccine:influenza"}),
    ("covid vax #3 today", {"vaccine:covid19"}),
])
def test_vax_and_plural_boosters_are_shots(run: Any, text: str, keys: set[str]) -> None:
    got = run(text, SAID, "en").records
    assert {r.coordinate for r in got if r.type == "vaccination"} == keys
    assert not [r for r in got if r.type == "condition"]


def test_a_random_finger_stick_is_a_random_glucose(run: Any) -> None:
    got = run("random fingerstick 171 at work", SAID, "en").records
    assert [(r.coordinate, r.value) for r in got if r.type == "lab_result"] == [("test:random_glucose", 171.0)]


# --- numbers said in words (a voice transcript) ----------------------------------------------------------------

@pytest.mark.parametrize(("text", "lang", "expected"), [
    ("bp one thirty eight over eighty six, pulse seventy one", "en",
     {("vital:systolic_bp", 138.0), ("vital:diastolic_bp", 86.0), ("vital:heart_rate", 71.0)}),
    ("혈압 백이십팔에 칠십구 맥박 육십팔", "ko",
     {("vital:systolic_bp", 128.0), ("vital:diastolic_bp", 79.0), ("vital:heart_rate", 68.0)}),
    ("몸무게 육십사점오 키로", "ko", {("body:weight", 64.5)}),
])
def test_numbers_said_in_words_are_readings(run: Any, text: str, lang: str, expected: set[Any]) -> None:
    got = run(text, SAID, lang).records
    assert {(r.coordinate, r.value) for r in got if r.type in ("vital_sign", "body_measurement")} == expected


def test_spoken_digits_keep_words_and_counts() -> None:
    from pia_graph.ingest.extract.spoken_numbers import digit_twin

    for text in ("오십견 때문에 어깨가 아파", "이십대 때부터", "took two tylenol", "one of my friends", "sixty"):
        assert digit_twin(text) == text
    twin = digit_twin("weight two hundred and five point six")
    assert twin.split() == ["weight", "205.6"] and len(twin) == len("weight two hundred and five point six")


def test_an_alias_that_ends_in_a_strength_and_unit_gives_the_dose(run: Any) -> None:
    rec = _regimens(run, "on vitamin D 1000 IU every morning", "en")["drug:vitamin_d_supplement"]
    assert (rec.value, rec.unit) == (1000.0, "IU")
