"""Tests are organised by rule and part, never by review round or session (issue 12)."""

from __future__ import annotations

import re
from pathlib import Path

_TESTS = Path(__file__).resolve().parents[1]
# a round, a session, a wave, or a helper branch's name (rank44, ko43b, understand_rank15)
_BY_ROUND = re.compile(r"(round|session|wave)_?\d+|_r\d+\b|rank\d+|[a-z]\d{2}[a-z]?$")


def test_no_test_module_is_named_by_round() -> None:
    named_by_round = sorted(str(p.relative_to(_TESTS)) for p in _TESTS.rglob("test_*.py")
                            if _BY_ROUND.search(p.stem))
    assert not named_by_round, named_by_round


def test_the_layout_check_sees_a_round_name() -> None:  # guard: the pattern is not vacuous
    assert _BY_ROUND.search("test_strict_round38_ko") and not _BY_ROUND.search("test_round_trips")
    assert _BY_ROUND.search("test_rank19_ko") and _BY_ROUND.search("test_ko43b")
    assert not _BY_ROUND.search("test_hba1c_units") and not _BY_ROUND.search("test_embedding_onnx")
