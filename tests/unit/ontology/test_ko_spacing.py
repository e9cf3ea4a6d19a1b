"""Korean aliases match whatever spacing the user types (ontology/ko_spacing.py and the alias gate)."""

from __future__ import annotations

import pytest

from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.ontology.ko_spacing import compact_hangul, split_key_ok
from pia_graph.ontology.model import AliasEntry, Term
from pia_graph.ontology.normalize import normalize_alias


def _term(key: str, *aliases: str) -> Term:
    entries = tuple(AliasEntry(a, normalize_alias(a), "ko", "ko", key) for a in aliases)
    return Term(key=key, kind=key.split(":")[0], record_type="symptom", name=key, aliases=entries)


@pytest.fixture(scope="module")
def index() -> AliasIndex:
    terms = [
        _term("symptom:insomnia", "잠이 안 와"),
        _term("test:fasting_glucose", "공복혈당"),
        _term("symptom:headache", "두통"),
        _term("test:glucose", "혈당"),
        _term("drug:aspirin", "아스피린"),
        _term("drug:clopidogrel", "클로피도그렐"),
        _term("drug:aspirin_clopidogrel", "아스피린클로피도그렐"),
    ]
    return AliasIndex.build(Dictionary(terms={t.key: t for t in terms}))


def test_compact_removes_only_spaces_between_hangul() -> None:
    compact = compact_hangul("잠이 안와요 bp 130 오늘")
    assert compact is not None
    assert compact.text == "잠이안와요 bp 130 오늘"
    assert compact.span(0, 4) == (0, 5)  # 잠이안와 is 잠이 안와 in the spaced text
    assert compact_hangul("bp 130 over 85") is None


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("요즘 새벽까지 잠이 안와요", "symptom:insomnia"),  # the alias's second space left out
        ("잠이안 와요", "symptom:insomnia"),  # the first one left out
        ("잠이 안 와요", "symptom:insomnia"),  # typed as the alias is
        ("공복 혈당 112", "test:fasting_glucose"),  # a long one-word alias typed as two words
    ],
)
def test_a_korean_alias_matches_across_the_spacing_typed(index: AliasIndex, text: str, key: str) -> None:
    assert [m.term_key for m in index.match(text, "ko")] == [key]


def test_the_match_keeps_the_users_own_span(index: AliasIndex) -> None:
    (match,) = index.match("새벽까지 잠이 안와요", "ko")
    assert match.surface == "잠이 안와"  # as typed; the ending 요 after it is allowed, not part of the term


@pytest.mark.parametrize("text", ["물 두 통 샀어", "두 통 마셨어"])
def test_two_short_words_never_spell_a_one_word_alias(index: AliasIndex, text: str) -> None:
    assert index.match(text, "ko") == []


def test_two_names_side_by_side_stay_two(index: AliasIndex) -> None:
    keys = [m.term_key for m in index.match("아스피린 클로피도그렐 먹는중", "ko")]
    assert keys == ["drug:aspirin", "drug:clopidogrel"]  # a list, not the combination product
    assert [m.term_key for m in index.match("아스피린클로피도그렐 먹는중", "ko")] == ["drug:aspirin_clopidogrel"]


def test_split_key_rules() -> None:
    def no_name(word: str) -> bool:
        return False

    assert split_key_ok("잠이안와", "잠이 안와", True, no_name)
    assert split_key_ok("공복혈당", "공복 혈당", False, no_name)
    assert not split_key_ok("두통", "두 통", False, no_name)  # too short to be split
    assert not split_key_ok("공복혈당", "공 복혈당", False, no_name)  # a one-syllable side
    assert not split_key_ok("공복혈당", "공복혈당", False, no_name)  # no space: the plain pass's job
    assert not split_key_ok("공복혈당", "공복 혈당", False, lambda w: True)  # two names side by side


def test_both_engines_agree(index: AliasIndex) -> None:
    text = "공복 혈당 112 잠이 안와요"
    assert index.match(text, "ko") == index.with_engine("scan").match(text, "ko")
