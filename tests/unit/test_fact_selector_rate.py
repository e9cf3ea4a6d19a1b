"""`scripts/fact_selector_rate.py`: the share of free-text selectors found anywhere in a ranking, per language."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]


def _script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("fact_selector_rate", ROOT / "scripts" / "fact_selector_rate.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


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
