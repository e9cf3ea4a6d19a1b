"""A user's records as a FHIR R4 collection Bundle, validated with fhir.resources (its R4B models: R4B is the
R4 technical correction, the same for every resource used here).

Vitals, labs and body measurements become Observations (LOINC where the dictionary has the code, UCUM units,
the abnormality band as the interpretation); regimens and intakes MedicationStatements; conditions and
symptoms Conditions; allergies AllergyIntolerances; family history FamilyMemberHistory; surgeries and
procedure visits Procedures; vaccinations Immunizations. One Provenance per turn points back to the turn
every resource came from. Types with no FHIR resource here (sleep, meals, goals...) stay in the JSON export.
"""

from __future__ import annotations

import datetime as dt
import uuid
from collections import defaultdict
from collections.abc import Callable
from typing import Any

from fhir.resources.R4B.bundle import Bundle

from pia_graph.memory.user_data import UserExport
from pia_graph.ontology.model import Dictionary

UCUM = "http://unitsofmeasure.org"
LOINC = "http://loinc.org"
ICD10 = "http://hl7.org/fhir/sid/icd-10"
PIA_COORDINATE = "urn:pia:coordinate"
PIA_TURN = "urn:pia:turn"
PIA_RECORD = "urn:pia:record"
INTERPRETATION = "http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation"
OBS_CATEGORY = "http://terminology.hl7.org/CodeSystem/observation-category"
ROLE_CODE = "http://terminology.hl7.org/CodeSystem/v3-RoleCode"
_NS = uuid.UUID("6f1e2a8c-3b7d-4c1e-9a55-0d2f3c4b5a69")

_FLAG_CODE = {"low": ("L", "Low"), "high": ("H", "High"), "normal": ("N", "Normal"),
              "critical": ("AA", "Critical abnormal"), "borderline": ("A", "Abnormal")}
_RELATION = {"mother": ("MTH", "mother"), "father": ("FTH", "father"), "sister": ("SIS", "sister"),
             "brother": ("BRO", "brother"), "son": ("SON", "natural son"), "daughter": ("DAU", "natural daughter")}
_OBS_CATEGORY = {"vital_sign": "vital-signs", "body_measurement": "vital-signs", "lab_result": "laboratory"}


def _urn(*parts: str) -> str:
    return f"urn:uuid:{uuid.uuid5(_NS, chr(31).join(parts))}"


def _when(rec: dict[str, Any]) -> str | None:
    """The time said, at the granularity said: FHIR dateTime takes YYYY, YYYY-MM and YYYY-MM-DD."""
    for key in ("date", "start"):
        value = rec.get(key)
        if isinstance(value, dt.datetime):
            return value.isoformat() if value.tzinfo else value.date().isoformat()
        if isinstance(value, dt.date):
            return value.isoformat()
    if rec.get("month"):
        return str(rec["month"])
    if rec.get("year"):
        return f"{int(rec['year']):04d}"
    return None


def _instant(value: Any) -> str:
    if isinstance(value, dt.datetime) and value.tzinfo:
        return value.isoformat()
    return dt.datetime(1970, 1, 1, tzinfo=dt.UTC).isoformat()


