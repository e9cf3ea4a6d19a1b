"""RETAIN and READ gates: the dev gate suite plus held-out wordings of the same rules."""

from __future__ import annotations

import pytest

from pia_graph.ingest.read_gate import decide_read
from pia_graph.ingest.retain_gate import decide_retain

from .conftest import load_suite


def test_gate_suite_retain_precision_recall() -> None:
    tp = fp = fn = 0
    for case in load_suite("gate.jsonl") + load_suite("storage.jsonl"):
        got = decide_retain(case["text"], case["lang"]).retain
        want = case["expect"]["retain"]
        tp += got and want
        fp += got and not want
        fn += want and not got
    assert tp / (tp + fp) >= 0.99
    assert tp / (tp + fn) >= 0.97


def test_gate_suite_read_and_route() -> None:
    cases = load_suite("gate.jsonl")
    read_ok = route_ok = 0
    for case in cases:
        got = decide_read(case["text"], case["lang"])
        read_ok += got.read == case["expect"]["read"]
        route_ok += got.route == case["expect"]["route"]
    assert read_ok / len(cases) >= 0.95
    assert route_ok / len(cases) >= 0.9


@pytest.mark.parametrize("text,lang", [
    ("My glucose was 131 this morning", "en"),
    ("I don't drink coffee anymore", "en"),
    ("no fever today", "en"),
    ("My mother has high blood pressure", "en"),
    ("Got my cholesterol back, 190. is that good?", "en"),
    ("Walked 6k with the dog this morning", "en"),
    ("어제 두통이 심했어", "ko"),
    ("엄마가 고혈압이 있어요", "ko"),
    ("담배는 안 피워요", "ko"),
])
def test_retains_personal_statements(text: str, lang: str) -> None:
    assert decide_retain(text, lang).retain


@pytest.mark.parametrize("text,lang", [
    ("How much sleep do teenagers need?", "en"),
    ("My uncle has diabetes", "en"),
    ("my dog has a limp", "en"),
    ("What if I skipped my statin for a week?", "en"),
    ("Should I take vitamin D?", "en"),
    ("I read an article that coffee protects the liver", "en"),
    ("hello there", "en"),
    ("친구가 감기에 걸렸대요", "ko"),
    ("혈압약은 언제 먹는 게 좋아요?", "ko"),
])
def test_does_not_retain(text: str, lang: str) -> None:
    assert not decide_retain(text, lang).retain


@pytest.mark.parametrize("text,lang,route", [
    ("what was my last TSH?", "en", "structured"),
    ("show me my weight this year", "en", "structured"),
    ("what did the dermatologist say about the rash?", "en", "associative"),
    ("could my headaches be from the new meds?", "en", "both"),
    ("내 혈압 요즘 어때?", "ko", "structured"),
    ("지난번에 의사가 뭐라고 했지?", "ko", "associative"),
    ("What is a normal A1c?", "en", "none"),
])
def test_read_routes(text: str, lang: str, route: str) -> None:
    got = decide_read(text, lang)
    assert got.route == route
    assert got.read == (route != "none")
