"""What the question asks, read once for the fused ranking (pure): the named terms that fence the records, and the
fields asked (a value, a name, what was said, a reason, a date, the future, the active ones, a status, advice,
results, what a sentence holds) that each score of ``fuse`` reads."""

from __future__ import annotations

from dataclasses import dataclass

from pia_graph.memory.recall_models import QueryUnderstanding
from pia_graph.ontology import Dictionary
from pia_graph.retrieve.cues import holds_advice, holds_frequency, reports_speech
from pia_graph.retrieve.fuse_signals import unfenced_types
from pia_graph.retrieve.understand import asked_statuses, named_coordinates, wants_active

CLASS_WORD = "drug_class:"  # the reason query understanding gives a drug reached through a class


@dataclass(frozen=True)
class Asked:
    named: set[str]  # the coordinates the question names by alias (empty: it names none)
    allowed: set[str]  # the hard boundary: the named coordinates, when any is named
    unfenced: set[str]  # record types a concept word asks for beside the named terms
    name: bool  # "what was the clinic called": a sentence answers
    value: bool
    said: bool
    reason: bool
    date: bool
    future: bool
    family: bool
    other: bool
    active_only: bool
    statuses: set[str]
    advice: bool
    results: bool
    frequency: bool  # how often is asked (how often, 얼마마다, 몇 개월마다): a sentence holding a frequency answers
    told: bool  # what a sentence holds is asked (said, shown, given, which one): it comes before its turn's record
    by_class: bool  # asked by a class word ("blood thinner", 혈압약), not by a drug's name

    def fencing(self, named_here: set[str], dictionary: Dictionary) -> set[str]:
        """The terms a sentence names that the boundary reads. Asked by a class word, a drug term the dictionary
        gives no class is unknown to the class, not known to be another's: it fences nothing (the class's members
        are only the drugs whose class the dictionary knows; most of the widened vocabulary has none)."""
        if not self.by_class:
            return named_here
        return {k for k in named_here if not (k.startswith("drug:") and _unclassed(k, dictionary))}

    def advice_in(self, text: str) -> bool:
        """The sentence holds the advice asked (what a clinician said to do or avoid)."""
        return self.advice and holds_advice(text)

    def frequency_in(self, text: str) -> bool:
        """How often is asked and the sentence holds a frequency ("every 6 months", 6개월마다)."""
        return self.frequency and holds_frequency(text)

    def speech_in(self, text: str) -> bool:
        """What someone said is asked and the sentence reports it."""
        return self.said and reports_speech(text)


def asked_of(u: QueryUnderstanding, dictionary: Dictionary) -> Asked:
    named = named_coordinates(u)
    fields = {d.value for d in u.fields}
    # The hard boundary holds when the question names a term; concept words widen, they do not fence off
    # a record type asked for beside them ("what bp med am I on": the regimen, not only the readings).
    return Asked(
        named=named,
        allowed={d.value for d in u.coordinates} if named else set(),
        unfenced=unfenced_types(u, dictionary) if named else set(),
        name="name" in fields,
        value="value" in fields,
        said="said" in fields,
        reason="reason" in fields,
        date="date" in fields,
        future="future" in fields,
        family=any(d.value == "family_history" for d in u.record_types),
        other="someone_else" in fields,
        active_only=wants_active(u),
        statuses=asked_statuses(u),
        advice="advice" in fields,
        results="results" in fields,
        frequency="frequency" in fields,
        told="sentence" in fields and "value" not in fields,
        by_class=asked_by_class(u),
    )


def asked_by_class(u: QueryUnderstanding) -> bool:
    """The question's drugs come from a class word ("my blood thinner"), not from a named drug whose name is a class
    word ("insulin": a name keeps its exact boundary)."""
    return any(d.reason.startswith(CLASS_WORD) and not d.reason.startswith(CLASS_WORD + "drug:") for d in u.entities)


def _unclassed(key: str, dictionary: Dictionary) -> bool:
    term = dictionary.terms.get(key)
    return term is not None and not term.drug_class
