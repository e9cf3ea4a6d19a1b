"""Retain starts the profile's read early (on another thread) where the analysis names a term whose band depends on
the person (ingest/profile_early.py, LazyProfile.start); the records are those of the read a rule asks for."""

from __future__ import annotations

import datetime as dt
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest

from pia_graph.ingest.analysed_text import analysed_form
from pia_graph.ingest.extract.pipeline import RulesExtractor
from pia_graph.ingest.hup import turn_key
from pia_graph.ingest.lazy_profile import LazyProfile, Read
from pia_graph.ingest.profile_early import may_read_profile, person_keys
from pia_graph.ingest.turn_flow import GatedTurn, gate_and_extract
from pia_graph.ingest.utterance import analyse
from pia_graph.ontology import AliasIndex, Dictionary, load_default_dictionary

SAID = dt.datetime(2026, 3, 2, 8, 0, tzinfo=dt.UTC)
PROFILE = {"sex": "female", "birth_date": "1950-05-01", "active_regimens": ["drug:amlodipine"]}


@pytest.fixture(scope="module")
def dictionary() -> Dictionary:
    return load_default_dictionary()


@pytest.fixture(scope="module")
def index(dictionary: Dictionary) -> AliasIndex:
    return AliasIndex.build(dictionary)


class Early:
    """``profile_early``: the reads it started, each on a pool thread."""

    def __init__(self, pool: ThreadPoolExecutor) -> None:
        self.pool, self.started = pool, 0

    def __call__(self, read: Read) -> Read:
        self.started += 1
        return self.pool.submit(read).result


def gated(text: str, lang: str, index: AliasIndex, dictionary: Dictionary, reads: list[int],
          early: Early | None) -> GatedTurn:
    def read() -> dict[str, Any]:
        reads.append(1)
        return PROFILE

    text = analysed_form(text)
    return gate_and_extract(text, SAID, lang, index=index, dictionary=dictionary, extractor=RulesExtractor(),
                            profile=read, record_key=turn_key(text, SAID, lang), profile_early=early)


def test_start_reads_once_on_the_pool_and_the_mapping_takes_its_answer() -> None:
    calls: list[str] = []
    with ThreadPoolExecutor(1) as pool:
        early = Early(pool)
        lazy = LazyProfile(lambda: calls.append("read") or PROFILE, early)
        lazy.start()
        lazy.start()  # once
        assert early.started == 1
        assert lazy["sex"] == "female" and len(lazy) == 3
    assert calls == ["read"]


def test_a_failed_early_read_is_raised_on_first_use_as_the_read_itself() -> None:
    def fails() -> dict[str, Any]:
        raise RuntimeError("store down")

    with ThreadPoolExecutor(1) as pool:
        lazy = LazyProfile(fails, Early(pool))
        lazy.start()
        assert dict(lazy) == {}
    with pytest.raises(RuntimeError, match="store down"):
        lazy.raise_failure()


def test_without_early_start_does_nothing() -> None:
    calls: list[int] = []
    lazy = LazyProfile(lambda: calls.append(1) or PROFILE)
    lazy.start()
    assert calls == [] and not lazy.was_read


@pytest.mark.parametrize(("text", "lang", "may"), [
    ("BP 132/85 this morning", "en", True),  # a concept whose primary members' ranges depend on the person
    ("hemoglobin 12.9 at my checkup", "en", True),
    ("공복혈당 104", "ko", True),
    ("Ran 5 km today in 30 minutes", "en", False),
    ("took my metformin with breakfast", "en", False),
])
def test_may_read_profile(text: str, lang: str, may: bool, index: AliasIndex, dictionary: Dictionary) -> None:
    utterance = analyse(analysed_form(text), lang, said_at=SAID, index=index, dictionary=dictionary)
    assert may_read_profile(utterance, dictionary) is may


def test_person_keys_hold_terms_and_concepts(dictionary: Dictionary) -> None:
    keys = person_keys(dictionary)
    assert "vital:systolic_bp" in keys and "concept:blood_pressure" in keys and "body:weight" not in keys


@pytest.mark.parametrize(("text", "lang", "starts"), [
    ("hemoglobin 12.9 at my checkup", "en", True),
    ("BP 132/85 this morning", "en", True),
    ("Weight 84.2 kg this morning", "en", False),
    ("what a lovely day", "en", False),  # not retained: no extraction, nothing started
])
def test_the_turn_starts_the_read_where_a_band_may_ask_and_its_records_are_the_same(
        text: str, lang: str, starts: bool, index: AliasIndex, dictionary: Dictionary) -> None:
    lazy_reads: list[int] = []
    plain = gated(text, lang, index, dictionary, lazy_reads, None)
    early_reads: list[int] = []
    with ThreadPoolExecutor(1) as pool:
        early = Early(pool)
        ahead = gated(text, lang, index, dictionary, early_reads, early)
    assert early.started == int(starts)
    assert len(early_reads) == (1 if starts else len(lazy_reads))
    dump = [r.model_dump_json() for r in (plain.extraction.records if plain.extraction else [])]
    assert [r.model_dump_json() for r in (ahead.extraction.records if ahead.extraction else [])] == dump
    if starts:
        assert any('"band"' in d and '"band":null' not in d for d in dump)
