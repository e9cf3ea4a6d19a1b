"""RETAIN gate rules for supposed and planned cases: nothing that has not happened is kept."""

from __future__ import annotations

import pytest

from pia_graph.ontology import AliasIndex, Dictionary
from tests.unit.ingest.rule_test_helpers import retained


# rule figurative / intention: a health word said of a nuisance; a plan not done
@pytest.mark.parametrize(("text", "lang"), [
    ("this commute is giving me a headache", "en"),
    ("these meetings make me sick", "en"),
    ("that new trailer was sick", "en"),
    ("the election has me sick to my stomach about everything", "en"),
    ("was gonna swim today but the pool was closed", "en"),
    ("i should probably start stretching more at some point", "en"),
    ("이사 준비 때문에 속이 타들어가", "ko"),
    ("친구가 집 샀대 땅을 사면 배가 아프다는 말이 맞네", "ko"),  # the proverb of envy, no stomach of the user's
    ("금주 다음주부터 시작하려고", "ko"),
])
def test_figurative_words_and_plans_are_not_kept(index: AliasIndex, dictionary: Dictionary, text: str,
                                                 lang: str) -> None:
    assert not retained(index, dictionary, text, lang)
