"""Where a measured reading was taken (pure): "home cuff said 152/96 but at the clinic it was 134/82", "the
watch says 48 bpm at night", "finger-stick 142, the lab's fasting glucose 118", 집에서 잰 혈압은 150/90인데 병원에서는
130/80, 약국 혈압계로 쟀더니, 워치로는 산소포화도 92.

The wording is curators' data: one cue list per source (`reading_source_<source>` in
`ontology/80_cues.cypher`, both languages). A cue gives its source to the reading nearest it in its own
clause, never across another reading of that clause ("152/96 at home and 134/82" leaves the second one
bare), and never to every number of the turn. A cue that LEADS a list gives its source to every reading of
the run it leads ("lab: LDL 142, HDL 38, TG 210", 피검사 백혈구 4.2, 혈소판 18만): readings joined by commas or a join
word (`reading_list_join`), with no other cue, no other words and no sentence end between them; a reading
with a cue of its own in its clause keeps that cue and ends the run. A vital sign, a lab result or a body
measurement takes any source; a sleep or an exercise only a device (a "home workout" is no reading taken at
home). The record keeps the source, the cue's words (the device as said) and the cue's span, its provenance.
Two readings of one coordinate from two sources are two records; the source supersedes nothing."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import cache

from pia_graph.ingest.cue_words import MissingCuesError, cue_pattern, cue_words
from pia_graph.ingest.hup import HupRecord
from pia_graph.ingest.hup.types import types_where
from pia_graph.ontology import Dictionary


class ReadingSource(StrEnum):
    HOME = "home"
    CLINIC = "clinic"
    HOSPITAL = "hospital"
    LAB = "lab"
    PHARMACY = "pharmacy"
    DEVICE = "device"


CUE_GROUP = "reading_source_"  # + the source: the cue list's group
#: the sources each record type takes (the type table's place_source and device_source); a type not here takes none
SOURCES_OF_TYPE: dict[str, frozenset[ReadingSource]] = {
    **{t: frozenset({ReadingSource.DEVICE}) for t in types_where(device_source=True)},
    **{t: frozenset(ReadingSource) for t in types_where(place_source=True)},
}
JOIN_GROUP = "reading_list_join"  # the words that join a run of readings ("and", 랑)
#: what may stand between a leading cue and the first reading of its run when the cue is not in that reading's clause
_LEAD_GAP = re.compile(r"[\s:\-–—]*")
_RUN_GAP = re.compile(r"[\s,;:&+·、]*")  # between two readings of a run once its join words are taken out
_DETERMINER = re.compile(r"^(?:my|the|our)\s+|['’]s$", re.IGNORECASE)  # "the lab's" said is "lab"


@dataclass(frozen=True)
class SourceCue:
    source: ReadingSource
    said: str  # the cue's words as typed, without a leading determiner ("Apple Watch", "워치")
    start: int
    end: int


@cache
def _latin_in_korean(cues: tuple[str, ...]) -> re.Pattern[str]:
    """English cues inside Korean text: a Latin word ends where no Latin letter follows, so a particle may glue on
    ("inbody로", "CGM으로")."""
    pieces = [r"\s+".join(re.escape(w) for w in c.split()) for c in sorted(cues, key=len, reverse=True)]
    return re.compile(r"(?<![A-Za-z])(?:" + "|".join(pieces) + r")(?![A-Za-z])", re.IGNORECASE)


def source_cues(text: str, lang: str, dictionary: Dictionary) -> list[SourceCue]:
    """Every source cue of ``text``, in order; where two overlap the longer one stands ("손끝 채혈" over "채혈")."""
    found: list[SourceCue] = []
    # a device's Latin name in Korean text ("inbody 체중만", "CGM으로 잰"): the English cues are read there too
    for source, cue_lang in ((s, c) for s in ReadingSource for c in ((lang, "en") if lang == "ko" else (lang,))):
        try:
            pattern = cue_pattern(dictionary, CUE_GROUP + source.value, cue_lang) if cue_lang == lang \
                else _latin_in_korean(cue_words(dictionary, CUE_GROUP + source.value, cue_lang))
        except MissingCuesError:  # a dictionary without the lists (an old one, a test's) finds no source
            continue
        for m in pattern.finditer(text):
            said = _DETERMINER.sub("", m.group(0)).strip() or m.group(0)
            found.append(SourceCue(source, said, m.start(), m.end()))
    found.sort(key=lambda c: (c.start, -(c.end - c.start)))
    out: list[SourceCue] = []
    for cue in found:
        if out and cue.start < out[-1].end:
            if cue.end - cue.start > out[-1].end - out[-1].start:
                out[-1] = cue
            continue
        out.append(cue)
    return out


def _between(a: int, b: int, spans: Iterable[tuple[int, int]], own: tuple[int, int]) -> bool:
    """Whether another reading's span lies between ``a`` and ``b``."""
    return any(s != own and a <= s[0] and s[1] <= b for s in spans)


