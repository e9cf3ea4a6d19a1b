"""Rule ``med.named_drug`` read with the dictionary's ``regimen_stop_phrase`` list: a drug the user says they are
off, got off or gave up on is a stopped regimen, its end the day said ("since sunday"), else the day of the turn.
A drug the user is on stays active."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

SAID = "2026-03-11T09:00:00+09:00"  # a Wednesday


def _regimens(run: Any, text: str) -> dict[str, Any]:
    return {r.coordinate: r for r in run(text, SAID, "en").records if r.type == "medication_regimen"}


@pytest.mark.parametrize(("text", "drug", "end"), [
    ("been off the omeprazole since sunday", "drug:omeprazole", dt.date(2026, 3, 8)),
    ("I've been off my atorvastatin since monday", "drug:atorvastatin", dt.date(2026, 3, 9)),
    ("gave up on metformin yesterday, the stomach upset was too much", "drug:metformin", dt.date(2026, 3, 10)),
    ("finally got off sertraline", "drug:sertraline", dt.date(2026, 3, 11)),
    ("I'm off lisinopril now", "drug:lisinopril", dt.date(2026, 3, 11)),
])
def test_a_drug_the_user_is_off_or_gave_up_is_a_stopped_regimen_with_its_end(run: Any, text: str, drug: str,
                                                                              end: dt.date) -> None:
    got = _regimens(run, text)
    assert got[drug].status == "stopped"
    assert got[drug].end == end


def test_a_drug_the_user_is_on_is_not_read_as_stopped(run: Any) -> None:
    got = _regimens(run, "I'm on omeprazole since sunday")
    assert got["drug:omeprazole"].status == "active"


def test_off_only_counts_right_before_the_drug(run: Any) -> None:
    # "off" ends nothing when the drug is not what follows it: the day off is from work
    got = _regimens(run, "took the day off, started metformin this morning")
    assert got["drug:metformin"].status == "active"


def test_giving_up_as_an_intent_is_not_a_stop(run: Any) -> None:
    got = _regimens(run, "thinking about giving up metformin, I take it twice a day")
    assert all(r.status != "stopped" for r in got.values())
