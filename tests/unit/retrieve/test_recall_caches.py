"""The per-process caches of the read path are pure: the same answer as computing afresh, per alias index."""

from __future__ import annotations

from pia_graph.ingest.experiencer import NOT_THE_USER, Experiencer, experiencer_of
from pia_graph.ontology import AliasIndex
from pia_graph.retrieve.context_pack import count_tokens
from pia_graph.retrieve.fuse_signals import about_someone_else
from pia_graph.retrieve.recall import _named_terms

SENTENCES = [
    "Doc switched me from rosuvastatin to atorvastatin 20 mg",
    "LDL came back 130 and HDL 45",
    "지난주에 공복혈당 118 나왔어",
    "we watched a movie with my sister",
]


def fresh(index: AliasIndex, text: str) -> frozenset[str]:
    return frozenset(m.term_key for m in index.match(text) if m.term_key and not m.is_concept)


def test_named_terms_are_what_matching_gives_and_hit_the_cache(index: AliasIndex) -> None:
    first = [_named_terms(index, s) for s in SENTENCES]
    hits = _named_terms.cache_info().hits
    assert [_named_terms(index, s) for s in SENTENCES] == first == [fresh(index, s) for s in SENTENCES]
    assert _named_terms.cache_info().hits >= hits + len(SENTENCES)
    assert "drug:atorvastatin" in first[0] and "drug:rosuvastatin" in first[0]
    assert first[3] == frozenset()


def test_another_index_has_its_own_entries(index: AliasIndex) -> None:
    empty = AliasIndex({}, {})
    assert _named_terms(index, SENTENCES[1]) and _named_terms(empty, SENTENCES[1]) == frozenset()


def test_token_counts_are_the_tokenizers(index: AliasIndex) -> None:
    del index
    line = "recall: LDL cholesterol (calculated) 131 mg/dL on 2026-04-05 [r_ace24b1cee1258625bbe0758]"
    assert count_tokens(line) == count_tokens.__wrapped__(line) > 10
    assert count_tokens("") == 0


def test_someone_else_is_the_experiencer_rules_answer_and_hits_the_cache() -> None:
    said = [("아버지도 혈압약 30년째 드심", "ko"), ("언니는 필라테스 빠졌대", "ko"),
            ("my sister has a migraine again", "en"),
            ("I have a migraine again", "en"), ("LDL came back 130 and HDL 45", "en")]
    first = [about_someone_else(t, lang) for t, lang in said]
    hits = about_someone_else.cache_info().hits
    again = [about_someone_else(t, lang) for t, lang in said]
    fresh = [experiencer_of(t, lang) in NOT_THE_USER | {Experiencer.FAMILY} for t, lang in said]
    assert first == again == fresh
    assert about_someone_else.cache_info().hits >= hits + len(said)
    assert first[0] and first[1] and first[2] and not first[3] and not first[4]
