"""A baseline habit and the substance it is use of (pure): the causal windows' `habit_of` pairs, read both ways.

"담배 하루 반갑" names smoking, the substance; it says as much about the user's smoking status (`profile:smoking`),
the habit whose exposure it is (`ontology/83_causal_windows.cypher`, `habit_of`: what the causal run reads a
baseline habit record as). `compose.enrich` lets a statement that names one also name the other, unsure (cited
for it, never said as a record), and the behavioural field says such a statement under the habit's name when no
habit record says the status.
"""

from __future__ import annotations

from functools import cache

from pia_graph.causal.params import load_params


@cache
def pairs() -> tuple[tuple[str, str], ...]:
    """(habit coordinate, substance coordinate): ("profile:smoking", "substance:smoking"), ..."""
    out = []
    for v in load_params().windows.get("habit_of") or []:
        habit, _, substance = str(v).partition("=")
        if habit and substance:
            out.append((habit.strip(), substance.strip()))
    return tuple(out)


def habit_of(substance: str) -> str | None:
    return next((h for h, s in pairs() if s == substance), None)


def also_named(keys: list[str]) -> list[str]:
    """The other side of each pair the keys name (a substance's habit, a habit's substance)."""
    out = [h for h, s in pairs() if s in keys] + [s for h, s in pairs() if h in keys]
    return [k for k in out if k not in keys]
