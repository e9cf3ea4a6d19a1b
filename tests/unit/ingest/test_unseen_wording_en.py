"""English storage on wording the tuned suites did not hold (session 46, en46): a round-up's day words, a
medication list typed for a new doctor, results told by a call, chat spellings, a simile and a hedge that name no
other person and no imagined case."""

from __future__ import annotations

from typing import Any

import pytest

from pia_graph.ingest import cues
from pia_graph.ingest.clause_talk import is_hypothetical

SAID = "2026-03-05T09:00:00+00:00"  # a Thursday


def _records(run: Any, text: str) -> list[tuple[str, Any, str | None]]:
    got = run(text, SAID, "en")
    return [(r.coordinate, r.value, str(r.date) if r.date else None) for r in got.records]


def test_each_fact_of_a_round_up_takes_its_own_day(run: Any) -> None:
    got = _records(run, "Week recap. Mon: bp 140/90. Tue: forgot my metformin. Yesterday fasting 7.2. "
                        "This morning 81 kg.")
    days = {coordinate: day for coordinate, _value, day in got}
    assert days["vital:systolic_bp"] == "2026-03-02"
    assert days["drug:metformin"] == "2026-03-03"
    assert days["test:fasting_glucose"] == "2026-03-04"  # "7.2." at a sentence end is still mmol/L
    assert days["body:weight"] == "2026-03-05"  # a drug told in another sentence doses nothing by weight


@pytest.mark.parametrize("text", ["mon bp 138/86, wed fasting sugar 112", "on mon my bp was 138/86"])
def test_mon_opening_a_clause_is_monday(run: Any, text: str) -> None:
    assert ("vital:systolic_bp", 138.0, "2026-03-02") in _records(run, text)


def test_sat_down_is_no_saturday(run: Any) -> None:
    assert ("vital:systolic_bp", 140.0, "2026-03-05") in _records(run, "sat down and took my bp 140/90")


def test_a_list_headed_meds_gives_each_line_a_regimen(run: Any) -> None:
    got = run("For my new GP, current meds:\n- Metformin 1000mg BD\n- Amlodipine 5mg mane\n- fish oil\n"
              "- stopped ramipril last month", SAID, "en")
    regimens = {r.coordinate: r.status for r in got.records if r.type == "medication_regimen"}
    assert regimens == {"drug:metformin": "active", "drug:amlodipine": "active", "drug:omega3_supplement": "active",
                        "drug:ramipril": "stopped"}


def test_a_blank_line_ends_the_list(run: Any) -> None:
    got = run("current meds:\nmetformin 500 twice a day\n\nmy sister takes ramipril", SAID, "en")
    assert [r.coordinate for r in got.records if r.type == "medication_regimen"] == ["drug:metformin"]


def test_results_told_by_a_call_keep_the_draw_day(run: Any) -> None:
    got = run("I had my bloods done at the GP surgery on Friday, and the nurse rang this morning to say my "
              "HbA1c was 6.9", "2026-01-05T09:12:00+00:00", "en")
    lab = next(r for r in got.records if r.coordinate == "test:hba1c")
    assert str(lab.date) == "2026-01-02"


def test_bloods_name_the_batch_of_later_results(run: Any) -> None:
    got = run("The GP took some bloods on Tuesday. My haemoglobin is 11.1.", SAID, "en")
    lab = next(r for r in got.records if r.coordinate == "test:hemoglobin")
    assert str(lab.date) == "2026-03-03"


@pytest.mark.parametrize(("text", "coordinate", "value"), [
    ("bp 152 ovr 94 tonite", "vital:diastolic_bp", 94.0),
    ("fastin bsl 5.9", "test:fasting_glucose", 106.294),
    ("The nurse took my blood sugar at the clinic, said it was 11.2 after brekkie.", "test:postprandial_glucose",
     201.779),
    ("checked my sugar at the pharmacy and it was 140", "test:random_glucose", 140.0),
    ("vit d came back at 62 nmol/L", "test:vitamin_d", 24.84),
    ("Vitamin D, 25-OH: 18 ng/mL LOW", "test:vitamin_d", 18.0),
    ("Ninety eight percent on the oximeter and pulse sixty one.", "vital:spo2", 98.0),
])
def test_chat_spellings_and_pasted_values(run: Any, text: str, coordinate: str, value: float) -> None:
    assert (coordinate, value) in [(c, v) for c, v, _d in _records(run, text)]


@pytest.mark.parametrize("text", ["Woke at 4:30 after going to bed at 11.",
                                  "Up at 5 after getting to sleep around 11:30."])
def test_a_wake_time_told_before_the_bedtime(run: Any, text: str) -> None:
    sleep = next(r for r in run(text, SAID, "en").records if r.type == "sleep")
    assert sleep.duration_min == 330.0


@pytest.mark.parametrize("text", ["had a pie and chips at 9:30 tonight", "had a toastie at half eleven tonight"])
def test_late_eating_by_a_food_and_an_evening_hour(run: Any, text: str) -> None:
    assert "meal:late_night_eating" in [c for c, _v, _d in _records(run, text)]


def test_a_vaccine_given_at_the_gp_is_a_visit_and_first_dose_is_no_day(run: Any) -> None:
    got = _records(run, "Had the shingles vaccine at the GP last Tuesday, first dose.")
    assert ("vaccine:shingles", None, "2026-03-03") in got and ("visit:clinic", None, "2026-03-03") in got


def test_a_specialist_named_in_lay_words_is_a_visit(run: Any) -> None:
    assert "visit:clinic" in [c for c, _v, _d in _records(run, "my A1c was 7.8 at the endo last week")]


def test_a_simile_names_no_pet() -> None:
    pet = cues.person_rx("pet", "en")
    assert not pet.search("been feeling sick as a dog all day") and not pet.search("dog tired after work")
    assert pet.search("my dog threw up twice")


def test_i_suppose_is_a_hedge_not_a_case_imagined() -> None:
    assert not is_hypothetical("so I suppose that's after food", False, "en")
    assert is_hypothetical("suppose my sugar was 300, what then", True, "en")


def test_a_lay_specialist_who_only_tells_is_no_visit(run: Any) -> None:
    got = _records(run, "The rheumy told me my uric acid is 0.52 mmol/L, so still high.")
    assert "visit:clinic" not in [c for c, _v, _d in got] and "test:uric_acid" in [c for c, _v, _d in got]
