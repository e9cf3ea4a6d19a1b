"""The Korean analyser's interface: where a term ends inside a glued word, and the nouns a word starts with.

The pure decisions are tested over hand-written morphemes (kiwi's tags); the kiwi-backed ones only run where
kiwipiepy is installed, and the fallback (no analyser: the particle rules) is checked to decide nothing."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from pia_graph.config import get_settings
from pia_graph.ontology import AliasIndex, ko_morph
from pia_graph.ontology.ko_morph import Morph, boundary_closes_term, leading_content


@pytest.fixture(autouse=True)
def _fresh_settings() -> Iterator[None]:
    """The choice is read through the cached settings: each `setenv` below takes effect once the cache is
    cleared (the helper `_choose`), and no test leaves its choice to the next."""
    get_settings.cache_clear()
    yield
    get_settings.cache_clear()


def _choose(monkeypatch: pytest.MonkeyPatch, backend: str | None) -> None:
    if backend is None:
        monkeypatch.delenv("PIA_KO_MORPH", raising=False)
    else:
        monkeypatch.setenv("PIA_KO_MORPH", backend)
    get_settings.cache_clear()


def _m(form: str, tag: str, start: int) -> Morph:
    return Morph(form, tag, start, start + len(form), form)


# 발진때문에 병원감
RASH_BECAUSE = (_m("발진", "NNG", 0), _m("때문", "NNB", 2), _m("에", "JKB", 4), _m("병원", "NNG", 6))
# 혈압계샀어: a noun after the term makes a compound (a BP monitor), not the term
BP_MONITOR = (_m("혈압", "NNG", 0), _m("계", "XSN", 2), _m("사", "VV", 3), _m("었", "EP", 3), _m("어", "EF", 4))
# 혈압약먹고
BP_PILL_TAKEN = (_m("혈압", "NNG", 0), _m("약", "NNG", 2), _m("먹", "VV", 3), _m("고", "EC", 4))
# 집먼지인듯: the copula with a hedge stays with the rules' list, which leaves it out on purpose
DUST_HEDGED = (_m("집먼지", "NNG", 0), _m("이", "VCP", 3), _m("ᆫ", "ETM", 3), _m("듯", "NNB", 4))


def test_a_dependent_noun_or_a_predicate_closes_the_term() -> None:
    assert boundary_closes_term(RASH_BECAUSE, 0, 2)
    assert boundary_closes_term(BP_PILL_TAKEN, 0, 3)


def test_a_compound_a_copula_or_a_split_morpheme_does_not() -> None:
    assert not boundary_closes_term(BP_MONITOR, 0, 2)
    assert not boundary_closes_term(BP_PILL_TAKEN, 0, 2)  # 혈압|약: the noun 약 continues the compound
    assert not boundary_closes_term(DUST_HEDGED, 0, 3)
    assert not boundary_closes_term(RASH_BECAUSE, 0, 1)  # inside 발진


def test_leading_content_is_the_run_of_nouns_a_word_starts_with() -> None:
    assert leading_content(BP_PILL_TAKEN, 0, 5) == 3
    assert leading_content(RASH_BECAUSE, 0, 5) == 2
    assert leading_content(RASH_BECAUSE, 6, 8) == 8
    verb_first = (_m("먹", "VV", 0), _m("었", "EP", 1))
    assert leading_content(verb_first, 0, 2) is None


def test_rules_mode_loads_no_analyser(monkeypatch: pytest.MonkeyPatch) -> None:
    _choose(monkeypatch, None)
    assert ko_morph.analyser() is None  # the default: the particle rules
    _choose(monkeypatch, "rules")
    assert ko_morph.analyser() is None


@pytest.mark.parametrize(("text", "key"), [
    ("발진때문에 병원감", "symptom:rash"),
    ("무릎 관절염땜에 계단 내려갈때 너무 아파", "condition:osteoarthritis"),
    ("고혈압 탓에 약 먹어요", "condition:hypertension"),
    ("두통때매 잠을 못잤어", "symptom:headache"),
    ("위식도역류 있어서 넥시움 먹어요", "condition:gerd"),  # the plain name without 질환 (20_conditions)
])
def test_rules_find_a_term_glued_to_a_dependent_noun_of_cause(
    default_index: AliasIndex, monkeypatch: pytest.MonkeyPatch, text: str, key: str
) -> None:
    _choose(monkeypatch, "rules")
    assert key in {m.term_key for m in default_index.match(text)}


kiwi = pytest.mark.skipif(ko_morph._load("kiwi") is None, reason="kiwipiepy is not installed")


@kiwi
def test_kiwi_finds_a_term_glued_to_what_the_particle_list_lacks(
    default_index: AliasIndex, monkeypatch: pytest.MonkeyPatch
) -> None:
    _choose(monkeypatch, "rules")  # 때문에 is in the particle list now; a predicate glued on is not
    assert "symptom:rash" not in {m.term_key for m in default_index.match("발진생겨서 병원감")}
    _choose(monkeypatch, "kiwi")
    assert "symptom:rash" in {m.term_key for m in default_index.match("발진생겨서 병원감")}
    assert default_index.match("혈압계 샀어") == []


@kiwi
def test_kiwi_stems_a_question_word_to_its_nouns(monkeypatch: pytest.MonkeyPatch) -> None:
    from pia_graph.retrieve.associative import lucene_terms

    _choose(monkeypatch, "kiwi")
    assert "배탈*" in lucene_terms("지난번 배탈났을때 배 얼마나 아팠었지")
    assert "신장내과*" in lucene_terms("신장내과 선생님이 뭐라고 했었지")
