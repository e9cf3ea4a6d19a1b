"""Experiencer, round 20: a number right before 형 is a type ("2형 당뇨", "1형"), not the older brother, so the
user's own diagnosis is the user's; 형 as a word of its own stays the brother. Wording of its own, not a suite's."""

from __future__ import annotations

import pytest

from pia_graph.ingest.experiencer import Experiencer
from pia_graph.ingest.utterance import analyse
from pia_graph.ontology import AliasIndex, Dictionary


@pytest.mark.parametrize("text", [
    "재작년에 2형 당뇨 판정 받았어요",
    "1형 당뇨라서 인슐린 맞아요",
])
def test_a_type_number_before_hyung_is_no_brother(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    u = analyse(text, "ko", index=index, dictionary=dictionary)
    assert [c.experiencer for c in u.clauses] == [Experiencer.SELF]


@pytest.mark.parametrize("text", ["형이 2형 당뇨 판정 받았어요", "우리형 1형 당뇨야"])
def test_hyung_as_a_word_is_still_the_brother(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    u = analyse(text, "ko", index=index, dictionary=dictionary)
    assert [c.experiencer for c in u.clauses] == [Experiencer.FAMILY]