class _Builder:
    def __init__(self, export: UserExport, public_id: str, dictionary: Dictionary) -> None:
        self.export = export
        self.dictionary = dictionary
        self.patient_url = _urn("patient", export.user_id)
        self.public_id = public_id

    def code(self, coordinate: str) -> dict[str, Any]:
        term = self.dictionary.terms.get(coordinate)
        coding = [{"system": PIA_COORDINATE, "code": coordinate}]
        if term is not None and term.loinc:
            coding.insert(0, {"system": LOINC, "code": term.loinc, "display": term.name})
        elif term is not None and term.extra.get("icd10"):
            coding.insert(0, {"system": ICD10, "code": str(term.extra["icd10"]), "display": term.name})
        return {"coding": coding, "text": term.name if term else coordinate}

    def identifier(self, rec: dict[str, Any]) -> list[dict[str, Any]]:
        return [{"system": PIA_RECORD, "value": str(rec["record_id"])}]

    def patient(self) -> dict[str, Any]:
        out: dict[str, Any] = {"resourceType": "Patient", "identifier": [{"system": "urn:pia:user",
                                                                         "value": self.public_id}]}
        sex = self.export.profile.get("sex")
        if sex in ("female", "male"):
            out["gender"] = sex
        birth = self.export.profile.get("birth_date")
        if isinstance(birth, str) and birth:
            out["birthDate"] = birth
        return out

    def observation(self, rec: dict[str, Any]) -> dict[str, Any]:
        out: dict[str, Any] = {
            "resourceType": "Observation", "identifier": self.identifier(rec),
            # a record the user retracted (ingest/followup_retract.py) was never theirs: FHIR's entered-in-error
            "status": "entered-in-error" if rec.get("retracted_by") else "amended" if rec.get("superseded_by")
            else "final",
            "category": [{"coding": [{"system": OBS_CATEGORY, "code": _OBS_CATEGORY[rec["type"]]}]}],
            "code": self.code(rec["coordinate"]), "subject": {"reference": self.patient_url},
        }
        when = _when(rec)
        if when:
            out["effectiveDateTime"] = when
        value = rec.get("value")
        if isinstance(value, int | float) and not isinstance(value, bool):
            quantity: dict[str, Any] = {"value": value}
            if rec.get("unit"):
                quantity.update(unit=rec["unit"], system=UCUM, code=rec["unit"])
            out["valueQuantity"] = quantity
        elif value is not None:
            out["valueString"] = str(value)
        if rec.get("band_flag") or rec.get("band"):
            code, display = _FLAG_CODE.get(str(rec.get("band_flag")), ("A", "Abnormal"))
            out["interpretation"] = [{"coding": [{"system": INTERPRETATION, "code": code, "display": display}],
                                      "text": str(rec.get("band") or display)}]
        return out

    def medication(self, rec: dict[str, Any]) -> dict[str, Any]:
        if rec["type"] == "medication_intake":
            status = "not-taken" if rec.get("negated") else "completed"
        else:
            status = {"active": "active", "stopped": "stopped", "completed": "completed"}.get(
                str(rec.get("status")), "stopped" if rec.get("negated") else "active")
        out: dict[str, Any] = {
            "resourceType": "MedicationStatement", "identifier": self.identifier(rec), "status": status,
            "medicationCodeableConcept": self.code(rec["coordinate"]), "subject": {"reference": self.patient_url},
        }
        when = _when(rec)
        if when:
            out["effectiveDateTime"] = when
        value = rec.get("value")
        if isinstance(value, int | float) and not isinstance(value, bool) and rec.get("unit"):
            said = f"{value:g} {rec['unit']}" + (f" {rec['frequency']}" if rec.get("frequency") else "")
            out["dosage"] = [{"text": said,
                              "doseAndRate": [{"doseQuantity": {"value": value, "unit": rec["unit"], "system": UCUM,
                                                                "code": rec["unit"]}}]}]
        return out

    def condition(self, rec: dict[str, Any]) -> dict[str, Any]:
        resolved = str(rec.get("status")) in ("resolved", "past", "stopped")
        out: dict[str, Any] = {
            "resourceType": "Condition", "identifier": self.identifier(rec),
            "clinicalStatus": {"coding": [{
                "system": "http://terminology.hl7.org/CodeSystem/condition-clinical",
                "code": "resolved" if resolved else "active"}]},
            "verificationStatus": {"coding": [{
                "system": "http://terminology.hl7.org/CodeSystem/condition-ver-status",
                "code": "refuted" if rec.get("negated") else "confirmed"}]},
            "category": [{"text": "symptom" if rec["type"] == "symptom" else "condition"}],
            "code": self.code(rec["coordinate"]), "subject": {"reference": self.patient_url},
        }
        when = _when(rec)
        if when:
            out["onsetDateTime"] = when
        return out

    def allergy(self, rec: dict[str, Any]) -> dict[str, Any]:
        out: dict[str, Any] = {
            "resourceType": "AllergyIntolerance", "identifier": self.identifier(rec),
            "verificationStatus": {"coding": [{
                "system": "http://terminology.hl7.org/CodeSystem/allergyintolerance-verification",
                "code": "refuted" if rec.get("negated") else "confirmed"}]},
            "code": self.code(rec["coordinate"]), "patient": {"reference": self.patient_url},
        }
        if not rec.get("negated"):
            out["clinicalStatus"] = {"coding": [{
                "system": "http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical", "code": "active"}]}
        if rec.get("reaction"):
            out["reaction"] = [{"manifestation": [{"text": str(rec["reaction"])}]}]
        return out

    def family(self, rec: dict[str, Any]) -> dict[str, Any]:
        code, display = _RELATION.get(str(rec.get("relation")), ("FAMMEMB", "family member"))
        condition: dict[str, Any] = {"code": self.code(rec["coordinate"])}
        if rec.get("onset_age") is not None:
            condition["onsetAge"] = {"value": int(rec["onset_age"]), "unit": "a", "system": UCUM, "code": "a"}
        return {
            "resourceType": "FamilyMemberHistory", "identifier": self.identifier(rec), "status": "completed",
            "patient": {"reference": self.patient_url},
            "relationship": {"coding": [{"system": ROLE_CODE, "code": code, "display": display}]},
            "condition": [condition],
        }

    def procedure(self, rec: dict[str, Any]) -> dict[str, Any]:
        out: dict[str, Any] = {
            "resourceType": "Procedure", "identifier": self.identifier(rec),
            "status": "not-done" if rec.get("negated") else "completed",
            "code": self.code(rec["coordinate"]), "subject": {"reference": self.patient_url},
        }
        when = _when(rec)
        if when:
            out["performedDateTime"] = when
        return out

    def immunization(self, rec: dict[str, Any]) -> dict[str, Any]:
        out: dict[str, Any] = {
            "resourceType": "Immunization", "identifier": self.identifier(rec),
            "status": "not-done" if rec.get("negated") else "completed",
            "vaccineCode": self.code(rec["coordinate"]), "patient": {"reference": self.patient_url},
        }
        when = _when(rec)
        if when:
            out["occurrenceDateTime"] = when
        else:
            out["occurrenceString"] = str(rec.get("time_expression") or "date not said")
        return out

    def mapper(self, rec: dict[str, Any]) -> Callable[[dict[str, Any]], dict[str, Any]] | None:
        kind = rec.get("type")
        if kind in _OBS_CATEGORY:
            return self.observation
        if kind in ("medication_regimen", "medication_intake"):
            return self.medication
        if kind in ("condition", "symptom"):
            return self.condition
        if kind == "allergy":
            return self.allergy
        if kind == "family_history":
            return self.family
        if kind == "surgery":
            return self.procedure
        if kind == "medical_visit":
            term = self.dictionary.terms.get(str(rec.get("coordinate")))
            return self.procedure if term is not None and term.kind == "procedure" else None
        if kind == "vaccination":
            return self.immunization
        return None


