"""A grammar of Korean final endings that ask, by the stem they close (READ gate, pure).

Korean asks with its final ending, and which endings ask depends on the stem before them: -나 asks on a past stem
(운동 좀 했나, 어제 잘 잤나) but is a pronoun or a number word elsewhere (나, 하나); the auxiliary 주다 requests in
the moods that ask (얘기해줄래, 알려줄 수 있어, 보여주실래요) on the -아/-어 form of a verb. Listing every past
syllable (했, 잤, 갔, 됐, 봤, 바꿨 ...) one rule at a time missed most of them; here the stem classes are computed
from the syllable's last consonant (ㅆ: a past stem; none: the -아/-어 form) and the endings are dictionary data
(``ontology/read/ask_endings_ko.tsv``). A space inside an ending matches any spacing or none, and the ending must
close the clause, so a question typed without spaces (요즘운동좀했나) closes the same way as a spaced one.
"""

from __future__ import annotations

import re
from functools import cache

from pia_graph.paths import ontology_dir

_HANGUL_FIRST, _HANGUL_LAST, _FINALS = 0xAC00, 0xD7A3, 28
_FINAL_SS = 20  # ㅆ among the 28 final consonants (0: none)
_EXIST = "있"  # 있다 (there is) ends in ㅆ but is no past: 부작용 있는지 asks about a drug, not the user's past
# what may close a clause after its ending: punctuation, laughter, tears, a tilde
_CLOSE = r"[\s?.!~…ㅠㅜㅋㅎ^;]*$"


def _syllables(final: int) -> str:
    return "".join(chr(c) for c in range(_HANGUL_FIRST, _HANGUL_LAST + 1) if (c - _HANGUL_FIRST) % _FINALS == final)


@cache
def _groups() -> dict[str, tuple[str, ...]]:
    out: dict[str, tuple[str, ...]] = {}
    path = ontology_dir() / "read" / "ask_endings_ko.tsv"
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split("\t")
        if len(fields) != 3 or fields[1] != "ko":
            raise ValueError(f"ask_endings_ko.tsv:{n}: want group, ko and endings separated by tabs")
        out[fields[0]] = tuple(c.strip() for c in fields[2].split("|") if c.strip())
    return out


def _alternatives(group: str) -> str:
    endings = sorted(_groups()[group], key=len, reverse=True)
    return "|".join(r"\s*".join(re.escape(part) for part in e.split()) for e in endings)


@cache
def past_syllable() -> str:
    """A character class of the syllables that close a past stem (했, 잤, 바꿨, 먹었; not 있)."""
    return "[" + _syllables(_FINAL_SS).replace(_EXIST, "") + "]"


@cache
def _past_ask() -> re.Pattern[str]:
    return re.compile(f"{past_syllable()}(?:{_alternatives('after_past')}){_CLOSE}")


@cache
def _request_ask() -> re.Pattern[str]:
    return re.compile(f"[{_syllables(0)}]\\s*(?:{_alternatives('request_aux')}){_CLOSE}")


def requests_by_ending(clause: str) -> bool:
    """The clause closes on a request made with 주다 in a mood that asks (얘기해줄래, 알려줄 수 있어)."""
    return bool(_request_ask().search(clause))


def asks_by_ending(clause: str) -> bool:
    """The clause closes on an ending that asks on its stem (했나, 줄었으려나) or on a request (얘기해줄래)."""
    return bool(_past_ask().search(clause)) or requests_by_ending(clause)
