"""Request and result models of the read path (`MemoryService.recall`), separate from the storage shapes.

The contract that the API, the CLI, the evaluation, depth 3 and HU2 build on. Fields may be added; none
renamed or removed without updating every caller.
"""

from __future__ import annotations

import datetime as dt
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from pia_graph.memory.models import detect_lang

Depth = Literal["auto", 1, 2, 3]
Route = Literal["structured", "associative", "both", "none"]
Source = Literal["structured", "vector", "fulltext", "rehydrated", "snapshot", "conflict"]


class QueryIn(BaseModel):
    """One question as the agent passes it on."""

    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)

    text: str = Field(min_length=1, max_length=2000)
    said_at: dt.datetime
    lang: Literal["en", "ko"] | None = None
    depth: Depth = "auto"
    k: int = Field(default=10, ge=1, le=50)

    @field_validator("said_at")
    @classmethod
    def _aware(cls, value: dt.datetime) -> dt.datetime:
        if value.tzinfo is None or value.utcoffset() is None:
            raise ValueError("said_at needs a UTC offset, e.g. 2026-03-11T08:10:00+09:00")
        return value

    @property
    def language(self) -> Literal["en", "ko"]:
        return self.lang or detect_lang(self.text)


class Decided(BaseModel):
    """A decision of query understanding with the reason it was taken (a rule id or a short code)."""

    value: str
    reason: str
    span: str | None = None


class TimeWindow(BaseModel):
    """The window a question asks about, from the temporal resolver; `None` ends are open."""

    start: dt.date | None = None
    end: dt.date | None = None
    expression: str
    rule_id: str


class ThreadTurn(BaseModel):
    """One earlier turn of the user's conversation, as a follow-up reads it (`retrieve/thread.py`): when it was said
    and what was understood of it (the coordinates, record types and window it asked or told about, its own or
    inherited in turn). `text` is empty for a question kept without its words (`Ask`, docs/read-path.md)."""

    said_at: dt.datetime
    text: str = ""
    lang: Literal["en", "ko"] | None = None
    asked: bool = False  # a question (read): its window is the one a follow-up keeps; a statement's is not
    coordinates: list[str] = Field(default_factory=list)
    record_types: list[str] = Field(default_factory=list)
    window_start: dt.date | None = None
    window_end: dt.date | None = None


class RecordPlace(BaseModel):
    """A record the question picks by its place among the user's own (`retrieve/record_place.py`): the n-th newest
    or oldest of the terms named ("the visit before last", "my third infusion"), the n-th after an anchor record
    ("the first visit after my surgery"), the day counted from an anchor record ("three days after the second
    shot"), or what else is asked at an anchor's event ("the INR when I had the big bruise": ``at``, the nearest
    day on or after one of the anchor's). ``terms``: the coordinates and ``type:<record type>`` it picks among; empty,
    every one asked."""

    kind: Literal["nth", "after", "offset", "at"]
    order: Literal["newest", "oldest"] = "newest"
    n: int = 1
    terms: list[str] = Field(default_factory=list)
    anchor: RecordPlace | None = None  # after / offset / at: the record that dates it
    offset_days: int = 0  # offset: days from the anchor's day (negative: before it)
    weekday: int | None = None  # offset: the first such weekday after (or before) the anchor's day, Monday 0
    reason: str
    span: str


class ApartTime(BaseModel):
    """A time the question sets apart (`retrieve/apart_time.py`): "이번 주 말고 지난주", "without the weekend ones".
    What falls inside it ranks after every other item; `weekdays` (Monday 0): a kind of day over the whole record
    ("the weekend", 주말), where `start` and `end` are None."""

    start: dt.date | None = None
    end: dt.date | None = None
    weekdays: list[int] = Field(default_factory=list)
    expression: str
    rule_id: str


class QueryUnderstanding(BaseModel):
    """What the question points to, each part with its reason."""

    lang: Literal["en", "ko"]
    entities: list[Decided] = Field(default_factory=list)  # exact alias → coordinate (hard boundary)
    concepts: list[Decided] = Field(default_factory=list)  # concept word → concept key
    coordinates: list[Decided] = Field(default_factory=list)  # the final coordinates asked about
    record_types: list[Decided] = Field(default_factory=list)
    fields: list[Decided] = Field(default_factory=list)  # e.g. value, dose, status, date
    window: TimeWindow | None = None
    wants_latest: bool = False
    places: list[RecordPlace] = Field(default_factory=list)  # records picked by their place among the user's own
    # The question's content words that no alias, cue or window expression took (full-text forms): a sentence
    # holding one of them says more than the record written from it ("다낭 갔을 때 뭐 먹고 탈 났었지").
    residual_words: list[str] = Field(default_factory=list)
    # Korean words read apart or as nouns before the alias match (혈압약 -> 혈압 약, 어지러운거 -> 어지러움).
    rewrites: list[str] = Field(default_factory=list)
    # the terms the question sets apart ("besides metformin", 혈압약 말고): not asked, their items ranked after
    set_apart: list[Decided] = Field(default_factory=list)
    apart_times: list[ApartTime] = Field(default_factory=list)  # the times it sets apart (주말 빼고, 작년 말고 올해)
    # where the readings asked were taken ("at the clinic", 집에서 잰): their records first (retrieve/source.py)
    sources: list[Decided] = Field(default_factory=list)
    depth: Literal[1, 2, 3] = 1
    depth_reason: str = ""


