"""The days a stage of the user's own course asked by its count of weeks names (pure): "what was my ferritin at 22
weeks", 20주 때 몸무게 몇이었지, 30주 검진 때, 금연 4주째 몸무게가 얼마였지. The count is the user's, not the calendar's
(weeks pregnant, weeks since quitting): no window back from the moment asked answers it, but the sentence in which the
user said the same count does ("22 week bloods: ferritin 24", 20주 59.8kg), and what was recorded that day answers
first (`fuse_record_scores`). The question's count is a `field:stage` cue, a sentence's a `stage_said` cue
(`ontology/read/query_cues.tsv`)."""

from __future__ import annotations

import datetime as dt
import re

from pia_graph.memory.recall_models import QueryUnderstanding
from pia_graph.retrieve.associative import FactHit
from pia_graph.retrieve.cues import cue_finds
from pia_graph.retrieve.fuse_signals import about_someone_else, day_of

STAGE_FIELD = "stage"
_COUNT = re.compile(r"\d+")
_COUNT_AND_UNIT = re.compile(r"\d+\s*\w+")  # "20주", "4주째", "30 weeks": the count as the user wrote it
_LANGS = ("en", "ko")


def stage_counts(u: QueryUnderstanding) -> set[int]:
    """The counts of weeks the question dates itself by (a `field:stage` cue's number), empty when none."""
    return {int(m.group(0)) for d in u.fields if d.value == STAGE_FIELD and d.span
            for m in _COUNT.finditer(d.span)}


def stage_terms(u: QueryUnderstanding) -> list[str]:
    """The question's counts of weeks with their unit, as substrings a sentence that says them holds ("20주" in "20주
    59.8kg", which the full-text search of the word "20" misses): the facts searched by them as well."""
    return [m.group(0).lower() for d in u.fields if d.value == STAGE_FIELD and d.span
            and (m := _COUNT_AND_UNIT.match(d.span.strip())) is not None]


def said_counts(text: str) -> set[int]:
    """The counts of weeks a sentence says (`stage_said` cues of either language)."""
    return {int(m.group(0)) for lang in _LANGS for found in cue_finds(text, lang, "stage_said")
            for m in _COUNT.finditer(found.group(0))}


def stage_days(u: QueryUnderstanding, facts: list[FactHit]) -> set[dt.date]:
    """The days of the user's own sentences found that say a count of weeks the question asks by (not a relative's:
    "동생은 임신 20주에 ..."), empty when the question asks by none."""
    counts = stage_counts(u)
    if not counts:
        return set()
    days: set[dt.date] = set()
    for hit in facts:
        text = str(hit.fact.get("text") or "")
        own = str(hit.fact.get("span") or text)
        if counts & said_counts(text) and not about_someone_else(own, u.lang) \
                and (day := day_of(hit.fact.get("date")) or day_of(hit.fact.get("said_at"))) is not None:
            days.add(day)
    return days
