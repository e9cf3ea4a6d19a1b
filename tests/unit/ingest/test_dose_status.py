"""Rule dose_status: missed and taken wording, one source (ontology/80_cues.cypher) for named and unnamed drugs."""

from __future__ import annotations

from typing import Any

import pytest

from pia_graph.ingest.extract.dose_status import dose_status
from pia_graph.ontology import Dictionary

SAID = "2026-03-11T21:00:00+09:00"
BP_AND_METFORMIN = {"active_regimens": ["drug:amlodipine", "drug:metformin"]}


def _intakes(run: Any, text: str, lang: str = "en") -> list[tuple[str, str]]:
    got = run(text, SAID, lang, profile=BP_AND_METFORMIN)
    return [(r.coordinate, str(r.status)) for r in got.records if r.type == "medication_intake"]


@pytest.mark.parametrize(("text", "lang", "expected"), [
    # the bug: a named drug read "taken" out of "haven't taken", while the unnamed pill read "missed"
    ("haven't taken my metformin today", "en", ("drug:metformin", "missed")),
    ("haven't taken my BP pill today", "en", ("drug:amlodipine", "missed")),
    ("havent taken my metformin yet today", "en", ("drug:metformin", "missed")),
    ("I have not taken my blood pressure pill today", "en", ("drug:amlodipine", "missed")),
    ("never took my metformin last night", "en", ("drug:metformin", "missed")),
    ("took my metformin this morning", "en", ("drug:metformin", "taken")),
    ("took my BP pill this morning", "en", ("drug:amlodipine", "taken")),
    ("메트포르민 오늘 안 먹었어", "ko", ("drug:metformin", "missed")),
    ("혈압약 오늘 안먹었어", "ko", ("drug:amlodipine", "missed")),
    ("메트포르민 먹었어", "ko", ("drug:metformin", "taken")),
])
def test_named_and_unnamed_read_the_same_wording(run: Any, text: str, lang: str, expected: tuple[str, str]) -> None:
    assert _intakes(run, text, lang) == [expected]


@pytest.mark.parametrize(("text", "lang", "expected"), [
    ("haven't taken it", "en", "missed"),
    ("didn’t take it", "en", "missed"),  # a typographic apostrophe
    ("popped two", "en", "taken"),
    ("got my shot in", "en", "taken"),
    ("took it", "en", "taken"),
    ("it is fine", "en", None),
    ("깜빡했어", "ko", "missed"),
    ("먹고 잤어", "ko", "taken"),
])
def test_dose_status_reads_the_dictionary(dictionary: Dictionary, text: str, lang: str, expected: str | None) -> None:
    assert dose_status(dictionary, lang, text) == expected


def test_a_curator_edit_changes_the_rule(dictionary: Dictionary) -> None:
    """The wording is data: a cue added to the list is read by the rule, with no code change."""
    import dataclasses

    from pia_graph.ontology import CueList

    assert dose_status(dictionary, "en", "I blanked on it") is None
    cues = dict(dictionary.cues)
    old = cues[("dose_missed", "en")]
    cues[("dose_missed", "en")] = CueList(old.group, old.lang, (*old.cues, "blanked on"))
    edited = dataclasses.replace(dictionary, cues=cues)
    assert dose_status(edited, "en", "I blanked on it") == "missed"


def test_spaced_on_a_drug_is_a_dose_missed(run: Any) -> None:
    assert _intakes(run, "totally spaced on my metformin yesterday") == [("drug:metformin", "missed")]
