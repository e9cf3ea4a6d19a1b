"""Correction wording: one source (``ontology/80_cues.cypher``), three strengths, three readers (pure).

The dictionary holds the words once, in three lists by how much they say on their own:
- ``correction`` ("actually", "typo", 정정, 잘못 적었): a correction wherever it stands in a turn. The store
  reads it (:func:`says_correction`) to let the turn supersede a reading of the same day;
- ``correction_between`` ("no wait", "sorry", 아니 아니): a correction only right between a value and the value
  that replaces it (:func:`replaces_previous`, "88, no wait 68"); too common ("sorry for the long message") to
  mark a whole turn;
- ``correction_marker`` ("but", "wrong", 착각): a correction only after a value the user quotes from before
  (:func:`quoted_marker`, "I said 82 kg earlier but it's 80.4").
Each reader takes its own list and every stronger one, so a word is written once and reaches all the readers
it should. Across turns (:func:`refers_back`, :func:`says_withdrawal`), two more lists: ``takes_back`` ("oops",
"wait no", 아니고, 잘못) and ``refers_back`` ("I mentioned", "that was", 말한 거); with the strong list, the
quoted-value cues (``said_before``) and a value withdrawn in so many words ("not 187", "72.4 아니고") they tell that
a turn may fix or complete an earlier one: only such a turn reads the user's recent records
(``ingest/followup_resolve.py``). The shapes around the words (separators, up to three words before, "it was")
are grammar, here.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache

from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ontology import Dictionary
from pia_graph.regex_lead import led
from pia_graph.regex_needs import may_match

STRONG = ("correction",)
BETWEEN = ("correction", "correction_between")
QUOTED = ("correction", "correction_between", "correction_marker")

_PUNCT = re.compile(r"[,.;:!—–-]")  # read as spaces between two values: "wait, no" is "wait no"
# "88, no wait 68", "81.5 on the scale — wait no, 80.5", "150 아니 아니 140", "88 sorry typo, it was 68"; a Korean
# cue keeps its ending ("잘못봤네").
_BETWEEN_SHAPE = r"(?:\s*[^\W\d]+){{0,3}}\s*(?:(?:{cues})[^\W\d]*\s*){{1,2}}(?:it\s+was\s+|it's\s+|its\s+)?$"
# "my fasting glucose was 108, not 118, it was ...": a value withdrawn in so many words (English).
_NOT_VALUE = r"\bnot\s+\d+(?:\.\d+)?\s*,?\s*(?:it\s+was|but)\b"


# "not 187", "not 162/78": a value withdrawn; "72.4 아니고", "210이 아니라", "50 말고": the Korean order
_WITHDRAWN = r"\bnot\s+\d|\d\s*(?:이|가)?\s*(?:아니|말고)"
BACK = ("correction", "takes_back", "refers_back", "said_before", "completes_earlier", "dose_by_reference", "swapped",
        "denies_earlier", "picks_first", "picks_second", "switched_to_ref", "dose_changed_ref")
# "the 98 was after breakfast": a value quoted with the article, as one said before (English)
_QUOTED_VALUE = r"\bthe\s+\d+(?:\.\d+)?\s+(?:was|is|were)\b"
TAKES_BACK = ("correction", "takes_back")


def _langs(lang: str) -> tuple[str, ...]:
    return ("en", "ko") if lang == "any" else ("ko" if lang == "ko" else "en",)


def _cues(dictionary: Dictionary, groups: tuple[str, ...], lang: str) -> str:
    return "|".join(f"(?:{cue_pattern(dictionary, g, lg).pattern})" for g in groups for lg in _langs(lang))


@cache
def _compiled(pattern: str) -> re.Pattern[str]:
    return re.compile(led([pattern], re.IGNORECASE), re.IGNORECASE)


#: each reader's pattern by (reader, lang), with the cue lists it was joined from: used again while the dictionary
#: holds those very lists (compared by identity; a ``CueList`` is frozen). Joining the lists' sources again to find
#: the pattern in ``_compiled``'s cache built and hashed a string of some ten thousand characters on every call.
_JOINED: dict[tuple[str, str], tuple[tuple[object, ...], re.Pattern[str]]] = {}


def _joined(dictionary: Dictionary, reader: str, lang: str, groups: tuple[str, ...],
            build: Callable[[], str]) -> re.Pattern[str]:
    """``_compiled(build())``, kept while ``groups``' lists in ``lang`` are the ones it was built from."""
    lists = tuple(dictionary.cues.get((g, lg)) for g in groups for lg in _langs(lang))
    kept = _JOINED.get((reader, lang))
    if kept is not None and all(a is b for a, b in zip(kept[0], lists, strict=True)):
        return kept[1]
    pattern = _compiled(build())
    _JOINED[(reader, lang)] = (lists, pattern)
    return pattern


