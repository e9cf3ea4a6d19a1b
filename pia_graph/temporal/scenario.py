"""FORMAT.md ``temporal`` scenarios: predict one, and compare a prediction with its expectation."""

from __future__ import annotations

import datetime as dt
from typing import Any

from pia_graph.temporal.resolve import primary, resolve_in_text, resolve_within
from pia_graph.temporal.types import Resolution


def predict(scenario: dict[str, Any]) -> dict[str, Any]:
    """Find the expression in ``text``, resolve it against ``said_at``: {"expression", "resolution", ...}."""
    said_at = dt.datetime.fromisoformat(str(scenario["said_at"]))
    text = str(scenario.get("text") or scenario.get("query") or "")
    lang = str(scenario.get("lang") or "en")
    expression = _expression(scenario)
    if expression:  # the expression named, inside its sentence (one pass over the sentence)
        best: Resolution | None = resolve_within(text, expression, said_at, lang)
    else:
        best = primary(resolve_in_text(text, said_at, lang))
    if best is None:  # pragma: no cover - resolve_in_text always returns at least the implicit date
        return {"expression": "", "resolution": {}, "rule_id": "unresolved.no_rule", "kind": "unresolved"}
    return {
        "expression": best.expression,
        "resolution": best.to_expect(),
        "rule_id": best.rule_id,
        "kind": best.kind,
        "assumed": best.assumed,
    }


def _expression(scenario: dict[str, Any]) -> str:
    """The expression the scenario names: FORMAT.md gives it beside the resolution, as the verbatim part of
    ``text`` whose resolution is asked for (a sentence may hold two: "in 2016 … this morning")."""
    named = scenario.get("expression") or (scenario.get("expect") or {}).get("expression")
    return str(named or "")


def _same_value(key: str, a: Any, b: Any) -> bool:
    if key == "duration_min":
        try:
            return abs(float(a) - float(b)) < 1e-9
        except (TypeError, ValueError):
            return False
    if isinstance(a, str) and isinstance(b, str):
        if "T" in a or "T" in b:
            try:
                x, y = dt.datetime.fromisoformat(a), dt.datetime.fromisoformat(b)
            except ValueError:
                return a == b
            if (x.tzinfo is None) != (y.tzinfo is None):
                return False
            return x == y
        return a == b
    return bool(a == b)


def matches(expected: dict[str, Any], predicted_resolution: dict[str, Any]) -> bool:
    """Exact match of two resolutions: same keys; dates equal; datetimes equal as instants."""
    exp = {k: v for k, v in expected.items() if v is not None}
    got = {k: v for k, v in predicted_resolution.items() if v is not None}
    if set(exp) != set(got):
        return False
    return all(_same_value(k, exp[k], got[k]) for k in exp)
