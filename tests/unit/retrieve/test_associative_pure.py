"""The pure parts of associative recall: the Lucene query and reciprocal-rank fusion."""

from __future__ import annotations

import re

from pia_graph.ontology.ko_suffixes import KO_SUFFIXES
from pia_graph.retrieve.associative import escape_lucene, ko_stem, lucene_queries, lucene_terms, rrf_fuse


def test_lucene_special_characters_are_escaped() -> None:
    assert escape_lucene('a+b-(c)"d*?:\\/') == 'a\\+b\\-\\(c\\)\\"d\\*\\?\\:\\\\\\/'
    # the user's wildcard, quotes, parentheses and operators never reach Lucene: only the content words do, each
    # also as a prefix clause the query adds itself ("physio OR physio*")
    assert lucene_queries('physio* "Dana" (OR) AND NOT:x', "user-1") == [
        '(text:(physio OR physio*) OR span:(physio OR physio*)) AND user_id:"user-1"',
        '(text:(dana OR dana*) OR span:(dana OR dana*)) AND user_id:"user-1"']
    assert lucene_queries("Dana", 'a"b\\c') == [
        '(text:(dana OR dana*) OR span:(dana OR dana*)) AND user_id:"a\\"b\\\\c"']


def test_question_words_are_left_out_and_korean_words_are_stemmed_prefixes() -> None:
    assert lucene_terms("What was the name of the physio Dana recommended?") == [
        "name OR name*", "physio OR physio*", "dana OR dana*", "recommended OR recommend*"]
    assert lucene_terms("동생이 추천해준 한의원 이름이 뭐였지?") == ["동생*", "추천*", "한의원*"]
    assert lucene_queries("what did I?", "u") == []


def test_a_user_id_with_a_quote_cannot_break_out_of_the_phrase() -> None:
    assert lucene_queries("jeju trip", 'evil" OR user_id:"other') == [
        '(text:(jeju OR jeju*) OR span:(jeju OR jeju*)) AND user_id:"evil\\" OR user_id:\\"other"',
        '(text:(trip OR trip*) OR span:(trip OR trip*)) AND user_id:"evil\\" OR user_id:\\"other"']


def test_one_lucene_query_per_word_each_narrowed_to_the_user() -> None:
    # the read path weighs each word by the user's own facts, so it asks the index one word at a time
    assert lucene_queries("dermatologist in Busan", 'u"1') == [
        '(text:(dermatologist OR dermatologist*) OR span:(dermatologist OR dermatologist*)) AND user_id:"u\\"1"',
        '(text:(busan OR busan*) OR span:(busan OR busan*)) AND user_id:"u\\"1"']
    assert lucene_queries("동생이 추천해준 한의원", "u") == [
        '(text:(동생*) OR span:(동생*)) AND user_id:"u"', '(text:(추천*) OR span:(추천*)) AND user_id:"u"',
        '(text:(한의원*) OR span:(한의원*)) AND user_id:"u"']
    assert lucene_queries("what did I?", "u") == []


def test_a_word_of_the_users_own_statement_is_asked_of_the_verbatim_span_too() -> None:
    # a fact's text says "User's" where the user said "my": the span (the user's words) is searched beside it
    assert lucene_queries("trigger", "u") == [
        '(text:(trigger OR trigger*) OR span:(trigger OR trigger*)) AND user_id:"u"']


def test_a_clipped_english_word_matches_as_a_prefix() -> None:
    assert "endo OR endo*" in lucene_terms("when's my next endo appointment?")
    # three letters or fewer: no Latin prefix ("hb" never finds "hba1c"), only the word with a Korean particle glued on
    assert lucene_terms("bp")[0] == "bp OR /bp[가-힣]+/"


def test_a_short_latin_word_of_a_korean_question_finds_it_with_its_particle() -> None:
    """The index's analyser keeps "PSA를", "CD4가", "MRI랑" as one token each: the short word alone never matched
    them."""
    terms = lucene_terms("PSA 검사 언제부터 하라고 했지? CD4 몇이었지")
    assert "psa OR /psa[가-힣]+/" in terms and "cd4 OR /cd4[가-힣]+/" in terms
    assert re.fullmatch("psa[가-힣]+", "psa를") and not re.fullmatch("psa[가-힣]+", "psas")
    assert "21" in lucene_terms("주기 21일차")  # a number is no abbreviation: as before


def test_reciprocal_rank_fusion_rewards_agreement() -> None:
    scores = rrf_fuse([["a", "b", "c"], ["b", "d"]], k=60)
    assert max(scores, key=lambda key: scores[key]) == "b"
    assert scores["a"] == 1 / 61 and scores["d"] == 1 / 62
    assert rrf_fuse([]) == {}


def test_a_korean_word_loses_its_longest_ending_keeping_two_syllables() -> None:
    assert ko_stem("부산에서") == "부산"
    assert ko_stem("추천해준") == "추천"  # a question ending
    assert ko_stem("한의원") == "한의원"  # no ending
    assert ko_stem("혈압이") == "혈압"
    assert ko_stem("이가") == "이가"  # what is left would be shorter than two syllables
    # among the endings a word closes with, the longest that leaves two syllables goes, whatever their order
    for ending in KO_SUFFIXES:
        word = "혈압약" + ending
        closing = [e for e in KO_SUFFIXES if word.endswith(e) and len(word) - len(e) >= 2]
        assert ko_stem(word) == word[: -max(len(e) for e in closing)]


def test_the_clauses_of_a_question_asked_again_are_the_same_and_the_callers_own() -> None:
    first = lucene_terms("동생이 추천해준 한의원 physio")
    first.append("changed by the caller")
    assert lucene_terms("동생이 추천해준 한의원 physio") == ["동생*", "추천*", "한의원*", "physio OR physio*"]
