"""Misspelt Korean drug names ("아로바스타틴" for 아토르바스타틴, "다이크로진" for 다이크로짇), behind the exact gate.

The Korean twin of ``fuzzy``: a Hangul word of four syllables or more that the exact gate did not match (a
particle glued on is read off first: "아로바스타틴을"), in a clause that speaks of medicine (a Korean dose or
taking word, cue list ``fuzzy_drug_cue``), is compared syllable by syllable with the drug aliases written in Hangul
that share its first syllable: one syllable edit up to five syllables, two from six on. It is read as a drug only
when every alias at the best distance names the same term. The match carries a confidence below 1 and the rule
``fuzzy:<alias>:d=<n>``, as the English one does (the write path queues the word for a curator). Pure.
"""

from __future__ import annotations

import re

from rapidfuzz import process
from rapidfuzz.distance import Levenshtein

from pia_graph.ontology.alias_gate import AliasIndex, TermMatch
from pia_graph.ontology.ko_uncovered import uncovered_words

MIN_SYLLABLES = 4
CONFIDENCE = {1: 0.7, 2: 0.55}
_WORD = re.compile(r"(?<![가-힣])[가-힣]{4,}")
# particles a name may carry, longest first; what is left must still be four syllables
_PARTICLES = ("이랑", "하고", "으로", "을", "를", "이", "가", "은", "는", "도", "만", "랑", "과", "와", "로")
_CLAUSE = re.compile(r"[.;!?\n,]")


def _bound(n: int) -> int:
    return 1 if n <= 5 else 2


class FuzzyDrugsKo:
    """The Hangul drug aliases a syllable edit or two away from a word; built once per index."""

    def __init__(self, choices: dict[str, tuple[str, ...]]) -> None:
        self._choices = choices
        self._by_start: dict[tuple[str, int], list[str]] = {}
        for name in sorted(choices):
            self._by_start.setdefault((name[0], len(name)), []).append(name)

    @classmethod
    def build(cls, index: AliasIndex) -> FuzzyDrugsKo:
        choices: dict[str, tuple[str, ...]] = {}
        for norm, targets in index.items():
            drugs = tuple(t for t in targets if t.startswith("drug:"))
            if drugs and len(drugs) == len(targets) and len(norm) >= MIN_SYLLABLES \
                    and all("가" <= ch <= "힣" for ch in norm):
                choices[norm] = drugs
        return cls(choices)

    def best(self, word: str) -> tuple[str, str, int] | None:
        if word in self._choices:
            return None
        b = _bound(len(word))
        names = [n for k in range(len(word) - b, len(word) + b + 1) for n in self._by_start.get((word[0], k), [])]
        found = process.extract(word, names, scorer=Levenshtein.distance, score_cutoff=b, limit=20)
        if not found:
            return None
        top = min(d for _, d, _ in found)
        terms = {t for name, d, _ in found if d == top for t in self._choices[name]}
        if len(terms) != 1:
            return None
        (term,) = terms
        return term, next(name for name, d, _ in found if d == top), int(top)

    def matches(self, text: str, exact: list[TermMatch], cue: re.Pattern[str]) -> list[TermMatch]:
        out: list[TermMatch] = []
        for w, word in uncovered_words(text, exact, _WORD, _PARTICLES, MIN_SYLLABLES):
            cuts = [m.end() for m in _CLAUSE.finditer(text, 0, w.start())]
            nxt = _CLAUSE.search(text, w.end())
            clause = text[cuts[-1] if cuts else 0: nxt.start() if nxt else len(text)]
            if not cue.search(clause.replace(w.group(0), " ")):
                continue
            hit = self.best(word)
            if hit is None:
                continue
            term, alias, distance = hit
            end = w.start() + len(word)
            out.append(TermMatch(w.start(), end, word, word, term, (term,), False, f"fuzzy:{alias}:d={distance}",
                                 CONFIDENCE[distance]))
        return out
