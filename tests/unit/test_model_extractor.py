"""The model-backed extractor against a local OpenAI-compatible endpoint (a loopback HTTP server that
answers like vLLM): its answers are used only when they pass every check; otherwise the rules answer."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from typing import Any

import pytest

from pia_graph.ingest.extract.pipeline import RulesExtractor
from pia_graph.ingest.hup import Extraction
from pia_graph.ingest.model_extractor import ModelBackedExtractor
from pia_graph.llm.client import ChatJsonClient
from pia_graph.ontology import AliasIndex, load_default_dictionary
from tests.fake_chat_endpoint import ChatEndpoint

SAID_AT = dt.datetime(2026, 3, 11, 9, 0, tzinfo=dt.timezone(dt.timedelta(hours=9)))


@pytest.fixture(scope="module")
def endpoint() -> Iterator[ChatEndpoint]:
    ep = ChatEndpoint({"records": []})
    yield ep
    ep.close()


def run(extractor: ModelBackedExtractor, text: str) -> list[tuple[str, str, Any, str]]:
    d = load_default_dictionary()
    out = extractor(text, SAID_AT, "en", index=AliasIndex.build(d), dictionary=d)
    return [(r.type, r.coordinate, r.value, r.extractor) for r in out.records]


FERRITIN = {"records": [
    {"type": "lab_result", "coordinate": "test:ferritin", "evidence": "ferritin came back at 45",
     "value_as_said": 45, "unit_as_said": "ng/mL", "time_expression": "yesterday"},
]}
TEXT = "Fasting glucose 104 today, and my ferritin came back at 45 yesterday"


def no_rules(*args: Any, **kwargs: Any) -> Extraction:
    return Extraction()


def test_a_checked_model_record_is_added_where_the_rules_found_nothing(endpoint: ChatEndpoint) -> None:
    endpoint.answer = FERRITIN
    d = load_default_dictionary()
    out = ModelBackedExtractor(no_rules, ChatJsonClient(endpoint.url, "tiny"))(
        TEXT, SAID_AT, "en", index=AliasIndex.build(d), dictionary=d
    )
    (rec,) = out.records
    assert (rec.type, rec.coordinate, rec.value, rec.unit, rec.extractor) == (
        "lab_result", "test:ferritin", 45.0, "ng/mL", "llm/tiny"
    )
    # The date comes from the project's resolver, not from the model.
    assert rec.date == dt.date(2026, 3, 10) and rec.time_rule and rec.span == "ferritin came back at 45"
    request = endpoint.requests[-1]
    assert request["temperature"] == 0
    assert request["response_format"]["json_schema"]["schema"]["title"] == "ModelExtraction"


def test_the_rules_win_where_both_found_the_same_record(endpoint: ChatEndpoint) -> None:
    endpoint.answer = FERRITIN
    extractor = ModelBackedExtractor(RulesExtractor(), ChatJsonClient(endpoint.url, "tiny"))
    got = run(extractor, TEXT)
    assert [c for _, c, _, _ in got].count("test:ferritin") == 1
    assert all(not e.startswith("llm/") for *_, e in got)


@pytest.mark.parametrize(
    "answer",
    [
        {"records": [{"type": "lab_result", "coordinate": "test:ferritin", "evidence": "ferritin",
                      "value_as_said": 450, "unit_as_said": "ng/mL"}]},  # a number the user never wrote
        {"records": [{"type": "lab_result", "coordinate": "test:unobtainium", "evidence": "ferritin"}]},
        {"records": [{"type": "lab_result", "coordinate": "test:ferritin", "evidence": "my iron was fine"}]},
        {"records": [{"type": "dream", "coordinate": "test:ferritin", "evidence": "ferritin"}]},
        "this is not json",
    ],
    ids=["invented-number", "unknown-term", "evidence-not-said", "bad-type", "not-json"],
)
def test_a_model_answer_that_fails_a_check_leaves_the_rules_alone(endpoint: ChatEndpoint, answer: Any) -> None:
    endpoint.answer = answer
    extractor = ModelBackedExtractor(RulesExtractor(), ChatJsonClient(endpoint.url, "tiny"))
    got = run(extractor, TEXT)
    assert all(not e.startswith("llm/") for *_, e in got)
    assert any(c == "test:fasting_glucose" for _, c, _, _ in got)


def test_an_unreachable_server_leaves_the_rules_alone() -> None:
    extractor = ModelBackedExtractor(RulesExtractor(), ChatJsonClient("http://127.0.0.1:9/v1", "tiny", timeout_s=1))
    got = run(extractor, "Fasting glucose 104 today")
    assert [(t, c, v) for t, c, v, _ in got] == [("lab_result", "test:fasting_glucose", 104.0)]
