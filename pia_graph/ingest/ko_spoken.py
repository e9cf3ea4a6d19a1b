"""The plain form of a Korean utterance's spoken final endings (READ gate, pure).

Chat Korean closes a question or a request in spellings no ending rule lists: a cute final consonant (언제얌,
뭐에용, 알려죵, 했징), 여 for 요 (주세여), the slang imperative -셈/-삼 (알려주셈), the noun ending -음 on
어떻다 (혈당 어떰). ``plain_endings`` rewrites them at the end of each sentence or line into the plain ending
(언제야, 뭐에요, 알려죠, 했지, 주세요, 알려줘요, 어때) so that every rule over endings reads them. The pairs are
dictionary data (``ontology/read/spoken_endings_ko.tsv``) and keep the length: every span of the analysed text
stays valid in the plain form.
"""

from __future__ import annotations

import re
from functools import cache

from pia_graph.ingest.read_tables import read_table

# what may close a sentence after its ending: punctuation, laughter, tears, a tilde
_CLOSE = r"(?=[\s?.!~…ㅠㅜㅋㅎ^;]*(?:\n|$)|[\s]*[?.!]+)"


def _groups() -> dict[str, tuple[str, ...]]:
    return {group: entries for (group, _), entries in read_table("spoken_endings_ko.tsv", ("ko",)).items()}


def _pairs(group: str) -> dict[str, str]:
    pairs = {}
    for entry in _groups()[group]:
        spoken, plain = entry.split("=", 1)
        if len(spoken) != len(plain):
            raise ValueError(f"spoken_endings_ko.tsv: {entry!r} changes the length")
        pairs[spoken] = plain
    return pairs


@cache
def _rules() -> tuple[tuple[re.Pattern[str], dict[str, str]], ...]:
    endings = _pairs("ending")
    syllables = _pairs("syllable")
    after = "".join(_groups()["after"])
    alt = "|".join(re.escape(s) for s in sorted(endings, key=len, reverse=True))
    return (  # the syllables first: 알려죵 -> 알려죠 -> 알려줘
        (re.compile(f"(?<=[{after}])[{''.join(syllables)}]{_CLOSE}", re.M), syllables),
        (re.compile(f"(?<=[가-힣])(?:{alt}){_CLOSE}|(?<=\\s)(?:{alt}){_CLOSE}|^(?:{alt}){_CLOSE}", re.M), endings),
    )


def plain_endings(text: str) -> str:
    """``text`` with the spoken final endings of its sentences in their plain spelling (same length)."""
    for rx, pairs in _rules():
        text = rx.sub(lambda m, p=pairs: p[m.group(0)], text)  # type: ignore[misc]
    return text
