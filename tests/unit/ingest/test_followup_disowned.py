"""A reply that gives what the turn before told to someone else (``followup_context.disowns_earlier``): "that was my
sister's result", "그건 우리 언니 약이에요", "not mine". The turn is no statement of the user's; a value of its own, a
term the earlier turns did not name, or a denied allergy or condition keeps the usual reading. Through the offline
twin (what ``pia eval`` predicts after the history)."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.ingest.earlier_records import Prior
from pia_graph.ingest.followup_context import disowns_earlier
from pia_graph.ingest.turn_flow import offline_scenario
from pia_graph.ingest.utterance import analyse
from pia_graph.ontology import AliasIndex, Dictionary

UTC = dt.UTC
BEFORE = dt.datetime(2026, 6, 10, 8, 0, tzinfo=UTC)
LATER = dt.datetime(2026, 6, 10, 8, 20, tzinfo=UTC)


def scenario(history: str, text: str, lang: str = "en") -> dict[str, Any]:
    return {"id": "t", "kind": "storage", "lang": lang, "said_at": LATER.isoformat(), "text": text,
            "history": [{"said_at": BEFORE.isoformat(), "text": history}]}


def reading(coordinate: str = "test:hba1c", kind: str = "lab_result") -> Prior:
    return Prior({"record_id": "r_1", "negated": False, "type": kind, "coordinate": coordinate, "value": 8.2,
                  "span": "x", "span_start": 0, "span_end": 1}, BEFORE)


@pytest.mark.parametrize(("history", "text", "lang"), [
    ("My A1c is 8.2.", "Oh never mind, that was my sister's result she read out to me.", "en"),
    ("took my escitalopram at work", "oh wait that's my brother's pill, not mine", "en"),
    ("headache all day, took 2 advil", "sorry the headache i mentioned earlier is my son's not mine", "en"),
    ("혈압 158/99 나옴", "아 어제 그 혈압 제 거 아니고 남편 거예요 잘못 말함", "ko"),
    ("식후 혈당 210 나왔대요", "그거 시아버지 혈당이었어요 제 거 아님 ㅎㅎ", "ko"),
    ("저 매일 와파린 먹어요.", "아이고 그건 우리 언니 약이에요. 헷갈렸네요.", "ko"),
])
def test_a_reply_that_gives_the_earlier_record_to_someone_else_is_not_kept(
        dictionary: Dictionary, index: AliasIndex, history: str, text: str, lang: str) -> None:
    got = offline_scenario(scenario(history, text, lang), index, dictionary)
    assert got["retain"] is False and got["records"] == []
    assert got["reasons"] == ["other_person"]


def test_not_mine_disowns_even_an_earlier_turn_that_made_no_record(dictionary: Dictionary,
                                                                   index: AliasIndex) -> None:
    text = "Oh goodness, no, that was Harold's pill count, not mine."
    utterance = analyse(text, "en", said_at=LATER, index=index, dictionary=dictionary)
    assert disowns_earlier(text, "en", utterance, dictionary, lambda: [])


@pytest.mark.parametrize(("text", "lang", "earlier"), [
    # a pointer and a relative, with nothing earlier to point at
    ("that was my sister's", "en", []),
    # a value of the user's own ("제꺼는 119/77") is told, not disowned
    ("어제 그 혈압 남편꺼였어요 제꺼는 119/77", "ko", [reading("vital:systolic_bp", "vital_sign")]),
    # a term the earlier turns never named is news of its own
    ("that was my sister's, but my knee hurts", "en", [reading()]),
    # an allergy given to a relative is the user's denied (followup_status), not nothing
    ("그건 오빠였대", "ko", [reading("drug:penicillin", "allergy")]),
    # no pointer, no "not mine": the relative is only mentioned
    ("my sister came over for dinner", "en", [reading()]),
    # a Korean cue counts only at the start of a word: "문제가 아니고" holds no "제가 아니고"
    ("그건 별 문제가 아니고요", "ko", [reading()]),
])
def test_what_is_not_disowned(dictionary: Dictionary, index: AliasIndex, text: str, lang: str,
                              earlier: list[Prior]) -> None:
    utterance = analyse(text, lang, said_at=LATER, index=index, dictionary=dictionary)
    assert not disowns_earlier(text, lang, utterance, dictionary, lambda: earlier)


def test_the_store_is_read_only_when_the_wording_disowns(dictionary: Dictionary, index: AliasIndex) -> None:
    asked: list[bool] = []

    def earlier() -> list[Prior]:
        asked.append(True)
        return [reading()]

    text = "my a1c went down to 7.9"
    utterance = analyse(text, "en", said_at=LATER, index=index, dictionary=dictionary)
    assert not disowns_earlier(text, "en", utterance, dictionary, earlier) and not asked
