"""Round 38 rules for strict records, Korean first. Wording of its own, not the suites'."""

from __future__ import annotations

from typing import Any

import pytest

from tests.unit.ingest.strict_helpers import SAID_KO, day
from tests.unit.ingest.strict_helpers import of_type as _of

TODAY_KO = SAID_KO[:10]

# --- a visit is one moment: an open interval said for a regimen ("오늘부터") never dates it -----------------------


def test_a_visit_is_not_dated_by_a_regimens_start(run: Any) -> None:
    got = _of(run, "내과에서 고혈압이래서 암로디핀 5mg 오늘부터 먹기로 함", "medical_visit", "ko", SAID_KO)
    visit = next(iter(got.values()))
    assert day(visit.date) == TODAY_KO and visit.start is None


def test_the_regimen_keeps_its_start(run: Any) -> None:  # guard
    got = _of(run, "내과에서 고혈압이래서 암로디핀 5mg 오늘부터 먹기로 함", "medication_regimen", "ko", SAID_KO)
    assert day(got["drug:amlodipine"].start) == TODAY_KO


# --- a diagnosis told as news is dated the day said, not by a span told of something else -------------------------


@pytest.mark.parametrize("text", [
    "내과에서 고혈압이래서 암로디핀 5mg 오늘부터 먹기로 함",
    "기침이 5일째 기관지염 진단 받았어요",
])
def test_a_diagnosis_as_news_takes_the_day_said(run: Any, text: str) -> None:
    got = _of(run, text, "condition", "ko", SAID_KO)
    condition = next(iter(got.values()))
    assert day(condition.date) == TODAY_KO and condition.start is None


def test_a_symptom_keeps_its_span(run: Any) -> None:  # guard: the span is the symptom's
    got = _of(run, "기침이 5일째 기관지염 진단 받았어요", "symptom", "ko", SAID_KO)
    assert day(got["symptom:cough"].start) == "2026-10-16"


def test_a_condition_said_since_a_year_keeps_its_year(run: Any) -> None:  # guard
    got = _of(run, "2015년부터 당뇨 있어요", "condition", "ko", SAID_KO)
    assert got["condition:type_2_diabetes"].date is None


# --- Korean puts a run's time beside its distance, with no "in"; in the next sentence it is still the run's ---------


@pytest.mark.parametrize(("text", "km", "minutes"), [
    ("10키로 대회 완주!! 10km 52분", 10.0, 52.0),
    ("풀코스 완주 ㅠㅠ 42.195km 4시간 31분", 42.2, 271.0),
    ("오늘 러닝 끝! 5km 27분", 5.0, 27.0),
])
def test_a_distance_beside_its_time_is_a_run(run: Any, text: str, km: float, minutes: float) -> None:
    got = _of(run, text, "exercise", "ko", SAID_KO)
    assert round(got["activity:running"].value, 1) == km and got["activity:running"].duration_min == minutes


def test_a_distance_alone_is_no_run(run: Any) -> None:  # guard: no time beside it
    assert "activity:running" not in _of(run, "집에서 회사까지 12km 정도", "exercise", "ko", SAID_KO)


# --- dictionary data: 씬지 is levothyroxine; 몸살 기운 is aching, not a cold ------------------------------------------


def test_sshinji_is_levothyroxine(run: Any) -> None:
    got = _of(run, "씬지 88로 올렸어요", "medication_regimen", "ko", SAID_KO)
    assert got["drug:levothyroxine"].value == 88.0


@pytest.mark.parametrize("text", ["몸살 기운 있어서 일찍 잘게", "어제부터 몸살기 좀 있음"])
def test_feeling_achy_is_muscle_pain(run: Any, text: str) -> None:
    assert "symptom:muscle_pain" in _of(run, text, "symptom", "ko", SAID_KO)
    assert "condition:common_cold" not in _of(run, text, "condition", "ko", SAID_KO)


def test_a_cold_with_aches_is_still_a_cold(run: Any) -> None:  # guard
    assert "condition:common_cold" in _of(run, "감기몸살 걸렸어요", "condition", "ko", SAID_KO)


# --- a time the user denies ("오늘 … 아니라", cue list time_denied) dates nothing; the time said instead does ---


def test_a_denied_time_dates_nothing(run: Any) -> None:
    got = _of(run, "대상포진 백신 오늘 맞은게 아니라 10월 15일에 맞았어요", "vaccination", "ko", SAID_KO)
    assert day(next(iter(got.values())).date) == "2026-10-15"


def test_a_denied_term_leaves_its_time(run: Any) -> None:  # guard: the term is denied, not the day
    got = _of(run, "어제 두통 아니라 편두통이었어", "symptom", "ko", SAID_KO)
    assert day(got["symptom:migraine"].date) == "2026-10-19"
