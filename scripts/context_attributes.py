"""The clause attributes by medspacy's ConText, for ``measure_libraries.py --attributes`` (not shipped: the
package keeps the hand rules, ``pia_graph.ingest.clause_attributes.RULES``).

One spaCy doc per sentence of the analysed utterance (a blank English pipeline, nothing downloaded; the sentence
is the doc's one sentence, so a modifier's scope is the sentence, cut by ConText's terminations), the utterance's
alias matches as targets, medspacy's default ConText rules. A clause takes a category when a modifier of it
governs a term of the clause, or, in a clause with no term, when the modifier or its scope lies in the clause.
Categories: HYPOTHETICAL → hypothetical, POSSIBLE_EXISTENCE → hedged, HISTORICAL → resolved (said to be over),
FAMILY → a relative, OTHER_EXPERIENCER → someone else (ConText has no pet and no made-up person). Korean keeps
the rules. Every answer where ConText and the rules differ is logged in ``DISAGREEMENTS``.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from pia_graph.ingest.clause_attributes import RULES, RuleSentence
from pia_graph.ingest.clauses import Segment
from pia_graph.ingest.experiencer import Experiencer

ATTRIBUTES = ("hypothetical", "experiencer", "hedged", "resolved")
LOAD_S: list[float] = []
SPENT_S = [0.0]  # CPU time inside spaCy + ConText, summed


@dataclass(frozen=True, slots=True)
class Disagreement:
    attribute: str
    sentence: str
    clause: str
    rules: object
    context: object


DISAGREEMENTS: list[Disagreement] = []
DECISIONS: dict[str, int] = {a: 0 for a in ATTRIBUTES}


@cache
def _nlp() -> Any:
    t0, c0 = time.perf_counter(), time.process_time()
    import spacy
    from medspacy.context import ConText  # noqa: F401  (registers "medspacy_context")

    nlp = spacy.blank("en")
    nlp.add_pipe("medspacy_context", config={"rules": "default"})
    LOAD_S.extend((time.perf_counter() - t0, time.process_time() - c0))
    return nlp


def categories() -> list[str]:
    ctx = _nlp().get_pipe("medspacy_context")
    return sorted({r.category for r in ctx.rules})


@dataclass(slots=True)
class ContextSentence:
    rules: RuleSentence
    use: frozenset[str]
    sentence: Segment
    _by_char: dict[str, list[tuple[int, int]]] = field(default_factory=dict)  # category -> governed char spans
    _terms: list[tuple[int, int]] = field(default_factory=list)
    _free: dict[str, list[tuple[int, int]]] = field(default_factory=dict)  # category -> modifier+scope char spans

    @property
    def hypothetical(self) -> bool:
        # a sentence attribute in the rules: any clause of the sentence governed by HYPOTHETICAL
        got = self._has("HYPOTHETICAL", self.sentence)
        return self._pick("hypothetical", self.rules.hypothetical, got, self.sentence)

    def experiencer(self, part: Segment, *, before: Experiencer | None) -> Experiencer:
        rules = self.rules.experiencer(part, before=before)
        hypothetical = self._has("HYPOTHETICAL", self.sentence) if "hypothetical" in self.use \
            else self.rules.hypothetical
        if hypothetical:  # as in the rules: an imagined case is a made-up person's
            got = Experiencer.HYPOTHETICAL
        elif self._has("FAMILY", part):
            got = Experiencer.FAMILY
        elif self._has("OTHER_EXPERIENCER", part):
            got = Experiencer.OTHER
        else:
            got = Experiencer.SELF
        return self._pick("experiencer", rules, got, part)

    def hedged(self, part: Segment) -> bool:
        return self._pick("hedged", self.rules.hedged(part), self._has("POSSIBLE_EXISTENCE", part), part)

    def resolved(self, part: Segment) -> bool:
        return self._pick("resolved", self.rules.resolved(part), self._has("HISTORICAL", part), part)

    def _pick(self, attribute: str, rules: Any, got: Any, part: Segment) -> Any:
        if attribute not in self.use:
            return rules
        DECISIONS[attribute] += 1
        if rules != got:
            DISAGREEMENTS.append(Disagreement(attribute, self.sentence.text, part.text, rules, got))
        return got

    def _has(self, category: str, part: Segment) -> bool:
        terms = [t for t in self._terms if part.start <= t[0] < part.end]
        if terms:
            return any(part.start <= a < part.end for a, _b in self._by_char.get(category, []))
        return any(a < part.end and b > part.start for a, b in self._free.get(category, []))


class ContextAttributes:
    """The ConText answer for the attributes in ``use``, the rules' for the rest."""

    def __init__(self, use: Sequence[str]) -> None:
        self.use = frozenset(use)

    def sentence(self, sentence: Segment, lang: str, *, question: bool,
                 spans: Sequence[tuple[int, int]]) -> RuleSentence | ContextSentence:
        rules = RULES.sentence(sentence, lang, question=question, spans=spans)
        if lang != "en":
            return rules
        out = ContextSentence(rules, self.use, sentence)
        nlp = _nlp()
        t0 = time.process_time()
        try:
            self._run(nlp, out, sentence, spans)
        finally:
            SPENT_S[0] += time.process_time() - t0
        return out

    @staticmethod
    def _run(nlp: Any, out: ContextSentence, sentence: Segment, spans: Sequence[tuple[int, int]]) -> None:
        doc = nlp.make_doc(sentence.text)
        if len(doc) == 0:
            return
        for tok in doc:
            tok.is_sent_start = tok.i == 0
        ents = []
        taken: set[int] = set()
        for a, b in sorted(spans):
            if not (sentence.start <= a and b <= sentence.end):
                continue
            span = doc.char_span(a - sentence.start, b - sentence.start, label="TERM", alignment_mode="expand")
            if span is None or taken & set(range(span.start, span.end)):
                continue
            taken |= set(range(span.start, span.end))
            ents.append(span)
            out._terms.append((a, b))
        doc.ents = ents
        doc = nlp.get_pipe("medspacy_context")(doc)
        graph = doc._.context_graph
        base = sentence.start
        for target, modifier in graph.edges:
            out._by_char.setdefault(modifier.category, []).append(
                (base + target.start_char, base + target.end_char))
        for modifier in graph.modifiers:
            if modifier.direction.upper() in ("TERMINATE", "PSEUDO"):
                continue
            lo = min(modifier.modifier_span[0], modifier.scope_span[0])
            hi = max(modifier.modifier_span[1], modifier.scope_span[1])
            if hi <= lo:
                continue
            out._free.setdefault(modifier.category, []).append((base + doc[lo].idx, base + doc[hi - 1].idx
                                                                + len(doc[hi - 1].text)))
