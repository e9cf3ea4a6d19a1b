"""English chat laughter ends a sentence as Korean ㅋㅋ does ("partner's ferritin was 180 haha we compared": the
"we" after it shares nothing with the partner's reading), and a partner is someone else (kin_other, 80_cues)."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.ingest.clauses import sentences
from pia_graph.ingest.turn_flow import offline_scenario
from pia_graph.ontology import AliasIndex, Dictionary


@pytest.mark.parametrize(("text", "said"), [
    ("partner's ferritin was 180 haha we compared", ["partner's ferritin was 180 haha", "we compared"]),
    ("fell off my bike LOL anyway bp 128/82", ["fell off my bike LOL", "anyway bp 128/82"]),
    ("haha", ["haha"]),
    ("the lolly was sweet", ["the lolly was sweet"]),
])
def test_laughter_before_more_text_ends_a_sentence(text: str, said: list[str]) -> None:
    assert [s.text for s in sentences(text)] == said


def _records(dictionary: Dictionary, text: str, lang: str) -> list[dict[str, Any]]:
    at = dt.datetime(2026, 3, 18, 19, 0, tzinfo=dt.timezone(dt.timedelta(hours=13)))
    scenario = {"id": "t", "kind": "storage", "lang": lang, "said_at": at.isoformat(), "text": text, "history": []}
    got: list[dict[str, Any]] = offline_scenario(scenario, AliasIndex.build(dictionary), dictionary)["records"]
    return got


@pytest.mark.parametrize(("text", "lang"), [
    ("partner's ferritin was 180 haha we compared", "en"), ("my husband's ferritin was 180 haha we compared", "en"),
    ("약혼자가 열이 나요", "ko"), ("여자친구 페리틴 180", "ko"),
])
def test_a_partners_health_is_not_the_users(dictionary: Dictionary, text: str, lang: str) -> None:
    assert _records(dictionary, text, lang) == []


def test_the_users_own_reading_beside_laughter_stays(dictionary: Dictionary) -> None:
    assert [r["coordinate"] for r in _records(dictionary, "my ferritin was 24 haha finally", "en")] == [
        "test:ferritin"]
