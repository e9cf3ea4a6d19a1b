"""Helpers shared by the rule tests: the moments the tests are said at, and small readers of an extraction or a
gate decision. One definition each; the rule test modules import what they use."""

from __future__ import annotations

import datetime as dt
from typing import Any

from pia_graph.ingest.clause_verdict import Verdict
from pia_graph.ingest.clauses import all_clauses
from pia_graph.ingest.hup import Extraction
from pia_graph.ingest.read_gate import ReadDecision, decide_read
from pia_graph.ingest.retain_gate import retain_decision
from pia_graph.ingest.utterance import AnalysedUtterance, analyse
from pia_graph.ontology import AliasIndex, Dictionary
from tests.unit.ingest.strict_helpers import SAID_EN, SAID_KO

SAID_KST_AM = "2026-03-11T09:00:00+09:00"  # a Wednesday morning in Seoul
SAID_KST_PM = "2026-03-11T21:00:00+09:00"  # the same Wednesday, evening
SAID_UTC_JUL9 = "2026-07-09T12:00:00+00:00"  # a Thursday, noon UTC
SAID_UTC_JUL16 = "2026-07-16T19:00:00+00:00"  # a Thursday evening UTC
SAID_EN_DT = dt.datetime.fromisoformat(SAID_EN)
TODAY_KO = SAID_KO[:10]


# --- readers of an extraction ---------------------------------------------------------------------------------


def dumped_records(run: Any, text: str, lang: str = "en",
                   said: str = SAID_UTC_JUL9) -> list[tuple[str, str, dict[str, Any]]]:
    """(type, coordinate, every field) of each record."""
    got: Extraction = run(text, said, lang)
    return [(r.type, r.coordinate, r.model_dump()) for r in got.records]


def fields_at(records: list[tuple[str, str, dict[str, Any]]], coordinate: str) -> list[dict[str, Any]]:
    """The fields of the dumped records at one coordinate."""
    return [f for _t, c, f in records if c == coordinate]


def record_dicts(run: Any, text: str, lang: str = "en", said: str = SAID_UTC_JUL16) -> list[dict[str, Any]]:
    got: Extraction = run(text, said, lang)
    return [r.model_dump() for r in got.records]


def own_at(records: list[dict[str, Any]], coordinate: str) -> list[dict[str, Any]]:
    """The records at a coordinate that are not negated."""
    return [r for r in records if r["coordinate"] == coordinate and not r.get("negated")]


def record_rows(run: Any, text: str, lang: str, said: str = SAID_KST_AM) -> list[tuple[Any, ...]]:
    """(type, coordinate, value, status, date) of each record."""
    got = run(text, said, lang)
    return [(r.type, r.coordinate, r.value, r.status, r.date) for r in got.records]


def record_rows_pm(run: Any, text: str, lang: str, said: str = SAID_KST_PM) -> list[tuple[Any, ...]]:
    return record_rows(run, text, lang, said)


def rows_of_type(records: list[tuple[Any, ...]], record_type: str) -> list[tuple[Any, ...]]:
    return [r for r in records if r[0] == record_type]


def by_coordinate(run: Any, text: str, rtype: str, lang: str = "en", said: str = SAID_KST_PM) -> dict[str, Any]:
    """The records of one type by coordinate."""
    return {r.coordinate: r for r in run(text, said, lang).records if r.type == rtype}


def by_coordinate_ko(run: Any, text: str, rtype: str, lang: str = "ko", said: str = SAID_KST_PM) -> dict[str, Any]:
    return by_coordinate(run, text, rtype, lang, said)


def symptoms_of(run: Any, text: str, lang: str, said: str = SAID_KST_PM) -> dict[str, Any]:
    return by_coordinate(run, text, "symptom", lang, said)


def regimens_of(run: Any, text: str, lang: str, said: str = SAID_KST_PM) -> dict[str, Any]:
    return by_coordinate(run, text, "medication_regimen", lang, said)


def records_of_type(run: Any, text: str, lang: str, rtype: str) -> list[Any]:
    return [r for r in run(text, SAID_KST_PM, lang).records if r.type == rtype]


def types_at(run: Any, text: str, lang: str, key: str) -> dict[str, Any]:
    """The records at one coordinate by type."""
    return {r.type: r for r in run(text, SAID_KST_PM, lang).records if r.coordinate == key}


def medication_rows(run: Any, text: str, lang: str) -> list[tuple[str, str, str | None, Any, str | None]]:
    got = run(text, SAID_KST_AM, lang)
    return sorted((r.type, r.coordinate, r.status, r.value, r.unit) for r in got.records
                  if r.type in ("medication_regimen", "medication_intake"))


def measured_values(run: Any, text: str, lang: str) -> list[tuple[str, Any, str | None]]:
    """(coordinate, value rounded to 0.1, unit) of each vital sign, lab result and goal."""
    got = run(text, SAID_KST_AM, lang)
    return sorted((r.coordinate, round(r.value, 1) if isinstance(r.value, float) else r.value, r.unit)
                  for r in got.records if r.type in ("vital_sign", "lab_result", "goal"))


# --- readers of the gates -------------------------------------------------------------------------------------


def analysed(index: AliasIndex, dictionary: Dictionary, text: str, lang: str) -> AnalysedUtterance:
    return analyse(text, lang, index=index, dictionary=dictionary)


def analysed_ko(index: AliasIndex, dictionary: Dictionary, text: str) -> AnalysedUtterance:
    return analysed(index, dictionary, text, "ko")


def retained(index: AliasIndex, dictionary: Dictionary, text: str, lang: str = "en") -> bool:
    """The RETAIN gate's decision on one utterance."""
    return retain_decision(analysed(index, dictionary, text, lang)).retain


def verdicts_of(index: AliasIndex, dictionary: Dictionary, text: str, lang: str = "en") -> list[Verdict]:
    return analysed(index, dictionary, text, lang).verdicts


def clause_texts(text: str) -> list[str]:
    return [c.text for _, parts in all_clauses(text) for c in parts]


def read_decision(index: AliasIndex, dictionary: Dictionary, text: str, lang: str) -> ReadDecision:
    """The READ gate's decision on one utterance, its reasons with it."""
    return decide_read(text, lang, utterance=analysed(index, dictionary, text, lang))


def read_route(index: AliasIndex, dictionary: Dictionary, text: str, lang: str) -> tuple[bool, str]:
    """The READ gate's (read, route) on one utterance."""
    d = read_decision(index, dictionary, text, lang)
    return d.read, d.route


def read_route_ko(index: AliasIndex, dictionary: Dictionary, text: str) -> tuple[bool, str]:
    return read_route(index, dictionary, text, "ko")


def read_ko(index: AliasIndex, dictionary: Dictionary, text: str) -> bool:
    return read_route_ko(index, dictionary, text)[0]
