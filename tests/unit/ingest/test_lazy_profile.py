"""The user's profile is read from the store only when a rule asks for it (ingest/lazy_profile.py), and the
records are the same as with the profile read first."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.ingest.analysed_text import analysed_form
from pia_graph.ingest.extract.pipeline import RulesExtractor
from pia_graph.ingest.hup import turn_key
from pia_graph.ingest.lazy_profile import LazyProfile
from pia_graph.ingest.turn_flow import GatedTurn, gate_and_extract
from pia_graph.ontology import AliasIndex, Dictionary, load_default_dictionary
from pia_graph.ontology.ranges import depends_on_person

SAID = dt.datetime(2026, 3, 2, 8, 0, tzinfo=dt.UTC)
PROFILE = {"sex": "male", "birth_date": "1970-05-01", "active_regimens": ["drug:amlodipine"]}


@pytest.fixture(scope="module")
def dictionary() -> Dictionary:
    return load_default_dictionary()


@pytest.fixture(scope="module")
def index(dictionary: Dictionary) -> AliasIndex:
    return AliasIndex.build(dictionary)


class Reads:
    def __init__(self, profile: dict[str, Any], fail: Exception | None = None) -> None:
        self.profile, self.fail, self.calls = profile, fail, 0

    def __call__(self) -> dict[str, Any]:
        self.calls += 1
        if self.fail is not None:
            raise self.fail
        return self.profile


def gated(text: str, lang: str, index: AliasIndex, dictionary: Dictionary, reads: Any) -> GatedTurn:
    text = analysed_form(text)
    return gate_and_extract(text, SAID, lang, index=index, dictionary=dictionary, extractor=RulesExtractor(),
                            profile=reads, record_key=turn_key(text, SAID, lang))


def records(turn: GatedTurn) -> list[str]:
    assert turn.extraction is not None
    return [r.model_dump_json() for r in turn.extraction.records]


def test_the_mapping_reads_once_on_first_use() -> None:
    reads = Reads(PROFILE)
    lazy = LazyProfile(reads)
    assert reads.calls == 0 and not lazy.was_read
    assert lazy.get("sex") == "male" and lazy["birth_date"] == "1970-05-01" and len(lazy) == 3
    assert reads.calls == 1 and lazy.was_read


def test_a_failed_read_is_kept_for_the_caller() -> None:
    lazy = LazyProfile(Reads(PROFILE, fail=ConnectionError("store down")))
    assert lazy.get("sex") is None  # the rules see an empty profile
    with pytest.raises(ConnectionError, match="store down"):
        lazy.raise_failure()


@pytest.mark.parametrize(("text", "lang"), [
    ("walked 30 minutes after dinner, knees felt fine", "en"),
    ("slept 7 hours last night", "en"),
    ("두통 때문에 타이레놀 먹었어", "ko"),
])
def test_a_turn_no_rule_needs_the_profile_for_is_not_read(text: str, lang: str, index: AliasIndex,
                                                          dictionary: Dictionary) -> None:
    reads = Reads(PROFILE)
    turn = gated(text, lang, index, dictionary, reads)
    assert turn.retain.retain and turn.extraction is not None and turn.extraction.records
    assert reads.calls == 0
    assert records(turn) == records(gated(text, lang, index, dictionary, lambda: PROFILE))


@pytest.mark.parametrize(("text", "lang"), [
    ("bp 150/95 this morning", "en"),  # a banded reading: adult ranges need the age
    ("forgot my bp pill this morning", "en"),  # an unnamed medication: the active regimens
])
def test_a_rule_that_needs_the_profile_reads_it_once(text: str, lang: str, index: AliasIndex,
                                                      dictionary: Dictionary) -> None:
    reads = Reads(PROFILE)
    turn = gated(text, lang, index, dictionary, reads)
    assert reads.calls == 1
    assert records(turn) == records(gated(text, lang, index, dictionary, lambda: dict(PROFILE)))


def test_the_band_and_the_unnamed_drug_come_from_the_profile_read(index: AliasIndex,
                                                                   dictionary: Dictionary) -> None:
    turn = gated("bp 150/95 this morning. forgot my bp pill", "en", index, dictionary, Reads(PROFILE))
    assert turn.extraction is not None
    by_coordinate = {r.coordinate: r for r in turn.extraction.records}
    assert by_coordinate["vital:systolic_bp"].band is not None
    assert "drug:amlodipine" in by_coordinate
    child = gated("bp 150/95 this morning", "en", index, dictionary,
                  Reads({"birth_date": "2020-01-01", "active_regimens": []}))
    assert child.extraction is not None
    assert all(r.band is None for r in child.extraction.records)  # the adult ranges do not apply at 6


def test_a_profile_that_cannot_be_read_fails_the_turn(index: AliasIndex, dictionary: Dictionary) -> None:
    with pytest.raises(ConnectionError):
        gated("bp 150/95 this morning", "en", index, dictionary, Reads(PROFILE, fail=ConnectionError("down")))


def test_ranges_for_anyone_do_not_depend_on_the_person(dictionary: Dictionary) -> None:
    assert depends_on_person(dictionary, "vital:systolic_bp")  # adults only
    assert not depends_on_person(dictionary, "symptom:headache")  # no range at all
