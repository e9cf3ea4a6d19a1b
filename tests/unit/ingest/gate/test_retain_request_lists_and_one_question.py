"""RETAIN precision on questions and requests split in two (issue 12), with sentences of their own: what a request
lists after it (in its sentence, or as the next sentence) is what it asks for; a Korean noun phrase with the bound
noun 수 ("count"), a term whose name ends in two digits and 어깨 ("shoulder") are not a statement's end before what
is asked; an English wh-phrase before an inverted auxiliary is one question. Each has a guard that the user's own
statement stays kept."""

from __future__ import annotations

from typing import Any

import pytest

from pia_graph.ingest.clauses import all_clauses


@pytest.mark.parametrize(("text", "lang", "kept"), [
    # what the request lists after it tells nothing
    ("can you pull together my asthma meds, peak flows and what the nurse said", "en", False),
    ("could you summarise my labs, scans and what my surgeon told me", "en", False),
    ("어머니 모시고 갈 거 말고 제 거 요약 만들어줘요. 혈압약이랑 콜레스테롤 수치랑", "ko", False),
    ("정리 좀 해줘. 먹는 약, 혈당 추이", "ko", False),
    # a visit still to come, then a request worded "pull my …": the visit is the request's setting
    ("seeing the rheumatologist next month, can you pull my uric acid results", "en", False),
    # a state, an event or a value told after the request stays told
    ("show me my blood pressure log, my head has been pounding since lunch", "en", True),
    ("pull up my sugars, I took an extra 4 units of insulin last night", "en", True),
    ("혈당 기록 보여줘. 아까 점심 먹고 210 나왔어", "ko", True),
    ("요약 좀 해줘. 어제부터 기침이 심해요", "ko", True),
])
def test_what_a_request_lists_is_asked_for(retain: Any, text: str, lang: str, kept: bool) -> None:
    assert retain(text, lang) is kept


@pytest.mark.parametrize(("text", "kept"), [
    ("지난달 걸음 수 평균 몇이었어?", False),
    ("어제 계단 오른 층 수 얼마였지?", False),
    ("다음 B12 검사 언제야?", False),
    ("물리치료 선생님이 어깨 스트레칭 몇 초씩 하라고 했지?", False),
    # a statement before the question stays told
    ("어깨가 또 아파요 왜 이러지?", True),
    ("오늘 공복혈당 131 지난주보다 높아?", True),
])
def test_a_korean_noun_phrase_is_not_split_before_what_is_asked(retain: Any, text: str, kept: bool) -> None:
    assert retain(text, "ko") is kept


def test_a_bound_noun_keeps_its_noun_phrase_whole() -> None:
    [(_, parts)] = all_clauses("지난달 걸음 수 평균 몇이었어?")
    assert [p.text for p in parts] == ["지난달 걸음 수 평균 몇이었어?"]


@pytest.mark.parametrize(("text", "kept"), [
    ("since the new inhaler how many puffs did I need a day?", False),
    ("after my knee surgery which painkiller did I take?", False),
    # a question said after a statement with no mark stays two clauses: the statement is told
    ("my ankle is swollen again should I ice it", True),
])
def test_a_wh_phrase_before_an_inverted_auxiliary_is_one_question(retain: Any, text: str, kept: bool) -> None:
    assert retain(text, "en") is kept


@pytest.mark.parametrize(("text", "lang", "kept"), [
    # a relative's dose or reading, with no condition named, is their passing episode
    ("my father's metoprolol went up to 50 mg last week", "en", False),
    ("my dad's 74 and his potassium came back 5.9, should we worry?", "en", False),
    ("아빠 아토르바스타틴 20으로 늘었대요", "ko", False),
    # a relative's condition is family history, an age with it too
    ("my dad had colon cancer in his 60s", "en", True),
    ("엄마가 50대에 당뇨 진단 받으셨어요", "ko", True),
    # "my <word> <relative>" is the relative's; the user's own clause stays
    ("my younger brother has been throwing up since lunch", "en", False),
    ("my older sister has celiac disease", "en", True),
    # a coworker's value reported: still the coworker's
    ("팀장님이 건강검진에서 혈압 170 나왔대", "ko", False),
])
def test_whose_dose_or_reading_it_is(retain: Any, text: str, lang: str, kept: bool) -> None:
    assert retain(text, lang) is kept
