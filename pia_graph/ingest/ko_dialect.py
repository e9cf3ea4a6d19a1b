"""Korean regional endings read in their standard form, one syllable for one (offsets unchanged; pure).

Older users write as they speak: "77.5 찍었심더! 목표까지 얼마 남았노?", "손주가 열이 39도라 카는데 해열제 뭐
먹여야 되노", "요새 잠 몇 시간씩 잤는지 좀 보여주쇼". No rule lists the Gyeongsang, Jeolla or Chungcheong endings,
so a question was kept as a statement, a request was not seen, a reading's statement was not read as told, and
someone's words reported with 카는데 were no hearsay. The pairs are dictionary data
(``ontology/read/dialect_endings_ko.tsv``), each the same length, so every span of the analysed text stays valid.
Used by ``analysed_text.analysed_form``, as ``ko_typing`` is, so that the gates and the extractor read one text.
"""

from __future__ import annotations

import re
from functools import cache

from pia_graph.ingest.ko_endings import past_syllable
from pia_graph.ingest.read_tables import read_table

# what may follow a final ending: punctuation, laughter, tears, a tilde, an emoji, then the line's end or a sign
_FINAL_CLOSE = r"(?=[\s?.!~…,ㅠㅜㅋㅎ^;]*(?:$|\n|[^\w\s]))"
_INNER_CLOSE = r"(?=[\s,.!?~]|$)"
_WORD_START = r"(?<![^\s.,!?~])"


def _pairs(group: str) -> dict[str, str]:
    pairs = {}
    for entry in read_table("dialect_endings_ko.tsv", ("ko",))[(group, "ko")]:
        spoken, plain = entry.split("=", 1)
        if len(spoken) != len(plain):
            raise ValueError(f"dialect_endings_ko.tsv: {entry!r} changes the length")
        pairs[spoken] = plain
    return pairs


def _alt(pairs: dict[str, str]) -> str:
    return "|".join(re.escape(s) for s in sorted(pairs, key=len, reverse=True))


@cache
def _rules() -> tuple[tuple[re.Pattern[str], dict[str, str]], ...]:
    final, past, inner, word = _pairs("final"), _pairs("after_past"), _pairs("inner"), _pairs("word")
    syllable, eat = _pairs("syllable"), _pairs("eat")
    return (  # the words inside a sentence first, so that a final pair reads them standard (비교하믄 어쩌요)
        (re.compile(f"(?<![^가-힣\\s])(?:{_alt(inner)}){_INNER_CLOSE}"), inner),
        (re.compile(f"{_WORD_START}(?:{_alt(word)})"), word),
        (re.compile(_alt(syllable)), syllable),
        # 묵 as the verb's stem: at a word's start, before one of its endings
        (re.compile(f"(?<![가-힣])(?:{_alt(eat)})(?=[고었는으어])"), eat),
        (re.compile(f"(?:{_alt(final)}){_FINAL_CLOSE}", re.M), final),
        (re.compile(f"(?<={past_syllable()})(?:{_alt(past)}){_FINAL_CLOSE}", re.M), past),
    )


def standard_endings(text: str) -> str:
    """``text`` with its Korean regional endings in their standard spelling (same length); no Hangul, no change."""
    if not _HANGUL.search(text):
        return text
    for rx, pairs in _rules():
        text = rx.sub(lambda m, p=pairs: p[m.group(0)], text)  # type: ignore[misc]
    return text


_HANGUL = re.compile(r"[가-힣]")
