"""RETAIN precision on unseen wording (issue 12), by mechanism, with sentences of their own: someone gone named in a
Korean time clause, regional kin words, a relative's pregnancy, a term named alone before a question, a time after a
reading's name, news of an illness going around, talk of prices, a cause wondered about, and a visit still to come
said as the reason for a request. Each has a guard that the user's own statement stays kept."""

from __future__ import annotations

from typing import Any

import pytest

from pia_graph.ingest.experiencer import Experiencer, experiencer_of


@pytest.mark.parametrize(("text", "lang", "kept"), [
    # someone gone, named in a Korean time clause, is no experiencer of the state told after it
    ("아내가 세상을 떠난 뒤로 밤마다 잠을 못 자요", "ko", True),
    ("아버지 돌아가시고 나서 두통이 잦아요", "ko", True),
    # a time clause of another event keeps its subject: the relative's passing episode
    ("딸이 어린이집 간 뒤로 기침을 해요", "ko", False),
    # regional kin words: a grandparent, a grandchild, an old husband
    ("우리 할배가 요즘 무릎이 아프시대", "ko", False),
    ("손주가 장염이라 설사를 한대요", "ko", False),
    # a relative's pregnancy is no heritable condition of the user's family
    ("my daughter is pregnant with her second", "en", False),
    ("여동생이 임신해서 입덧이 심하대요", "ko", False),
    ("I'm pregnant, 12 weeks today", "en", True),
])
def test_whose_state(retain: Any, text: str, lang: str, kept: bool) -> None:
    assert retain(text, lang) is kept


def test_a_grandparent_in_regional_words_is_someone_else() -> None:
    assert experiencer_of("할매가 어지럽다 하셔", "ko") == Experiencer.OTHER


@pytest.mark.parametrize(("text", "lang", "kept"), [
    # a term named alone before a question is its topic
    ("리피토 부작용 뭐가 있나요?", "ko", False),
    ("메트포르민 이거 술이랑 같이 먹어도 돼요?", "ko", False),
    # a time after a reading's name is no value told
    ("혈압 3월 한달 추이 어땠어", "ko", False),
    ("체중 2주 만에 3키로 빠졌는데 괜찮은 거야?", "ko", True),
    # news of an illness going around
    ("요즘 독감이 또 유행이래요", "ko", False),
    ("there's a stomach bug going around the office", "en", False),
    ("flu is going around and i've had a fever since monday", "en", True),
    ("요즘 감기 유행이라서 오늘 병원 가서 독감주사 맞았어요", "ko", True),  # goes on past the news to the user's shot
    # talk of prices
    ("한국은 병원비가 진짜 저렴해요", "ko", False),
    ("insulin is so expensive here", "en", False),
    ("약값이 비싸서 요즘 반만 먹어요", "ko", True),
    # a past event heard of someone (-다는데) before a question is the question's scene; the user's own stays told
    ("교회 집사님이 쓸개 수술을 했다는데 큰 수술이에요?", "ko", False),
    ("제가 어제 무릎 수술 받았다는데 얼마나 쉬어야 돼요?", "ko", True),
    # a cause wondered about is asked, not told
    ("약을 왜 끊으라고 했지? 간수치 때문이었나", "ko", False),
    # a visit still to come said as the reason for a request for the user's records
    ("physio appt next week, can you summarize my knee stuff", "en", False),
    ("다음주에 내과 진료 있어서 그동안 혈압 기록 정리해줘", "ko", False),
    ("dentist appt next tuesday at 3pm", "en", True),
    ("cardiology appt tomorrow morning. what should i ask him about my palpitations?", "en", True),
    ("다음주에 내시경 예약했는데 전날 뭐 먹으면 안 돼요?", "ko", True),
])
def test_said_of_no_one_or_asked(retain: Any, text: str, lang: str, kept: bool) -> None:
    assert retain(text, lang) is kept
