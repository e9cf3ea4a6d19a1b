"""The FHIR R4 bundle from plain export data (no database): every mapped type, codes, units, bands, and
Provenance back to the turns; validated and round-tripped with fhir.resources."""

from __future__ import annotations

import datetime as dt
from typing import Any

from fhir.resources.R4B.bundle import Bundle

from pia_graph.export.fhir import INTERPRETATION, LOINC, UCUM, to_bundle
from pia_graph.memory.user_data import UserExport
from pia_graph.ontology import load_default_dictionary

SAID = dt.datetime(2026, 3, 11, 8, 10, tzinfo=dt.timezone(dt.timedelta(hours=9)))


def _rec(n: int, type_: str, coordinate: str, **fields: Any) -> dict[str, Any]:
    return {"record_id": f"r{n}", "type": type_, "coordinate": coordinate, "turn_id": f"t{n % 3}", **fields}


RECORDS = [
    _rec(0, "lab_result", "test:fasting_glucose", value=132.0, unit="mg/dL", date=dt.date(2026, 3, 11),
         band="diabetes range (>=126)", band_flag="high"),
    _rec(1, "vital_sign", "vital:systolic_bp", value=150.0, unit="mmHg", date=dt.date(2026, 3, 11)),
    _rec(2, "medication_regimen", "drug:metformin", value=500.0, unit="mg", frequency="twice a day",
         start=dt.date(2026, 3, 1), status="active"),
    _rec(3, "medication_intake", "drug:metformin", negated=True, date=dt.date(2026, 3, 10)),
    _rec(4, "condition", "condition:type_2_diabetes", year=2024),
    _rec(5, "allergy", "drug:penicillin", reaction="hives"),
    _rec(6, "family_history", "condition:type_2_diabetes", relation="father", onset_age=55),
    _rec(7, "surgery", "procedure:appendectomy", year=2015),
    _rec(8, "vaccination", "vaccine:influenza", month="2025-10"),
    _rec(9, "sleep", "sleep:duration", value=6.5, unit="h"),  # no FHIR resource here: stays in the JSON export
]


def _bundle() -> Bundle:
    export = UserExport(user_id="acme:alice", profile={"sex": "female", "birth_date": "1968-04-02"},
                        turns=[{"turn_id": f"t{n}", "said_at": SAID} for n in range(3)], records=RECORDS, facts=[])
    data = to_bundle(export, "alice", load_default_dictionary(), SAID)
    return Bundle.model_validate(data)


def test_every_type_maps_to_its_resource_and_round_trips() -> None:
    bundle = _bundle()
    assert Bundle.model_validate_json(bundle.model_dump_json()) == bundle
    kinds = [e.resource.get_resource_type() for e in bundle.entry or []]
    assert kinds.count("Observation") == 2 and kinds.count("MedicationStatement") == 2
    for kind in ("Patient", "Condition", "AllergyIntolerance", "FamilyMemberHistory", "Procedure", "Immunization"):
        assert kinds.count(kind) == 1, kind
    assert kinds.count("Provenance") == 3  # one per turn


def test_codes_units_bands_and_provenance() -> None:
    by_id = {}
    for e in _bundle().entry or []:
        for ident in getattr(e.resource, "identifier", None) or []:
            by_id[ident.value] = e.resource
    glucose = by_id["r0"]
    assert (glucose.code.coding[0].system, glucose.code.coding[0].code) == (LOINC, "1558-6")
    assert (glucose.valueQuantity.system, glucose.valueQuantity.code) == (UCUM, "mg/dL")
    assert glucose.interpretation[0].coding[0].system == INTERPRETATION
    assert glucose.interpretation[0].coding[0].code == "H"
    assert by_id["r3"].status == "not-taken" and by_id["r2"].status == "active"
    assert by_id["r2"].dosage[0].doseAndRate[0].doseQuantity.value == 500.0
    assert by_id["r6"].relationship.coding[0].code == "FTH" and by_id["r6"].condition[0].onsetAge.value == 55
    assert by_id["r8"].occurrenceDateTime == "2025-10"  # the month said, at the granularity said
    provenance = [e.resource for e in _bundle().entry or [] if e.resource.get_resource_type() == "Provenance"]
    assert {p.entity[0].what.identifier.value for p in provenance} == {"t0", "t1", "t2"}
