"""`pia import` leaves the same graph as turn-by-turn retain: the same user's sample is retained turn by turn,
dumped and erased, then imported twice (each time from an empty user): in batches of 7 by two worker processes, and
in batches of 1,000 by one, with the facts' embeddings deferred. Turns that supersede (regimens stopped and
restarted, corrections, sex and birth date) go in the batches like the others, planned over the batch, within one
batch and across batches, two users interleaved. Right after the import the facts are stored without vectors
(full-text searchable) and each user's embedding job is queued; once the embedding worker has drained the jobs, the
canonical dumps (nodes, relationships and properties, without write timestamps) are equal, and the facts'
embeddings agree. The first import takes every turn's READ decision as retain does (`read_decisions=True`): the
whole graph is retain's. The second, as `pia import` by default, does not (an imported turn is history): its turns
carry `read_not_decided` in place of `read` and `route`, and every other line is retain's."""

from __future__ import annotations

import datetime as dt
import json
import math
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from neo4j import Driver
from neo4j.time import Date, DateTime

from pia_graph.config import Settings
from pia_graph.db.queries import run_read, run_write
from pia_graph.demo.synthetic_user import conversation
from pia_graph.memory import MemoryService, TurnIn
from pia_graph.memory.bulk_import import ImportStats, read_jsonl
from pia_graph.memory.embed_worker import run_embed_workers
from pia_graph.memory.import_shards import import_sharded
from pia_graph.retrieve.associative import lucene_queries, lucene_terms

pytestmark = pytest.mark.integration

KST = dt.timezone(dt.timedelta(hours=9))
# When each write happened, not what was written: they differ between any two runs.
WRITE_TIMES = {"ingested_at", "created_at", "updated_at", "pending_since", "not_before", "at"}
ID_KEYS = ("record_id", "fact_id", "job_id", "turn_id", "coordinate", "key", "norm", "user_id")
READ_FIELDS = ("read", "route", "read_not_decided")  # a turn's READ decision, or why it was not taken


@pytest.fixture(scope="module")
def service(ontology_loaded: Driver, neo4j_settings: Settings) -> Iterator[MemoryService]:
    yield MemoryService.create(ontology_loaded, neo4j_settings, embeddings=True)


def _sample() -> list[dict[str, Any]]:
    """The demo conversation (regimens, checkups, facts, missed doses), and turns that exercise the rest: a
    resend, same-day corrections, a reading that arrives out of order, Korean, a turn that is not retained, a
    turn with one implausible value (its other records stored, the value a :Rejection), regimens stopped and
    restarted with a turn between that reads the active regimens, sex and birth date before a banded result."""
    rows = [{"text": t.text, "said_at": t.said_at.isoformat()} for t in conversation()[:70]]
    extra = [
        ("fasting glucose 131 this morning", dt.datetime(2026, 3, 20, 8, tzinfo=KST)),
        ("sorry, typo: fasting glucose was 113 this morning, not 131", dt.datetime(2026, 3, 20, 9, tzinfo=KST)),
        ("BP 150/95 on Monday March 2", dt.datetime(2026, 3, 21, 8, tzinfo=KST)),  # before the chain's tail
        ("아침 혈압 132/85, 공복혈당 104", dt.datetime(2026, 3, 22, 7, tzinfo=KST)),
        ("어제 두통이 있어서 타이레놀 먹었어", dt.datetime(2026, 3, 22, 21, tzinfo=KST)),
        ("what a lovely day", dt.datetime(2026, 3, 23, 9, tzinfo=KST)),
        ("I now take metformin 1000 mg twice a day", dt.datetime(2026, 3, 24, 9, tzinfo=KST)),
        ("Weight 84.2 kg this morning", dt.datetime(2026, 3, 25, 7, tzinfo=KST)),
        ("BP 400/84 this morning, fasting glucose 99", dt.datetime(2026, 3, 26, 7, tzinfo=KST)),  # one rejected
        # a regimen stopped then restarted, and the profile's active regimens read in between ("my BP pill" names
        # amlodipine only while it is active): supersession and the profile within a batch and across batches
        ("I stopped taking amlodipine", dt.datetime(2026, 3, 27, 8, tzinfo=KST)),
        ("took my BP pill this morning", dt.datetime(2026, 3, 27, 9, tzinfo=KST)),
        ("Back on amlodipine 5 mg once a day", dt.datetime(2026, 3, 27, 20, tzinfo=KST)),
        ("took my BP pill this morning", dt.datetime(2026, 3, 28, 8, tzinfo=KST)),
        # a correction of a value said a few minutes earlier (the same batch, or the next one)
        ("Weight 83.9 kg this morning", dt.datetime(2026, 3, 29, 7, tzinfo=KST)),
        ("sorry, I meant 82.9 kg, not 83.9", dt.datetime(2026, 3, 29, 7, 10, tzinfo=KST)),
        # sex and birth date (one-value types the bands read), then a result banded with them
        ("I'm male, born in 1974", dt.datetime(2026, 3, 29, 12, tzinfo=KST)),
        ("LDL 150 at my checkup today", dt.datetime(2026, 3, 29, 15, tzinfo=KST)),
        # a stop dated before it was said, then a new dose
        ("Stopped my metformin last week", dt.datetime(2026, 3, 30, 9, tzinfo=KST)),
        ("I now take metformin 500 mg twice a day", dt.datetime(2026, 3, 31, 9, tzinfo=KST)),
        *CORRECTED_LATER,
        *DRAWN_EARLIER,
    ]
    rows += [{"text": text, "said_at": at.isoformat()} for text, at in extra]
    rows.append(dict(rows[5]))  # the same turn sent again
    return rows


