"""Values the driver returns, as the standard library's: one conversion for every reader of the store."""

from __future__ import annotations

from typing import Any


def native(value: Any) -> Any:
    """neo4j.time values (DateTime, Date, Time) to the standard library's; everything else as it is."""
    to_native = getattr(value, "to_native", None)
    return to_native() if callable(to_native) else value
