"""The scenario format's coordinate vocabulary, and a storage prediction seen through it (pure, cached load).

FORMAT.md: "Coordinates are the keys in coordinates.tsv; a project may know many more, but must map to these."
PIA knows more (an acute diagnosis such as ``condition:influenza``, a drug such as ``drug:warfarin``): the memory
keeps those records for the user, and a suite can neither ask for them nor list them. A prediction line therefore
holds, under ``records``, the stored records at the format's coordinates, and under ``records_beyond_format`` the
ones the format has no key for, so that nothing stored is hidden. ``pia eval`` scores the strict measure both ways
(``strict_record_f1`` over the format's coordinates, ``strict_record_f1_all_stored`` over every stored record).

A record whose coordinate the project mapped wrongly (a core coordinate's symptom stored under another key) still
counts: the expected record is then missed.

Projection: some stored coordinates are finer than a format key that covers them (``visit:dentist`` is a
``visit:clinic``). ``ontology/format_projection.tsv`` (curated: finer coordinate, the format coordinate it is
reported as, a reason) lists them; a stored record at such a coordinate, absent from the format, is reported at
its format coordinate, with the format's record type, and keeps its own under ``stored_coordinate``. The stored
record itself is unchanged. A projection that would repeat a record already reported at that (type, coordinate)
is left beyond the format, so that one thing is never counted twice.
"""

from __future__ import annotations

import logging
from functools import cache
from pathlib import Path
from typing import Any

from pia_graph.ontology.check import read_coordinates
from pia_graph.paths import ontology_dir, shared_eval_dir

log = logging.getLogger(__name__)

BEYOND_KEY = "records_beyond_format"
STORED_KEY = "stored_coordinate"
_OWN_TYPE_KEPT = frozenset({"family_history"})


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


def projection_file() -> Path:
    return ontology_dir() / "format_projection.tsv"


def read_projection(path: Path) -> dict[str, str]:
    """Finer coordinate -> the format coordinate it is reported as, from a curated table (tab-separated
    `coordinate`, `format_coordinate`, `reason`; `#` lines are comments). A row without a reason, or a
    coordinate listed twice, is a curation error."""
    out: dict[str, str] = {}
    lines = [ln for ln in path.read_text(encoding="utf-8").splitlines() if ln.strip() and not ln.startswith("#")]
    if not lines:
        return out
    header = lines[0].split("\t")
    if header[:3] != ["coordinate", "format_coordinate", "reason"]:
        raise ValueError(f"{path}: header must be coordinate, format_coordinate, reason; got {header}")
    for ln in lines[1:]:
        cells = [c.strip() for c in ln.split("\t")]
        if len(cells) < 3 or not all(cells[:3]):
            raise ValueError(f"{path}: a row needs a coordinate, a format coordinate and a reason: {ln!r}")
        if cells[0] in out:
            raise ValueError(f"{path}: {cells[0]} is listed twice")
        out[cells[0]] = cells[1]
    return out


@cache
def format_projection(path: Path | None = None) -> dict[str, str]:
    """The curated projection table (empty when there is no file)."""
    source = path or projection_file()
    return read_projection(source) if source.is_file() else {}


@cache
def format_record_types(path: Path | None = None) -> dict[str, str]:
    """Format coordinate -> its record type (the `record_type` column of coordinates.tsv)."""
    source = path or coordinates_file()
    if not source.is_file():
        return {}
    return {row["coordinate"].strip(): (row.get("record_type") or "").strip()
            for row in read_coordinates(source) if row.get("coordinate")}


def projected_coordinate(coord: object, coordinates: frozenset[str], projection: dict[str, str]) -> str | None:
    """The format coordinate a stored coordinate is reported at, or None when it has no projection into the format.
    A coordinate the format has is never projected (storage and retrieval predictions both read this)."""
    if not isinstance(coord, str) or coord in coordinates:
        return None
    target = projection.get(coord)
    return target if target in coordinates else None


def project_record(
    record: dict[str, Any], coordinates: frozenset[str], projection: dict[str, str], types: dict[str, str],
) -> dict[str, Any] | None:
    """The record as the format reports it, or None when its coordinate has no projection into the format.
    A coordinate the format has is never projected."""
    coord = record.get("coordinate")
    target = projected_coordinate(coord, coordinates, projection)
    if target is None:
        return None
    out = dict(record)
    out["coordinate"] = target
    # a relative's condition is keyed by the condition's coordinate but stays a family_history record
    if record.get("type") not in _OWN_TYPE_KEPT:
        out["type"] = types.get(target) or record.get("type")
    out[STORED_KEY] = coord
    return out


def split_records(
    records: list[dict[str, Any]], coordinates: frozenset[str] | None,
    projection: dict[str, str] | None = None, types: dict[str, str] | None = None,
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """(records at the format's coordinates, the rest), each in its stored order. With a projection table,
    a record at a finer coordinate is reported at its format coordinate (``project_record``), unless a record
    at that (type, coordinate) is already reported."""
    if coordinates is None:
        return list(records), []
    inside = [r for r in records if r.get("coordinate") in coordinates]
    beyond: list[dict[str, Any]] = []
    seen = {(r.get("type"), r.get("coordinate")) for r in inside}
    for r in records:
        if r.get("coordinate") in coordinates:
            continue
        projected = project_record(r, coordinates, projection or {}, types or {})
        if projected is None or (projected["type"], projected["coordinate"]) in seen:
            beyond.append(r)
            continue
        seen.add((projected["type"], projected["coordinate"]))
        inside.append(projected)
    return inside, beyond


def in_format(pred: dict[str, Any], coordinates: frozenset[str] | None) -> dict[str, Any]:
    """The prediction with its records split (a new dict; the input is left as it was)."""
    inside, beyond = split_records(list(pred.get("records") or []), coordinates,
                                   format_projection(), format_record_types())
    out = dict(pred)
    out["records"] = inside
    out[BEYOND_KEY] = beyond
    return out


def all_stored(pred: dict[str, Any]) -> list[dict[str, Any]]:
    """Every record the prediction says was stored, at the format's coordinates or beyond them."""
    return list(pred.get("records") or []) + list(pred.get(BEYOND_KEY) or [])
