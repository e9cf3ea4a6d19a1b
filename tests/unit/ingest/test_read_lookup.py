"""Look-ups said without a verb and questions dated in the user's past (session 33, issue 8): a phrase naming a
health coordinate or a record type with no value of its own reads the records; a past question dated in the
user's own past is about the user. Statements with a value, greetings and general questions stay no-read (the
sentences are written for the test, not taken from a suite)."""

from __future__ import annotations

import pytest

from pia_graph.ingest.read_request import lookup_phrase_ko, record_request_en
from pia_graph.ingest.retain_gate import retain_decision
from tests.unit.ingest.read_analysed import analysed, decide_read

# A record noun anchors the phrase to the user's records, with no possessive or time window.
LOOKUPS_EN = [
    "potassium numbers",
    "hdl progress?",
    "metformin dose?",
    "ferritin values pls",
    "only my tsh results please",
    "sodium before and after?",
    "total distance on the bike since june",
]
LOOKUPS_KO = [
    "5월부터 체중",
    "혈압약 이름이랑 용량",
    "콜레스테롤 변화",
    "혈압 전후 비교",
    "맥박",
    "내 체중 최근 5번",
    "천식 관련된거",
]
PAST_ASKS_EN = [
    "what did the cholesterol panel show in march",
    "how was the sleep score last week",
    "what diet did dr kowalski suggest",  # a named doctor's words to the user
]
NO_READS = [
    ("weight 81 today", "en"),
    ("potassium 4.1 this morning", "en"),
    ("headache since tuesday", "en"),
    ("hi there", "en"),
    ("what is a normal ldl?", "en"),
    ("a1c", "en"),
    ("두통", "ko"),
    ("어제부터 두통", "ko"),
    ("체중 72", "ko"),
    ("엄마 혈압", "ko"),  # someone else's reading
    ("안녕하세요", "ko"),
    ("타이레놀 하루 3번", "ko"),  # a regimen told
    ("who won the game last night", "en"),
]


@pytest.mark.parametrize("text", LOOKUPS_EN)
def test_english_verbless_lookup_reads_structured(text: str) -> None:
    d = decide_read(text, "en")
    assert (d.read, d.route) == (True, "structured"), d.reasons


@pytest.mark.parametrize("text", LOOKUPS_KO)
def test_korean_noun_phrase_lookup_reads(text: str) -> None:
    assert decide_read(text, "ko").read


@pytest.mark.parametrize("text", PAST_ASKS_EN)
def test_question_dated_in_the_users_past_reads(text: str) -> None:
    assert decide_read(text, "en").read


@pytest.mark.parametrize(("text", "lang"), NO_READS)
def test_value_greeting_or_general_does_not_read(text: str, lang: str) -> None:
    assert not decide_read(text, lang).read


def test_record_noun_anchors_but_a_bare_word_does_not() -> None:
    assert record_request_en("ldl numbers")
    assert not record_request_en("ldl")
    assert not record_request_en("ldl numbers 130")  # a value told


def test_korean_lookup_needs_a_reading_or_a_record_noun() -> None:
    def terms(text: str) -> list[tuple[int, int, str]]:
        return [(m.start, m.end, m.term_key or "") for m in analysed(text, "ko").alias_matches]

    assert lookup_phrase_ko("체중", terms("체중"))  # a reading alone
    assert not lookup_phrase_ko("두통", terms("두통"))  # a symptom alone tells one
    assert lookup_phrase_ko("두통 기록", terms("두통 기록"))  # ... its records asked for
    assert not lookup_phrase_ko("체중 재고 왔어", terms("체중 재고 왔어"))  # a verb


def test_a_told_value_is_still_retained() -> None:
    assert retain_decision(analysed("weight 81 today", "en")).retain


@pytest.mark.parametrize("text", ["오늘 만보 걸었어", "어제 혈압 쟀어", "공복혈당 쟀음"])
def test_korean_past_verb_is_no_lookup(text: str) -> None:
    # a syllable closing on ㅆ is a verb's past, even inside an alias: the user tells, not looks up
    assert not lookup_phrase_ko(text, [])
