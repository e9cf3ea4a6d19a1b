"""Clinician advice told to the user (RETAIN gate, ``ingest/clinician_advice.py``): what the user's own clinician
said is kept by its grammar (a clinician as the subject, a speech or advice verb; Korean 선생님이/원장님이 … with a
reported instruction ending) even with no health word; another person's clinician, clinicians in general and
questions about what was said are not."""

from __future__ import annotations

from functools import cache

import pytest

from pia_graph.ingest.analysed_text import analysed_form
from pia_graph.ingest.clinician_advice import clinician_told
from pia_graph.ingest.retain_gate import RetainDecision, retain_decision
from pia_graph.ingest.utterance import analyse
from pia_graph.ontology import AliasIndex, Dictionary, load_default_dictionary


@cache
def _dictionary() -> tuple[Dictionary, AliasIndex]:
    d = load_default_dictionary()
    return d, AliasIndex.build(d)


def _gate(text: str, lang: str) -> RetainDecision:
    d, index = _dictionary()
    return retain_decision(analyse(analysed_form(text), lang, index=index, dictionary=d))


@pytest.mark.parametrize(("text", "lang"), [
    ("the derm said to stop the retinol", "en"),
    ("my physio said to ice it twice a day", "en"),
    ("dr okafor wants me to keep a food diary", "en"),
    ("pharmacist at cvs said take it with food", "en"),
    ("ok so the nurse also said keep it dry for two days", "en"),
    ("my doc said you need more sun", "en"),  # "you" is the user here, not people in general
    ("원장님이 일단 지켜보자고 6개월후 재검", "ko"),
    ("선생님이 당분간 커피 끊으라고 했어요", "ko"),
    ("약사가 식후에 먹으래요", "ko"),
])
def test_the_users_clinicians_advice_is_kept_with_no_health_word(text: str, lang: str) -> None:
    assert clinician_told(analysed_form(text), lang)
    decision = _gate(text, lang)
    assert decision.retain, decision.reasons


@pytest.mark.parametrize(("text", "lang"), [
    ("her derm said to stop the retinol", "en"),  # another person's clinician
    ("my sister's derm told her watchful waiting", "en"),
    ("derms say watchful waiting is fine", "en"),  # clinicians in general: general advice
    ("my coach said watchful waiting", "en"),  # not a clinician
    ("what did the derm say about the retinol?", "en"),  # asks what was said
    ("친구가 커피 끊으래", "ko"),  # a friend, not a clinician
    ("유튜브에서 의사들이 커피 끊으라고 하더라", "ko"),
    ("엄마 선생님이 일단 지켜보자고 했대", "ko"),  # the mother's doctor
])
def test_others_clinicians_general_advice_and_questions_are_not_kept(text: str, lang: str) -> None:
    decision = _gate(text, lang)
    assert not decision.retain, decision.reasons


def test_the_grammar_needs_the_clinician_as_the_one_who_speaks() -> None:
    assert not clinician_told("doctors say you should walk daily", "en")  # plural: in general
    assert not clinician_told("my doctor's wife said hi", "en")  # the clinician owns the speaker
    assert not clinician_told("her doctor said to rest", "en")
    assert not clinician_told("the derm visit was fine", "en")  # no speech verb
    assert not clinician_told("선생님 친절하심", "ko")  # no reported ending
    assert clinician_told("and dr okafor said switch to the XR version", "en")
    assert clinician_told("dr. lee said to take it with food", "en")  # the title's dot (session 65)
    assert not clinician_told("dr. lee's wife said hi", "en")


def test_a_pronoun_reporting_a_carer_may_take_an_adverb() -> None:
    # "she also said …": a carer telling the user, as "she said …" is (experiencer rules)
    assert _gate("she also said take levothyroxine 4 hrs apart from calcium", "en").retain
    assert not _gate("she also said her knee hurts", "en").retain


@pytest.mark.parametrize("text", ["두통일기 쓰고 끼니 거르지 말래", "요단백 약양성 재검 필요하대"])
def test_a_korean_prohibition_or_need_told_with_no_speaker_is_the_users(text: str) -> None:
    # -지 말래 ("told not to"), 필요하대 ("said it is needed"): told to the user, as -(으)래 instructions are
    assert _gate(text, "ko").retain


def test_a_need_told_of_a_friend_stays_the_friends() -> None:
    assert not _gate("친구가 재검 필요하대", "ko").retain


@pytest.mark.parametrize(("text", "kept"), [
    ("정신과에서 졸로푸트 25 시작 수유 중에도 괜찮대요", True),  # the clinic speaks to the user (care_place)
    ("두통 6점 타이레놀 먹어도 되는지 산부인과에 물어봄 괜찮대요", True),
    ("약국에서 같이 먹어도 된대요", True),
    ("남편 병원에서 혈압 높대요", False),  # a person named: his clinic, his reading
])
def test_a_place_of_care_that_reports_speaks_to_the_user(text: str, kept: bool) -> None:
    assert _gate(text, "ko").retain is kept
