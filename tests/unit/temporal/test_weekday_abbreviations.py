"""Rule ``en.on_weekday``: "sat", "sun" and "mon" are other words too ("o2 sat", "sat down", "sun allergy"), so
they name a weekday only after "on" or before a part of the day ("sat morning", "sun night")."""

from __future__ import annotations

import datetime as dt

import pytest

from pia_graph.temporal import resolve_in_text
from pia_graph.temporal.resolve import primary

SUN = "2026-08-23T17:00:00-04:00"  # a Sunday


@pytest.mark.parametrize(("text", "day"), [
    ("biked 12 miles with the club sat morning", "2026-08-22"),
    ("mon night was rough", "2026-08-17"),
    ("biked 12 miles on sat", "2026-08-22"),
])
def test_a_short_weekday_before_a_part_of_the_day(text: str, day: str) -> None:
    res = primary(resolve_in_text(text, dt.datetime.fromisoformat(SUN), "en"))
    assert res is not None and res.rule_id.startswith("en.on_weekday")
    assert res.to_expect().get("date") == day


@pytest.mark.parametrize("text", ["o2 sat morning reading was 94", "sat down for a bit", "sun allergy again"])
def test_a_short_weekday_word_alone_is_no_day(text: str) -> None:
    assert not any(r.rule_id.startswith("en.on_weekday")
                   for r in resolve_in_text(text, dt.datetime.fromisoformat(SUN), "en"))
