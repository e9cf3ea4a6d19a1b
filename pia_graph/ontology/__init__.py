"""The medical dictionary: terms, aliases, concepts, reference ranges, mechanisms (data in ``ontology/``)."""

from pia_graph.ontology.alias_gate import AliasIndex, TermMatch
from pia_graph.ontology.model import (
    AliasEntry,
    Ambiguity,
    Band,
    Concept,
    ContextRule,
    CueList,
    Dictionary,
    Mechanism,
    RangeDef,
    Term,
    TermLink,
    UnitInference,
    UnitRange,
)
from pia_graph.ontology.scripts import load_default_dictionary

__all__ = [
    "AliasEntry",
    "AliasIndex",
    "Ambiguity",
    "Band",
    "Concept",
    "ContextRule",
    "CueList",
    "Dictionary",
    "Mechanism",
    "RangeDef",
    "Term",
    "TermLink",
    "TermMatch",
    "UnitInference",
    "UnitRange",
    "load_default_dictionary",
]
