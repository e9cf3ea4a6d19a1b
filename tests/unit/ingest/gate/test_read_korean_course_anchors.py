"""The READ router on Korean courses and anchors that extract48 (session 66) brought: an ordinal right after an
event anchor places a record in time and asks no effect (``ordinal_pick``: 귀국하고 나서 첫 번째 피검사 결과); a
reading asked whether it came back to normal is the user's own course, not the norm asked (뎅기 이후로 혈소판 정상
됐어요?); the own medication list named without a pronoun in a hypothetical is the user's own regimen (C12: 지금 먹는
약 중에 끊어야 되는 거), as "my current meds" is in English; two stretches of the user's own time compared (야간 근무할
때랑 주간 근무할 때 수면 시간 차이 나요?) are the records of both."""

from __future__ import annotations

import pytest

from pia_graph.ingest.read_compare import contrasted_windows_ko
from pia_graph.ontology import AliasIndex, Dictionary
from tests.unit.ingest.rule_test_helpers import read_decision, read_ko


@pytest.mark.parametrize("text", [
    "귀국하고 나서 첫 번째 피검사 결과",
    "퇴원하고 나서 처음 잰 혈압 알려줘",
    "이사하고 나서 첫 검진 결과",
])
def test_an_ordinal_after_an_anchor_places_a_record(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    d = read_decision(index, dictionary, text, "ko")
    assert d.read and d.route == "structured", d.reasons


def test_an_anchor_without_an_ordinal_still_asks_an_effect(index: AliasIndex, dictionary: Dictionary) -> None:
    text = "운동 시작하고 나서 효과 있었어요?"
    d = read_decision(index, dictionary, text, "ko")
    assert d.read and d.route == "both", d.reasons


@pytest.mark.parametrize("text", [
    "뎅기 이후로 혈소판 정상 됐어요?",
    "간수치 정상으로 돌아왔어?",
])
def test_a_reading_back_to_normal_is_the_own_course(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    d = read_decision(index, dictionary, text, "ko")
    assert d.read and d.route == "structured", d.reasons


@pytest.mark.parametrize("text", [
    "정상 혈압이 얼마예요?",
    "술 끊으면 보통 간수치가 얼마만에 정상으로 돌아와요?",
])
def test_the_norm_asked_stays_general(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert not read_ko(index, dictionary, text)


def test_the_own_list_in_a_hypothetical_is_the_own_regimen(index: AliasIndex, dictionary: Dictionary) -> None:
    text = "만약에 다음 달 임신하면 지금 먹는 약 중에 끊어야 되는 거 있어요?"
    d = read_decision(index, dictionary, text, "ko")
    assert d.read and "contract:C12_own_regimen" in d.reasons, d.reasons


def test_the_own_list_asked_in_general_stays_unread(index: AliasIndex, dictionary: Dictionary) -> None:
    text = "만약에 나중에 임신하면 지금 먹는 약 다 끊어야 되는 거예요? 일반적으로요"
    assert not read_ko(index, dictionary, text)


@pytest.mark.parametrize("text", [
    "야간 근무할 때랑 주간 근무할 때 수면 시간 차이 나요?",
    "술 끊기 전이랑 후랑 수면 시간 차이 있어요?",
])
def test_two_stretches_of_own_time_compared_read_the_records(index: AliasIndex, dictionary: Dictionary,
                                                              text: str) -> None:
    d = read_decision(index, dictionary, text, "ko")
    assert d.read and d.route == "structured", d.reasons


def test_a_pair_of_things_with_no_difference_asked_is_no_comparison() -> None:
    assert not contrasted_windows_ko("엄마가 예순둘에 다리 혈전이랑 폐색전증이 있었어요")
    assert not contrasted_windows_ko("야간 근무할 때랑 주간 근무할 때 다 힘들어요")
    assert contrasted_windows_ko("야간 근무할 때랑 주간 근무할 때 잠 차이 있어?")
