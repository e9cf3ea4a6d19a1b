"""Lab results told days after the turn that told their draw carry the draw day (``ingest/followup_draw.py``, rule
``earlier_turn.drawn_results``, eval/LABEL_CONVENTIONS.md); a referral, a plan, an arrival and a retest are no draw.
Alone and through the offline twin."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.ingest.followup_draw import RULE, dated_by_draw, draw_day
from pia_graph.ingest.hup import make_record
from pia_graph.ingest.turn_flow import offline_scenario
from pia_graph.memory.recall_models import ThreadTurn
from pia_graph.ontology import AliasIndex, Dictionary

KST = dt.timezone(dt.timedelta(hours=9))
LATER = dt.datetime(2026, 12, 17, 19, 30, tzinfo=KST)


def scenario(history: list[tuple[int, str]], text: str, lang: str = "en") -> dict[str, Any]:
    """``history``: (days before the turn, words), oldest first."""
    return {"id": "t", "kind": "storage", "lang": lang, "said_at": LATER.isoformat(), "text": text,
            "history": [{"said_at": (LATER - dt.timedelta(days=d, hours=8)).isoformat(), "text": t}
                        for d, t in history]}


def lab_days(got: dict[str, Any]) -> dict[str, str]:
    return {r["coordinate"]: r["date"] for r in got["records"] if r["type"] == "lab_result"}


def day_before(days: int) -> str:
    return (LATER - dt.timedelta(days=days, hours=8)).date().isoformat()


@pytest.mark.parametrize(("draw", "text", "lang", "coordinate"), [
    ("내과에서 혈액검사 했어요", "페리틴 210, 철분 정상이고 비타민D 28이래요", "ko", "test:ferritin"),
    ("갑상선 피검사 했어요", "TSH 0.05 낮고 free T4 2.4 높대요", "ko", "test:tsh"),
    ("nurse at the surgery took bloods, results in a week or so", "results are in: HbA1c 5.9%", "en", "test:hba1c"),
    ("Had my 40-year physical, results pending", "Results: LDL 118, triglycerides 96", "en",
     "test:ldl_cholesterol"),
])
def test_results_take_the_draw_day(dictionary: Dictionary, index: AliasIndex, draw: str, text: str, lang: str,
                                   coordinate: str) -> None:
    got = offline_scenario(scenario([(2, draw)], text, lang), index, dictionary)
    assert lab_days(got)[coordinate] == day_before(2)


def test_results_two_weeks_later_and_a_day_for_the_results(dictionary: Dictionary, index: AliasIndex) -> None:
    got = offline_scenario(scenario([(14, "nurse took bloods, results in a week or so")], "results are in: HbA1c 5.9%"),
                           index, dictionary)
    assert lab_days(got)["test:hba1c"] == day_before(14)
    history = [(1, "오늘 피검사했어요 결과는 내일")]
    got = offline_scenario(scenario(history, "A1c 7.2, 공복 138", "ko"), index, dictionary)
    assert set(lab_days(got).values()) == {day_before(1)}


def test_a_draw_day_said_in_the_draw_turn_is_the_day(dictionary: Dictionary, index: AliasIndex) -> None:
    got = offline_scenario(scenario([(2, "피검사 어제 했어요")], "페리틴 210이래요", "ko"), index, dictionary)
    assert lab_days(got)["test:ferritin"] == day_before(3)


@pytest.mark.parametrize(("history", "text", "lang"), [
    # a referral or a plan is no draw (session 57's blind move: "GP sent me for bloods")
    ([(6, "GP sent me for bloods because my liver numbers were a bit off")], "That blood test came back. ALT 68",
     "en"),
    ([(5, "의사가 피검사 해보래요")], "피검사 결과 나왔어요 공복혈당 98", "ko"),
    # an arrival is no draw: the results are dated the day they are told
    ([(3, "my bloods came back, doc wants to talk about them")], "LDL 130 and A1c 5.8", "en"),
    # a retest's results belong to the retest (session 57's blind move: "재검은 통과했어요! 공복 82")
    ([(3, "피검사 했어요")], "재검은 통과했어요! 공복혈당 82", "ko"),
    ([(3, "bloods drawn")], "recheck came back fine: ALT 30", "en"),
    # a turn that told results closed the batch: later results are news of their own
    ([(4, "피검사 했어요"), (2, "피검사 결과 크레아티닌 0.9 나왔어요")], "eGFR 94래요", "ko"),
    # past the draw window
    ([(25, "피검사 했어요")], "페리틴 210이래요", "ko"),
    # a draw booked for a day to come
    ([(5, "피검사 다음주 화요일")], "페리틴 210이래요", "ko"),
    # the turn says the day of its results
    ([(3, "피검사 했어요")], "오늘 결과 나왔어요 페리틴 210", "ko"),
])
def test_no_draw_leaves_the_day_told(dictionary: Dictionary, index: AliasIndex, history: list[tuple[int, str]],
                                     text: str, lang: str) -> None:
    got = offline_scenario(scenario(history, text, lang), index, dictionary)
    days = lab_days(got)
    assert days and set(days.values()) == {LATER.date().isoformat()}


def test_a_retest_planned_after_the_results_still_takes_the_draw(dictionary: Dictionary, index: AliasIndex) -> None:
    history = [(2, "국가건강검진 피검사 했어요")]
    got = offline_scenario(scenario(history, "혈색소 11.2, 총콜레스테롤 245. 재검하래요", "ko"), index, dictionary)
    assert set(lab_days(got).values()) == {day_before(2)}


def turn(days: int, text: str, *, coordinates: tuple[str, ...] = (), asked: bool = False) -> ThreadTurn:
    return ThreadTurn(said_at=LATER - dt.timedelta(days=days), text=text, lang="en", asked=asked,
                      coordinates=list(coordinates))


def ldl(**fields: Any) -> Any:
    return make_record("lab_result", rule_id="measure.term_value", coordinate="test:ldl_cholesterol", value=130.0,
                       unit="mg/dL", span="LDL 130", span_start=0, span_end=7, **fields)


def test_the_moved_record_carries_the_rule_and_the_draws_words(dictionary: Dictionary) -> None:
    got = dated_by_draw("LDL 130", "en", LATER, [ldl(date=LATER.date(), time_assumed=True)],
                        lambda: [turn(3, "had bloods drawn")], dictionary)
    assert got is not None
    assert [(r.date, r.time_rule, r.time_assumed, r.time_expression) for r in got] == [
        ((LATER - dt.timedelta(days=3)).date(), RULE, False, "bloods")]


def test_the_earlier_turns_are_not_read_for_a_day_said(dictionary: Dictionary) -> None:
    def never() -> list[ThreadTurn]:
        raise AssertionError("read")

    assert dated_by_draw("LDL 130 today", "en", LATER, [ldl(date=LATER.date(), time_assumed=False)], never,
                         dictionary) is None
    assert dated_by_draw("LDL 130, came back yesterday", "en", LATER, [ldl(date=LATER.date(), time_assumed=True)],
                         never, dictionary) is None


def test_a_question_a_later_turn_and_the_last_draw(dictionary: Dictionary) -> None:
    assert draw_day(LATER, "en", [turn(3, "when are my labs due?", asked=True)], dictionary) is None
    assert draw_day(LATER, "en", [turn(3, "bloods drawn"), turn(-1, "labs drawn")], dictionary) == (
        (LATER - dt.timedelta(days=3)).date(), "bloods")
    # the last draw counts; a turn since that told a lab result closes its batch
    assert draw_day(LATER, "en", [turn(5, "labs drawn"), turn(2, "bloods drawn")], dictionary) == (
        (LATER - dt.timedelta(days=2)).date(), "bloods")
    assert draw_day(LATER, "en", [turn(5, "labs drawn"), turn(2, "a1c 5.8", coordinates=("test:hba1c",))],
                    dictionary) is None
    # a question kept without its words (an Ask) names what it asked, it told nothing: the batch stays open
    assert draw_day(LATER, "en", [turn(5, "labs drawn"), turn(2, "", coordinates=("test:hba1c",), asked=True)],
                    dictionary) == ((LATER - dt.timedelta(days=5)).date(), "labs")


def test_n_days_later_counts_from_the_draw_not_a_day_of_the_results(dictionary: Dictionary, index: AliasIndex) -> None:
    """"2 days later" is read forward from the turn's own day, a day to come: no day of results told now, so they
    keep the draw's day; a past day said in the turn still dates them."""
    history = [(2, "Got my bloods drawn at the clinic near the office")]
    got = offline_scenario(scenario(history, "2 days later and the lab finally emailed: vitamin D 14, ferritin 9"),
                           index, dictionary)
    assert set(lab_days(got).values()) == {day_before(2)}
    got = offline_scenario(scenario(history, "came back yesterday: vitamin D 14, ferritin 9"), index, dictionary)
    assert set(lab_days(got).values()) == {(LATER - dt.timedelta(days=1)).date().isoformat()}


