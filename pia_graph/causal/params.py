"""The causal layer's curated parameters, read offline from `ontology/80`–`83_causal_*.cypher`.

Trend thresholds, cause states, causal cue words and time windows are data that curators own; this module
only reads the literal after `UNWIND` in each script (the same reader as the dictionary's).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any, Literal

from pia_graph.ontology.cypher_literal import unwind_rows
from pia_graph.ontology.model import Mechanism
from pia_graph.ontology.scripts import load_default_dictionary
from pia_graph.paths import ontology_dir

Worse = Literal["up", "down", "none"]


@dataclass(frozen=True, slots=True)
class TrendParam:
    coordinate: str
    min_change: float
    worse: Worse
    field: str = "value"


@dataclass(frozen=True, slots=True)
class StateRule:
    coordinate: str
    state: str
    test: str
    field: str
    threshold: float


@dataclass(frozen=True, slots=True)
class Cue:
    text: str
    lang: str


@dataclass(frozen=True, slots=True)
class CausalParams:
    trends: dict[str, TrendParam]
    states: dict[tuple[str, str], StateRule]
    cues: tuple[Cue, ...]
    windows: dict[str, Any]
    mechanisms: tuple[Mechanism, ...]
    term_kinds: dict[str, str] = field(default_factory=dict)

    def trend(self, coordinate: str) -> TrendParam | None:
        """The coordinate's row, else its namespace's wildcard row (`symptom:*`), else None."""
        found = self.trends.get(coordinate)
        if found is None:
            found = self.trends.get(coordinate.split(":", 1)[0] + ":*")
        return found

    def state(self, coordinate: str, state: str) -> StateRule | None:
        found = self.states.get((coordinate, state))
        if found is None:
            found = self.states.get((coordinate.split(":", 1)[0] + ":*", state))
        return found

    def days(self, key: str) -> int:
        return int(self.windows[key])

    def names(self, key: str) -> frozenset[str]:
        return frozenset(str(v) for v in self.windows.get(key) or [])

    def kind(self, coordinate: str) -> str:
        return self.term_kinds.get(coordinate) or coordinate.split(":", 1)[0]


def _rows(path: Path) -> list[dict[str, Any]]:
    return unwind_rows(path.read_text(encoding="utf-8"))


def parse_params(folder: Path | None = None, mechanisms: tuple[Mechanism, ...] = ()) -> CausalParams:
    base = folder or ontology_dir()
    trends = {
        str(r["coordinate"]): TrendParam(
            str(r["coordinate"]), float(r["min_change"]), r.get("worse") or "none", str(r.get("field") or "value")
        )
        for p in sorted(base.glob("8*_causal_trends*.cypher")) for r in _rows(p)
    }
    states = {
        (str(r["coordinate"]), str(r["state"])): StateRule(
            str(r["coordinate"]), str(r["state"]), str(r["test"]), str(r.get("field") or ""),
            float(r.get("threshold") or 0),
        )
        for p in sorted(base.glob("8*_causal_states*.cypher")) for r in _rows(p)
    }
    cues = tuple(
        Cue(str(r["text"]).lower(), str(r.get("lang") or "en"))
        for p in sorted(base.glob("8*_causal_cues*.cypher")) for r in _rows(p)
    )
    windows = {str(r["key"]): r["value"] for p in sorted(base.glob("8*_causal_windows*.cypher")) for r in _rows(p)}
    return CausalParams(trends, states, cues, windows, mechanisms)


@cache
def load_params() -> CausalParams:
    """The repository's parameters with the dictionary's mechanisms and term kinds, parsed once."""
    dictionary = load_default_dictionary()
    params = parse_params(None, tuple(dictionary.mechanisms))
    kinds = {key: term.kind for key, term in dictionary.terms.items()}
    return CausalParams(params.trends, params.states, params.cues, params.windows, params.mechanisms, kinds)
