from __future__ import annotations

import pytest

from pia_graph.ontology import AliasIndex, load_default_dictionary


@pytest.fixture(scope="session")
def default_index() -> AliasIndex:
    """The repository dictionary's index, built once for the session (about 2 s)."""
    return AliasIndex.build(load_default_dictionary())
