"""Korean health words (session 38, issue 8): the Korean list names the topics the English one does (a vaccine,
a supplement, the thyroid, a cold), and a Latin health word in Korean text counts with a particle glued to it
("ALT만", "LDL이"), where ``\\b`` sees no boundary between a Latin letter and Hangul. A question about one of
these with the user's own time reads; a general question or a word inside a longer Latin word does not (the
sentences are written for the test, not taken from a suite)."""

from __future__ import annotations

import pytest

from pia_graph.ingest import cues
from pia_graph.ontology.word_lists import rule_words
from tests.unit.ingest.read_analysed import decide_read

# One topic each that HEALTH_EN names (vaccin*, booster, thyroid, insulin, supplements, pills, cold, flu, anemia,
# asthma, reflux, heartburn, infection, stroke, iron, probiotics, melatonin, spo2).
TOPICS_KO = ["백신", "부스터샷", "갑상선", "인슐린", "영양제", "보충제", "알약", "감기", "독감", "빈혈", "천식",
             "역류성", "속쓰림", "감염", "뇌졸중", "철분", "유산균", "멜라토닌", "마그네슘", "산소포화도"]


@pytest.mark.parametrize("word", TOPICS_KO)
def test_korean_list_names_the_english_topics(word: str) -> None:
    assert cues.ask_health_rx("ko").search(f"요즘 {word} 얘기")


def test_ask_topics_are_the_dictionary_list() -> None:
    # the Korean ask topics are curators' data (ontology/84_rule_words.cypher, ask_topic), each read by the READ gate
    words = rule_words("ask_topic", "ko")
    assert "독감" in words and "산소포화도" in words
    assert all(cues.ask_health_rx("ko").fullmatch(w) for w in words)


@pytest.mark.parametrize("text", ["ALT만 따로", "LDL이 높게", "a1c는 어때", "TSH랑 T4"])
def test_latin_health_word_with_a_glued_particle(text: str) -> None:
    assert cues.ask_health_rx("ko").search(text)


@pytest.mark.parametrize("text", ["SALTY 과자", "FLUTE 배웠어", "BACKPACK 샀어"])
def test_latin_word_inside_a_longer_one_is_no_health_word(text: str) -> None:
    assert not cues.ask_health_rx("ko").search(text)


@pytest.mark.parametrize("text", ["올해 맞은 백신 뭐있어", "요즘 먹는 영양제 뭐였지", "작년 갑상선 검사 결과 어땠어"])
def test_own_question_about_a_topic_reads(text: str) -> None:
    assert decide_read(text, "ko").read


@pytest.mark.parametrize("text", ["백신 부작용 보통 뭐가 있어?", "감기에 좋은 음식 알려줘"])
def test_general_question_about_a_topic_does_not_read(text: str) -> None:
    assert not decide_read(text, "ko").read
