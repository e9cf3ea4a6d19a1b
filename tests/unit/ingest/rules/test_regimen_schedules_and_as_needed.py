"""Regimens told by a schedule or kept for when needed, a temperature after 열, a dose by reference in Korean, and
weekdays that are an activity's schedule (docs/extraction.md, session 55, strict55). Sentences of their own."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.ingest.turn_flow import offline_scenario
from pia_graph.ontology import AliasIndex, Dictionary
from tests.unit.ingest.strict_helpers import SAID_EN, SAID_KO, day, of_type

# --- a dose kept for when needed is the regimen; with no dose none ---

@pytest.mark.parametrize(("text", "lang", "key", "value"), [
    ("Ortho said leave it for now, diclofenac 50 as needed.", "en", "drug:diclofenac", 50.0),
    ("ibuprofen 400 prn for the ankle", "en", "drug:ibuprofen", 400.0),
    ("무릎 때문에 나프록센 500 필요할 때만", "ko", "drug:naproxen", 500.0),
    ("세티리진 10mg 필요시", "ko", "drug:cetirizine", 10.0),
])
def test_a_dose_kept_for_when_needed_is_the_regimen(run: Any, text: str, lang: str, key: str, value: float) -> None:
    rec = of_type(run, text, "medication_regimen", lang, SAID_KO if lang == "ko" else SAID_EN)[key]
    assert (rec.status, rec.value, rec.rule_id) == ("active", value, "med.as_needed_dose")


@pytest.mark.parametrize(("text", "lang"), [
    ("use my inhaler as needed, maybe twice a week", "en"),
    ("천식이라 흡입기 필요할 때만 써요", "ko"),
])
def test_a_drug_kept_for_when_needed_with_no_dose_is_no_regimen(run: Any, text: str, lang: str) -> None:
    assert of_type(run, text, "medication_regimen", lang, SAID_KO if lang == "ko" else SAID_EN) == {}


def test_a_dose_taken_in_a_later_clause_of_an_as_needed_regimen_is_an_intake(run: Any) -> None:
    text = "허리 때문에 나프록센 250 필요할 때만 먹는데 오늘 두 번 먹음"
    assert of_type(run, text, "medication_regimen", "ko", SAID_KO)["drug:naproxen"].value == 250.0
    assert of_type(run, text, "medication_intake", "ko", SAID_KO)["drug:naproxen"].status == "taken"


# --- a schedule after the drug and its dose ---

@pytest.mark.parametrize(("text", "key", "value"), [
    ("lantus 16 units at bedtime now, dr bumped it from 14", "drug:insulin_glargine", 16.0),
    ("ferrous fumarate 210mg alternate days", "drug:iron_supplement", 210.0),
    ("pharmacist said paracetamol 1000 every 6 hrs", "drug:acetaminophen", 1000.0),
    ("Metformin 500 mornings only from now on", "drug:metformin", 500.0),
])
def test_a_schedule_after_the_drug_and_its_dose_is_the_regimen(run: Any, text: str, key: str, value: float) -> None:
    assert of_type(run, text, "medication_intake") == {}
    rec = of_type(run, text, "medication_regimen")[key]
    assert (rec.status, rec.value) == ("active", value)


def test_a_moment_beside_the_schedule_word_is_still_one_dose(run: Any) -> None:
    text = "lantus 16 units at bedtime tonight"
    assert of_type(run, text, "medication_regimen") == {}
    assert of_type(run, text, "medication_intake")["drug:insulin_glargine"].status == "taken"


@pytest.mark.parametrize(("text", "key", "value"), [
    ("리나글립틴 5 아침에 한 알 추가됨", "drug:linagliptin", 5.0),
    ("메트포르민 500 저녁에 한 알 시작함", "drug:metformin", 500.0),
    ("로사르탄 50 아침 한 번, 오늘은 아직", "drug:losartan", 50.0),
])
def test_korean_regimens_added_or_started_with_a_count_per_dose(run: Any, text: str, key: str, value: float) -> None:
    rec = of_type(run, text, "medication_regimen", "ko", SAID_KO)[key]
    assert (rec.status, rec.value) == ("active", value)


# --- 열 and a number: the temperature ---

@pytest.mark.parametrize(("text", "value"), [
    ("혈압 118/76 열 38.1", 38.1),
    ("열 내렸어요 36.9", 36.9),
    ("열은 이제 없어요 36.5", 36.5),
])
def test_a_number_after_the_fever_word_is_the_temperature(run: Any, text: str, value: float) -> None:
    rec = of_type(run, text, "vital_sign", "ko", SAID_KO)["vital:body_temperature"]
    assert (rec.value, rec.unit) == (value, "Cel")


def test_a_fever_word_with_days_is_no_temperature(run: Any) -> None:
    assert "vital:body_temperature" not in of_type(run, "열 내리고 3일 쉬었어요", "vital_sign", "ko", SAID_KO)


# --- a Korean dose told by reference after a turn that named the drug ---

def _reply(dictionary: Dictionary, index: AliasIndex, history: str, text: str) -> dict[str, Any]:
    said = dt.datetime(2026, 6, 10, 21, 0, tzinfo=dt.timezone(dt.timedelta(hours=9)))
    scenario = {"id": "t", "kind": "storage", "lang": "ko", "said_at": said.isoformat(), "text": text,
                "history": [{"said_at": (said - dt.timedelta(hours=12)).isoformat(), "text": history}]}
    return offline_scenario(scenario, index, dictionary)


@pytest.mark.parametrize(("history", "text", "key"), [
    ("아토르바스타틴 20 저녁에 먹어요", "약 먹음 ㅎㅎ", "drug:atorvastatin"),
    ("비타민D 격일로 먹어요", "오늘은 먹는 날이라 먹었어", "drug:vitamin_d_supplement"),
])
def test_a_korean_dose_by_reference_is_the_last_named_drugs(dictionary: Dictionary, index: AliasIndex, history: str,
                                                             text: str, key: str) -> None:
    got = _reply(dictionary, index, history, text)
    assert [(r["type"], r["coordinate"], r["status"]) for r in got["records"]] == [
        ("medication_intake", key, "taken")]


@pytest.mark.parametrize("text", ["오늘은 잊지 않고 먹음", "오늘은 먹는 날이라 먹었어"])
def test_a_negated_verb_or_a_reason_is_no_food(run: Any, text: str) -> None:
    assert of_type(run, text, "meal", "ko", SAID_KO) == {}


# --- weekdays that are an activity's schedule ---

@pytest.mark.parametrize(("text", "lang", "said"), [
    ("화목 필라테스 다니는데 오늘 50분 했어요", "ko", SAID_KO),
    ("I cycle tue thu sat, 40 min each. Did today's", "en", SAID_EN),
])
def test_weekdays_beside_today_are_the_schedule_and_the_session_is_today(run: Any, text: str, lang: str,
                                                                        said: str) -> None:
    recs = [r for r in run(text, said, lang).records if r.type == "exercise"]
    assert [day(r.date) for r in recs] == [said[:10]]


def test_weekdays_with_no_today_are_each_a_session(run: Any) -> None:
    recs = [r for r in run("이번주 월 수 금 수영 각각 45분 했어요", SAID_KO, "ko").records if r.type == "exercise"]
    assert len(recs) == 3


# --- a Korean night told by its waking and its bedtime apart ---

@pytest.mark.parametrize(("text", "start", "end"), [
    ("새벽 5시에 깸 ㅠ 어제 잠은 11시에 잠", "2026-10-19T23:00:00+09:00", "2026-10-20T05:00:00+09:00"),
    ("새벽 4시쯤 깼다가 다시 못잤어요. 1시에 누웠어요", "2026-10-20T01:00:00+09:00", "2026-10-20T04:00:00+09:00"),
    ("새벽 3시까지 시험공부하다 잠, 9시 기상", "2026-10-20T03:00:00+09:00", "2026-10-20T09:00:00+09:00"),
    # the sleep rules' Korean clock (temporal.sleep.ko_time_of_day): 밤 2시 is in the small hours, not 14:00
    ("밤 2시까지 과제하다 잠, 9시 기상", "2026-10-20T02:00:00+09:00", "2026-10-20T09:00:00+09:00"),
    ("새벽 2시까지 과제하다 잠, 9시 기상", "2026-10-20T02:00:00+09:00", "2026-10-20T09:00:00+09:00"),
    ("새벽 5시에 깸 ㅠ 어제 잠은 밤 11시에 잠", "2026-10-19T23:00:00+09:00", "2026-10-20T05:00:00+09:00"),
    ("밤 2시에 깨서 다시 못잠 ㅠ 밤 11시에 잤는데", "2026-10-19T23:00:00+09:00", "2026-10-20T02:00:00+09:00"),
])
def test_a_korean_night_told_by_its_waking_and_bedtime_apart(run: Any, text: str, start: str, end: str) -> None:
    rec = of_type(run, text, "sleep", "ko", SAID_KO)["sleep:night"]
    assert (rec.start.isoformat(), rec.end.isoformat()) == (start, end)
    assert rec.value == (dt.datetime.fromisoformat(end) - dt.datetime.fromisoformat(start)).total_seconds() / 60


def test_a_waking_with_no_bedtime_is_no_night(run: Any) -> None:
    assert of_type(run, "새벽 4시에 깨서 다시 못잠", "sleep", "ko", SAID_KO) == {}


# --- a yes or a no that names what the last reading was ---

def _answer(dictionary: Dictionary, index: AliasIndex, history: str, text: str, lang: str) -> dict[str, Any]:
    said = dt.datetime(2026, 6, 10, 20, 0, tzinfo=dt.timezone(dt.timedelta(hours=9)))
    scenario = {"id": "t", "kind": "storage", "lang": lang, "said_at": said.isoformat(), "text": text,
                "history": [{"said_at": (said - dt.timedelta(hours=12)).isoformat(), "text": history}]}
    return offline_scenario(scenario, index, dictionary)


@pytest.mark.parametrize(("history", "text", "lang", "key", "value"), [
    ("혈당 102", "응 공복", "ko", "test:fasting_glucose", 102.0),
    ("sugar 131 this morning", "yep fasting", "en", "test:fasting_glucose", 131.0),
    ("sugar 150", "no, after dinner", "en", "test:postprandial_glucose", 150.0),
])
def test_a_yes_or_a_no_that_names_the_readings_kind_completes_it(dictionary: Dictionary, index: AliasIndex,
                                                                  history: str, text: str, lang: str, key: str,
                                                                  value: float) -> None:
    got = _answer(dictionary, index, history, text, lang)
    assert [(r["coordinate"], r["value"]) for r in got["records"]] == [(key, value)]


@pytest.mark.parametrize(("history", "text", "lang"), [
    ("sugar 140 this morning", "yes thanks", "en"),
    ("혈압 150/95", "응 고마워", "ko"),
])
def test_a_yes_with_nothing_of_a_reading_completes_nothing(dictionary: Dictionary, index: AliasIndex, history: str,
                                                           text: str, lang: str) -> None:
    assert _answer(dictionary, index, history, text, lang)["records"] == []
