"""Pure helpers over stored record and fact properties: native values, the day a record is about, whether it
falls in a window, whether a regimen is active, and the one line a person (or the agent) reads."""

from __future__ import annotations

import datetime as dt
from typing import Any

from pia_graph.db.values import native
from pia_graph.memory.recall_models import Provenance, RecallItem, TimeWindow
from pia_graph.ontology import Dictionary


def props(row: dict[str, Any]) -> dict[str, Any]:
    return {k: native(v) for k, v in row.items() if k != "embedding"}


# The temporal properties the recall statements return as ISO-8601 text (`toString` in the .cypher file).
TIMED = ("date", "start", "end", "expected_end", "sort_time", "recorded_at", "said_at", "ingested_at")


def from_iso(value: Any) -> Any:
    """Neo4j's `toString` of a date ("2026-04-05") or date-time ("2026-04-05T10:00-05:00", a named zone in
    brackets after the offset) as the standard library's value, equal to what the driver would have built;
    anything else as it is."""
    if not isinstance(value, str):
        return value
    if len(value) == 10:
        return dt.date.fromisoformat(value)
    zone = value.find("[")
    return dt.datetime.fromisoformat(value if zone < 0 else value[:zone])


def timed(row: dict[str, Any]) -> dict[str, Any]:
    """A projected record or fact with its temporal properties (`TIMED`, sent as text) parsed (pure). The recall
    statements return text because the driver builds each date-time in Python (about a quarter of a recall's
    client CPU); `datetime.fromisoformat` does it in C."""
    out = dict(row)
    for key in TIMED:
        value = out.get(key)
        if value is not None:
            out[key] = from_iso(value)
    return out


def as_date(value: Any) -> dt.date | None:
    if isinstance(value, dt.datetime):
        return value.date()
    if isinstance(value, dt.date):
        return value
    if isinstance(value, str) and len(value) >= 10:
        try:
            return dt.date.fromisoformat(value[:10])
        except ValueError:
            return None
    return None


def record_day(rec: dict[str, Any]) -> dt.date | None:
    """The day a record is about: its date, else its start's day (FORMAT.md's retrieval `date`)."""
    return as_date(rec.get("date")) or as_date(rec.get("start"))


def record_span(rec: dict[str, Any]) -> tuple[dt.date, dt.date] | None:
    """The days a record covers at the granularity said (a month record covers its month)."""
    day = record_day(rec)
    if day is not None:
        end = as_date(rec.get("end")) or day
        return day, max(day, end)
    month = rec.get("month")
    if isinstance(month, str) and len(month) == 7:
        y, m = int(month[:4]), int(month[5:])
        nxt = dt.date(y + (m == 12), m % 12 + 1, 1)
        return dt.date(y, m, 1), nxt - dt.timedelta(days=1)
    year = rec.get("year")
    if isinstance(year, int):
        return dt.date(year, 1, 1), dt.date(year, 12, 31)
    sort_time = native(rec.get("sort_time"))
    day = as_date(sort_time)
    return (day, day) if day else None


def in_window(rec: dict[str, Any], window: TimeWindow | None) -> bool:
    if window is None:
        return True
    span = record_span(rec)
    if span is None:
        return False
    lo = window.start or dt.date.min
    hi = window.end or dt.date.max
    return span[0] <= hi and span[1] >= lo


def regimen_status_asked(rec: dict[str, Any], statuses: set[str], on: dt.date) -> bool:
    """Whether a regimen has a status the question asks for: "stopped" is any regimen not active on `on` (stopped,
    ended, run out); "active" the active ones; "missed" a dose kept as missed, "taken" one kept as taken (an intake,
    not a regimen). Not a regimen, or denied: no."""
    if rec.get("type") == "medication_intake" and rec.get("status") in ("missed", "taken"):
        return rec.get("status") in statuses  # "when did I take the naproxen": the doses taken, not the missed one
    if rec.get("type") != "medication_regimen" or rec.get("negated"):
        return False
    active = is_active_regimen(rec, on)
    return ("active" in statuses and active) or ("stopped" in statuses and not active)


