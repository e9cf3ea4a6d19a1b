"""RETAIN on unseen wording (session 48, gate48; issue 12), each mechanism in wording of its own with a guard:

- a question dictated after a statement with no mark (``clauses.MIDDLE_ASK_EN``), a change asked after a time clause
  of what the user did (``sentence_asks._SINCE_THEN_ASK_EN``), a comparison asked with no verb (``_COMPARED_ONLY_EN``);
- the user named only as the one told ("told me she …", ``experiencer_bystander``), a relative who bears someone's
  illness ("hard on mum"), a Korean relative as company (``_COMPANION_FAMILY_KO``), the user beside a pet's care;
- Korean: an adverb said after the question (``question_forms.without_afterthought_ko``), 요 며칠 as a span of days
  (``span_before``), a change wondered about (``utterance_clauses``), a state told before "I don't know
  how long" and the nominal 못잠 (``clauses``); health words of ``gate_health``."""

from __future__ import annotations

from typing import Any

import pytest

from pia_graph.ingest.clauses import all_clauses
from pia_graph.ingest.experiencer import Experiencer, experiencer_of


@pytest.mark.parametrize("text", [
    "my son's temp is 102 should I give him ibuprofen",
    "my husband takes metformin is that the same as mine",
    "since I stopped the statin has my ldl gone up",
    "now that i quit coffee is my heart rate any lower",
    "my resting heart rate this month compared to last month",
    "my coworker told me she has lupus what can I say",
    "my mother in law keeps telling me her blood pressure is fine",
])
def test_asked_or_someone_elses_is_dropped(retain: Any, text: str) -> None:
    assert not retain(text, "en")


@pytest.mark.parametrize("text", [
    "my bp is 150 should I take another pill",  # the reading told before the question stays
    "since I stopped the statin my ldl has gone up",  # the change told in a statement's order
    "my weight 180 vs 175 last month",  # values told
    "my doctor told me that my a1c is 6.1",
    "my son has asthma and so do I now",
    "feels like my heart is fluttering again",
    "down to 181 from 188 since the holidays",
])
def test_the_users_own_is_kept(retain: Any, text: str) -> None:
    assert retain(text, "en")


def test_a_dictated_question_is_a_clause_of_its_own() -> None:
    (_, parts), = all_clauses("my son's temp is 102 should I give him ibuprofen")
    assert [p.text for p in parts] == ["my son's temp is 102", "should I give him ibuprofen"]
    (_, parts), = all_clauses("what should I eat before a run")
    assert len(parts) == 1  # a wh-word keeps its auxiliary


@pytest.mark.parametrize(("text", "who"), [
    ("my grandad had a stroke and it's been hard on dad", Experiencer.OTHER),
    ("my friend told me he has gout", Experiencer.OTHER),
    ("아들이랑 같이 등산 다녀와서 무릎이 아파요", Experiencer.SELF),
    ("고양이 동물병원 데려갔다가 저도 치과 가서 스케일링 했어요", Experiencer.SELF),
    ("아들이 열이 나요", Experiencer.FAMILY),  # guard: a relative as the subject
    ("강아지 동물병원 가서 피검사 했어요", Experiencer.PET),  # guard: the pet's care alone
])
def test_whose_health(text: str, who: Experiencer) -> None:
    lang = "en" if text.isascii() else "ko"
    assert experiencer_of(text, lang) == who


@pytest.mark.parametrize("text", [
    "이부프로펜이랑 아스피린 같이 먹어도 돼요 보통",
    "메트포르민으로 바꾸고 나서 혈당 좀 떨어졌나",
    "걷기 시작하고 나서 체중 줄었나",
])
def test_korean_asked_is_dropped(retain: Any, text: str) -> None:
    assert not retain(text, "ko")


@pytest.mark.parametrize("text", [
    "요 며칠 어지러움이 심해요",
    "최근 며칠 기침이 심해요",
    "무릎이 계속 아파요 언제부터인지 기억이 안 나",
    "어제 잠 못잠 새벽 3시?",
    "요즘 속쓰림이 심해요",
    "열은 좀 떨어졌어요 37.2",
    "92년생이에요",
    "하루에 물 1.5리터 마셔요",
    "애들이랑 같이 자전거 타고 왔더니 허벅지가 당겨요",
])
def test_korean_own_is_kept(retain: Any, text: str) -> None:
    assert retain(text, "ko")


@pytest.mark.parametrize(("text", "keep"), [
    ("my dad came over for dinner, he has parkinson's", True),  # the pronoun goes on with a first-degree relative
    ("my mum moved in with us, she was diagnosed with copd last year", True),
    ("my son got home from school, he threw up twice", False),  # a relative's passing episode stays dropped
    ("my sister called, her friend has covid", False),  # someone else named after the pronoun
])
def test_a_pronoun_after_a_relative(retain: Any, text: str, keep: bool) -> None:
    assert retain(text, "en") == keep
