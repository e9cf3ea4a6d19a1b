"""The clause attributes of the analysed utterance behind one interface: hypothetical, experiencer, hedged and
resolved (said to be over, the project's "historical").

``utterance.analyse`` asks the backend in ``ATTRIBUTES`` once per sentence and once per clause; the hand rules
(``RULES``) are the default and the only backend the package ships. ``scripts/measure_libraries.py`` sets a
ConText backend (medspacy's, on a blank spaCy pipeline) here for the length of a measurement, to compare the two
(docs/extraction.md, "Libraries measured").
"""

from __future__ import annotations

from collections.abc import Sequence
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Protocol

from pia_graph.ingest import negation
from pia_graph.ingest.clause_talk import is_hypothetical
from pia_graph.ingest.clauses import Segment
from pia_graph.ingest.experiencer import Experiencer, experiencer_of


class SentenceAttributes(Protocol):
    """What a backend says of one sentence and of each of its clauses (spans index the analysed text)."""

    @property
    def hypothetical(self) -> bool: ...

    def experiencer(self, part: Segment, *, before: Experiencer | None) -> Experiencer: ...

    def hedged(self, part: Segment) -> bool: ...

    def resolved(self, part: Segment) -> bool: ...


class ClauseAttributes(Protocol):
    def sentence(self, sentence: Segment, lang: str, *, question: bool,
                 spans: Sequence[tuple[int, int]]) -> SentenceAttributes:
        """``spans``: the alias matches of the utterance (the terms a cue may govern)."""
        ...


@dataclass(frozen=True, slots=True)
class RuleSentence:
    lang: str
    hypothetical: bool
    spans: tuple[tuple[int, int], ...] = ()

    def experiencer(self, part: Segment, *, before: Experiencer | None) -> Experiencer:
        # the words of the terms the clause names: a term owned by someone else is their health
        named = tuple(part.text[s - part.start:e - part.start].lower() for s, e in self.spans
                      if part.start <= s and e <= part.end and e > s)
        return experiencer_of(part.text, self.lang, hypothetical=self.hypothetical, before=before, named=named)

    def hedged(self, part: Segment) -> bool:
        return negation.is_hedged(part.text, self.lang)

    def resolved(self, part: Segment) -> bool:
        return negation.is_resolved(part.text, self.lang)


class RuleAttributes:
    """The hand rules: the dictionary's cue lists and ``experiencer``'s anchors."""

    def sentence(self, sentence: Segment, lang: str, *, question: bool,
                 spans: Sequence[tuple[int, int]]) -> RuleSentence:
        return RuleSentence(lang, is_hypothetical(sentence.text, question, lang), tuple(spans))


RULES = RuleAttributes()
ATTRIBUTES: ContextVar[ClauseAttributes] = ContextVar("clause_attributes", default=RULES)
