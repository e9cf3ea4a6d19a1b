"""The polite or indirect frame around a question, and the embedded "if" of a question (READ, pure; session 43).

Older and polite users wrap a plain record question in a frame ("I was wondering if you could remind me ...",
"do you happen to know ...", "혹시 ... 알려주시면 감사하겠습니다"); the frame carries no route. ``courtesy_free``
gives the question without it (the words of ``courtesy_frame`` in ``ontology/read/request_words.tsv``), which the
trained opinion reads. A verb of knowing or checking before "if" (``whether_verb``: "check if", "can't remember
if") opens an embedded question, not a condition: ``whether_free`` reads that "if" as "whether" for the
hypothetical test.
"""

from __future__ import annotations

import re
from functools import cache

from pia_graph.ingest.cue_words import words_pattern
from pia_graph.ingest.read_tables import read_table

_SPACES = re.compile(r"\s{2,}")
_EDGE = re.compile(r"^[\s,.;:~]+|[\s,;:~]+$")


@cache
def _frame(lang: str) -> re.Pattern[str]:
    return words_pattern(read_table("request_words.tsv")[("courtesy_frame", lang)], lang)


@cache
def _whether_if() -> re.Pattern[str]:
    verbs = words_pattern(read_table("request_words.tsv")[("whether_verb", "en")], "en")
    return re.compile(rf"(?:{verbs.pattern})\s+if\b", re.IGNORECASE)


def courtesy_free(text: str, lang: str) -> str:
    """``text`` without its courtesy frames; the text itself when nothing else would be left."""
    lang = "ko" if lang == "ko" else "en"
    core = _EDGE.sub("", _SPACES.sub(" ", _frame(lang).sub(" ", text)))
    return core if re.search(r"\w", core) else text


def whether_free(text: str) -> str:
    """An English ``text`` with the "if" of an embedded question after a verb of knowing or checking written
    "whether" (the same length class of word, nothing else changed)."""
    return _whether_if().sub(lambda m: m.group(0)[:-2] + "whether", text)
