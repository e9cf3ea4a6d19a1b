#!/usr/bin/env python
"""`pia import` of one file by two source trees, alternately, on the same server: records/s side by side.

Usage: scripts/bench_import_ab.py FILE.jsonl BEFORE_TREE AFTER_TREE [ROUNDS]

Each round imports FILE with BEFORE_TREE's code, erases its users, imports it with AFTER_TREE's code and erases
them again (PIA_HOME and the Neo4j ports come from the environment, as for `pia import`). Prints one JSON line
per import: the tree, wall seconds, records/s, the importer's split, the client's and Neo4j's CPU seconds, and
the 1-minute load average before and after. A benchmark, not a test.
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


def _import(tree: str, path: Path) -> dict[str, object]:
    env = {**os.environ, "PYTHONPATH": tree}
    load = os.getloadavg()[0]
    cpu0 = _neo4j_cpu_s()
    began = time.perf_counter()
    # `python -m` puts the working directory first on sys.path: run in the tree, or the caller's tree is imported
    out = subprocess.run([sys.executable, "-m", "pia_graph.cli.main", "import", str(path.resolve()), "--json"],
                         env=env, cwd=tree, capture_output=True, text=True, check=True)
    wall = time.perf_counter() - began
    cpu1 = _neo4j_cpu_s()
    figures = json.loads(out.stdout[out.stdout.index("{"):])
    return {"tree": tree, "process_wall_s": round(wall, 2), "neo4j_cpu_s": None if cpu0 is None or cpu1 is None
            else round(cpu1 - cpu0, 2), "load_before": load, "load_after": os.getloadavg()[0], **figures}


def main() -> None:
    path, trees = Path(sys.argv[1]), sys.argv[2:4]
    rounds = int(sys.argv[4]) if len(sys.argv) > 4 else 1
    users = sorted({json.loads(line)["user_id"] for line in path.open(encoding="utf-8") if line.strip()})
    settings = get_settings()
    with driver_session(settings) as driver:
        erase_users(driver, settings.neo4j_database, users)
        for _ in range(rounds):
            for tree in trees:
                before = os.times()
                row = _import(tree, path)
                after = os.times()
                row["client_cpu_s"] = round(after.children_user + after.children_system
                                            - before.children_user - before.children_system, 2)
                row.pop("errors", None)
                print(json.dumps(row), flush=True)
                erase_users(driver, settings.neo4j_database, users)


if __name__ == "__main__":
    main()
