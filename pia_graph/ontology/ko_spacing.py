"""Korean spacing is optional in chat: "잠이 안와요", "잠이안 와요" and "잠이 안 와요" say the same words, and a
term may sit glued inside a longer word ("오늘열37.8", "오늘점심먹고두시간뒤혈당159").

The alias gate matches a normalized utterance against alias keys. A Korean alias of several words also has a
compact key (its spaces removed), so it matches when typed fully spaced or fully glued, but not when typed with
some of its spaces. :func:`compact_hangul` gives the utterance with every space between two Hangul syllables
removed, and the map back, so the gate can find such a key across the spaces the user did or did not type.
:func:`run_on` and :func:`after_glued_head` say where inside a Korean word a term may start.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from pia_graph.ontology.model import Dictionary

MIN_SPLIT_KEY = 4  # a one-word alias found across a space needs 4 syllables ("공복 혈당"), never "두 통"
MIN_SPLIT_PART = 2  # and at least two syllables on each side of the space


def _hangul(ch: str) -> bool:
    return 0xAC00 <= ord(ch) <= 0xD7A3


def _hangul_or_jamo(ch: str) -> bool:
    code = ord(ch)
    return 0xAC00 <= code <= 0xD7A3 or 0x1100 <= code <= 0x11FF or 0x3130 <= code <= 0x318F


_RUN_ON_MIN = 10  # Hangul characters in one unspaced token; ordinary words with endings are shorter


def run_on(s: str, i: int) -> bool:
    """Inside a Korean run written without spaces ("오늘점심먹고두시간뒤혈당159"): a word may start anywhere."""
    a = i
    while a > 0 and s[a - 1] != " ":
        a -= 1
    b = i
    while b < len(s) and s[b] != " ":
        b += 1
    return sum(1 for ch in s[a:b] if _hangul_or_jamo(ch)) >= _RUN_ON_MIN


def glued_heads(dictionary: Dictionary) -> frozenset[str]:
    """The Korean words a term may follow inside one word (cue list ``glued_head``; none when absent)."""
    found = dictionary.cues.get(("glued_head", "ko"))
    return frozenset(c.replace(" ", "") for c in found.cues) if found else frozenset()


def glued_word_ends(dictionary: Dictionary) -> frozenset[str]:
    """The particles and endings that close a word chat glues to the next (cue list ``glued_word_end``)."""
    found = dictionary.cues.get(("glued_word_end", "ko"))
    return frozenset(c.replace(" ", "") for c in found.cues) if found else frozenset()


def glued_predicates(dictionary: Dictionary) -> frozenset[str]:
    """The starts of what may follow a term inside one word: a predicate, a count, an adverb (cue list
    ``glued_predicate``)."""
    found = dictionary.cues.get(("glued_predicate", "ko"))
    return frozenset(c.replace(" ", "") for c in found.cues) if found else frozenset()


def _word_before(s: str, i: int) -> str:
    """The part of the word that ends at ``i`` (back to the space before it)."""
    return s[s.rfind(" ", 0, i) + 1:i]


MIN_GLUED_WORD = 2  # syllables of the word a term is glued after ("심해서오메프라졸"; never "약|먹")


def after_glued_word(s: str, i: int, ends: frozenset[str]) -> bool:
    """The word so far is a word of its own closed by a particle or a connective ending ("오늘은", "심해서",
    "병원에서"): a term may start at ``i`` ("오늘은어지럼증", "심해서오메프라졸")."""
    if not ends:
        return False
    head = _word_before(s, i)
    if not all(_hangul(ch) for ch in head):
        return False
    return any(head.endswith(e) and len(head) - len(e) >= 1 and len(head) >= MIN_GLUED_WORD for e in ends)


def predicate_follows(rest: str, predicates: frozenset[str], ends: frozenset[str] = frozenset()) -> bool:
    """What follows a term inside its word starts a predicate, a count or an adverb ("먹었어", "있고", "하나"),
    or is a particle that closes the term's word before the next word glued on ("으로|쓰러지셨어")."""
    return any(rest.startswith(p) for p in predicates) or any(
        rest.startswith(e) and len(rest) - len(e) >= MIN_GLUED_WORD for e in ends
    )


def after_glued_head(s: str, i: int, heads: frozenset[str]) -> bool:
    """The word so far is one or two glued heads ("오늘", "오늘아침"): a term may start at ``i``."""
    if not heads:
        return False
    head = _word_before(s, i)
    return head in heads or any(head[:k] in heads and head[k:] in heads for k in range(1, len(head)))


@dataclass(frozen=True, slots=True)
class CompactText:
    text: str
    origin: tuple[int, ...]  # origin[k]: the index in the spaced text of compact character k

    def span(self, start: int, end: int) -> tuple[int, int]:
        """The spaced text's [start, end) of the compact text's [start, end)."""
        return self.origin[start], self.origin[end - 1] + 1


def compact_hangul(s: str) -> CompactText | None:
    """``s`` without the single spaces that sit between two Hangul syllables; None when it has none."""
    chars: list[str] = []
    origin: list[int] = []
    removed = False
    for i, ch in enumerate(s):
        if ch == " " and 0 < i < len(s) - 1 and _hangul(s[i - 1]) and _hangul(s[i + 1]):
            removed = True
            continue
        chars.append(ch)
        origin.append(i)
    return CompactText("".join(chars), tuple(origin)) if removed else None


def split_key_ok(key: str, spaced: str, from_spaced_alias: bool, names_alone: Callable[[str], bool]) -> bool:
    """May ``key`` (an alias key, all Hangul) be read from ``spaced`` (the user's words, with spaces)?

    A key that came from an alias of several words may take any spacing. A one-word alias may take one space
    only when it is long, both sides are words of their own length (``공복 혈당``), and the two sides are not
    each a name on their own: two short words that happen to spell a term ("물 두 통" is not 두통) and a list of
    two drugs ("아스피린 클로피도그렐" is two drugs, not the combination product) stay what they are."""
    if " " not in spaced or not all(_hangul(ch) for ch in key):
        return False
    if from_spaced_alias:
        return True
    parts = spaced.split(" ")
    return (
        len(key) >= MIN_SPLIT_KEY
        and len(parts) == 2
        and all(len(p) >= MIN_SPLIT_PART for p in parts)
        and not all(names_alone(p) for p in parts)
    )
