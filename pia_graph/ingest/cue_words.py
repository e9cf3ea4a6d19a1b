"""Cue words from the dictionary (``ontology/80_cues.cypher``) compiled to patterns (pure).

The wording that decides what a record is (a dose missed or taken, ...) is curators' data; this module
only turns a list into one pattern, by the syntax the script's header documents, and caches it.
"""

from __future__ import annotations

import re
from functools import cache

from pia_graph.ontology import Dictionary
from pia_graph.ontology.model import CueList
from pia_graph.regex_lead import led


class MissingCuesError(LookupError):
    """A rule asked for a cue list the dictionary does not hold: a bug in the rule or the dictionary."""


def _piece(cue: str, lang: str) -> str:
    words = cue.strip().split()
    out: list[str] = []
    for word in words:
        if word == "*":
            out.append(r"\w+")
            continue
        tail = r"\w*" if word.endswith("*") else ""
        body = re.escape(word.rstrip("*")).replace("'", "['’]?")
        out.append(body + tail)
    # (an English cue's words may be typed joined by a hyphen: "step dad" is "step-dad", "brother in law" is
    # "brother-in-law")
    gap = r"\s*" if lang == "ko" else r"(?:\s+|-)"
    joined = gap.join(out)
    if lang == "ko" or not re.match(r"[A-Za-z0-9]", cue.strip()):
        return joined
    # A cue ending on a word (or a wildcard) ends at a word boundary; one ending on punctuation ("this a.m.") ends
    # where no letter or digit is glued on: a space, more punctuation or the end of the text (a \b after its dot
    # would ask for a word character next, and "148 this a.m." would not match).
    end = r"\b" if re.search(r"[\w*]$", cue.strip()) else r"(?!\w)"
    return rf"\b{joined}{end}"


@cache
def _compile(cues: tuple[str, ...], lang: str) -> re.Pattern[str]:
    # Longer cues first, so "didn't take" wins over "take" where both would match at one place.
    ordered = sorted(cues, key=len, reverse=True)
    return re.compile(led([_piece(c, lang) for c in ordered], re.IGNORECASE), re.IGNORECASE)


#: each cue list's pattern by the list's id, with the list itself (kept alive, so that its id names no other list):
#: ``_compile``'s cache is keyed by the words, whose tuple is hashed word by word on every call (rules ask some 80
#: times a turn); a ``CueList`` is frozen, so the pattern of the same list object is the same
_BY_LIST: dict[tuple[int, str], tuple[CueList, re.Pattern[str]]] = {}
_BY_LIST_KEPT = 4096


def cue_pattern(dictionary: Dictionary, group: str, lang: str) -> re.Pattern[str]:
    """One pattern over the cues of ``group`` in ``lang``; raises when the dictionary has none."""
    found = dictionary.cues.get((group, lang))
    kept = _BY_LIST.get((id(found), lang))
    if kept is not None and kept[0] is found:
        return kept[1]
    if found is None or not found.cues:
        raise MissingCuesError(f"the dictionary has no cue list {group!r} for {lang!r} (ontology/80_cues.cypher)")
    if len(_BY_LIST) >= _BY_LIST_KEPT:
        _BY_LIST.clear()
    pattern = _BY_LIST[(id(found), lang)] = (found, _compile(found.cues, lang))
    return pattern[1]


def cue_words(dictionary: Dictionary, group: str, lang: str) -> tuple[str, ...]:
    found = dictionary.cues.get((group, lang))
    if found is None:
        raise MissingCuesError(f"the dictionary has no cue list {group!r} for {lang!r} (ontology/80_cues.cypher)")
    return found.cues


def aim_pattern(dictionary: Dictionary, lang: str, *, wish: bool = True, also: str = "") -> re.Pattern[str]:
    """The aim wording: ``aim_label`` (goal, target, 목표), with ``aim_wish`` (want to, trying to, 하고 싶)
    unless ``wish`` is false, and a rule's own words ``also`` (a regular expression of its shapes, never a
    copy of these lists). ``lang`` "any" joins the English and the Korean lists (text of either)."""
    langs = ("en", "ko") if lang == "any" else ("ko" if lang == "ko" else "en",)
    groups = ("aim_label", "aim_wish") if wish else ("aim_label",)
    parts = tuple(cue_pattern(dictionary, g, lg).pattern for g in groups for lg in langs) + ((also,) if also else ())
    return _joined(parts)


@cache
def _joined(parts: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile(led([f"(?:{p})" for p in parts], re.IGNORECASE), re.IGNORECASE)


def words_pattern(words: tuple[str, ...], lang: str) -> re.Pattern[str]:
    """One pattern over a word list held elsewhere in the dictionary (a unit inference's ``implied_by``)."""
    return _compile(words, "ko" if lang == "ko" else "en")
