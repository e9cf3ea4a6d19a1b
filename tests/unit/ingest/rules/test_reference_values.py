"""A pasted report's reference range and H/L flag are no readings (extract/reference_values.py): the number after
a reference label, or after "normal"/"정상" inside the parentheses a result opened, is the band; a capital H or L
right after a result's value is the portal's flag, not hours or litres."""

from __future__ import annotations

from typing import Any

from pia_graph.ingest.extract.numbers import Quantity
from pia_graph.ingest.extract.reference_values import readings_only
from pia_graph.ontology import Dictionary
from tests.unit.ingest.rule_test_helpers import measured_values


def test_a_flag_after_a_value_is_no_unit(run: Any) -> None:
    """ "H" after a thyroid result is the portal's high flag, not hours: the result is kept."""
    assert measured_values(run, "Free T4 2.1 H (0.8-1.8)", "en") == [("test:free_t4", 2.1, "ng/dL")]
    assert measured_values(run, "Potassium 3.2 L", "en") == [("test:potassium", 3.2, "mmol/L")]


def test_a_flag_before_the_range_keeps_the_reading(run: Any) -> None:
    assert measured_values(run, "TSH 6.1 H (0.4-4.0)", "en") == [("test:tsh", 6.1, "mIU/L")]


def test_litres_of_water_stay_litres(dictionary: Dictionary) -> None:
    text = "drank 2 L today"
    q = Quantity(2.0, "L", 6, 9, "2 L")
    assert readings_only(text, "en", dictionary, [q], [0], []) == [q]


def test_a_normal_band_in_parentheses_is_no_second_reading(run: Any) -> None:
    assert measured_values(run, "bp 146/93 (normal <120/80)", "en") == [
        ("vital:diastolic_bp", 93.0, "mmHg"), ("vital:systolic_bp", 146.0, "mmHg")]
    assert measured_values(run, "혈압 141/90 (정상 120/80 미만)", "ko") == [
        ("vital:diastolic_bp", 90.0, "mmHg"), ("vital:systolic_bp", 141.0, "mmHg")]


def test_normal_outside_parentheses_still_reads_a_value(run: Any) -> None:
    got = measured_values(run, "fasting sugar was 180 last week, back to normal 104 today", "en")
    assert ("test:fasting_glucose", 104.0, "mg/dL") in got


def test_a_reference_label_makes_the_band(run: Any) -> None:
    assert measured_values(run, "혈압 152/97 참고치 120/80", "ko") == [
        ("vital:diastolic_bp", 97.0, "mmHg"), ("vital:systolic_bp", 152.0, "mmHg")]
    assert measured_values(run, "BP 152/97 mmHg ref range 90/60-120/80", "en") == [
        ("vital:diastolic_bp", 97.0, "mmHg"), ("vital:systolic_bp", 152.0, "mmHg")]
