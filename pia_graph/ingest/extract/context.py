"""What every family extractor sees: the utterance cut into clauses, term matches, quantities, times."""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from pia_graph.ingest.clauses import Segment
from pia_graph.ingest.extract.concept_values import dosed_ends, measured_ends
from pia_graph.ingest.extract.day_labels import AFTER_RULE, CLAUSE_RULE, LINE_RULE, label_days, week_spans
from pia_graph.ingest.extract.numbers import Quantity, find_quantities
from pia_graph.ingest.extract.reference_values import readings_only
from pia_graph.ingest.utterance import AnalysedUtterance
from pia_graph.ontology import Dictionary, TermMatch
from pia_graph.temporal import Resolution
from pia_graph.temporal.anchored import anchored, holiday_passed

# Time kinds that stand for a point or a window in the calendar (their digits are not measurements).
CALENDAR_KINDS = frozenset({"date", "month", "year", "interval", "sleep_window"})
_LIST_OPENER = re.compile(r"(?:\W|\b(?:and|also|plus|or)\b|&|그리고|또|또한)*", re.I)
_SUPPLY_COUNT = re.compile(r"\d+\s*-?\s*(?:day|days|week|weeks|month|months|일치|주치|개월치)", re.I)


# units a number said right after an ambiguous name may carry and still be a reading of it (not a dose)
_DOSE_UNITS = frozenset({"IU", "units", "mcg", "mg", "pill", "drink", "bottle", "cup", "cigarette"})


def _read_as_measured(ctx: Ctx, m: TermMatch) -> TermMatch:
    """A name that is a test or a drug ("vitamin D": the level or the supplement) that the alias gate settled by a
    cue elsewhere in the turn ("vit d was 18, doc told me 2000 IU a day": 'a day' names the supplement) is the
    measured one where its own clause reads a value right after it and holds none of the cue: the reading is
    the mention's evidence, the cue the other mention's (the supplement of a level, ``med.supplement_of_measured``)."""
    if not m.ambiguous or m.term_key is None or ";context:" not in m.rule:
        return m
    measured = [c for c in m.candidates if ctx.record_type(c) in ("lab_result", "vital_sign", "body_measurement")]
    if len(measured) != 1 or measured[0] == m.term_key:
        return m
    clause = ctx.clause_of(m.start)
    cue = m.rule.rsplit(";context:", 1)[1].rstrip("*").lower()
    if cue and cue in clause.text.lower():
        return m
    value = next((q for q in ctx.quantities if clause.start <= q.start < clause.end and q.start >= m.end), None)
    if value is None or value.kind != "number" or value.unit in _DOSE_UNITS or len(ctx.text[m.end:value.start]) > 25:
        return m
    return TermMatch(m.start, m.end, m.surface, m.norm, measured[0], m.candidates, m.ambiguous,
                     m.rule + ";reading")


@dataclass(slots=True)
class Draft:
    """A record before time assignment, validation and ids; ``rule`` is the id of the rule that made it
    (declared in ``registry.RULES``)."""

    rule: str
    type: str
    coordinate: str
    start: int
    end: int
    fields: dict[str, Any] = field(default_factory=dict)
    time: str = "clause"  # clause: governing time expression | own: set by the extractor | none
    confidence: float = 0.9
    visit_ref: int | None = None
    corrected: bool = False  # a later draft of the same reading replaces this one (a correction said)


