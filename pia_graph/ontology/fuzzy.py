"""Misspelt drug names ("liptior", "zorloft", "provachol"), behind the exact gate.

Only a word that the exact gate did not match and that looks like a drug name (Latin letters, five or more,
with a medication cue in its clause or a drug-like ending) is tried. ``rapidfuzz`` finds the drug aliases
within a bounded edit distance (1 up to seven letters, 2 from eight on) among the aliases that share its first
letter (patients keep it; it makes the search ~20 times smaller). The word is read as a drug only when
every alias at the best distance names the same term, and never when the clause names a drug class that the
term is not in ("my statin liptior" may be atorvastatin, never sertraline). A fuzzy match carries a
confidence below 1 (it lowers the record's confidence) and the rule ``fuzzy:<alias>:d=<n>``; the write path
queues its word as a ``Candidate`` for a curator to confirm. Pure: no database.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from rapidfuzz import process
from rapidfuzz.distance import Levenshtein

from pia_graph.ontology.alias_gate import AliasIndex, TermMatch
from pia_graph.ontology.fuzzy_jamo import FuzzyJamo
from pia_graph.ontology.fuzzy_ko import FuzzyDrugsKo
from pia_graph.ontology.ko_spacing import glued_word_ends
from pia_graph.ontology.loanword_ko import LoanwordDrugs
from pia_graph.ontology.model import Dictionary
from pia_graph.temporal.cal import EN_MONTHS, EN_WEEKDAYS

MIN_LEN = 5
CONFIDENCE = {1: 0.7, 2: 0.55}
_WORD = re.compile(r"[A-Za-z]{5,}")
_CUE = re.compile(
    r"\b(?:take|takes|took|taking|started|start|starting|stopped|on|prescribed|refill\w*|dose|doses|mg|mcg|"
    r"pill|pills|tablet\w*|capsule\w*|meds?|medication|switched|missed|forgot)\b",
    re.IGNORECASE,
)
_DRUG_ENDING = re.compile(
    r"(?:pril|sartan|statin|olol|dipine|azole|prazole|gliptin|gliflozin|glutide|oxetine|xetine|pram|pam|lam|"
    r"triptan|mab|vir|cillin|mycin|cycline|floxacin|tidine|tadine|done|zine|pine|fen|profen|formin|zide|"
    r"thiazide|semide|parin|xaban|gatran|olone|sone|lukast|tropium|terol)$",
    re.IGNORECASE,
)
# Everyday English words of five letters or more that lie one edit from a drug name or brand ("after" ~ Aftera,
# "lasix"-like forms aside): a real word is never read as a misspelt drug.
COMMON_WORDS = frozenset({
    "about", "above", "after", "again", "along", "among", "around", "being", "below", "blood", "bring", "could",
    "doing", "early", "every", "first", "found", "going", "great", "guess", "happy", "heart", "hours", "house",
    "later", "leave", "level", "little", "maybe", "might", "months", "never", "night", "often", "other", "place",
    "plans", "quite", "right", "since", "sleep", "small", "start", "still", "sugar", "taken", "taking", "their",
    "there", "these", "thing", "think", "those", "three", "today", "tried", "twice", "under", "until", "using",
    "water", "weeks", "where", "which", "while", "whole", "would", "years", "yesterday", "should", "before", "pills",
    "tablet", "tablets", "doctor", "really", "better", "worse", "feeling", "thought", "morning", "evening",
    "afternoon", "because", "another",
})
_CLAUSE = re.compile(r"[.;!?\n]|\bbut\b|\band\b", re.IGNORECASE)
# A calendar word is a time, never a misspelt drug ("removed april 2019" ~ Aprilla)
_CALENDAR = frozenset({*EN_MONTHS, *EN_WEEKDAYS, *(f"{d}s" for d in EN_WEEKDAYS)})
# A capitalised word right after a title is a person's name ("Dr Patel" ~ Paxil, "Nurse Jones")
_TITLE_BEFORE = re.compile(r"\b(?:dr|doctor|doc|nurse|mr|mrs|ms|miss|prof|professor)\.?\s+$", re.IGNORECASE)


def everyday_word(word: str, text: str, start: int) -> bool:
    """A word that is English, not a drug: a common word or its plural ("mornings" ~ morphine), a calendar word,
    or a name after a title."""
    w = word.lower()
    if w in COMMON_WORDS or w in _CALENDAR or (w.endswith("s") and w[:-1] in COMMON_WORDS):
        return True
    return word[0].isupper() and _TITLE_BEFORE.search(text, max(0, start - 12), start) is not None


def bound(word: str) -> int:
    return 1 if len(word) <= 7 else 2


class FuzzyDrugs:
    """The drug aliases one edit or two away from a word; built once per index and dictionary."""

    def __init__(self, choices: dict[str, tuple[str, ...]], classes: dict[str, str],
                 ko: FuzzyDrugsKo | None = None, ko_cue: re.Pattern[str] | None = None) -> None:
        self._ko, self._ko_cue = ko, ko_cue  # the Hangul twin (fuzzy_ko) and its clause cue
        self.jamo: tuple[FuzzyJamo, AliasIndex] | None = None
        self.loan: LoanwordDrugs | None = None  # English drug names written in Hangul (loanword_ko)
        self._choices = choices  # alias norm (one Latin word) -> drug term keys
        self._by_start: dict[tuple[str, int], list[str]] = {}  # (first letter, length) -> names
        for name in sorted(choices):
            self._by_start.setdefault((name[0], len(name)), []).append(name)
        self._classes = classes  # term key -> drug class (lowercase)
        self._class_words = sorted({w for c in classes.values() for w in re.findall(r"[a-z0-9\-]+", c)
                                    if len(w) >= 4 and w not in {"combination", "inhibitor", "agonist"}})

    @classmethod
    def build(cls, index: AliasIndex, dictionary: Dictionary) -> FuzzyDrugs:
        choices: dict[str, tuple[str, ...]] = {}
        # a drug of the widened vocabulary (source 'vocabulary': rare drugs, many short brands) is matched exactly,
        # never as a misspelling: its thousands of names would read everyday words ("stent" ~ Sutent) as drugs
        exact_only = {k for k, t in dictionary.terms.items() if t.extra.get("source") == "vocabulary"}
        for norm, targets in index.items():
            drugs = tuple(t for t in targets if t.startswith("drug:") and t not in exact_only)
            if drugs and len(drugs) == len(targets) and norm.isascii() and norm.isalpha() and len(norm) >= MIN_LEN:
                choices[norm] = drugs
        classes = {k: (t.drug_class or "").lower() for k, t in dictionary.terms.items() if t.kind == "drug"}
        cue = dictionary.cues.get(("fuzzy_drug_cue", "ko"))
        ko_cue = re.compile("|".join(re.escape(c) for c in sorted(cue.cues, key=len, reverse=True)), re.I) \
            if cue is not None and cue.cues else None
        fuzzy = cls(choices, classes, FuzzyDrugsKo.build(index) if ko_cue is not None else None, ko_cue)
        fuzzy.jamo = (FuzzyJamo.build(index), index)  # keyboard slips in Korean reading names
        if ko_cue is not None:
            fuzzy.loan = LoanwordDrugs.build(index, ends=glued_word_ends(dictionary))
        return fuzzy

    def __len__(self) -> int:
        return len(self._choices)

    def looks_like_a_drug(self, word: str, clause: str) -> bool:
        return len(word) >= MIN_LEN and (bool(_CUE.search(clause)) or bool(_DRUG_ENDING.search(word)))

    def best(self, word: str, clause: str = "") -> tuple[str, str, int] | None:
        """(term key, alias, distance) of the one drug the word may be, or None."""
        w = word.lower()
        if w in self._choices:
            return None  # an exact alias is the exact gate's, never a fuzzy one
        b = bound(w)
        # patients keep the first letter ("liptior", "zorloft"); the length is within the bound by definition
        names = [n for k in range(len(w) - b, len(w) + b + 1) for n in self._by_start.get((w[0], k), [])]
        found = process.extract(w, names, scorer=Levenshtein.distance, score_cutoff=b, limit=20)
        if not found:
            return None
        top = min(d for _, d, _ in found)
        nearest = [name for name, d, _ in found if d == top]
        terms = {t for name in nearest for t in self._choices[name]}
        if len(terms) != 1:
            return None  # two drugs at the same distance: the gate never picks silently
        (term,) = terms
        named = [c for c in self._class_words if re.search(rf"\b{re.escape(c)}s?\b", clause.lower())]
        if named and not any(c in self._classes.get(term, "") for c in named):
            return None  # the clause names a class the drug is not in
        return term, nearest[0], int(top)

    def matches(self, text: str, exact: Iterable[TermMatch]) -> list[TermMatch]:
        """Fuzzy drug matches for the words of ``text`` that no exact match covers."""
        exact = list(exact)
        spans = [(m.start, m.end) for m in exact]
        out: list[TermMatch] = []
        if self._ko is not None and self._ko_cue is not None and any("가" <= ch <= "힣" for ch in text):
            out += self._ko.matches(text, exact, self._ko_cue)
            if self.loan is not None:
                out += self.loan.matches(text, [*exact, *out], self._ko_cue)
        if self.jamo is not None and any("가" <= ch <= "힣" for ch in text):
            out += self.jamo[0].matches(text, [*exact, *out], self.jamo[1])
        for w in _WORD.finditer(text):
            if any(a < w.end() and w.start() < b for a, b in spans) or everyday_word(w.group(0), text, w.start()):
                continue
            clause = _clause(text, w.start(), w.end())
            if not self.looks_like_a_drug(w.group(0), clause):
                continue
            hit = self.best(w.group(0), clause)
            if hit is None:
                continue
            term, alias, distance = hit
            out.append(
                TermMatch(w.start(), w.end(), w.group(0), w.group(0).lower(), term, (term,), False,
                          f"fuzzy:{alias}:d={distance}", CONFIDENCE[distance])
            )
        return out


def _clause(text: str, start: int, end: int) -> str:
    cuts = [m.end() for m in _CLAUSE.finditer(text, 0, start)]
    lo = cuts[-1] if cuts else 0
    nxt = _CLAUSE.search(text, end)
    return text[lo : nxt.start() if nxt else len(text)]


def with_fuzzy(text: str, exact: list[TermMatch], fuzzy: FuzzyDrugs) -> list[TermMatch]:
    """The exact matches plus fuzzy drug matches, in text order."""
    return sorted([*exact, *fuzzy.matches(text, exact)], key=lambda m: m.start)


def with_loanwords(text: str, lang: str, index: AliasIndex, dictionary: Dictionary) -> list[TermMatch]:
    """A question's alias matches plus its English drug names written in Hangul (``loanword_ko``), in text order:
    the read side's twin of the write path's loanword matches ("트루바다 먹고 나서 크레아티닌 어떻게 변했어?")."""
    exact = list(index.match(text, lang))
    if lang != "ko" or not any("가" <= ch <= "힣" for ch in text):
        return exact
    fuzzy = fuzzy_for(index, dictionary)
    if fuzzy.loan is None or fuzzy._ko_cue is None:
        return exact
    return sorted([*exact, *fuzzy.loan.matches(text, exact, fuzzy._ko_cue)], key=lambda m: m.start)


_CACHE: dict[int, tuple[AliasIndex, FuzzyDrugs]] = {}


def fuzzy_for(index: AliasIndex, dictionary: Dictionary) -> FuzzyDrugs:
    """The fuzzy matcher of one index, built on first use and kept while the index lives."""
    held = _CACHE.get(id(index))
    if held is None or held[0] is not index:
        if len(_CACHE) > 8:
            _CACHE.clear()
        held = (index, FuzzyDrugs.build(index, dictionary))
        _CACHE[id(index)] = held
    return held[1]
