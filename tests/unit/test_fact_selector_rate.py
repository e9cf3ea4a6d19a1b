"""`scripts/fact_selector_rate.py`: the share of free-text selectors found anywhere in a ranking, per language."""

from __future__ import annotations

from types import ModuleType

from tests.unit.script_loader import load_script


def _script() -> ModuleType:
    return load_script("fact_selector_rate")


def test_tally_counts_fact_selectors_found_anywhere_and_in_the_top_five() -> None:
    fact = {"coordinate": None, "date": None, "text": "Dr. Patel, her office is in Bellevue"}
    rec = {"coordinate": "test:ldl_cholesterol", "date": "2026-01-02", "text": "LDL 96"}
    filler = {"coordinate": "vital:weight", "date": "2026-01-01", "text": "weight 70"}
    en = {"lang": "en", "expect": {"relevant": [{"fact_contains": "bellevue"}, {"fact_contains": "Marco"},
                                                {"coordinate": "test:ldl_cholesterol", "date": "2026-01-02"}]}}
    ko = {"lang": "ko", "expect": {"relevant": [{"fact_contains": "박지훈"}]}}
    out = _script().tally([(en, {"ranked": [rec, *[filler] * 5, fact]}), (ko, {"ranked": []})])
    assert out["en"]["fc"] == 2 and out["en"]["fc_any"] == 1 and out["en"]["fc_5"] == 0
    assert out["ko"]["fc"] == 1 and out["ko"]["fc_any"] == 0
    assert out["all"]["n"] == 2 and out["all"]["rr"] == 1.0
