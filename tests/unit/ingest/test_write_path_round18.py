"""Round 18 write-path rules: what a structured question needs kept as a typed record, not only as a sentence.
One test per mechanism, English and Korean, wording of its own; the positive cases fail on main 51f35a2."""

from __future__ import annotations

from typing import Any

import pytest

SAID = "2026-03-11T21:00:00+09:00"  # a Wednesday evening


def _of(run: Any, text: str, lang: str, rtype: str) -> list[Any]:
    return [r for r in run(text, SAID, lang).records if r.type == rtype]


# --- a symptom word with a bare rating after it (dictionary: `counted`) ----------------------------------------

@pytest.mark.parametrize(("text", "lang", "key", "value"), [
    ("편두통 6 오늘 너무 심함", "ko", "symptom:migraine", 6.0),
    ("두통 4", "ko", "symptom:headache", 4.0),
    ("headache 7 this morning", "en", "symptom:headache", 7.0),
    ("두통 0", "ko", "symptom:headache", 0.0),
])
def test_a_bare_number_after_a_symptom_word_is_its_rating(run: Any, text: str, lang: str, key: str,
                                                          value: float) -> None:
    found = {r.coordinate: r for r in _of(run, text, lang, "symptom")}
    assert found[key].value == value


@pytest.mark.parametrize(("text", "lang"), [
    ("headache 3 days now", "en"),
    ("migraine 2 times this week", "en"),
    ("편두통 2 번 왔어", "ko"),
    ("headache 2-3 a week", "en"),
])
def test_a_count_or_a_length_after_a_symptom_word_is_no_rating(run: Any, text: str, lang: str) -> None:
    assert all(r.value is None for r in _of(run, text, lang, "symptom"))


# --- a distance with a run's effort word and no verb (rule exercise.paced_distance, dictionary: `run_effort`) ----

@pytest.mark.parametrize(("text", "km"), [
    ("tempo 6 miles, felt strong", 9.66),
    ("Easy 8k before work.", 8.0),
    ("recovery 3 miles today", 4.83),
])
def test_a_paced_distance_is_a_run(run: Any, text: str, km: float) -> None:
    runs = [r for r in _of(run, text, "en", "exercise") if r.coordinate == "activity:running"]
    assert [r.value for r in runs] == [km]


@pytest.mark.parametrize("text", [
    "easy 3 mile walk with the dog",
    "drove a long 40 miles to see mom",
    "want to do an easy 5k on saturday",
])
def test_a_distance_walked_driven_or_wished_is_no_run(run: Any, text: str) -> None:
    assert not [r for r in _of(run, text, "en", "exercise") if r.coordinate == "activity:running"]


# --- a night said with "slept in" or a label and a colon ---------------------------------------------------------

@pytest.mark.parametrize(("text", "minutes"), [
    ("Slept in!! 2am to 11am.", 540.0),
    ("sleep: midnight to 7am, woke once", 420.0),
])
def test_a_sleep_window_after_slept_in_or_a_label(run: Any, text: str, minutes: float) -> None:
    assert [r.value for r in _of(run, text, "en", "sleep")] == [minutes]


# --- a value after a meal with no glucose word (unit inference `implied_by`) -------------------------------------

@pytest.mark.parametrize(("text", "lang", "value"), [
    ("저녁 식후 142", "ko", 142.0),
    ("아침먹고 2시간 131 나옴", "ko", 131.0),
    ("post-meal 156 tonight", "en", 156.0),
])
def test_a_number_after_a_meal_is_a_post_meal_glucose(run: Any, text: str, lang: str, value: float) -> None:
    found = [r for r in _of(run, text, lang, "lab_result") if r.coordinate == "test:postprandial_glucose"]
    assert [(r.value, r.unit) for r in found] == [(value, "mg/dL")]


def test_a_walk_after_a_meal_is_no_glucose(run: Any) -> None:
    assert not _of(run, "식후 산책 30분 했어", "ko", "lab_result")


# --- a new dose said as "up to" / "down to", a number in words before a unit ------------------------------------

@pytest.mark.parametrize(("text", "value", "unit"), [
    ("lantus up to twenty units now", 20.0, "units"),
    ("metformin down to 500mg since the stomach stuff", 500.0, "mg"),
])
def test_a_dose_up_to_or_down_to_is_the_regimen_now(run: Any, text: str, value: float, unit: str) -> None:
    found = _of(run, text, "en", "medication_regimen")
    assert [(r.value, r.unit, r.status) for r in found] == [(value, unit, "active")]


def test_one_number_word_before_a_unit_is_a_value() -> None:
    from pia_graph.ingest.extract.spoken_numbers import digit_twin

    twin = digit_twin("lantus eighteen units, walked five miles, two kids")
    assert ("18" in twin, "5 " in twin, "two kids" in twin) == (True, True, True)
    assert len(twin) == len("lantus eighteen units, walked five miles, two kids")
    assert digit_twin("a1c seven point two").startswith("a1c 7.2")


# --- an ordinary compound that hides a symptom word (stop forms) -------------------------------------------------

def test_blackout_curtains_are_no_fainting(run: Any) -> None:
    assert not _of(run, "slept 9am to 3pm, the blackout curtains helped", "en", "symptom")
    assert _of(run, "had a blackout at work and hit my head", "en", "symptom")


# --- a relative's health thing owned in two words ----------------------------------------------------------------

@pytest.mark.parametrize(("text", "lang"), [
    ("my daughter's peanut allergy flared at school", "en"),
    ("my son's shellfish allergy test was positive", "en"),
])
def test_a_relatives_allergy_owned_in_two_words_is_not_the_users(run: Any, text: str, lang: str) -> None:
    assert not _of(run, text, lang, "allergy")


def test_a_relatives_event_in_two_words_leaves_the_user_the_subject(run: Any) -> None:
    found = _of(run, "had wine at my sister's birthday dinner, headache now", "en", "symptom")
    assert [r.coordinate for r in found] == ["symptom:headache"]


# --- a blood group read out to the user ("B형 Rh+ 래요") is the user's, a relative's stays theirs ---

def test_a_blood_group_told_to_the_user_is_kept(run: Any) -> None:
    found = _of(run, "헌혈하면서 혈액형 검사했는데 A형 Rh- 래요", "ko", "blood_type")
    assert [r.value for r in found] == ["A-"]


def test_a_relatives_blood_group_told_is_not_the_users(run: Any) -> None:
    assert not _of(run, "남편은 AB형이래", "ko", "blood_type")


def test_a_number_said_in_words_spans_all_its_words(run: Any) -> None:
    from pia_graph.ingest.extract.numbers import find_quantities

    q = find_quantities("hba1c six point six, ok")[0]
    assert (q.value, q.raw) == (6.6, "six point six")
    found = _of(run, "newest hba1c six point four, doc happy", "en", "lab_result")
    assert [(r.coordinate, r.value) for r in found] == [("test:hba1c", 6.4)]