def _key(span: tuple[int, int], cue: SourceCue) -> tuple[int, int]:
    """How far the cue stands from the reading: the characters between them, a cue before the reading first."""
    if cue.end <= span[0]:
        return span[0] - cue.end, 0
    if cue.start >= span[1]:
        return cue.start - span[1], 1
    return 0, 0  # the cue inside the reading's own words ("finger-stick 142")


def nearest_cue(span: tuple[int, int], clause: tuple[int, int], cues: Sequence[SourceCue],
                allowed: frozenset[ReadingSource], readings: Sequence[tuple[int, int]]) -> SourceCue | None:
    """The cue of the reading at ``span``: the nearest allowed cue inside its clause with no other reading between
    them; a cue before the reading wins a tie ("at the clinic it was 134/82")."""
    best: tuple[tuple[int, int], SourceCue] | None = None
    for cue in cues:
        if cue.source not in allowed or cue.start < clause[0] or cue.end > clause[1]:
            continue
        if _between(min(cue.end, span[1]), max(cue.start, span[0]), readings, span):
            continue
        key = _key(span, cue)
        if best is None or key < best[0]:
            best = (key, cue)
    return best[1] if best is not None else None


def list_joins(dictionary: Dictionary, lang: str) -> re.Pattern[str] | None:
    """The join words of a run of readings in ``lang`` (None where the dictionary has no list: no run is read)."""
    try:
        return cue_pattern(dictionary, JOIN_GROUP, lang)
    except MissingCuesError:
        return None


def _joined(gap: str, joins: re.Pattern[str]) -> bool:
    """Whether ``gap`` (the text between two readings) only joins them: commas and join words."""
    return _RUN_GAP.fullmatch(joins.sub(" ", gap)) is not None


def _run(seed: tuple[int, int], readings: Sequence[tuple[int, int]], text: str, joins: re.Pattern[str],
         free: set[tuple[int, int]]) -> list[tuple[int, int]]:
    """The readings after ``seed`` in its run: each joined to the one before it, and ``free`` (no cue of its own)."""
    out: list[tuple[int, int]] = []
    end = seed[1]
    for span in (s for s in readings if s[0] > seed[0]):
        if not (span[0] < end or _joined(text[end:span[0]], joins)) or span not in free:
            break
        out.append(span)
        end = max(end, span[1])
    return out


def _led(cue: SourceCue, readings: Sequence[tuple[int, int]], text: str) -> tuple[int, int] | None:
    """The first reading after a cue that leads a list with only a colon or a dash between them ("lab: LDL 142")."""
    after = next((s for s in readings if s[0] >= cue.end), None)
    return after if after is not None and _LEAD_GAP.fullmatch(text[cue.end:after[0]]) else None


def attach_sources(records: Sequence[HupRecord], cues: Sequence[SourceCue],
                   clause_of: Callable[[int], tuple[int, int]], *, text: str = "",
                   joins: re.Pattern[str] | None = None) -> None:
    """Give the readings of ``records`` their sources (in place): each reading's nearest cue in its clause, and each
    cue to the one reading nearest it of those (the records of one span, "152/96", are one reading): "152/96 at home
    and 134/82" gives home to the first alone. ``clause_of``: the bounds of the clause holding a position."""
    if not cues:
        return
    readings = sorted({(r.span_start, r.span_end) for r in records if r.type in SOURCES_OF_TYPE})
    chosen: dict[tuple[int, int], SourceCue] = {}
    for record in records:
        allowed = SOURCES_OF_TYPE.get(record.type)
        if allowed is None or record.negated or record.source is not None:
            continue
        span = (record.span_start, record.span_end)
        cue = nearest_cue(span, clause_of(record.span_start), cues, allowed, readings)
        if cue is not None:
            chosen.setdefault(span, cue)
    kept = {cue: min((s for s, c in chosen.items() if c == cue), key=lambda s: _key(s, cue)) for cue in chosen.values()}
    given: dict[tuple[int, int], SourceCue] = {span: cue for cue, span in kept.items()}
    if text and joins is not None:
        for cue in cues:
            seed = kept.get(cue) or (_led(cue, readings, text) if cue not in kept else None)
            if seed is None or cue.start > seed[0] or given.get(seed, cue) != cue \
                    or any(c.start >= cue.end and c.end <= seed[0] for c in cues):
                continue
            given[seed] = cue
            free = {s for s in readings if chosen.get(s, cue) == cue and s not in given}
            for span in _run(seed, readings, text, joins, free):
                given[span] = cue
    for record in records:
        span = (record.span_start, record.span_end)
        cue = given.get(span)
        if cue is not None and record.source is None and record.type in SOURCES_OF_TYPE \
                and cue.source in SOURCES_OF_TYPE[record.type] and not record.negated:
            record.source, record.source_said = cue.source.value, cue.said
            record.source_start, record.source_end = cue.start, cue.end
