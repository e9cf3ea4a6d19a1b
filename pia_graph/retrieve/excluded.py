"""Terms a question sets apart from what it asks (pure): "when was my last migraine, the real one, not the ordinary
headaches", 진짜 편두통 마지막으로 온 게 언제야? 그냥 두통 말고. The cue (`excluded` in `ontology/read/query_cues.tsv`)
comes before the term in English, after it in Korean, with at most a few words between (an article, an adjective;
a particle), never a stop. The term is not asked: it stands outside the boundary, so its records and sentences are
a sibling's. What a term set apart stands for is set apart with it (`widened_apart`: a class's drugs, a concept's
members, the medicines of a measure or a condition when medicines are asked: 혈압약 말고 다른 약), and the ranking puts
the items of what is set apart after every other (`apart_last`: a demotion, not a deletion, with its reason)."""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Mapping, Sequence
from typing import Protocol, TypeVar

from pia_graph.memory.recall_models import ApartTime, Decided
from pia_graph.ontology import Dictionary
from pia_graph.ontology.concepts import expand
from pia_graph.retrieve.cues import cue_finds
from pia_graph.retrieve.term_lookups import class_members, indicated_for, lowering

APART_REASON = "set_apart"

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


def medicines_named(apart: Sequence[tuple[tuple[int, int], tuple[str, ...]]], medicine_words: Sequence[tuple[int, int]],
                    text: str) -> set[str]:
    """The terms set apart that a medicine word follows right after ("혈압약 말고", "other than the bp meds"): they
    stand for their medicines (pure)."""
    return {k for (_, end), keys in apart for k in keys
            if any(0 <= start - end <= 1 and not text[end:start].strip() for start, _ in medicine_words)}


def widened_apart(apart: set[str], dictionary: Dictionary, medicines: set[str]) -> set[str]:
    """The terms set apart with what each stands for (pure): a concept's primary members ("except the cholesterol
    stuff"), a drug named by its class word's members (인슐린 말고), and for a term a medicine word follows
    (`medicines`), the drugs that lower its measures or are indicated for its condition ("혈압약 말고 다른 약": the BP
    drugs). A term the question also names outside what it sets apart is no term set apart: "지금 다니는 치과 말고 전에
    ... 치과" contrasts two of one kind (the caller leaves those out)."""
    out = set(apart)
    for key in apart:
        members = {link.term_key for link in expand(dictionary, key) if link.role == "primary"} \
            if key.startswith("concept:") else set(class_members(dictionary, key)) if key.startswith("drug:") else set()
        out |= members
        if key not in medicines:
            continue
        for measure in {key, *members}:
            out.update(lowering(dictionary, measure) if measure.startswith(("vital:", "test:"))
                       else indicated_for(dictionary, measure) if measure.startswith("condition:") else ())
    return out


def apart_ranked(apart: set[str]) -> list[Decided]:
    """What the ranking puts last, with its reason: every term set apart but a visit's kind, which is coarser than
    the words that set it apart (산부인과는 제외 names one specialty; visit:specialist holds them all), and a concept
    key, which no item carries."""
    return [Decided(value=k, reason="excluded") for k in sorted(apart) if not k.startswith(("visit:", "concept:"))]


def in_time(day: dt.date | None, times: Sequence[ApartTime]) -> bool:
    """Whether a day falls inside a time set apart (`apart_time.py`; pure): a kind of day by its weekday, else by its
    first and last day; an item of no day never does."""
    if day is None:
        return False
    return any(day.weekday() in t.weekdays if t.weekdays else
               (t.start is None or t.start <= day) and (t.end is None or day <= t.end) for t in times)


def below(score: float, floor: float) -> float:
    """A score below ``floor`` (the lowest of the list) that keeps the order the scores had: an item set apart."""
    return floor - 1.0 + score / (1.0 + abs(score))


class _Item(Protocol):
    id: str
    kind: str
    coordinate: str | None
    why: list[str]


Item = TypeVar("Item", bound=_Item)


def apart_last(entries: Sequence[tuple[float, float, Item]], apart: set[str],
               mentions: dict[str, set[str]] | None, times: Sequence[ApartTime] = (),
               days: Mapping[str, dt.date | None] | None = None) -> list[tuple[float, float, Item]]:
    """The scored items with those of what the question sets apart after every other, in their own order, each
    with its reason (pure): a record of a term set apart, a sentence that names only terms set apart, and an item
    whose day (``days``: item id -> its day) falls inside a time set apart (``times``: 주말 빼고, "except last
    week"). Not dropped: "besides metformin what am I on" still shows the metformin, last."""
    if not (apart or times) or not entries:
        return list(entries)
    floor = min(score for score, _, _ in entries)
    out: list[tuple[float, float, Item]] = []
    for score, when, item in entries:
        named = {item.coordinate} if item.kind == "record" and item.coordinate else (mentions or {}).get(item.id, set())
        if (named and named <= apart) or (times and in_time((days or {}).get(item.id), times)):
            if APART_REASON not in item.why:
                item.why.append(APART_REASON)
            score = below(score, floor)  # below every other, in the order they had
        out.append((score, when, item))
    return out