@pytest.mark.parametrize("draw", ["Got my 6 month bloods drawn at Quest", "had blood work done this morning",
                                  "blood taken at 8, results next week"])
def test_a_draw_told_with_no_other_health_word_is_kept_and_dates_the_results(
        dictionary: Dictionary, index: AliasIndex, draw: str) -> None:
    """A draw told alone names no test, reading or place of care: the RETAIN gate keeps it (cue list
    ``gate_health``) so that the results told days later find it."""
    got = offline_scenario(scenario([(3, draw)], "portal says creatinine 0.9, eGFR 94"), index, dictionary)
    assert set(lab_days(got).values()) == {day_before(3)}


@pytest.mark.parametrize("draw", ["오늘 아침 공복으로 피 뽑고 왔어요", "오늘 아침 공복에 피 뽑았어요 (갑상선, 리튬)"])
def test_blood_taken_said_as_pi_ppopda_is_a_draw(dictionary: Dictionary, index: AliasIndex, draw: str) -> None:
    """Blood taken said as 피 뽑았어요 names the batch as 피검사 / 채혈 do (cue list result_batch, session 64)."""
    results = "결과 나왔어요. 공복혈당 118, 헤모글로빈 11.8"
    got = offline_scenario(scenario([(2, draw)], results, "ko"), index, dictionary)
    assert set(lab_days(got).values()) == {day_before(2)}
