"""Strength sessions asked in words the dictionary holds no alias for ("strength sessions", "strength work"): the
`coord:activity:strength_training` cue row of `ontology/read/query_cues.tsv`."""

from __future__ import annotations

import datetime as dt

from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.understand import understand

SAID = dt.datetime(2026, 5, 10, 20, 0, tzinfo=dt.UTC)


def _coords(text: str, index: AliasIndex, dictionary: Dictionary) -> list[str]:
    return [d.value for d in understand(text, SAID, "en", index, dictionary).coordinates]


def test_strength_with_a_session_word_is_strength_training(index: AliasIndex, dictionary: Dictionary) -> None:
    for text in ("how many strength sessions this week", "How much strength work have I done this month?",
                 "strength days since the inbody?"):
        assert "activity:strength_training" in _coords(text, index, dictionary), text


def test_strength_alone_or_as_a_dose_is_not(index: AliasIndex, dictionary: Dictionary) -> None:
    for text in ("what strength is my metformin", "how is my grip strength"):
        assert "activity:strength_training" not in _coords(text, index, dictionary), text
