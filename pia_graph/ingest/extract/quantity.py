"""A quantity said in an utterance: its value, the unit as said, its offsets and its kind (``numbers``)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Quantity:
    value: float
    unit: str | None  # normalised spelling of the unit as said ("mg", "mmol/L", "lb", "k", "drink");
    # "kilo" is Korean 킬로/키로, kilograms or kilometres by context
    start: int
    end: int
    raw: str
    kind: str = "number"  # number | pair | score | feet_inches
    value2: float | None = None
    corrected: bool = False  # the value said in its place replaced it ("500 아니고 850mg": 850 here)
