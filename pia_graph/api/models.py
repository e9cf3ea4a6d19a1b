"""Request and response bodies of the HTTP API, separate from the service's and the storage's shapes."""

from __future__ import annotations

import datetime as dt
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from pia_graph.hu2.models import ServedUnderstanding
from pia_graph.memory.models import RetainResult
from pia_graph.memory.recall_models import ContextPack, Depth, ReadOut, Recall, Snapshot
from pia_graph.memory.user_data import public_props

# Instants outside this window are not a conversation turn (and would overflow date arithmetic).
EARLIEST = dt.datetime(1900, 1, 1, tzinfo=dt.UTC)
LATEST = dt.datetime(2200, 1, 1, tzinfo=dt.UTC)
USER_ID_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9_.:@-]{0,89}$"
COORDINATE_PATTERN = r"^[a-z][a-z0-9_]*:[a-z0-9_]+$"
TURN_ID_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$"


def _said_at(value: dt.datetime) -> dt.datetime:
    if value.tzinfo is None or value.utcoffset() is None:
        raise ValueError("said_at needs a UTC offset, e.g. 2026-03-11T08:10:00+09:00")
    offset = value.utcoffset()
    if offset is not None and (offset.total_seconds() % 60 or abs(offset) > dt.timedelta(hours=14)):
        raise ValueError(f"said_at offset {offset} must be whole minutes within ±14:00")
    if not EARLIEST <= value <= LATEST:
        raise ValueError(f"said_at {value.isoformat()} is outside 1900-01-01..2200-01-01")
    return value


def _utf8(value: str) -> str:
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as e:
        raise ValueError("text is not valid Unicode (a lone surrogate?)") from e
    if "\x00" in value:
        raise ValueError("text contains a NUL character")
    return value


class TurnCreate(BaseModel):
    """One user utterance. A turn id is stored once: resending it with the same text is a no-op, with other
    text a 409."""

    model_config = ConfigDict(
        extra="forbid",
        json_schema_extra={"examples": [{
            "turn_id": "t-0001", "said_at": "2026-03-11T08:10:00+09:00",
            "text": "My fasting glucose was 132 this morning, and I took my metformin 500 mg.", "lang": "en",
        }]},
    )

    turn_id: str = Field(pattern=TURN_ID_PATTERN, description="The agent's id of the turn (idempotency key).")
    said_at: dt.datetime = Field(description="When the user said it, with a UTC offset.")
    text: str = Field(min_length=1, description="The utterance, as said (longer than PIA_API_MAX_TEXT_CHARS: 413).")
    lang: Literal["en", "ko"] | None = Field(default=None, description="Detected from the text when absent.")

    _check_said_at = field_validator("said_at")(_said_at)
    _check_text = field_validator("text")(_utf8)


class TurnOut(BaseModel):
    """What PIA did with the turn: kept or not (with the gate's reasons), and what it stored."""

    model_config = ConfigDict(json_schema_extra={"examples": [{
        "user_id": "alice", "turn_id": "t-0001", "retained": True, "written": True, "duplicate": False,
        "reasons": ["statement"], "read": False, "route": "none",
        "records": [{"record_id": "r_a6bbcfb8d4ed677ac3bd54fe", "type": "lab_result",
                     "coordinate": "test:fasting_glucose", "value": 132.0, "unit": "mg/dL", "date": "2026-03-11",
                     "band": "diabetes range (>=126)", "band_flag": "high"}],
        "facts": [{"fact_id": "f_b91bd8a9cf79ef5d13f9ce23", "text": "User's fasting glucose was 132 this morning."}],
        "candidates": [], "supersessions": [], "timings_ms": {"gate": 0.4, "extract": 12.0, "write": 30.0},
        "rejections": [],
    }]})

    user_id: str
    turn_id: str
    retained: bool
    written: bool
    duplicate: bool
    reasons: list[str]
    read: bool
    route: str
    records: list[dict[str, Any]]
    facts: list[dict[str, Any]]
    candidates: list[str]
    supersessions: list[dict[str, str]]
    timings_ms: dict[str, float]
    # records left out (an implausible value, a date after said_at): code, reason, rule_id, span, span_start,
    # span_end, coordinate, value; the rest of the turn is stored
    rejections: list[dict[str, Any]] = Field(default_factory=list)

    @classmethod
    def of(cls, result: RetainResult, user_id: str) -> TurnOut:
        data = result.model_dump(exclude={"user_id", "rejections", "records", "facts"})
        # A duplicate turn reports its stored copy, which carries Neo4j's types and private fields.
        return cls(user_id=user_id, records=[public_props(r) for r in result.records],
                   facts=[public_props(f) for f in result.facts],
                   rejections=[r.model_dump(mode="json") for r in result.rejections], **data)


