"""A dose stepped up or down of a named drug (``extract.dose_level``): the step said right after the drug's name
(``dose_step_after_drug``: "Wegovy up to 0.5 this week"), a ``dose_new_level`` step whose new dose goes without a
unit ("upped my wegovy to 1.7", "went back down to 0.5 on wegovy"), and what is no step ("tylenol up to 4 a day" is a
most to take; "walked up to 5 miles" names no drug)."""

from __future__ import annotations

from typing import Any

import pytest

WEGOVY = {"active_regimens": ["drug:semaglutide"]}
SAID = "2026-07-22T09:00:00+09:00"


def _regimens(run: Any, text: str, profile: dict[str, Any] | None = None) -> list[tuple[Any, ...]]:
    recs = run(text, said_at=SAID, lang="en", profile=profile).records
    return [(r.coordinate, r.value, r.unit, r.status) for r in recs if r.type == "medication_regimen"]


@pytest.mark.parametrize(("text", "value", "unit"), [
    ("Wegovy up to 0.5 this week", 0.5, "mg"),
    ("wegovy up to 1 now", 1.0, "mg"),
    ("Wegovy up to 0.5.", 0.5, "mg"),
    ("lantus down to 12 units", 12.0, "units"),
    ("upped my wegovy to 1.7", 1.7, "mg"),
    ("went back down to 0.5 on wegovy because of the nausea", 0.5, "mg"),
    ("went down to 20 of lantus", 20.0, "units"),
])
def test_a_step_of_a_named_drug_is_its_regimen_at_the_new_dose(run: Any, text: str, value: float, unit: str) -> None:
    got = _regimens(run, text, WEGOVY)
    assert len(got) == 1 and got[0][1:] == (value, unit, "active"), got


@pytest.mark.parametrize("text", [
    "wegovy up to 4 a day",  # a count a day: no step said after the name
    "doc said wegovy up to 1 if I tolerate it",  # a condition: no new level yet
])
def test_a_number_after_up_to_that_is_no_step_sets_no_level(run: Any, text: str) -> None:
    assert all(r[1] is None or r[1] != 1.0 for r in _regimens(run, text, WEGOVY))
    assert not [r for r in run(text, said_at=SAID, lang="en", profile=WEGOVY).records
                if r.rule_id == "med.dose_level_unnamed"]


def test_a_step_with_no_drug_named_or_active_sets_nothing(run: Any) -> None:
    assert _regimens(run, "walked up to 5 miles") == []
    assert _regimens(run, "went down to 2 cups of coffee", WEGOVY) == []
