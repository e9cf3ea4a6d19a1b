"""The recall path reads records through an explicit projection, not `r {.*}`: every statement that hands
records to the ranking projects the same properties, and those cover every property the ranking, the items
and the context pack read (a property left out would silently read as missing)."""

from __future__ import annotations

import datetime as dt
import re
from pathlib import Path

from pia_graph.db.queries import query
from pia_graph.memory.recall_models import QueryUnderstanding
from pia_graph.retrieve import fuse, records
from pia_graph.retrieve.structured import structured_hits

_MAP = re.compile(r"collect\(r \{([^}]*)\}\)")
_READ = re.compile(r"""(?:rec|record)(?:\.get\(|\[)["']([a-z_]+)["']""")


def _projections(name: str) -> list[set[str]]:
    return [{p.strip().lstrip(".") for p in m.group(1).split(",")} for m in _MAP.finditer(query(name))]


def test_every_recall_statement_projects_the_same_record_properties() -> None:
    maps = _projections("recall_user_records") + _projections("recall_facts_hybrid")
    assert len(maps) == 3
    assert maps[0] == maps[1] == maps[2]
    assert "*" not in maps[0]


def test_the_projection_holds_every_property_the_ranking_reads() -> None:
    projected = _projections("recall_user_records")[0]
    read: set[str] = set()
    for module in (records, fuse):
        read |= set(_READ.findall(Path(str(module.__file__)).read_text(encoding="utf-8")))
    # the pattern finds the reads (checked before the names added by hand below, or it could not fail)
    assert {"coordinate", "record_id", "value", "date"} <= read, sorted(read)
    # record_text reads these through a loop over names
    read |= {"band", "status", "reaction"}
    assert read <= projected, sorted(read - projected)


def _u() -> QueryUnderstanding:
    return QueryUnderstanding.model_validate({
        "lang": "en", "depth": 1, "depth_reason": "default",
        "coordinates": [{"value": "drug:metformin", "reason": "concept:diabetes", "span": "diabetes"}],
        "record_types": [{"value": "medication_regimen", "reason": "cue", "span": "meds"}],
    })


def test_structured_hits_narrow_a_coordinate_by_the_type_asked() -> None:
    t = dt.datetime(2026, 3, 1, tzinfo=dt.UTC)
    met = {"record_id": "r1", "coordinate": "drug:metformin", "type": "medication_regimen", "sort_time": t}
    aml = {"record_id": "r2", "coordinate": "drug:amlodipine", "type": "medication_regimen", "sort_time": t}
    hits = structured_hits(_u(), [met], [met, aml])
    assert [h.record["record_id"] for h in hits] == ["r1", "r2"]
    assert hits[0].reasons == ["concept:diabetes:diabetes", "type:medication_regimen"]
    assert hits[0].strength > hits[1].strength
    assert hits[1].reasons == ["type:medication_regimen"]
