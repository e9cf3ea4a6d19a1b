"""Fixtures of the gate tests: the RETAIN verdict of one turn read alone (no history), as the service's gate gives
it, on the shipped dictionary (loaded once for the session, not once a module)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from pia_graph.ingest.analysed_text import analysed_form
from pia_graph.ingest.retain_gate import retain_decision
from pia_graph.ingest.utterance import analyse
from pia_graph.ontology import AliasIndex, Dictionary, load_default_dictionary


@pytest.fixture(scope="session")
def shipped_dictionary() -> Dictionary:
    return load_default_dictionary()


@pytest.fixture(scope="session")
def shipped_index(shipped_dictionary: Dictionary) -> AliasIndex:
    return AliasIndex.build(shipped_dictionary)


@pytest.fixture(scope="session")
def retain(shipped_dictionary: Dictionary, shipped_index: AliasIndex) -> Callable[[str, str], bool]:
    """``retain(text, lang)``: whether the gate keeps the turn (its analysed form, as the service reads it)."""

    def kept(text: str, lang: str) -> bool:
        return retain_decision(analyse(analysed_form(text), lang, index=shipped_index,
                                       dictionary=shipped_dictionary)).retain

    return kept
