"""The flat-baseline comparison's order of arms (pure part of `pia_graph/cli/flat_baseline.py`)."""

from __future__ import annotations

from collections import Counter

from pia_graph.cli.flat_baseline import ARMS, rotation


def test_every_arm_is_asked_in_every_position_equally_over_a_rotation() -> None:
    positions = Counter((pos, arm) for i in range(len(ARMS)) for pos, arm in enumerate(rotation(ARMS, i)))
    assert set(positions.values()) == {1}
    assert len(positions) == len(ARMS) ** 2
    assert sorted(rotation(ARMS, 7)) == sorted(ARMS)
