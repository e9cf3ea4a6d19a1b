"""The scenario format's coordinate vocabulary, and a storage prediction seen through it (pure, cached load).

FORMAT.md: "Coordinates are the keys in coordinates.tsv; a project may know many more, but must map to these."
PIA knows more (an acute diagnosis such as ``condition:influenza``, a drug such as ``drug:warfarin``): the memory
keeps those records for the user, and a suite can neither ask for them nor list them. A prediction line therefore
holds, under ``records``, the stored records at the format's coordinates, and under ``records_beyond_format`` the
ones the format has no key for, so that nothing stored is hidden. ``pia eval`` scores the strict measure both ways
(``strict_record_f1`` over the format's coordinates, ``strict_record_f1_all_stored`` over every stored record).

A record whose coordinate the project mapped wrongly (a core coordinate's symptom stored under another key) still
counts: the expected record is then missed.
"""

from __future__ import annotations

import logging
from functools import cache
from pathlib import Path
from typing import Any

from pia_graph.ontology.check import read_coordinates
from pia_graph.paths import shared_eval_dir

log = logging.getLogger(__name__)

BEYOND_KEY = "records_beyond_format"


def coordinates_file() -> Path:
    return shared_eval_dir() / "coordinates.tsv"


@cache
def format_coordinates(path: Path | None = None) -> frozenset[str] | None:
    """The coordinate keys of ``coordinates.tsv`` (its `coordinate` column, read as `pia ontology check` reads
    it); None when there is no file,
    in which case predictions are not split."""
    source = path or coordinates_file()
    if not source.is_file():
        log.warning("no %s: storage predictions keep every stored record under `records`", source)
        return None
    return frozenset(row["coordinate"].strip() for row in read_coordinates(source) if row.get("coordinate"))


def split_records(
    records: list[dict[str, Any]], coordinates: frozenset[str] | None,
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """(records at the format's coordinates, the rest), each in its stored order."""
    if coordinates is None:
        return list(records), []
    inside = [r for r in records if r.get("coordinate") in coordinates]
    beyond = [r for r in records if r.get("coordinate") not in coordinates]
    return inside, beyond


def in_format(pred: dict[str, Any], coordinates: frozenset[str] | None) -> dict[str, Any]:
    """The prediction with its records split (a new dict; the input is left as it was)."""
    inside, beyond = split_records(list(pred.get("records") or []), coordinates)
    out = dict(pred)
    out["records"] = inside
    out[BEYOND_KEY] = beyond
    return out


def all_stored(pred: dict[str, Any]) -> list[dict[str, Any]]:
    """Every record the prediction says was stored, at the format's coordinates or beyond them."""
    return list(pred.get("records") or []) + list(pred.get(BEYOND_KEY) or [])
