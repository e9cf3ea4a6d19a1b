"""The READ gate over an utterance analysed as the write path analyses it (with the dictionary's alias index),
shared by the READ gate's rule tests."""

from __future__ import annotations

from functools import cache

from pia_graph.ingest.read_gate import ReadDecision
from pia_graph.ingest.read_gate import decide_read as _decide
from pia_graph.ingest.utterance import AnalysedUtterance, analyse
from pia_graph.ontology import AliasIndex, Dictionary, load_default_dictionary


@cache
def _dictionary() -> tuple[Dictionary, AliasIndex]:
    d = load_default_dictionary()
    return d, AliasIndex.build(d)


def analysed(text: str, lang: str) -> AnalysedUtterance:
    d, index = _dictionary()
    return analyse(text, lang, index=index, dictionary=d)


def decide_read(text: str, lang: str) -> ReadDecision:
    """The gate over the utterance as the write path analyses it: with the dictionary's alias index."""
    return _decide(text, lang, utterance=analysed(text, lang))
