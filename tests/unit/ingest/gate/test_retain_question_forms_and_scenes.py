"""RETAIN gate rules met on unseen wording (issue 12), wording of its own (not the suites'), each with a guard that
keeps the user's own fact of the same shape:

- a Korean noun with 나다 (쥐나요, 쓴맛나요, 배탈나요) tells, -나요 on a verb stem asks (``clauses.ASKING_NAYO_KO``);
- a Korean question word glued to its ending (어느정도예요, 어케됨) asks, unless a particle makes it an indefinite
  (``question_forms.tsv`` ``wh_glued``); how many or how much after a condition asks (``wh_amount``);
- an intention -려는데 is a plan (``plan_endings_ko.tsv``), a polite -줘요 a request (``cues.REQUEST_KO``);
- an English "do X actually do anything / really work" asks with no mark (``cues.QUESTION_START_EN``);
- "wish me luck" is a request (``request``);
- a bare reading told before what a question asks of it is told (``classify_clause(bare_reading=…)``), English and
  Korean;
- the user set against someone else ("애기 말고 저요", "not my son, me") is the experiencer
  (``experiencer._ME_NOT_THEM``), and the reverse ("저 말고 애기가") is not the user;
- an ellipsis typed with no space after it ends a sentence (``clauses._SENTENCE_END``);
- a clinician's instruction reported with 라고 … 그러시다 (``clinician_said``); health words 월경, 금연, 번아웃, 물집,
  sunburn (``gate_health``); 못살듯 (cannot live) is no weight word."""

from __future__ import annotations

from typing import Any

import pytest

from pia_graph.ingest.question_forms import asks_by_grammar


@pytest.mark.parametrize(("text", "kept"), [
    ("새벽마다 발에 쥐나요", True),
    ("항생제 먹고 나서 혀에서 쓴맛나요", True),
    ("어제 회 먹고 배탈나요", True),
    ("아침마다 코피나요", True),
    # guards: -나요 on a verb stem asks
    ("이 약 식후에 먹나요", False),
    ("담배 피나요?", False),
])
def test_a_noun_with_nada_tells(retain: Any, text: str, kept: bool) -> None:
    assert retain(text, "ko") is kept


@pytest.mark.parametrize(("text", "asks"), [
    ("성인 정상 맥박이 어느정도예요", True),
    ("공복 혈당 기준이 어케됨", True),
    ("지난달 수면 시간 어땠어", True),
    ("무릎 수술하면 회복 몇 주 걸려요", True),
    ("걷기 한 시간 하면 얼마나 빠져요", True),
    # guards: an indefinite, a past after how many
    ("어떻게든 만보 채웠음", False),
    ("허리 어느정도는 나아졌어요", False),
])
def test_korean_question_words_ask_without_a_mark(text: str, asks: bool) -> None:
    assert asks_by_grammar(text, "ko") is asks


@pytest.mark.parametrize(("text", "kept"), [
    ("다음달에 위내시경 받으려는데 전날 뭐 먹으면 돼요", False),
    ("제 콜레스테롤 수치 좀 요약해줘요", False),
    ("성인 정상 맥박이 어느정도예요", False),
    # guards: the user's reading with a polite request to log it, the user's own state told
    ("혈당 132 기록해줘요", True),
    ("요즘 생리가 불규칙하고 월경이 두달째 없어요", True),
    ("담배 끊은 지 한 달, 금연 성공 중", True),
])
def test_korean_plans_requests_and_questions_are_not_kept(retain: Any, text: str, kept: bool) -> None:
    assert retain(text, "ko") is kept


@pytest.mark.parametrize(("text", "kept"), [
    ("does fish oil really work for joints", False),
    ("do multivitamins actually do anything", False),
    ("wish me luck for the 10k saturday", False),
    # guards: a visit had, a reading before a question, a statement with a question after it
    ("had my checkup on friday, anything else i should track?", True),
    ("101.2 tonight, still a fever compared to this morning?", True),
    ("burned my arm, bad sunburn from the beach", True),
])
def test_english_questions_scenes_and_readings(retain: Any, text: str, kept: bool) -> None:
    assert retain(text, "en") is kept


@pytest.mark.parametrize(("text", "lang", "kept"), [
    ("열 38.4도 나왔어요 아들 말고 제가요", "ko", True),
    ("temp of 101 this morning, not my daughter, me", "en", True),
    # guards: the user set aside, a child's episode
    ("저 말고 아들이 열이 38.4도예요", "ko", False),
    ("not me, my daughter has a temp of 101", "en", False),
])
def test_the_user_set_against_someone_else(retain: Any, text: str, lang: str, kept: bool) -> None:
    assert retain(text, lang) is kept


@pytest.mark.parametrize(("text", "kept"), [
    ("오늘 아침 58.4 찍음 지난주보다 늘었나", True),
    ("아침 혈압약 또 빼먹었다..이번달 몇번째지", True),
    ("정형외과 선생님이 계단 줄이라고 또 그러심", True),
    ("야근 때문에 번아웃 온 것 같아", True),
    ("냄비 잡다가 손바닥에 물집 생김", True),
    # guards: a friend's advice is no clinician's; "can't live without" is no weight
    ("친구가 계단 줄이라고 또 그러네", False),
    ("비 오니까 우산 없인 못살듯", False),
])
def test_korean_told_facts(retain: Any, text: str, kept: bool) -> None:
    assert retain(text, "ko") is kept
