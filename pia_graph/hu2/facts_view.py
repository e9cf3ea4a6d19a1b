"""Views over one user's evidence that several fields share (pure): series, active things, cue-matched facts."""

from __future__ import annotations

import re
from collections import defaultdict
from functools import cache

from pia_graph.hu2.models import EvidenceFact, EvidenceRecord, Hu2Inputs
from pia_graph.ingest import cues
from pia_graph.ingest.hup.types import ordered_where
from pia_graph.ontology.word_lists import words_alternation

MEASURED = ordered_where(result=True)  # labs, vitals, body measurements: the series that trend
# a goal fact: the aim wording (the dictionary's aim_label and aim_wish, either language) or a plan
_GOAL_ALSO = r"\bplan(?:ning)?\s+to\b|계획"
_KO_GAP = r"\s*"  # a Korean word of a list may be written spaced or not


@cache
def _patterns() -> dict[str, re.Pattern[str]]:
    """A like or dislike, and an English question, with the dictionary's words (``84_rule_words.cypher``:
    like_word ko, question_opening en)."""
    return {
        "like": re.compile(r"\blove\b|\blike\b|\bhate\b|\bprefer|\benjoy|\bcan'?t stand\b|\bnot giving\b|"
                           rf"{words_alternation('like_word', 'ko', _KO_GAP)}", re.I),
        "question_en": re.compile(rf"\?\s*$|\b(?:{words_alternation('question_opening', 'en', ' ')})\b", re.I),
    }


_HANGUL = re.compile(r"[\uac00-\ud7a3]")


def is_question(text: str) -> bool:
    """The turn asks rather than tells. Korean by the ingest's own question endings (``cues.QUESTION_END_KO``):
    a polite declarative ends in -요 too ("커피 하루 3잔 마셔요", "두드러기 나요"), so -요 alone is no question."""
    if _patterns()["question_en"].search(text):
        return True
    return bool(_HANGUL.search(text)) and bool(cues.rx(cues.QUESTION_END_KO).search(text.strip()))


def day_key(x: EvidenceRecord | EvidenceFact) -> str:
    """The day a record or fact is about, as sortable text ("" when it has none: oldest)."""
    return x.day.isoformat() if x.day else ""


def _order(r: EvidenceRecord) -> tuple[str, str]:
    return (day_key(r), r.said_at.isoformat() if r.said_at else "")


def series(inputs: Hu2Inputs, types: tuple[str, ...]) -> dict[str, list[EvidenceRecord]]:
    """Records of the given types per coordinate, oldest first (negated ones left out)."""
    out: dict[str, list[EvidenceRecord]] = defaultdict(list)
    for r in inputs.records:
        if r.type in types and not r.negated:
            out[r.coordinate].append(r)
    return {k: sorted(v, key=_order) for k, v in out.items()}


def latest(records: list[EvidenceRecord]) -> EvidenceRecord:
    return max(records, key=_order)


_SNAPSHOT_SECTION = {"condition": "conditions", "allergy": "allergies", "family_history": "family_history",
                     "goal": "goals", "preference": "preferences"}


def current(inputs: Hu2Inputs, record_type: str) -> list[EvidenceRecord]:
    """The newest record per coordinate of a static type, when it is not negated, resolved or ended; the read
    path's snapshot decides for the types it holds, of its records only those of this type (its conditions
    section also holds operations: a stent is no condition the user lives with, and `who.past` says it)."""
    section = _SNAPSHOT_SECTION.get(record_type)
    if inputs.snapshot is not None and section is not None:
        ids = {i for e in getattr(inputs.snapshot, section) for i in e.record_ids}
        return _newest_per_coordinate([r for r in inputs.records if r.record_id in ids and r.type == record_type])
    out = []
    for recs in series(inputs, (record_type,)).values():
        r = latest(recs)
        if r.status not in ("resolved", "ended", "stopped"):
            out.append(r)
    return out


def active_regimens(inputs: Hu2Inputs) -> list[EvidenceRecord]:
    """Regimens not stopped; the read path's snapshot decides when it is known (supply ends included)."""
    if inputs.snapshot is not None:
        ids = {i for e in inputs.snapshot.active_regimens for i in e.record_ids}
        picked = [r for r in inputs.records if r.record_id in ids]
        if picked or not ids:
            return _newest_per_coordinate(picked)
    return current(inputs, "medication_regimen")


def _newest_per_coordinate(records: list[EvidenceRecord]) -> list[EvidenceRecord]:
    best: dict[str, EvidenceRecord] = {}
    for r in records:
        if r.coordinate not in best or _order(r) > _order(best[r.coordinate]):
            best[r.coordinate] = r
    return list(best.values())


def record_turns(inputs: Hu2Inputs) -> set[str]:
    return {r.turn_text for r in inputs.records if r.turn_text}


def _newest_first(facts: list[EvidenceFact]) -> list[EvidenceFact]:
    """Newest first; statements of one day in the order of their words, not in the order the store returned them
    (which then decided which of them a field's term limit kept)."""
    return sorted(facts, key=lambda f: (day_key(f), f.turn_text or f.text), reverse=True)


def facts_with(inputs: Hu2Inputs, cue: re.Pattern[str], *, uncaptured_only: bool = False) -> list[EvidenceFact]:
    """Facts whose words match a cue (not questions), newest first; optionally only from turns no record holds."""
    captured = record_turns(inputs) if uncaptured_only else set()
    out = [
        f for f in inputs.facts
        if cue.search(f.text) and not is_question(f.turn_text or f.text) and f.turn_text not in captured
    ]
    return _newest_first(out)


def goal_facts(inputs: Hu2Inputs) -> list[EvidenceFact]:
    from pia_graph.ingest.cue_words import aim_pattern
    from pia_graph.ontology import load_default_dictionary

    return facts_with(inputs, aim_pattern(load_default_dictionary(), "any", also=_GOAL_ALSO))


def liking_facts(inputs: Hu2Inputs) -> list[EvidenceFact]:
    return facts_with(inputs, _patterns()["like"])


def facts_mentioning(inputs: Hu2Inputs, prefixes: tuple[str, ...], *, uncaptured_only: bool = True
                     ) -> list[EvidenceFact]:
    captured = record_turns(inputs) if uncaptured_only else set()
    out = [
        f for f in inputs.facts
        if any(k.startswith(prefixes) for k in f.term_keys) and f.turn_text not in captured
        and not is_question(f.turn_text or f.text)
    ]
    return _newest_first(out)
