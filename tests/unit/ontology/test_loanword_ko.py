"""English drug names written in Hangul: one phonetic key for both spellings, one drug or none, a Korean word never."""

from __future__ import annotations

import datetime as dt
import re

import pytest

from pia_graph.ingest.extract.pipeline import extract
from pia_graph.ontology import AliasIndex, load_default_dictionary
from pia_graph.ontology.loanword_ko import Correspondences, LoanwordDrugs, correspondences, skeleton
from pia_graph.retrieve.understand import understand

CUE = re.compile("먹|복용|처방|mg")


@pytest.mark.parametrize(("english", "hangul"), [
    ("truvada", "트루바다"),  # v -> ㅂ, 으 between consonants is no vowel
    ("malarone", "말라론"),  # the final -e is silent, ㄹㄹ is one l
    ("lipitor", "리피토"),  # a coda r is not written
    ("xanax", "자낙스"),  # an initial x is z
    ("wellbutrin", "웰부트린"),  # the glide w leaves no consonant, ll is one
])
def test_both_spellings_read_to_one_key(english: str, hangul: str) -> None:
    rules = correspondences()
    assert rules.latin_key(english) == rules.hangul_key(hangul)
    assert skeleton(rules.latin_key(english)) == skeleton(rules.hangul_key(hangul))


def test_an_unknown_side_in_the_data_is_an_error() -> None:
    with pytest.raises(ValueError, match="unknown side"):
        Correspondences.parse("ko_vowel\tㅏ\ta\n")


def _drugs(**extra: tuple[str, ...]) -> LoanwordDrugs:
    choices = {"truvada": ("drug:emtricitabine_tenofovir",), "plaquenil": ("drug:hydroxychloroquine",), **extra}
    # the syllables curators wrote in Hangul drug names (three times each: the inventory a loanword is spelt with)
    hangul = ["트루바다", "플라케닐", "그러는데"] * 3
    return LoanwordDrugs(choices, hangul, correspondences(), ends=("는데", "은", "로"))


def test_a_loanword_before_a_medicine_word_is_the_drug() -> None:
    (m,) = _drugs().matches("트루바다 먹은 지 1년 됐어요", [], CUE)
    assert (m.term_key, m.surface, m.start, m.end) == ("drug:emtricitabine_tenofovir", "트루바다", 0, 4)
    assert m.rule == "fuzzy:loanword:truvada:d=0" and m.confidence < 1
    (p,) = _drugs().matches("플라케닐은 계속 먹으래요", [], CUE)  # a particle read off; one key edit (qu ~ 케)
    assert p.term_key == "drug:hydroxychloroquine" and p.surface == "플라케닐"


def test_no_medicine_word_after_it_no_match() -> None:
    assert _drugs().matches("트루바다 좋아요", [], CUE) == []
    assert _drugs().matches("약 먹고 나서 트루바다", [], CUE) == []  # the name comes before what is done with it
    assert _drugs().matches("트루바다 좋아요. 약 먹었어", [], CUE) == []  # another clause


def test_two_drugs_at_the_same_key_no_match() -> None:
    assert _drugs(trubada=("drug:other",)).matches("트루바다 먹었어", [], CUE) == []
    assert _drugs(trubada=("drug:emtricitabine_tenofovir",)).best("트루바다") is not None  # one drug, two aliases


def test_a_korean_word_is_never_read_as_a_loanword() -> None:
    korean = _drugs(klonte=("drug:other",))  # "그러는데" is one key edit from klonte, but ends on a Korean ending
    assert korean.best("그러는데") is None
    unended = LoanwordDrugs({"klonte": ("drug:other",)}, ["그러는데"] * 3, correspondences())
    assert unended.best("그러는데") is not None  # what the ending alone keeps out
    assert _drugs().best("트루바다") is not None and _drugs().best("트루바닥") is None  # 닥: no drug name's syllable


def test_a_three_syllable_word_needs_the_same_key() -> None:
    drugs = LoanwordDrugs({"cipro": ("drug:ciprofloxacin",)}, ["시프로", "사프로"] * 3, correspondences())
    assert drugs.best("시프로") == ("drug:ciprofloxacin", "cipro", 0)
    assert drugs.best("사프로") is None  # one vowel off: a three-syllable word is a Korean word as often


def test_the_write_path_records_the_drug_and_queues_the_word(default_index: AliasIndex) -> None:
    d = load_default_dictionary()
    at = dt.datetime(2026, 5, 4, 9, 0, tzinfo=dt.UTC)
    out = extract("트루바다 어젯밤에 깜빡했어요 오늘 아침에 먹음", at, "ko", index=default_index, dictionary=d)
    assert "drug:emtricitabine_tenofovir" in [r.coordinate for r in out.records]
    assert not any(r.type == "meal" for r in out.records)  # the pill taken is no late meal


def test_the_read_side_names_the_drug_a_question_says_in_hangul(default_index: AliasIndex) -> None:
    u = understand("어제 트루바다 먹었나?", dt.datetime(2026, 5, 4, 9, 0, tzinfo=dt.UTC), "ko", default_index,
                   load_default_dictionary())
    assert "drug:emtricitabine_tenofovir" in [e.value for e in u.entities]