# Corrections across turns (ingest/followup_resolve.py): a later turn that refers back fixes a record of an earlier
# one (a value withdrawn, a day fixed, a drug term replaced; English and Korean). Retain reads the user's recent
# records for it; the import stores the user's earlier turns first and writes the correcting turn as retain does.
CORRECTED_LATER = [
    ("Weight 91.4 kg after my run", dt.datetime(2026, 4, 1, 7, tzinfo=KST)),
    ("ugh typo, meant 81.4 not 91.4", dt.datetime(2026, 4, 1, 7, 5, tzinfo=KST)),
    ("took my amlodipine today", dt.datetime(2026, 4, 2, 20, tzinfo=KST)),
    ("wait no, that was yesterday. haven't had today's yet", dt.datetime(2026, 4, 2, 20, 5, tzinfo=KST)),
    ("started atorvastatin 20 mg once a day", dt.datetime(2026, 4, 3, 9, tzinfo=KST)),
    ("oops not atorvastatin, it's rosuvastatin 20 mg", dt.datetime(2026, 4, 3, 9, 5, tzinfo=KST)),
    ("오늘 아침 공복혈당 118", dt.datetime(2026, 4, 4, 7, tzinfo=KST)),
    ("아 오타요 118 아니고 108이에요", dt.datetime(2026, 4, 4, 7, 5, tzinfo=KST)),
    ("오늘 타이레놀 먹었어요", dt.datetime(2026, 4, 5, 21, tzinfo=KST)),
    ("아 오늘이 아니라 어제였어요", dt.datetime(2026, 4, 5, 21, 5, tzinfo=KST)),
    ("로수바스타틴 10mg 먹기 시작했어요", dt.datetime(2026, 4, 6, 9, tzinfo=KST)),
    ("아 로수바스타틴 아니고 아토르바스타틴 10mg이에요", dt.datetime(2026, 4, 6, 9, 5, tzinfo=KST)),
]
# Lab results told days after their draw carry the draw day (ingest/followup_draw.py): the results' turn reads the
# user's earlier turns; retain reads them from the store, the import from the turns it wrote (memory/import_threads.py).
DRAWN_EARLIER = [
    ("nurse at the surgery took bloods, results in a week or so", dt.datetime(2026, 4, 8, 10, tzinfo=KST)),
    ("results are in: HbA1c 5.9%", dt.datetime(2026, 4, 11, 19, tzinfo=KST)),
    ("갑상선 피검사 했어요", dt.datetime(2026, 4, 13, 10, tzinfo=KST)),
    ("TSH 0.05 낮고 free T4 2.4 높대요", dt.datetime(2026, 4, 15, 19, tzinfo=KST)),
]
EARLIER_TURN_RULES = {"earlier_turn.value", "earlier_turn.date", "earlier_turn.term"}


def _plain(value: Any) -> Any:
    if isinstance(value, DateTime | Date):
        return value.iso_format()
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


def _props(props: dict[str, Any]) -> dict[str, Any]:
    return {k: _plain(v) for k, v in sorted(props.items()) if k not in WRITE_TIMES and k != "embedding"}


def _key(labels: list[str], props: dict[str, Any]) -> str:
    return ":".join(sorted(labels)) + "|" + "|".join(f"{k}={props[k]}" for k in ID_KEYS if k in props)


