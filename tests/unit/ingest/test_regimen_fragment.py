"""RETAIN gate: a regimen said as "on <drug> <how often>" with no subject or verb (``ingest/regimen_fragment.py``,
cue list ``regimen_frequency``) is the user's statement, not a fragment; "on" before anything else is left to the
fragment rule."""

from __future__ import annotations

from typing import Any

import pytest

from pia_graph.ingest.retain_gate import retain_decision
from pia_graph.ingest.utterance import analyse
from pia_graph.ontology import AliasIndex, Dictionary


def _retain(index: AliasIndex, dictionary: Dictionary, text: str) -> bool:
    return retain_decision(analyse(text, "en", index=index, dictionary=dictionary)).retain


@pytest.mark.parametrize("text", [
    "on letrozole daily",
    "back at work, on my iron pills every other day",
    "on omeprazole twice a day for now",
])
def test_on_a_drug_with_a_frequency_is_kept(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert _retain(index, dictionary, text)


@pytest.mark.parametrize("text", [
    "on the bike daily",  # no drug after "on"
    "on the train twice a day, commuting",
])
def test_on_something_else_is_not_kept(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert not _retain(index, dictionary, text)


def test_the_regimen_is_extracted(run: Any) -> None:
    got = {(r.type, r.coordinate) for r in run("on letrozole daily", "2026-05-02T08:30:00+09:00", "en").records}
    assert ("medication_regimen", "drug:letrozole") in got
