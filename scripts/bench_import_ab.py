#!/usr/bin/env python
"""`pia import` of one file by two source trees, alternately, on the same server: records/s side by side.

Usage: scripts/bench_import_ab.py FILE.jsonl BEFORE_TREE AFTER_TREE [ROUNDS]

Each round imports FILE with BEFORE_TREE's code, erases its users, imports it with AFTER_TREE's code and erases
them again (PIA_HOME and the Neo4j ports come from the environment, as for `pia import`). A tree may carry
`pia import` options after `::` (`/work/wt/x::--workers 1`). Where the tree has `pia embed`, its deferred embedding
jobs are drained right after the import (`pia embed worker --drain`), timed apart. Prints one JSON line per
import: the tree, wall seconds, records/s, the importer's split, the client's (worker processes included) and
Neo4j's CPU seconds, the embedding jobs' facts/s and CPU, the time until every fact has its vector, and the
1-minute load average before and after. A benchmark, not a test.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

from pia_graph.config import get_settings
from pia_graph.db.driver import driver_session
from pia_graph.demo.population import erase_users


def _neo4j_cpu_s() -> float | None:
    pid_file = get_settings().home / "neo4j" / "neo4j.pid"
    try:
        pid = int(pid_file.read_text().split()[0])
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        ticks = os.sysconf("SC_CLK_TCK")
        # the launcher's children (the JVM) are counted once they are reaped; the JVM is the launcher's thread here
        return (int(fields[11]) + int(fields[12]) + int(fields[13]) + int(fields[14])) / ticks
    except (OSError, ValueError, IndexError):
        return None


def _pia(tree: str, args: list[str]) -> tuple[dict[str, object], float, float | None, float]:
    """Runs `pia ARGS --json` with TREE's code: its JSON, wall seconds, Neo4j's and the client's CPU seconds."""
    env = {**os.environ, "PYTHONPATH": tree}
    cpu0, times0 = _neo4j_cpu_s(), os.times()
    began = time.perf_counter()
    # `python -m` puts the working directory first on sys.path: run in the tree, or the caller's tree is imported
    out = subprocess.run([sys.executable, "-m", "pia_graph.cli.main", *args, "--json"],
                         env=env, cwd=tree, capture_output=True, text=True, check=True)
    wall = time.perf_counter() - began
    cpu1, times1 = _neo4j_cpu_s(), os.times()
    client = times1.children_user + times1.children_system - times0.children_user - times0.children_system
    return (json.loads(out.stdout[out.stdout.index("{"):]), wall,
            None if cpu0 is None or cpu1 is None else round(cpu1 - cpu0, 2), round(client, 2))


def _import(spec: str, path: Path) -> dict[str, object]:
    tree, _, extra = spec.partition("::")
    load = os.getloadavg()[0]
    figures, wall, neo4j, client = _pia(tree, ["import", str(path.resolve()), *extra.split()])
    row: dict[str, object] = {"tree": spec, "process_wall_s": round(wall, 2), "neo4j_cpu_s": neo4j,
                              "client_cpu_s": client, "load_before": load, **figures}
    if (Path(tree) / "pia_graph" / "cli" / "embed_cmd.py").is_file() and "--embed-inline" not in extra:
        embedded, embed_wall, embed_neo4j, embed_client = _pia(tree, ["embed", "worker", "--drain"])
        row["embed_job"] = {**embedded, "process_wall_s": round(embed_wall, 2), "neo4j_cpu_s": embed_neo4j,
                            "client_cpu_s": embed_client}
        row["all_facts_searchable_s"] = round(wall + embed_wall, 2)
    row["load_after"] = os.getloadavg()[0]
    return row


def main() -> None:
    path, trees = Path(sys.argv[1]), [a for a in sys.argv[2:] if not a.isdigit()]
    rounds = int(sys.argv[-1]) if sys.argv[-1].isdigit() else 1
    users = sorted({json.loads(line)["user_id"] for line in path.open(encoding="utf-8") if line.strip()})
    settings = get_settings()
    with driver_session(settings) as driver:
        erase_users(driver, settings.neo4j_database, users)
        for _ in range(rounds):
            for tree in trees:
                row = _import(tree, path)
                row.pop("errors", None)
                print(json.dumps(row), flush=True)
                erase_users(driver, settings.neo4j_database, users)


if __name__ == "__main__":
    main()