class ReadOut(BaseModel):
    read: bool
    route: Route
    reasons: list[str] = Field(default_factory=list)


class Provenance(BaseModel):
    turn_id: str
    said_at: dt.datetime | None = None
    span: str | None = None  # the verbatim words the item came from
    time_expression: str | None = None
    rule_id: str | None = None
    extractor: str | None = None
    confidence: float | None = None


class RecallItem(BaseModel):
    """One ranked record or fact, with why it was chosen and where it came from."""

    kind: Literal["record", "fact"]
    id: str  # record_id or fact_id
    coordinate: str | None = None
    type: str | None = None
    date: str | None = None  # the day it is about (a record's date, or its start's day), else None
    month: str | None = None
    text: str  # one line a person can read ("LDL 96 mg/dL on 2026-02-20 (normal)")
    value: float | str | None = None
    unit: str | None = None
    band: str | None = None
    status: str | None = None
    score: float = 0.0
    sources: list[Source] = Field(default_factory=list)
    why: list[str] = Field(default_factory=list)
    superseded_by: str | None = None
    supersedes: list[str] = Field(default_factory=list)
    # where a reading was taken (home, clinic, hospital, lab, pharmacy, device) and the words that said it
    reading_source: str | None = None
    reading_source_said: str | None = None
    provenance: Provenance
    # the user's own sentence it was written from: a fact's span, a record's sentence of its turn holding its span
    # (retrieve/record_quotes.py); None when the turn's text does not show which sentence
    quote: str | None = None


class Conflict(BaseModel):
    """A value that replaced another: newest first, the superseded one visible beside it."""

    coordinate: str
    current: RecallItem
    superseded: list[RecallItem]
    reason: str


class SnapshotEntry(BaseModel):
    coordinate: str
    type: str
    text: str
    value: float | str | None = None
    unit: str | None = None
    band: str | None = None
    date: str | None = None
    record_ids: list[str] = Field(default_factory=list)


class Snapshot(BaseModel):
    """Depth 2: who the user is now."""

    as_of: dt.date
    profile: list[SnapshotEntry] = Field(default_factory=list)  # sex, age, blood type, height
    allergies: list[SnapshotEntry] = Field(default_factory=list)
    conditions: list[SnapshotEntry] = Field(default_factory=list)
    family_history: list[SnapshotEntry] = Field(default_factory=list)
    active_regimens: list[SnapshotEntry] = Field(default_factory=list)
    latest: list[SnapshotEntry] = Field(default_factory=list)  # latest value per active coordinate, with band
    goals: list[SnapshotEntry] = Field(default_factory=list)
    preferences: list[SnapshotEntry] = Field(default_factory=list)


class TrendOut(BaseModel):
    """Depth 3: the direction of one coordinate along its NEXT chain."""

    coordinate: str
    direction: Literal["up", "down", "flat"]
    method: str
    n: int
    change: float | None = None
    slope_per_30d: float | None = None
    band_transitions: list[str] = Field(default_factory=list)
    record_ids: list[str] = Field(default_factory=list)
    text: str = ""


class CausalLinkOut(BaseModel):
    """Depth 3: a kept causal link into the outcome asked about (pruned candidates never appear here)."""

    cause: str
    effect: str
    rule: str
    mechanism: str | None = None
    lag_days: float | None = None
    confidence: float
    evidence: list[str] = Field(default_factory=list)  # record and fact ids
    text: str = ""


class Depth3(BaseModel):
    trends: list[TrendOut] = Field(default_factory=list)
    causal: list[CausalLinkOut] = Field(default_factory=list)
    adherence: list[dict[str, Any]] = Field(default_factory=list)


class ContextPack(BaseModel):
    """What the agent injects into its prompt: compact text plus JSON, every line citing its ids."""

    text: str
    data: dict[str, Any]
    tokens: int
    tokenizer: str
    cited_ids: list[str] = Field(default_factory=list)
    truncated: bool = False


class Recall(BaseModel):
    user_id: str
    query: str
    said_at: dt.datetime
    read: ReadOut
    understanding: QueryUnderstanding
    depth: Literal[1, 2, 3]
    items: list[RecallItem] = Field(default_factory=list)
    conflicts: list[Conflict] = Field(default_factory=list)
    snapshot: Snapshot | None = None
    depth3: Depth3 | None = None
    hu2: dict[str, Any] | None = None  # the served understanding, when HU2 exists
    context: ContextPack
    timings_ms: dict[str, float] = Field(default_factory=dict)
