"""Stored records rendered in the FORMAT.md RECORD shape (canonical unit, ISO dates)."""

from __future__ import annotations

import datetime as dt
from typing import Any

_FIELDS = ("value", "unit", "date", "month", "year", "start", "end", "expected_end", "duration_min", "status",
           "negated", "relation")


def iso(value: Any) -> Any:
    """Dates and datetimes as ISO strings, whether they come from pydantic or back from Neo4j."""
    native = value.to_native() if hasattr(value, "to_native") else value
    if isinstance(native, dt.datetime | dt.date):
        return native.isoformat()
    return native


def record_for_prediction(props: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {"type": props["type"], "coordinate": props["coordinate"]}
    for name in _FIELDS:
        if props.get(name) is not None:
            out[name] = iso(props[name])
    if "year" in out:
        out["year"] = str(out["year"])
    return out
