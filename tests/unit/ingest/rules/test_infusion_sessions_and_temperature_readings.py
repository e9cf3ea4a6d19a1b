"""An infusion session told in Korean or as enzyme replacement (the dictionary's procedure:infusion, ``session``) is a
clinic visit on its day (eval/LABEL_CONVENTIONS.md "a chemo / infusion cycle had on a datable day"); Korean 열 read
as a temperature is the temperature record only, among other symptoms too (the row "a temperature reading alone"),
while a fever said as had keeps its symptom. Sentences of our own."""

from __future__ import annotations

from typing import Any

import pytest

SAID = "2026-05-14T10:00:00+09:00"  # a Thursday


def _coords(run: Any, text: str, lang: str) -> list[str]:
    return [r.coordinate for r in run(text, SAID, lang).records]


def _visits(run: Any, text: str, lang: str) -> list[tuple[str, str]]:
    return [(r.coordinate, str(r.date)) for r in run(text, SAID, lang).records if r.type == "medical_visit"]


@pytest.mark.parametrize(("text", "lang", "date"), [
    ("오늘 수액 맞고 왔어요", "ko", "2026-05-14"),
    ("어제 링거 맞았어요", "ko", "2026-05-13"),
    ("효소대체요법 5회차 받고 왔어요", "ko", "2026-05-14"),  # a place in the series after the name
    ("두번째 효소 치료 받았어요 오늘", "ko", "2026-05-14"),
    ("Enzyme replacement therapy today, no reaction this time.", "en", "2026-05-14"),
])
def test_an_infusion_session_had_is_a_clinic_visit(run: Any, text: str, lang: str, date: str) -> None:
    assert _visits(run, text, lang) == [("visit:clinic", date)]


@pytest.mark.parametrize(("text", "lang"), [
    ("수액 맞아야 하나 고민이에요", "ko"),  # wondered, not had
    ("고로쇠 수액 한 병 마셨어요", "ko"),  # tree sap drunk
    ("다음주에 효소 치료 예정이에요", "ko"),  # ahead, no day booked
])
def test_an_infusion_not_had_is_no_visit(run: Any, text: str, lang: str) -> None:
    assert _visits(run, text, lang) == []


@pytest.mark.parametrize("text", [
    "토하고 설사해요. 열 37.6.",
    "목이 아프고 오늘 열 37.9. 독감 검사는 음성.",
    "열 38.2도 목도 붓고 기침도 나요",
    "배 아파요 5점, 열은 37.8",
])
def test_a_temperature_read_among_symptoms_is_no_fever(run: Any, text: str) -> None:
    got = _coords(run, text, "ko")
    assert "vital:body_temperature" in got
    assert "symptom:fever" not in got


@pytest.mark.parametrize(("text", "lang"), [
    ("열이 나요", "ko"),
    ("열 38.5 나요. 근육통도 심해요", "ko"),  # a verb of having after the reading
    ("열이 38.6도까지 올랐어요", "ko"),
    ("running a fever of 38.5 and a sore throat", "en"),
])
def test_a_fever_said_as_had_keeps_its_symptom(run: Any, text: str, lang: str) -> None:
    assert "symptom:fever" in _coords(run, text, lang)
