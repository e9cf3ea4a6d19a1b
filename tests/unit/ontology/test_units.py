from __future__ import annotations

import pytest

from pia_graph.ontology.units import UnitError, feet_inches_to_cm, to_canonical, unit_candidates


@pytest.mark.parametrize(
    ("term", "value", "unit", "expected", "canonical"),
    [
        ("test:fasting_glucose", 6.8, "mmol/L", 122.51, "mg/dL"),
        ("test:fasting_glucose", 6.8, "mmol", 122.51, "mg/dL"),
        ("test:fasting_glucose", 110, "mg/dl", 110, "mg/dL"),
        ("test:fasting_glucose", 110, "밀리그램", 110, "mg/dL"),
        ("test:ldl_cholesterol", 3.4, "mmol/L", 131.48, "mg/dL"),
        ("test:triglycerides", 2.1, "mmol/L", 186.0, "mg/dL"),
        ("test:creatinine", 97, "µmol/L", 1.097, "mg/dL"),
        ("test:uric_acid", 420, "umol/L", 7.061, "mg/dL"),
        ("test:calcium", 2.4, "mmol/L", 9.619, "mg/dL"),
        ("test:vitamin_d", 50, "nmol/L", 20.03, "ng/mL"),
        ("test:hba1c", 48, "mmol/mol", 6.542, "%"),
        ("test:hemoglobin", 135, "g/L", 13.5, "g/dL"),
        ("body:weight", 187.2, "lbs", 84.91, "kg"),
        ("body:weight", 180, "pounds", 81.65, "kg"),
        ("body:weight", 80, "킬로", 80, "kg"),
        ("body:weight", 80, "키로", 80, "kg"),
        ("body:weight", 80, "kgs", 80, "kg"),
        ("body:waist", 36, "inches", 91.44, "cm"),
        ("profile:height", 1.72, "m", 172, "cm"),
        ("vital:body_temperature", 100.4, "°F", 38.0, "Cel"),
        ("vital:body_temperature", 100.4, "F", 38.0, "Cel"),
        ("vital:body_temperature", 100.4, "degrees", 38.0, "Cel"),
        ("vital:body_temperature", 37.5, "도", 37.5, "Cel"),
        ("vital:heart_rate", 62, "bpm", 62, "/min"),
        ("test:hba1c", 6.4, "%", 6.4, "%"),
        ("test:wbc", 6500, "/uL", 6.5, "10^3/uL"),
        ("activity:running", 5, "k", 5, "km"),
        ("activity:running", 3.1, "miles", 4.989, "km"),
        ("activity:running", 5, "킬로", 5, "km"),
    ],
)
def test_to_canonical(term: str, value: float, unit: str, expected: float, canonical: str) -> None:
    got, unit_out = to_canonical(term, value, unit)
    assert unit_out == canonical
    assert got == pytest.approx(expected, rel=2e-3)


def test_missing_unit_is_canonical() -> None:
    assert to_canonical("test:ldl_cholesterol", 130, None) == (130, "mg/dL")


@pytest.mark.parametrize(
    ("term", "unit"),
    [("test:ldl_cholesterol", "kg"), ("body:weight", "mmol/L"), ("test:ast", "furlongs"), ("symptom:headache", "mg")],
)
def test_unit_errors(term: str, unit: str) -> None:
    with pytest.raises(UnitError):
        to_canonical(term, 1.0, unit)


def test_ambiguous_spelling_has_several_candidates() -> None:
    assert set(unit_candidates("킬로")) == {"kg", "km"}


@pytest.mark.parametrize(("text", "cm"), [("5'11\"", 180.34), ("5'4", 162.56), ("5 ft 9 in", 175.26), ("6'", 182.88)])
def test_feet_inches(text: str, cm: float) -> None:
    assert feet_inches_to_cm(text) == pytest.approx(cm)


def test_not_a_height() -> None:
    assert feet_inches_to_cm("140") is None
