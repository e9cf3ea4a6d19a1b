"""One analysed utterance, built once per turn and read by the RETAIN gate, the extractor and the READ gate.

It holds the analysed text (``analysed_text.analysed_form``), its sentences and clauses, the ontology's alias
matches (exact, and with misspelt drugs and value terms for the extractor), the time expressions resolved
against ``said_at``, and for each clause: negation, hedging and resolution cues, its experiencer (the user, a
first-degree relative, someone else, a pet, a made-up person) and the gate's verdict with its reason (read clause
by clause in ``utterance_clauses``). The stages read these and do not decide them again.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar, cast

from pia_graph.ingest import cues
from pia_graph.ingest.analysed_text import analysed_form
from pia_graph.ingest.clause_verdict import Verdict
from pia_graph.ingest.clauses import Segment, all_clauses
from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.experiencer import Experiencer
from pia_graph.ingest.sense import sense_spans
from pia_graph.ingest.utterance_clauses import Clause as Clause
from pia_graph.ingest.utterance_clauses import accompanies as accompanies
from pia_graph.ingest.utterance_clauses import read_clauses
from pia_graph.ontology import AliasIndex, Dictionary, TermMatch
from pia_graph.temporal import Resolution, resolve_in_text

_SCORE_AS_DATE = re.compile(r"^\d{1,2}\s*/\s*10$")
# Words in quotes are someone else's (a relative's text, a leaflet, a blog): "my mom keeps texting me 'drink
# more water!!'", "약 봉투에 '식후 30분'이라고": the gate reads them blanked, as it reads figurative words.
_QUOTED = re.compile(r"(?:(?<=^)|(?<=[\s(]))(['\"‘“])(?=\S)([^'\"‘’“”\n]{3,80}?)(?<=\S)['\"’”](?![A-Za-z])")
_T = TypeVar("_T")


class Later(Generic[_T]):
    """A value computed on first use, once, by a pure function fixed when the utterance is built: the READ gate reads
    no time expression and no misspelt drug of a question (``analyse``'s ``resolutions`` and ``matches``), the
    write path reads both, and each gets what an eager computation would have given. A copy of the utterance
    (``dataclasses.replace``) shares it, as it shared the eager value. Compared and hashed by its value."""

    __slots__ = ("_compute", "_value")

    def __init__(self, compute: Callable[[], _T]) -> None:
        self._compute: Callable[[], _T] | None = compute
        self._value: _T | None = None

    def get(self) -> _T:
        compute = self._compute
        if compute is not None:  # two threads may both compute it: the function is pure, the value the same
            self._value = compute()
            self._compute = None
        return cast(_T, self._value)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Later) and self.get() == other.get()

    def __hash__(self) -> int:
        return hash(self.get())

    def __repr__(self) -> str:
        return repr(self.get())
_DATE_CUE_BEFORE = re.compile(r"(?:\bon|\bsince|\bfrom|\buntil|\bby)\s*$", re.IGNORECASE)


def _usable_resolutions(text: str, resolutions: list[Resolution]) -> list[Resolution]:
    """Drop "7/10" read as July 10 when it is a score (no "on"/"since" before it)."""
    out: list[Resolution] = []
    for r in resolutions:
        if r.span is not None and _SCORE_AS_DATE.match(r.span.text.strip()) \
                and not _DATE_CUE_BEFORE.search(text[:r.span.start]):
            continue
        out.append(r)
    return out


@dataclass(frozen=True, slots=True)
class AnalysedUtterance:
    text: str  # the analysed form; every span indexes it
    lang: str
    said_at: dt.datetime | None
    alias_matches: tuple[TermMatch, ...]  # exact alias matches (the gate's health evidence)
    later_matches: Later[tuple[TermMatch, ...]]  # exact, misspelt drugs and value terms (the extractor's): `matches`
    later_resolutions: Later[tuple[Resolution, ...]]  # the time expressions resolved: `resolutions`
    sentences: tuple[tuple[Segment, tuple[Segment, ...]], ...]
    clauses: tuple[Clause, ...]
    small_talk: bool
    figurative: tuple[tuple[int, int], ...] = ()  # spans of health words said figuratively ("a pain in the neck")
    #: the turn is read as typed on the account of the one cared for, who is the user: it says so (``proxy_account``
    #: cues) or an earlier turn of the account did; the store keeps it on the turn, so that the account's later turns
    #: ("she's allergic to amoxicillin") are read as the user's too
    proxy: bool = False
    #: what the stages derive from this utterance alone, computed once (``derived``); not part of its value, and
    #: fresh in a copy (``dataclasses.replace``), whose text may differ
    _derived: dict[Hashable, Any] = field(default_factory=dict, init=False, repr=False, compare=False)

    def derived(self, key: Hashable, compute: Callable[[], _T]) -> _T:
        """``compute()``, run once per utterance and ``key``: the gates and the extractor each ask for what they
        read (the RETAIN decision, a sentence's request grammar) and the first to ask computes it. ``compute``
        must depend on this utterance and ``key`` alone."""
        try:
            got: _T = self._derived[key]
        except KeyError:
            got = self._derived[key] = compute()
        return got

    @property
    def matches(self) -> tuple[TermMatch, ...]:
        return self.later_matches.get()

    @property
    def resolutions(self) -> tuple[Resolution, ...]:
        return self.later_resolutions.get()

    def clause_at(self, pos: int) -> Clause | None:
        for c in self.clauses:
            if c.start <= pos < c.end:
                return c
        return None

    def experiencer_at(self, pos: int) -> Experiencer:
        c = self.clause_at(pos)
        return c.experiencer if c is not None else Experiencer.SELF

    def sentence_clauses(self, n: int) -> list[Clause]:
        return [c for c in self.clauses if c.sentence == n]

    @property
    def verdicts(self) -> list[Verdict]:
        return [c.verdict for c in self.clauses]


def _figurative(text: str, lang: str, dictionary: Dictionary | None) -> list[tuple[int, int]]:
    if dictionary is None or (("figurative", lang) not in dictionary.cues):
        return []
    return [(m.start(), m.end()) for m in cue_pattern(dictionary, "figurative", lang).finditer(text)]


def quoted_spans(text: str) -> list[tuple[int, int]]:
    return [(m.start(), m.end()) for m in _QUOTED.finditer(text)]


def _masked(text: str, spans: list[tuple[int, int]]) -> str:
    for a, b in spans:
        text = text[:a] + " " * (b - a) + text[b:]
    return text


def names_proxy(text: str, lang: str, dictionary: Dictionary | None) -> bool:
    """Whether a turn says it is typed on the account of the one cared for ("mums account - typing for her")."""
    return dictionary is not None and ("proxy_account", lang) in dictionary.cues \
        and bool(cue_pattern(dictionary, "proxy_account", lang).search(text))


def analyse(
    text: str, lang: str, *, said_at: dt.datetime | None = None, index: AliasIndex | None = None,
    dictionary: Dictionary | None = None, matches: list[TermMatch] | None = None, verbatim: bool = False,
    proxy_account: bool = False,
) -> AnalysedUtterance:
    """Analyse one utterance. ``text`` is the analysed form unless ``verbatim`` (then it is normalised here).
    Alias matches come from ``index`` (or are given as ``matches``); time expressions are resolved when
    ``said_at`` is given; misspelt drugs and value terms are added when ``dictionary`` is. ``proxy_account``: an
    earlier turn of the account said it is typed for the one cared for, who is the user (``names_proxy``)."""
    from pia_graph.ingest.extract.concept_values import with_value_terms
    from pia_graph.ingest.extract.context import CALENDAR_KINDS
    from pia_graph.ingest.extract.split_phrases import with_split_phrases
    from pia_graph.ingest.extract.spoken_numbers import digit_twin
    from pia_graph.ontology.fuzzy import fuzzy_for, with_fuzzy

    if verbatim:
        text = analysed_form(text)
    lang = "ko" if lang == "ko" else "en"
    exact = list(matches) if matches is not None else (index.match(text, lang) if index is not None else [])
    figurative = _figurative(text, lang, dictionary)
    exact = [m for m in exact if not any(a <= m.start < b for a, b in figurative)]
    # a health word in a sense that is no health of the user's ("this traffic is killing me", "dinner with …")
    figurative += sense_spans(text, lang, dictionary, [(m.start, m.end) for m in exact if m.term_key is not None])
    exact = [m for m in exact if not any(a <= m.start < b for a, b in figurative)]
    kept, hidden = tuple(exact), tuple(figurative)

    def resolutions() -> tuple[Resolution, ...]:
        return tuple(_usable_resolutions(text, resolve_in_text(text, said_at, lang))) if said_at is not None else ()
    later_resolutions = Later(resolutions)

    def full() -> tuple[TermMatch, ...]:
        if index is None or dictionary is None:
            return kept
        found = with_value_terms(text, with_fuzzy(text, list(kept), fuzzy_for(index, dictionary)), dictionary)
        # "열이 일요일부터 났어요": a phrase alias with the episode's time inside it (split_phrases.py)
        found = with_split_phrases(text, found, index, [(r.span.start, r.span.end) for r in later_resolutions.get()
                                                        if r.span is not None and r.kind in CALENDAR_KINDS])
        return tuple(m for m in found if not any(a <= m.start < b for a, b in hidden))
    sentences = all_clauses(text)
    quoted = quoted_spans(text)
    stripped = text.strip()
    greeting = cues.rx(cues.SMALL_TALK).match(stripped)
    # "thanks!", "yo": a greeting with no health word; "no longer on zoloft" names a drug after its first word
    small_talk = not stripped or (greeting is not None and not cues.health_rx(lang).search(text)
                                  and not any(m.term_key and m.start >= greeting.end() for m in exact))
    # numbers said in words are read as their digits ("two and a half milligrams", "칠 점 이라고"): a clause's
    # verdict asks for a number as digits, and the twin keeps every offset
    masked = digit_twin(_masked(text, figurative + quoted))
    proxy = proxy_account or names_proxy(masked, lang, dictionary)
    return AnalysedUtterance(
        text=text, lang=lang, said_at=said_at, alias_matches=kept, later_matches=Later(full),
        later_resolutions=later_resolutions, sentences=tuple((s, tuple(p)) for s, p in sentences),
        clauses=tuple(read_clauses(masked, lang, sentences,
                              tuple(m for m in exact if not any(a <= m.start < b for a, b in quoted)), dictionary,
                              proxy)),
        small_talk=small_talk, figurative=tuple(figurative), proxy=proxy,
    )
