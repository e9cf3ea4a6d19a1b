from __future__ import annotations

import pytest

from pia_graph.ingest.clauses import all_clauses
from pia_graph.ingest.extract.numbers import find_quantities
from pia_graph.ingest.negation import confidence, is_negated


@pytest.mark.parametrize("text,lang,expected", [
    ("BP 128/84", "en", [(128.0, "mmHg", 84.0)]),
    ("141 over 92", "en", [(141.0, "mmHg", 92.0)]),
    ("혈압 130에 85", "ko", [(130.0, "mmHg", 85.0)]),
    ("118이었어", "ko", [(118.0, None, None)]),
    ("6.4%", "en", [(6.4, "%", None)]),
    ("12,340 steps", "en", [(12340.0, "steps", None)]),
    ("5k", "en", [(5.0, "k", None)]),
    ("만보 걸었어", "ko", [(10000.0, "steps", None)]),
    ("소주 한 병", "ko", [(1.0, "bottle", None)]),
    ("두 잔", "ko", [(2.0, "drink", None)]),
    ("a couple glasses of wine", "en", [(2.0, "drink", None)]),
    ("7/10", "en", [(7.0, None, None)]),
    ("5'9\"", "en", [(175.26, "cm", None)]),
])
def test_quantities(text: str, lang: str, expected: list[tuple[float, str | None, float | None]]) -> None:
    got = [(q.value, q.unit, q.value2) for q in find_quantities(text, lang)]
    assert got == expected


def test_clauses_keep_offsets_and_decimals() -> None:
    text = "Got my TSH back, 2.1. what was it last time?"
    parts = [c for _, cs in all_clauses(text) for c in cs]
    assert [p.text for p in parts] == ["Got my TSH back", "2.1.", "what was it last time?"]
    assert all(text[p.start:p.end] == p.text for p in parts)


def test_negation_scope_and_hedging() -> None:
    clause = "No chest pain today, just really tired"
    assert is_negated(clause, 3, 13, "en")
    assert not is_negated(clause, clause.index("tired"), len(clause), "en")
    assert confidence(0.9, "I think it was 7/10", "en") < 0.9
    assert confidence(0.9, "아마 120 정도였던 것 같아", "ko") < 0.9
