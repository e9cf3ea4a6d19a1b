"""The Health User Profile (HUP) record types as pydantic models.

One base model carries the fields every record has (identity, coordinate, value in the canonical unit and
as said, time at the granularity said, status, negation, confidence, provenance). Each of the 28 record
types is a subclass that fixes ``type`` and adds its own fields; ``RECORD_CLASSES`` maps a type name to its
class so that extractors can build a record from a type read off the ontology.
"""

from __future__ import annotations

import datetime as dt
from enum import StrEnum
from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field, SerializeAsAny

from pia_graph.ingest.hup.types import Category, names, spec

Granularity = Literal["minute", "day", "week", "month", "year", "none"]

STATIC_TYPES: tuple[str, ...] = names("static")
EPISODIC_TYPES: tuple[str, ...] = names("episodic")
DERIVED_TYPES: tuple[str, ...] = names("derived")
ALL_TYPES: tuple[str, ...] = STATIC_TYPES + EPISODIC_TYPES + DERIVED_TYPES

FIRST_DEGREE: tuple[str, ...] = ("mother", "father", "sister", "brother", "son", "daughter")


def category_of(record_type: str) -> Category:
    return spec(record_type).category


class HupRecord(BaseModel):
    """Fields shared by every HUP record."""

    model_config = ConfigDict(extra="forbid", validate_assignment=True)

    record_type: ClassVar[str] = ""

    record_id: str = ""
    type: str
    coordinate: str
    value: float | str | None = None
    unit: str | None = None
    value_as_said: str | None = None
    unit_as_said: str | None = None
    # time, at the granularity said
    date: dt.date | None = None
    month: str | None = Field(default=None, pattern=r"^\d{4}-\d{2}$")
    year: int | None = None
    start: dt.datetime | dt.date | None = None
    end: dt.datetime | dt.date | None = None
    expected_end: dt.date | None = None
    time_expression: str | None = None
    time_rule: str | None = None
    time_granularity: Granularity | None = None
    time_assumed: bool = False
    # state and provenance
    status: str | None = None
    negated: bool = False
    confidence: float = Field(default=0.9, ge=0.0, le=1.0)
    extractor: str = "rules/0"
    rule_id: str = ""  # the extraction rule that made it (ingest/extract/registry.py); span_* are its evidence
    span: str = ""
    span_start: int = 0
    span_end: int = 0
    visit_ref: int | None = None  # index, in the same extraction, of the medical_visit this hangs under
    # where a measured reading was taken (ingest/extract/reading_source.py): home, clinic, hospital, lab, pharmacy or
    # device; `source_said` the cue's words ("Apple Watch", 인바디), `source_start`-`source_end` its span in the text
    source: str | None = None
    source_said: str | None = None
    source_start: int | None = None
    source_end: int | None = None
    band: str | None = None  # abnormality band label from the ontology's reference range
    band_flag: str | None = None
    note: str | None = None
    # for the agent: 'self_harm' when the user states self-harm or suicidal thoughts (from the term's flag in the
    # dictionary; PIA keeps and flags such a statement and is not itself a crisis service), or 'possible_overdose'
    # for an intake above the bounds (validate.safety_flag)
    flag: str | None = None

    @property
    def category(self) -> Category:
        return category_of(self.type)

    def time_anchor(self) -> dt.date | None:
        """The day this record is about, for ordering and the "not after said_at" check."""
        if self.date is not None:
            return self.date
        if self.start is not None:
            return self.start.date() if isinstance(self.start, dt.datetime) else self.start
        if self.end is not None:
            return self.end.date() if isinstance(self.end, dt.datetime) else self.end
        if self.month is not None:
            y, m = self.month.split("-")
            return dt.date(int(y), int(m), 1)
        if self.year is not None:
            return dt.date(self.year, 1, 1)
        return None


# --- static -------------------------------------------------------------------------------------------


class SexRecord(HupRecord):
    record_type: ClassVar[str] = "sex"
    type: Literal["sex"] = "sex"


class BirthDateRecord(HupRecord):
    record_type: ClassVar[str] = "birth_date"
    type: Literal["birth_date"] = "birth_date"
    age_years: int | None = None


class HeightRecord(HupRecord):
    record_type: ClassVar[str] = "height"
    type: Literal["height"] = "height"


