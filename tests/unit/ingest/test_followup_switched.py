"""Rule ``earlier_turn.switched_dose`` (``ingest/followup_switched.py``): the dose of the drug the user switched to,
named only as that ("그 바꾼 약 100mg이에요", "the new one is 100 mg"), alone and through the offline twin."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.ingest.earlier_records import Prior, Term
from pia_graph.ingest.extract.numbers import find_quantities
from pia_graph.ingest.followup_switched import by_changed_dose, by_switched_dose, switched_to
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


@pytest.mark.parametrize(("text", "lang", "value"), [
    ("The cardiologist doubled it, 50 now.", "en", 50.0),
    ("그 혈압약 용량 두 배로 올렸어요. 십 밀리.", "ko", 10.0),
    ("또 반으로 줄였어요. 이제 이 점 오 밀리예요.", "ko", 2.5),
])
def test_a_dose_changed_of_a_drug_named_by_reference_is_the_open_drugs_new_dose(
        dictionary: Dictionary, text: str, lang: str, value: float) -> None:
    earlier = [regimen("drug:amlodipine", "active", value=5, unit="mg")]
    got = by_changed_dose(text, lang, LATER, [], earlier, dictionary, find_quantities(text, lang), [])
    assert got is not None
    assert [(r.coordinate, r.value, r.unit, r.rule_id, old.props["coordinate"]) for r, old in got] == [
        ("drug:amlodipine", value, "mg", "earlier_turn.changed_dose", "drug:amlodipine")]


@pytest.mark.parametrize(("text", "lang"), [
    ("it is 50 now", "en"),  # no change said
    ("the doctor doubled it", "en"),  # no dose
    ("he doubled it, 50 mg of metoprolol", "en"),  # a drug of its own: the turn's own record
])
def test_no_dose_change_by_reference_makes_nothing(dictionary: Dictionary, index: AliasIndex, text: str,
                                                   lang: str) -> None:
    earlier = [regimen("drug:amlodipine", "active", value=5, unit="mg")]
    terms = [Term(m.term_key, m.start, m.end) for m in index.match(text, lang) if m.term_key]
    assert by_changed_dose(text, lang, LATER, [], earlier, dictionary, find_quantities(text, lang), terms) is None


def test_a_reply_changing_the_dose_by_reference_is_kept_with_the_new_dose(dictionary: Dictionary,
                                                                         index: AliasIndex) -> None:
    sc = {"id": "t", "kind": "storage", "lang": "ko", "said_at": LATER.isoformat(),
          "text": "그 혈압약 용량 두 배로 올렸어요. 십 밀리.",
          "history": [{"said_at": (LATER - dt.timedelta(days=20)).isoformat(), "text": "암로디핀 5mg 먹어요."}]}
    got = offline_scenario(sc, index, dictionary)
    assert got["retain"] is True
    assert [(r["coordinate"], r["value"], r["unit"]) for r in got["records"]] == [("drug:amlodipine", 10.0, "mg")]
