"""Causal candidates from three sources (pure): the user's statements, the dictionary's mechanisms, and
co-occurrence within a window. Candidates are proposals; `prune` decides."""

from __future__ import annotations

import dataclasses
import datetime as dt
import re
from collections import defaultdict
from collections.abc import Iterable

from pia_graph.causal.model import Candidate, CausalRecord, Source, Statement
from pia_graph.causal.params import CausalParams, Cue


def habit_as_exposure(records: Iterable[CausalRecord], params: CausalParams) -> list[CausalRecord]:
    """A baseline habit ('drinks most nights', profile:alcohol) is exposure to its substance coordinate."""
    mapping = dict(str(v).split("=", 1) for v in params.windows.get("habit_of") or [])
    never = {str(v).lower() for v in params.windows.get("habit_absent") or []}
    return [
        dataclasses.replace(r, coordinate=mapping[r.coordinate], negated=r.negated or (r.text or "").lower() in never)
        if r.coordinate in mapping else r
        for r in records
    ]


def mark_recurring(records: Iterable[CausalRecord], params: CausalParams,
                   turn_text: dict[str, str] | None = None) -> list[CausalRecord]:
    """A record said to recur ('most nights', 'every day', '주 4회') or a regular habit holds for a while; a
    symptom said to come 'again' is a new attack. The words are the record's own and its turn's."""
    cues = [str(c).lower() for c in params.windows.get("recurrence_cues") or []]
    again = [str(c).lower() for c in params.windows.get("new_episode_cues") or []]
    out = []
    for r in records:
        words = f" {r.phrase} {r.text or ''} {(turn_text or {}).get(r.turn_id or '', '')} ".lower()
        habit = r.type in ("baseline_habit", "habit") and (r.text or "").lower() in ("regular", "daily", "heavy")
        recurring = habit or any(_has(words, c) for c in cues)
        new_episode = r.type == "symptom" and any(_has(words, c) for c in again)
        out.append(dataclasses.replace(r, recurring=recurring, new_episode=new_episode))
    return out


def _has(words: str, cue: str) -> bool:
    if cue.isascii():
        return re.search(rf"(?<![a-z]){re.escape(cue.strip())}(?![a-z])", words) is not None
    return cue in words


def find_cue(text: str, cues: Iterable[Cue]) -> str | None:
    low = text.lower()
    for cue in cues:
        if cue.lang == "ko":
            if cue.text in low:
                return cue.text
        elif re.search(rf"(?<![a-z]){re.escape(cue.text)}(?![a-z])", low):
            return cue.text
    return None


def find_statements(facts: list[dict[str, object]], turn_coordinates: dict[str, list[str]],
                    params: CausalParams) -> list[Statement]:
    """Facts carrying a causal cue, with the terms they name plus the coordinates of their turn's records."""
    out: list[Statement] = []
    for fact in facts:
        text = str(fact.get("text") or "")
        cue = find_cue(text, params.cues)
        if cue is None:
            continue
        turn_id = str(fact.get("turn_id") or "")
        listed = fact.get("terms")
        terms = [str(t) for t in listed] if isinstance(listed, list | tuple) else []
        terms += [c for c in turn_coordinates.get(turn_id, []) if c not in terms]
        day = fact.get("day")
        if len(terms) < 2 or not isinstance(day, dt.date):
            continue
        out.append(Statement(str(fact["fact_id"]), turn_id, day, text, cue, tuple(sorted(set(terms)))))
    return out


def statement_pairs(statement: Statement, params: CausalParams) -> list[tuple[str, str]]:
    """Pairs a statement supports: those with a mechanism in that order, and, when the statement names
    exactly one exposure and one outcome, that pair."""
    mech = {(m.cause, m.effect) for m in params.mechanisms}
    terms = statement.terms
    pairs = [(a, b) for a in terms for b in terms if a != b and (a, b) in mech]
    exposures = [t for t in terms if params.kind(t) in params.names("exposure_kinds")
                 and params.kind(t) not in params.names("outcome_kinds")]
    outcomes = [t for t in terms if params.kind(t) in params.names("outcome_kinds")]
    if not pairs and len(exposures) == 1 and len(outcomes) == 1 and (outcomes[0], exposures[0]) not in mech:
        pairs.append((exposures[0], outcomes[0]))
    return pairs


def generate(records: list[CausalRecord], statements: list[Statement], params: CausalParams) -> list[Candidate]:
    """Every candidate pair of coordinates, each with its sources, records and statements."""
    by_coord: dict[str, list[CausalRecord]] = defaultdict(list)
    for r in records:
        by_coord[r.coordinate].append(r)
    found: dict[tuple[str, str], Candidate] = {}

    def get(cause: str, effect: str) -> Candidate:
        cand = found.get((cause, effect))
        if cand is None:
            cand = Candidate(cause, effect, cause_records=list(by_coord.get(cause, [])),
                             effect_records=list(by_coord.get(effect, [])))
            found[(cause, effect)] = cand
        return cand

    for st in statements:
        for cause, effect in statement_pairs(st, params):
            cand = get(cause, effect)
            cand.sources.add(Source.STATEMENT)
            cand.statements.append(st)
    for m in params.mechanisms:
        if m.cause in by_coord and m.effect in by_coord:
            get(m.cause, m.effect).sources.add(Source.MECHANISM)
    window = params.days("co_occurrence_days")
    outcome_kinds = params.names("outcome_kinds")
    effects = [r for r in records if params.kind(r.coordinate) in outcome_kinds]
    for e in effects:
        for c in records:
            if c.coordinate == e.coordinate or c.coordinate.startswith("visit:"):
                continue
            if 0 <= (e.day - c.day).days <= window:
                cand = get(c.coordinate, e.coordinate)
                cand.sources.add(Source.CO_OCCURRENCE)
                cand.co_occurrences += 1
    return sorted(found.values(), key=lambda c: c.key)