def dump(service: MemoryService, user_id: str) -> tuple[list[str], dict[str, list[float]]]:
    """Canonical lines, one per node and one per relationship, sorted; and the facts' embeddings by id."""
    lines: list[str] = []
    vectors: dict[str, list[float]] = {}
    for row in run_read(service.driver, "user_graph_dump", database=service.database, user_id=user_id):
        key = _key(row["labels"], row["props"])
        lines.append("node " + key + " " + json.dumps(_props(row["props"]), sort_keys=True, ensure_ascii=False))
        if "embedding" in row["props"]:
            vectors[row["props"]["fact_id"]] = row["props"]["embedding"]
        for rel in row["out"]:
            lines.append(f"rel {key} -[{rel['type']} {json.dumps(_props(rel['props']), sort_keys=True)}]-> "
                         + _key(rel["labels"], rel["target"]))
    return sorted(lines), vectors


def _cos(a: list[float], b: list[float]) -> float:
    return sum(x * y for x, y in zip(a, b, strict=True)) / math.sqrt(sum(x * x for x in a) * sum(y * y for y in b))


def _interleaved(by_user: dict[str, list[dict[str, Any]]]) -> list[dict[str, Any]]:
    """The users' rows alternately, each user's in order: batches then hold turns of several users."""
    queues = [[{"user_id": uid, **row} for row in rows] for uid, rows in by_user.items()]
    out: list[dict[str, Any]] = []
    while any(queues):
        out += [q.pop(0) for q in queues if q]
    return out


def test_import_leaves_the_graph_retain_leaves(service: MemoryService, user_id: str, tmp_path: Path) -> None:
    sample = _sample()
    first = [*sample[:11], dict(sample[10]), *sample[11:]]  # a resend right after the turn: in the same batch
    other = f"{user_id}-b"
    by_user = {user_id: first, other: sample[30:]}  # the second user shares texts, candidates and terms
    try:
        for uid, rows in by_user.items():
            for row in rows:
                service.retain(uid, TurnIn(text=row["text"], said_at=dt.datetime.fromisoformat(row["said_at"])))
        by_retain = {uid: dump(service, uid) for uid in by_user}

        retained = by_retain[user_id][0]
        kinds = {line.split(" ")[1].split("|")[0] for line in retained if line.startswith("node")}
        assert {"Record:VitalSign", "Fact", "Series", "Turn", "User", "Job", "Rejection"} <= kinds
        assert any("-[SUPERSEDES" in line for line in retained) and any("-[NEXT" in line for line in retained)
        assert any('"reason": "correction"' in line for line in retained)
        assert any("-[PART_OF" in line for line in retained)
        amlodipine = [line for line in retained if '"coordinate": "drug:amlodipine"' in line]
        stopped = [line for line in amlodipine if line.startswith("node MedicationRegimen:Record|")
                   and '"status": "stopped"' in line]
        assert stopped and all('"superseded_by"' in line for line in stopped)  # restarted since
        # every correction across turns resolved, each rule in both languages, the earlier record superseded
        fixed = [json.loads(line.split(" ", 2)[2]) for line in retained
                 if line.startswith("node ") and '"rule_id": "earlier_turn.' in line]
        assert {(r["rule_id"], r["lang"]) for r in fixed} == {(k, g) for k in EARLIER_TURN_RULES for g in ("en", "ko")}
        assert all(any(f'"superseded_by": "{r["record_id"]}"' in line for line in retained) for r in fixed)
        # results told days after their draw carry the draw day, in both languages
        drawn = [json.loads(line.split(" ", 2)[2]) for line in retained
                 if line.startswith("node ") and '"time_rule": "earlier_turn.drawn_results"' in line]
        assert {(r["lang"], r["date"]) for r in drawn} == {("en", "2026-04-08"), ("ko", "2026-04-13")}
        # "my BP pill" is amlodipine only while it is active: retain read the profile between the turns
        pills = [line for line in amlodipine if line.startswith("node MedicationIntake:Record|")]
        assert any('"recorded_at": "2026-03-28T08:00:00' in line for line in pills)
        assert not any('"recorded_at": "2026-03-27T09:00:00' in line for line in pills)

        path = tmp_path / "sample.jsonl"
        path.write_text("".join(json.dumps(row) + "\n" for row in _interleaved(by_user)) + "{not json}\n",
                        encoding="utf-8")
        # small batches in two workers (turns that supersede each other across batches), then the whole file in
        # one process's batches of 1,000 (within one batch: a regimen stopped and restarted, a correction)
        for workers, batch_turns, read_decisions in ((2, 7, True), (1, 1000, False)):
            for uid in by_user:
                run_write(service.driver, "user_erase", database=service.database, user_id=uid)
                assert dump(service, uid)[0] == []
            _import_and_compare(service, by_retain, path, workers, batch_turns, read_decisions)
    finally:
        run_write(service.driver, "user_erase", database=service.database, user_id=other)


