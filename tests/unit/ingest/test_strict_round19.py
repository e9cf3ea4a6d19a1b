"""Round 19 rules for strict records on unseen wording (pregnancy told by its weeks or by the birth), one test per
mechanism. Wording of its own (not the suites'); the positive cases fail on main d3e8c84, the guards pass on both."""

from __future__ import annotations

from typing import Any

import pytest

from tests.unit.ingest.strict_helpers import SAID_EN, SAID_KO
from tests.unit.ingest.strict_helpers import day as _day
from tests.unit.ingest.strict_helpers import of_type as _of

# --- a pregnancy told by its weeks ------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "due"), [
    ("31 weeks along and the heartburn is real", None),
    ("19 weeks today! due jan 9, anatomy scan went fine", "2027-01-09"),
])
def test_weeks_along_or_weeks_today_with_a_due_date_is_an_active_pregnancy(run: Any, text: str,
                                                                         due: str | None) -> None:
    rec = _of(run, text, "pregnancy_status")["profile:pregnancy"]
    assert rec.status == "active"
    assert _day(rec.expected_end) == due


def test_weeks_now_without_a_due_date_is_no_pregnancy(run: Any) -> None:
    assert not _of(run, "refill is due oct 16, been on it 4 weeks now", "pregnancy_status")  # guard


# --- a birth: its day, and an earlier child's birth --------------------------------------------------------------

@pytest.mark.parametrize(("text", "lang", "said", "end"), [
    ("our son was born on aug 15, tired but happy", "en", SAID_EN, "2026-08-15"),
    ("baby boy arrived Monday!! 3.1kg", "en", SAID_EN, "2026-08-17"),
    ("the pregnancy is over, had him on the 18th", "en", SAID_EN, "2026-08-18"),
    ("출산했어요!! 10월 12일에 자연분만으로 낳았어요", "ko", SAID_KO, "2026-10-12"),
])
def test_a_birth_ends_the_pregnancy_on_its_day(run: Any, text: str, lang: str, said: str, end: str) -> None:
    rec = _of(run, text, "pregnancy_status", lang, said)["profile:pregnancy"]
    assert rec.status == "ended"
    assert _day(rec.end) == end


@pytest.mark.parametrize(("text", "lang", "said"), [
    ("둘째는 2019년 5월에 제왕절개로 낳았어요", "ko", SAID_KO),
    ("my daughter was born in 2016 by c-section", "en", SAID_EN),
])
def test_an_earlier_childs_birth_is_no_pregnancy_status(run: Any, text: str, lang: str, said: str) -> None:
    assert not _of(run, text, "pregnancy_status", lang, said)


# --- "hardly ever" drinks: occasional, as "rarely" ---------------------------------------------------------------

@pytest.mark.parametrize(("text", "value"), [
    ("술은 거의 안 마셔요 회식 때나 한잔", "occasional"),
    ("술은 거의 못 마셔요", "occasional"),
    ("술은 전혀 안 마셔요", "none"),  # guard
])
def test_hardly_ever_drinking_is_occasional(run: Any, text: str, value: str) -> None:
    rec = _of(run, text, "baseline_habit", "ko", SAID_KO)["profile:alcohol"]
    assert rec.value == value


# --- the forgetting of a missed dose is no memory symptom --------------------------------------------------------

def test_the_forgetting_of_a_missed_dose_is_no_memory_symptom(run: Any) -> None:
    text = "오늘 아침 당뇨약 깜빡함.. 메트포르민"
    assert not _of(run, text, "symptom", "ko", SAID_KO)
    assert _of(run, text, "medication_intake", "ko", SAID_KO)["drug:metformin"].status == "missed"


def test_forgetfulness_without_a_missed_dose_is_the_symptom(run: Any) -> None:
    assert "symptom:memory_problems" in _of(run, "요즘 자꾸 깜빡깜빡해요", "symptom", "ko", SAID_KO)  # guard


# --- late-night eating: more eating verbs, the small hours ------------------------------------------------------

@pytest.mark.parametrize("text", [
    "wolfed down a whole pizza at 2am, zero regrets",
    "demolished a pint of ice cream at 11pm",
])
def test_eating_in_the_small_hours_is_late_night_eating(run: Any, text: str) -> None:
    assert "meal:late_night_eating" in _of(run, text, "meal")


def test_a_dose_in_the_small_hours_is_no_meal(run: Any) -> None:
    assert not _of(run, "took my meds at 1am", "meal")  # guard


def test_someone_elses_eating_at_night_is_no_meal(run: Any) -> None:
    assert not _of(run, "my cat ate a hair tie and we were at the emergency vet til 1am", "meal")  # guard


# --- the current value said beside a goal -------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "lang", "kg"), [
    ("목표는 58kg! 지금 63", "ko", 63.0),
    ("goal weight 150 lbs, currently 163", "en", 73.94),
])
def test_the_value_now_beside_a_goal_is_a_reading_in_the_goals_unit(run: Any, text: str, lang: str,
                                                                    kg: float) -> None:
    said = SAID_KO if lang == "ko" else SAID_EN
    assert "goal:weight" in _of(run, text, "goal", lang, said)
    rec = _of(run, text, "body_measurement", lang, said)["body:weight"]
    assert rec.value == pytest.approx(kg, rel=0.01) and rec.unit == "kg"


def test_a_number_now_that_is_no_weight_is_no_reading(run: Any) -> None:
    assert not _of(run, "목표 60kg 지금 3kg 더 빼야함", "body_measurement", "ko", SAID_KO)  # guard


# --- stress said strongly without a number is high -------------------------------------------------------------

@pytest.mark.parametrize(("text", "lang", "said"), [
    ("stressed af about the move", "en", SAID_EN),
    ("오늘 스트레스 진짜 심했음 마감 때문에", "ko", SAID_KO),
])
def test_strong_stress_words_are_high(run: Any, text: str, lang: str, said: str) -> None:
    assert _of(run, text, "mood", lang, said)["mood:stress"].value == "high"