def is_active_regimen(rec: dict[str, Any], on: dt.date) -> bool:
    """Not stopped, not ended, supply not run out, started by `on` (the same rule as user_active_regimens)."""
    if rec.get("type") != "medication_regimen" or rec.get("negated") or rec.get("superseded_by"):
        return False
    if (rec.get("status") or "active") != "active":
        return False
    start, end, supply_end = as_date(rec.get("start")), as_date(rec.get("end")), as_date(rec.get("expected_end"))
    if start is not None and start > on:
        return False
    if end is not None and end < on:
        return False
    return supply_end is None or supply_end >= on


def is_current_condition(rec: dict[str, Any]) -> bool:
    """A condition still held: not resolved, not negated, not superseded ("my current conditions" asks these)."""
    return rec.get("type") == "condition" and not rec.get("negated") and not rec.get("superseded_by") \
        and (rec.get("status") or "active") == "active"


def term_name(dictionary: Dictionary, key: str) -> str:
    term = dictionary.terms.get(key)
    return term.name if term else key.split(":", 1)[-1].replace("_", " ")


def _number(value: Any) -> str:
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def value_text(value: Any, unit: str | None) -> str | None:
    """A value with its unit as a record's line says it ("152 mmHg"); None for no value."""
    if value is None or value == "":
        return None
    return _number(value) + (f" {unit}" if unit else "")


def record_text(rec: dict[str, Any], dictionary: Dictionary) -> str:
    """One readable line: 'LDL cholesterol 96 mg/dL on 2026-02-20 (normal)'."""
    parts = [term_name(dictionary, str(rec.get("coordinate") or rec.get("type") or "record"))]
    if rec.get("relation"):
        parts.insert(0, f"{rec['relation']}:")
    if rec.get("negated"):
        parts.insert(0, "no")
    value = rec.get("value")
    if value is not None and value != "":
        parts.append(_number(value) + (f" {rec['unit']}" if rec.get("unit") else ""))
    elif rec.get("duration_min") is not None:
        parts.append(f"{_number(rec['duration_min'])} min")
    if rec.get("frequency"):
        parts.append(str(rec["frequency"]))
    if rec.get("type") == "medication_regimen":
        start = as_date(rec.get("start"))
        if start:
            parts.append(f"since {start.isoformat()}")
        end = as_date(rec.get("end"))
        if end:
            parts.append(f"until {end.isoformat()}")
        supply = as_date(rec.get("expected_end"))
        if supply:
            parts.append(f"supply to {supply.isoformat()}")
    else:
        span = record_span(rec)
        if rec.get("date") or rec.get("start"):
            day = record_day(rec)
            parts.append(f"on {day.isoformat()}" if day else "")
        elif rec.get("month"):
            parts.append(f"in {rec['month']}")
        elif rec.get("year"):
            parts.append(f"in {rec['year']}")
        elif span:
            parts.append(f"said {span[0].isoformat()}")
    # a denied record ("no chest pain", a screening passed) has no course of its own: its status is not shown
    shown = ("band", "reaction") if rec.get("negated") else ("band", "status", "reaction")
    extras = [str(rec[k]) for k in shown if rec.get(k)]
    if extras:
        parts.append("(" + ", ".join(extras) + ")")
    return " ".join(p for p in parts if p)


