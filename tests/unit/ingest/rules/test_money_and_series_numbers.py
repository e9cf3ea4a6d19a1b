"""A number said as money ("한 달에 50만원", "$50", "30 bucks") or as a place in a series ("B12 주사 1차", "dose 2",
"cycle 4 of 6", "#3") is never a value: ``find_quantities`` leaves it out, so no measurement, reading or lab value
is made of it (words: ``money_unit`` and ``series_marker`` in ontology/84_rule_words.cypher)."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.ingest.extract.numbers import find_quantities
from pia_graph.ingest.turn_flow import offline_scenario
from pia_graph.ontology import AliasIndex, Dictionary


@pytest.mark.parametrize(("text", "lang"), [
    ("보험 안돼서 한 달에 50만원 가까이 나와요", "ko"), ("3천 원 냈어요", "ko"), ("20달러", "ko"),
    ("it costs $50 a month", "en"), ("paid 30 bucks for it", "en"), ("€120 per pen", "en"),
    ("B12 주사 1차", "ko"), ("3회차 접종", "ko"), ("2번째 주사", "ko"),
    ("dose 2 of wegovy", "en"), ("cycle 4 of 6", "en"), ("shingrix #1 at the pharmacy", "en"), ("round 3.", "en"),
])
def test_money_and_series_places_are_no_values(text: str, lang: str) -> None:
    assert find_quantities(text, lang) == []


@pytest.mark.parametrize(("text", "lang", "values"), [
    ("dose 2 mg", "en", [(2.0, "mg")]),  # a unit of its own keeps it a value
    ("flu shot 2 days ago", "en", [(2.0, None)]),  # a word after it: not the shot's place in a series
    ("허리둘레 91cm", "ko", [(91.0, "cm")]),
    ("원래 체중 70", "ko", [(70.0, None)]),
    ("1차에 맞았고 열 38도", "ko", [(38.0, "Cel")]),
])
def test_values_beside_them_stay(text: str, lang: str, values: list[tuple[float, str | None]]) -> None:
    assert [(q.value, q.unit) for q in find_quantities(text, lang)] == values


def _turn(dictionary: Dictionary, history: list[str], text: str, lang: str) -> list[dict[str, Any]]:
    at = dt.datetime(2026, 8, 27, 13, 0, tzinfo=dt.timezone(dt.timedelta(hours=9)))
    scenario = {"id": "t", "kind": "storage", "lang": lang, "said_at": at.isoformat(), "text": text,
                "history": [{"said_at": (at - dt.timedelta(days=1)).isoformat(), "text": h} for h in history]}
    got: list[dict[str, Any]] = offline_scenario(scenario, AliasIndex.build(dictionary), dictionary)["records"]
    return got


def test_money_after_a_waist_is_no_waist(dictionary: Dictionary) -> None:
    assert _turn(dictionary, ["허리둘레 91cm 됐어요"], "보험 안돼서 한 달에 50만원 가까이 나와요", "ko") == []


def test_a_shot_in_a_series_is_no_lab_value(dictionary: Dictionary) -> None:
    assert not [r for r in _turn(dictionary, [], "B12 주사 1차", "ko") if r["type"] == "lab_result"]