@dataclass(slots=True)
class Ctx:
    text: str
    lang: str
    said_at: dt.datetime
    dictionary: Dictionary
    matches: list[TermMatch]
    resolutions: list[Resolution]
    profile: Mapping[str, Any] | None = None  # read only when a rule asks (ingest/lazy_profile.py)
    sentences: list[tuple[Segment, list[Segment]]] = field(default_factory=list)
    quantities: list[Quantity] = field(default_factory=list)
    used_quantities: set[int] = field(default_factory=set)
    used_matches: set[int] = field(default_factory=set)

    utterance: AnalysedUtterance | None = None

    @classmethod
    def build(cls, utterance: AnalysedUtterance, said_at: dt.datetime, dictionary: Dictionary,
              profile: Mapping[str, Any] | None) -> Ctx:
        """The extractor's view of an analysed utterance: its clauses, matches and times, plus the
        quantities outside calendar expressions."""
        # "fever broke the next day", "그 다음날", "two days later": counted from the day told before, not today
        # "추석 연휴 끝나고 체중 74.5": the holiday is over, the reading (and a "다음날" after it) is the turn's
        told = holiday_passed(utterance.text, utterance.lang, list(utterance.resolutions))
        resolutions = anchored(utterance.text, utterance.lang, told, said_at)
        # "mon 128 tue 119", "월 110 화 104": the day labels leading the items of a logged run of readings
        labels = label_days(utterance.text, utterance.lang, said_at,
                            [(r.span.start, r.span.end) for r in resolutions if r.span is not None],
                            week_spans(resolutions))
        after = [(r.span.start, r.span.end) for r in labels if r.rule_id in (AFTER_RULE, LINE_RULE, CLAUSE_RULE)
                 and r.span is not None]
        # "119 tue" after "128 on mon": the label of a run said after its reading, read once, by the run
        resolutions = [r for r in resolutions
                       if r.span is None or not any(s <= r.span.start < e for s, e in after)] + labels
        skip = [
            (r.span.start, r.span.end) for r in resolutions if r.span is not None and r.kind in CALENDAR_KINDS
        ]
        for r in resolutions:
            if r.kind == "supply" and r.span is not None:
                skip += [(r.span.start + m.start(), r.span.start + m.end())
                         for m in _SUPPLY_COUNT.finditer(r.span.text)]
        ctx = cls(utterance.text, utterance.lang, said_at, dictionary, list(utterance.matches), resolutions, profile)
        ctx.sentences = [(s, list(parts)) for s, parts in utterance.sentences]
        found = find_quantities(utterance.text, utterance.lang, skip,
                                measured_ends(list(utterance.matches), dictionary),
                                dosed_ends(list(utterance.matches), dictionary))
        # a pasted report's reference range and H/L flag are no readings (reference_values.py)
        ctx.quantities = readings_only(utterance.text, utterance.lang, dictionary, found,
                                       [s.start for s, _parts in utterance.sentences], list(utterance.matches))
        ctx.utterance = utterance
        ctx.matches = [_read_as_measured(ctx, m) for m in ctx.matches]
        return ctx

    # --- lookups ----------------------------------------------------------------------------------
    def profile_value(self, key: str) -> Any:
        """One value of the user's profile (None when unknown): the profile is read from the store only when a rule
        asks (``lazy_profile``), so a rule asks only when what it decides depends on the answer."""
        return None if self.profile is None else self.profile.get(key)

    def record_type(self, term_key: str | None) -> str | None:
        return self.dictionary.record_type(term_key)

    def sentence_of(self, pos: int) -> Segment:
        for sentence, _ in self.sentences:
            if sentence.start <= pos < sentence.end:
                return sentence
        return Segment(self.text, 0, len(self.text))

    def clause_of(self, pos: int) -> Segment:
        for sentence, parts in self.sentences:
            if sentence.start <= pos < sentence.end:
                for part in parts:
                    if part.start <= pos < part.end:
                        return part
                return sentence
        return Segment(self.text, 0, len(self.text))

    def clauses_in(self, sentence: Segment) -> list[Segment]:
        return next((list(parts) for s, parts in self.sentences if s.start == sentence.start), [])

    def list_head(self, pos: int) -> Segment | None:
        """The clause before, when the clause at ``pos`` only adds an item to its list ("took my metformin,
        vitamin d and iron", "아목시실린 알레르기 있어요, 그리고 땅콩도요"): the item opens the clause."""
        clause = self.clause_of(pos)
        head = list(self.text[clause.start:pos])
        for m in self.matches:  # earlier items of the same list ("magnesium and fish oil") are part of it
            if m.term_key is not None and clause.start <= m.start and m.end <= pos:
                head[m.start - clause.start:m.end - clause.start] = " " * (m.end - m.start)
        if not _LIST_OPENER.fullmatch("".join(head)):
            return None
        before = None
        for part in self.clauses_of(self.sentence_of(pos)):
            if part.end <= clause.start:
                before = part
        return before

    def clauses_of(self, sentence: Segment) -> list[Segment]:
        for s, parts in self.sentences:
            if s.start == sentence.start:
                return parts
        return [sentence]

    def terms(self, *prefixes: str, record_types: Iterable[str] = ()) -> list[TermMatch]:
        """Resolved term matches whose key starts with a prefix or whose term has a given record type."""
        rts = set(record_types)
        out: list[TermMatch] = []
        for m in self.matches:
            if m.term_key is None:
                continue
            by_prefix = m.term_key.startswith(prefixes) if prefixes else False
            if by_prefix or (rts and self.record_type(m.term_key) in rts):
                out.append(m)
        return out

    def quantities_in(self, start: int, end: int) -> list[Quantity]:
        return [q for q in self.quantities if q.start >= start and q.end <= end]

    def free(self, q: Quantity) -> bool:
        return q.start not in self.used_quantities

    def take(self, q: Quantity) -> None:
        self.used_quantities.add(q.start)

    def text_between(self, a: int, b: int) -> str:
        return self.text[a:b] if a <= b else self.text[b:a]

    def lower(self, seg: Segment | None = None) -> str:
        return (seg.text if seg else self.text).lower()