class BloodTypeRecord(HupRecord):
    record_type: ClassVar[str] = "blood_type"
    type: Literal["blood_type"] = "blood_type"


class AllergyRecord(HupRecord):
    record_type: ClassVar[str] = "allergy"
    type: Literal["allergy"] = "allergy"
    reaction: str | None = None
    severity: str | None = None


class FamilyHistoryRecord(HupRecord):
    record_type: ClassVar[str] = "family_history"
    type: Literal["family_history"] = "family_history"
    relation: Literal["mother", "father", "sister", "brother", "son", "daughter"]
    onset_age: int | None = None


class ConditionRecord(HupRecord):
    record_type: ClassVar[str] = "condition"
    type: Literal["condition"] = "condition"


class SurgeryRecord(HupRecord):
    record_type: ClassVar[str] = "surgery"
    type: Literal["surgery"] = "surgery"
    laterality: str | None = None


class PregnancyStatusRecord(HupRecord):
    record_type: ClassVar[str] = "pregnancy_status"
    type: Literal["pregnancy_status"] = "pregnancy_status"
    gestational_weeks: float | None = None


class BaselineHabitRecord(HupRecord):
    record_type: ClassVar[str] = "baseline_habit"
    type: Literal["baseline_habit"] = "baseline_habit"
    per_day: float | None = None
    per_week: float | None = None


# --- episodic -----------------------------------------------------------------------------------------


class LabResultRecord(HupRecord):
    record_type: ClassVar[str] = "lab_result"
    type: Literal["lab_result"] = "lab_result"


class VitalSignRecord(HupRecord):
    record_type: ClassVar[str] = "vital_sign"
    type: Literal["vital_sign"] = "vital_sign"


class BodyMeasurementRecord(HupRecord):
    record_type: ClassVar[str] = "body_measurement"
    type: Literal["body_measurement"] = "body_measurement"


class SymptomRecord(HupRecord):
    record_type: ClassVar[str] = "symptom"
    type: Literal["symptom"] = "symptom"
    body_site: str | None = None


class MedicationRegimenRecord(HupRecord):
    record_type: ClassVar[str] = "medication_regimen"
    type: Literal["medication_regimen"] = "medication_regimen"
    frequency: str | None = None
    doses_per_day: float | None = None
    supply_days: int | None = None
    indication: str | None = None


class MedicationIntakeRecord(HupRecord):
    record_type: ClassVar[str] = "medication_intake"
    type: Literal["medication_intake"] = "medication_intake"
    quantity: float | None = None  # pills or tablets, when counted ("two Tylenol", "half a zolpidem")


class SleepRecord(HupRecord):
    record_type: ClassVar[str] = "sleep"
    type: Literal["sleep"] = "sleep"
    duration_min: float | None = None


class ExerciseRecord(HupRecord):
    record_type: ClassVar[str] = "exercise"
    type: Literal["exercise"] = "exercise"
    duration_min: float | None = None
    distance_km: float | None = None
    steps: int | None = None


class MealRecord(HupRecord):
    record_type: ClassVar[str] = "meal"
    type: Literal["meal"] = "meal"


class SubstanceUseRecord(HupRecord):
    record_type: ClassVar[str] = "substance_use"
    type: Literal["substance_use"] = "substance_use"
    drinks: float | None = None
    beverage: str | None = None


class MoodRecord(HupRecord):
    record_type: ClassVar[str] = "mood"
    type: Literal["mood"] = "mood"


class MedicalVisitRecord(HupRecord):
    record_type: ClassVar[str] = "medical_visit"
    type: Literal["medical_visit"] = "medical_visit"
    provider: str | None = None


class VaccinationRecord(HupRecord):
    record_type: ClassVar[str] = "vaccination"
    type: Literal["vaccination"] = "vaccination"
    dose_number: int | None = None


# --- derived ------------------------------------------------------------------------------------------


class GoalRecord(HupRecord):
    record_type: ClassVar[str] = "goal"
    type: Literal["goal"] = "goal"
    target_coordinate: str | None = None
    direction: Literal["down", "up", "under", "over", "reach"] | None = None


