"""Side effects, withdrawal, sexual and mental health, self-harm are health words; a statement of self-harm is
kept and its record flagged for the agent."""

from __future__ import annotations

import datetime as dt

import pytest

from pia_graph.ingest.extract.pipeline import extract
from pia_graph.ingest.retain_gate import decide_retain
from pia_graph.ontology import AliasIndex, load_default_dictionary

AT = dt.datetime(2026, 5, 4, 9, 0, tzinfo=dt.UTC)


def _run(index: AliasIndex, text: str, lang: str) -> tuple[bool, list[tuple[str, bool, str | None]]]:
    decision = decide_retain(text, lang, index.match(text, lang))
    records = extract(text, AT, lang, index=index, dictionary=load_default_dictionary()).records
    return decision.retain, [(r.coordinate, r.negated, r.flag) for r in records]


@pytest.mark.parametrize(
    ("text", "lang", "term"),
    [
        ("The side effects are getting worse", "en", "symptom:side_effects"),
        ("withdrawal from sertraline is rough", "en", "symptom:withdrawal"),
        ("My libido is gone since starting the pill", "en", "symptom:low_libido"),
        ("부작용이 심해요", "ko", "symptom:side_effects"),
    ],
)
def test_gate_words_are_kept(default_index: AliasIndex, text: str, lang: str, term: str) -> None:
    kept, records = _run(default_index, text, lang)
    assert kept and (term, False, None) in records


@pytest.mark.parametrize(
    ("text", "lang"),
    [("I thought about suicide.", "en"), ("I've been having suicidal thoughts", "en"),
     ("요즘 죽고 싶다는 생각이 들어요", "ko"), ("자해했어요", "ko"), ("I keep wanting to hurt myself", "en")],
)
def test_self_harm_is_kept_and_flagged(default_index: AliasIndex, text: str, lang: str) -> None:
    kept, records = _run(default_index, text, lang)
    assert kept
    assert any(flag == "self_harm" and not negated for _key, negated, flag in records)


def test_a_topic_or_a_denial_is_not_flagged(default_index: AliasIndex) -> None:
    assert _run(default_index, "The book was about suicide in Victorian England", "en") == (False, [])
    _kept, records = _run(default_index, "I'm not suicidal, just tired", "en")
    assert not [r for r in records if r[2] == "self_harm"]
