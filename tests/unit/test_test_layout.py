"""Tests are organised by rule and part, never by review round or session (issue 12)."""

from __future__ import annotations

import re
from pathlib import Path

_TESTS = Path(__file__).resolve().parents[1]
_BY_ROUND = re.compile(r"(round|session|wave)_?\d+|_r\d+\b")


def test_no_test_module_is_named_by_round() -> None:
    named_by_round = sorted(str(p.relative_to(_TESTS)) for p in _TESTS.rglob("test_*.py")
                            if _BY_ROUND.search(p.stem))
    assert not named_by_round, named_by_round


def test_the_layout_check_sees_a_round_name() -> None:  # guard: the pattern is not vacuous
    assert _BY_ROUND.search("test_strict_round38_ko") and not _BY_ROUND.search("test_round_trips")