class PreferenceRecord(HupRecord):
    record_type: ClassVar[str] = "preference"
    type: Literal["preference"] = "preference"
    polarity: Literal["like", "dislike", "avoid", "prefer"] | None = None
    subject: str | None = None


class HabitRecord(HupRecord):
    record_type: ClassVar[str] = "habit"
    type: Literal["habit"] = "habit"
    per_week: float | None = None


class RiskFactorRecord(HupRecord):
    record_type: ClassVar[str] = "risk_factor"
    type: Literal["risk_factor"] = "risk_factor"


class MedicalConstraintRecord(HupRecord):
    record_type: ClassVar[str] = "medical_constraint"
    type: Literal["medical_constraint"] = "medical_constraint"
    constraint: str | None = None


RECORD_CLASSES: dict[str, type[HupRecord]] = {
    cls.record_type: cls
    for cls in (
        SexRecord, BirthDateRecord, HeightRecord, BloodTypeRecord, AllergyRecord, FamilyHistoryRecord,
        ConditionRecord, SurgeryRecord, PregnancyStatusRecord, BaselineHabitRecord,
        LabResultRecord, VitalSignRecord, BodyMeasurementRecord, SymptomRecord, MedicationRegimenRecord,
        MedicationIntakeRecord, SleepRecord, ExerciseRecord, MealRecord, SubstanceUseRecord, MoodRecord,
        MedicalVisitRecord, VaccinationRecord,
        GoalRecord, PreferenceRecord, HabitRecord, RiskFactorRecord, MedicalConstraintRecord,
    )
}


def make_record(record_type: str, **fields: Any) -> HupRecord:
    """Build the record class for ``record_type``; pydantic validates every field."""
    cls = RECORD_CLASSES[record_type]
    return cls(type=record_type, **fields)


class RejectionCode(StrEnum):
    """Why a record was not stored: the value cannot be true as said (never a bug in a rule: those raise)."""

    OUT_OF_BOUNDS = "out_of_bounds"
    DATED_AFTER_SAID_AT = "dated_after_said_at"
    PART_OF_REJECTED = "part_of_rejected"  # another part of one reading said as one span ("400/84")
    TOO_MANY_RECORDS = "too_many_records"  # a turn over the per-turn limits (memory/service.py)
    TOO_MANY_FACTS = "too_many_facts"
    MODEL_VETO = "model_veto"  # the learned record opinion doubts it was told (ingest/record_model.py)

    @property
    def refuses_turn(self) -> bool:
        """A rejection of the whole turn (a request over the per-turn limits: nothing of it is written), not of
        one record (the record is left out; the turn, its facts and its other records are kept)."""
        return self in (RejectionCode.TOO_MANY_RECORDS, RejectionCode.TOO_MANY_FACTS)


class Rejection(BaseModel):
    """A record that failed validation: left out of the store and reported (in the retain result, and as a
    `:Rejection` node on its turn), never stored half-way. Its evidence is `span`, at `span_start`-`span_end` of
    the analysed text (as a record's span)."""

    model_config = ConfigDict(frozen=True)

    code: RejectionCode
    reason: str  # the code with its detail ("out_of_bounds:30-250")
    rule_id: str = ""
    span: str
    span_start: int = 0
    span_end: int = 0
    coordinate: str | None = None
    value: float | str | None = None


class FactDraft(BaseModel):
    """A short self-contained sentence for associative recall, with its resolved time and terms."""

    model_config = ConfigDict(frozen=True)

    text: str
    date: dt.date | None = None
    month: str | None = None
    span: str = ""
    span_start: int = 0
    span_end: int = 0
    term_keys: tuple[str, ...] = ()
    #: who gave or advised the drug the fact names, in the user's words ("옆집 할머니", "my friend"), when the
    #: fact is a drug someone else gave the user (``ingest/given_drug.py``): the fact's source, not a prescription
    source: str | None = None
    #: the fact tells a drug the user plans or weighs taking, not taken (``ingest/considered_drug.py``)
    considered: bool = False


class Extraction(BaseModel):
    """Everything the extractor got out of one utterance."""

    records: list[SerializeAsAny[HupRecord]] = Field(default_factory=list)
    facts: list[FactDraft] = Field(default_factory=list)
    rejections: list[Rejection] = Field(default_factory=list)
    unknown_terms: list[str] = Field(default_factory=list)
