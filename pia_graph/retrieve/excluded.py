"""Terms a question sets apart from what it asks (pure): "when was my last migraine, the real one, not the ordinary
headaches", 진짜 편두통 마지막으로 온 게 언제야? 그냥 두통 말고. The cue (`excluded` in `ontology/read/query_cues.tsv`)
comes before the term in English, after it in Korean, with at most a few words between (an article, an adjective;
a particle), never a stop. The term is not asked: it stands outside the boundary, so its records and sentences are
a sibling's."""

from __future__ import annotations

import re

from pia_graph.retrieve.cues import cue_finds

_GAP = {"en": re.compile(r"(?:\s+[\w'-]+){0,3}\s+"), "ko": re.compile(r"\s*(?:[가-힣]{1,3}\s*)?")}


def exclusions(text: str, lang: str) -> list[tuple[int, int]]:
    """The spans of the question's exclusion words."""
    return [f.span() for f in cue_finds(text, lang, "excluded")]


def excluded(span: tuple[int, int], cues: list[tuple[int, int]], text: str, lang: str) -> bool:
    """Whether the term said at ``span`` is set apart by one of the exclusion words at ``cues``: right after the word
    in English (a few words between), right before it in Korean (a particle between)."""
    gap = _GAP.get(lang)
    if gap is None:
        return False
    start, end = span
    if lang == "ko":
        return any(end <= c_start and gap.fullmatch(text, end, c_start) is not None for c_start, _ in cues)
    return any(c_end <= start and gap.fullmatch(text, c_end, start) is not None for _, c_end in cues)
