"""A table derived from a dictionary, built once per dictionary object (pure functions of the dictionary).

``Dictionary`` is a mutable, slotted dataclass: it can be neither hashed nor weakly referenced, so a cache keys
it by identity. The entry keeps the dictionary it was built from and is used only for that very object, so a
later dictionary that happens to get the same ``id`` never reads another's table.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TypeVar

from pia_graph.ontology.model import Dictionary

T = TypeVar("T")


def per_dictionary(build: Callable[[Dictionary], T]) -> Callable[[Dictionary], T]:
    """``build(dictionary)`` once per dictionary object; later calls with the same object return its table."""
    built: dict[int, tuple[Dictionary, T]] = {}

    @functools.wraps(build)
    def table(dictionary: Dictionary) -> T:
        hit = built.get(id(dictionary))
        if hit is not None and hit[0] is dictionary:
            return hit[1]
        value = build(dictionary)
        built[id(dictionary)] = (dictionary, value)
        return value

    return table
