"""Whose health a clause tells (RETAIN gate): the user's young child in Korean (애기, 아기, 애들: first-degree, and a
passing illness of theirs an episode), someone named by a casual word (my mate, my bf, hubby, a pup), a relative's
injury or check-up as a passing episode, the user going along ("we were in urgent care") after a relative's
episode, and "it's back" read as no body part. Wording of its own."""

from __future__ import annotations

from functools import cache

import pytest

from pia_graph.ingest import cues
from pia_graph.ingest.analysed_text import analysed_form
from pia_graph.ingest.clause_verdict import Verdict
from pia_graph.ingest.experiencer import Experiencer, experiencer_of
from pia_graph.ingest.retain_gate import RetainDecision, retain_decision
from pia_graph.ingest.utterance import accompanies, analyse
from pia_graph.ontology import AliasIndex, Dictionary, load_default_dictionary


@cache
def _dictionary() -> tuple[Dictionary, AliasIndex]:
    d = load_default_dictionary()
    return d, AliasIndex.build(d)


def _gate(text: str, lang: str) -> RetainDecision:
    d, index = _dictionary()
    return retain_decision(analyse(analysed_form(text), lang, index=index, dictionary=d))


@pytest.mark.parametrize("clause", ["애기가 밤새 열이 나", "아기가 기침을 해요", "애들이 또 장염이야", "막내가 토했어"])
def test_a_young_child_is_first_degree(clause: str) -> None:
    assert experiencer_of(clause, "ko") == Experiencer.FAMILY


@pytest.mark.parametrize("clause", ["애기 낳고 허리가 아파", "애기 때부터 비염 있었어", "아가씨가 친절했어"])
def test_a_birth_or_the_users_own_babyhood_is_no_child(clause: str) -> None:
    assert experiencer_of(clause, "ko") != Experiencer.FAMILY


@pytest.mark.parametrize(("text", "lang"), [
    ("아기가 열이 38.9도인데 해열제 뭐 먹여?", "ko"),
    ("애들 둘 다 또 감기", "ko"),
    ("딸 예방접종 맞히고 옴", "ko"),
    ("아들이 계단에서 넘어져서 팔 부러졌어", "ko"),
    ("my mate has had a cough for weeks", "en"),
    ("my bf has been so stressed lately", "en"),
    ("hubby has a cold again", "en"),
    ("the pup threw up his breakfast", "en"),
    ("my daughter fractured her wrist at gymnastics, we were at the er all night", "en"),
    ("took my son for his shots today", "en"),
])
def test_someone_elses_passing_health_keeps_nothing(text: str, lang: str) -> None:
    assert not _gate(text, lang).retain


@pytest.mark.parametrize(("text", "lang"), [
    ("애기 낳고 나서 허리가 계속 아파", "ko"),
    ("my husband and i both got covid, we were in bed all week", "en"),
    ("had yerba mate this morning and my heart is racing", "en"),
    ("broke my wrist at soccer today", "en"),
    ("threw my back out lifting", "en"),
])
def test_the_users_own_health_is_kept(text: str, lang: str) -> None:
    assert _gate(text, lang).retain


def test_the_user_going_along() -> None:
    assert accompanies("we were in urgent care for 4 hours")
    assert not accompanies("i was in urgent care for 4 hours")
    d, index = _dictionary()
    u = analyse("my son broke his arm, we were in the er till midnight", "en", index=index, dictionary=d)
    assert u.clauses[-1].verdict == Verdict.FAMILY_EPISODE


@pytest.mark.parametrize(("text", "health"), [
    ("wild that it's back", False),
    ("came back home late", False),
    ("my back is killing me", True),
    ("back from the physio", True),
])
def test_back_is_the_body_part_unless_a_return(text: str, health: bool) -> None:
    assert bool(cues.health_rx("en").search(text)) is health
