"""The context pack carries the served understanding, each field citing its ids, and says when it is stale."""

from __future__ import annotations

from pia_graph.hu2.models import ServedUnderstanding
from pia_graph.retrieve.context_pack import build_context_pack


def _served(stale: bool) -> ServedUnderstanding:
    fields = {"who": "A man in his sixties.", "recommendation": "Stay smoke-free."}
    sentences = {"who": [{"text": fields["who"], "cites": ["profile", "r1"]}],
                 "recommendation": [{"text": fields["recommendation"], "cites": ["r2"]}]}
    return ServedUnderstanding(user_id="u", version=3, memory_version=4 if stale else 3, stale=stale,
                               generated_at=None, generator="rules/1", lang="en", fields=fields, sentences=sentences,
                               cited_ids=["profile", "r1", "r2"])


def test_fields_are_in_the_pack_with_their_ids() -> None:
    pack = build_context_pack([], [], None, None, understanding=_served(False))
    assert "understanding: who: A man in his sixties. [profile, r1]" in pack.text
    assert "understanding: recommendation: Stay smoke-free. [r2]" in pack.text
    assert "current (memory version 3)" in pack.text
    assert {"r1", "r2"} <= set(pack.cited_ids)


def test_a_stale_understanding_says_so() -> None:
    pack = build_context_pack([], [], None, None, understanding=_served(True))
    assert "stale, regeneration queued" in pack.text
