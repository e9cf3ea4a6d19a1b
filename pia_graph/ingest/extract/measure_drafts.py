"""A measure's draft: its value in the coordinate's canonical unit (``canonical``, which the profile, goal and
follow-up rules read too) under the rule ``measure.term_value`` unless its caller names another (pure)."""

from __future__ import annotations

import logging

from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.extract.numbers import Quantity
from pia_graph.ontology.units import UnitError, to_canonical

log = logging.getLogger(__name__)


def canonical(ctx: Ctx, key: str, value: float, unit: str | None) -> tuple[float, str | None]:
    """Value and unit in the coordinate's canonical unit; UnitError when the unit cannot apply."""
    rule = ctx.dictionary.unit_rule(key, ctx.lang) if unit is None else None
    if rule is not None:  # "glucose 6.1": mmol/L; "weighed 180": lb (ontology/81_unit_inference.cypher)
        unit = next((r.unit for r in rule.bare if r.min < value < r.max), None)
    if unit == "deg":
        unit = "degF" if value > 50 else "Cel"
    if unit == "kilo":  # 킬로/키로 said of a measurement: kilograms
        unit = "kg"
    term = ctx.dictionary.terms.get(key)
    if term is None or not term.unit:
        return value, unit
    v, u = to_canonical(key, value, unit, ctx.dictionary)
    return round(v, 3), u


def measure_draft(ctx: Ctx, key: str, rtype: str, q: Quantity, value: float, anchor: tuple[int, int],
                   unit: str | None) -> Draft | None:
    try:
        v, u = canonical(ctx, key, value, unit)
    except UnitError as exc:
        log.debug("unit %s does not fit %s: %s", unit, key, exc)
        return None
    return Draft("measure.term_value",  # the caller names another rule where it is not the term's value
        rtype, key, min(anchor[0], q.start), max(anchor[1], q.end),
        {"value": v, "unit": u, "value_as_said": _fmt(value), "unit_as_said": unit},
        confidence=0.95,
    )


def _fmt(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else str(value)
