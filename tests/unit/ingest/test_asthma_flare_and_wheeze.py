"""An asthma flare names the condition, not a wheeze (develop labels give condition:asthma for it, never a wheeze or
shortness of breath), and a wheeze the user tells is reported in the format as shortness of breath
(eval/LABEL_CONVENTIONS.md: "wheeze or breathlessness alone")."""

from __future__ import annotations

from typing import Any

from pia_graph.evaluation.format_vocabulary import format_coordinates, in_format

SAID = "2026-02-20T09:00:00+00:00"


def _kinds(run: Any, text: str) -> list[tuple[str, str]]:
    return sorted((r.type, r.coordinate) for r in run(text, SAID, "en").records)


def test_an_asthma_flare_is_the_asthma_condition_not_a_wheeze(run: Any) -> None:
    got = _kinds(run, "asthma flare since Monday, coughing at night")
    assert ("condition", "condition:asthma") in got
    assert ("symptom", "symptom:wheezing") not in got


def test_a_wheeze_is_still_a_wheeze_and_the_format_reports_it_as_shortness_of_breath(run: Any) -> None:
    text = "peak flow 380 this morning, used the blue inhaler 2 puffs, still a bit wheezy"
    got = _kinds(run, text)
    assert ("symptom", "symptom:wheezing") in got
    if format_coordinates() is None:
        return
    records = [{"type": t, "coordinate": c} for t, c in got]
    seen = in_format({"id": "s", "records": records}, format_coordinates())
    assert any(r["coordinate"] == "symptom:shortness_of_breath" and r["type"] == "symptom"
               for r in seen["records"])
