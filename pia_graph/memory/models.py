"""Request and result models of the service layer (separate from the storage shapes)."""

from __future__ import annotations

import datetime as dt
import re
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from pia_graph.ingest.hup import Rejection

_HANGUL = re.compile(r"[\uac00-\ud7a3\u3131-\u318e]")
USER_ID = r"^[A-Za-z0-9][A-Za-z0-9_.:@-]{0,127}$"


def detect_lang(text: str) -> Literal["en", "ko"]:
    return "ko" if _HANGUL.search(text) else "en"


class TurnIn(BaseModel):
    """One user utterance as the agent passes it on."""

    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)

    text: str = Field(min_length=1, max_length=4000)
    said_at: dt.datetime
    turn_id: str | None = Field(default=None, pattern=r"^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$")
    lang: Literal["en", "ko"] | None = None

    @field_validator("said_at")
    @classmethod
    def _plausible(cls, value: dt.datetime) -> dt.datetime:
        from pia_graph.config import get_settings
        from pia_graph.memory.turn_checks import said_at_problem

        settings = get_settings()
        problem = said_at_problem(value, now=dt.datetime.now(dt.UTC), earliest=settings.said_at_earliest,
                                  max_ahead=dt.timedelta(days=settings.said_at_max_ahead_days))
        if problem is not None:
            raise ValueError(problem)
        return value

    @property
    def language(self) -> Literal["en", "ko"]:
        return self.lang or detect_lang(self.text)


class ProfileIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    sex: Literal["female", "male"] | None = None
    birth_date: str | None = Field(default=None, pattern=r"^\d{4}(-\d{2}-\d{2})?$")


class RetainResult(BaseModel):
    """What `retain` did with one turn."""

    user_id: str
    turn_id: str
    retained: bool
    duplicate: bool = False
    reasons: list[str] = Field(default_factory=list)
    read: bool = False
    route: str = "none"
    records: list[dict[str, Any]] = Field(default_factory=list)
    facts: list[dict[str, Any]] = Field(default_factory=list)
    candidates: list[str] = Field(default_factory=list)
    rejections: list[Rejection] = Field(default_factory=list)
    supersessions: list[dict[str, str]] = Field(default_factory=list)
    # the earlier records this dropped reply retracted ({record_id, reason}: ingest/followup_retract.py)
    retractions: list[dict[str, str]] = Field(default_factory=list)
    flags: list[dict[str, str]] = Field(default_factory=list)  # records the agent must look at (possible_overdose)
    written: bool = False
    timings_ms: dict[str, float] = Field(default_factory=dict)
