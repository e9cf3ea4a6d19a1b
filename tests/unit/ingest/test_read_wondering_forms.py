"""Session 49: Korean and English question forms that wonder, check what is on record or set a thing beside the
user's own regimen, asked with or without a mark. The sentences are written for the test, not taken from a suite."""

from __future__ import annotations

import pytest

from pia_graph.ingest.ko_endings import asks_by_ending, wonders_by_ending
from pia_graph.ingest.read_compare import SAME_AS_OWN, same_as_own
from pia_graph.ingest.read_contract import contract_route
from pia_graph.ingest.read_gate import ReadDecision
from pia_graph.ingest.read_model import Thresholds, combine
from pia_graph.ingest.read_request import on_record, on_record_asked_ko
from tests.unit.ingest.read_analysed import decide_read


@pytest.mark.parametrize(("clause", "asks"), [
    ("철분 수치 아직 낮은가", True),
    ("요즘 잠 충분한가요", True),
    ("요즘 괜찮은 편인가", True),
    ("혈압 좀 높은가 봐", False),  # it seems: a statement
    ("오늘 좀 피곤한가 싶어", False),
    ("어제 야식 먹어서 그런가", False),  # musing on a cause as it is told
    ("나이 들면 원래 그런가", False),
])
def test_wondering_ending(clause: str, asks: bool) -> None:
    assert wonders_by_ending(clause) is asks
    assert asks_by_ending(clause) is asks


@pytest.mark.parametrize(("text", "lang", "route"), [
    ("철분 수치 아직 낮은가", "ko", "structured"),
    ("요즘 수면 시간 충분한가", "ko", "structured"),
    ("혈압약 먹고 혈압 좀 잡혔으려나", "ko", "structured"),  # a past stem's question: the user's own past
    ("나 철분제 아직 먹는걸로 되어있어", "ko", "structured"),  # what is on record, no mark
    ("그래서 지금은 씬지로이드 몇 먹는걸로 돼있어?", "ko", "structured"),
    ("최근 검사에서 비정상 나온 항목 있어?", "ko", "structured"),  # the user's own flagged results
    ("검진 결과 중에 정상 범위 벗어난거 뭐뭐 있었어?", "ko", "structured"),
    ("남편이 로사르탄 먹는데 내가 먹는 약이랑 같은 거야", "ko", "structured"),
    ("my sister takes metformin is that the same as what i take", "en", "structured"),
    ("not sure whether my vitamin d is still low", "en", "structured"),
    ("curious if my resting heart rate dropped", "en", "structured"),
    ("did I ever tell you I'm allergic to anything", "en", "structured"),
    ("어제 야식 먹어서 그런가", "ko", "none"),
    ("처방전에는 하루 두 번 먹는 걸로 되어 있어요", "ko", "none"),  # what a paper says, told
    ("I wonder if coffee raises cholesterol", "en", "none"),  # the wondering "I" is no anchor
    ("정상 범위가 어떻게 돼?", "ko", "none"),
])
def test_route(text: str, lang: str, route: str) -> None:
    decision = decide_read(text, lang)
    assert (decision.route if decision.read else "none") == route, decision.reasons


def test_on_record() -> None:
    assert on_record("철분제 아직 먹는걸로 돼있어", "ko")
    assert on_record("do you have me down as still taking metformin", "en")
    assert on_record_asked_ko("스타틴 먹는 걸로 기록돼 있나")
    assert not on_record_asked_ko("처방전에는 아침에 먹는 걸로 되어 있어요")
    assert not on_record_asked_ko("아침에 먹는 걸로 돼 있어서 그렇게 먹었어")  # a connective: it goes on


def test_same_as_own_is_kept_from_the_opinion() -> None:
    assert same_as_own("is that the same as what i'm taking", "en")
    assert same_as_own("제가 먹는 약이랑 같은 약이에요", "ko")
    assert not same_as_own("is it the same as last time", "en")
    rule = ReadDecision(True, "structured", ["personal:structured", SAME_AS_OWN])
    probs = {"none": 0.04, "structured": 0.07, "associative": 0.13, "both": 0.76}
    assert combine(rule, probs, Thresholds(0.8, 0.5, 0.3, 0.95)).route == "structured"


