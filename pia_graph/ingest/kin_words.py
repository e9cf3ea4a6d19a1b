"""Words for the user's first-degree relatives, from the curators' tables ``ontology/read/kin_ko.tsv`` and
``ontology/read/kin_en.tsv`` (pure loading): one source for the gates' person cue (``cues.FIRST_DEGREE_KO``,
``cues.FIRST_DEGREE_EN``) and family history's relations (``extract.family.RELATIONS_KO``, ``RELATIONS_EN``), which
two Python copies of the same words had held."""

from __future__ import annotations

import re
from functools import cache

from pia_graph.ingest.read_tables import read_table

KIN_FILE = "kin_ko.tsv"
KIN_EN_FILE = "kin_en.tsv"
#: the table's group of words that name a first-degree relative but no one relation
RELATIVE = "relative"
# 형 after a digit or a Latin letter is a type, not a brother (제2형, 1형, A형)
_GUARD = {"형": r"(?<![0-9A-Za-z])"}


_FILES = {"ko": KIN_FILE, "en": KIN_EN_FILE}


def _table(lang: str = "ko") -> dict[tuple[str, str], tuple[str, ...]]:
    return read_table(_FILES[lang], (lang,))


@cache
def _relations(lang: str) -> dict[str, str]:
    """Word -> the relation family history records it as (mother, father, sister, brother, son, daughter)."""
    return {word: group for (group, _), words in _table(lang).items() if group != RELATIVE for word in words}


def relations_ko() -> dict[str, str]:
    return _relations("ko")


@cache
def first_degree_ko() -> str:
    """Every word of the table as one alternation, longer words first, so that a compound wins over the word it
    starts with (아들놈 over 아들, 딸아이 over 딸)."""
    words = sorted((word for words in _table().values() for word in words), key=len, reverse=True)
    return "|".join(_GUARD.get(word, "") + re.escape(word) for word in words)


def relations_en() -> dict[str, str]:
    return _relations("en")


@cache
def first_degree_en() -> str:
    """Every word of the English table as one alternation, in the table's order (a plural before its singular)."""
    return "|".join(re.escape(word) for words in _table("en").values() for word in words)
