"""`write_turns` for `pia import` (store/write_turn.py): a batch with no turn that may supersede is one auto-commit
statement, `turns_import`, that queues the facts' embedding jobs itself (no BEGIN, no COMMIT, no second statement);
a batch that may supersede reads first in one explicit transaction, still with no second write statement."""

from __future__ import annotations

import datetime as dt
from typing import Any, cast

from neo4j import Driver

from pia_graph.db.queries import query
from pia_graph.ingest.hup import HupRecord
from pia_graph.store.write_turn import TurnWrite, write_turns

_AT = dt.datetime(2026, 5, 20, 8, tzinfo=dt.UTC)


class _Row:
    def __init__(self, data: dict[str, Any]) -> None:
        self._data = data

    def data(self) -> dict[str, Any]:
        return self._data


class _Runner:
    """A session or a transaction: records each statement's first line and parameters, answers each turn fresh."""

    def __init__(self, log: list[tuple[str, str, dict[str, Any]]], kind: str) -> None:
        self.log, self.kind = log, kind

    def __enter__(self) -> _Runner:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def run(self, text: str, params: dict[str, Any]) -> list[_Row]:
        self.log.append((self.kind, text, params))
        if "turns_import_current" in text.split("\n", 1)[0] or "$keys" in text:
            return [_Row({"stored": [], "current": []})]
        return [_Row({"turn_id": t["turn_id"], "duplicate": False, "stored_text": None}) for t in params["turns"]]

    def begin_transaction(self) -> _Runner:
        self.log.append((self.kind, "BEGIN", {}))
        return _Runner(self.log, "tx")

    def commit(self) -> None:
        self.log.append((self.kind, "COMMIT", {}))


class _Driver:
    def __init__(self) -> None:
        self.log: list[tuple[str, str, dict[str, Any]]] = []

    def session(self, database: str) -> _Runner:
        return _Runner(self.log, "session")


def _turn(turn_id: str, user_id: str, *, facts: bool, record_type: str = "symptom") -> TurnWrite:
    record = HupRecord(record_id=f"r-{turn_id}", type=record_type, coordinate="symptom:headache")
    fact_props = {"fact_id": f"f-{turn_id}", "text": "x", "recorded_at": _AT, "sort_time": _AT}
    return TurnWrite(user_id=user_id, turn_id=turn_id, text="x", said_at=_AT, lang="en", retain_reasons=[],
                     read=False, route="none", extractor="rules", records=[record],
                     facts=[{"props": fact_props, "term_keys": []}] if facts else [], embed_later=True)


def test_a_batch_that_supersedes_nothing_is_one_auto_commit_statement() -> None:
    driver = _Driver()
    rows = write_turns(cast(Driver, driver), "neo4j", [_turn("t1", "u2", facts=True),
                                                       _turn("t2", "u1", facts=False), _turn("t3", "u3", facts=True)])
    assert [r["turn_id"] for r in rows] == ["t1", "t2", "t3"]
    assert [kind for kind, _, _ in driver.log] == ["session"]
    (_, text, params) = driver.log[0]
    assert "UNWIND $turns" in text and "embed:" in text
    assert params["embed_users"] == ["u2", "u3"]  # sorted; u1's turn has no fact


def test_a_batch_that_may_supersede_reads_first_in_one_transaction() -> None:
    driver = _Driver()
    write_turns(cast(Driver, driver), "neo4j", [_turn("t1", "u1", facts=True, record_type="medication_regimen")])
    kinds = [(kind, text if text in ("BEGIN", "COMMIT") else "statement") for kind, text, _ in driver.log]
    assert kinds == [("session", "BEGIN"), ("tx", "statement"), ("tx", "statement"), ("tx", "COMMIT")]
    assert driver.log[2][2]["embed_users"] == ["u1"]


def _job_block(text: str) -> list[str]:
    """The statement's lines from the embedding job's MERGE through its last SET line, stripped of indent."""
    lines = [line.strip() for line in text.splitlines()]
    start = lines.index("MERGE (j:Job {job_id: 'embed:' + user_id})")
    end = next(i for i in range(start, len(lines)) if lines[i].startswith("j.updated_at = datetime()"))
    return lines[start:end + 1]


def test_the_import_queues_the_embedding_job_as_embed_jobs_enqueue_does() -> None:
    # turns_import carries a copy of embed_jobs_enqueue's MERGE and SET (one statement a batch): the two must not
    # drift apart
    assert _job_block(query("turns_import")) == _job_block(query("embed_jobs_enqueue"))
