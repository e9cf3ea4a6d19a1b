"""Procedures an extract44-style turn names that the dictionary lacked (an EEG, a nerve conduction study or EMG, a urea
breath test: ``diagnostic``; an infusion: ``session``) make a clinic visit when the user says they had one on a day
(rule ``visit.procedure_done``) or booked one for a day (``visit.procedure_booked``); a gloss in brackets after the
name does not hide its having. A scan's older day stays a finding: session 62 tried it as the visit's day and
validate fell (docs/extraction.md, Session 62, strict62). Sentences of our own."""

from __future__ import annotations

from typing import Any

import pytest

SAID = "2026-05-14T10:00:00+09:00"  # a Thursday


def _visits(run: Any, text: str, lang: str) -> list[tuple[str, str]]:
    return [(r.coordinate, str(r.date)) for r in run(text, SAID, lang).records if r.type == "medical_visit"]


@pytest.mark.parametrize(("text", "lang", "date"), [
    ("EEG done this morning, the long one.", "en", "2026-05-14"),
    ("Had a nerve conduction study today, the zaps hurt.", "en", "2026-05-14"),
    ("Infusion #4 done, 2 hours in the chair.", "en", "2026-05-14"),
    ("뇌파검사(EEG) 오늘 아침에 받고 왔어요", "ko", "2026-05-14"),  # a gloss in brackets after the name
    ("오늘 요소호기검사 했어요. 음성이래요", "ko", "2026-05-14"),
    ("경련 있고 나서 오늘 뇌파검사 했어요", "ko", "2026-05-14"),
])
def test_a_new_procedure_had_is_a_clinic_visit(run: Any, text: str, lang: str, date: str) -> None:
    assert _visits(run, text, lang) == [("visit:clinic", date)]


@pytest.mark.parametrize(("text", "lang"), [
    ("I had an MRI in March 2024, it was fine.", "en"),  # a month: no day
    ("My next infusion is in two weeks.", "en"),  # ahead, not booked for a day
    ("My mum had an EEG today.", "en"),  # another person's
    ("Should I ask for an EEG?", "en"),
    ("The MRI on Monday was clean, just migraines.", "en"),  # a scan's older day: a finding (validate, session 62)
])
def test_a_procedure_not_had_by_the_user_on_a_day_is_no_visit(run: Any, text: str, lang: str) -> None:
    assert _visits(run, text, lang) == []


def test_a_booked_infusion_is_a_visit_booked_for_its_day(run: Any) -> None:
    visits = _visits(run, "Gastro has booked me in for an infusion on the 20th.", "en")
    assert visits == [("visit:clinic", "2026-05-20")]
