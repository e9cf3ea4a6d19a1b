"""Korean endings in their clipped chat forms read as the full ones: the hearsay copula without 요 (전단계래,
3기래) dates a diagnosis told as news like 이래요 does, and a clipped copula after a birth date (3일생 남자임)
says the user's sex like 남자예요 does."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

SAID = "2026-03-11T09:00:00+09:00"


def _condition(run: Any, text: str) -> Any:
    got = [r for r in run(text, SAID, "ko").records if r.type == "condition"]
    assert len(got) == 1, got
    return got[0]


@pytest.mark.parametrize("text", [
    "당화혈색소 6.0 나와서 당뇨 전단계래",  # closing the sentence
    "콩팥 기능이 떨어져서 만성신부전 3기래",
    "당뇨 전단계래 당화혈색소 6.0",  # closing the condition's word mid-sentence
    "당뇨 전단계래요 당화혈색소 6.0",
])
def test_a_diagnosis_told_with_a_clipped_hearsay_ending_is_dated_today(run: Any, text: str) -> None:
    assert _condition(run, text).date == dt.date(2026, 3, 11)


def test_a_condition_said_with_no_hearsay_keeps_no_date(run: Any) -> None:
    assert _condition(run, "당뇨 전단계 있어요").date is None


@pytest.mark.parametrize(("text", "sex"), [
    ("저 1972년 5월 3일생 남자임", "male"),  # after a full birth date
    ("1975년 3월 3일생 여자예요", "female"),
    ("30살 남자인데 요즘 피곤해", "male"),  # a clipped copula running on
    ("난 여자야", "female"),
])
def test_the_users_sex_in_a_clipped_copula(run: Any, text: str, sex: str) -> None:
    got = [r for r in run(text, SAID, "ko").records if r.type == "sex"]
    assert [r.value for r in got] == [sex]


@pytest.mark.parametrize("text", ["남자친구가 두통이 심하대", "여자인데도 그래"])
def test_a_sex_word_inside_another_word_or_without_the_user_is_none(run: Any, text: str) -> None:
    assert not [r for r in run(text, SAID, "ko").records if r.type == "sex"]
