"""No query file reads every user's memory to answer for one user.

Every named query is EXPLAINed, with realistic parameters, on a store that holds other users' records, facts and
turns (so the planner's counts are those of a populated store), and its plan must not touch a per-user label by a
label scan, a full index scan or a scan of all nodes: those grow with the whole store, not with the user. Neo4j 5
seeks a composite range index only with a predicate on each of its properties (`Record(user_id, coordinate,
sort_time)` needs one on `sort_time` too), which is how such scans crept in. A query that legitimately spans every
user is allowed here by name, with why.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterator
from typing import Any

import pytest
from neo4j import Driver

from pia_graph.config import Settings
from pia_graph.db.queries import query, query_names, run_read, run_write
from pia_graph.demo.population import erase_users, make_users, template_vectors, write_users

pytestmark = pytest.mark.integration

# Labels whose nodes each belong to one user: their count grows with the store.
PER_USER_LABELS = frozenset({
    "User", "Turn", "Record", "Fact", "Series", "Rejection", "CandidateSighting", "Understanding", "Job",
    "CausalCandidate", "CausalRun", "Ask",
})
# Operators that read a whole label, a whole index or every node.
SCANS = ("AllNodesScan", "NodeByLabelScan", "NodeIndexScan", "NodeIndexContainsScan", "NodeIndexEndsWithScan",
         "UnionNodeByLabelsScan", "IntersectionNodeByLabelsScan", "SubtractionNodeByLabelsScan")

# Queries that span every user by design, and why.
SPANS_ALL_USERS: dict[str, str] = {
    "analyst_records_by_rule_all": "analysts (Browser): records per rule over every user (one user's: _user)",
    "records_by_rule_all": "analysts (the rule registry's audit): every user's records per rule (one user's: _user)",
    "causal_run_stats_all": "`pia causal stats`: every user's depth-3 run (one node per user; one user's: _user)",
    "rejections_list_all": "`pia ontology rejections` without --user: every user's rejected records",
    "embed_jobs_status": "`pia embed status`: the embedding queue over every user",
    "hu2_jobs_status": "`pia hu2 status`: the HU2 queue over every user",
    "hu2_job_list": "`pia hu2 status`: the latest HU2 jobs of every user",
    "db_counts": "`pia db status`: the store's nodes by label",
    "hu2_stale_users_count": "`pia hu2 status`: how many users' understandings are stale, over every user",
    "user_erase_audit": "erasure's audit: any node of any label still carrying the user's id (rare; completeness)",
    "user_erase_rest": "erasure's second step: every node left with the user's id, whatever its label",
    "user_graph_dump": "scripts and tests: every node of any label with the user's id (byte-identity dumps)",
    "user_nodes_count": "tests and the erasure report: the user's nodes of any label",
    "test_db_wipe": "tests only: empties the test database",
}

_DAY = dt.datetime(2026, 3, 14, 9, 30, tzinfo=dt.UTC)
_VECTOR = [0.05] * 384
# Realistic parameters by name (the shapes the callers send); every parameter a query file names must be here,
# so a new one gets a realistic value before its plan is judged.
PARAMS: dict[str, Any] = {
    "user_id": "plan-user-00001", "user_ids": ["plan-user-00001", "plan-user-00002"], "turn_id": "t_1",
    "turn_ids": ["t_1", "t_2"], "record_id": "r_1", "coordinate": "lab:ldl",
    "coordinates": ["lab:ldl", "vital:systolic_bp"], "types": ["lab_result"], "measured": ["lab_result"],
    "since": _DAY - dt.timedelta(days=30), "until": _DAY, "active_since": _DAY - dt.timedelta(days=90), "on": _DAY,
    "since_text": (_DAY - dt.timedelta(days=30)).isoformat(), "until_text": _DAY.isoformat(),
    "active_since_text": (_DAY - dt.timedelta(days=90)).isoformat(),
    "limit": 50, "latest_limit": 20, "turn_limit": 6, "k": 10, "vector": _VECTOR, "include_superseded": False,
    "profile_types": ["allergy", "condition", "surgery"],
    "ask": {"said_at": _DAY.isoformat(), "lang": "en", "coordinates": ["body:weight"], "record_types": [],
            "window_start": "2026-02-01", "window_end": "2026-02-28"},
    "exclude_ids": ["r_1"], "with_stamp": True, "lucenes": ['text:(ldl*) AND user_id:"plan-user-00001"'],
    "candidates": 200, "terms": ["ldl"], "known": [""], "created": "", "memory": "", "shortlist": [""],
    "turns": [{"user_id": "plan-user-00001", "turn_id": "t_1", "props": {"said_at": _DAY}, "records": [],
               "facts": [], "links": []}],
    "keys": [{"user_id": "plan-user-00001", "coordinates": ["lab:ldl"]}],
    "links": [{"cause_record": "r_1", "effect_record": "r_2", "props": {}}],
    "vectors": [{"fact_id": "f_1", "embedding": _VECTOR}], "records": 10, "max_ingested": _DAY, "stats": "{}",
    "computed_at": _DAY, "fields": [{"field": "summary", "position": 0, "text": "x", "cites": []}],
    "status": "queued", "max_attempts": 5, "job_id": "j_1", "token": "tok", "worker": "w1", "lease_s": 60,
    "backoff_s": 5, "scan": 32, "max_wait_s": 30, "debounce_s": 5, "timeout_s": 30, "version": 3,
    "embed_users": ["plan-user-00001"],
    "generator": "rules", "lang": "en", "recommended": [], "decided_at": _DAY, "reason": "r", "code": "c",
    "tenant_id": "acme", "key_id": "k1", "key_hash": "h", "prefix": "plan-user-", "user_prefix": "acme:",
    "norm": "zocorr", "word": "zocorr", "texts": ["ldl"], "text": "ldl", "context": "c", "cue": "c",
    "seen_at": _DAY, "key": "drug:simvastatin", "target": "drug:simvastatin", "checksum": "c", "loaded_at": "x",
    "scripts": ["a.cypher"], "sex": "female", "birth_date": "1970-01-01",
    "said_at": _DAY.isoformat(), "record_ids": ["r_1", "r_2"],
    "turn": {"text": "that was my sister's", "text_analysed": "that was my sister's", "lang": "en",
             "retain_reasons": ["other_person"]},
}
# Where one name carries another shape in one query.
OVERRIDES: dict[str, dict[str, Any]] = {
    "causal_run_replace": {"candidates": [{"cause": "drug:amlodipine", "effect": "vital:systolic_bp"}]},
}
_PARAM = re.compile(r"\$([A-Za-z_][A-Za-z0-9_]*)")
# "One user or every user" in one statement: one plan serves both, so it scans every user even when one is given.
_OPTIONAL_USER = re.compile(r"\$user_ids?\s+(?:IS\s+NULL|=\s*''|=\s*\[\])\s+OR\b", re.IGNORECASE)
_LABEL = re.compile(r":([A-Z][A-Za-z]*)")


def _operators(plan: dict[str, Any]) -> Iterator[tuple[str, str]]:
    yield plan["operatorType"].split("@")[0], str(plan.get("args", {}).get("Details", ""))
    for child in plan.get("children", []):
        yield from _operators(child)


def _statement(name: str) -> str:
    """EXPLAIN, planned afresh (a plan cached on a smaller store's counts would hide what this store gets)."""
    text = query(name)
    if "CYPHER replan=skip" in text:
        return "EXPLAIN " + text.replace("CYPHER replan=skip", "CYPHER replan=force", 1)
    return "EXPLAIN CYPHER replan=force " + text


def whole_store_scans(driver: Driver, database: str, name: str) -> list[str]:
    """The operators of `name`'s plan that read a per-user label (or every node) without seeking one user."""
    params = {p: OVERRIDES.get(name, {}).get(p, PARAMS[p]) for p in set(_PARAM.findall(query(name)))}
    with driver.session(database=database) as session:
        plan = session.run(_statement(name), params).consume().plan
    assert plan is not None, name
    found = []
    for operator, details in _operators(plan):
        if operator in SCANS and (operator == "AllNodesScan" or PER_USER_LABELS & set(_LABEL.findall(details))):
            found.append(f"{operator} {details}")
    return found


@pytest.fixture(scope="module")
def populated(neo4j_driver: Driver, neo4j_settings: Settings) -> Iterator[Driver]:
    """200 other users' records, facts and turns, so the plans are those of a store, not of an empty one."""
    users = make_users(f"plans-{dt.datetime.now(dt.UTC):%H%M%S%f}", 0, 200, template_vectors(None))
    write_users(neo4j_driver, neo4j_settings.neo4j_database, users)
    # Index statistics are sampled in the background: right after a bulk write they may still describe an older
    # store (another module's users, or this write half done), and the planner's choice between a seek and a scan
    # follows them. Resample now and wait, so every plan below is judged on this store's own statistics.
    run_read(neo4j_driver, "db_replan", database=neo4j_settings.neo4j_database, timeout_s=300)
    try:
        yield neo4j_driver
    finally:
        erase_users(neo4j_driver, neo4j_settings.neo4j_database, [u.user_id for u in users])


def _outdated_statistics(driver: Driver, database: str) -> list[str]:
    """Per-user indexes whose statistics lag the writes since sampling by more than Neo4j resamples at (5%)."""
    return [f"{row['labels']}{row['properties']}: {row['updates_since_sampled']} writes since sampled"
            for row in run_read(driver, "db_index_statistics", database=database)
            if PER_USER_LABELS & set(row["labels"] or [])
            and (row["updates_since_sampled"] or 0) > 0.05 * max(row["entries"] or 0, 1)]


def test_plans_are_judged_on_current_statistics(populated: Driver, neo4j_settings: Settings) -> None:
    assert _outdated_statistics(populated, neo4j_settings.neo4j_database) == []


def test_every_parameter_has_a_realistic_value() -> None:
    named = {p for name in query_names() for p in _PARAM.findall(query(name))}
    assert named - PARAMS.keys() == set()


def test_no_query_takes_an_optional_user() -> None:
    """A query for one user or every user is two files (`_user` and `_all`, docs/queries.md), chosen by name."""
    assert [name for name in query_names() if _OPTIONAL_USER.search(query(name))] == []


def test_every_allowed_query_exists() -> None:
    assert set(SPANS_ALL_USERS) - set(query_names()) == set()


@pytest.mark.parametrize("name", query_names())
def test_no_query_scans_every_users_memory(populated: Driver, neo4j_settings: Settings, name: str) -> None:
    scans = whole_store_scans(populated, neo4j_settings.neo4j_database, name)
    if name in SPANS_ALL_USERS:
        return
    assert scans == [], f"{name} reads every user's nodes: {scans}"


@pytest.mark.parametrize("name", sorted(SPANS_ALL_USERS))
def test_the_allow_list_holds_only_queries_that_scan(populated: Driver, neo4j_settings: Settings,
                                                     name: str) -> None:
    """An allowed query that no longer scans leaves the list (so the list never hides a new scan)."""
    assert whole_store_scans(populated, neo4j_settings.neo4j_database, name), name


def test_equal_times_keep_the_order_they_were_written_in(neo4j_driver: Driver, neo4j_settings: Settings,
                                                         user_id: str) -> None:
    """The seeks return rows of equal sort keys in index order; the statements order those ties by the turn's time
    and the record's place in its turn (`position`, written with it), never by node id (Neo4j reuses node ids after
    deletes): here written in an order that neither the record ids nor the types follow."""
    said = dt.datetime(2026, 3, 14, 7, 30, tzinfo=dt.UTC)
    written = [("r_c", "vital_sign", "vital:systolic_bp"), ("r_a", "vital_sign", "vital:diastolic_bp"),
               ("r_b", "lab_result", "vital:systolic_bp")]
    records = [{"label": "VitalSign", "props": {
        "record_id": f"{rid}-{user_id}", "user_id": user_id, "turn_id": "t_1", "type": rtype, "coordinate": coord,
        "value": 1.0, "sort_time": said.replace(hour=12), "recorded_at": said}} for rid, rtype, coord in written]
    turn = {"user_id": user_id, "props": {"user_id": user_id, "turn_id": "t_1", "text": "x", "said_at": said,
                                          "lang": "en"}, "records": records, "facts": []}
    db = neo4j_settings.neo4j_database
    run_write(neo4j_driver, "population_write", database=db, turns=[turn])
    order = [f"{rid}-{user_id}" for rid, _, _ in written]
    listed = run_read(neo4j_driver, "records_list", database=db, user_id=user_id, types=[], coordinates=[],
                      since=None, until=None, include_superseded=True, limit=10)
    assert [r["record"]["record_id"] for r in listed] == order
    hu2 = run_read(neo4j_driver, "hu2_user_records", database=db, user_id=user_id, limit=10)
    assert [r["record"]["record_id"] for r in hu2] == order
    current = run_read(neo4j_driver, "turns_import_current", database=db, turns=[],
                       keys=[{"user_id": user_id, "coordinates": ["vital:systolic_bp", "vital:diastolic_bp"]}])
    assert [r["record_id"] for r in current[0]["current"]] == [order[0], order[2], order[1]]
