"""Session 60's drug anchors (pure): "before the <drug>" asks the time before it began; "since the <drug> was added"
dates the question; a reading asked "on the <medicine>" is dated by it; a medicine asked only by what it treats with its
effect asked ("is my cholesterol med working?") asks the readings; a reading asked before a drug that names no measure
asks what the drug acts on. The sentences are written for the test, not taken from a suite."""

from __future__ import annotations

import pytest

from pia_graph.memory.recall_models import QueryUnderstanding
from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.understand import understand
from tests.unit.retrieve.fuse_rows import SAID


def _reasons(u: QueryUnderstanding, prefix: str) -> dict[str, str]:
    return {d.value: d.reason for d in u.coordinates if d.value.startswith(prefix)}


def test_before_a_named_drug_asks_the_earliest_and_dates_by_the_drug(index: AliasIndex,
                                                                     dictionary: Dictionary) -> None:
    u = understand("what was my ldl before the rosuvastatin?", SAID, "en", index, dictionary)
    assert any(d.value == "first" and d.reason == "cue:anchor_before" for d in u.fields)
    drugs = _reasons(u, "drug:")
    assert drugs == {"drug:rosuvastatin": "anchor:before the"}  # the named drug only; never a sibling statin
    assert _reasons(u, "test:") == {"test:ldl_cholesterol": "alias:alias"}  # asked, not anchored, never HDL


def test_before_a_day_named_by_a_procedure_is_no_drug_anchor(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("how long did i sleep the night before the colonoscopy?", SAID, "en", index, dictionary)
    assert not any(d.reason == "cue:anchor_before" for d in u.fields)
    assert not any(d.reason.startswith("anchor:") for d in u.coordinates)


def test_a_reading_before_a_drug_class_asks_what_the_drug_acts_on(index: AliasIndex,
                                                                  dictionary: Dictionary) -> None:
    u = understand("what was my lowest reading before the water pill", SAID, "en", index, dictionary)
    assert "medication_regimen" not in {d.value for d in u.record_types}
    assert _reasons(u, "vital:").get("vital:systolic_bp", "").startswith("effect:drug:")
    assert all(r.startswith("anchor:") for r in _reasons(u, "drug:").values())


def test_since_the_drug_was_added_dates_the_question(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("my glucose since the metformin was added", SAID, "en", index, dictionary)
    assert _reasons(u, "drug:") == {"drug:metformin": "anchor:since the"}


def test_numbers_on_a_medicine_are_dated_by_it(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("how are my kidney numbers on the psoriasis tablets", SAID, "en", index, dictionary)
    assert "medication_regimen" not in {d.value for d in u.record_types}
    assert _reasons(u, "condition:").get("condition:psoriasis", "").startswith("anchor:")
    assert not any(r.startswith("anchor:") for r in _reasons(u, "test:").values())


@pytest.mark.parametrize("text", ["is my cholesterol med working?", "has the new bp tablet helped at all"])
def test_a_medicine_asked_by_what_it_treats_with_its_effect_asks_the_readings(
        text: str, index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand(text, SAID, "en", index, dictionary)
    assert u.record_types == []
    assert all(r.startswith("anchor:") for r in _reasons(u, "drug:").values()), text
    measured = {**_reasons(u, "test:"), **_reasons(u, "vital:")}
    assert measured and not any(r.startswith("describes_medicine:") for r in measured.values()), text


@pytest.mark.parametrize("text", ["what did the gp change with my bp meds", "which cholesterol med am i on"])
def test_a_medicine_asked_for_itself_keeps_the_regimen(text: str, index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand(text, SAID, "en", index, dictionary)
    assert "medication_regimen" in {d.value for d in u.record_types}, text
    assert not any(r.startswith("anchor:") for r in _reasons(u, "drug:").values()), text
