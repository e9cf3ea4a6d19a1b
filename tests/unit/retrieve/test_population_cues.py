"""The synthetic population is deterministic and crowded with near-identical facts; the cue table parses."""

from __future__ import annotations

import math

import pytest

from pia_graph.demo.population import FACT_TEMPLATES, make_users, template_vectors
from pia_graph.retrieve.cues import load_cues, parse_cues, stopwords


def test_a_seed_gives_the_same_users_and_other_users_get_near_copies() -> None:
    vectors = template_vectors(None, dimension=16)
    a = make_users("p", 0, 3, vectors, records_per_series=1)
    b = make_users("p", 0, 3, vectors, records_per_series=1)
    assert [u.fact_vectors for u in a] == [u.fact_vectors for u in b]
    first, second = (list(u.fact_vectors.values()) for u in a[:2])
    assert len(first) == len(FACT_TEMPLATES)
    cos = sum(x * y for x, y in zip(first[0], second[0], strict=True))
    assert 0.95 < cos < 1.0 and math.isclose(sum(x * x for x in first[0]), 1.0, rel_tol=1e-9)
    ids = {r["props"]["record_id"] for u in a for t in u.turns for r in t["records"]}
    assert len(ids) == sum(len(t["records"]) for u in a for t in u.turns)  # no id shared between users
    assert all(t["user_id"] == u.user_id for u in a for t in u.turns)


def test_the_cue_table_parses_and_rejects_a_malformed_line() -> None:
    targets = {c.target for c in load_cues()}
    assert {"type:medication_regimen", "type:allergy", "latest", "active", "depth:2", "depth:3"} <= targets
    assert "what" in stopwords("en") and "뭐" in stopwords("ko")
    with pytest.raises(ValueError, match="tabs"):
        parse_cues("type:allergy en allerg")
