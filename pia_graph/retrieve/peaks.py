"""The highest or the lowest of a series asked (pure): "when was my crp highest", "lowest vitamin d i've had",
헤모글로빈 제일 낮았을때, 자전거 제일 길게 탄게 언제. The cue table asks it (`field:highest`, `field:lowest` in
`ontology/read/query_cues.tsv`); among the records of one coordinate (and one unit) that hold a number, the one with
the extreme value gains `PEAK_ASKED` in the fused ranking, as the newest does when the latest is asked. A coordinate
with one record only, or with every value equal, has no extreme to point to."""

from __future__ import annotations

from typing import Any

from pia_graph.memory.recall_models import QueryUnderstanding

# The record holding the extreme value asked gains this much over the other records of its coordinate: above the
# newest's edge (LATEST_ASKED) and a type's strength steps, below a named term's lead over a related one.
PEAK_ASKED = 0.1


def asked_extreme(u: QueryUnderstanding) -> str | None:
    """"highest" or "lowest" when the question asks one of them (not both: "highest and lowest" asks the range)."""
    asked = {d.value for d in u.fields} & {"highest", "lowest"}
    return asked.pop() if len(asked) == 1 else None


def number_of(rec: dict[str, Any]) -> float | None:
    """The record's number: its value, else its duration (a night's sleep, a workout's minutes); None without."""
    for key in ("value", "duration_min"):
        value = rec.get(key)
        if isinstance(value, bool):
            continue
        if isinstance(value, (int, float)):
            return float(value)
        if isinstance(value, str):
            try:
                return float(value.strip())
            except ValueError:
                continue
    return None


def extreme_ids(records: list[dict[str, Any]], which: str | None) -> set[str]:
    """The ids of the records holding the extreme value (`which`: "highest" or "lowest") of their coordinate and
    unit; a denied record or one about someone else holds no value of the asker's."""
    if which not in ("highest", "lowest"):
        return set()
    series: dict[tuple[str, str], list[tuple[float, str]]] = {}
    for rec in records:
        number = number_of(rec)
        if number is None or rec.get("negated") or rec.get("relation"):
            continue
        key = (str(rec.get("coordinate")), str(rec.get("unit") or ""))
        series.setdefault(key, []).append((number, str(rec["record_id"])))
    out: set[str] = set()
    for values in series.values():
        numbers = {n for n, _ in values}
        if len(numbers) < 2:
            continue
        best = max(numbers) if which == "highest" else min(numbers)
        out |= {rid for n, rid in values if n == best}
    return out


def peak_bonus(record_id: str, ids: set[str]) -> float:
    """What a record gains in the fused ranking when it holds the extreme asked."""
    return PEAK_ASKED if record_id in ids else 0.0
