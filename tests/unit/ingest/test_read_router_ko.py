"""The READ router on Korean wording the earlier rules did not see: the pronoun is dropped, so a health
question anchored in the asker's own time or experience is about them; general knowledge stays general."""

from __future__ import annotations

import pytest

from pia_graph.ingest.read_gate import decide_read

PERSONAL = [
    ("지난주 혈압 평균 얼마였어?", "structured"), ("요즘 공복혈당 어때?", "structured"),
    ("작년 건강검진 결과 다시 보여줄래", "structured"), ("체중 변화 어떻게 돼?", "structured"),
    ("어제 몇 시간 잤더라", "structured"), ("최근 간수치 나온 거 있어?", "structured"),
    ("지난달 체중 기록 보여줄래?", "structured"), ("이번 주 혈압 재본 거 정리해줘", "structured"),
    ("내가 헬스장 그만둔 이유가 뭐였더라", "associative"), ("트레이너가 말한 운동 루틴 다시 알려줘", "associative"),
    ("의사 선생님이 운동에 대해 뭐라고 하셨더라", "associative"),
    ("혈당이 왜 이렇게 높게 나오지?", "both"), ("잠을 못 자서 혈압이 오른 걸까?", "both"),
    ("두통이 술 마신 거랑 관련 있나?", "both"), ("요즘 어지러운 게 혈압약 부작용일 수도 있어?", "both"),
    ("내 수치로 봤을 때 당뇨 위험 있어?", "both"), ("커피 끊어야 되나? 내 혈압 생각하면", "both"),
    ("무릎 아픈 게 달리기 때문인가?", "both"), ("계속 속이 쓰린데 먹는 약 때문일까?", "both"),
]
GENERAL = [
    "고혈압 있으면 어떤 음식 피해야 해?", "당화혈색소가 뭐야?", "공복혈당 정상 범위가 어떻게 돼?",
    "스타틴 부작용이 뭐가 있어?",
    "운동하면 혈압이 내려가?", "잠을 잘 자려면 어떻게 해야 돼?", "커피가 혈압에 안 좋아?", "술 마시면 간수치가 올라가?",
    "비타민D는 언제 먹는 게 좋아?", "메트포르민은 어떤 약이야?", "건강검진 전에 공복 몇 시간 해야 돼요?",
    "혈압약은 보통 아침에 먹는 게 좋아 저녁에 먹는 게 좋아?",
]


@pytest.mark.parametrize(("text", "route"), PERSONAL)
def test_personal_korean_questions_read_on_the_right_route(text: str, route: str) -> None:
    decision = decide_read(text, "ko")
    assert decision.read and decision.route == route, decision.reasons


@pytest.mark.parametrize("text", GENERAL)
def test_general_korean_questions_do_not_read(text: str) -> None:
    assert not decide_read(text, "ko").read
