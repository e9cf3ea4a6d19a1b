"""Korean kin words come from one table (ontology/read/kin_ko.tsv) for the gates' person cue and family history."""

from __future__ import annotations

import re

import pytest

from pia_graph.ingest import cues
from pia_graph.ingest.extract import family
from pia_graph.ingest.kin_words import first_degree_ko, relations_ko


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
