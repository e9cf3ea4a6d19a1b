"""READ routes of Korean asks (``read_route``): a drug's name in the agent suffix -제 is on the medication record
(structured) unless someone gave or said it; an ask judged on the user's own records or state (``own_basis``: 내
기록 보고, 내 상태로 봤을때) is both, as a contract reason the learned opinion keeps; "how I've been" (나 어땠는지)
with a summary word is the user's health as a whole. Wording of its own."""

from __future__ import annotations

import pytest

from pia_graph.ingest.read_advice import health_summary, judged_on_own_ko
from pia_graph.ingest.read_model import Thresholds, combine
from pia_graph.ingest.read_route import OWN_BASIS, route_for
from tests.unit.ingest.read_analysed import decide_read


@pytest.mark.parametrize("text", ["전에 먹던 항생제 이름 뭐였지?", "작년에 처방받은 해열제 이름 알려줘",
                                  "지난달 먹은 소화제 이름 기억나?"])
def test_a_drug_name_is_on_record(text: str) -> None:
    decision = decide_read(text, "ko")
    assert decision.read and decision.route == "structured"


@pytest.mark.parametrize("text", ["피부과에서 준 연고 이름 뭐였지?", "제 이름 기억나?",
                                  "전에 말한 한의원 이름 뭐였지?"])
def test_a_name_given_or_said_is_what_was_said(text: str) -> None:
    decision = decide_read(text, "ko")
    assert decision.read and decision.route == "associative"


@pytest.mark.parametrize("text", ["내 기록 보고 봄에 조심할 거 있는지 알려줘", "제 수치 보면 운동 더 해야 돼요?",
                                  "내 상태로 봤을 때 여행 가도 괜찮을까?"])
def test_judged_on_own_records(text: str) -> None:
    assert judged_on_own_ko(text)
    assert route_for(text, "ko") == ("both", OWN_BASIS)


@pytest.mark.parametrize("text", ["기록 보고 싶어", "친구 상태 보면 걱정돼", "혈압 기록 보여줘"])
def test_no_own_basis(text: str) -> None:
    assert not judged_on_own_ko(text)


def test_the_learned_opinion_keeps_the_own_basis() -> None:
    decision = decide_read("내 상태로 봤을때 올겨울 특히 조심할 게 뭐야?", "ko")
    probs = {"none": 0.1, "structured": 0.7, "associative": 0.1, "both": 0.1}
    assert combine(decision, probs, Thresholds(0.9, 0.5, 0.3)).route == "both"


def test_how_i_have_been_is_the_whole() -> None:
    assert health_summary("이번 달 나 어땠는지 전체적으로 정리해줘", "ko")
    assert not health_summary("이번 달 혈압 어땠는지 정리해줘", "ko")
