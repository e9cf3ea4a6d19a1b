"""Kinds of READ and route miss found on unseen wording (session 21), each covered by a general mechanism of
`read_gate` (the sentences here are written for the test, not taken from a suite)."""

from __future__ import annotations

import pytest

from pia_graph.ingest.read_gate import decide_read

# An effect of something the user started or changed: the outcome's records and what was said about it.
EFFECT = [
    ("is the new inhaler helping my breathing?", "en"),
    ("has the melatonin made any real difference to my sleep?", "en"),
    ("my neck stopped hurting! was it the new pillow?", "en"),
    ("새로 바꾼 약이 혈압에 도움이 되고 있나", "ko"),
    ("유산균 먹고부터 배 아픈 거 줄었나 기록으로", "ko"),
]
# Records and what was said, asked for in one breath.
RECORDS_AND_TALK = [
    ("what did my cardiologist say about my cholesterol numbers", "en"),
    ("recap my physical: the results and what the doctor said", "en"),
    ("내과 선생님이 간수치 보고 뭐라 하셨지", "ko"),
    ("지난 피검사 결과랑 의사가 한 말 정리해줘", "ko"),
]
# A name or a place of care, or something said by way of Korean reported speech (-다던, -라던).
ASSOCIATIVE = [
    ("the pharmacy near my gym, what was it called?", "en"),
    ("which hospital did I go to for the colonoscopy", "en"),
    ("피부과 어디로 갔었는지 알려줘", "ko"),
    ("물리치료 선생님이 하지 말라던 동작 뭐였어", "ko"),
    ("내가 좋아한다던 간식 뭐였지", "ko"),
]


@pytest.mark.parametrize(("text", "lang"), EFFECT + RECORDS_AND_TALK)
def test_both(text: str, lang: str) -> None:
    d = decide_read(text, lang)
    assert (d.read, d.route) == (True, "both"), d.reasons


@pytest.mark.parametrize(("text", "lang"), ASSOCIATIVE)
def test_associative(text: str, lang: str) -> None:
    d = decide_read(text, lang)
    assert (d.read, d.route) == (True, "associative"), d.reasons


@pytest.mark.parametrize("text", [
    "요즘 혈당 괜찮은지 봐줘 영양사가 2주 보자고 했거든",  # a request, then a fragment after it
    "내 혈압 관리 어때 약 바꾼 것도 포함해서",
    "오늘 체중 71.2 나왔는데 평소보다 많은거지",
    "예전에 진통제 바꿨을때도 이랬던거 같은데 맞나",
])
def test_korean_question_followed_by_a_fragment_reads(text: str) -> None:
    assert decide_read(text, "ko").read


def test_a_record_type_asked_through_what_was_said_is_structured() -> None:
    d = decide_read("나 먹는 약 뭐뭐 있다고 했었지", "ko")
    assert (d.read, d.route) == (True, "structured"), d.reasons
    d = decide_read("나 알레르기 뭐 있다고 했었지 병원에서 물어봐서", "ko")
    assert (d.read, d.route) == (True, "structured"), d.reasons


def test_a_plan_said_without_a_health_word_is_associative() -> None:
    d = decide_read("부산 출장 언제 간다고 했었지", "ko")
    assert (d.read, d.route) == (True, "associative"), d.reasons


def test_a_statement_before_the_question_does_not_choose_the_route() -> None:
    d = decide_read("my trainer said to stretch after lifting, have I been lifting less since my back went?",
                    "en")
    assert (d.read, d.route) == (True, "structured"), d.reasons


@pytest.mark.parametrize(("text", "lang"), [
    ("write me a meal plan for a low sodium week", "en"),
    ("make me a playlist for running", "en"),
    ("in case I ever need surgery, which painkillers are safe?", "en"),
    ("마그네슘이 수면에 도움이 돼?", "ko"),  # general knowledge: no own anchor
    ("커피가 혈압 올린다던데 진짜야?", "ko"),  # hearsay (-다던데), not what the user said
])
def test_general_requests_and_hypotheticals_do_not_read(text: str, lang: str) -> None:
    assert not decide_read(text, lang).read


def test_a_task_for_me_about_my_records_still_reads() -> None:
    assert decide_read("write me a summary of my blood pressure this month", "en").read


@pytest.mark.parametrize(("text", "route"), [
    ("do my headaches line up with the days I skip coffee?", "both"),  # a correlation is a cause asked
    ("what did the dentist want me to do before the cleaning?", "associative"),  # an instruction said
    ("what was the dose change you were helping me with", "structured"),  # the agent helping is no effect
])
def test_english_correlation_instruction_and_the_agents_help(text: str, route: str) -> None:
    d = decide_read(text, "en")
    assert (d.read, d.route) == (True, route), d.reasons