def says_correction(text: str, dictionary: Dictionary) -> bool:
    """The turn says it corrects something ("Actually it was 108", "118이 아니라 108"), in either language."""
    pattern = _joined(dictionary, "says_correction", "any", STRONG,
                      lambda: f"{_cues(dictionary, STRONG, 'any')}|{_NOT_VALUE}")
    return may_match(pattern, text) and pattern.search(text) is not None


def replaces_previous(gap: str, lang: str, dictionary: Dictionary) -> bool:
    """The text between two values of one kind says the second replaces the first ("88, no wait 68")."""
    pattern = _joined(dictionary, "replaces_previous", lang, BETWEEN,
                      lambda: _BETWEEN_SHAPE.format(cues=_cues(dictionary, BETWEEN, lang)))
    return pattern.match(_PUNCT.sub(" ", gap)) is not None


def quoted_marker(dictionary: Dictionary, lang: str) -> re.Pattern[str]:
    """Any correction word, of the three lists: after a quoted value it withdraws that value."""
    return _joined(dictionary, "quoted_marker", lang, QUOTED, lambda: _cues(dictionary, QUOTED, lang))


def refers_back(text: str, dictionary: Dictionary) -> bool:
    """The turn may fix or complete what the user said in an earlier turn ("oops meant 178 not 187", "wait no,
    that was yesterday", "아까 132라고 했는데 123이에요"), in either language: the only turns that read the user's
    recent records before they are stored. One cached pattern; a turn without any of these costs one search."""
    pattern = _joined(dictionary, "refers_back", "any", (*BACK, "unit_named"),
                      lambda: f"{_cues(dictionary, BACK, 'any')}|{_WITHDRAWN}|{_QUOTED_VALUE}"
                              f"|(?<!\\d)(?<!\\d\\s)(?:{_cues(dictionary, ('unit_named',), 'any')})")
    # one automaton pass over the text's words first: the search tries the long alternation at every position
    return may_match(pattern, text) and pattern.search(text) is not None


def says_withdrawal(text: str, dictionary: Dictionary) -> bool:
    """The turn takes something back: the strong list ("typo", 잘못 봤), ``takes_back`` ("wait no", "oops", 아니고,
    말고) or a value withdrawn; what a follow-up needs before one new value or day may replace an earlier turn's. Not
    a plain "no" or "sorry" (``correction_between``: "no dizziness, bp 125/78"), nor a word that only points back
    ("forgot to say, bp 125/78")."""
    pattern = _joined(dictionary, "says_withdrawal", "any", TAKES_BACK,
                      lambda: f"{_cues(dictionary, TAKES_BACK, 'any')}|{_NOT_VALUE}|{_WITHDRAWN}")
    return may_match(pattern, text) and pattern.search(text) is not None


def withdraws_before(after: str, lang: str, dictionary: Dictionary) -> bool:
    """The words right after a name take it back ("로수바스타틴 아니고", "로수바스타틴이 아니라": a particle may come
    between)."""
    pattern = _joined(dictionary, "withdraws_before", lang, BETWEEN,
                      lambda: rf"\s*[^\W\d]?\s*(?:{_cues(dictionary, BETWEEN, lang)})")
    return pattern.match(after) is not None
