"""Round 37 rules for strict records. Wording of its own, not the suites'."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.temporal import resolve_in_text
from tests.unit.ingest.strict_helpers import SAID_EN, SAID_KO, day
from tests.unit.ingest.strict_helpers import of_type as _of

# --- a rating said after a copula is the symptom's severity (cue list rating: "was a", "is at") -------------------


@pytest.mark.parametrize(("text", "key", "value"), [
    ("my migraine this morning was a 7, lying in the dark now", "symptom:migraine", 7.0),
    ("the back pain is at 4", "symptom:back_pain", 4.0),
    ("sore throat was 3 when i woke", "symptom:sore_throat", None),  # no rating ends the clause
])
def test_a_rating_after_a_copula_is_the_severity(run: Any, text: str, key: str, value: float | None) -> None:
    got = _of(run, text, "symptom")
    assert got[key].value == value


def test_a_copula_before_a_span_of_days_is_no_rating(run: Any) -> None:  # guard
    got = _of(run, "the headache was 3 days ago", "symptom")
    assert got["symptom:headache"].value is None


# --- "N of 10" is a score; a count of ten things is not --------------------------------------------------------


def test_n_of_ten_is_a_rating(run: Any) -> None:
    got = _of(run, "stomach ache since lunch, 7 of 10, no vomiting", "symptom")
    assert got["symptom:abdominal_pain"].value == 7.0


def test_n_of_ten_things_is_no_rating(run: Any) -> None:  # guard
    got = _of(run, "headache on 3 of 10 days this month", "symptom")
    assert got["symptom:headache"].value is None


# --- a count of cigarettes is a smoking episode, verb or none; "should quit" is no habit ------------------------


@pytest.mark.parametrize(("text", "lang", "value"), [
    ("one beer and a cigarette at the barbecue", "en", 1.0),
    ("담배 3개피 폈어", "ko", 3.0),
    ("담배 2개비 피움 끊어야 하는데", "ko", 2.0),
])
def test_a_count_of_cigarettes_is_an_episode(run: Any, text: str, lang: str, value: float) -> None:
    got = _of(run, text, "substance_use", lang, SAID_KO if lang == "ko" else SAID_EN)
    assert got["substance:smoking"].value == value


def test_quitting_is_no_episode(run: Any) -> None:  # guard
    assert "substance:smoking" not in _of(run, "담배 끊었어 3년 됐어", "substance_use", "ko", SAID_KO)


# --- a form that names both the symptom and the condition: tonight's sleeplessness is the symptom --------------


@pytest.mark.parametrize(("text", "lang"), [
    ("second night of insomnia in a row", "en"),
    ("불면증 때문에 새벽까지 못 잤어", "ko"),
])
def test_insomnia_of_a_night_is_the_symptom(run: Any, text: str, lang: str) -> None:
    said = SAID_KO if lang == "ko" else SAID_EN
    assert "symptom:insomnia" in _of(run, text, "symptom", lang, said)
    assert "condition:insomnia_disorder" not in _of(run, text, "condition", lang, said)


def test_nausea_said_with_the_colloquial_noun(run: Any) -> None:
    assert "symptom:nausea" in _of(run, "아침부터 토할 거 같아", "symptom", "ko", SAID_KO)


# --- a specialty's visit named by its field and a visit word ----------------------------------------------------


def test_a_specialty_visit_booked_is_scheduled(run: Any) -> None:
    got = _of(run, "dermatology appt on the 28th", "medical_visit")
    assert day(got["visit:clinic"].date) == "2026-08-28"


def test_a_specialty_visit_asked_about_is_none(run: Any) -> None:  # guard
    assert _of(run, "should i ask for a rheumatology consult?", "medical_visit") == {}


def test_a_checkup_booked_in_korean_is_scheduled(run: Any) -> None:
    got = _of(run, "다음주 화요일 건강검진 잡혔어요", "medical_visit", "ko", SAID_KO)
    assert day(got["visit:checkup"].date) == "2026-10-27"


# --- Korean "taken for months or years" is a regimen, with the month or year it began -------------------------


def test_taken_for_years_is_a_regimen(run: Any) -> None:
    got = _of(run, "암로디핀 5mg 먹은지 2년째", "medication_regimen", "ko", SAID_KO)
    assert got["drug:amlodipine"].status == "active"
    assert got["drug:amlodipine"].year == 2024


def test_taken_an_hour_ago_is_no_regimen(run: Any) -> None:  # guard
    assert _of(run, "타이레놀 먹은 지 한 시간 됐는데 아직 아파", "medication_regimen", "ko", SAID_KO) == {}


@pytest.mark.parametrize(("text", "field", "expected"), [
    ("메트포르민 시작한 지 딱 2주 됐어요", "date", dt.date(2026, 10, 6)),
    ("이 약 먹은지 두 달째", "month", "2026-08"),
    ("운동 시작한지 벌써 3주 됐어", "date", dt.date(2026, 9, 29)),
])
def test_since_it_began(text: str, field: str, expected: Any) -> None:
    got = [r for r in resolve_in_text(text, dt.datetime.fromisoformat(SAID_KO), "ko") if r.kind != "implicit"]
    assert [getattr(r, field) for r in got] == [expected]


# --- a drug stopped by a pronoun later on: "… so i stopped it", "… stopped it today" --------------------------


@pytest.mark.parametrize(("text", "key", "end"), [
    ("naproxen upsets my stomach every time so i quit it two weeks ago", "drug:naproxen", "2026-08-06"),
    ("began doxycycline on monday. the rash got worse, stopped it today", "drug:doxycycline", "2026-08-20"),
])
def test_a_drug_stopped_by_a_pronoun(run: Any, text: str, key: str, end: str) -> None:
    got = _of(run, text, "medication_regimen")
    assert got[key].status == "stopped"
    assert day(got[key].end) == end


def test_a_pronoun_after_another_drug_stops_that_one(run: Any) -> None:  # guard
    got = _of(run, "on metformin 500 twice a day, they added sitagliptin but i stopped it", "medication_regimen")
    assert got["drug:metformin"].status == "active"


def test_a_count_restated_after_the_episode_is_no_second_one(run: Any) -> None:  # guard
    got = run("어제 담배 한 갑 다 폈음.. 20개비", SAID_KO, "ko").records
    assert [r.value for r in got if r.coordinate == "substance:smoking"] == [20.0]
