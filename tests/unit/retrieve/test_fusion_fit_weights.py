"""The fusion fit (`scripts/fusion_fit.py`) sets a weight where it is read: every fuse module binds its own name for
it (`from fusion_weights import X`), so setting it on `fuse` alone changed nothing the fact or record scores read."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from pia_graph.retrieve import fuse, fuse_facts, fuse_record_scores, fuse_signals, fusion_weights
from scripts.fusion_fit import GRID, set_weight, weight


@pytest.fixture
def restore() -> Iterator[None]:
    kept = {name: weight(name) for name in GRID}
    yield
    for name, value in kept.items():
        set_weight(name, value)


@pytest.mark.usefixtures("restore")
def test_a_fact_weight_reaches_the_fact_scores() -> None:
    set_weight("HOLDS_NAME", 0.37)
    assert fuse_facts.HOLDS_NAME == 0.37
    assert fusion_weights.HOLDS_NAME == 0.37


@pytest.mark.usefixtures("restore")
def test_a_weight_read_in_two_modules_reaches_both() -> None:
    set_weight("OTHER_PERSON", 0.61)  # read by the fact scores and by the record scores
    assert fuse_facts.OTHER_PERSON == 0.61
    assert fuse_record_scores.OTHER_PERSON == 0.61


@pytest.mark.usefixtures("restore")
def test_route_and_floor_weights_reach_their_modules() -> None:
    set_weight("FACT_BASE_BOTH", 0.5)
    set_weight("MIN_COSINE_ALONE", 0.33)
    assert fuse.FACT_BASE_BOTH == 0.5
    assert fuse_signals.MIN_COSINE_ALONE == 0.33


def test_an_unknown_weight_is_refused() -> None:
    with pytest.raises(KeyError):
        set_weight("NO_SUCH_WEIGHT", 1.0)


def test_every_grid_holds_the_shipped_value() -> None:
    for name, values in GRID.items():
        assert weight(name) in values, name
