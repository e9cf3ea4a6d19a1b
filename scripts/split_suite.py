#!/usr/bin/env python
"""Split a scenario suite by the parity of the number that ends each id: a diagnosed half and a held-out half.

Usage: scripts/split_suite.py SUITE_DIR OUT_DIR

Writes OUT_DIR/odd/<file>.jsonl and OUT_DIR/even/<file>.jsonl for every `*.jsonl` of SUITE_DIR, keeping each
line as it is. The halves are what `pia eval --suite OUT_DIR/odd` and `OUT_DIR/even` score: helpers read the odd
half, the even half is scored in aggregate only (README, "Measured figures").
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

_TRAILING_NUMBER = re.compile(r"(\d+)$")


def half_of(scenario_id: str) -> str:
    """'odd' or 'even' by the number at the end of the id; an id without one is refused."""
    found = _TRAILING_NUMBER.search(scenario_id)
    if found is None:
        raise ValueError(f"scenario id {scenario_id!r} does not end in a number")
    return "odd" if int(found.group(1)) % 2 else "even"


def split(suite: Path, out: Path) -> dict[str, int]:
    counts = {"odd": 0, "even": 0}
    for source in sorted(suite.glob("*.jsonl")):
        halves: dict[str, list[str]] = {"odd": [], "even": []}
        for line in source.read_text(encoding="utf-8").splitlines():
            if line.strip():
                halves[half_of(json.loads(line)["id"])].append(line)
        for half, lines in halves.items():
            (out / half).mkdir(parents=True, exist_ok=True)
            (out / half / source.name).write_text("".join(f"{x}\n" for x in lines), encoding="utf-8")
            counts[half] += len(lines)
    return counts


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        sys.stderr.write(__doc__ or "")
        return 2
    counts = split(Path(argv[0]), Path(argv[1]))
    sys.stdout.write(json.dumps(counts) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
