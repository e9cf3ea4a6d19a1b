"""RETAIN precision on short turns without a history (issue 12), by mechanism, with sentences of their own: a term of
the dictionary owned by someone else, a kin word typed with a hyphen, a Korean child named by 아이 or a birth order, a
relative's episode or hearsay told before a Korean question, a visit ahead said as the reason for a request by its
form, a Korean request asked as what the listener can do, and the reason of a Korean question (-야 돼서요). Each has a
guard that the user's own statement stays kept."""

from __future__ import annotations

from typing import Any

import pytest

from pia_graph.ingest.cue_words import words_pattern
from pia_graph.ingest.experiencer import Experiencer, experiencer_of


@pytest.mark.parametrize(("text", "kept"), [
    # a term of the dictionary owned by someone else is their health, not an event they own
    ("my neighbour's colonoscopy found two polyps", False),
    ("my coworker's thyroid numbers came back off", False),
    # an event someone else owns leaves the user's own health in the clause
    ("my buddy's wedding was great, only had 2 beers", True),
    ("my colonoscopy found two polyps", True),
])
def test_a_term_owned_by_someone_else(retain: Any, text: str, kept: bool) -> None:
    assert retain(text, "en") is kept


def test_named_terms_make_the_owned_thing_health() -> None:
    clause = "my coworker's mammogram came back clear"
    assert experiencer_of(clause, "en") == Experiencer.SELF  # without the dictionary's words: an event owned
    assert experiencer_of(clause, "en", named=("mammogram",)) == Experiencer.OTHER


@pytest.mark.parametrize(("text", "kept"), [
    ("my step-mum's sugar was 240 at her checkup", False),
    ("my sister-in-law has lupus", False),
    ("my sugar was 240 at my checkup", True),
])
def test_a_kin_word_joined_by_a_hyphen(retain: Any, text: str, kept: bool) -> None:
    assert retain(text, "en") is kept


def test_an_english_cue_matches_its_hyphenated_form() -> None:
    rx = words_pattern(("step dad", "follow up"), "en")
    assert rx.search("my step-dad") and rx.search("a follow-up") and rx.search("step dad")
    assert not rx.search("step - dad")  # a dash between words is punctuation


@pytest.mark.parametrize(("text", "kept"), [
    # 아이 and a child by birth order as the subject: the child's passing episode
    ("아이가 어젯밤부터 기침을 심하게 해요", False),
    ("첫째가 열이 38.7도까지 올랐어요", False),
    # the interjection and a day counted are no child
    ("아이고 어제부터 허리가 너무 아파요", True),
    ("입원 둘째 날부터 열이 내렸어요", True),
])
def test_a_korean_child(retain: Any, text: str, kept: bool) -> None:
    assert retain(text, "ko") is kept


@pytest.mark.parametrize(("text", "kept"), [
    # a relative's episode, or hearsay of someone named before, told before a question in one clause
    ("막내가 아침에 설사했어요 ㅠ 뭐 먹여야 돼요", False),
    ("동생 유학 갔는데 거기서 발목 삐었대요 ㅠ 어떡해요", False),
    # a relative's condition before the question stays: it is the user's family history
    ("아빠가 고혈압인데 저도 조심해야 돼요", True),
    # the user's own statement before the question stays
    ("어제 설사했어요 ㅠ 뭐 먹어야 돼요", True),
])
def test_told_before_a_korean_question(retain: Any, text: str, kept: bool) -> None:
    assert retain(text, "ko") is kept


@pytest.mark.parametrize(("text", "lang", "kept"), [
    # a visit ahead said as the reason for a request, however the request reads
    ("seeing a new cardiologist next month, can you summarise my heart stuff", "en", False),
    ("I'm seeing a new dermatologist next week, can you write up my skin history", "en", False),
    ("다음주에 새 병원 진료 가는데 제 약이랑 수치 정리해 줄 수 있어요?", "ko", False),
    # the visit with a health fact of its own stays
    ("seeing a new cardiologist next month, my chest pain is back, can you summarise my heart stuff", "en", True),
])
def test_a_visit_ahead_before_a_request(retain: Any, text: str, lang: str, kept: bool) -> None:
    assert retain(text, lang) is kept


@pytest.mark.parametrize(("text", "kept"), [
    # the reason of a question, said after it: an obligation of the user's
    ("제가 맞은 백신이 뭐였죠? 회사에 제출해야 돼서요.", False),
    # a health fact told after a question stays
    ("제가 맞은 백신이 뭐였죠? 어제 독감 백신 맞았어요.", True),
])
def test_the_reason_of_a_korean_question(retain: Any, text: str, kept: bool) -> None:
    assert retain(text, "ko") is kept


@pytest.mark.parametrize(("text", "kept"), [
    # a term named alone goes on with the clause of someone else before it
    ("my nephew has strep and the doctor put him on something, penicillin.", False),
    ("I have strep and the doctor put me on something, penicillin.", True),
])
def test_a_term_named_alone_after_someone_else(retain: Any, text: str, kept: bool) -> None:
    assert retain(text, "en") is kept


@pytest.mark.parametrize(("text", "kept"), [
    # the one spoken to is a bystander, not the one whose reading it is
    ("my wife's bp was 160/100 at the pharmacy, she never listens to me", False),
    ("my bp was 160/100 at the pharmacy, my wife never listens to me", True),
])
def test_the_one_spoken_to(retain: Any, text: str, kept: bool) -> None:
    assert retain(text, "en") is kept


@pytest.mark.parametrize(("text", "kept"), [
    # someone who wants to see the records asks for them; a claim heard of a thing in general is no fact of the user's
    ("my daughter wants to see how my sugars have been, can you pull them together?", False),
    ("I heard turmeric is good for arthritis, does it work?", False),
    # the user's own news heard stays
    ("I heard back from the clinic, my ferritin is 12", True),
])
def test_what_is_asked_or_heard(retain: Any, text: str, kept: bool) -> None:
    assert retain(text, "en") is kept


@pytest.mark.parametrize(("text", "kept"), [
    # -야 하나 weighs whether the user must, as -야 되나 does: asked, nothing told
    ("친구가 독감 걸렸다는데 나도 병원 가봐야 하나", False),
    # a value told before it stays; 하나 as "one" tells
    ("아침 혈당 180 나왔어요 약을 늘려야 하나", True),
    ("어제 진통제 하나 먹었어요", True),
])
def test_an_obligation_weighed_in_korean(retain: Any, text: str, kept: bool) -> None:
    assert retain(text, "ko") is kept
