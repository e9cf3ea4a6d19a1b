"""The analysed form of an utterance: what the gates and the extractor read.

The verbatim text is stored on the turn for provenance; the analysed form is derived from it once, in one
place, so that invisible characters cannot change what is read: NFKC (full-width digits and units become
ASCII, "７５ｋｇ" reads as "75kg"), no zero-width or other format characters (a joiner inside "7\u200d5" no
longer splits a number), no terminal escape sequences (an ANSI colour code is not a second reading), and no
control characters. Line breaks stay, since they separate statements. Hangul compatibility jamo ("ㅋㅋ") are
kept as typed: NFKC would turn them into conjoining jamo that no Korean rule reads. Only chat letters that stand
between a word and a number ("혈당 ㅋㅋ 130", "공복혈당 ㅠㅠ 145") become as many spaces: laughter
or crying there is no sentence end, and the term reads its number as if they were not said (offsets unchanged).
Korean phone-typing slips ("먹엇어요", "됬어요", "않먹었어") are read as meant, one syllable for one
(``ko_typing``), so offsets are unchanged there too, and so are regional endings ("했심더", "올랐능교",
"보여주쇼": ``ko_dialect``). A decimal comma is read as a point, one character for one ("5,8 mmol/L", "체중 73,5kg",
"temp 36,7", "38,4도"), so that every rule reads one number, not two; a number of a list ("7,6,8", "12,340") is left
alone, and so is a Korean one a counter follows ("3,4일", "2,3번": three or four days).

Record spans (``span``, ``span_start``, ``span_end``) index the analysed form, stored beside the verbatim
text as ``Turn.text_analysed``.
"""

from __future__ import annotations

import re
import unicodedata

from pia_graph.ingest.ko_dialect import standard_endings
from pia_graph.ingest.ko_typing import typing_slips_fixed

_COMPAT_JAMO = re.compile(r"([\u3131-\u318e]+)")
# CSI (ESC [ or the C1 byte), OSC (ESC ] ... BEL or ST), and two-byte escapes (ESC plus one final byte).
_ESCAPES = re.compile(r"(?:\x1b\[|\x9b)[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?|\x1b[@-Z\\-_]")
_LINE_BREAKS = {"\r\n": "\n", "\r": "\n", "\u2028": "\n", "\u2029": "\n", "\x85": "\n", "\x0b": "\n", "\x0c": "\n"}
_LINE_BREAK = re.compile("|".join(re.escape(k) for k in _LINE_BREAKS))
_KEEP = frozenset("\n\t")
# one to three digits, a comma and one digit, in no list of numbers; not before a Korean counter (도, degrees, is one)
_DECIMAL_COMMA = re.compile(r"(?<![\d,.])(\d{1,3}),(\d)(?![\d,])(?!\.\d)(?!\s*(?!도)[가-힣])")
_CHAT_BEFORE_NUMBER = re.compile(r"(?<=[^\W\d_\u3131-\u318e])(\s*)([\u3131-\u318e]+[~.!^;]*)(?=\s*\d)")


def _nfkc(text: str) -> str:
    parts = _COMPAT_JAMO.split(text)
    return "".join(p if n % 2 else unicodedata.normalize("NFKC", p) for n, p in enumerate(parts))


def analysed_form(text: str) -> str:
    """NFKC, line breaks unified, format characters, escape sequences and control characters removed."""
    text = _LINE_BREAK.sub(lambda m: _LINE_BREAKS[m.group(0)], text)
    text = _nfkc(text)
    text = "".join(ch for ch in text if unicodedata.category(ch) != "Cf")
    text = _ESCAPES.sub("", text)
    text = "".join(ch for ch in text if ch in _KEEP or unicodedata.category(ch) != "Cc")
    text = _CHAT_BEFORE_NUMBER.sub(lambda m: m.group(1) + " " * len(m.group(2)), text)
    text = standard_endings(typing_slips_fixed(text))
    text = _DECIMAL_COMMA.sub(r"\1.\2", text)
    return text.replace("\t", " ").strip()
