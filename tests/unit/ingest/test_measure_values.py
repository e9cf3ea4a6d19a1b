"""Rule ``measure.term_value``: which number is a measurement's value. A bare number right before the term is
its value when the coordinate's unit inference reads it ("198.4 on the scale" in lb); English target wording
("want") makes a target only of a number said after it; "chol" names the total cholesterol."""

from __future__ import annotations

from typing import Any

import pytest

from tests.unit.ingest.strict_helpers import of_type


@pytest.mark.parametrize(("text", "kg"), [
    ("198.4 on the scale this morning", 89.993),
    ("201.6 on the scale, lowest in years", 91.444),
])
def test_a_bare_weight_before_the_scale_is_read_in_pounds(run: Any, text: str, kg: float) -> None:
    rec = of_type(run, text, "body_measurement")["body:weight"]
    assert (rec.value, rec.unit) == (kg, "kg")


def test_a_bare_number_outside_the_inferred_range_before_a_term_stays_unread(run: Any) -> None:
    assert of_type(run, "took 2 advil, fasting glucose 98", "lab_result")["test:fasting_glucose"].value == 98.0
    assert "body:weight" not in of_type(run, "5 on the scale of pain", "body_measurement")


def test_want_after_the_reading_wants_something_else(run: Any) -> None:
    text = "GP rang, fasting glucose from Monday was 6.4 mmol/L (normal range 3.9-5.5) so they want an HbA1c"
    rec = of_type(run, text, "lab_result")["test:fasting_glucose"]
    assert (rec.value, rec.unit) == (115.302, "mg/dL")


@pytest.mark.parametrize("text", ["i want my a1c under 6.5", "doc wants my fasting glucose under 110"])
def test_want_before_the_number_still_makes_a_target(run: Any, text: str) -> None:
    assert of_type(run, text, "lab_result") == {}


def test_a_korean_aim_after_the_number_still_makes_a_target(run: Any) -> None:
    assert of_type(run, "공복혈당 100 아래로 만드는게 목표예요", "lab_result", "ko") == {}


def test_chol_names_the_total_cholesterol(run: Any) -> None:
    got = of_type(run, "chol 5.8 mmol/l total, ldl 3.9", "lab_result")
    assert got["test:total_cholesterol"].value == 224.286 and got["test:ldl_cholesterol"].value == 150.813


@pytest.mark.parametrize(("text", "lang", "cm"), [
    ("허리 사이즈 34인치에서 32로 줄었어요", "ko", 81.28),
    ("waist went from 38 inches to 35", "en", 88.9),
])
def test_the_unit_said_with_a_changes_first_value_is_the_new_values_too(run: Any, text: str, lang: str,
                                                                        cm: float) -> None:
    recs = run(text, said_at="2026-03-10T09:00:00+09:00", lang=lang).records
    assert [(r.coordinate, r.value, r.unit) for r in recs if r.type == "body_measurement"] == [
        ("body:waist", cm, "cm")], recs


def test_a_number_of_hours_before_the_reading_lends_it_no_unit(run: Any) -> None:
    recs = run("had curry rice at noon, sugar 3 hours later was 176", said_at="2026-03-10T09:00:00+09:00").records
    assert [(r.coordinate, r.value, r.unit) for r in recs if r.type == "lab_result"] == [
        ("test:postprandial_glucose", 176.0, "mg/dL")]
