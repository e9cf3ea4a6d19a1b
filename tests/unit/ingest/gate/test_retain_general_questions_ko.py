"""Korean general questions with no mark (session 46, gate46; issue 12), wording of its own (not the suites'), each
with a guard that keeps the user's own fact of the same shape:

- a question word before a polite present ending asks (``question_forms.tsv`` ``wh_polite``; 몇 with a counter and a
  subject particle), not with a past, an embedded -지 or a filler 뭐 / indefinite 어떤 after it;
- -ㄴ가요 asks as 인가요 does, 뭐 있어요 as 뭐 있어 does, a closing -는지도요 asks what was said
  (``cues.QUESTION_END_KO``);
- a telegraphic question: how to do a thing (``how_to_close``), the difference between two things joined by a
  particle (``difference_close``);
- a plan said before a question is not told (``retain_gate.told_before_question``), a reading before a question read
  by its ending is; -ㄹ지 고민 weighs a plan (``plan_endings_ko.tsv``)."""

from __future__ import annotations

import pytest

from pia_graph.ingest.analysed_text import analysed_form
from pia_graph.ingest.question_forms import asks_by_grammar
from pia_graph.ingest.retain_gate import retain_decision
from pia_graph.ingest.utterance import analyse
from pia_graph.ontology import AliasIndex, load_default_dictionary

_DICTIONARY = load_default_dictionary()
_INDEX = AliasIndex.build(_DICTIONARY)


def _retain(text: str) -> bool:
    return retain_decision(analyse(analysed_form(text), "ko", index=_INDEX, dictionary=_DICTIONARY)).retain


@pytest.mark.parametrize("text", [
    "감기 걸렸을 때 뭐가 좋아요",
    "비타민C는 언제 먹어야 효과가 좋아요",
    "고혈압 약은 무슨 종류가 있어요",
    "유산소 운동은 하루에 몇 분이 적당해요",
    "독감 주사 어디서 맞아요",
])
def test_question_word_before_polite_present_asks(text: str) -> None:
    assert asks_by_grammar(text, "ko")
    assert not _retain(text)


@pytest.mark.parametrize("text", [
    "어제 저녁에 뭐가 잘못됐는지 배가 아파요",  # a past after the question word: something went wrong
    "그냥 뭐 무릎이 좀 아파요",  # a filler 뭐
    "어떤 날은 두통이 심해요",  # an indefinite: some days
    "요즘 밤에 기침 때문에 몇 번 깨요",  # 몇 with no subject particle: a few times
])
def test_indefinite_or_past_after_question_word_tells(text: str) -> None:
    assert _retain(text)


@pytest.mark.parametrize(("text", "kept"), [
    ("임신 중에 감기약 복용 가능한가요", False),
    ("아스피린 부작용 뭐 있어요", False),
    ("이 두통약 먹어도 돼요? 약사님이 전에 뭐라 했는지도요", False),
    ("편두통 없애는 법", False),
    ("수면 잘 자는 방법", False),
    ("당뇨병이랑 당뇨 전단계 차이", False),
    ("혈압 140에 90 나왔어요 지난달보다 높은가요", True),  # the reading before the question is told
    ("오늘 두통 때문에 타이레놀 먹는 법", False),
    ("어제부터 편두통 심해요 약 먹는 방법", True),  # the symptom before the question is told
])
def test_question_endings_and_telegraphic_questions(text: str, kept: bool) -> None:
    assert _retain(text) is kept


@pytest.mark.parametrize(("text", "kept"), [
    ("치과 예약하려고요 어디가 잘해요", False),  # a plan before the question: not told
    ("어제 무릎 다쳤어요 어디가 좋아요", True),  # an injury told before the question
    ("혈압약 바꿀지 고민이에요", False),
])
def test_plan_before_question_is_not_told(text: str, kept: bool) -> None:
    assert _retain(text) is kept


@pytest.mark.parametrize(("text", "kept"), [
    ("제 식단 기록 보고 조언좀", False),
    ("혈압약 추천 부탁드려요", False),
    ("어제 혈압 150 나왔어요 조언 좀 해주세요", True),  # the reading before the request is told
])
def test_advice_asked_with_jom(text: str, kept: bool) -> None:
    assert _retain(text) is kept


@pytest.mark.parametrize(("text", "kept"), [
    ("대상포진은 보통 며칠 가요", False),
    ("장염 일반적으로 얼마나 가요", False),
    ("지난주 장염 보통 사흘 갔는데 이번엔 닷새 갔어요", True),  # a past told, no amount asked
])
def test_usual_amount_asked(text: str, kept: bool) -> None:
    assert _retain(text) is kept