class QueryCreate(BaseModel):
    """One question of the user, as the agent passes it on (`depth`: 1 what the question names, 2 plus the
    health snapshot, 3 plus time; `auto` lets the query decide)."""

    model_config = ConfigDict(
        extra="forbid",
        json_schema_extra={"examples": [{
            "text": "How has my fasting glucose been since March?", "said_at": "2026-04-02T09:00:00+09:00",
            "depth": "auto",
        }]},
    )

    text: str = Field(min_length=1, max_length=2000)
    said_at: dt.datetime
    lang: Literal["en", "ko"] | None = None
    depth: Depth = "auto"
    k: int = Field(default=10, ge=1, le=50, description="How many ranked items at most.")

    _check_said_at = field_validator("said_at")(_said_at)
    _check_text = field_validator("text")(_utf8)


class RecallOut(Recall):
    """The read path's answer: ranked records and facts with why and where from, conflicts, the snapshot at
    depth 2 and up, and the context pack. `user_id` is the tenant's own id of the user."""


class ContextOut(BaseModel):
    """What the agent injects into its prompt: compact text plus JSON, every line citing its ids."""

    user_id: str
    depth: Literal[1, 2, 3]
    read: ReadOut
    context: ContextPack


class SnapshotOut(BaseModel):
    """Depth 2 on its own: who the user is on `as_of` (profile, allergies, conditions, family history,
    active medications, the latest value of each coordinate with its band, goals and preferences)."""

    user_id: str
    snapshot: Snapshot


class UnderstandingOut(BaseModel):
    """HU2's understanding of one user: null until first generated; `regenerated` is the job's outcome when
    the request regenerated it (done, pending when memory moved on meanwhile, lost, retry or failed)."""

    user_id: str
    understanding: ServedUnderstanding | None
    regenerated: str | None = None


class ProfileUpdate(BaseModel):
    model_config = ConfigDict(
        extra="forbid", json_schema_extra={"examples": [{"sex": "female", "birth_date": "1968-04-02"}]},
    )

    sex: Literal["female", "male"] | None = None
    birth_date: str | None = Field(default=None, pattern=r"^(19|20)\d{2}(-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]))?$")


class ProfileOut(BaseModel):
    user_id: str
    sex: str | None = None
    birth_date: str | None = None


class RecordsOut(BaseModel):
    user_id: str
    count: int
    records: list[dict[str, Any]]


class TrajectoryOut(BaseModel):
    user_id: str
    coordinate: str
    count: int
    points: list[dict[str, Any]]


class ExportOut(BaseModel):
    """Everything stored of the user, their utterances included (the `json` format of the export)."""

    user_id: str
    exported_at: dt.datetime
    profile: dict[str, Any]
    turns: list[dict[str, Any]]
    records: list[dict[str, Any]]
    facts: list[dict[str, Any]]
    asks: list[dict[str, Any]] = []  # questions kept without their words: what was understood of them


class ErasureOut(BaseModel):
    """The erasure and its audit: after it, no node of any label carries the user's id."""

    user_id: str
    existed: bool
    deleted_nodes: int
    remaining_nodes: int
    remaining_contexts: int


class CandidateOut(BaseModel):
    norm: str
    text: str | None = None
    count: int | None = None
    status: str | None = None
    lang: str | None = None
    cue: str | None = None
    context: str | None = Field(default=None, description="Only where one of the caller's own users said it.")
    first_seen: str | None = None
    last_seen: str | None = None
    promoted_to: str | None = None


class CandidatesOut(BaseModel):
    count: int
    candidates: list[CandidateOut]


class FieldProblem(BaseModel):
    field: str | None = None
    reason: str
    value: Any = None


class ErrorOut(BaseModel):
    """Every error: a code, a message, and the fields to fix (each with the value sent, where one was)."""

    model_config = ConfigDict(json_schema_extra={"examples": [{
        "error": "turn_over_limits", "message": "the utterance is over the per-turn limits; nothing was stored",
        "fields": [{"field": "text", "reason": "too_many_records:64", "value": {
            "code": "too_many_records", "reason": "too_many_records:64", "span": ""}}],
        "request_id": "3113211f11814cedb54c7781ed93f0d3",
    }]})

    error: str
    message: str
    fields: list[FieldProblem] = Field(default_factory=list)
    request_id: str | None = None


class Check(BaseModel):
    name: str
    ok: bool
    detail: str = ""


class ReadyOut(BaseModel):
    ready: bool
    checks: list[Check]
