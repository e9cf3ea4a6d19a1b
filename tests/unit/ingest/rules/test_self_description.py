"""Rule profile.self_description (``extract/self_description.py``, word lists ``self_sex_male`` and
``self_sex_female``): the user's age and sex said together ("54 yo guy", "38F") are a birth year and a sex."""

from __future__ import annotations

from typing import Any

import pytest

from pia_graph.ingest.extract.self_description import self_description

SAID = "2026-07-06T21:10:00-07:00"


def _profile(run: Any, text: str) -> dict[str, Any]:
    return {r.type: r.value for r in run(text, SAID, "en").records if r.type in ("sex", "birth_date")}


@pytest.mark.parametrize(("text", "sex", "year"), [
    ("some basics about me: 54 yo guy, 5'11, blood type O neg", "male", "1972"),
    ("about me: 38F, 5'3, 143.5 lbs as of this morning", "female", "1988"),
    ("about me: 58 yo male, 5'10\", weigh 200 lb", "male", "1968"),
    ("I'm a 45 year old woman with type 2 diabetes", "female", "1981"),
])
def test_age_and_sex_said_together(run: Any, text: str, sex: str, year: str) -> None:
    assert _profile(run, text) == {"sex": sex, "birth_date": year}


@pytest.mark.parametrize("text", [
    "temp 99F this morning",  # a temperature, not the clipped form (not where a clause begins)
    "a 60 yo guy at my gym collapsed",  # someone an article introduces
    "my buddy is a 54 yo guy with gout",  # a friend's
])
def test_not_the_users_self_description(run: Any, text: str) -> None:
    assert "sex" not in _profile(run, text)


def test_the_clipped_form_needs_a_capital_and_a_clause_start() -> None:
    assert self_description("about me: 38f") is None
    assert self_description("temp 38F") is None
    found = self_description("im 61 M, retired")
    assert found is not None and (found.age, found.sex) == (61, "male")


def test_an_age_outside_adult_years_is_none() -> None:
    assert self_description("about me: 08F") is None
