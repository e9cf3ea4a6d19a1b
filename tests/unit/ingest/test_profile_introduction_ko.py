"""Rules profile.age and profile.sex in Korean: the age and the sex a user introduces themselves by, closed by
a copula in any register (여자고요, 여자입니다, 52살이에요); an age at an event, a count, or someone else's age
is none."""

from __future__ import annotations

from typing import Any

import pytest

from tests.unit.ingest.rule_test_helpers import SAID_KST_AM, by_coordinate_ko


@pytest.mark.parametrize(("text", "born", "sex"), [
    ("저는 48살 여자고요 키 162, 혈액형 A형 Rh+예요", "1978", "female"),
    ("45세 여자입니다 잘 부탁드려요", "1981", "female"),
    ("52살 남자구요 당뇨 있어요", "1974", "male"),
])
def test_an_age_and_a_sex_said_of_oneself_are_on_record(run: Any, text: str, born: str, sex: str) -> None:
    assert by_coordinate_ko(run, text, "birth_date", said=SAID_KST_AM)["profile:birth_date"].value == born
    assert by_coordinate_ko(run, text, "sex", said=SAID_KST_AM)["profile:sex"].value == sex


@pytest.mark.parametrize("text", [
    "10살 때부터 천식 있어요",  # the age at onset
    "누나가 유방암 진단 받았어요 42살",  # the sister's age
    "엄마가 70세인데 당뇨 있으세요",  # the mother's age
    "치킨에 맥주 500 세잔 마셨다",  # a count (세 잔)
])
def test_no_birth_year_from_an_age_at_an_event_someone_elses_or_a_count(run: Any, text: str) -> None:
    assert not by_coordinate_ko(run, text, "birth_date", said=SAID_KST_AM)