def record_item(rec: dict[str, Any], dictionary: Dictionary, *, score: float, sources: list[Any],
                why: list[str], text: str | None = None) -> RecallItem:
    """The recall item of a stored record; ``text``: its line when already made (``record_text``)."""
    day = record_day(rec)
    value = rec.get("value")
    return RecallItem(
        kind="record", id=str(rec["record_id"]), coordinate=rec.get("coordinate"), type=rec.get("type"),
        date=day.isoformat() if day else None, month=rec.get("month"),
        text=record_text(rec, dictionary) if text is None else text,
        value=value if isinstance(value, (int, float, str)) else None, unit=rec.get("unit"), band=rec.get("band"),
        status=rec.get("status"), score=round(score, 4), sources=sources, why=why,
        superseded_by=rec.get("superseded_by"),
        reading_source=rec.get("source"), reading_source_said=rec.get("source_said"),
        provenance=Provenance(
            turn_id=str(rec.get("turn_id") or ""), said_at=rec.get("recorded_at"), span=rec.get("span") or None,
            time_expression=rec.get("time_expression"), rule_id=rec.get("time_rule"),
            extractor=rec.get("extractor"), confidence=rec.get("confidence"),
        ),
    )


def fact_item(fact: dict[str, Any], *, score: float, sources: list[Any], why: list[str]) -> RecallItem:
    day = as_date(fact.get("date"))
    return RecallItem(
        kind="fact", id=str(fact["fact_id"]), date=day.isoformat() if day else None, month=fact.get("month"),
        text=str(fact.get("text") or ""), score=round(score, 4), sources=sources, why=why,
        provenance=Provenance(turn_id=str(fact.get("turn_id") or ""), said_at=fact.get("said_at"),
                              span=fact.get("span") or None),
    )


class ItemDraft:
    """A ranked record or sentence before its model is made: what the ranking reads and changes of an item (the
    id, kind, coordinate, type and line it orders by; its score, reasons and the records it supersedes). The
    `RecallItem` is made (`build`, by `record_item` or `fact_item` as before) only for the k items the ranking
    keeps: a dense user's question ranks hundreds of records, and making a validated model of each was a fifth of
    the fused ranking's CPU (session 55). A record's line (`record_text`) is made when first read: the ranking
    reads it only to order items equal in everything before it (`fuse_order.rank_sorted`), and the kept ones'
    models carry it (session 57: making it for every ranked record was a tenth of a dense recall's client CPU)."""

    __slots__ = ("_dictionary", "_source", "_text", "coordinate", "id", "kind", "score", "sources", "supersedes",
                 "type", "why")

    def __init__(self, kind: str, source: dict[str, Any], dictionary: Dictionary | None, *, score: float,
                 sources: list[Any], why: list[str]) -> None:
        self.kind = kind
        self._source, self._dictionary = source, dictionary
        self._text: str | None = None
        if dictionary is not None:  # a record: what record_item would make of it (its line when first read)
            self.id, self.coordinate, self.type = str(source["record_id"]), source.get("coordinate"), source.get("type")
        else:  # a sentence: what fact_item would
            self.id, self.coordinate, self.type = str(source["fact_id"]), None, None
            self._text = str(source.get("text") or "")
        self.score = round(score, 4)  # as the model keeps it (rounding again when built changes nothing)
        self.sources, self.why = list(sources), list(why)  # the model's own copies, as its validation makes
        self.supersedes: list[str] = []

    @property
    def text(self) -> str:
        """The item's line: a sentence's text, or the record's `record_text` (made once, when first read; nothing
        the line is made of changes after the draft is made)."""
        if self._text is None:
            assert self._dictionary is not None
            self._text = record_text(self._source, self._dictionary)
        return self._text

    def build(self) -> RecallItem:
        if self._dictionary is None:
            return fact_item(self._source, score=self.score, sources=self.sources, why=self.why)
        # the line made for the ranking is the record's (nothing changes ``text`` after it is made)
        item = record_item(self._source, self._dictionary, score=self.score, sources=self.sources, why=self.why,
                           text=self.text)
        item.supersedes = self.supersedes
        return item


def record_draft(rec: dict[str, Any], dictionary: Dictionary, *, score: float, sources: list[Any],
                 why: list[str]) -> ItemDraft:
    return ItemDraft("record", rec, dictionary, score=score, sources=sources, why=why)


def fact_draft(fact: dict[str, Any], *, score: float, sources: list[Any], why: list[str]) -> ItemDraft:
    return ItemDraft("fact", fact, None, score=score, sources=sources, why=why)
