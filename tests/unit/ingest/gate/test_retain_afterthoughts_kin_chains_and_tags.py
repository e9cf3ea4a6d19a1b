"""RETAIN precision on three grammars (issue 12), with sentences of their own: a Korean plan whose ending is followed
by an afterthought (a time still to come, an adverb of resolve, a connective the splitter left: ``plans``,
``afterthought`` in ``ontology/read/plan_endings_ko.tsv``); a relative of a relative named with no "my" before the
first ("Mum's brother", ``experiencer_kin._KIN_OF_KIN``) and kin words of the dictionary (mam, nani); a clause
closed by a tag that asks to confirm it ("… last month right, …", ``clause_verdict._CONFIRM_TAG_EN``). Each has a
guard that the user's own health in the same shape stays kept."""

from __future__ import annotations

from typing import Any

import pytest

from pia_graph.ingest.plans import plan_weighed


@pytest.mark.parametrize(("clause", "plan"), [
    ("요가 다녀보려고요 정말로", True),
    ("한약 지어 먹으려고요 근데", True),
    ("치과 가려고요 내일", True),
    ("대상포진 주사 맞을 거예요 주말에", True),
    # guards: what the user does, with why after it, or a statement closed before the afterthought word
    ("살 빼려고 매일 걷는 중", False),
    ("진통제 먹었어요 진짜로", False),
    ("혈압약 먹으려고요 아침에", False),
])
def test_plan_ending_before_an_afterthought(clause: str, plan: bool) -> None:
    assert plan_weighed(clause, "ko") is plan


@pytest.mark.parametrize(("text", "lang", "kept"), [
    ("요가 다녀보려고요 정말로", "ko", False),
    ("Mum's brother had a stroke last spring", "en", False),
    ("Dad's sister was diagnosed with lupus", "en", False),
    ("nani has sugar and takes glycomet twice a day", "en", False),
    # guards: a first-degree relative's chronic condition is the user's family history, said with mam too
    ("my mam has had high blood pressure for years", "en", True),
    ("Mum has type 1 diabetes", "en", True),
])
def test_kin_chains_and_kin_words(retain: Any, text: str, lang: str, kept: bool) -> None:
    assert retain(text, lang) is kept


@pytest.mark.parametrize(("text", "kept"), [
    ("my ferritin was 22 in march right, is that low?", False),
    ("the tsh was 4.1 last time correct, should it be lower?", False),
    # guards: a side is no tag; a new value told before the tag stays kept
    ("sharp pain on the right, should I see someone?", True),
    ("fasting 101 today, better than last week right?", True),
])
def test_confirm_tag_asks(retain: Any, text: str, kept: bool) -> None:
    assert retain(text, "en") is kept


@pytest.mark.parametrize(("text", "kept"), [
    # a predicate in the honorific goes on with the relative named before; their passing episode goes on
    ("아버지 공복혈당이 오늘 160 나왔대요. 인슐린은 꾸준히 맞으시는데", False),
    ("할머니가 어제 넘어지셨는데 오늘 병원에서 깁스 하셨어요", False),
    # guards: the user named in the clause, a quoted report of a carer, a history named stay kept
    ("엄마가 약 드시는 거 보고 저도 오늘부터 비타민D 먹기 시작했어요", True),
    ("원장님이 제 간수치 정상이라고 하셨어요", True),
    ("아버지 혈압이 오늘 170 나왔대요. 고혈압 진단 받으신 지 20년 되셨어요", True),
    ("맥주 두 캔 마셨어요 어제 밤에", True),
])
def test_honorific_subject_and_episode_ko(retain: Any, text: str, kept: bool) -> None:
    assert retain(text, "ko") is kept


@pytest.mark.parametrize(("text", "kept"), [
    ("지난주에 진통제 몇 알 먹었는지 이번 달 기준으로", False),
    ("혈압약 언제 바꿨는지 좀 찾아봐줄랑가", False),
    # guards: a number told, a state told after the embedded question
    ("몇 번 토했는지 모르겠는데 지금도 속이 안 좋아요", True),
    ("허리 아픈지 3일 됐어요", True),
])
def test_embedded_wh_question_ko(retain: Any, text: str, kept: bool) -> None:
    assert retain(text, "ko") is kept
