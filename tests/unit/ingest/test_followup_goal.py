"""Rule ``earlier_turn.goal``: a goal said as a bare number ("goal is 210 by summer") is the goal of the one measure
the user's recent readings near that number are of, in the unit that reading was said in (pure, and through the
offline twin of a storage scenario with its history)."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.ingest.earlier_records import Prior
from pia_graph.ingest.extract.numbers import find_quantities
from pia_graph.ingest.followup_goal import might_set_goal
from pia_graph.ingest.followup_resolve import resolve
from pia_graph.ingest.turn_flow import offline_scenario
from pia_graph.ontology import AliasIndex, Dictionary

CST = dt.timezone(dt.timedelta(hours=-6))
BEFORE = dt.datetime(2026, 1, 5, 8, 0, tzinfo=CST)
LATER = BEFORE + dt.timedelta(minutes=3)


def reading(coordinate: str, value: float, unit: str, said: str, unit_as_said: str | None = None,
            rid: str = "r_w") -> Prior:
    return Prior({"record_id": rid, "negated": False, "type": "body_measurement" if coordinate.startswith("body:")
                  else "lab_result", "coordinate": coordinate, "value": value, "unit": unit, "value_as_said": said,
                  "unit_as_said": unit_as_said, "date": BEFORE.date(), "span": said, "span_start": 0,
                  "span_end": len(said)}, BEFORE)


def goals(dictionary: Dictionary, text: str, priors: list[Prior], lang: str = "en") -> list[tuple[Any, ...]]:
    got = resolve(text, lang, LATER, [], priors, dictionary, "t_key")
    return [(r.coordinate, r.value, r.unit, r.value_as_said, r.rule_id) for r in got.records]


WEIGHT_LB = reading("body:weight", 107.955, "kg", "238 lb", "lb")


def test_a_bare_goal_number_near_a_weight_is_a_weight_goal_in_its_unit(dictionary: Dictionary) -> None:
    assert goals(dictionary, "goal is 210 by summer", [WEIGHT_LB]) == [
        ("goal:weight", 95.254, "kg", "210", "earlier_turn.goal")]


def test_korean_bare_goal_after_a_weight(dictionary: Dictionary) -> None:
    got = goals(dictionary, "목표는 연말까지 62", [reading("body:weight", 67.5, "kg", "67.5")], "ko")
    assert [(c, v) for c, v, *_ in got] == [("goal:weight", 62.0)]


@pytest.mark.parametrize(("text", "priors"), [
    ("goal is 120", [WEIGHT_LB]),  # far from every reading
    ("goal is 100", [reading("body:weight", 90.0, "kg", "90 kg"),
                     reading("test:fasting_glucose", 110.0, "mg/dL", "110", rid="r_g")]),  # near two measures
    ("goal is 210 lb", [WEIGHT_LB]),  # a unit said: the extractor's goal, not this rule's
    ("bp 210", [WEIGHT_LB]),  # no aim
])
def test_no_goal_without_one_measure_near_it(dictionary: Dictionary, text: str, priors: list[Prior]) -> None:
    assert not [g for g in goals(dictionary, text, priors) if g[4] == "earlier_turn.goal"]


def test_only_an_aim_with_a_bare_number_reads_recent_records(dictionary: Dictionary) -> None:
    def reads(text: str) -> bool:
        return might_set_goal(text, "en", [], [q for q in find_quantities(text, "en") if q.kind == "number"],
                              dictionary)
    assert reads("goal is 210 by summer")
    assert not reads("walked 30 min")
    assert not reads("goal: run a 10k")


def test_the_turn_after_a_weight_stores_the_goal(dictionary: Dictionary, index: AliasIndex) -> None:
    scenario = {"id": "t", "kind": "storage", "lang": "en", "said_at": "2026-01-05T08:03:00-06:00",
                "text": "goal is 210 by summer",
                "history": [{"said_at": "2026-01-05T08:00:00-06:00", "text": "weight 238 lb, bmi 34"}]}
    got = offline_scenario(scenario, index, dictionary)
    assert [(r["type"], r["coordinate"]) for r in got["records"]] == [("goal", "goal:weight")]
