"""English drug names written in Hangul ("트루바다" for Truvada, "플라케닐" for Plaquenil, "리피토" for Lipitor),
behind the exact gate.

A Korean user writes a brand or a generic as it sounds; the dictionary holds its English aliases and Hangul ones
only where a curator wrote them. Both spellings are read to one coarse phonetic key by the regular correspondences
of Korean loanword spelling, kept as data (``ontology/loanword_ko.tsv``: b/v/p/f -> p, th -> s, a final -e and a
coda r are not written, doubled letters are one, 으 between consonants is no vowel). A Hangul word of three
syllables or more that no exact or fuzzy match covers, spelt only with syllables the curated Hangul drug names use
and ending on no Korean ending, followed in its clause by a medicine word (cue list ``fuzzy_drug_cue``: the name
is said before what is done with it), is compared with the single-word English drug aliases of five letters or
more whose key has the same consonants: the same key for three syllables, within one key edit up to five, two
from six on, and only when every alias at the best distance names one drug (two drugs -> no match). A match
carries a confidence below 1 and the rule ``fuzzy:loanword:<alias>:d=<n>``: the write path queues the word for a
curator as it does a misspelt name. Keys are cached per word. Pure.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from functools import lru_cache

from rapidfuzz.distance import Levenshtein

from pia_graph.ontology.alias_gate import AliasIndex, TermMatch
from pia_graph.ontology.ko_conjugate import syllable_parts
from pia_graph.ontology.ko_uncovered import uncovered_words
from pia_graph.paths import ontology_dir

MIN_SYLLABLES = 3
MIN_ALIAS = 5
MIN_SEEN = 3  # times a syllable is in the Hangul drug aliases for a loanword to be spelt with it
CONFIDENCE = {0: 0.75, 1: 0.7, 2: 0.55}
_WORD = re.compile(r"(?<![가-힣])[가-힣]{3,}")
# particles a name may carry, longest first; what is left must still be three syllables
_PARTICLES = ("이랑", "하고", "으로", "을", "를", "이", "가", "은", "는", "도", "만", "랑", "과", "와", "로")
_CLAUSE = re.compile(r"[.;!?\n,]")
_VOWELS = frozenset("aeiou")
_INITIALS = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"
_MEDIALS = "ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ"
_FINALS = " ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ"


class Correspondences:
    """The rows of ``loanword_ko.tsv``: the English rewrites in order, and the key letters of each jamo."""

    def __init__(self, en: list[tuple[str, str]], initial: dict[str, str], medial: dict[str, str],
                 final: dict[str, str]) -> None:
        self.en = [(re.compile(a), b) for a, b in en]  # compiled once, here
        self.initial, self.medial, self.final = initial, medial, final

    @classmethod
    def parse(cls, text: str) -> Correspondences:
        en: list[tuple[str, str]] = []
        jamo: dict[str, dict[str, str]] = {"ko_initial": {}, "ko_medial": {}, "ko_final": {}}
        for line in text.splitlines():
            if not line.strip() or line.startswith("#"):
                continue
            side, src, dst = [*line.split("\t"), "", ""][:3]
            if side == "en":
                en.append((src, dst))
            elif side in jamo:
                jamo[side][src] = dst
            else:
                raise ValueError(f"loanword_ko.tsv: unknown side {side!r}")
        return cls(en, jamo["ko_initial"], jamo["ko_medial"], jamo["ko_final"])

    def latin_key(self, alias: str) -> str:
        """The key of an English spelling ("truvada" -> "tlupata")."""
        s = alias.lower()
        for rx, dst in self.en:
            s = rx.sub(dst, s)
        return _single(s)

    def hangul_key(self, word: str) -> str:
        """The key of a Hangul spelling ("트루바다" -> "tlupata"); an unknown character is kept as it is."""
        out: list[str] = []
        for ch in word:
            parts = syllable_parts(ch)
            if parts is None:
                out.append(ch)
                continue
            initial, vowel, final = parts
            out.append(self.initial.get(_INITIALS[initial], ""))
            out.append(self.medial.get(_MEDIALS[vowel], ""))
            out.append(self.final.get(_FINALS[final], ""))
        return _single("".join(out))


def _single(key: str) -> str:
    """Doubled letters as one ("mallalon" -> "malalon")."""
    return re.sub(r"(.)\1+", r"\1", key)


def skeleton(key: str) -> str:
    """The consonants of a key, doubled ones as one: what a Hangul spelling keeps most faithfully."""
    return _single("".join(c for c in key if c not in _VOWELS))


@lru_cache(maxsize=1)
def correspondences() -> Correspondences:
    return Correspondences.parse((ontology_dir() / "loanword_ko.tsv").read_text(encoding="utf-8"))


def _bound(word: str) -> int:
    # measured on the curated Hangul drug aliases read through the key: a second edit names the wrong drug in
    # 18 of 44 words of three to five syllables, in none of 39 from six on; on the develop Korean texts a
    # three-syllable word one edit away was a Korean word each time ("그리고" ~ Glucor, "그대로" ~ Qdolo)
    return 0 if len(word) <= 3 else 1 if len(word) <= 5 else 2


class LoanwordDrugs:
    """The English drug aliases by the consonants of their key; built once per index."""

    def __init__(self, choices: dict[str, tuple[str, ...]], hangul: Iterable[str], rules: Correspondences,
                 ends: Iterable[str] = ()) -> None:
        self._rules = rules
        # the endings that close a Korean word (cue list ``glued_word_end``) of two syllables or with a final
        # consonant ("그러는데", "본인은"): a word ending on one is Korean; a vowel-final particle is not read off
        # here, as a drug's name may end on its syllable ("시프로")
        self._ends = tuple(sorted((e for e in ends if len(e) >= 2 or (ord(e[-1]) - 0xAC00) % 28), key=len,
                                  reverse=True))
        self._choices = choices  # alias norm (one Latin word) -> drug term keys
        self._keys: dict[str, str] = {}
        self._by_skeleton: dict[str, list[str]] = {}
        for name in sorted(choices):
            key = rules.latin_key(name)
            self._keys[name] = key
            self._by_skeleton.setdefault(skeleton(key), []).append(name)
        self._cache: dict[str, tuple[str, str, int] | None] = {}
        # the syllables of the drug names curators wrote in Hangul (three times or more): a loanword is spelt with
        # them, a Korean word in a sentence mostly is not ("했더라", "먹었다", "받아야": 했, 었, 받)
        seen: Counter[str] = Counter()
        for name in hangul:
            seen.update(set(name))
        self._syllables = frozenset(ch for ch, n in seen.items() if n >= MIN_SEEN)

    @classmethod
    def build(cls, index: AliasIndex, rules: Correspondences | None = None, ends: Iterable[str] = ()) -> LoanwordDrugs:
        choices: dict[str, tuple[str, ...]] = {}
        hangul: list[str] = []
        for norm, targets in index.items():
            drugs = tuple(t for t in targets if t.startswith("drug:"))
            if drugs and len(drugs) == len(targets) and norm.isascii() and norm.isalpha() and len(norm) >= MIN_ALIAS:
                choices[norm] = drugs
            elif drugs and len(norm) >= MIN_SYLLABLES and all("가" <= ch <= "힣" for ch in norm):
                hangul.append(norm)
        return cls(choices, hangul, rules or correspondences(), ends)

    def best(self, word: str) -> tuple[str, str, int] | None:
        """(term key, alias, key distance) of the one drug a Hangul word may be, or None; cached per word."""
        if word not in self._cache:
            if len(self._cache) > 50_000:
                self._cache.clear()
            self._cache[word] = self._best(word)
        return self._cache[word]

    def _best(self, word: str) -> tuple[str, str, int] | None:
        if not all(ch in self._syllables for ch in word) or word.endswith(self._ends):
            return None
        key = self._rules.hangul_key(word)
        names = self._by_skeleton.get(skeleton(key), [])
        if not names or len(skeleton(key)) < 2:
            return None
        b = _bound(word)
        found = [(n, d) for n in names if (d := Levenshtein.distance(key, self._keys[n], score_cutoff=b)) <= b]
        if not found:
            return None
        top = min(d for _, d in found)
        nearest = [n for n, d in found if d == top]
        terms = {t for n in nearest for t in self._choices[n]}
        if len(terms) != 1:
            return None  # two drugs at the same distance: never picked silently
        (term,) = terms
        return term, nearest[0], top

    def matches(self, text: str, exact: list[TermMatch], cue: re.Pattern[str]) -> list[TermMatch]:
        out: list[TermMatch] = []
        for w, word in uncovered_words(text, exact, _WORD, _PARTICLES, MIN_SYLLABLES):
            nxt = _CLAUSE.search(text, w.end())
            # the name is said before what is done with it ("트루바다 먹은 지"): a medicine word after it in its clause
            if not cue.search(text, w.end(), nxt.start() if nxt else len(text)):
                continue
            hit = self.best(word)
            if hit is None:
                continue
            term, alias, distance = hit
            end = w.start() + len(word)
            out.append(TermMatch(w.start(), end, word, word, term, (term,), False,
                                 f"fuzzy:loanword:{alias}:d={distance}", CONFIDENCE[distance]))
        return out
