#!/usr/bin/env python
"""Retain a sample turn by turn for one user and print the user's graph, canonical: to compare two trees' writes.

Usage: PYTHONPATH=TREE scripts/write_graph_dump.py USER_ID [--import [--batch N] [--read-decisions
       [--no-read-embedding]]] > TREE.dump

With `--import` the same turns go through `pia import`'s path instead (`import_rows`, batches of N turns, the
facts embedded in the import as `--embed-inline` does), so that `diff` of the two dumps shows whether the import
leaves the graph turn-by-turn retain leaves (with `--read-decisions`: the whole graph; without, as `pia import`'s
default, every line but the turns' READ fields: `read` and `route` are left out and `read_not_decided` says why).

The sample: the demo conversation (133 turns: regimens, checkups, facts, missed doses, questions) and turns that
exercise the rest (a same-day correction, a reading out of order, Korean, a turn not retained, a regimen change, a
resend). One line per node and per relationship (`user_graph_dump`), sorted, without the write timestamps, with
each fact's embedding as its exact float values; then the user is erased. Run it with each tree on the same server
(one after the other, the same user id) and `diff` the outputs. A check, not a test.
"""

from __future__ import annotations

import datetime as dt
import json
import sys
from typing import Any

import pytz  # type: ignore[import-untyped]
from neo4j.time import Date, DateTime

from pia_graph.config import get_settings
from pia_graph.db.driver import driver_session
from pia_graph.db.queries import run_read, run_write
from pia_graph.demo.synthetic_user import PROFILE, conversation
from pia_graph.memory import MemoryService, TurnIn
from pia_graph.memory.bulk_import import ImportRow, import_rows

KST = dt.timezone(dt.timedelta(hours=9))
WRITE_TIMES = {"ingested_at", "created_at", "updated_at", "pending_since", "not_before", "at"}
ID_KEYS = ("record_id", "fact_id", "job_id", "turn_id", "coordinate", "key", "norm", "user_id")
EXTRA = [
    ("fasting glucose 131 this morning", dt.datetime(2026, 5, 20, 8, tzinfo=KST)),
    ("sorry, typo: fasting glucose was 113 this morning, not 131", dt.datetime(2026, 5, 20, 9, tzinfo=KST)),
    ("BP 150/95 on Monday March 2", dt.datetime(2026, 5, 21, 8, tzinfo=KST)),
    ("아침 혈압 132/85, 공복혈당 104", dt.datetime(2026, 5, 22, 7, tzinfo=KST)),
    ("어제 두통이 있어서 타이레놀 먹었어", dt.datetime(2026, 5, 22, 21, tzinfo=KST)),
    ("what a lovely day", dt.datetime(2026, 5, 23, 9, tzinfo=KST)),
    ("I now take metformin 1000 mg twice a day", dt.datetime(2026, 5, 24, 9, tzinfo=KST)),
    ("Weight 84.2 kg this morning", dt.datetime(2026, 5, 25, 7, tzinfo=KST)),
    ("Weight 84.2 kg this morning", dt.datetime(2026, 5, 25, 7, tzinfo=KST)),  # a resend
    # a named zone and UTC: the date-times keep their zone (a zone id, an offset) whatever the client sends
    # (pytz's zone: a `zoneinfo.ZoneInfo` date-time crashed the process in the driver's packing, session 38)
    ("BP 128/82 this morning", pytz.timezone("Asia/Seoul").localize(dt.datetime(2026, 5, 26, 7, 5, 30, 250000))),
    ("fasting glucose 99 today", dt.datetime(2026, 5, 27, 0, 10, tzinfo=dt.UTC)),
]


def _plain(value: Any) -> Any:
    # a temporal value with its Neo4j type: the class, and the time zone (a named zone, a fixed offset or none)
    if isinstance(value, DateTime):
        return f"DateTime {value.iso_format()} tz={value.tzinfo!r}"
    if isinstance(value, Date):
        return f"Date {value.iso_format()}"
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


def _key(labels: list[str], props: dict[str, Any]) -> str:
    return ":".join(sorted(labels)) + "|" + "|".join(f"{k}={props[k]}" for k in ID_KEYS if k in props)


def _props(props: dict[str, Any]) -> str:
    kept = {k: _plain(v) for k, v in sorted(props.items()) if k not in WRITE_TIMES}
    if "embedding" in kept:
        kept["embedding"] = [float(x).hex() for x in kept["embedding"]]  # every bit
    return json.dumps(kept, sort_keys=True, ensure_ascii=False)


def main() -> None:
    user_id = sys.argv[1]
    settings = get_settings()
    with driver_session(settings) as driver:
        service = MemoryService.create(driver, settings, embeddings=True)
        service.set_profile(user_id, PROFILE)
        turns = [(t.text, t.said_at) for t in conversation()] + EXTRA
        if "--import" in sys.argv:
            service.read_embeddings = "--no-read-embedding" not in sys.argv
            batch = int(sys.argv[sys.argv.index("--batch") + 1]) if "--batch" in sys.argv else 500
            stats = import_rows(service, [ImportRow(n, user_id, TurnIn(text=text, said_at=said_at))
                                          for n, (text, said_at) in enumerate(turns, start=1)],
                                batch_turns=batch, embed_later=False,
                                **({"read_decisions": True} if "--read-decisions" in sys.argv else {}))
            print(f"imported: {stats.written} written, {stats.duplicates} duplicates, {stats.batches} batches",
                  file=sys.stderr)
        else:
            for text, said_at in turns:
                service.retain(user_id, TurnIn(text=text, said_at=said_at))
        lines = []
        for row in run_read(driver, "user_graph_dump", database=settings.neo4j_database, user_id=user_id):
            key = _key(row["labels"], row["props"])
            lines.append(f"node {key} {_props(row['props'])}")
            for rel in row["out"]:
                target = _key(rel["labels"], rel["target"])
                lines.append(f"rel {key} -[{rel['type']} {_props(rel['props'])}]-> {target}")
        run_write(driver, "user_erase", database=settings.neo4j_database, user_id=user_id)
    print("\n".join(sorted(lines)))


if __name__ == "__main__":
    main()
