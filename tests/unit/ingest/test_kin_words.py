"""Kin words come from one table per language (ontology/read/kin_ko.tsv, kin_en.tsv) for the gates' person cue and
family history."""

from __future__ import annotations

import re

import pytest

from pia_graph.ingest import cues
from pia_graph.ingest.extract import family
from pia_graph.ingest.kin_words import first_degree_en, first_degree_ko, relations_en, relations_ko


def test_family_history_and_the_gates_read_the_same_words() -> None:
    assert family.RELATIONS_KO is relations_ko()
    assert first_degree_ko() in cues.FIRST_DEGREE_KO
    # every word that names a relation is also a first-degree relative for the gates
    assert all(re.fullmatch(f"(?:{first_degree_ko()})", word) for word in relations_ko())


@pytest.mark.parametrize(("word", "relation"), [
    ("아부지", "father"), ("어무이", "mother"), ("여동생", "sister"), ("형", "brother"), ("아들놈", "son"),
    ("딸래미", "daughter"), ("동생", None), ("큰딸", None), ("부모님", None),
])
def test_relations(word: str, relation: str | None) -> None:
    assert relations_ko().get(word) == relation


@pytest.mark.parametrize(("text", "found"), [
    ("아들놈이 고혈압", "아들놈"),  # the compound, not the word it starts with
    ("딸아이가 장염이라", "딸아이"),
    ("막내딸이", "막내딸"),
    ("형이 당뇨", "형"),
    ("제2형 당뇨", None),  # a type, not a brother
    ("A형 간염", None),
])
def test_the_alternation(text: str, found: str | None) -> None:
    m = re.search(first_degree_ko(), text)
    assert (m.group() if m else None) == found


def test_english_family_history_and_the_gates_read_the_same_words() -> None:
    assert family.RELATIONS_EN is relations_en()
    assert cues.FIRST_DEGREE_EN is first_degree_en()
    assert all(re.fullmatch(f"(?:{first_degree_en()})", word) for word in relations_en())
    assert relations_en()["sis"] == "sister" and relations_en()["sons"] == "son" and "kids" not in relations_en()


@pytest.mark.parametrize(("pattern", "text", "found"), [
    (r"\bmy\s+({})s\s+", "my sisters hair", "sister"),  # the word before a possessive typed with no apostrophe
    (r"\b({})\b", "both my sisters have it", "sisters"),
    (r"\b({})\b", "my kiddo is sick", "kiddo"),
    (r"\b({})'s", "my mommy's cough", "mommy"),
    (r"\b({})(?:'?s)?", "the moms at school", "mom"),  # the mother words stand first, as they did
])
def test_the_english_alternation(pattern: str, text: str, found: str) -> None:
    m = re.search(pattern.format(first_degree_en()), text)
    assert m is not None and m.group(1) == found