def to_bundle(export: UserExport, public_id: str, dictionary: Dictionary, now: dt.datetime) -> dict[str, Any]:
    """The validated Bundle as JSON-ready data. Raises pydantic's ValidationError if a resource is invalid."""
    b = _Builder(export, public_id, dictionary)
    entries: list[dict[str, Any]] = [{"fullUrl": b.patient_url, "resource": b.patient()}]
    by_turn: dict[str, list[str]] = defaultdict(list)
    for rec in export.records:
        make = b.mapper(rec)
        if make is None or not rec.get("coordinate"):
            continue
        url = _urn("record", export.user_id, str(rec["record_id"]))
        entries.append({"fullUrl": url, "resource": make(rec)})
        by_turn[str(rec.get("turn_id"))].append(url)
    said_at = {str(t["turn_id"]): t.get("said_at") for t in export.turns}
    for turn_id, targets in by_turn.items():
        entries.append({"fullUrl": _urn("provenance", export.user_id, turn_id), "resource": {
            "resourceType": "Provenance",
            "target": [{"reference": url} for url in targets],
            "recorded": _instant(said_at.get(turn_id)),
            "agent": [{"who": {"reference": b.patient_url}}],
            "entity": [{"role": "source", "what": {
                "identifier": {"system": PIA_TURN, "value": turn_id}, "display": "the user's utterance"}}],
        }})
    bundle = Bundle.model_validate({
        "resourceType": "Bundle", "type": "collection", "timestamp": now.isoformat(),
        "identifier": {"system": "urn:pia:export", "value": _urn("export", export.user_id, now.isoformat())},
        "entry": entries,
    })
    data: dict[str, Any] = bundle.model_dump(mode="json")
    return data
