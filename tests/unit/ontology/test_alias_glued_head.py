"""A term glued after a Korean time word (cue list ``glued_head``) is read; glued after any other syllable, not."""

from __future__ import annotations

import pytest

from pia_graph.ontology import AliasIndex, load_default_dictionary
from pia_graph.ontology.ko_spacing import glued_heads


def _keys(index: AliasIndex, text: str) -> list[str | None]:
    return [m.term_key for m in index.match(text, "ko")]


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("어제두통 심했음", "symptom:headache"),
        ("저녁혈압 128/80", "concept:blood_pressure"),
        ("오늘열38.2 나옴", "symptom:fever"),  # the one-syllable term before a reading, its cue the head
        ("오늘아침두통", "symptom:headache"),  # two heads glued together
    ],
)
def test_a_term_after_a_glued_time_word_is_read(default_index: AliasIndex, text: str, key: str) -> None:
    assert key in _keys(default_index, text)


@pytest.mark.parametrize("text", ["오늘열심히 일함", "그두통"])
def test_no_term_inside_an_ordinary_word(default_index: AliasIndex, text: str) -> None:
    assert "symptom:headache" not in _keys(default_index, text)
    assert "symptom:fever" not in _keys(default_index, text)


def test_the_heads_are_dictionary_data_and_reach_the_database_index() -> None:
    heads = glued_heads(load_default_dictionary())
    assert {"오늘", "어제", "아침"} <= heads
    rows = [{"norm": "두통", "targets": ["symptom:headache"]}]
    assert [m.term_key for m in AliasIndex.from_alias_rows(rows, heads).match("어제두통")] == ["symptom:headache"]
    assert AliasIndex.from_alias_rows(rows).match("어제두통") == []
