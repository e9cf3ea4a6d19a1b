"""The conversation context of a turn that cannot stand alone (``ingest/followup_context.py``): when a terse reply is
read with the user's earlier turns, the rules ``earlier_turn.same`` and ``earlier_turn.regimen_status``, and the
whole turn as the offline twin runs it after its history (what ``pia eval`` stores through the service)."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.ingest.earlier_records import Prior
from pia_graph.ingest.followup_context import (
    answers_with_a_time,
    by_regimen_status,
    by_same,
    leans_on_context,
    names_someone_else,
)
from pia_graph.ingest.turn_flow import offline_scenario
from pia_graph.ingest.utterance import analyse
from pia_graph.ontology import AliasIndex, Dictionary

UTC = dt.UTC
BEFORE = dt.datetime(2026, 6, 10, 8, 0, tzinfo=UTC)
LATER = dt.datetime(2026, 6, 10, 20, 0, tzinfo=UTC)


def scenario(history: str, text: str, lang: str = "en") -> dict[str, Any]:
    return {"id": "t", "kind": "storage", "lang": lang, "said_at": LATER.isoformat(), "text": text,
            "history": [{"said_at": BEFORE.isoformat(), "text": history}]}


def drug(coordinate: str) -> Prior:
    return Prior({"record_id": "r_m", "negated": False, "type": "medication_regimen", "coordinate": coordinate,
                  "status": "active", "span": "x", "span_start": 0, "span_end": 1}, BEFORE)


def bp() -> list[Prior]:
    return [Prior({"record_id": rid, "negated": False, "type": "vital_sign", "coordinate": coordinate,
                   "value": value, "unit": "mmHg", "value_as_said": str(int(value)), "date": BEFORE.date(),
                   "span": "142/91", "span_start": 3, "span_end": 9}, BEFORE)
            for rid, coordinate, value in (("r_s", "vital:systolic_bp", 142.0), ("r_d", "vital:diastolic_bp", 91.0))]


@pytest.mark.parametrize(("text", "lang", "leans"), [
    ("yep 7.1 this time", "en", True),
    ("same as before", "en", True),
    ("nope stopped it last week", "en", True),
    ("응 아침에 쟀어 128", "ko", True),
    ("그거 끊었어요", "ko", True),
    ("thanks!", "en", False),  # small talk carries nothing of the topic
    ("ok", "en", False),
    ("고마워요", "ko", False),
    ("my husband's was 140", "en", False),  # the topic moves to someone else
    ("no it's for my dog", "en", False),
    ("남편꺼 140이에요", "ko", False),
    ("what should it be?", "en", False),  # a question
])
def test_a_turn_leans_on_its_context_only_when_it_cannot_stand_alone(dictionary: Dictionary, index: AliasIndex,
                                                                     text: str, lang: str, leans: bool) -> None:
    utterance = analyse(text, lang, said_at=LATER, index=index, dictionary=dictionary)
    assert leans_on_context(text, lang, utterance, dictionary) is leans


@pytest.mark.parametrize(("text", "lang", "named"), [
    ("my husband's was 140", "en", True),
    ("it's for my dog", "en", True),
    ("his was 150/95", "en", True),
    ("시아버지 혈압이에요", "ko", True),
    ("엄마한테 물어보니 그건 오빠였대", "ko", True),  # a relative, whatever particle follows
    ("yep 7.1 this time", "en", False),
    ("they upped it to 20", "en", False),  # the clinician acts (clinician_act), the dose is the user's
    ("she said to stop it", "en", False),
    ("혈액형 A형이에요", "ko", False),  # 형 inside a word is no brother
    ("정형외과에서 그러래요", "ko", False),
])
def test_someone_else_is_named_by_a_person_or_a_pet(dictionary: Dictionary, text: str, lang: str,
                                                     named: bool) -> None:
    assert names_someone_else(text, lang, dictionary) is named


@pytest.mark.parametrize(("text", "lang"), [("same as before", "en"), ("어제랑 똑같아요", "ko"),
                                            # two cues that overlap cover the reply between them (session 56)
                                            ("저번이랑 똑같이 나왔네요", "ko")])
def test_same_as_before_is_the_last_reading_again_on_the_turns_day(dictionary: Dictionary, text: str,
                                                                   lang: str) -> None:
    got = by_same(text, lang, LATER, [], bp(), dictionary)
    assert got is not None
    assert [(r.coordinate, r.value, r.date, r.rule_id) for r, old in got] == [
        ("vital:systolic_bp", 142.0, LATER.date(), "earlier_turn.same"),
        ("vital:diastolic_bp", 91.0, LATER.date(), "earlier_turn.same")]
    assert all(old is None for _, old in got)  # a new reading: nothing earlier is superseded


def test_same_with_a_value_of_its_own_is_not_the_last_reading(dictionary: Dictionary) -> None:
    assert by_same("same as before, 130/80", "en", LATER, [], bp(), dictionary) is None


@pytest.mark.parametrize(("text", "lang"), [("still the same dose", "en"), ("약은 그대로야", "ko"),
                                            ("계획은 그대로예요", "ko")])
def test_the_same_said_of_something_else_is_not_the_last_reading(dictionary: Dictionary, text: str,
                                                                  lang: str) -> None:
    assert by_same(text, lang, LATER, [], bp(), dictionary) is None


@pytest.mark.parametrize(("text", "lang"), [("nope stopped it", "en"), ("그거 끊었어요", "ko")])
def test_a_drug_stopped_by_reference_is_the_open_drug_stopped(dictionary: Dictionary, text: str, lang: str) -> None:
    got = by_regimen_status(text, lang, LATER, [], [drug("drug:sertraline")], dictionary)
    assert got is not None
    assert [(r.type, r.coordinate, r.status, r.rule_id) for r, _ in got] == [
        ("medication_regimen", "drug:sertraline", "stopped", "earlier_turn.regimen_status")]


def test_no_drug_named_before_leaves_a_stop_without_a_record(dictionary: Dictionary) -> None:
    assert by_regimen_status("stopped it", "en", LATER, [], bp(), dictionary) is None


@pytest.mark.parametrize(("history", "text", "lang", "want"), [
    ("my a1c was 6.8 in march", "yep 7.1 this time", "en", [("test:hba1c", 7.1, None)]),
    ("bp 142/91 this morning", "same as before", "en",
     [("vital:systolic_bp", 142.0, None), ("vital:diastolic_bp", 91.0, None)]),
    ("started sertraline 50mg last month", "nope stopped it", "en", [("drug:sertraline", None, "stopped")]),
    ("혈압 재봤어요 135/85", "응 아침에 쟀어 128", "ko", [("vital:systolic_bp", 128.0, None)]),
    ("아토르바스타틴 먹고 있어요", "그거 끊었어요", "ko", [("drug:atorvastatin", None, "stopped")]),
    # a 반말 yes before a taken verb answers for the drug named before, it is no meal of "응" (reply_answer)
    ("메트포르민 500 하루 두번", "응 먹었어", "ko", [("drug:metformin", None, None)]),
    ("메트포르민 500 하루 두번", "어 먹었어", "ko", [("drug:metformin", None, None)]),
    # "unchanged": the last reading again (same_as_last)
    ("혈압 130/85", "그대로야", "ko", [("vital:systolic_bp", 130.0, None), ("vital:diastolic_bp", 85.0, None)]),
    ("bp 142/91 this morning", "yep same", "en",
     [("vital:systolic_bp", 142.0, None), ("vital:diastolic_bp", 91.0, None)]),
])
def test_a_terse_reply_is_kept_with_the_records_its_conversation_fixes(
        dictionary: Dictionary, index: AliasIndex, history: str, text: str, lang: str, want: list[Any]) -> None:
    got = offline_scenario(scenario(history, text, lang), index, dictionary)
    assert got["retain"] is True
    assert [(r["coordinate"], r.get("value"), r.get("status") if r["type"] == "medication_regimen" else None)
            for r in got["records"]] == want


@pytest.mark.parametrize(("history", "text", "lang"), [
    ("bp 150/95 yesterday", "my husband's was 140", "en"),
    ("bp 150/95 yesterday", "no it's for my dog", "en"),
    ("bp 150/95 yesterday", "thanks!", "en"),
    ("혈압 150/95 나왔어요", "남편꺼 140이에요", "ko"),
    ("혈압 150/95 나왔어요", "고마워요", "ko"),
])
def test_a_reply_about_someone_else_or_small_talk_stays_dropped(dictionary: Dictionary, index: AliasIndex,
                                                                history: str, text: str, lang: str) -> None:
    got = offline_scenario(scenario(history, text, lang), index, dictionary)
    assert got["retain"] is False and got["records"] == []


def test_a_day_said_as_the_one_compared_with_does_not_date_the_turns_values(dictionary: Dictionary,
                                                                           index: AliasIndex) -> None:
    # "어제랑 같음": yesterday is what the value equals, the reading is the turn's own (extract/timing.py)
    got = offline_scenario(scenario("혈압 백이십에 팔십", "백이십에 팔십 어제랑 같음", "ko"), index, dictionary)
    assert {(r["coordinate"], r["date"]) for r in got["records"]} == {
        ("vital:systolic_bp", LATER.date().isoformat()), ("vital:diastolic_bp", LATER.date().isoformat())}


@pytest.mark.parametrize(("text", "lang", "answers"), [
    ("어제 저녁에요", "ko", True),
    ("어제요", "ko", True),
    ("yesterday evening", "en", True),
    ("it was yesterday", "en", True),
    ("어제 병원 갔어요", "ko", False),  # a word of its own beside the day
    ("yesterday was rough", "en", False),
    ("아침에요", "ko", False),  # no day said: nothing to move
])
def test_a_reply_that_is_only_a_time(dictionary: Dictionary, index: AliasIndex, text: str, lang: str,
                                     answers: bool) -> None:
    utterance = analyse(text, lang, said_at=LATER, index=index, dictionary=dictionary)
    assert answers_with_a_time(text, lang, utterance, dictionary) is answers


@pytest.mark.parametrize(("history", "text", "lang"), [("혈압 135/85", "어제 저녁에요", "ko"),
                                                       ("bp 135/85", "yesterday evening", "en")])
def test_a_time_given_alone_dates_the_last_turns_reading(dictionary: Dictionary, index: AliasIndex, history: str,
                                                         text: str, lang: str) -> None:
    got = offline_scenario(scenario(history, text, lang), index, dictionary)
    yesterday = (LATER.date() - dt.timedelta(days=1)).isoformat()
    assert got["retain"] is True
    assert {(r["coordinate"], r["value"], r["date"]) for r in got["records"]} == {
        ("vital:systolic_bp", 135.0, yesterday), ("vital:diastolic_bp", 85.0, yesterday)}


def test_a_bare_value_a_week_later_goes_on_from_the_last_reading(dictionary: Dictionary, index: AliasIndex) -> None:
    # the open measure reaches READING_DAYS back, a correction only RECENT_DAYS (followup_resolve.py)
    sc = scenario("sugar 180 two hours after lunch", "152 today")
    sc["history"][0]["said_at"] = (LATER - dt.timedelta(days=9)).isoformat()
    got = offline_scenario(sc, index, dictionary)
    assert [(r["coordinate"], r["value"]) for r in got["records"]] == [("test:postprandial_glucose", 152.0)]


def test_a_drug_taken_up_again_by_reference_is_active_from_the_day_said(dictionary: Dictionary) -> None:
    got = by_regimen_status("그 약 어제부터 다시 먹기 시작했어요", "ko", LATER, [], [drug("drug:losartan")], dictionary)
    assert got is not None
    assert [(r.coordinate, r.status, r.start) for r, _ in got] == [
        ("drug:losartan", "active", LATER.date() - dt.timedelta(days=1))]  # 어제부터: the span's start


def test_a_drug_named_weeks_ago_is_still_the_open_drug(dictionary: Dictionary, index: AliasIndex) -> None:
    # a regimen lasts: the drug named before the window of recent turns is read (LONG_LIVED, the query's types)
    sc = scenario("정신과에서 졸로프트 50 처방받았어요", "아 근데 약은 그만 먹었어 지난주에 끊음", "ko")
    sc["history"][0]["said_at"] = (LATER - dt.timedelta(days=50)).isoformat()
    got = offline_scenario(sc, index, dictionary)
    assert got["retain"] is True
    assert [(r["coordinate"], r["status"]) for r in got["records"]] == [("drug:sertraline", "stopped")]


@pytest.mark.parametrize(("text", "lang", "leans"), [
    ("오늘은 백이십이요. 요즘 혈압 괜찮은 편이야?", "ko", True),  # a value told, then a question about it
    ("It went up again, 7.9 now. That's three in a row going up, isn't it?", "en", True),
    ("요즘 혈압 괜찮은 편이야?", "ko", False),  # only a question
    ("what was it, 140?", "en", False),  # the value is in the question
])
def test_a_clause_that_asks_is_left_out_of_the_reply(dictionary: Dictionary, index: AliasIndex, text: str, lang: str,
                                                     leans: bool) -> None:
    utterance = analyse(text, lang, said_at=LATER, index=index, dictionary=dictionary)
    assert leans_on_context(text, lang, utterance, dictionary) is leans


def test_a_value_told_then_asked_about_is_kept_as_the_next_reading(dictionary: Dictionary, index: AliasIndex) -> None:
    # the earlier pair said in Korean words ("백삼십에 팔십"): the lone value continues its nearer member
    got = offline_scenario(scenario("혈압 백삼십에 팔십.", "오늘은 백이십이요. 요즘 혈압 괜찮은 편이야?", "ko"),
                           index, dictionary)
    assert got["retain"] is True
    assert [(r["coordinate"], r["value"]) for r in got["records"]] == [("vital:systolic_bp", 120.0)]


@pytest.mark.parametrize(("history", "text", "value"), [
    ("Sugar two hours after supper was 154.",
     "Sorry, it was a hundred and forty five, not a hundred and fifty four. My eyes aren't what they were.", 145.0),
    ("Sugar two hours after supper was 154.", "they read it wrong, it was 145 not 154", 145.0),
])
def test_they_names_nobody_whose_reading_a_correction_is(dictionary: Dictionary, index: AliasIndex, history: str,
                                                        text: str, value: float) -> None:
    assert not names_someone_else(text, "en", dictionary)
    got = offline_scenario(scenario(history, text), index, dictionary)
    assert got["retain"] is True
    assert [(r["coordinate"], r["value"]) for r in got["records"]] == [("test:postprandial_glucose", value)]
