"""RETAIN gate rules added in round 3 (issue 12), one test per rule, each with wording of its own (not a
suite's sentence): whose words, whose health, and whether a clause asks or tells."""

from __future__ import annotations

import pytest

from pia_graph.ingest.clause_verdict import Verdict
from pia_graph.ingest.experiencer import Experiencer
from pia_graph.ingest.retain_gate import retain_decision
from pia_graph.ingest.utterance import analyse, quoted_spans
from pia_graph.ontology import AliasIndex, Dictionary


def _retain(index: AliasIndex, dictionary: Dictionary, text: str, lang: str = "en") -> bool:
    return retain_decision(analyse(text, lang, index=index, dictionary=dictionary)).retain


def _verdicts(index: AliasIndex, dictionary: Dictionary, text: str, lang: str = "en") -> list[Verdict]:
    return analyse(text, lang, index=index, dictionary=dictionary).verdicts


# rule: quoted words are someone else's (a relative's message, a label, a post)
@pytest.mark.parametrize(("text", "lang"), [
    ("my dad keeps telling me 'eat more fiber' every single call", "en"),
    ("the box literally says 'may cause drowsiness' lol", "en"),
    ("처방전에 '하루 두 번'이라고 써있네", "ko"),
])
def test_quoted_words_are_not_the_users_health(index: AliasIndex, dictionary: Dictionary, text: str,
                                                lang: str) -> None:
    assert not _retain(index, dictionary, text, lang)


def test_a_quote_needs_a_quote_mark_on_each_side() -> None:
    assert quoted_spans("I'm 5'10\" and my knee's sore") == []
    assert quoted_spans("she wrote 'walk daily' on it") == [(10, 22)]


# rule: hearsay and what a leaflet, a blog or a label says are media, not the user's record
@pytest.mark.parametrize(("text", "lang"), [
    ("apparently some smart rings can spot atrial fibrillation now", "en"),
    ("heard that tom hanks has type 2 diabetes", "en"),
    ("the pamphlet says statins can cause muscle aches", "en"),
    ("블로그에서 저탄고지가 혈당에 좋다는 글 봤어", "ko"),
])
def test_hearsay_and_leaflets_are_media(index: AliasIndex, dictionary: Dictionary, text: str, lang: str) -> None:
    assert not _retain(index, dictionary, text, lang)


def test_hearsay_about_the_user_is_kept(index: AliasIndex, dictionary: Dictionary) -> None:
    assert _retain(index, dictionary, "apparently my ferritin is low, 12")


