"""The READ router on the shapes extract49 (session 67) brought: two question words side by side sharing one verb
ask two things (리시노프릴 언제 왜 끊었지, "when and why did I stop lisinopril": a dated record and a reason, both);
whether it happened before too is a record ask beside a provider's words (전에도 이렇게 낮았던 적 있었나? … 팀에서
뭐라 했더라); a sentence whose whole already routes both carries the union-of-asks reason the opinion keeps; the
own regimen before a change named by a past relative form (자디앙 전에 먹던 약은?) is the user's dated regimen."""

from __future__ import annotations

import pytest

from pia_graph.ingest.read_asks import ASKS_BOTH, asks_of, chained_asks
from pia_graph.ingest.read_compare import REGIMEN_DATE
from pia_graph.ingest.read_model import Thresholds, combine
from pia_graph.ontology import AliasIndex, Dictionary
from tests.unit.ingest.rule_test_helpers import read_decision


def test_two_korean_question_words_are_two_asks() -> None:
    assert asks_of("메트포르민 언제 왜 끊었지?", "ko") == ["메트포르민 언제", "왜 끊었지?"]
    assert asks_of("메트포르민 언제 끊었지?", "ko") == ["메트포르민 언제 끊었지?"]


@pytest.mark.parametrize(("text", "lang"), [
    ("아토르바스타틴 언제 왜 끊었더라?", "ko"),
    ("메트포르민 왜 언제 줄였지?", "ko"),
    ("when and why did I stop the atorvastatin?", "en"),
])
def test_when_and_why_of_a_regimen_asks_both(index: AliasIndex, dictionary: Dictionary, text: str,
                                             lang: str) -> None:
    d = read_decision(index, dictionary, text, lang)
    assert d.read and d.route == "both", d.reasons
    assert ASKS_BOTH in d.reasons


@pytest.mark.parametrize(("text", "lang", "route"), [
    ("아토르바스타틴 왜 끊었지?", "ko", "associative"),  # the reason alone: what was said
    ("아토르바스타틴 언제 끊었지?", "ko", "structured"),  # the date alone: the regimen record
    ("why did I stop the atorvastatin?", "en", "associative"),
])
def test_one_question_word_keeps_its_own_route(index: AliasIndex, dictionary: Dictionary, text: str, lang: str,
                                               route: str) -> None:
    d = read_decision(index, dictionary, text, lang)
    assert d.read and d.route == route, d.reasons


def test_happened_before_beside_a_providers_words_asks_both(index: AliasIndex, dictionary: Dictionary) -> None:
    text = "아침 혈압 88/55. 전에도 이렇게 낮았던 적 있었나? 어지러우면 병원에서 어떻게 하라고 했더라"
    d = read_decision(index, dictionary, text, "ko")
    assert d.read and d.route == "both", d.reasons
    alone = read_decision(index, dictionary, "아침 혈압 88/55. 어지러우면 병원에서 어떻게 하라고 했더라", "ko")
    assert alone.route == "associative", alone.reasons  # the provider's words alone


def test_a_whole_routed_both_keeps_the_union_reason(index: AliasIndex, dictionary: Dictionary) -> None:
    text = "크레온 먹은 지 얼마나 됐고, 체중 관련해서 영양사가 뭐라고 했었지?"
    d = read_decision(index, dictionary, text, "ko")
    assert d.read and d.route == "both" and ASKS_BOTH in d.reasons, d.reasons
    # the opinion, however sure of associative, keeps a union of asks
    probs = {"none": 0.0, "structured": 0.1, "associative": 0.85, "both": 0.05}
    kept = combine(d, probs, Thresholds(flip_read=0.8, flip_route=0.5, keep_rule=0.3, flip_no_read=0.95))
    assert kept.route == "both", kept.reasons


@pytest.mark.parametrize("text", [
    "자디앙 전에 먹던 약은?",
    "액상 전에 먹던 철분제 이름이 뭐였지?",
    "인슐린 전에 맞던 주사 뭐였더라",
])
def test_the_regimen_before_a_change_is_the_own_record(index: AliasIndex, dictionary: Dictionary,
                                                       text: str) -> None:
    d = read_decision(index, dictionary, text, "ko")
    assert d.read and d.route == "structured", d.reasons
    assert REGIMEN_DATE in d.reasons


def test_a_meal_before_an_event_is_no_regimen(index: AliasIndex, dictionary: Dictionary) -> None:
    d = read_decision(index, dictionary, "운동 전에 먹던 바나나 괜찮아요?", "ko")
    assert REGIMEN_DATE not in d.reasons


def test_only_chained_asks_make_a_whole_both_firm(index: AliasIndex, dictionary: Dictionary) -> None:
    assert chained_asks("납 수치 지난번엔 얼마였고 보건관리자가 뭐라 했었죠?", "ko")
    assert not chained_asks("심비코트 하루에 몇 번 쓰라고 했더라? 용량 기록된 거 알려줘", "ko")
    d = read_decision(index, dictionary, "심비코트 하루에 몇 번 쓰라고 했더라? 용량 기록된 거 알려줘", "ko")
    assert ASKS_BOTH not in d.reasons, d.reasons  # two asking sentences may ask one thing twice: the opinion weighs
