"""Units: the spellings people use, the canonical unit of each term, and conversions to it.

Plain dimensional conversions (kg/lb, cm/in, °F/°C, g/L/g/dL) go through pint; conversions that depend
on the analyte (glucose mmol/L → mg/dL) are data in :data:`ANALYTE_FACTORS`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from typing import Any

from pia_graph.ontology.model import Dictionary


class UnitError(ValueError):
    """A unit that is unknown, or that cannot be converted to the term's canonical unit."""


# spelling (lowercased, spaces removed) -> unit ids, most likely first; context picks among several
_SPELLINGS: dict[str, tuple[str, ...]] = {}


def _spell(unit: str, *spellings: str) -> None:
    for s in (unit, *spellings):
        key = s.lower().replace(" ", "")
        _SPELLINGS[key] = (*_SPELLINGS.get(key, ()), unit)


_spell("mg/dL", "mg/dl", "mgdl", "mg", "mg per dl", "milligrams per deciliter", "밀리그램", "밀리그램퍼데시리터")
_spell("mmol/L", "mmol/l", "mmol", "mm", "millimoles", "millimolar", "밀리몰")
_spell("mEq/L", "meq/l", "meq")
_spell("umol/L", "µmol/l", "μmol/l", "umol/l", "umol", "µmol", "μmol", "micromol/l", "micromoles")
_spell("nmol/L", "nmol/l", "nmol")
_spell("pmol/L", "pmol/l", "pmol")
_spell("g/dL", "g/dl", "gdl", "grams per deciliter")
_spell("g/L", "g/l")
_spell("mg/L", "mg/l")
_spell("ng/mL", "ng/ml", "ng")
_spell("ug/L", "µg/l", "μg/l", "ug/l", "mcg/l")
_spell("ng/dL", "ng/dl")
_spell("pg/mL", "pg/ml", "pg")
_spell("ug/dL", "µg/dl", "μg/dl", "ug/dl", "mcg/dl")
_spell("U/L", "u/l", "iu/l", "units/l", "unit", "units", "iu")
_spell("%", "percent", "pct", "퍼센트", "프로")
_spell("mmol/mol", "mmol/mol")
_spell("mL/min/1.73m2", "ml/min/1.73m2", "ml/min/1.73m²", "ml/min/1.73", "ml/min")
_spell(
    "10^3/uL",
    "10^3/ul",
    "x10^3/ul",
    "10³/µl",
    "10³/μl",
    "k/ul",
    "k/µl",
    "thou/ul",
    "10^9/l",
    "x10^9/l",
    "×10^9/l",
    "10*3/ul",
)
_spell("10^6/uL", "10^6/ul", "x10^6/ul", "10⁶/µl", "m/ul", "mil/ul", "10^12/l", "x10^12/l", "10*6/ul")
_spell("/uL", "/ul", "/µl", "/μl", "cells/ul", "per ul")
_spell("mIU/L", "miu/l", "uiu/ml", "µiu/ml", "μiu/ml", "mu/l")
_spell("fL", "fl", "femtoliters")
_spell("mm/h", "mm/hr", "mm/h")
_spell("mg/g", "mg/g", "mg/gcr", "mg/g creatinine")
_spell("mg/mmol", "mg/mmol")
_spell("kg", "kgs", "kilo", "kilos", "kilogram", "kilograms", "킬로", "키로", "킬로그램", "kg.")
_spell("lb", "lbs", "lb.", "pound", "pounds", "파운드")
_spell("g", "gram", "grams", "그램")
_spell("cm", "centimeter", "centimeters", "cms", "센티", "센치", "센티미터")
_spell("m", "meter", "meters", "metre", "metres", "미터")
_spell("in", "inch", "inches", '"', "인치", "″")
_spell("ft", "feet", "foot", "'", "′")
_spell("km", "k", "kms", "kilometer", "kilometers", "kilometre", "kilometres", "킬로", "키로", "킬로미터")
_spell("mi", "mile", "miles", "마일")
_spell("Cel", "°c", "c", "celsius", "degc", "degreesc", "degreescelsius", "℃", "도", "섭씨")
_spell("degF", "°f", "f", "fahrenheit", "degf", "degreesf", "degreesfahrenheit", "℉", "화씨")
_spell("deg", "degrees", "degree", "°")
_spell("mmHg", "mmhg", "mm hg", "mm of mercury")
_spell("/min", "bpm", "beats/min", "beatsperminute", "perminute", "회", "번", "/분")
_spell("kg/m2", "kg/m²", "kg/m^2")
_spell("min", "mins", "minute", "minutes", "분")
_spell("h", "hr", "hrs", "hour", "hours", "시간")
_spell("steps", "step", "걸음", "보")
_spell("drinks", "drink", "잔", "glasses", "glass", "cans", "can", "beers", "shots", "bottles", "병")
_spell("cigarettes", "cigarette", "cigs", "개비", "대")
_spell("mL", "ml", "cc", "밀리리터")

# canonical unit -> pint expression, for plain dimensional conversions
_PINT: dict[str, str] = {
    "kg": "kilogram",
    "lb": "pound",
    "g": "gram",
    "cm": "centimeter",
    "m": "meter",
    "in": "inch",
    "ft": "foot",
    "km": "kilometer",
    "mi": "mile",
    "min": "minute",
    "h": "hour",
    "Cel": "degC",
    "degF": "degF",
    "g/dL": "gram/deciliter",
    "g/L": "gram/liter",
    "mg/dL": "milligram/deciliter",
    "mg/L": "milligram/liter",
    "ng/mL": "nanogram/milliliter",
    "ug/L": "microgram/liter",
    "ng/dL": "nanogram/deciliter",
    "pg/mL": "picogram/milliliter",
    "ug/dL": "microgram/deciliter",
    "mL": "milliliter",
}
# numerically identical spellings of one quantity
_SAME: list[frozenset[str]] = [
    frozenset({"U/L", "IU/L"}),
    frozenset({"10^3/uL"}),
    frozenset({"10^6/uL"}),
    frozenset({"mIU/L"}),
    frozenset({"/min"}),
]

