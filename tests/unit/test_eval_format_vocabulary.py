"""The format's coordinate vocabulary (pure): a storage prediction split into the records at the format's keys and
the ones beyond them, and the strict measure scored both ways."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pia_graph.evaluation.format_vocabulary import BEYOND_KEY, all_stored, format_coordinates, in_format, split_records
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
