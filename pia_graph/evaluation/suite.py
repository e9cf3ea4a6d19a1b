"""Scenario suites: JSON Lines files in the shared FORMAT.md shape, any directory of them."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

KINDS = ("storage", "gate", "retrieval", "temporal", "depth", "understanding")


class SuiteError(ValueError):
    """A suite directory or scenario line that cannot be read."""


def load_suite(directory: Path, kinds: set[str] | None = None) -> list[dict[str, Any]]:
    if not directory.is_dir():
        raise SuiteError(f"suite directory not found: {directory}")
    scenarios: list[dict[str, Any]] = []
    files = sorted(directory.glob("*.jsonl"))
    if not files:
        raise SuiteError(f"no .jsonl files in {directory}")
    for path in files:
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            if not line.strip():
                continue
            try:
                scenario = json.loads(line)
            except json.JSONDecodeError as e:
                raise SuiteError(f"{path.name}:{n}: not JSON: {e}") from e
            if not isinstance(scenario, dict) or "id" not in scenario or "kind" not in scenario:
                raise SuiteError(f"{path.name}:{n}: a scenario needs an id and a kind")
            if kinds is None or scenario["kind"] in kinds:
                scenarios.append(scenario)
    return scenarios
