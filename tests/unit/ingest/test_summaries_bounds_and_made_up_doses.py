"""English storage on unseen wording (session 47, en47): values that are no reading (a summary of others, a bound),
a dose missed and made up the same day, a vague count then its number, a symptom rated when named again, a mood and
a stress each with their own level, a walk that is a step count, a condition said of the family, a passing condition
said as the reason for care."""

from __future__ import annotations

from typing import Any

import pytest

SAID = "2026-03-05T09:00:00+00:00"  # a Thursday


def _records(run: Any, text: str) -> list[tuple[str, str, Any, str | None]]:
    got = run(text, SAID, "en")
    return [(r.type, r.coordinate, r.value, r.status) for r in got.records]


def test_the_mean_of_readings_the_turn_lists_is_no_reading(run: Any) -> None:
    got = _records(run, "bp 3x this morning: 141/89, 137/87, 135/86. avg ~138/87")
    systolic = sorted(v for _t, c, v, _s in got if c == "vital:systolic_bp")
    assert systolic == [135.0, 137.0, 141.0]


def test_an_average_alone_stays_the_reading(run: Any) -> None:
    got = _records(run, "bp 3 readings this morning avg 128 over 82")
    assert ("vital_sign", "vital:systolic_bp", 128.0, None) in got


@pytest.mark.parametrize("text", ["biked 22 miles this morning in 1h40, hydrated well, hr max 171",
                                  "Summer run: 10.5 km in 58 min, hot as. HR avg 158",
                                  "Did a 2 hr bike ride, about 45 km, heart rate avg 142"])
def test_a_workouts_heart_rate_is_part_of_the_workout(run: Any, text: str) -> None:
    got = _records(run, text)
    assert not [c for _t, c, _v, _s in got if c == "vital:heart_rate"]
    assert [t for t, _c, _v, _s in got if t == "exercise"]


def test_a_resting_heart_rate_beside_steps_stays(run: Any) -> None:
    assert ("vital_sign", "vital:heart_rate", 58.0, None) in _records(run, "resting hr 58, 9000 steps")


@pytest.mark.parametrize("text", ["eGFR >60 and creatinine 0.9", "creatinine 0.9, egfr > 90"])
def test_a_result_said_as_a_bound_is_no_record(run: Any, text: str) -> None:
    got = _records(run, text)
    assert [c for _t, c, _v, _s in got] == ["test:creatinine"]


def test_an_arrow_is_no_bound(run: Any) -> None:
    assert ("lab_result", "test:hba1c", 6.9, None) in _records(run, "hba1c 7.4 -> 6.9 this time")


@pytest.mark.parametrize("text", ["forgot my losartan this morning, took it now at 8pm",
                                  "forgot levo this am, took it at noon instead"])
def test_a_dose_made_up_the_same_day_is_taken(run: Any, text: str) -> None:
    statuses = [s for t, _c, _v, s in _records(run, text) if t == "medication_intake"]
    assert statuses == ["taken"]


def test_a_dose_made_up_the_next_day_keeps_both(run: Any) -> None:
    got = _records(run, "forgot my losartan on tuesday night, remembered wednesday morning and took it then")
    assert sorted(s for t, _c, _v, s in got if t == "medication_intake") == ["missed", "taken"]


@pytest.mark.parametrize(("text", "drinks"), [("had a few schooners at the pub, maybe 4", 4.0),
                                              ("Had a couple of schooners after work, 3 I think", 3.0),
                                              ("had a couple of beers with 2 friends", 2.0)])
def test_a_number_said_after_a_vague_count_is_the_count(run: Any, text: str, drinks: float) -> None:
    assert [v for t, _c, v, _s in _records(run, text) if t == "substance_use"] == [drinks]


def test_a_symptom_named_again_with_its_rating_takes_it(run: Any) -> None:
    got = _records(run, "temp 99.1, achy all over, muscle pain 6/10. probably the booster")
    assert ("symptom", "symptom:muscle_pain", 6.0, "active") in got


def test_stress_and_mood_each_keep_their_own_level(run: Any) -> None:
    got = _records(run, "stress high this week (deadline), sleep crap, mood like 4/10")
    assert ("mood", "mood:stress", "high", None) in got
    assert ("mood", "mood:mood", 4.0, None) in got


def test_a_mood_said_twice_is_one_mood(run: Any) -> None:
    got = _records(run, "mood 4/10 today, felt low all day")
    assert [v for _t, c, v, _s in got if c == "mood:mood"] == [4.0]


def test_a_walk_counted_in_steps_is_the_step_count(run: Any) -> None:
    got = _records(run, "walked 7400 steps today and 30 minute yoga")
    assert sorted((c, v) for _t, c, v, _s in got) == [("activity:steps", 7400.0), ("activity:yoga", 30.0)]


@pytest.mark.parametrize("text", ["we have family hx of heart disease on dad's side", "diabetes runs in my family"])
def test_a_condition_said_of_the_family_is_not_the_users(run: Any, text: str) -> None:
    assert not [c for t, c, _v, _s in _records(run, text) if t == "condition"]


def test_the_users_own_condition_stays(run: Any) -> None:
    assert ("condition", "condition:asthma", None, "active") in _records(run, "I have asthma, it's mild")


@pytest.mark.parametrize("text", ["Urgent care today for a sprained ankle, nothing broken",
                                  "had my left knee scoped in 2021 for a torn meniscus",
                                  "had a scope on my right knee in april 2021 (arthroscopy, torn meniscus)"])
def test_a_passing_condition_said_as_the_reason_for_care_is_no_condition(run: Any, text: str) -> None:
    got = _records(run, text)
    assert not [c for t, c, _v, _s in got if t == "condition"]
    assert [t for t, _c, _v, _s in got if t in ("medical_visit", "surgery")]


def test_a_standing_condition_the_visit_was_for_stays(run: Any) -> None:
    got = _records(run, "saw the doc today for my asthma, she put me on prednisolone 20mg")
    assert ("condition", "condition:asthma", None, "active") in got


@pytest.mark.parametrize(("text", "key"), [("home now. pain 3/10 in the belly", "symptom:abdominal_pain"),
                                          ("pain 5/10 in my left knee", "symptom:knee_pain")])
def test_the_bare_pain_word_said_in_a_part_is_that_parts_pain(run: Any, text: str, key: str) -> None:
    got = _records(run, text)
    assert [(t, c) for t, c, _v, _s in got] == [("symptom", key)]


def test_a_pain_in_the_neck_is_an_idiom(run: Any) -> None:
    got = _records(run, "my brother-in-law is a pain in the neck lol. anyway walked 50 min today")
    assert [c for _t, c, _v, _s in got] == ["activity:walking"]


def test_a_drug_used_as_needed_with_no_dose_is_no_regimen(run: Any) -> None:
    got = _records(run, "Asthma since childhood, I use the blue inhaler prn maybe twice a week")
    assert not [t for t, _c, _v, _s in got if t == "medication_regimen"]


@pytest.mark.parametrize("text", ["rheum said my knee is osteoarthritis, started naproxen 500 bid prn",
                                  "current meds:\n- ventolin prn\n- metformin 500 bd"])
def test_as_needed_with_a_dose_or_on_a_meds_list_stays_a_regimen(run: Any, text: str) -> None:
    got = _records(run, text)
    assert [t for t, _c, _v, _s in got if t == "medication_regimen"]
