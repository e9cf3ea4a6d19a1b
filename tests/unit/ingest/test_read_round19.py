"""READ gate, round 19 (session 32, route19): Korean kinds of READ and route miss of extract16_blind, each
covered by grammar or dictionary data. The sentences are written for the test, not taken from a suite."""

from __future__ import annotations

import pytest

from pia_graph.ingest.read_gate import decide_read
from pia_graph.ingest.read_request import check_request_ko
from pia_graph.ingest.utterance import analyse
from pia_graph.ontology import AliasIndex, Dictionary


def _route(index: AliasIndex, dictionary: Dictionary, text: str) -> tuple[bool, str]:
    d = decide_read(text, "ko", utterance=analyse(text, "ko", index=index, dictionary=dictionary))
    return d.read, d.route


# rule check_request (read_request.check_request_ko, request_words.tsv ``check_request``): a request to check
# what an embedded question asks (있는지 봐줘, 같은지 확인좀), about a health word or the user's own time, asks
# the memory even with the subject dropped
@pytest.mark.parametrize("text", [
    "커피 마신 날이랑 안 마신 날 혈압 차이 있는지 봐줘",
    "두통이랑 생리 주기랑 관련 있는지 확인좀",
    "작년에 삐었던 데랑 같은 발목인지 확인해줘",
])
def test_a_check_request_over_an_embedded_question_reads(index: AliasIndex, dictionary: Dictionary,
                                                         text: str) -> None:
    assert _route(index, dictionary, text)[0]


def test_a_check_request_needs_an_embedded_question() -> None:
    assert check_request_ko("혈당 차이 있는지 봐줘")
    assert not check_request_ko("혈당 봐줘")  # no embedded question: other rules decide
    assert not check_request_ko("혈당 관련 있는지 알아봐줘")  # looking something up is no check of the memory


def test_a_general_check_request_does_not_read(index: AliasIndex, dictionary: Dictionary) -> None:
    assert not _route(index, dictionary, "보통 사람들 정상 혈압 범위 맞는지 확인해줘")[0]


# rule told_object (read_contract._ASKS_TOLD_KO, read_route._QUOTED_KO): the user's earlier words modifying the
# thing asked (내가 말했던 방법 뭐였지), with an effect quoted inside them, ask for the words, not an effect
@pytest.mark.parametrize("text", [
    "허리 아플때 도움됐다고 내가 말했던 스트레칭 뭐였지",
    "속 쓰릴때 효과 있었다고 제가 얘기한 차 이름 뭐였더라",
])
def test_an_effect_inside_the_users_words_is_what_was_said(index: AliasIndex, dictionary: Dictionary,
                                                          text: str) -> None:
    assert _route(index, dictionary, text) == (True, "associative")


def test_an_effect_asked_beside_the_users_words_is_still_both(index: AliasIndex, dictionary: Dictionary) -> None:
    assert _route(index, dictionary, "마그네슘 먹고부터 잠 좋아졌나? 전에 말했잖아") == (True, "both")


# rule act_reason (read_route._ACT_REASON_KO, read_asks.record_ask): the reason of a past act named by an
# adnominal before 이유 is a text ask; beside when it happened (a regimen's record) the route is both
@pytest.mark.parametrize(("text", "route"), [
    ("혈압약 바꿨던 이유랑 그게 몇월이었는지 알려줘", "both"),
    ("필라테스 그만둔 이유 뭐였더라", "associative"),
])
def test_the_reason_of_a_past_act_is_text(index: AliasIndex, dictionary: Dictionary, text: str, route: str) -> None:
    assert _route(index, dictionary, text) == (True, route)


# rule own_forgetting (read_route._ASSOCIATIVE_EN): "remember" asks the agent to recall something said; the
# user's own forgetting beside an intake question ("did i take it or not, dont remember") asks for the record
@pytest.mark.parametrize(("text", "route"), [
    ("did i take my lisinopril last night or not, dont remember", "structured"),
    ("do you remember why I stopped the statin?", "associative"),
])
def test_the_users_own_forgetting_is_no_text_ask(index: AliasIndex, dictionary: Dictionary, text: str,
                                                 route: str) -> None:
    d = decide_read(text, "en", utterance=analyse(text, "en", index=index, dictionary=dictionary))
    assert (d.read, d.route) == (True, route)
