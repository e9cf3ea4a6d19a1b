"""A finding confirmed to the user in Korean ("페니실린 알레르기 맞대요") is the user's, and a term whose name holds an
animal ("고양이 털 알레르기") names an allergen, not a pet (``experiencer``)."""

from __future__ import annotations

from typing import Any

import pytest

SAID = "2026-03-10T09:00:00+09:00"


@pytest.mark.parametrize(("text", "coordinate"), [
    ("페니실린 알레르기 맞대요", "drug:penicillin"),
    ("알레르기 검사했는데 땅콩 알레르기 맞대요", "food:peanut"),
    ("결과 보니까 고양이 털 알레르기 있는 걸로 나왔어요", "substance:cat_dander"),
])
def test_a_confirmed_allergy_told_in_korean_is_an_allergy_record(run: Any, text: str, coordinate: str) -> None:
    recs = run(text, said_at=SAID, lang="ko").records
    assert [(r.type, r.coordinate, r.negated) for r in recs if r.type == "allergy"] == [
        ("allergy", coordinate, False)], recs


def test_someone_elses_confirmed_finding_stays_theirs(run: Any) -> None:
    recs = run("친구가 페니실린 알레르기 맞대요", said_at=SAID, lang="ko").records
    assert not [r for r in recs if r.type == "allergy"], recs
