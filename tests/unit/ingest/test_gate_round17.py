"""RETAIN gate, round 17: the experiencer of a clause named by kinship (dictionary ``kin_other``, possessives
typed without an apostrophe), a relative's passing illness (``acute_illness``), figurative evaluations, media
watched, and clauses that only ask. One test per rule, English and Korean, each with wording of its own (not a
suite's sentence)."""

from __future__ import annotations

import pytest

from pia_graph.ingest.experiencer import Experiencer, experiencer_of, kin_read
from pia_graph.ingest.retain_gate import retain_decision
from pia_graph.ingest.utterance import AnalysedUtterance, analyse
from pia_graph.ontology import AliasIndex, Dictionary


def _analyse(index: AliasIndex, dictionary: Dictionary, text: str, lang: str) -> AnalysedUtterance:
    return analyse(text, lang, index=index, dictionary=dictionary)


def _retain(index: AliasIndex, dictionary: Dictionary, text: str, lang: str = "en") -> bool:
    return retain_decision(_analyse(index, dictionary, text, lang)).retain


# rule kin_other: an in-law, a step-relative, a classmate or a stranger (dictionary data) is someone else, and the
# user's "my" before one owns no health of the user's; a possessive typed without its apostrophe is one
@pytest.mark.parametrize(("text", "lang"), [
    ("my brother in law got diagnosed with crohns", "en"),
    ("mother in law has bad arthritis in her hands", "en"),
    ("my stepdad had a heart attack in march", "en"),
    ("a kid in my class threw up on the bus", "en"),
    ("my girlfriends migraines are getting worse", "en"),
    ("my bosss blood pressure", "en"),
    ("시누이가 갑상선암 수술했대", "ko"),
    ("우리 처남 당뇨 있어", "ko"),
    ("모르는 사람이 지하철에서 쓰러졌어", "ko"),
])
def test_someone_named_by_kinship_is_not_the_user(text: str, lang: str) -> None:
    assert experiencer_of(text, lang) == Experiencer.OTHER


@pytest.mark.parametrize(("text", "lang", "who"), [
    ("my knee hurts since the hike with my father in law", "en", Experiencer.SELF),
    ("my sons are both on inhalers", "en", Experiencer.FAMILY),
    ("어제부터 배 아파", "ko", Experiencer.SELF),  # 어제부터 holds no 제부: a kin word starts a word
    ("동생이 당뇨 진단 받았어", "ko", Experiencer.FAMILY),
])
def test_kin_words_leave_the_user_and_first_degree_alone(text: str, lang: str, who: Experiencer) -> None:
    assert experiencer_of(text, lang) == who


def test_kin_read_reads_a_bare_possessive_with_its_apostrophe() -> None:
    assert kin_read("my husbands cardiologist", "en") == "my husband's cardiologist"
    assert kin_read("my sons are fine", "en") == "my sons are fine"


# rule acute_illness: a relative's passing infection is an episode, not the user's family history
@pytest.mark.parametrize(("text", "lang"), [
    ("my daughter has strep throat again", "en"),
    ("my sons doctor says he has the flu", "en"),
    ("딸이 장염이래 어린이집에서 옮아왔나봐", "ko"),
    ("아들 수족구 걸림", "ko"),
])
def test_a_relatives_passing_illness_is_not_kept(index: AliasIndex, dictionary: Dictionary, text: str,
                                                  lang: str) -> None:
    assert not _retain(index, dictionary, text, lang)


@pytest.mark.parametrize(("text", "lang"), [
    ("my dad was diagnosed with type 2 diabetes", "en"),
    ("엄마가 고혈압 진단 받으셨어", "ko"),
])
def test_a_relatives_history_is_still_kept(index: AliasIndex, dictionary: Dictionary, text: str, lang: str) -> None:
    assert _retain(index, dictionary, text, lang)
