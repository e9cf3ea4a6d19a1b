"""Extraction rules of the symptoms and conditions family, English: onset, status, ratings, diagnoses."""

from __future__ import annotations

from typing import Any

import pytest

from tests.unit.ingest.rule_test_helpers import (
    SAID_KST_AM,
    by_coordinate,
    dumped_records,
    fields_at,
    medication_rows,
    record_dicts,
    records_of_type,
    symptoms_of,
)
from tests.unit.ingest.strict_helpers import day as _day
from tests.unit.ingest.strict_helpers import of_type as _of


@pytest.mark.parametrize(("text", "coordinate"), [
    ("had eczema as a toddler but grew out of it", "condition:eczema"),
    ("thyroid cancer survivor, all clear since 2019", "condition:thyroid_cancer"),
])
def test_a_condition_outgrown_or_survived_is_resolved(run: Any, text: str, coordinate: str) -> None:
    got = fields_at(dumped_records(run, text), coordinate)
    assert got and got[0]["status"] == "resolved"


def test_a_body_part_without_a_drug_is_not_pain(run: Any) -> None:
    assert not fields_at(dumped_records(run, "bought a new brace for my knee"), "symptom:knee_pain")


def test_no_more_before_another_word_stops_nothing(run: Any) -> None:
    got = medication_rows(run, "no more migraines since I started propranolol", "en")
    assert [s for _t, _c, s, *_x in got] == ["active"]


# cue list resolved + the symptom/condition choice: an episode said to be over is a symptom, resolved
@pytest.mark.parametrize("text", [
    "the fever finally broke around 4am",
    "not feeling feverish anymore",
])
def test_an_episode_said_to_be_over_is_a_resolved_symptom(run: Any, text: str) -> None:
    recs = record_dicts(run, text)
    assert [r["status"] for r in recs if r["coordinate"] == "symptom:fever"] == ["resolved"], recs
    assert not [r for r in recs if r["coordinate"] == "condition:fever"]

# --- symptoms: a denied symptom/condition word is the symptom, denied --------------------------------------------


def test_denied_fever_is_a_negated_symptom(run: Any) -> None:
    got = run("sore throat for 4 days now, no fever", SAID_KST_AM, "en").records
    fever = [r for r in got if r.coordinate.endswith(":fever")]
    assert [(r.type, r.negated) for r in fever] == [("symptom", True)]

# --- episode times: when a symptom began and when it was over ----------------------------------------------------


def test_the_day_of_an_episode_over_later_is_its_start(run: Any) -> None:
    rec = symptoms_of(run, "bad back pain on monday at work. no pain since", "en")["symptom:back_pain"]
    assert (rec.status, _day(rec.start)) == ("resolved", "2026-03-09")


def test_a_since_weekday_before_a_score_still_starts_the_episode(run: Any) -> None:
    rec = symptoms_of(run, "hip pain since monday, 6/10 when walking", "en")["symptom:hip_pain"]
    assert _day(rec.start) == "2026-03-09"


def test_an_ongoing_episode_has_no_end(run: Any) -> None:
    rec = symptoms_of(run, "coughing since monday, still bad", "en")["symptom:cough"]
    assert rec.end is None and _day(rec.start) == "2026-03-09"

# --- a score said "outta 10" --------------------------------------------------------------------------------


def test_a_score_said_outta_ten_rates_the_symptom_and_leaves_the_weekday_a_start(run: Any) -> None:
    got = by_coordinate(run, "my lower back has been aching since monday, 6 outta 10", "symptom", "en")
    rec = got["symptom:back_pain"]
    assert rec.value == 6
    assert rec.start is not None and _day(rec.start) == "2026-03-09"

# --- a class head before a drug puts no condition on record; "for my bp" does -------------------------------------


def test_a_drug_taken_for_a_class_word_still_names_the_condition(run: Any) -> None:
    assert "condition:hypertension" in _of(run, "on amlodipine 10 for my bp", "condition")  # guard

# --- a condition said "since YEAR" is dated by that year ------------------------------------------------------------


def test_a_condition_since_a_year_carries_the_year(run: Any) -> None:
    rec = _of(run, "type 2 diabetic since 2011, diet controlled", "condition")["condition:type_2_diabetes"]
    assert rec.year == 2011 and rec.start is None

# --- a body part with a rating, or with a pain word, is that part's pain -------------------------------------------


@pytest.mark.parametrize(("text", "key"), [
    ("throat is raw again today", "symptom:sore_throat"),
    ("legs have ached since i started the new statin", "symptom:muscle_pain"),
])
def test_new_pain_words_and_parts(run: Any, text: str, key: str) -> None:
    assert key in _of(run, text, "symptom")


