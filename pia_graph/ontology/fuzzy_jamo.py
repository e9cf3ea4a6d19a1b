"""Korean reading names typed with a keyboard slip ("혈딩" for 혈당, "콜레스태롤" for 콜레스테롤), behind the exact
gate.

A phone's two-set keyboard types a syllable as its letters (jamo); a slip is one key too many, one too few, or a
key beside the one meant (ㅏ and ㅣ, ㅐ and ㅔ, a key and its shifted twin: ㄷ and ㄸ). A Hangul word of two
syllables or more (a particle glued on read off) that no exact match covers and the dictionary does not know is
compared letter by letter with the Hangul aliases of the reading terms (tests, vitals, body measures, the measured
concepts) that begin with its first letter. It is read as that term when one slip makes it the alias, every alias
at that distance names the same term, and a number follows it in its clause ("혈딩 180"). Symptom names were tried
and left out: two-syllable words one slip from a symptom are everyday words (머리 / 멀미, 가슴 / 가스; 22 false
fires over the develop texts, none true). The match carries confidence 0.7 and the rule ``fuzzy_jamo:<alias>``.
Pure.
"""

from __future__ import annotations

import re

from pia_graph.ontology.alias_gate import AliasIndex, TermMatch
from pia_graph.ontology.ko_conjugate import syllable_parts
from pia_graph.ontology.ko_uncovered import uncovered_words

CONFIDENCE = 0.7
BEST_KEPT = 8192  # words whose answer `best` keeps (a bulk import asks the same few hundred words again and again)
_READING = ("test:", "vital:", "body:", "concept:")
_WORD = re.compile(r"(?<![가-힣])[가-힣]{2,}")
_PARTICLES = ("이랑", "하고", "으로", "수치", "을", "를", "이", "가", "은", "는", "도", "만", "랑", "로")
_CLAUSE = re.compile(r"[.;!?\n,]")
# a number after the name, a word or two between at most ("혈딩 180", "혈딩이 오늘 아침 180")
_NUMBER_AFTER = re.compile(r"\s*(?:[가-힣]{1,3}\s+){0,2}\d")

# the two-set keyboard's rows; a shifted letter is its key's twin
_ROWS = ("ㅂㅈㄷㄱㅅㅛㅕㅑㅐㅔ", "ㅁㄴㅇㄹㅎㅗㅓㅏㅣ", "ㅋㅌㅊㅍㅠㅜㅡ")
_SHIFTED = {"ㅃ": "ㅂ", "ㅉ": "ㅈ", "ㄸ": "ㄷ", "ㄲ": "ㄱ", "ㅆ": "ㅅ", "ㅒ": "ㅐ", "ㅖ": "ㅔ"}
_KEY = {ch: (r, c) for r, row in enumerate(_ROWS) for c, ch in enumerate(row)}
_INITIALS = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"
_VOWELS = ("ㅏ", "ㅐ", "ㅑ", "ㅒ", "ㅓ", "ㅔ", "ㅕ", "ㅖ", "ㅗ", "ㅗㅏ", "ㅗㅐ", "ㅗㅣ", "ㅛ", "ㅜ", "ㅜㅓ", "ㅜㅔ",
           "ㅜㅣ", "ㅠ", "ㅡ", "ㅡㅣ", "ㅣ")
_FINALS = ("", "ㄱ", "ㄲ", "ㄱㅅ", "ㄴ", "ㄴㅈ", "ㄴㅎ", "ㄷ", "ㄹ", "ㄹㄱ", "ㄹㅁ", "ㄹㅂ", "ㄹㅅ", "ㄹㅌ", "ㄹㅍ",
           "ㄹㅎ", "ㅁ", "ㅂ", "ㅂㅅ", "ㅅ", "ㅆ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ")


def keys(word: str) -> str:
    """The letters typed for a Hangul word, a compound vowel or final as its two keys."""
    out: list[str] = []
    for ch in word:
        parts = syllable_parts(ch)
        if parts is None:
            out.append(ch)
            continue
        initial, vowel, final = parts
        out += [_INITIALS[initial], _VOWELS[vowel], _FINALS[final]]
    return "".join(out)


def _beside(a: str, b: str) -> bool:
    a, b = _SHIFTED.get(a, a), _SHIFTED.get(b, b)
    if a == b:
        return True  # a key and its shifted twin
    ka, kb = _KEY.get(a), _KEY.get(b)
    return ka is not None and kb is not None and ka[0] == kb[0] and abs(ka[1] - kb[1]) == 1


def one_slip(typed: str, meant: str) -> bool:
    """``typed`` is ``meant`` with one key added, dropped, or pressed beside the one meant."""
    if typed == meant or abs(len(typed) - len(meant)) > 1:
        return False
    i = 0
    while i < min(len(typed), len(meant)) and typed[i] == meant[i]:
        i += 1
    if len(typed) == len(meant):
        return typed[i + 1:] == meant[i + 1:] and _beside(typed[i], meant[i])
    if len(typed) > len(meant):
        return typed[i + 1:] == meant[i:]
    return typed[i:] == meant[i + 1:]


class FuzzyJamo:
    """The Hangul aliases of the reading terms, by first letter; built once per index."""

    def __init__(self, choices: dict[str, tuple[str, ...]]) -> None:
        self._choices = choices
        # word -> best(word): the answer depends on the word alone, and an import's turns repeat their words, so
        # each distinct word is compared with the aliases once (bounded: cleared when full)
        self._best: dict[str, tuple[str, str] | None] = {}
        self._by_first: dict[str, list[tuple[str, str]]] = {}
        for name in sorted(choices):
            typed = keys(name)
            self._by_first.setdefault(typed[0], []).append((typed, name))

    @classmethod
    def build(cls, index: AliasIndex) -> FuzzyJamo:
        choices: dict[str, tuple[str, ...]] = {}
        for norm, targets in index.items():
            hangul = len(norm) >= 2 and all("가" <= ch <= "힣" for ch in norm)
            if hangul and all(t.startswith(_READING) for t in targets):
                choices[norm] = targets
        return cls(choices)

    def best(self, word: str) -> tuple[str, str] | None:
        """(term, alias) of the one term a word is one slip from, or None."""
        try:
            return self._best[word]
        except KeyError:
            pass
        if len(self._best) >= BEST_KEPT:
            self._best.clear()
        found = self._best[word] = self._compare(word)
        return found

    def _compare(self, word: str) -> tuple[str, str] | None:
        if word in self._choices:
            return None
        typed = keys(word)
        near = [name for k, name in self._by_first.get(typed[0], []) if one_slip(typed, k)]
        terms = {t for name in near for t in self._choices[name]}
        if len(terms) != 1:
            return None
        return next(iter(terms)), near[0]

    def matches(self, text: str, exact: list[TermMatch], known: AliasIndex) -> list[TermMatch]:
        """Slipped reading names in ``text`` that no exact match covers, each with a number after it."""
        out: list[TermMatch] = []
        for w, word in uncovered_words(text, exact, _WORD, _PARTICLES, 2):
            if known.lookup(word):
                continue  # a word the dictionary knows is no slip
            nxt = _CLAUSE.search(text, w.end())
            if _NUMBER_AFTER.match(text[w.end(): nxt.start() if nxt else len(text)]) is None:
                continue
            hit = self.best(word)
            if hit is None:
                continue
            term, alias = hit
            end = w.start() + len(word)
            out.append(TermMatch(w.start(), end, word, word, term, (term,), False, f"fuzzy_jamo:{alias}", CONFIDENCE))
        return out
