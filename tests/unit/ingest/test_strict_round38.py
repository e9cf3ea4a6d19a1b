"""Round 38 rules for strict records (English). Wording of its own, not the suites'."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.temporal import resolve_in_text
from tests.unit.ingest.strict_helpers import SAID_EN, day
from tests.unit.ingest.strict_helpers import of_type as _of

_SAID = dt.datetime.fromisoformat(SAID_EN)  # Thursday 2026-08-20

# --- an everyday word is never a misspelt drug: a plural, a calendar word, a name after a title ---------------


@pytest.mark.parametrize(("text", "kept"), [
    ("started me on lipitor 10mg in the mornings", {"drug:atorvastatin"}),
    ("Dr Patel started me on lipitor 10mg", {"drug:atorvastatin"}),
    ("gallbladder removed april 2019, on metformin since", {"drug:metformin"}),
])
def test_an_everyday_word_is_no_drug(run: Any, text: str, kept: set[str]) -> None:
    got = {r.coordinate for r in run(text, SAID_EN).records if r.type.startswith("medication")}
    assert got == kept


def test_a_misspelt_drug_is_still_read(run: Any) -> None:  # guard
    got = _of(run, "started lisinipril 10mg today", "medication_regimen")
    assert "drug:lisinopril" in got


# --- in a sentence naming a vaccine a shot is a dose of it, not a drink ----------------------------------------


@pytest.mark.parametrize("text", [
    "got a tetanus shot and a flu shot on monday",
    "finished the hep b series last month (3rd shot)",
])
def test_a_vaccine_shot_is_no_drink(run: Any, text: str) -> None:
    assert not _of(run, text, "substance_use")
    assert _of(run, text, "vaccination")


def test_drinks_beside_a_vaccine_are_counted(run: Any) -> None:  # guard
    got = _of(run, "flu shot this morning, then 2 beers tonight", "substance_use")
    assert got["substance:alcohol"].value == 2.0


def test_shots_of_a_spirit_are_drinks(run: Any) -> None:  # guard
    got = _of(run, "3 tequila shots at the party last night", "substance_use")
    assert got["substance:alcohol"].value == 3.0


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


# --- a run of results takes the one time said after its last item -----------------------------------------------


def test_a_list_of_results_takes_its_trailing_time(run: Any) -> None:
    got = _of(run, "wbc 6.1, hgb 14.2, plt 250 from last monday", "lab_result")
    assert {day(r.date) for r in got.values()} == {"2026-08-17"}


def test_readings_with_their_own_times_keep_them(run: Any) -> None:  # guard
    got = [r for r in run("temp 38.4 last night, 37.2 this morning", SAID_EN).records if r.type == "vital_sign"]
    assert sorted(day(r.date) for r in got) == ["2026-08-19", "2026-08-20"]


# --- temporal: "since" is a word of its own, a gerund's event, a rate before "from today", "X's been … for" -------


@pytest.mark.parametrize(("text", "start"), [
    ("fever since tuesday", "2026-08-18"),                    # "fever since": not "ever since" inside a word
    ("dizzy since starting the new pills monday", "2026-08-17"),
    ("my hip's been aching for 4 days", "2026-08-17"),   # today is the fourth day
])
def test_an_open_interval_starts_where_said(text: str, start: str) -> None:
    got = [r for r in resolve_in_text(text, _SAID) if r.kind == "interval"]
    assert got and day(got[0].start) == start


def test_a_rate_before_from_today_is_no_offset() -> None:
    got = resolve_in_text("taking 1000 IU twice a week from today", _SAID)
    assert [day(r.date) for r in got if r.kind == "date"] == ["2026-08-20"]


def test_an_offset_from_today_still_shifts() -> None:  # guard
    got = resolve_in_text("recheck two weeks from today", _SAID)
    assert [day(r.date) for r in got if r.kind == "date"] == ["2026-09-03"]


def test_a_time_after_an_earlier_value_is_not_the_runs(run: Any) -> None:  # guard
    got = [r for r in run("weight 80.1 kg, down from 83 kg a month ago", SAID_EN).records
           if r.type == "body_measurement"]
    assert sorted((r.value, day(r.date) or r.month) for r in got) == [(80.1, "2026-08-20"), (83.0, "2026-07")]
