"""The dictionary as Python values: terms, aliases, concepts, ranges, mechanisms, ambiguities."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from pia_graph.ingest.hup.types import RECORD_TYPES as _TYPES
from pia_graph.ingest.hup.types import types_where

Sex = Literal["any", "male", "female"]

ALIAS_GROUPS: tuple[str, ...] = (
    "en",
    "ko",
    "abbr_en",
    "abbr_ko",
    "lay_en",
    "lay_ko",
    "typo_en",
    "typo_ko",
    "brand_en",
    "brand_ko",
)

RECORD_TYPES: frozenset[str] = _TYPES
MEASUREMENT_RECORD_TYPES: frozenset[str] = types_where(measured=True)


def group_lang(group: str) -> str:
    """Language of an alias group: a group whose name ends with 'ko' is Korean, every other English."""
    return "ko" if group.endswith("ko") else "en"


@dataclass(frozen=True, slots=True)
class AliasEntry:
    """One surface form of a term or concept, as a script declares it."""

    text: str
    norm: str
    lang: str
    source: str  # the alias group (en, abbr_ko, ...) or 'ambiguity' / 'candidate'
    target: str  # a Term key or a Concept key
    file: str = ""


@dataclass(frozen=True, slots=True)
class Term:
    key: str
    kind: str
    record_type: str
    name: str
    unit: str | None = None
    loinc: str | None = None
    domain: str = ""
    drug_class: str | None = None
    indications: tuple[str, ...] = ()
    aliases: tuple[AliasEntry, ...] = ()
    extra: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)
    file: str = ""


@dataclass(frozen=True, slots=True)
class TermLink:
    """(Term)-[:TAGGED {role, required}]->(Concept)."""

    term_key: str
    concept_key: str
    role: Literal["primary", "related"]
    required: bool = False


@dataclass(frozen=True, slots=True)
class Concept:
    key: str
    kind: str  # panel | condition_tag | group
    name: str
    members: tuple[TermLink, ...] = ()
    aliases: tuple[AliasEntry, ...] = ()
    value_term: str | None = None  # where a number said right after the concept word belongs
    file: str = ""
    # a drug class's words (lang, text): read by the gates (``cues.drug_class_rx``), not aliases, so query
    # understanding keeps its own reading of class words (``retrieve/term_lookups``)
    words: tuple[tuple[str, str], ...] = ()
    # a drug class's classes (lower case) and whether they are cross-reactivity groups read by their head
    # (``ontology/drug_classes.py``, the one reader)
    drug_classes: tuple[str, ...] = ()
    cross_reactive: bool = False


@dataclass(frozen=True, slots=True)
class RangeDef:
    """A reference range: ``len(cuts) + 1`` contiguous bands.

    ``cut_to[i]`` says where a value equal to ``cuts[i]`` falls: 'upper' (the band above) or 'lower'.
    """

    id: str
    term_key: str
    unit: str
    cuts: tuple[float, ...]
    cut_to: tuple[str, ...]
    labels: tuple[str, ...]
    flags: tuple[str, ...]  # low | normal | borderline | high | critical per band
    source: str
    tier: str  # guideline | lab_typical | single_source
    sex: Sex = "any"
    age_min: float | None = None
    age_max: float | None = None
    note: str = ""
    file: str = ""


@dataclass(frozen=True, slots=True)
class Band:
    """Where one value falls in a reference range."""

    label: str
    flag: str
    abnormal: bool
    low: float | None
    high: float | None
    source: str
    tier: str
    range_id: str
    sex: Sex
    unit: str


@dataclass(frozen=True, slots=True)
class Mechanism:
    """(cause)-[:CAN_AFFECT {direction, min_lag, max_lag}]->(effect), lags as ISO-8601 durations."""

    cause: str
    effect: str
    direction: Literal["up", "down", "worse", "better"]
    min_lag: str
    max_lag: str
    source: str
    cause_state: str = ""  # e.g. 'short' for sleep:night: the state of the cause that acts
    note: str = ""
    file: str = ""
    via: str = ""  # '' for a drug's own row; 'class:statin' or 'indication:condition:gout' for a class row's


@dataclass(frozen=True, slots=True)
class ClassMechanism:
    """A mechanism row keyed by drug class and/or indication (``63_mechanisms_by_class``): every drug term whose
    ``drug_class`` has the class as a component and whose ``indications`` hold the indication acts on ``effect``."""

    drug_class: str  # lower case; '' when the row names only an indication
    indication: str  # a condition key; '' when the row names only a class
    effect: str
    direction: Literal["up", "down", "worse", "better"]
    min_lag: str
    max_lag: str
    source: str
    cause_state: str = ""
    note: str = ""
    file: str = ""
    not_drugs: tuple[str, ...] = ()  # curated exceptions (an inhaled or topical form of a systemic class)

    @property
    def via(self) -> str:
        return f"class:{self.drug_class}" if self.drug_class else f"indication:{self.indication}"


@dataclass(frozen=True, slots=True)
class ContextRule:
    """Pick ``term_key`` for an ambiguous form when any cue occurs in the utterance."""

    term_key: str
    cues: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Ambiguity:
    text: str
    norm: str
    lang: str
    candidates: tuple[str, ...]
    rules: tuple[ContextRule, ...]
    file: str = ""
    # a common word with one health sense ("RR", "의원"): without a firing cue it is no match at all
    needs_cue: bool = False


@dataclass(frozen=True, slots=True)
class CueList:
    """Cue words of one group and language (``ontology/80_cues.cypher``), compiled by ``ingest.cue_words``."""

    group: str
    lang: str
    cues: tuple[str, ...]
    note: str = ""
    file: str = ""


@dataclass(frozen=True, slots=True)
class UnitRange:
    min: float
    max: float
    unit: str


@dataclass(frozen=True, slots=True)
class UnitInference:
    """What a number said without a unit means for one coordinate (``ontology/81_unit_inference.cypher``)."""

    coordinate: str
    lang: str  # any | en | ko
    bare: tuple[UnitRange, ...] = ()  # said with the coordinate's name: min < value < max
    implied_by: tuple[str, ...] = ()  # words that name the coordinate when no term is said
    implied: tuple[UnitRange, ...] = ()  # min <= value <= max
    file: str = ""


@dataclass(slots=True)
class Dictionary:
    terms: dict[str, Term] = field(default_factory=dict)
    concepts: dict[str, Concept] = field(default_factory=dict)
    ranges: dict[str, RangeDef] = field(default_factory=dict)
    mechanisms: list[Mechanism] = field(default_factory=list)
    class_mechanisms: list[ClassMechanism] = field(default_factory=list)
    ambiguities: dict[tuple[str, str], Ambiguity] = field(default_factory=dict)
    ingredient_links: list[tuple[str, str]] = field(default_factory=list)  # (combination, ingredient)
    # stop forms: ordinary phrases that hide a shorter alias inside them ("ran out" is no run)
    stops: dict[tuple[str, str], str] = field(default_factory=dict)  # (norm, lang) -> text
    cues: dict[tuple[str, str], CueList] = field(default_factory=dict)  # (group, lang)
    unit_inference: dict[tuple[str, str], UnitInference] = field(default_factory=dict)  # (coordinate, lang)
    version: str = "0"
    checksum: str = ""
    problems: list[str] = field(default_factory=list)  # parse-time findings, reported by check

    def aliases(self) -> list[AliasEntry]:
        """Every alias: of terms, of concepts, and those the ambiguity script adds."""
        out: list[AliasEntry] = []
        for term in self.terms.values():
            out.extend(term.aliases)
        for concept in self.concepts.values():
            out.extend(concept.aliases)
        for amb in self.ambiguities.values():
            out.extend(AliasEntry(amb.text, amb.norm, amb.lang, "ambiguity", key, amb.file) for key in amb.candidates)
        return out

    def ingredients_of(self, term_key: str) -> list[str]:
        """The ingredient terms of a combination drug (empty for a single-ingredient drug)."""
        return [i for d, i in self.ingredient_links if d == term_key]

    def ranges_for(self, term_key: str) -> list[RangeDef]:
        return [r for r in self.ranges.values() if r.term_key == term_key]

    def unit_rule(self, coordinate: str, lang: str) -> UnitInference | None:
        """The unit inference of a coordinate in a language (its own row first, else the 'any' row)."""
        return self.unit_inference.get((coordinate, lang)) or self.unit_inference.get((coordinate, "any"))

    def record_type(self, term_key: str | None) -> str | None:
        """The record type of a term key (``None`` for no key, or a key the dictionary does not hold)."""
        term = self.terms.get(term_key) if term_key is not None else None
        return term.record_type if term is not None else None

    def has_key(self, key: str) -> bool:
        return key in self.terms or key in self.concepts

    @classmethod
    def from_scripts(cls, path: Any = None) -> Dictionary:
        """Parse every ``ontology/*.cypher`` script offline (no database)."""
        from pia_graph.ontology.scripts import parse_scripts

        return parse_scripts(path)
