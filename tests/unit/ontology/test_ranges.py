from __future__ import annotations

import pytest

from pia_graph.ontology import load_default_dictionary
from pia_graph.ontology.model import Dictionary, RangeDef
from pia_graph.ontology.ranges import band, band_of, range_problems


@pytest.fixture(scope="module")
def d() -> Dictionary:
    return load_default_dictionary()


@pytest.mark.parametrize(
    ("value", "label", "abnormal"),
    [
        (95, "normal (<100)", False),
        (100, "impaired fasting glucose (100-125)", True),
        (125.9, "impaired fasting glucose (100-125)", True),
        (126, "diabetes range (>=126)", True),
        (65, "low (hypoglycemia range, <70)", True),
    ],
)
def test_fasting_glucose_bands(d: Dictionary, value: float, label: str, abnormal: bool) -> None:
    b = band(d, "test:fasting_glucose", value, None, 50)
    assert b is not None
    assert (b.label, b.abnormal, b.tier) == (label, abnormal, "guideline")
    assert b.range_id == "range:fasting_glucose:ada" and "NHIS" in b.source


def test_cut_to_lower_keeps_the_limit_inside(d: Dictionary) -> None:
    b40 = band(d, "test:ast", 40, None, None)
    b41 = band(d, "test:ast", 41, None, None)
    assert b40 is not None and b41 is not None
    assert (b40.flag, b41.flag) == ("normal", "borderline")
    assert (b41.low, b41.high) == (40.0, 50.0)


def test_sex_specific_hemoglobin(d: Dictionary) -> None:
    male = band(d, "test:hemoglobin", 12.5, "male", 40)
    female = band(d, "test:hemoglobin", 12.5, "female", 40)
    assert male is not None and female is not None
    assert (male.flag, male.sex) == ("borderline", "male")
    assert (female.flag, female.sex) == ("normal", "female")
    assert band(d, "test:hemoglobin", 12.5, None, 40) is None  # never a sex-specific range for unknown sex


def test_sex_specific_falls_back_to_any(d: Dictionary) -> None:
    male = band(d, "test:creatinine", 1.4, "male", 50)
    unknown = band(d, "test:creatinine", 1.4, None, 50)
    assert male is not None and unknown is not None
    assert (male.range_id, male.flag) == ("range:creatinine:male", "high")
    assert (unknown.range_id, unknown.flag) == ("range:creatinine:nhis", "normal")


def test_hdl_and_waist_by_sex(d: Dictionary) -> None:
    assert band(d, "test:hdl_cholesterol", 45, "female", 40).flag == "low"  # type: ignore[union-attr]
    assert band(d, "test:hdl_cholesterol", 45, "male", 40).flag == "normal"  # type: ignore[union-attr]
    assert band(d, "body:waist", 87, "female", 40).abnormal  # type: ignore[union-attr]
    assert not band(d, "body:waist", 87, "male", 40).abnormal  # type: ignore[union-attr]


def test_no_range_gives_none(d: Dictionary) -> None:
    assert band(d, "symptom:headache", 5, None, None) is None


def test_at_least_eleven_sex_specific_terms(d: Dictionary) -> None:
    assert len({r.term_key for r in d.ranges.values() if r.sex != "any"}) >= 11


def test_every_range_is_well_formed(d: Dictionary) -> None:
    assert [p for r in d.ranges.values() for p in range_problems(r)] == []


def test_range_problems_catch_bad_shapes() -> None:
    bad = RangeDef(
        id="r",
        term_key="t",
        unit="u",
        cuts=(2.0, 1.0),
        cut_to=("up",),
        labels=("a",),
        flags=("odd",),
        source="",
        tier="x",
    )
    assert len(range_problems(bad)) >= 5
    ok = RangeDef(
        id="r",
        term_key="t",
        unit="u",
        cuts=(1.0,),
        cut_to=("upper",),
        labels=("a", "b"),
        flags=("normal", "high"),
        source="s",
        tier="guideline",
    )
    assert band_of(ok, 1.0).label == "b" and band_of(ok, 0.99).label == "a"
