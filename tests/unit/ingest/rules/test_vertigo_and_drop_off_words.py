"""Vertigo told as a symptom is dizziness (the suites' symptom:dizziness; extract44's labels), while the diagnoses
under condition:vertigo (BPPV, Ménière's) stay there; "couldn't drop off" is insomnia. Dictionary rows, session 62.
Sentences of our own."""

from __future__ import annotations

from typing import Any

import pytest

SAID = "2026-05-14T10:00:00+09:00"


def _keys(run: Any, text: str, lang: str = "en") -> list[str]:
    return [r.coordinate for r in run(text, SAID, lang).records]


@pytest.mark.parametrize(("text", "lang"), [
    ("Still getting vertigo when I look up.", "en"),
    ("The room spun when I sat up this morning.", "en"),
    ("아침에 천장이 빙글빙글 돌아요", "ko"),
])
def test_vertigo_told_as_a_symptom_is_dizziness(run: Any, text: str, lang: str) -> None:
    keys = _keys(run, text, lang)
    assert "symptom:dizziness" in keys
    assert "condition:vertigo" not in keys


def test_a_named_vestibular_diagnosis_stays_the_condition(run: Any) -> None:
    keys = _keys(run, "The ENT diagnosed BPPV today.")
    assert "condition:vertigo" in keys
    assert "symptom:dizziness" not in keys


def test_could_not_drop_off_is_insomnia(run: Any) -> None:
    assert "symptom:insomnia" in _keys(run, "Took half a zolpidem and still couldn't drop off before 1.")
