"""Rule ``earlier_turn.goal``: a goal said as a bare number is a goal of the measure the user's last turns read (pure).

"goal is 210 by summer" after "weight 238 lb, bmi 34", "목표는 62" after "몸무게 67.5": the turn states an aim
(``aim_pattern``: goal, target, want to, 목표) with one number and no unit, and names no measure, so the extractor
makes no goal of it (which quantity 210 is cannot be told from the turn alone). The user's recent records
(``followup_resolve._window``) can tell: when the readings near that number (within ``NEAR`` of it, the ratio the
same-turn rule ``goals._weight_unit_beside`` uses) are all of one measure that has a goal term, the number is that
measure's goal, in the unit the newest such reading was said in. Nothing earlier is superseded: the goal is new.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from pia_graph.ingest.cue_words import aim_pattern
from pia_graph.ingest.earlier_records import Prior, value_fields
from pia_graph.ingest.extract.goals import direction_of
from pia_graph.ingest.extract.numbers import Quantity
from pia_graph.ingest.extract.registry import check
from pia_graph.ingest.hup import HupRecord, make_record, validate
from pia_graph.ontology import Dictionary

#: the readings a bare goal number may be the goal of: within this ratio of it
NEAR = (0.6, 1.4)
#: the measure a goal aims at -> its goal term (the goal terms of ``10_profile.cypher``)
_GOAL_OF = {"body:weight": "goal:weight", "test:hba1c": "goal:glucose", "test:fasting_glucose": "goal:glucose",
            "test:random_glucose": "goal:glucose", "test:postprandial_glucose": "goal:glucose"}


def _bare(quantities: list[Quantity]) -> Quantity | None:
    """The turn's one number said without a unit (a goal that names nothing else), or None."""
    values = [q for q in quantities if q.kind == "number"]
    if len(values) != 1 or values[0].unit is not None or values[0].value <= 0:
        return None
    return values[0]


def might_set_goal(text: str, lang: str, own: list[HupRecord], quantities: list[Quantity],
                   dictionary: Dictionary) -> bool:
    """A turn with no record of its own that states an aim with one bare number ("goal is 210 by summer"): it
    reads the user's recent records, to find what the number is a goal of."""
    return not own and _bare(quantities) is not None and aim_pattern(dictionary, lang).search(text) is not None


def _said(p: Prior) -> float | None:
    value = p.props.get("value")
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def _near(p: Prior, q: Quantity) -> bool:
    """The earlier reading, as said, is near the goal number (its first number said, else its stored value)."""
    said = str(p.props.get("value_as_said") or "").split()
    first = next((float(w) for w in said if w.replace(".", "", 1).isdigit()), None)
    base = first if first is not None else _said(p)
    return bool(base) and NEAR[0] <= q.value / float(base or 1) <= NEAR[1]


def by_goal(text: str, lang: str, said_at: dt.datetime, own: list[HupRecord], earlier: list[Prior],
            quantities: list[Quantity], dictionary: Dictionary) -> list[tuple[HupRecord, Prior | None]] | None:
    """The goal of the one measure the turn's bare number is near, among the user's recent readings."""
    if not might_set_goal(text, lang, own, quantities, dictionary):
        return None
    q = _bare(quantities)
    assert q is not None  # might_set_goal found it
    near = [p for p in earlier if str(p.props.get("coordinate")) in _GOAL_OF and _said(p) is not None and _near(p, q)]
    goals = {_GOAL_OF[str(p.props["coordinate"])] for p in near}
    if len(goals) != 1:
        return None  # no reading near it, or readings of two measures: which one the goal is of is not said
    reading = near[0]  # newest first
    goal = goals.pop()
    if goal not in dictionary.terms:
        return None
    record = _goal_record(goal, reading, q, text, dictionary, rule="earlier_turn.goal")
    if validate(record, said_at) is not None:
        return None
    return [(record, None)]


def _goal_record(goal: str, reading: Prior, q: Quantity, text: str, dictionary: Dictionary, *,
                 rule: str) -> HupRecord:
    check(rule, "goal", "any")  # declared in extract/registry.py
    fields: dict[str, Any] = value_fields(reading, q.value, q, dictionary)
    return make_record(
        "goal", coordinate=goal, target_coordinate=str(reading.props["coordinate"]), value=fields["value"],
        unit=reading.props.get("unit"), value_as_said=q.raw.strip(), unit_as_said=reading.props.get("unit_as_said"),
        direction=direction_of(text), rule_id=rule, span=text[q.start:q.end], span_start=q.start, span_end=q.end,
        confidence=0.8)