def test_profile_told_check() -> None:
    assert contract_route("did I ever tell you I'm allergic to anything", "en", "associative", []) == (
        "structured", "contract:C6_profile_record")
    assert contract_route("did I have any surgeries I told you about", "en", "associative", []) == (
        "structured", "contract:C6_profile_record")
    # what the user told about it is said: no yes-no check
    assert contract_route("what did I tell you about my surgery", "en", "associative", [])[0] == "associative"


@pytest.mark.parametrize(("text", "lang", "route"), [
    ("아까 그거 지워줘 동생 체온 잰거 잘못 씀", "ko", "none"),  # a change to the memory: a write
    ("제가 먹는 약이요: 리피토 20 저녁, 넥시움 20 공복. 노바스크는 남편꺼라 빼주세요", "ko", "none"),
    ("혈압 기록 보여줘 그리고 어제 거는 지워줘", "ko", "structured"),  # a read asked beside it still reads
    ("show me my bp and delete that last one", "en", "structured"),
    ("제수씨가 임신했는데 축하선물로 영양제 뭐가 좋을까요", "ko", "none"),  # an in-law's, not the user's
])
def test_memory_edit_and_in_laws(text: str, lang: str, route: str) -> None:
    decision = decide_read(text, lang)
    assert (decision.route if decision.read else "none") == route, decision.reasons


def test_free_relative_tells() -> None:
    from pia_graph.ingest.read_request import told_closed_en

    assert told_closed_en("here's what i take: lipitor 20 at night, aspirin 81, fish oil")
    assert not told_closed_en("here's my bp, what was it last week")


def test_profile_told_check_leaves_a_place_asked() -> None:
    route, rule = contract_route("did i tell you which hospital did my gallbladder surgery", "en", "associative", [])
    assert (route, rule) == ("associative", None)


@pytest.mark.parametrize(("text", "route"), [
    ("그 세번 잰 거 중에 어느날이 제일 낮았어", "structured"),  # 어느 with its clause's subject asks
    ("어느 날 갑자기 어지러웠어", "none"),
    ("어느새 두통이 사라졌어", "none"),
])
def test_which_in_korean(text: str, route: str) -> None:
    decision = decide_read(text, "ko")
    assert (decision.route if decision.read else "none") == route, decision.reasons


@pytest.mark.parametrize(("text", "lang", "route"), [
    ("아까 뭐라고 했는지 잊어버렸어요 ㅋㅋ 신경쓰지 마세요", "ko", "none"),  # the turn takes its ask back
    ("what was my last a1c? nvm found it", "en", "none"),
    ("never mind that. what was my last a1c?", "en", "structured"),  # the take-back comes first: the ask stands
])
def test_dismissal(text: str, lang: str, route: str) -> None:
    decision = decide_read(text, lang)
    assert (decision.route if decision.read else "none") == route, decision.reasons


def test_dismissal_is_kept_from_the_opinion() -> None:
    rule = ReadDecision(False, "none", ["personal:structured", "dismissed"])
    probs = {"none": 0.0, "structured": 0.97, "associative": 0.01, "both": 0.02}
    assert not combine(rule, probs, Thresholds(0.8, 0.5, 0.3, 0.95)).read


def test_a_span_guessed_aloud_tells() -> None:
    decision = decide_read("무릎이 계단 내려갈때마다 시큰거려요 한 2주 됐나", "ko")
    assert not decision.read, decision.reasons


def test_own_regimen_list_is_kept_from_the_opinion() -> None:
    from pia_graph.ingest.read_compare import OWN_REGIMEN_LIST, own_regimen_list

    assert own_regimen_list("what meds am I on rn", "en")
    assert own_regimen_list("내가 자기 전에 먹는 약 다 뭐였지", "ko")
    assert not own_regimen_list("내가 먹는 약 중에 뭐가 혈압 올릴 수 있어?", "ko")  # a cause among them, not the list
    decision = decide_read("내가 자기 전에 먹는 약 다 뭐였지", "ko")
    assert decision.route == "structured" and OWN_REGIMEN_LIST in decision.reasons
    probs = {"none": 0.0, "structured": 0.09, "associative": 0.75, "both": 0.16}
    assert combine(decision, probs, Thresholds(0.8, 0.5, 0.3, 0.95)).route == "structured"