# rule: a question about the user's own record asked inside a statement asks, it does not tell
@pytest.mark.parametrize("text", [
    "can't remember when my last tetanus shot was",
    "my doctor wants to know how my blood pressure has been",
    "I forget what my a1c was in the spring",
])
def test_an_embedded_question_is_a_question(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert _verdicts(index, dictionary, text) == [Verdict.QUESTION]


# rule: a Korean question word inside a question sentence makes the clause part of the question
def test_korean_question_word_clause_is_asked(index: AliasIndex, dictionary: Dictionary) -> None:
    assert not _retain(index, dictionary, "저번에 허리 아플 때 뭐 붙였는데 괜찮았는지 기억나?", "ko")
    assert not _retain(index, dictionary, "마지막으로 독감 주사 맞은 게 언제야", "ko")


# rule: a Korean sentence that only goes on with the question before it is part of that question
def test_korean_continuation_of_a_question(index: AliasIndex, dictionary: Dictionary) -> None:
    assert not _retain(index, dictionary, "진통제 먹어도 될까? 지금 먹는 혈압약이랑 같이", "ko")


# rule: a statement, then the user wondering what it is: the statement is kept
@pytest.mark.parametrize("text", ["요즘 자꾸 어지러워요 빈혈인가?", "밤마다 다리가 아파 성장통인가"])
def test_korean_statement_then_wondering(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert _retain(index, dictionary, text, "ko")


# rule: an in-law, a relative's friend, and a grandparent's reading are someone else's
@pytest.mark.parametrize(("text", "lang", "who"), [
    ("my father-in-law has gout", "en", Experiencer.OTHER),
    ("my mum's friend has lung cancer", "en", Experiencer.OTHER),
    ("my grandpa's blood pressure was 170 over 100", "en", Experiencer.OTHER),
    ("아빠 친구분이 뇌졸중으로 쓰러지셨대", "ko", Experiencer.OTHER),
])
def test_others_named_through_a_relative(index: AliasIndex, dictionary: Dictionary, text: str, lang: str,
                                          who: Experiencer) -> None:
    u = analyse(text, lang, index=index, dictionary=dictionary)
    assert u.clauses[0].experiencer == who
    assert not retain_decision(u).retain


def test_a_third_person_subject_goes_on_with_the_other(index: AliasIndex, dictionary: Dictionary) -> None:
    u = analyse("my uncle's sugar was 280 at the clinic, the doctor was shocked", "en", index=index,
                dictionary=dictionary)
    assert [c.experiencer for c in u.clauses] == [Experiencer.OTHER, Experiencer.OTHER]


# rule: a relative's passing episode is not family history (a word that is a symptom or a condition)
@pytest.mark.parametrize("text", [
    "my son has a fever of 39.4 tonight",
    "my dad's fever hit 38.7 after dinner",
])
def test_a_relatives_episode_is_not_kept(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert not _retain(index, dictionary, text)


# rule: an instruction told to the user in Korean hearsay (-(으)래) is about the user
@pytest.mark.parametrize("text", ["중성지방 320 나왔어 운동 좀 하래", "공복혈당 118이야 단 거 줄이래요"])
def test_korean_told_to_is_the_users(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    u = analyse(text, "ko", index=index, dictionary=dictionary)
    assert all(c.experiencer == Experiencer.SELF for c in u.clauses)
    assert retain_decision(u).retain


# rule: a reminder the user asks for that names their own dose states their routine
@pytest.mark.parametrize(("text", "lang"), [
    ("remind me to take my metformin with dinner", "en"),
    ("밤 10시에 비타민 먹으라고 알람 맞춰줘", "ko"),
])
def test_a_reminder_of_ones_own_dose_is_kept(index: AliasIndex, dictionary: Dictionary, text: str,
                                             lang: str) -> None:
    assert _retain(index, dictionary, text, lang)


# rule: requests to produce something (export, write) are requests; an intention or "say I ..." is imagined
@pytest.mark.parametrize("text", [
    "export my bloodwork as a pdf",
    "write me a haiku about my morning walk",
    "thinking about maybe starting keto next month",
    "say I cut out sugar completely, how fast would my a1c drop?",
])
def test_requests_and_intentions_are_not_kept(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert not _retain(index, dictionary, text)


# rule: a statement that drops its subject before "did a" or a body part's flare-up is a statement
@pytest.mark.parametrize("text", [
    "did a 5k this morning in 31 minutes",
    "shoulder acted up again at the gym, what stretches help?",
])
def test_dropped_subject_statements(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert _retain(index, dictionary, text)


# rule: a drug-name suffix needs a stem ("April" is not an ACE inhibitor)
def test_month_is_not_a_drug(index: AliasIndex, dictionary: Dictionary) -> None:
    assert _verdicts(index, dictionary, "going to Lisbon in April") == [Verdict.NO_HEALTH]


# rule: a relative's reading with its unit is a passing episode even with no term matched
def test_a_relatives_reading_is_an_episode(index: AliasIndex, dictionary: Dictionary) -> None:
    assert not _retain(index, dictionary, "딸이 열이 39.1도까지 올랐는데 병원 가야 돼?", "ko")
    assert _retain(index, dictionary, "엄마가 당뇨 진단 받은 지 10년이야", "ko")  # a history stays
