"""The clause attributes behind one interface (``clause_attributes``): the hand rules by default, and whatever
backend is set in ``ATTRIBUTES`` is what the analysed utterance, the gate and the extractor read."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from pia_graph.ingest.clause_attributes import ATTRIBUTES, RULES, ClauseAttributes
from pia_graph.ingest.clauses import Segment
from pia_graph.ingest.experiencer import Experiencer
from pia_graph.ingest.utterance import analyse
from pia_graph.ontology import AliasIndex, Dictionary

SAID = "2026-03-11T09:00:00+09:00"


@dataclass(frozen=True)
class _Says:
    """A stub backend: one answer for every clause."""

    hypothetical: bool = False
    who: Experiencer = Experiencer.SELF
    over: bool = False

    def experiencer(self, part: Segment, *, before: Experiencer | None) -> Experiencer:
        return self.who

    def hedged(self, part: Segment) -> bool:
        return True

    def resolved(self, part: Segment) -> bool:
        return self.over


@dataclass(frozen=True)
class _Stub:
    says: _Says

    def sentence(self, sentence: Segment, lang: str, *, question: bool,
                 spans: Sequence[tuple[int, int]]) -> _Says:
        return self.says


@contextmanager
def _using(backend: ClauseAttributes) -> Iterator[None]:
    token = ATTRIBUTES.set(backend)
    try:
        yield
    finally:
        ATTRIBUTES.reset(token)


def test_the_rules_are_the_default() -> None:
    assert ATTRIBUTES.get() is RULES


def test_the_rules_decide_each_attribute(index: AliasIndex, dictionary: Dictionary) -> None:
    assert analyse("maybe a migraine", "en", index=index, dictionary=dictionary).clauses[0].hedged
    assert analyse("what if I had diabetes?", "en", index=index, dictionary=dictionary).clauses[0].hypothetical
    assert analyse("the rash has cleared up", "en", index=index, dictionary=dictionary).clauses[0].resolved


def test_the_utterance_holds_what_the_backend_says(index: AliasIndex, dictionary: Dictionary) -> None:
    with _using(_Stub(_Says(who=Experiencer.PET))):
        u = analyse("my back hurts", "en", index=index, dictionary=dictionary)
    assert [(c.experiencer, c.hedged, c.hypothetical) for c in u.clauses] == [(Experiencer.PET, True, False)]
    assert analyse("my back hurts", "en", index=index, dictionary=dictionary).clauses[0].experiencer \
        == Experiencer.SELF


def test_the_extractor_reads_the_resolved_attribute(run: Any) -> None:
    def status(text: str) -> list[Any]:
        return [r.status for r in run(text, SAID, "en").records if r.type == "symptom"]

    assert status("bad headache this morning") == ["active"]
    with _using(_Stub(_Says(over=True))):
        assert status("bad headache this morning") == ["resolved"]
