"""A symptom said only as easing, compared with before ("Less short of breath climbing the stairs", "the fatigue is
lifting a bit"), is no record (rule symptom.term, ``symptom_easing.said_easing``; x35-sto-318, x49-sto-035 and
x50-sto-047 label none); said plainly, rated, or denied it keeps its record. Sentences of our own."""

from __future__ import annotations

from typing import Any

import pytest

SAID = "2026-05-14T10:00:00+00:00"


def _symptoms(run: Any, text: str, lang: str = "en") -> list[tuple[str, bool]]:
    return [(r.coordinate, bool(r.negated)) for r in run(text, SAID, lang).records if r.type == "symptom"]


@pytest.mark.parametrize("text", [
    "Less short of breath on the hill this morning.",
    "Feeling a bit less dizzy since the new tablets.",
    "The fatigue is lifting, finally.",
])
def test_a_symptom_said_only_as_easing_is_no_record(run: Any, text: str) -> None:
    assert _symptoms(run, text) == []


@pytest.mark.parametrize(("text", "coordinate", "negated"), [
    ("Short of breath on the hill this morning.", "symptom:shortness_of_breath", False),
    ("Less dizzy today but still 4/10", "symptom:dizziness", False),  # a rating keeps the record
    ("threw out my back lifting boxes", "symptom:back_pain", False),  # lifting is the activity, no easing
    ("no chest pain", "symptom:chest_pain", True),
    ("가슴 통증은 없어요", "symptom:chest_pain", True),
])
def test_a_symptom_said_plainly_rated_or_denied_keeps_its_record(run: Any, text: str, coordinate: str,
                                                                   negated: bool) -> None:
    lang = "ko" if any("가" <= c <= "힣" for c in text) else "en"
    assert (coordinate, negated) in _symptoms(run, text, lang)
