"""Gathers one user's HU2 inputs from the graph: records, facts, profile, the memory version.

The snapshot and depth 3 come from the read path (`Regenerator.snapshots`); the records and facts behind them
are read here, because every sentence cites them and the guards read their words.
"""

from __future__ import annotations

import datetime as dt
from collections import Counter
from typing import Any, Literal

from neo4j import Driver

from pia_graph.db.queries import run_read
from pia_graph.db.values import native
from pia_graph.hu2.models import EvidenceFact, EvidenceRecord, Hu2Inputs, Profile
from pia_graph.ontology import Dictionary
from pia_graph.retrieve.records import as_date

MAX_RECORDS = 2000
MAX_FACTS = 400


def _day(props: dict[str, Any]) -> dt.date | None:
    for key in ("date", "start", "end"):
        day = as_date(native(props.get(key)))
        if day is not None:
            return day
    if props.get("month"):
        y, m = str(props["month"]).split("-")[:2]
        return dt.date(int(y), int(m), 1)
    if props.get("year"):
        return dt.date(int(props["year"]), 1, 1)
    return None


def evidence_record(row: dict[str, Any], dictionary: Dictionary) -> EvidenceRecord:
    p = row["record"]
    term = dictionary.terms.get(p["coordinate"])
    value = p.get("value")
    return EvidenceRecord(
        record_id=p["record_id"], type=p["type"], coordinate=p["coordinate"], name=term.name if term else "",
        value=float(value) if isinstance(value, int | float) and not isinstance(value, bool) else value,
        unit=p.get("unit"), value_as_said=p.get("value_as_said"), unit_as_said=p.get("unit_as_said"), day=_day(p),
        status=p.get("status"), negated=bool(p.get("negated")), band=p.get("band"), band_flag=p.get("band_flag"),
        relation=p.get("relation"), frequency=p.get("frequency"), span=p.get("span") or "",
        turn_text=row.get("turn_text") or "", said_at=native(row.get("said_at")),
    )


def evidence_fact(row: dict[str, Any]) -> EvidenceFact:
    return EvidenceFact(
        fact_id=row["fact_id"], text=row["text"] or "", day=_day(row), term_keys=sorted(row.get("term_keys") or []),
        turn_text=row.get("turn_text") or "", source=row.get("source"), considered=bool(row.get("considered")),
    )


def gather(driver: Driver, database: str, user_id: str, dictionary: Dictionary) -> Hu2Inputs:
    state = run_read(driver, "hu2_user_state", database=database, user_id=user_id)
    profile_rows = run_read(driver, "user_profile_get", database=database, user_id=user_id)
    records = [evidence_record(r, dictionary) for r in
               run_read(driver, "hu2_user_records", database=database, user_id=user_id, limit=MAX_RECORDS)]
    facts = [evidence_fact(r) for r in
             run_read(driver, "hu2_user_facts", database=database, user_id=user_id, limit=MAX_FACTS)]
    row = state[0] if state else {}
    last = native(row.get("last_said_at"))
    as_of = last.date() if isinstance(last, dt.datetime) else dt.date.today()
    langs = Counter(row.get("langs") or [])
    lang: Literal["en", "ko"] = "ko" if langs.get("ko", 0) > langs.get("en", 0) else "en"
    prof = profile_rows[0] if profile_rows else {}
    return Hu2Inputs(
        user_id=user_id, as_of=as_of, said_at=last if isinstance(last, dt.datetime) else None, lang=lang,
        profile=Profile(sex=prof.get("sex"), birth_date=str(prof["birth_date"]) if prof.get("birth_date") else None),
        records=records, facts=facts,
        memory_version=int(row.get("memory_version") or 0),
    )
