"""Plain first-person statements of every record type, English and Korean (session 64, issue 12): the shipped
learned opinions never undo them. The turn is kept (no veto, no rescue: a veto the rules' records overrule keeps it,
as the service does) and the READ opinion never turns one into a read. Apart from that, the RETAIN opinion itself
must find the statement worth keeping, guard or none; a known failure of the opinion is marked in
``canonical_statements.tsv`` and expected to fail there until an opinion that keeps it is placed (session 65: "My
doctor told me to avoid grapefruit" is kept by its constraint record, rule ``constraint.instruction``, while the
opinion still puts it at 0.03)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from pathlib import Path

import pytest

from pia_graph.ingest import retain_model
from pia_graph.ingest.extract.pipeline import RulesExtractor
from pia_graph.ingest.read_model import load_read_model
from pia_graph.ingest.retain_model import RESCUE, VETO, load_retain_model, someone_else
from pia_graph.ingest.turn_flow import gate_and_extract
from pia_graph.ontology import AliasIndex, Dictionary

STATEMENTS = Path(__file__).with_name("canonical_statements.tsv")
SAID = dt.datetime(2026, 7, 1, 9, tzinfo=dt.UTC)


def _statements() -> list[tuple[str, str, str, str]]:
    rows = []
    for line in STATEMENTS.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            kind, lang, text, *known = line.split("\t")
            rows.append((kind, lang, text, known[0] if known else ""))
    return rows


def _cases(known_fail: bool) -> list[object]:
    """Each statement; with ``known_fail``, a known failure of the opinion (a fourth column) expected to fail,
    strictly."""
    return [pytest.param(kind, lang, text, id=f"{kind}-{lang}",
                         marks=[pytest.mark.xfail(strict=True, reason=known)] if known and known_fail else [])
            for kind, lang, text, known in _statements()]


@pytest.fixture(autouse=True)
def _packaged() -> Iterator[None]:
    retain_model.RETAIN_FILE.clear()  # the packaged RETAIN opinion, whatever a test before chose
    yield
    retain_model.RETAIN_FILE.clear()


def test_one_statement_per_record_type_and_language() -> None:
    from pia_graph.ingest.hup.types import RECORD_TYPES

    rows = _statements()
    assert sorted((kind, lang) for kind, lang, _, _ in rows) == sorted(
        (kind, lang) for kind in RECORD_TYPES for lang in ("en", "ko"))


@pytest.mark.parametrize(("kind", "lang", "text"), _cases(known_fail=False))
def test_the_shipped_opinions_leave_a_plain_statement_alone(kind: str, lang: str, text: str, index: AliasIndex,
                                                             dictionary: Dictionary) -> None:
    read = load_read_model()
    keep = load_retain_model()
    assert read is not None and keep is not None  # both opinions ship: without a file this test checks nothing
    turn = gate_and_extract(text, SAID, lang, index=index, dictionary=dictionary, extractor=RulesExtractor(),
                            profile=dict, record_key="k", read_model=read)
    assert turn.retain.retain, (kind, turn.retain.reasons)
    assert not [r for r in turn.retain.reasons if str(r).startswith((f"{VETO}:", RESCUE))]
    rules = gate_and_extract(text, SAID, lang, index=index, dictionary=dictionary, extractor=RulesExtractor(),
                             profile=dict, record_key="k", read_model=None)
    assert (turn.read.read, turn.read.route) == (rules.read.read, rules.read.route) == (False, "none"), kind


@pytest.mark.parametrize(("kind", "lang", "text"), _cases(known_fail=True))
def test_the_shipped_retain_opinion_itself_keeps_a_plain_statement(kind: str, lang: str, text: str, index: AliasIndex,
                                                                   dictionary: Dictionary) -> None:
    keep = load_retain_model()
    assert keep is not None
    turn = gate_and_extract(text, SAID, lang, index=index, dictionary=dictionary, extractor=RulesExtractor(),
                            profile=dict, record_key="k", read_model=None)
    # the opinion itself would keep it, guard or none (session 65: at the second veto of a turn with someone else in
    # it too)
    assert not keep.vetoes(keep.probability(text, lang), someone_else(turn.utterance.clauses, lang)), kind
