"""The dictionary and its alias index, built once for the read path's pure tests."""

from __future__ import annotations

import pytest

from pia_graph.ontology import AliasIndex, Dictionary, load_default_dictionary


@pytest.fixture(scope="module")
def dictionary() -> Dictionary:
    return load_default_dictionary()


@pytest.fixture(scope="module")
def index(dictionary: Dictionary) -> AliasIndex:
    return AliasIndex.build(dictionary)
