"""Whether extraction may read the user's profile for a turn, known from its analysis (pure).

The profile read is a round trip to Neo4j that the rules wait for (``lazy_profile.LazyProfile``). Its commonest
reader is the band of a result whose reference ranges differ by sex or age (``ontology.ranges.depends_on_person``):
a turn whose analysis names such a term ("hemoglobin 12.9"), or a concept with one among its primary members
("BP 132/85": ``concept:blood_pressure``), may read it, and retain starts the read on another thread before the
rules run (``LazyProfile.start``). The answer only moves the read earlier: a turn it misses reads the profile when a
rule asks, as before, and one it names in vain pays one read that nothing waits for."""

from __future__ import annotations

from pia_graph.ingest.utterance import AnalysedUtterance
from pia_graph.ontology.model import Dictionary
from pia_graph.ontology.per_dictionary import per_dictionary
from pia_graph.ontology.ranges import depends_on_person


@per_dictionary
def person_keys(dictionary: Dictionary) -> frozenset[str]:
    """The terms whose range depends on the person, and the concepts with one of them as a primary member."""
    terms = {k for k in dictionary.terms if depends_on_person(dictionary, k)}
    concepts = {c.key for c in dictionary.concepts.values()
                if any(m.role == "primary" and m.term_key in terms for m in c.members)}
    return frozenset(terms | concepts)


def may_read_profile(utterance: AnalysedUtterance, dictionary: Dictionary) -> bool:
    """Whether the turn names a term (or a candidate of an ambiguous match) in ``person_keys``."""
    keys = person_keys(dictionary)
    return any(k in keys for m in (*utterance.alias_matches, *utterance.matches)
               for k in ((m.term_key,) if m.term_key else m.candidates))
