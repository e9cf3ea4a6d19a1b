"""Which symptom a 0-10 rating belongs to (issue 12, strict: extract44's severities): a rating standing right
before a symptom's name behind an article is that symptom's, not the one named first in the clause; Korean says
the rating after a predicate made a noun ("배 아픈 거 3") or after a severity word in a later sentence ("강도 7").
Sentences of our own, session 62."""

from __future__ import annotations

from typing import Any

import pytest

SAID = "2026-05-14T10:00:00+09:00"


def _ratings(run: Any, text: str, lang: str) -> dict[str, float | None]:
    return {r.coordinate: r.value for r in run(text, SAID, lang).records if r.type == "symptom"}


def test_a_rating_before_a_symptom_name_is_that_symptoms(run: Any) -> None:
    ratings = _ratings(run, "Woke up with a dry mouth and a 4/10 headache.", "en")
    assert ratings["symptom:headache"] == 4.0
    assert ratings["symptom:dry_mouth"] is None


def test_a_rating_after_two_symptoms_stays_the_first_ones(run: Any) -> None:
    ratings = _ratings(run, "Headache and nausea, 7/10.", "en")
    assert ratings == {"symptom:headache": 7.0, "symptom:nausea": None}


@pytest.mark.parametrize(("text", "key", "value"), [
    ("철분제 먹고 변비 생겼어요. 배 아픈 거 3", "symptom:abdominal_pain", 3.0),
    ("머리 아픈 건 5 정도", "symptom:headache", 5.0),
    ("이번 달 편두통 벌써 4번째예요. 어제 저녁에도 한 번 왔어요. 강도 7", "symptom:migraine", 7.0),
])
def test_a_korean_rating_after_a_nominal_or_a_severity_word(run: Any, text: str, key: str, value: float) -> None:
    assert _ratings(run, text, "ko")[key] == value


def test_ratings_said_after_two_korean_symptoms_stay_their_own(run: Any) -> None:
    ratings = _ratings(run, "허리 통증 6 두통 3", "ko")
    assert ratings["symptom:back_pain"] == 6.0


def test_a_count_after_a_nominal_is_no_rating(run: Any) -> None:
    assert _ratings(run, "머리 아픈 거 3일째예요", "ko")["symptom:headache"] is None
