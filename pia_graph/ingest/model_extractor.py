"""A model-backed extractor behind the same `Extractor` interface as the rules.

The rules run first and always. When a model server is configured, it is asked (guided JSON, temperature 0)
for the records the utterance states; its answer must pass every check below, or it is dropped whole and the
rules answer alone:
- the JSON fits `ModelExtraction` (pydantic);
- each record's coordinate is a dictionary term of a fitting record type;
- its evidence and time expression are verbatim in the utterance, and every number it gives is written there;
- time is resolved by the project's own resolver from the verbatim expression, never by the model;
- values go through the same unit conversion and plausibility bounds as the rules' records.
Validated model records are added only where the rules found nothing of that type and coordinate.
"""

from __future__ import annotations

import datetime as dt
import logging
import re
from collections.abc import Mapping
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from pia_graph.ingest.extract.pipeline import Extractor
from pia_graph.ingest.extract.timing import time_fields
from pia_graph.ingest.hup import ALL_TYPES, Extraction, HupRecord, make_record, record_id, turn_key, validate
from pia_graph.ingest.utterance import AnalysedUtterance
from pia_graph.llm.client import ChatJsonClient, ModelError
from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.ontology.units import UnitError, to_canonical
from pia_graph.temporal import resolve

log = logging.getLogger(__name__)

_NUMBER = re.compile(r"\d+(?:[.,]\d+)?")
# A term's record type, and the other types a record of that term may have.
_ALSO = {"medication_regimen": {"medication_intake", "allergy"}, "condition": {"family_history", "risk_factor"}}

SYSTEM_PROMPT = (
    "You extract personal health records from one utterance of a user talking to a health assistant. "
    "Return only records the user states about themself (or first-degree family history). Copy the evidence and "
    "the time expression verbatim from the utterance; never compute dates. Give numbers exactly as written."
)


class ModelRecord(BaseModel):
    model_config = ConfigDict(extra="forbid")

    type: Literal[ALL_TYPES]  # type: ignore[valid-type]  # built from the type table at import, for pydantic
    coordinate: str = Field(description="ontology term key, e.g. test:fasting_glucose")
    evidence: str = Field(description="the verbatim words of the utterance that state this record")
    value_as_said: float | str | None = None
    unit_as_said: str | None = None
    time_expression: str | None = Field(default=None, description="verbatim, or null when none is said")
    status: str | None = None
    negated: bool = False
    relation: Literal["mother", "father", "sister", "brother", "son", "daughter"] | None = None


class ModelExtraction(BaseModel):
    model_config = ConfigDict(extra="forbid")

    records: list[ModelRecord] = Field(default_factory=list)


class ModelOutputRejectedError(ValueError):
    """The model's answer failed a check; the reason says which."""


def _numbers(text: str) -> set[float]:
    return {float(n.replace(",", "")) for n in _NUMBER.findall(text)}


def check_and_build(
    answer: dict[str, Any], text: str, said_at: dt.datetime, lang: str, dictionary: Dictionary, model: str
) -> list[HupRecord]:
    """Turn a model answer into validated records, or raise ModelOutputRejectedError with the reason."""
    try:
        parsed = ModelExtraction.model_validate(answer)
    except ValidationError as e:
        raise ModelOutputRejectedError(f"schema: {e.errors()[0]['msg']}") from e
    lowered, said = text.lower(), _numbers(text)
    out: list[HupRecord] = []
    for rec in parsed.records:
        term = dictionary.terms.get(rec.coordinate)
        if term is None:
            raise ModelOutputRejectedError(f"unknown coordinate {rec.coordinate}")
        if rec.type != term.record_type and rec.type not in _ALSO.get(term.record_type, set()):
            raise ModelOutputRejectedError(f"{rec.coordinate} cannot be a {rec.type}")
        if rec.evidence.lower() not in lowered:
            raise ModelOutputRejectedError(f"evidence not in the utterance: {rec.evidence!r}")
        numbers = _numbers(rec.evidence) | (
            {float(rec.value_as_said)} if isinstance(rec.value_as_said, int | float) else set()
        )
        if not numbers <= said:
            raise ModelOutputRejectedError(f"numbers not in the utterance: {sorted(numbers - said)}")
        fields: dict[str, Any] = {}
        if rec.time_expression:
            if rec.time_expression.lower() not in lowered:
                raise ModelOutputRejectedError(f"time expression not in the utterance: {rec.time_expression!r}")
            resolution = resolve(rec.time_expression, said_at, lang)
            if resolution.kind == "unresolved":
                raise ModelOutputRejectedError(f"time expression does not resolve: {rec.time_expression!r}")
            fields.update(time_fields(rec.type, resolution, said_at))
        else:
            fields.update(time_fields(rec.type, None, said_at))
        if isinstance(rec.value_as_said, int | float):
            try:
                value, unit = to_canonical(rec.coordinate, float(rec.value_as_said), rec.unit_as_said, dictionary)
            except UnitError as e:
                raise ModelOutputRejectedError(f"unit: {e}") from e
            fields.update(value=value, unit=unit, value_as_said=str(rec.value_as_said), unit_as_said=rec.unit_as_said)
        elif isinstance(rec.value_as_said, str):
            fields["value"] = rec.value_as_said
        if rec.relation:
            fields["relation"] = rec.relation
        start = lowered.index(rec.evidence.lower())
        try:
            record = make_record(
                rec.type, coordinate=rec.coordinate, status=rec.status, negated=rec.negated, confidence=0.7,
                extractor=f"llm/{model}", rule_id="model.guided_json",
                span=rec.evidence, span_start=start, span_end=start + len(rec.evidence),
                **fields,
            )
        except ValidationError as e:
            raise ModelOutputRejectedError(f"record: {e.errors()[0]['msg']}") from e
        rejection = validate(record, said_at)
        if rejection is not None:
            raise ModelOutputRejectedError(f"bounds: {rejection.reason}")
        out.append(record)
    return out


class ModelBackedExtractor:
    """Rules first; validated model records fill what the rules missed."""

    def __init__(self, rules: Extractor, client: ChatJsonClient) -> None:
        self.rules = rules
        self.client = client
        self.version = f"{getattr(rules, 'version', 'rules')}+llm/{client.model}"
        self.schema = ModelExtraction.model_json_schema()

    def __call__(
        self, text: str, said_at: dt.datetime, lang: str, *, index: AliasIndex, dictionary: Dictionary,
        profile: Mapping[str, Any] | None = None, turn_id: str | None = None,
        utterance: AnalysedUtterance | None = None,
    ) -> Extraction:
        base = self.rules(text, said_at, lang, index=index, dictionary=dictionary, profile=profile, turn_id=turn_id,
                          utterance=utterance)
        try:
            answer = self.client.chat_json(SYSTEM_PROMPT, text, self.schema, "health_records")
            extra = check_and_build(answer, text, said_at, lang, dictionary, self.client.model)
        except (ModelError, ModelOutputRejectedError) as e:
            log.info("model extraction not used (%s); the rules answer", e)
            return base
        have = {(r.type, r.coordinate) for r in base.records}
        added = [r for r in extra if (r.type, r.coordinate) not in have]
        key = turn_id or turn_key(text, said_at, lang)
        for n, record in enumerate(added, start=len(base.records)):
            record.record_id = record_id(key, n, record.coordinate)  # set once, as the rules set theirs
        return base.model_copy(update={"records": [*base.records, *added]})