Conv = float | Callable[[float], float]
# term -> {unit: factor to the canonical unit, or a function}. 1 mmol/L glucose = 18.016 mg/dL.
ANALYTE_FACTORS: dict[str, dict[str, Conv]] = {
    "test:fasting_glucose": {"mmol/L": 18.016},
    "test:random_glucose": {"mmol/L": 18.016},
    "test:postprandial_glucose": {"mmol/L": 18.016},
    "test:glucometer_glucose": {"mmol/L": 18.016},
    "test:total_cholesterol": {"mmol/L": 38.67},
    "test:ldl_cholesterol": {"mmol/L": 38.67},
    "test:ldl_direct": {"mmol/L": 38.67},
    "test:hdl_cholesterol": {"mmol/L": 38.67},
    "test:non_hdl_cholesterol": {"mmol/L": 38.67},
    "test:triglycerides": {"mmol/L": 88.57},
    "test:creatinine": {"umol/L": 1 / 88.4},
    "test:uric_acid": {"umol/L": 1 / 59.48, "mmol/L": 1000 / 59.48},
    "test:calcium": {"mmol/L": 4.008, "mEq/L": 2.004},
    "test:vitamin_d": {"nmol/L": 1 / 2.496},
    "test:bun": {"mmol/L": 2.801},
    "test:hba1c": {"mmol/mol": lambda v: v / 10.929 + 2.15},
    "test:hemoglobin": {"mmol/L": 1.611},
    "test:free_t4": {"pmol/L": 1 / 12.87},
    "test:vitamin_b12": {"pmol/L": 1.355},
    "test:serum_iron": {"umol/L": 5.585},
    "test:sodium": {"mEq/L": 1.0},
    "test:potassium": {"mEq/L": 1.0},
    "test:chloride": {"mEq/L": 1.0},
    "test:bicarbonate": {"mEq/L": 1.0},
    "test:magnesium": {"mEq/L": 0.5, "mg/dL": 1 / 2.431},
    "test:ferritin": {"ug/L": 1.0},
    "test:wbc": {"/uL": 0.001},
    "test:platelets": {"/uL": 0.001},
    "test:rbc": {"/uL": 0.000001},
    "test:uacr": {"mg/mmol": 8.84},
    "test:psa": {"ug/L": 1.0},
}


def unit_candidates(spelling: str) -> tuple[str, ...]:
    """Unit ids a spelling may stand for (several when it is ambiguous, like 킬로)."""
    key = spelling.strip().lower().replace(" ", "")
    if key in _SPELLINGS:
        return _SPELLINGS[key]
    key = key.rstrip(".")
    return _SPELLINGS.get(key, ())


@cache
def _registry() -> Any:
    import pint

    return pint.UnitRegistry()


def _pint_convert(value: float, src: str, dst: str) -> float:
    ureg = _registry()
    return float(ureg.Quantity(value, _PINT[src]).to(_PINT[dst]).magnitude)


def _convert(term_key: str, value: float, src: str, canonical: str) -> float | None:
    if src == canonical or any(src in group and canonical in group for group in _SAME):
        return value
    factor = ANALYTE_FACTORS.get(term_key, {}).get(src)
    if factor is not None:
        return factor(value) if callable(factor) else value * factor
    if src in _PINT and canonical in _PINT:
        try:
            return _pint_convert(value, src, canonical)
        except Exception:  # pint's DimensionalityError and friends
            return None
    return None


def convert(term_key: str, value: float, unit: str | None, canonical: str) -> tuple[float, str]:
    """Convert ``value`` said in ``unit`` to ``canonical`` for ``term_key``; UnitError when impossible."""
    if unit is None or not unit.strip():
        return value, canonical
    candidates = unit_candidates(unit)
    if not candidates:
        raise UnitError(f"unknown unit {unit!r} for {term_key}")
    for cand in candidates:
        if cand == "deg":  # bare "degrees": Fahrenheit when the number only makes sense so
            cand = "degF" if value > 50 else "Cel"
        out = _convert(term_key, value, cand, canonical)
        if out is not None:
            return out, canonical
    raise UnitError(f"cannot convert {unit!r} to {canonical!r} for {term_key}")


def to_canonical(
    term_key: str, value: float, unit: str | None, dictionary: Dictionary | None = None
) -> tuple[float, str]:
    """``(value, unit)`` in the canonical unit of the term. A missing unit is taken as canonical."""
    if dictionary is None:
        from pia_graph.ontology.scripts import load_default_dictionary

        dictionary = load_default_dictionary()
    term = dictionary.terms.get(term_key)
    if term is None:
        raise UnitError(f"unknown term {term_key}")
    if not term.unit:
        raise UnitError(f"{term_key} has no canonical unit")
    return convert(term_key, value, unit, term.unit)


_FT_IN = re.compile(
    r"^\s*(\d+(?:\.\d+)?)\s*(?:'|′|ft|feet|foot)\s*(?:(\d+(?:\.\d+)?)\s*(?:\"|″|''|in|inch|inches)?)?\s*$",
    re.IGNORECASE,
)


def feet_inches_to_cm(text: str) -> float | None:
    """``5'11"``, ``5 ft 11 in``, ``5'4`` → centimetres; None when the text is not such a height."""
    m = _FT_IN.match(text)
    if not m:
        return None
    feet = float(m.group(1))
    inches = float(m.group(2) or 0)
    return round((feet * 12 + inches) * 2.54, 2)
