"""A term glued to the word before it (closed by a particle or an ending, cue list ``glued_word_end``) or to the
predicate after it (cue list ``glued_predicate``) is read as when the user had typed the space."""

from __future__ import annotations

import pytest

from pia_graph.ontology import AliasIndex, load_default_dictionary
from pia_graph.ontology.ko_spacing import after_glued_word, glued_predicates, glued_word_ends, predicate_follows


def _keys(index: AliasIndex, text: str) -> list[str | None]:
    return [m.term_key for m in index.match(text, "ko")]


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("스틸녹스먹었어", "drug:zolpidem"),  # a predicate glued after the term
        ("타이레놀하나 먹었음", "drug:acetaminophen"),  # a count glued after it
        ("엄마가 당뇨있고", "condition:type_2_diabetes"),
        ("오늘은어지럼증 없었음", "symptom:dizziness"),  # after a word closed by a particle
        ("속쓰림 심해서오메프라졸먹었어", "drug:omeprazole"),  # after an ending, before a predicate
        ("아빠는 뇌졸중으로쓰러지셨어", "condition:stroke"),  # a particle, then the next word glued on
        ("오빠가대장암 수술 받았어요", "condition:colon_cancer"),  # after a subject closed by 가
        ("딸이천식이라 흡입기 써요", "condition:asthma"),  # after a subject closed by 이
        ("혈압약암로디핀 5mg 시작", "drug:amlodipine"),  # a drug's name of 3+ syllables glued after a noun
        ("항생제아목시실린 받음", "drug:amoxicillin"),
    ],
)
def test_a_term_glued_to_its_neighbours_is_read(default_index: AliasIndex, text: str, key: str) -> None:
    assert key in _keys(default_index, text)


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("오늘열심히 일함", "symptom:fever"),  # a one-syllable key inside a word stays unread
        ("그두통", "symptom:headache"),  # a glued word of one syllable closes nothing
        ("해서열 났어", "symptom:fever"),  # a one-syllable term after a glued word is a word's syllable
        ("혈압약코자 먹음", "drug:losartan"),  # a two-syllable drug name glued after a noun stays unread
        ("약암로디핀", "drug:amlodipine"),  # nor after a one-syllable word
    ],
)
def test_no_term_inside_an_ordinary_word(default_index: AliasIndex, text: str, key: str) -> None:
    assert key not in _keys(default_index, text)


def test_a_glued_word_needs_a_closing_particle_and_a_syllable_before_it() -> None:
    ends = frozenset({"에서", "서", "은"})
    assert after_glued_word("병원에서고혈압", 4, ends)
    assert not after_glued_word("서고혈압", 1, ends)  # the particle alone is no word
    assert not after_glued_word("무릎고혈압", 2, ends)  # no particle closes 무릎
    assert not after_glued_word("a서고혈압", 2, ends)  # Hangul only


def test_what_follows_a_term_starts_a_predicate_or_a_new_word_after_a_particle() -> None:
    predicates, ends = frozenset({"먹", "있"}), frozenset({"으로"})
    assert predicate_follows("먹었어", predicates)
    assert predicate_follows("으로쓰러짐", predicates, ends)
    assert not predicate_follows("으로", predicates, ends)  # a particle alone is the particle rule's
    assert not predicate_follows("계", predicates, ends)  # 혈압계: a compound, no predicate


def test_the_lists_are_dictionary_data_and_reach_the_database_index() -> None:
    dictionary = load_default_dictionary()
    ends, predicates = glued_word_ends(dictionary), glued_predicates(dictionary)
    assert {"에서", "은", "해서"} <= ends
    assert {"먹", "있", "없"} <= predicates
    rows = [{"norm": "오메프라졸", "targets": ["drug:omeprazole"]}]
    glued = AliasIndex.from_alias_rows(rows, (), ends, predicates)
    assert [m.term_key for m in glued.match("심해서오메프라졸먹었어")] == ["drug:omeprazole"]
    assert AliasIndex.from_alias_rows(rows).match("심해서오메프라졸먹었어") == []
