"""A pregnancy's or a birth's checkup is the obstetric visit (visit:clinic), not the health screening of visit:checkup
(rule ``visit.term``, cue list ``checkup_obstetric``, a pregnancy week right before the checkup word); a fertility
treatment step, a D&C, a pregnancy scan and a lung function test are procedures the dictionary marks ``session`` /
``outpatient`` / ``diagnostic``, so having one on a day is a clinic visit (``visit.procedure_done``); a walk-in
centre, "went to ED" and one's own doctor (주치의한테) are places of care. Sentences of our own (session 65, extract47
census)."""

from __future__ import annotations

from typing import Any

import pytest

SAID = "2026-05-14T10:00:00+09:00"  # a Thursday


def _visits(run: Any, text: str, lang: str) -> list[tuple[str, str]]:
    return [(r.coordinate, str(r.date)) for r in run(text, SAID, lang).records if r.type == "medical_visit"]


@pytest.mark.parametrize(("text", "lang"), [
    ("30주 검진 다녀왔어요. 혈압 112/70", "ko"),
    ("36주차 검진에서 혈압 118/72 나왔어요", "ko"),
    ("산후 검진 다녀왔어요. 몸무게 60.2", "ko"),
    ("Postpartum checkup today, all healed.", "en"),
    ("36 week checkup this morning, BP 118/76", "en"),
])
def test_a_checkup_of_a_pregnancy_or_after_a_birth_is_a_clinic_visit(run: Any, text: str, lang: str) -> None:
    assert _visits(run, text, lang) == [("visit:clinic", "2026-05-14")]


@pytest.mark.parametrize(("text", "lang"), [
    ("오늘 건강검진 받았어요. 공복혈당 98", "ko"),
    ("Annual checkup today, BP 124/80", "en"),
])
def test_a_plain_checkup_stays_a_checkup(run: Any, text: str, lang: str) -> None:
    assert _visits(run, text, lang) == [("visit:checkup", "2026-05-14")]


@pytest.mark.parametrize(("text", "lang", "date"), [
    ("Embryo transfer done this morning, fingers crossed", "en", "2026-05-14"),
    ("Had my egg retrieval yesterday, 11 eggs.", "en", "2026-05-13"),
    ("D&C was on Monday, still cramping a bit", "en", "2026-05-11"),
    ("20 week scan today, all measuring fine", "en", "2026-05-14"),
    ("오늘 인공수정 했어요", "ko", "2026-05-14"),
    ("어제 신선이식 했어요", "ko", "2026-05-13"),
    ("오늘 폐기능검사 다녀왔어요", "ko", "2026-05-14"),
    ("오늘 정밀초음파 봤어요", "ko", "2026-05-14"),
    ("went to the walk-in centre today for my ear, BP was 130/84", "en", "2026-05-14"),
    ("어제 주치의한테 갔더니 혈압 괜찮대요", "ko", "2026-05-13"),
])
def test_a_procedure_or_place_of_this_round_is_a_clinic_visit(run: Any, text: str, lang: str, date: str) -> None:
    assert _visits(run, text, lang) == [("visit:clinic", date)]


def test_went_to_ed_is_an_emergency_visit(run: Any) -> None:
    assert _visits(run, "Went to ED last night with chest pain, all clear", "en") == [("visit:emergency", "2026-05-13")]


@pytest.mark.parametrize(("text", "lang"), [
    ("Should we do another embryo transfer in June?", "en"),  # a question
    ("동생이 어제 인공수정 했대요", "ko"),  # another person's
    ("GP gave me sildenafil for ED, took one tonight", "en"),  # ED the condition, no place
])
def test_no_visit_when_the_user_had_none(run: Any, text: str, lang: str) -> None:
    assert _visits(run, text, lang) == []
