"""A question that names where a reading was taken (pure): "what did it read at the clinic", "my watch heart
rate", 집에서 잰 혈압, 병원에서 잰 혈압. The words are the write side's (`reading_source_<source>` in
`ontology/80_cues.cypher`, read by `ingest/extract/reading_source.py`): a question and a record say a source
alike.

A record of the source named goes first among the items ranked (a lift, with its reason `source:<source>`),
in the order the records had; a record of the other place of care (a clinic asked, a hospital's reading)
comes after those, still above the rest; only where the question asks a value (a number, a reading, "how
high", 몇): one that asks a place or a name ("the hospital my bp was taken at that wasn't seoul national,
which one was it", the fields `name` or a bare `content` of `retrieve/understand.py`) wants the sentence
that names it, and nothing is lifted. A source the question sets apart ("not the home readings", 집에서 잰 거 말고:
the exclusion words of `retrieve/excluded.py`, read, not changed) puts its records after every other item
instead. A record with no source and a question with none are left as they were. The context pack shows a
reading's source beside its value (`with_source`: "152 mmHg, home")."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from pia_graph.ingest.extract.reading_source import ReadingSource, source_cues
from pia_graph.memory.recall_models import Decided
from pia_graph.ontology import Dictionary
from pia_graph.retrieve.excluded import Item, below, excluded, exclusions

ASKED = "source_cue"
APART = "source_apart"
#: the fields of a question that ask a name or a place, not a value ("which one was it", 어디였지, "name of")
_NAMING = frozenset({"name", "content"})
#: places of care that answer for each other, after the one named (병원 is a clinic and a hospital in speech)
_CARE = frozenset({ReadingSource.CLINIC.value, ReadingSource.HOSPITAL.value})


def asked_sources(text: str, lang: str, dictionary: Dictionary) -> list[Decided]:
    """The sources the question names, each once, with its words: asked, or set apart by an exclusion word."""
    cues = exclusions(text, lang)
    out: dict[str, Decided] = {}
    for cue in source_cues(text, lang, dictionary):
        reason = APART if cues and excluded((cue.start, cue.end), cues, text, lang) else ASKED
        out.setdefault(f"{cue.source.value}:{reason}", Decided(value=cue.source.value, reason=reason, span=cue.said))
    return list(out.values())


def asks_a_value(fields: Iterable[str]) -> bool:
    """Whether the question asks a reading's value (its fields, ``QueryUnderstanding.fields``): a question with a
    value field does, one that asks a name or which one (``_NAMING``) with none does not; any other one does."""
    asked = set(fields)
    return "value" in asked or not asked & _NAMING


def _tier(source: str | None, asked: set[str]) -> int:
    """2: the source asked; 1: the other place of care; 0: neither."""
    if source is None:
        return 0
    if source in asked:
        return 2
    return 1 if source in _CARE and asked & _CARE else 0


def source_first(entries: Sequence[tuple[float, float, Item]], sources: Sequence[Decided],
                 source_of: Callable[[str], str | None],
                 asked_coordinates: set[str], fields: Iterable[str] = ()) -> list[tuple[float, float, Item]]:
    """The scored items with the records of the sources asked first and those of a source set apart last, each
    moved item with its reason (pure); ``source_of``: a record id's source (None: none kept). Where the question
    names coordinates, only their records move: "when did I last go to the clinic" asks the visit, not the readings
    taken there. Where its ``fields`` ask a name or a place, not a value (``asks_a_value``), no record is lifted; a
    source set apart still goes last."""
    asked = {d.value for d in sources if d.reason == ASKED} if asks_a_value(fields) else set()
    apart = {d.value for d in sources if d.reason == APART} - asked
    if not entries or not (asked or apart):
        return list(entries)
    top = max(score for score, _, _ in entries)
    floor = min(score for score, _, _ in entries)
    out: list[tuple[float, float, Item]] = []
    for score, when, item in entries:
        source = source_of(item.id) if item.kind == "record" and (
            not asked_coordinates or item.coordinate in asked_coordinates) else None
        tier = _tier(source, asked)
        reason = None
        if tier:
            score = top + 3.0 * tier + score / (1.0 + abs(score))  # above the rest, in the order they had
            reason = f"source:{source}"
        elif source is not None and source in apart:
            score = below(score, floor)
            reason = f"source_apart:{source}"
        if reason is not None and reason not in item.why:
            item.why.append(reason)
        out.append((score, when, item))
    return out


def source_label(source: str | None, said: str | None) -> str | None:
    """What the context pack shows of a reading's source: the device as said, else the place ("home")."""
    if not source:
        return None
    return said if source == ReadingSource.DEVICE.value and said else source


def with_source(text: str, value_text: str | None, label: str | None) -> str:
    """A record's line with its source beside its value ("Systolic BP 152 mmHg, home on …"), else after the line."""
    if not label:
        return text
    if value_text and value_text in text:
        at = text.index(value_text) + len(value_text)
        return f"{text[:at]}, {label}{text[at:]}"
    return f"{text} ({label})"
