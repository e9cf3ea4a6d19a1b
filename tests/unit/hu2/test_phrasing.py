"""The optional model phrasing against a loopback OpenAI-compatible endpoint (never a real model): its text is
used only when every check passes, else the deterministic text stands with the reason."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from pia_graph.hu2.compose import compose
from pia_graph.hu2.models import Understanding
from pia_graph.hu2.phrasing import ModelPhraser
from pia_graph.llm.client import ChatJsonClient
from tests.fake_chat_endpoint import ChatEndpoint

from .builders import inputs, lexicon, rec


@pytest.fixture(scope="module")
def endpoint() -> Iterator[ChatEndpoint]:
    ep = ChatEndpoint({})
    yield ep
    ep.close()


DATA = inputs([
    rec(1, "allergy", "drug:penicillin", said="penicillin allergy since childhood"),
    rec(2, "lab_result", "test:ldl_cholesterol", 68.0, unit="mg/dL", value_as_said="68", band_flag="high",
        said="LDL 68 on the 6 week bloods"),
    rec(3, "medication_regimen", "drug:atorvastatin", status="active", said="on atorvastatin 40 mg at night"),
    rec(4, "medication_intake", "drug:atorvastatin", status="missed", said="missed my atorvastatin"),
], sex="male", birth_date="1958-10-02")


def _base() -> Understanding:
    return compose(DATA, lexicon())


def _answer(base: Understanding, **overrides: list[dict[str, Any]]) -> dict[str, Any]:
    fields = []
    for f in base.fields:
        sentences = [{"text": "Rephrased: " + s.text, "cites": s.cites} for s in f.sentences]
        fields.append({"field": f.field, "sentences": overrides.get(f.field, sentences)})
    return {"fields": fields}


def _phrase(endpoint: ChatEndpoint, answer: dict[str, Any]) -> Understanding:
    endpoint.answer = answer
    phraser = ModelPhraser(ChatJsonClient(endpoint.url, "fake-model", timeout_s=5))
    return phraser(_base(), DATA, lexicon())


def test_a_phrasing_that_passes_every_guard_is_used(endpoint: ChatEndpoint) -> None:
    out = _phrase(endpoint, _answer(_base()))
    assert out.generator == "llm/fake-model" and out.fallback_reason is None
    assert out.texts()["physical_state"].startswith("Rephrased: ")
    request = endpoint.requests[-1]
    assert request["temperature"] == 0 and request["response_format"]["type"] == "json_schema"


@pytest.mark.parametrize(("field", "sentence", "reason"), [
    ("physical_state", {"text": "LDL 72 mg/dL, high.", "cites": ["r2"]}, "number_not_in_evidence"),
    ("recommendation", {"text": "Amoxicillin would clear it up.", "cites": ["r1"]}, "allergen_class_named"),
    ("recommendation", {"text": "Take atorvastatin 40 mg daily.", "cites": ["r3"]}, "dose_named"),
    ("recommendation", {"text": "Take atorvastatin daily.", "cites": ["r99"]}, "cites"),
])
def test_a_phrasing_that_fails_a_guard_falls_back(endpoint: ChatEndpoint, field: str, sentence: dict[str, Any],
                                                   reason: str) -> None:
    base = _base()
    out = _phrase(endpoint, _answer(base, **{field: [sentence]}))
    assert out.generator == "rules/1"
    assert out.texts() == base.texts()
    assert out.fallback_reason is not None and reason in out.fallback_reason


def test_a_malformed_answer_or_a_dead_endpoint_falls_back(endpoint: ChatEndpoint) -> None:
    base = _base()
    out = _phrase(endpoint, {"fields": [{"field": "who", "sentences": []}]})
    assert out.generator == "rules/1" and out.texts() == base.texts()
    dead = ModelPhraser(ChatJsonClient("http://127.0.0.1:9/v1", "fake-model", timeout_s=1))
    out = dead(base, DATA, lexicon())
    assert out.generator == "rules/1" and "model server" in (out.fallback_reason or "")
