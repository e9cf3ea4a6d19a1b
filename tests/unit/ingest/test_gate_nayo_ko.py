"""-나요 asks on a verb's stem (먹나요, 괜찮나요, 생기나요) but after a noun it is 나다 conjugated and tells
("기침나요", "열나요", "두드러기나요", "기침도 이제 안나요"): the RETAIN gate keeps the statement and its symptoms."""

from __future__ import annotations

from typing import Any

import pytest

from pia_graph.ontology import AliasIndex, Dictionary
from tests.unit.ingest.rule_test_helpers import retained, symptoms_of


@pytest.mark.parametrize("text", [
    "어제부터 열나고 목아프고 기침나요",
    "열나요 38.4도",
    "목 아픈거 다 나았고 기침도 이제 안나요",
])
def test_a_noun_before_nayo_tells(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert retained(index, dictionary, text, "ko")


@pytest.mark.parametrize("text", [
    "콜레스테롤 약 먹으면 근육통 생기나요",
    "이 약 먹어도 괜찮나요",
    "담배 피나요",
])
def test_a_verb_stem_before_nayo_asks(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert not retained(index, dictionary, text, "ko")


def test_the_glued_symptoms_are_read(run: Any) -> None:
    got = symptoms_of(run, "어제부터 열나고 목아프고 기침나요", "ko")
    assert {"symptom:fever", "symptom:sore_throat", "symptom:cough"} <= set(got)
