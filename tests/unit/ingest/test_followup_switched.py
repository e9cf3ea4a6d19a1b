"""Rule ``earlier_turn.switched_dose`` (``ingest/followup_switched.py``): the dose of the drug the user switched to,
named only as that ("그 바꾼 약 100mg이에요", "the new one is 100 mg"), alone and through the offline twin."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.ingest.earlier_records import Prior
from pia_graph.ingest.extract.numbers import find_quantities
from pia_graph.ingest.followup_switched import by_switched_dose, switched_to
from pia_graph.ingest.turn_flow import offline_scenario
from pia_graph.ontology import AliasIndex, Dictionary

UTC = dt.UTC
SWITCHED = dt.datetime(2026, 6, 1, 9, 0, tzinfo=UTC)
LATER = dt.datetime(2026, 6, 12, 20, 0, tzinfo=UTC)


def regimen(coordinate: str, status: str, at: dt.datetime = SWITCHED, **props: Any) -> Prior:
    return Prior({"record_id": f"r_{coordinate}", "negated": False, "type": "medication_regimen",
                  "coordinate": coordinate, "status": status, "span": "x", "span_start": 0, "span_end": 1, **props}, at)


def switch() -> list[Prior]:
    return [regimen("drug:sitagliptin", "active"), regimen("drug:metformin", "stopped")]


def test_the_drug_switched_to_is_the_one_kept_beside_the_one_stopped() -> None:
    got = switched_to(switch())
    assert got is not None and got.props["coordinate"] == "drug:sitagliptin"


def test_a_turn_with_two_drugs_started_names_no_drug_switched_to() -> None:
    assert switched_to([regimen("drug:sitagliptin", "active"), regimen("drug:metformin", "active")]) is None


@pytest.mark.parametrize(("text", "lang"), [("그 바꾼 약 100mg이에요", "ko"), ("the new one is 100 mg", "en")])
def test_the_dose_said_of_the_drug_switched_to_completes_its_regimen(dictionary: Dictionary, text: str,
                                                                     lang: str) -> None:
    earlier = switch()
    got = by_switched_dose(text, lang, LATER, [], earlier, dictionary, find_quantities(text, lang))
    assert got is not None
    assert [(r.coordinate, r.value, r.unit, r.rule_id, old.record_id) for r, old in got] == [
        ("drug:sitagliptin", 100, "mg", "earlier_turn.switched_dose", "r_drug:sitagliptin")]


def test_a_bare_number_keeps_the_earlier_doses_unit(dictionary: Dictionary) -> None:
    earlier = [regimen("drug:rosuvastatin", "active", value=10, unit="mg"), regimen("drug:atorvastatin", "stopped")]
    text = "그 바꾼 약 용량 또 올렸대요 20으로"
    got = by_switched_dose(text, "ko", LATER, [], earlier, dictionary, find_quantities(text, "ko"))
    assert got is not None
    assert [(r.coordinate, r.value, r.unit) for r, _ in got] == [("drug:rosuvastatin", 20, "mg")]


def test_no_reference_to_the_drug_switched_to_makes_nothing(dictionary: Dictionary) -> None:
    text = "it is 100 mg"
    assert by_switched_dose(text, "en", LATER, [], switch(), dictionary, find_quantities(text, "en")) is None


@pytest.mark.parametrize(("history", "text", "lang", "want"), [
    ("의사가 메트포르민 끊고 시타글립틴으로 바꾸재요 오늘부터", "그 바꾼 약 100mg이에요", "ko",
     ("drug:sitagliptin", 100.0)),
    ("switched from atorvastatin to rosuvastatin 10", "they upped the new one to 20", "en",
     ("drug:rosuvastatin", 20.0)),
])
def test_a_reply_dosing_the_drug_switched_to_is_kept_with_that_dose(
        dictionary: Dictionary, index: AliasIndex, history: str, text: str, lang: str, want: tuple[str, float]) -> None:
    sc = {"id": "t", "kind": "storage", "lang": lang, "said_at": LATER.isoformat(), "text": text,
          "history": [{"said_at": (LATER - dt.timedelta(days=2)).isoformat(), "text": history}]}
    got = offline_scenario(sc, index, dictionary)
    assert got["retain"] is True
    assert [(r["coordinate"], r["value"]) for r in got["records"]] == [want]
