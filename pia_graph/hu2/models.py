"""The HU2 question contract: inputs gathered from memory, cited sentences, the seven fields."""

from __future__ import annotations

import datetime as dt
from typing import Any, Literal

from pydantic import BaseModel, Field

from pia_graph.memory.recall_models import Depth3, Snapshot

FIELDS: tuple[str, ...] = (
    "who",
    "physical_state",
    "behavioral_state",
    "medical_constraints",
    "trajectory_goal",
    "trajectory_preference",
    "recommendation",
)
FieldName = Literal[
    "who", "physical_state", "behavioral_state", "medical_constraints", "trajectory_goal",
    "trajectory_preference", "recommendation",
]
PROFILE_ID = "profile"  # the citation of what the agent set on the user (sex, birth date)


class EvidenceRecord(BaseModel):
    """One current (not superseded) record, with the utterance it came from."""

    record_id: str
    type: str
    coordinate: str
    name: str = ""  # the term's display name, from the dictionary
    value: float | str | None = None
    unit: str | None = None
    value_as_said: str | None = None
    unit_as_said: str | None = None
    day: dt.date | None = None  # the day it is about (date, or start, or month/year's first day)
    status: str | None = None
    negated: bool = False
    band: str | None = None
    band_flag: str | None = None
    relation: str | None = None
    frequency: str | None = None
    span: str = ""
    turn_text: str = ""
    said_at: dt.datetime | None = None

    def evidence_text(self) -> str:
        """Everything a sentence citing this record may take numbers from."""
        parts = [self.span, self.turn_text, self.value_as_said or "", self.unit_as_said or ""]
        if isinstance(self.value, float | int):
            parts.append(format_number(float(self.value)))
        return " ".join(p for p in parts if p)


class EvidenceFact(BaseModel):
    fact_id: str
    text: str
    day: dt.date | None = None
    term_keys: list[str] = Field(default_factory=list)
    turn_text: str = ""
    sure_keys: list[str] | None = None  # the term keys no other term shares the words of (set by `enrich`)
    source: str | None = None  # who gave or advised the drug it names, when not a carer ("옆집 할머니", "buddy")
    considered: bool = False  # it tells a drug the user plans or weighs taking, not taken ("탁센 먹으려고요")

    def evidence_text(self) -> str:
        return f"{self.text} {self.turn_text}"


class Profile(BaseModel):
    sex: str | None = None
    birth_date: str | None = None

    def evidence_text(self) -> str:
        return " ".join(x for x in (self.sex, self.birth_date) if x)


class Hu2Inputs(BaseModel):
    """What composition reads: the depth-2 snapshot, depth 3 when known, and the records and facts behind them.

    Pure data: the job gathers it from the graph (through the read path), tests build it by hand.
    """

    user_id: str
    as_of: dt.date
    said_at: dt.datetime | None = None  # when the user last spoke: the memory's own "now"
    lang: Literal["en", "ko"] = "en"
    profile: Profile = Field(default_factory=Profile)
    # typed by a caregiver on the account of the one cared for ("typing for my mum"): "she", "엄마" are the user
    # (set by `compose.enrich` from the cue list `proxy_account`)
    proxy_account: bool = False
    snapshot: Snapshot | None = None
    depth3: Depth3 | None = None
    records: list[EvidenceRecord] = Field(default_factory=list)
    facts: list[EvidenceFact] = Field(default_factory=list)
    memory_version: int = 0

    def evidence(self) -> dict[str, str]:
        """Citation id → the text numbers in a sentence citing it must come from."""
        out = {r.record_id: r.evidence_text() for r in self.records}
        out.update({f.fact_id: f.evidence_text() for f in self.facts})
        out[PROFILE_ID] = self.profile.evidence_text()
        return out


class Sentence(BaseModel):
    text: str
    cites: list[str]
    rule: str  # which composition rule wrote it
    names: list[str] = Field(default_factory=list)  # term keys the sentence names on purpose


class FieldText(BaseModel):
    field: FieldName
    sentences: list[Sentence] = Field(default_factory=list)

    @property
    def text(self) -> str:
        return " ".join(s.text for s in self.sentences)

    @property
    def cites(self) -> list[str]:
        return list(dict.fromkeys(c for s in self.sentences for c in s.cites))


class Understanding(BaseModel):
    """The seven fields of one user at one memory version."""

    user_id: str
    lang: Literal["en", "ko"]
    version: int
    generated_at: dt.datetime | None = None
    generator: str = "rules/1"
    fields: list[FieldText]
    recommended: list[str] = Field(default_factory=list)  # term keys the recommendation names
    fallback_reason: str | None = None  # why a model's phrasing was not used, when one was asked

    def field(self, name: str) -> FieldText:
        for f in self.fields:
            if f.field == name:
                return f
        raise KeyError(name)

    def texts(self) -> dict[str, str]:
        return {f.field: f.text for f in self.fields}

    def cited_ids(self) -> list[str]:
        return list(dict.fromkeys(c for f in self.fields for c in f.cites))


class ServedUnderstanding(BaseModel):
    """What `recall` and the context pack serve: the latest stored understanding and whether it is stale."""

    user_id: str
    version: int
    memory_version: int
    stale: bool
    generated_at: dt.datetime | None
    generator: str
    lang: str
    fields: dict[str, str]
    sentences: dict[str, list[dict[str, Any]]]
    cited_ids: list[str]
    recommended: list[str] = Field(default_factory=list)


def format_number(value: float) -> str:
    """1.0 → "1", 88.904 → "88.9", 6000.0 → "6000": how a number is written in prose and in evidence."""
    if value == int(value):
        return str(int(value))
    return f"{value:.1f}" if abs(value) >= 10 else f"{value:.2f}".rstrip("0").rstrip(".")
