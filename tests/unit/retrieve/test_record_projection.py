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
from pia_graph.retrieve.structured import structured_from_row, structured_hits

# a record list's map: `collect(r {...})`, or the whole record of the by-type list (`ELSE r {...} END`)
_MAP = re.compile(r"(?:collect\(|ELSE )r \{([^}]*)\}")
_READ = re.compile(r"""(?:rec|record)(?:\.get\(|\[)["']([a-z_]+)["']""")


def _entries(name: str) -> list[list[str]]:
    return [[p.strip() for p in m.group(1).split(",")] for m in _MAP.finditer(query(name))]


def _projections(name: str) -> list[set[str]]:
    """The keys each record map projects: `.name` or `name: expression`."""
    return [{e.split(":", 1)[0].strip().lstrip(".") for e in entries} for entries in _entries(name)]


def test_every_recall_statement_projects_the_same_record_properties() -> None:
    maps = _projections("recall_records_facts")
    assert len(maps) == 3
    assert maps[0] == maps[1] == maps[2]
    assert "*" not in maps[0]


def test_every_temporal_property_comes_back_as_text_and_is_parsed() -> None:
    """The driver builds each date-time in Python; the statements send them as text (`toString`) and `timed`
    parses every one of them, for records and for facts."""
    facts = re.findall(r"collect\(f \{([^}]*)\}\)", query("recall_records_facts"))
    assert facts
    for entries in _entries("recall_records_facts") + [
            [p.strip() for p in f.split(",")] for f in facts]:
        for entry in entries:
            key = entry.split(":", 1)[0].strip().lstrip(".")
            if key in records.TIMED:
                assert "toString(" in entry, entry
    assert {"date", "start", "end", "expected_end", "sort_time", "recorded_at"} <= _projections(
        "recall_records_facts")[0]


def test_timed_parses_dates_and_date_times_as_neo4j_prints_them() -> None:
    seoul = dt.timezone(dt.timedelta(hours=9))
    row = {"record_id": "r1", "date": "2026-04-05", "start": "2026-04-05T08:30+09:00",
           "sort_time": "2026-04-05T12:00:00.123456-05:00", "recorded_at": "2026-04-05T10:00Z",
           "expected_end": "2026-05-01T09:00+09:00[Asia/Seoul]", "end": None, "value": "2026-04-05"}
    out = records.timed(row)
    assert out["date"] == dt.date(2026, 4, 5) and not isinstance(out["date"], dt.datetime)
    assert out["start"] == dt.datetime(2026, 4, 5, 8, 30, tzinfo=seoul)
    assert out["start"].utcoffset() == dt.timedelta(hours=9)
    assert out["sort_time"] == dt.datetime(2026, 4, 5, 12, 0, 0, 123456, tzinfo=dt.timezone(-dt.timedelta(hours=5)))
    assert out["recorded_at"] == dt.datetime(2026, 4, 5, 10, 0, tzinfo=dt.UTC)
    assert out["expected_end"] == dt.datetime(2026, 5, 1, 9, 0, tzinfo=seoul)
    assert out["end"] is None
    assert out["value"] == "2026-04-05"  # not a temporal property: left as it is
    assert row["date"] == "2026-04-05"  # the row itself is not changed


def test_the_projection_holds_every_property_the_ranking_reads() -> None:
    projected = _projections("recall_records_facts")[0]
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


def test_a_record_sent_by_type_as_its_id_is_the_coordinate_lists_copy() -> None:
    """The statement sends a record found by type that the coordinate list holds as its id and type only: the
    hits are those of the whole record sent twice (session 54)."""
    t = "2026-03-01T08:00:00Z"
    met = {"record_id": "r1", "coordinate": "drug:metformin", "type": "medication_regimen", "sort_time": t,
           "value": 500, "unit": "mg"}
    aml = {"record_id": "r2", "coordinate": "drug:amlodipine", "type": "medication_regimen", "sort_time": t}
    whole = structured_from_row(_u(), {"by_coordinate": [met], "by_type": [met, aml]})[1]
    short = structured_from_row(_u(), {"by_coordinate": [met],
                                       "by_type": [{"record_id": "r1", "type": "medication_regimen"}, aml]})[1]
    assert [(h.record, h.reasons, h.strength) for h in short] == [(h.record, h.reasons, h.strength) for h in whole]
    assert short[0].record["value"] == 500 and short[0].record["sort_time"] == dt.datetime(2026, 3, 1, 8, tzinfo=dt.UTC)
    assert short[0].reasons == ["concept:diabetes:diabetes", "type:medication_regimen"]


def test_the_statement_sends_only_records_the_coordinate_list_holds_as_ids() -> None:
    by_type = query("recall_records_facts").split("AS by_coordinate", 1)[1].split("AS by_type", 1)[0]
    assert "THEN r {.record_id, .type}" in by_type
    assert "r.coordinate IN $coordinates AND r.record_id IN held" in by_type
    assert "[x IN by_coordinate | x.record_id] AS held" in by_type
    # one aggregate and no grouping key: the subquery returns its one row even when no record is found by type
    # (a grouping key over no row returns no row, and the user would read as unknown)
    assert by_type.count("collect(") == 1 and "RETURN collect(CASE" in by_type


def test_a_denied_record_reads_without_a_status() -> None:
    from pia_graph.ontology import load_default_dictionary
    from pia_graph.retrieve.records import record_text

    d = load_default_dictionary()
    denied = {"coordinate": "condition:gestational_diabetes", "type": "condition", "negated": True,
              "status": "active", "date": "2026-09-08"}
    text = record_text(denied, d)
    assert text.startswith("no ") and "active" not in text and "2026-09-08" in text
    assert "(active)" in record_text({**denied, "negated": False}, d)