def _import_and_compare(service: MemoryService, by_retain: dict[str, tuple[list[str], dict[str, list[float]]]],
                        path: Path, workers: int, batch_turns: int, read_decisions: bool) -> None:
    stats = ImportStats()
    import_sharded(service, read_jsonl(path, stats), workers=workers, batch_turns=batch_turns, stats=stats,
                   read_decisions=read_decisions)
    # every turn went in a batch but those that correct an earlier turn's record (written as retain writes them)
    fixed = {line.split("|record_id=")[1].split("|")[0] for lines, _ in by_retain.values() for line in lines
             if line.startswith("node ") and '"rule_id": "earlier_turn.' in line}
    assert stats.invalid == 1 and stats.duplicates == 2 and stats.batches > 1
    # without READ decisions (no kept question), each user new to the store: the results' turns read the user's
    # earlier turns from the import's own, in each of the two users' shares
    assert stats.threads_known == 0 if read_decisions else stats.threads_known >= 2 * len(by_retain)
    assert len(fixed) <= stats.alone <= len(_correcting_turns(by_retain))
    assert stats.supersessions == sum(line.count("-[SUPERSEDES") for lines, _ in by_retain.values()
                                      for line in lines)

    # before the embedding job: every fact is stored, without its vector, and full-text searchable
    for uid in by_retain:
        lines, vectors = dump(service, uid)
        assert vectors == {} and f"node Job|job_id=embed:{uid}|user_id={uid}" in " ".join(lines)
        facts = [json.loads(line.split(" ", 2)[2]) for line in lines if line.startswith("node Fact|")]
        assert len(facts) == len(by_retain[uid][1])
        # the word as recall asks it (a prefix too): "metformin" is one index token only alone, "metformin을" is
        # another, and which fact comes first follows the fact ids, so a bare-word query failed at random
        fact, word = next((f, w) for f in facts for w in re.findall(r"[A-Za-z]{5,}", f["text"]) if lucene_terms(w))
        hits = run_read(service.driver, "recall_facts_fulltext", database=service.database, user_id=uid,
                        lucenes=lucene_queries(word, uid), candidates=100, k=100)
        assert fact["fact_id"] in {h["fact_id"] for h in hits}
    embedded = run_embed_workers(service.driver, service.settings, service.embedder, 2, drain=True).summary()
    assert embedded["facts"] == sum(len(v) for _, v in by_retain.values())
    assert embedded["by_status"].get("done", 0) >= len(by_retain)

    for uid, (retained, retain_vectors) in by_retain.items():
        imported, import_vectors = dump(service, uid)
        if not read_decisions:
            turns = [json.loads(line.split(" ", 2)[2]) for line in imported if line.startswith("node Turn|")]
            assert turns and all(t["read_not_decided"] == "imported_history" and "read" not in t
                                 and "route" not in t for t in turns)
            assert all({"read", "route"} <= json.loads(line.split(" ", 2)[2]).keys() for line in retained
                       if line.startswith("node Turn|"))  # retain took every turn's READ decision
            retained, imported = _without_read(retained), _without_read(imported)
        missing = sorted(set(retained) - set(imported))
        extra = sorted(set(imported) - set(retained))
        assert (missing, extra) == ([], [])
        assert imported == retained
        assert retain_vectors.keys() == import_vectors.keys() and retain_vectors
        assert min(_cos(retain_vectors[k], import_vectors[k]) for k in retain_vectors) >= 0.9999


def _without_read(lines: list[str]) -> list[str]:
    """The dump with the turns' READ fields left out (sorted again), and without the questions kept as `Ask` nodes:
    a question is kept only once its READ decision is taken, which an import of history does not take."""
    out = []
    for line in lines:
        if line.startswith("node Ask|") or "-> Ask|" in line or line.startswith("rel Ask|"):
            continue
        if line.startswith("node Turn|"):
            kind, key, props = line.split(" ", 2)
            kept = {k: v for k, v in json.loads(props).items() if k not in READ_FIELDS}
            line = f"{kind} {key} {json.dumps(kept, sort_keys=True, ensure_ascii=False)}"
        out.append(line)
    return sorted(out)


def _correcting_turns(by_retain: dict[str, tuple[list[str], dict[str, list[float]]]]) -> set[tuple[str, str]]:
    """The turns retain linked to a record of an earlier turn as its correction: the ones the import writes alone."""
    out = set()
    for uid, (lines, _) in by_retain.items():
        for line in lines:
            if line.startswith("rel ") and "-[SUPERSEDES" in line and '"reason": "correction"' in line:
                newer, older = line.split("|turn_id=")[1], line.split("]-> ")[1].split("|turn_id=")[1]
                if newer.split("|")[0].split(" ")[0] != older.split("|")[0]:
                    out.add((uid, newer.split("|")[0].split(" ")[0]))
    return out
