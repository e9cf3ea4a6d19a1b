"""Where a recall's client CPU goes: cProfile over the same recalls `scripts/recall_ab.py` sends (the `ab`
population's questions and the dev suite's kept users), in one process, after one warm-up round.

    PYTHONPATH=$PWD python scripts/recall_profile.py --depths 1 --top 25

The profiler's clock is the calling thread's CPU time (`time.thread_time`), not the wall: on a shared machine
waiting for a core would otherwise be charged to whichever function was running (cProfile's own cost per call
still inflates small, call-heavy functions). Prints the CPU time per recall (every thread), the wall time, and
the functions with the most own time (`tottime`) and the most cumulative time. cProfile sees the calling
thread only: the statements sent on the recall pool (HU2's read; the associative statement off the
records-first route) are not in its figures, but are in the CPU time per recall.
"""

from __future__ import annotations

import argparse
import cProfile
import datetime as dt
import io
import logging
import pstats
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from recall_ab import PREFIX, _requests


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--depths", default="1")
    ap.add_argument("--top", type=int, default=25)
    ap.add_argument("--no-dev", action="store_true")
    ap.add_argument("--suites", default="", help="more replayed suites, comma-separated")
    ap.add_argument("--bench-askers", type=int, default=0, help="`pia bench recall`'s questions")
    ap.add_argument("--no-population", action="store_true", help="leave out the `ab` population's questions")
    args = ap.parse_args(argv)
    logging.basicConfig(level=logging.WARNING)

    from pia_graph.config import get_settings
    from pia_graph.db.driver import driver_session
    from pia_graph.memory import MemoryService
    from pia_graph.memory.recall_models import QueryIn

    reqs = _requests([int(d) for d in args.depths.split(",")], not args.no_dev,
                     [Path(x) for x in args.suites.split(",") if x], args.bench_askers)
    if args.no_population:
        reqs = [r for r in reqs if not str(r["user_id"]).startswith(PREFIX + "-")]
    settings = get_settings()
    with driver_session(settings) as driver:
        service = MemoryService.create(driver, settings)

        def ask(req: dict[str, object]) -> None:
            q = QueryIn(text=str(req["text"]), said_at=dt.datetime.fromisoformat(str(req["said_at"])),
                        depth=req["depth"], lang=req.get("lang"))  # type: ignore[arg-type]
            service.recall(str(req["user_id"]), q)

        for req in reqs:  # warm-up
            ask(req)
        profiler = cProfile.Profile(time.thread_time)  # CPU, not wall: the machine's load does not inflate it
        cpu, began = time.process_time(), time.perf_counter()
        profiler.enable()
        for req in reqs:
            ask(req)
        profiler.disable()
        cpu_ms, wall_ms = (time.process_time() - cpu) * 1000, (time.perf_counter() - began) * 1000
    stream = io.StringIO()
    stats = pstats.Stats(profiler, stream=stream)
    print(f"{len(reqs)} recalls: CPU {cpu_ms / len(reqs):.1f} ms and wall {wall_ms / len(reqs):.1f} ms per recall "
          f"(under the profiler; load {Path('/proc/loadavg').read_text().split()[:3]})")
    stats.sort_stats("tottime").print_stats(args.top)
    stats.sort_stats("cumulative").print_stats(args.top)
    print(stream.getvalue())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
