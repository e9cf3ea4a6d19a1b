"""What a latest measurement means, in the words of a condition (pure): "in the anemia range", "저혈당 수준".

The curators' table `ontology/hu2_findings.tsv` says, per measured coordinate, a value range and the condition it
falls in. A finding is said beside the measurement it rests on (and cites only that record); it is never said when
the user already has the condition it names, or one the table lists as making it say nothing new. It adds no digit.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from pia_graph.ontology.reference_lists import read_tsv
from pia_graph.paths import project_root


@dataclass(frozen=True)
class FindingRule:
    rule_id: str
    coordinate: str
    at_least: float | None
    below: float | None
    names: str
    unless: tuple[str, ...]
    phrase_en: str
    phrase_ko: str

    def holds(self, value: float) -> bool:
        return (self.at_least is None or value >= self.at_least) and (self.below is None or value < self.below)

    def phrase(self, ko: bool) -> str:
        return self.phrase_ko if ko else self.phrase_en


def _bound(text: str) -> float | None:
    return float(text) if text.strip() else None


@cache
def finding_rules(path: Path | None = None) -> tuple[FindingRule, ...]:
    path = path or project_root() / "ontology" / "hu2_findings.tsv"
    rules = []
    for rule_id, coordinate, at_least, below, names, unless, en, ko in read_tsv(path):
        rules.append(FindingRule(rule_id, coordinate, _bound(at_least), _bound(below), names,
                                 tuple(u for u in unless.split("|") if u), en, ko))
    return tuple(rules)


def finding(coordinate: str, value: object, known: set[str], rules: tuple[FindingRule, ...] | None = None
            ) -> FindingRule | None:
    """The first rule of the table that a latest value of `coordinate` falls in, unless the user's current
    conditions (`known`) already say it."""
    if not isinstance(value, float | int) or isinstance(value, bool):
        return None
    for rule in rules if rules is not None else finding_rules():
        if rule.coordinate != coordinate or not rule.holds(float(value)):
            continue
        if rule.names in known or known.intersection(rule.unless):
            continue
        return rule
    return None