def test_a_rating_said_of_a_part_is_not_another_symptoms(run: Any) -> None:
    got = _of(run, "had a fever overnight, 38.4 now, and my throat is like 8/10", "symptom")
    assert got["symptom:sore_throat"].value == 8.0
    assert got["symptom:fever"].value is None


def test_a_rating_with_no_part_is_no_part_pain(run: Any) -> None:  # guard
    assert not any(k.endswith("_pain") for k in _of(run, "sleep quality maybe 6/10 last night", "symptom"))

# --- a symptom's status: a later part that names its own symptom or part is not about this one ---------------------


def test_a_later_sentence_of_another_part_does_not_end_the_symptom(run: Any) -> None:
    got = _of(run, "headache hanging on all day. ankle is fine now", "symptom")
    assert got["symptom:headache"].status == "active"


def test_a_short_last_sentence_naming_nothing_still_ends_it(run: Any) -> None:  # guard
    got = _of(run, "urgent care last night with palpitations. all good now", "symptom")
    assert got["symptom:palpitations"].status == "resolved"

# --- hay fever told with its allergen is the allergy (no suite stores allergic rhinitis); a word inside a longer term


def test_a_word_inside_a_longer_term_is_no_symptom_of_its_own(run: Any) -> None:
    assert "symptom:fever" not in _of(run, "hay fever every may, like clockwork", "symptom")


def test_allergic_rhinitis_alone_stays_a_condition(run: Any) -> None:  # guard
    assert "condition:allergic_rhinitis" in _of(run, "diagnosed with allergic rhinitis years ago", "condition")

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

# --- someone who shares the user's home, or a pet before "and i'm", owns their own health -----------------------


@pytest.mark.parametrize("text", [
    "my housemate is diabetic",
    "my flatmate has asthma so we keep the place dust free",
    "my dog has arthritis and i'm giving him pain meds every day",
])
def test_a_housemate_or_a_pet_owns_the_condition(run: Any, text: str) -> None:
    assert not _of(run, text, "condition")


def test_the_user_after_and_im_is_still_the_user(run: Any) -> None:  # guard
    got = _of(run, "my sister has asthma and i'm wheezing tonight", "symptom")
    assert "symptom:wheezing" in got

# --- heartburn treated with a PPI is the symptom; the drug is no diagnosis -------------------------------------


def test_heartburn_with_a_ppi_is_the_symptom(run: Any) -> None:
    text = "heartburn after the curry, took a pantoprazole and an omeprazole"
    assert "symptom:heartburn" in _of(run, text, "symptom")
    assert not _of(run, text, "condition")


def test_diagnosed_reflux_is_the_condition(run: Any) -> None:  # guard
    assert "condition:gerd" in _of(run, "diagnosed with chronic heartburn years ago", "condition")

# --- an ordinary compound that hides a symptom word (stop forms) -------------------------------------------------


def test_blackout_curtains_are_no_fainting(run: Any) -> None:
    assert not records_of_type(run, "slept 9am to 3pm, the blackout curtains helped", "en", "symptom")
    assert records_of_type(run, "had a blackout at work and hit my head", "en", "symptom")

# --- a relative's health thing owned in two words ----------------------------------------------------------------


def test_a_relatives_event_in_two_words_leaves_the_user_the_subject(run: Any) -> None:
    found = records_of_type(run, "had wine at my sister's birthday dinner, headache now", "en", "symptom")
    assert [r.coordinate for r in found] == ["symptom:headache"]


# a drug taken for "my <condition>" with no end says the user has it; a course treats an acute problem
def test_a_drug_for_my_condition_with_no_end_records_the_condition(run: Any) -> None:
    got = run("on citalopram 20mg for my depression", "2026-07-09T12:00:00+00:00", "en").records
    assert "condition:depression" in {r.coordinate for r in got}


def test_a_short_course_for_my_infection_records_no_condition(run: Any) -> None:
    got = run("a 7-day supply of amoxicillin for my sinus infection", "2026-07-09T12:00:00+00:00", "en").records
    assert "condition:sinusitis" not in {r.coordinate for r in got}


def test_a_fortnight_said_with_a_present_perfect_runs_up_to_today(run: Any) -> None:
    got = [r for r in run("I've had this cough for a fortnight", "2026-07-09T12:00:00+00:00", "en").records
           if r.coordinate == "symptom:cough"]
    assert [(str(r.start), str(r.end)) for r in got] == [("2026-06-26", "2026-07-09")]
