"""Session 44 rules of the RETAIN gate, wording of its own (not the suites'), each with a guard that keeps the
user's own fact of the same shape:

- a Korean benefactive request closing its clause in chat or politely (-주셈, -줄래요, -주실래요), a plain -줘
  before an afterthought, a judgement asked with 좀 (``cues.REQUEST_KO``);
- a Korean clause of a question that only sets its scene (``clause_talk.background_ko``): -ㄴ데 on a time
  still to come with no health thing named, or hearsay -다던데/-라던데."""

from __future__ import annotations

from typing import Any

import pytest

from pia_graph.ingest.clause_talk import is_request


@pytest.mark.parametrize(("text", "asks"), [
    ("지난달 공복혈당 기록 보여주셈", True),
    ("작년 콜레스테롤 수치랑 올해 거 비교해줄래요", True),
    ("복용 중인 약 목록 정리해주실래요", True),
    ("식단 좀 짜줘 요즘 위가 안 좋은 거 감안해서", True),
    ("내 수면 패턴 평가 좀 해봐", True),
    # guards: a benefactive told of someone else, a -줘서 that joins a cause
    ("엄마가 죽 끓여줘서 먹었어", False),
    ("남편이 약 챙겨줬어", False),
])
def test_korean_benefactive_request(text: str, asks: bool) -> None:
    assert is_request(text, "ko") is asks


@pytest.mark.parametrize(("text", "kept"), [
    ("작년 콜레스테롤 수치랑 올해 거 비교해줄래요", False),
    ("당화혈색소 추이 분석해주셈", False),
    # the statement before the request is still told
    ("어제 공복혈당 132 나왔어 지난달이랑 비교해줄래요", True),
])
def test_request_keeps_only_what_is_told(retain: Any, text: str, kept: bool) -> None:
    assert retain(text, "ko") is kept


@pytest.mark.parametrize(("text", "kept"), [
    # the scene of the question: a time to come with no health thing of the user's, or hearsay
    ("다음주 수요일 출장 가는데 비행기에서 뭐 조심해야 돼요", False),
    ("요새 장염 많이 돈다던데 어떻게 예방해요?", False),
    # guards: a state, a regimen or a past told before the question stays the user's
    ("요즘 밤마다 잠을 못 자는데 멜라토닌 먹어도 될까?", True),
    ("고지혈증약 먹고 있는데 자몽 먹어도 돼?", True),
    ("어제 넘어져서 무릎 까졌는데 병원 가봐야 할까?", True),
])
def test_korean_scene_before_a_question(retain: Any, text: str, kept: bool) -> None:
    assert retain(text, "ko") is kept


@pytest.mark.parametrize(("text", "lang", "kept"), [
    # 친정 before a parent names the user's own mother or father: a passing episode is theirs, not the user's
    ("친정아빠가 어제 장염으로 응급실 가셨어요", "ko", False),
    ("친정엄마가 당뇨 진단 받으셨어요", "ko", True),  # a relative's history is the user's family history
    # 어떻게 closing a question with no mark
    ("주말에 약국 어떻게 찾아요", "ko", False),
    ("어제부터 무릎이 아픈데 어떻게 해야 돼요", "ko", True),  # the state told before stays
    # the listener hailed before a question with no mark
    ("hey pia what was my ldl in march", "en", False),
    ("ok pia how many steps did i do yesterday", "en", False),
    ("hey, my ldl came back at 142 today", "en", True),
    # a request to help plan or make something from the records
    ("help me plan workouts around my blood sugar", "en", False),
    ("help me figure out which of my meds cause the dizziness", "en", False),
    # a plan announced for a weekday still to come
    ("gonna start my new diet on thursday", "en", False),
    ("started my new diet on thursday", "en", True),
])
def test_gate_words_of_requests_plans_and_relatives(retain: Any, text: str, lang: str, kept: bool) -> None:
    assert retain(text, lang) is kept


@pytest.mark.parametrize(("text", "lang", "kept"), [
    # words that make a clause about health: a fast kept, nausea by its sound, the doctor in charge, a health app,
    # a pharmacy changed, a weight in stone
    ("지난주부터 간헐적 단식 중이에요", "ko", True),
    ("아까부터 속이 계속 울렁거림", "ko", True),
    ("주치의 선생님이 바뀌었어요", "ko", True),
    ("삼성 건강앱으로 기록하고 있어요", "ko", True),
    ("switched pharmacies last month, the old one kept messing up", "en", True),
    ("down to 12 stone 6 this morning", "en", True),
    # guards: the same words asked about, or weighed as a plan
    ("간헐적 단식 해볼까 하는데 일반적으로 어때?", "ko", False),
    ("which pharmacies are open on sundays?", "en", False),
    # a dose before the drug the user is on, "I'm" unsaid
    ("on 50 of sertraline since june", "en", True),
    ("on 500mg of metformin twice a day now", "en", True),
])
def test_health_words_keep_the_users_own_fact(retain: Any, text: str, lang: str, kept: bool) -> None:
    assert retain(text, lang) is kept


@pytest.mark.parametrize(("text", "kept"), [
    # a Korean request first, then what it asks for after a comma (a noun phrase, nothing told)
    ("검진 가기 전에 내 기록 정리 좀 해줘요, 혈압 추이랑 약 바뀐 거까지", False),
    # guard: a reading told after the request is told
    ("혈압 기록 정리해줘요, 오늘 아침 혈압은 132/85였어", True),
    # 말씀, 성함 are nouns, not a nominal ending closing a statement
    ("원장님 말씀 참고해서 운동 계획 알려줘", False),
    ("저번 내분비내과 선생님 성함 기록해뒀었나", False),
    # guard: a nominal ending still closes a statement
    ("어제 밤새 기침함", True),
])
def test_korean_request_shapes(retain: Any, text: str, kept: bool) -> None:
    assert retain(text, "ko") is kept
