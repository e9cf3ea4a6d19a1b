"""A pet's trouble told first: a later clause of the turn with no word of the user's own is still the pet's
(``utterance_clauses.read_clauses``), so the RETAIN gate drops it; a clause that names the user stays the user's."""

from __future__ import annotations

import pytest

from pia_graph.ingest.clause_verdict import Verdict
from pia_graph.ingest.experiencer import Experiencer
from pia_graph.ingest.retain_gate import retain_decision
from pia_graph.ingest.utterance import analyse
from pia_graph.ontology import AliasIndex, Dictionary


@pytest.mark.parametrize(("text", "lang"), [
    ("my dog has a bladder infection, on antibiotics for 10 days", "en"),
    ("our cat got diagnosed with hyperthyroidism. blood test tomorrow", "en"),
    ("우리 강아지 피부염이래 ㅠㅠ 약 2주 먹어야 함", "ko"),
])
def test_what_follows_a_pets_trouble_stays_the_pets(index: AliasIndex, dictionary: Dictionary, text: str,
                                                   lang: str) -> None:
    u = analyse(text, lang, index=index, dictionary=dictionary)
    assert all(c.experiencer == Experiencer.PET for c in u.clauses if c.verdict != Verdict.NO_HEALTH)
    assert not retain_decision(u).retain


@pytest.mark.parametrize(("text", "lang"), [
    ("my dog is sick, I have a migraine too", "en"),
    ("강아지가 아파서 병원 다녀옴 나도 감기 걸림", "ko"),
])
def test_a_clause_that_names_the_user_stays_the_users(index: AliasIndex, dictionary: Dictionary, text: str,
                                                     lang: str) -> None:
    assert retain_decision(analyse(text, lang, index=index, dictionary=dictionary)).retain
