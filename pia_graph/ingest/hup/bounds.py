"""Plausibility bounds: one table keyed by coordinate, with a default per record type.

Bounds are in the canonical unit of the coordinate. They reject values no human measurement could have
(a typo, a unit mix-up), not abnormal ones: an abnormal value is exactly what the memory must keep.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Bound:
    low: float
    high: float
    unit: str | None = None


BY_COORDINATE: dict[str, Bound] = {
    "vital:systolic_bp": Bound(50, 260, "mmHg"),
    "vital:diastolic_bp": Bound(30, 160, "mmHg"),
    "vital:heart_rate": Bound(20, 250, "/min"),
    "vital:body_temperature": Bound(30, 45, "Cel"),
    "vital:spo2": Bound(50, 100, "%"),
    "vital:respiratory_rate": Bound(4, 80, "/min"),
    "test:fasting_glucose": Bound(20, 700, "mg/dL"),
    "test:random_glucose": Bound(20, 1000, "mg/dL"),
    "test:postprandial_glucose": Bound(20, 1000, "mg/dL"),
    "test:hba1c": Bound(3, 20, "%"),
    "test:total_cholesterol": Bound(50, 1000, "mg/dL"),
    "test:ldl_cholesterol": Bound(10, 600, "mg/dL"),
    "test:hdl_cholesterol": Bound(5, 200, "mg/dL"),
    "test:triglycerides": Bound(10, 5000, "mg/dL"),
    "test:ast": Bound(1, 10000, "U/L"),
    "test:alt": Bound(1, 10000, "U/L"),
    "test:ggt": Bound(1, 5000, "U/L"),
    "test:creatinine": Bound(0.1, 25, "mg/dL"),
    "test:egfr": Bound(1, 200, "mL/min/1.73m2"),
    "test:bun": Bound(1, 200, "mg/dL"),
    "test:uric_acid": Bound(0.5, 20, "mg/dL"),
    "test:hemoglobin": Bound(2, 25, "g/dL"),
    "test:hematocrit": Bound(5, 75, "%"),
    "test:tsh": Bound(0.001, 200, "mIU/L"),
    "test:free_t4": Bound(0.05, 10, "ng/dL"),
    "test:vitamin_d": Bound(1, 200, "ng/mL"),
    "test:ferritin": Bound(0.5, 10000, "ng/mL"),
    "test:crp": Bound(0, 500, "mg/L"),
    "test:psa": Bound(0, 1000, "ng/mL"),
    "body:weight": Bound(2, 400, "kg"),
    "body:waist": Bound(30, 250, "cm"),
    "body:bmi": Bound(8, 90, "kg/m2"),
    "profile:height": Bound(40, 250, "cm"),
    "sleep:night": Bound(0, 16 * 60, "min"),  # temporal.sleep.LONGEST_SLEEP_H
    "activity:running": Bound(0.05, 250, "km"),
    "activity:cycling": Bound(0.1, 600, "km"),
    "activity:walking": Bound(1, 24 * 60, "min"),
    "activity:swimming": Bound(1, 24 * 60, "min"),
    "activity:strength_training": Bound(1, 24 * 60, "min"),
    "activity:yoga": Bound(1, 24 * 60, "min"),
    "activity:steps": Bound(1, 150_000, "steps"),
    "substance:alcohol": Bound(0, 60, "drinks"),
    "substance:smoking": Bound(0, 120, "cigarettes"),
    "mood:stress": Bound(0, 10),
    "mood:mood": Bound(0, 10),
    "goal:weight": Bound(2, 400, "kg"),
}

BY_RECORD_TYPE: dict[str, Bound] = {
    "symptom": Bound(0, 10),  # severity on a 0-10 scale
    "mood": Bound(0, 10),
    "sleep": Bound(0, 24 * 60, "min"),
    "exercise": Bound(0, 150_000),
    "substance_use": Bound(0, 100),
    "lab_result": Bound(0, 100_000),
    "vital_sign": Bound(0, 1000),
    "body_measurement": Bound(0, 1000),
    "medication_regimen": Bound(0, 1_000_000),
    "medication_intake": Bound(0, 1_000_000),
}


# Counted units (pills, tablets) in one intake: more than this cannot be one dose.
MAX_QUANTITY = 10_000
# One intake above these, per unit of the dose, is larger than any usual single dose: kept and flagged as a
# possible overdose for the agent (never rejected: the statement may be exactly what the agent must act on).
INTAKE_FLAG_ABOVE: dict[str, float] = {"pill": 8, "mg": 4000, "g": 4, "mcg": 50_000, "IU": 100_000, "units": 300}


def bound_for(coordinate: str, record_type: str) -> Bound | None:
    return BY_COORDINATE.get(coordinate) or BY_RECORD_TYPE.get(record_type)
