"""Optional model-backed phrasing of the seven fields, behind the same interface as the deterministic one.

The model (an OpenAI-compatible endpoint, `PIA_LLM_URL`, temperature 0, guided JSON) rewrites the deterministic
sentences of each field more fluently. Its answer is used only when it passes every check, or the deterministic
text stands (and the reason is kept on the understanding):
- the JSON fits `ModelFields`, with every field and no other;
- a sentence cites only ids its field's deterministic sentences cite;
- every number in a sentence appears in the evidence it cites;
- the recommendation names no allergen, no drug of an allergen's or a forbidden class, and no dose;
- a field stays within the length the deterministic text keeps to.
"""

from __future__ import annotations

import json
import logging

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from pia_graph.hu2.compose import MAX_CHARS, Lexicon, check_understanding, recommended_terms
from pia_graph.hu2.models import FIELDS, FieldName, FieldText, Hu2Inputs, Sentence, Understanding
from pia_graph.llm.client import ChatJsonClient, ModelError

log = logging.getLogger(__name__)

SYSTEM_PROMPT = (
    "You rewrite a health memory summary into fluent, plain prose in the given language. For each field keep every "
    "fact, add none, and copy every number exactly as given. Each sentence lists the ids it rests on, chosen from "
    "the ids of that field. Only the recommendation field may recommend; it never names a dose and never names a "
    "drug or food the user is allergic to. Keep each field under 500 characters."
)


class ModelSentence(BaseModel):
    model_config = ConfigDict(extra="forbid")

    text: str = Field(min_length=1, max_length=MAX_CHARS)
    cites: list[str] = Field(min_length=1)


class ModelField(BaseModel):
    model_config = ConfigDict(extra="forbid")

    field: FieldName
    sentences: list[ModelSentence]


class ModelFields(BaseModel):
    model_config = ConfigDict(extra="forbid")

    fields: list[ModelField]


class PhrasingRejectedError(ValueError):
    """The model's phrasing failed a check; the reason says which."""


def _prompt(u: Understanding) -> str:
    body = {
        "language": "Korean" if u.lang == "ko" else "English",
        "fields": [{"field": f.field, "sentences": [{"text": s.text, "cites": s.cites} for s in f.sentences]}
                   for f in u.fields],
    }
    return json.dumps(body, ensure_ascii=False)


def check_phrasing(answer: dict[str, object], base: Understanding, inputs: Hu2Inputs, lexicon: Lexicon
                   ) -> Understanding:
    """The model's fields as an Understanding, or PhrasingRejectedError with the reason."""
    try:
        parsed = ModelFields.model_validate(answer)
    except ValidationError as e:
        raise PhrasingRejectedError(f"schema: {e.errors()[0]['msg']}") from e
    got = {f.field: f for f in parsed.fields}
    if set(got) != set(FIELDS) or len(parsed.fields) != len(FIELDS):
        raise PhrasingRejectedError("the fields are not exactly the seven asked for")
    fields: list[FieldText] = []
    for name in FIELDS:
        allowed = set(base.field(name).cites)
        mf = got[name]  # type: ignore[index]
        if not allowed and mf.sentences:
            raise PhrasingRejectedError(f"{name}: text where memory holds nothing")
        for s in mf.sentences:
            if not set(s.cites) <= allowed:
                raise PhrasingRejectedError(f"{name}: cites {sorted(set(s.cites) - allowed)} it was not given")
        names = [k for s in base.field(name).sentences for k in s.names]
        sentences = [Sentence(text=s.text.strip(), cites=s.cites, rule="model", names=names if name == "recommendation"
                              else []) for s in mf.sentences]
        if len(" ".join(s.text for s in sentences)) > MAX_CHARS:
            raise PhrasingRejectedError(f"{name}: longer than {MAX_CHARS} characters")
        fields.append(FieldText(field=mf.field, sentences=sentences))
    out = base.model_copy(update={"fields": fields})
    findings = check_understanding(out, inputs, lexicon)
    if findings:
        first = findings[0]
        raise PhrasingRejectedError(f"guard {first.violation.value}: {first.detail}")
    out.recommended = recommended_terms(out, lexicon)
    return out


class ModelPhraser:
    """Asks the model to phrase the deterministic understanding; falls back to it on any failure."""

    def __init__(self, client: ChatJsonClient) -> None:
        self.client = client
        self.schema = ModelFields.model_json_schema()

    def __call__(self, base: Understanding, inputs: Hu2Inputs, lexicon: Lexicon) -> Understanding:
        try:
            answer = self.client.chat_json(SYSTEM_PROMPT, _prompt(base), self.schema, "hu2_fields")
            out = check_phrasing(answer, base, inputs, lexicon)
        except (ModelError, PhrasingRejectedError) as e:
            log.info("hu2 model phrasing not used (%s); the deterministic text stands", e)
            return base.model_copy(update={"fallback_reason": str(e)[:300]})
        return out.model_copy(update={"generator": f"llm/{self.client.model}"})
