"""The format's coordinate vocabulary (pure): a storage prediction split into the records at the format's keys and
the ones beyond them, a finer stored coordinate reported at the format coordinate that covers it (the curated
projection table), and the strict measure scored both ways."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from pia_graph.evaluation.format_vocabulary import (
    BEYOND_KEY,
    STORED_KEY,
    all_stored,
    format_coordinates,
    format_projection,
    format_record_types,
    in_format,
    project_record,
    read_projection,
    split_records,
)
from pia_graph.evaluation.metrics import tally

CORE = frozenset({"symptom:fever", "visit:clinic", "drug:amoxicillin"})


def _rec(coordinate: str, **fields: Any) -> dict[str, Any]:
    return {"type": coordinate.split(":")[0], "coordinate": coordinate, **fields}


def test_records_beyond_the_format_are_set_apart_in_stored_order_and_none_is_lost() -> None:
    stored = [_rec("visit:clinic"), _rec("condition:influenza"), _rec("symptom:fever"), _rec("drug:oseltamivir")]
    inside, beyond = split_records(stored, CORE)
    assert [r["coordinate"] for r in inside] == ["visit:clinic", "symptom:fever"]
    assert [r["coordinate"] for r in beyond] == ["condition:influenza", "drug:oseltamivir"]
    pred = {"id": "s1", "records": stored}
    seen = in_format(pred, CORE)
    assert pred["records"] == stored  # the input is left as it was
    assert seen["records"] == inside and seen[BEYOND_KEY] == beyond
    assert sorted(r["coordinate"] for r in all_stored(seen)) == sorted(r["coordinate"] for r in stored)


def test_without_a_vocabulary_nothing_is_split(tmp_path: Path) -> None:
    assert format_coordinates(tmp_path / "missing.tsv") is None
    stored = [_rec("condition:influenza")]
    assert split_records(stored, None) == (stored, [])


def test_the_vocabulary_is_the_first_column_of_the_tsv(tmp_path: Path) -> None:
    tsv = tmp_path / "coordinates.tsv"
    tsv.write_text("coordinate\trecord_type\tunit\nsymptom:fever\tsymptom\t\nvisit:clinic\tmedical_visit\t\n\n",
                   encoding="utf-8")
    assert format_coordinates(tsv) == frozenset({"symptom:fever", "visit:clinic"})


def test_strict_f1_is_scored_over_the_format_and_over_everything_stored() -> None:
    scenario = {"id": "s1", "kind": "storage", "lang": "en",
                "expect": {"retain": True, "records": [_rec("symptom:fever", date="2026-01-15")]}}
    stored = [_rec("symptom:fever", date="2026-01-15"), _rec("condition:influenza", date="2026-01-15")]
    pred = in_format({"id": "s1", "retain": True, "records": stored}, CORE)
    summary = tally([scenario], {"s1": pred})["all"].summary()
    assert summary["strict_record_f1"] == 1.0
    assert summary["strict_record_f1_all_stored"] == 2 * 0.5 * 1.0 / 1.5  # precision 1/2, recall 1
    assert summary["records_beyond_format"] == 1


TYPES = {"symptom:fever": "symptom", "visit:clinic": "medical_visit", "drug:amoxicillin": "medication_intake"}
PROJ = {"visit:dentist": "visit:clinic", "visit:physical_therapy": "visit:clinic", "symptom:chills": "drug:nowhere"}


def _visit(coordinate: str, **fields: Any) -> dict[str, Any]:
    return {"type": "medical_visit", "coordinate": coordinate, **fields}


def test_a_finer_coordinate_is_reported_at_its_format_coordinate_and_keeps_its_own() -> None:
    stored = [_visit("visit:dentist", date="2026-03-02"), _rec("condition:influenza")]
    inside, beyond = split_records(stored, CORE, PROJ, TYPES)
    assert inside == [{"type": "medical_visit", "coordinate": "visit:clinic", "date": "2026-03-02",
                       STORED_KEY: "visit:dentist"}]
    assert [r["coordinate"] for r in beyond] == ["condition:influenza"]
    assert stored[0]["coordinate"] == "visit:dentist"  # the stored record is left as it was


def test_the_format_record_type_replaces_the_stored_one() -> None:
    got = project_record(_rec("symptom:low_mood", value="low"), frozenset({"mood:mood"}),
                         {"symptom:low_mood": "mood:mood"}, {"mood:mood": "mood"})
    assert got is not None and (got["type"], got["coordinate"], got["value"]) == ("mood", "mood:mood", "low")


def test_a_relatives_condition_stays_a_family_history_record() -> None:
    """ "my dad has had afib": the format keys family history by the condition's coordinate, so the projected
    record keeps its family_history type (else the father's afib is scored as the user's condition)."""
    core = frozenset({"condition:cardiovascular_disease"})
    proj = {"condition:atrial_fibrillation": "condition:cardiovascular_disease"}
    types = {"condition:cardiovascular_disease": "condition"}
    dad = {"type": "family_history", "coordinate": "condition:atrial_fibrillation", "relation": "father"}
    got = project_record(dad, core, proj, types)
    assert got is not None
    assert (got["type"], got["coordinate"], got["relation"]) == (
        "family_history", "condition:cardiovascular_disease", "father")
    own = project_record({"type": "condition", "coordinate": "condition:atrial_fibrillation"}, core, proj, types)
    assert own is not None and own["type"] == "condition"
    # the user's afib and the father's both reported: two (type, coordinate) pairs, neither lost
    inside, beyond = split_records([dad, {"type": "condition", "coordinate": "condition:atrial_fibrillation"}],
                                   core, proj, types)
    assert sorted(r["type"] for r in inside) == ["condition", "family_history"] and beyond == []


def test_no_projection_for_a_format_coordinate_an_unlisted_one_or_a_target_outside_the_format() -> None:
    assert project_record(_visit("visit:clinic"), CORE, {"visit:clinic": "symptom:fever"}, TYPES) is None
    assert project_record(_rec("condition:influenza"), CORE, PROJ, TYPES) is None
    assert project_record(_rec("symptom:chills"), CORE, PROJ, TYPES) is None


def test_a_projection_never_repeats_a_record_already_reported() -> None:
    stored = [_visit("visit:clinic"), _visit("visit:dentist"), _visit("visit:physical_therapy")]
    inside, beyond = split_records(stored, CORE, PROJ, TYPES)
    assert [r["coordinate"] for r in inside] == ["visit:clinic"]
    assert [r["coordinate"] for r in beyond] == ["visit:dentist", "visit:physical_therapy"]
    inside, beyond = split_records(stored[1:], CORE, PROJ, TYPES)
    assert [(r["coordinate"], r[STORED_KEY]) for r in inside] == [("visit:clinic", "visit:dentist")]
    assert [r["coordinate"] for r in beyond] == ["visit:physical_therapy"]


def test_a_projected_record_scores_against_the_format_label() -> None:
    scenario = {"id": "s1", "kind": "storage", "lang": "en",
                "expect": {"retain": True, "records": [_visit("visit:clinic", date="2026-03-02")]}}
    inside, beyond = split_records([_visit("visit:dentist", date="2026-03-02")], CORE, PROJ, TYPES)
    pred = {"id": "s1", "retain": True, "records": inside, BEYOND_KEY: beyond}
    assert tally([scenario], {"s1": pred})["all"].summary()["strict_record_f1"] == 1.0


def test_the_projection_table_loader(tmp_path: Path) -> None:
    tsv = tmp_path / "format_projection.tsv"
    tsv.write_text("# comment\ncoordinate\tformat_coordinate\treason\n"
                   "visit:dentist\tvisit:clinic\ta dental visit is a clinic visit\n\n", encoding="utf-8")
    assert read_projection(tsv) == {"visit:dentist": "visit:clinic"}
    assert format_projection(tmp_path / "missing.tsv") == {}
    tsv.write_text("coordinate\tformat_coordinate\treason\nvisit:dentist\tvisit:clinic\t\n", encoding="utf-8")
    with pytest.raises(ValueError, match="reason"):
        read_projection(tsv)
    tsv.write_text("coordinate\tformat_coordinate\treason\nvisit:dentist\tvisit:clinic\tr\n"
                   "visit:dentist\tvisit:checkup\tr\n", encoding="utf-8")
    with pytest.raises(ValueError, match="twice"):
        read_projection(tsv)
    tsv.write_text("from\tto\nvisit:dentist\tvisit:clinic\n", encoding="utf-8")
    with pytest.raises(ValueError, match="header"):
        read_projection(tsv)


def test_the_curated_table_projects_only_from_outside_the_format_into_it() -> None:
    """Every row of ontology/format_projection.tsv leaves a coordinate the format lacks for one it has, and that
    coordinate is a term of the dictionary."""
    from pia_graph.ontology import load_default_dictionary

    coordinates = format_coordinates()
    if coordinates is None:
        pytest.skip("no coordinates.tsv on this machine")
    table = format_projection()
    terms = load_default_dictionary().terms
    assert table
    for finer, target in table.items():
        assert finer not in coordinates and target in coordinates, (finer, target)
        assert finer in terms, finer
        assert format_record_types()[target]
