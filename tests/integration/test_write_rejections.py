"""A value the rules cannot keep costs only that record (issue 12, item 5), against the real Neo4j.

The turn, its facts and every valid record are stored; the rejected record is left out, and its rejection is
stored beside the turn with its reason code and evidence span (`rejections_list_user.cypher`) and returned in the
result. A request the caller must fix (over the per-turn limits) still writes nothing, and a bug in a rule
(an exception) still raises.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import json
from collections.abc import Iterator
from typing import Any

import pytest
from neo4j import Driver
from typer.testing import CliRunner

from pia_graph.cli.main import app
from pia_graph.config import Settings
from pia_graph.db.queries import run_read
from pia_graph.ingest.extract.registry import RuleError
from pia_graph.memory import MemoryService, TurnIn
from tests.integration.store_counts import node_counts

pytestmark = pytest.mark.integration

KST = dt.timezone(dt.timedelta(hours=9))
AT = dt.datetime(2026, 3, 11, 9, 0, tzinfo=KST)


@pytest.fixture(scope="module")
def service(ontology_loaded: Driver, neo4j_settings: Settings) -> Iterator[MemoryService]:
    yield MemoryService.create(ontology_loaded, neo4j_settings, embeddings=False)


def stored_rejections(service: MemoryService, user_id: str, code: str = "") -> list[dict[str, Any]]:
    return run_read(service.driver, "rejections_list_user", database=service.database, user_id=user_id, code=code,
                    limit=100)


def test_an_implausible_value_costs_only_its_own_record(service: MemoryService, user_id: str) -> None:
    text = "BP 400/84 this morning and fasting glucose 99"
    result = service.retain(user_id, TurnIn(text=text, said_at=AT, turn_id="bp-typo"))
    assert result.written and not result.duplicate
    kept = {r["coordinate"]: r["value"] for r in result.records}
    assert kept == {"test:fasting_glucose": 99.0}  # the diastolic of the impossible reading is not kept alone
    assert result.facts, "the turn's free-text fact is kept"
    rejection, part = result.rejections
    assert (rejection.code, rejection.coordinate, rejection.value) == ("out_of_bounds", "vital:systolic_bp", 400.0)
    assert (part.code, part.coordinate, part.value) == ("part_of_rejected", "vital:diastolic_bp", 84.0)
    assert rejection.reason.startswith("out_of_bounds:") and rejection.rule_id == "measure.term_value"
    assert text[rejection.span_start:rejection.span_end] == rejection.span and "400" in rejection.span
    assert (part.span_start, part.span_end) == (rejection.span_start, rejection.span_end)
    counts = node_counts(service, user_id)
    assert counts["Turn"] == 1 and counts["Record"] == 1 and counts["Fact"] >= 1 and counts["Rejection"] == 2
    row = next(r for r in stored_rejections(service, user_id) if r["code"] == "out_of_bounds")
    assert row["turn_id"] == "bp-typo" and row["text"] == text
    assert {k: row[k] for k in ("code", "reason", "rule_id", "coordinate", "value", "span", "span_start",
                                "span_end")} == {
        "code": "out_of_bounds", "reason": rejection.reason, "rule_id": "measure.term_value",
        "coordinate": "vital:systolic_bp", "value": 400.0, "span": rejection.span,
        "span_start": rejection.span_start, "span_end": rejection.span_end,
    }
    assert [r["coordinate"] for r in stored_rejections(service, user_id, code="part_of_rejected")] == [
        "vital:diastolic_bp"]
    assert stored_rejections(service, user_id, code="dated_after_said_at") == []


def test_one_users_rejections_are_every_users_rejections_of_that_user(service: MemoryService,
                                                                     user_id: str) -> None:
    """`pia ontology rejections --user U` reads rejections_list_user (a seek on the user), without it
    rejections_list_all: for one user, the same rows in the same order, code filter included."""
    service.retain(user_id, TurnIn(text="BP 400/84 this morning", said_at=AT, turn_id="one"))
    service.retain(user_id, TurnIn(text="fasting glucose 2000 today", said_at=AT + dt.timedelta(hours=2),
                                   turn_id="two"))
    for code in ("", "out_of_bounds", "part_of_rejected"):
        mine = stored_rejections(service, user_id, code)
        every = run_read(service.driver, "rejections_list_all", database=service.database, code=code,
                         limit=100_000)
        theirs = [r for r in every if r["user_id"] == user_id]
        assert mine, code

        def order(rows: list[dict[str, Any]]) -> list[tuple[Any, ...]]:
            return [(r["said_at"], r["turn_id"], r["span_start"]) for r in rows]

        assert order(mine) == order(theirs)  # ties (a rejection and its part) share these keys
        assert sorted(mine, key=repr) == sorted(theirs, key=repr)


def test_the_cli_lists_one_users_rejections_or_every_users(service: MemoryService, user_id: str,
                                                           cli_env: None) -> None:
    service.retain(user_id, TurnIn(text="BP 400/84 this morning", said_at=AT, turn_id="cli"))
    one = CliRunner().invoke(app, ["ontology", "rejections", "--user", user_id, "--json"])
    assert one.exit_code == 0, one.output
    mine = json.loads(one.output)
    assert sorted(r["code"] for r in mine) == ["out_of_bounds", "part_of_rejected"]
    assert {r["user_id"] for r in mine} == {user_id}
    every = CliRunner().invoke(app, ["ontology", "rejections", "--code", "out_of_bounds", "--limit", "100000",
                                     "--json"])
    assert every.exit_code == 0, every.output
    rows = json.loads(every.output)
    assert [r["turn_id"] for r in rows if r["user_id"] == user_id] == ["cli"]
    assert {r["code"] for r in rows} == {"out_of_bounds"}


def test_a_turn_whose_only_record_is_rejected_keeps_its_turn_and_fact(service: MemoryService, user_id: str) -> None:
    result = service.retain(user_id, TurnIn(text="I weigh -5 kg this morning", said_at=AT))
    assert result.written and result.records == [] and result.facts
    assert [r.code for r in result.rejections] == ["out_of_bounds"]
    counts = node_counts(service, user_id)
    assert counts.get("Record", 0) == 0 and counts["Turn"] == 1 and counts["Rejection"] == 1


def test_a_resent_turn_reports_its_rejection_again_and_stores_it_once(service: MemoryService, user_id: str) -> None:
    turn = TurnIn(text="fasting glucose was -90 today", said_at=AT, turn_id="neg-1")
    first, second = service.retain(user_id, turn), service.retain(user_id, turn)
    assert first.written and second.duplicate
    assert [r.code for r in second.rejections] == ["out_of_bounds"]
    assert len(stored_rejections(service, user_id)) == 1


def test_over_the_per_turn_limits_is_still_refused_whole(service: MemoryService, user_id: str) -> None:
    tight = dataclasses.replace(service, settings=service.settings.model_copy(update={"max_records_per_turn": 2}))
    result = tight.retain(user_id, TurnIn(text="BP 120/80 and weight 80 kg this morning", said_at=AT))
    assert [r.reason for r in result.rejections] == ["too_many_records:2"] and not result.written
    assert node_counts(service, user_id) == {}


def test_a_bug_in_a_rule_raises_and_writes_nothing(service: MemoryService, user_id: str) -> None:
    def broken(*args: object, **kwargs: object) -> Any:
        raise RuleError("rule x.y made a 'sleep' record; it declares ['vital_sign']")

    buggy = dataclasses.replace(service, extractor=broken)
    with pytest.raises(RuleError):
        buggy.retain(user_id, TurnIn(text="BP 120/80 this morning", said_at=AT))
    assert node_counts(service, user_id) == {}
