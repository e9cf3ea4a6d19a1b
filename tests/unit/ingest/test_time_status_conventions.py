"""Conventions for a record's time and status that hold for a whole kind of record (session 22), one test
per convention, with wording of their own:
- a result with no time in its sentence was drawn when the utterance's one batch of results was (the
  ``result_batch`` cue list), and a checkup with no time of its own is that batch's;
- a condition told as news just given (the ``diagnosis_news`` cue list) is dated the day it is said;
- the wording that ends a symptom is one dictionary list (``resolved``), Korean chat endings included;
- "parents" (부모님) names both parents; relatives listed after a condition ("- my mum and my sister both had
  it") are each a family history."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

SAID = "2026-05-14T18:00:00+09:00"  # a Thursday


def _dated(run: Any, text: str, lang: str = "en") -> set[tuple[str, str, Any]]:
    return {(r.type, r.coordinate, r.date.isoformat() if isinstance(r.date, dt.date) else r.date)
            for r in run(text, SAID, lang).records}


@pytest.mark.parametrize(("text", "lang", "day"), [
    ("labs from tuesday are in. ldl 131, hdl 44", "en", "2026-05-12"),
    ("ldl 131 and hdl 44. the blood draw was yesterday", "en", "2026-05-13"),
    ("콜레스테롤 LDL 131 나왔어요. 피검사는 5월 2일에 했어요", "ko", "2026-05-02"),
])
def test_results_take_the_time_of_their_batch(run: Any, text: str, lang: str, day: str) -> None:
    got = {(t, d) for t, c, d in _dated(run, text, lang) if t == "lab_result"}
    assert got and got == {("lab_result", day)}


def test_results_of_two_batches_on_different_days_keep_said_at(run: Any) -> None:
    got = _dated(run, "ldl 131. labs from monday and labs from tuesday")
    assert ("lab_result", "test:ldl_cholesterol", "2026-05-14") in got  # two batch days: none is chosen


def test_a_future_batch_does_not_date_a_result(run: Any) -> None:
    assert ("lab_result", "test:ldl_cholesterol", "2026-05-14") in _dated(run, "ldl 131. repeat labs next friday")


def test_checkup_with_no_time_takes_its_batch_day(run: Any) -> None:
    got = _dated(run, "건강검진 결과 공복혈당 101 (5월 4일 검사)", "ko")
    assert ("medical_visit", "visit:checkup", "2026-05-04") in got
    assert ("lab_result", "test:fasting_glucose", "2026-05-04") in got


@pytest.mark.parametrize(("text", "lang", "coordinate"), [
    ("the endo confirmed hypothyroidism", "en", "condition:hypothyroidism"),
    ("nephrologist says it's gout", "en", "condition:gout"),
    ("고지혈증이래요 ㅠ", "ko", "condition:dyslipidemia"),
])
def test_condition_told_as_news_is_dated_the_day_said(run: Any, text: str, lang: str, coordinate: str) -> None:
    assert ("condition", coordinate, "2026-05-14") in _dated(run, text, lang)


@pytest.mark.parametrize("text", ["I have gout", "confirmed gout back in 2019"])
def test_condition_without_news_or_with_its_own_time_keeps_it(run: Any, text: str) -> None:
    records = [r for r in run(text, SAID, "en").records if r.type == "condition"]
    assert records and all(r.date is None for r in records)


@pytest.mark.parametrize(("text", "lang"), [
    ("sore throat finally broke", "en"),
    ("the cough wore off", "en"),
    ("두통 사라짐", "ko"),
    ("기침 그침", "ko"),
    ("어지러움 가라앉음", "ko"),
])
def test_resolved_wording_is_the_dictionary_list(run: Any, text: str, lang: str) -> None:
    statuses = [r.status for r in run(text, SAID, lang).records if r.type == "symptom"]
    assert statuses == ["resolved"]


def test_resolved_wording_has_no_python_copy() -> None:
    from pia_graph.ingest import negation

    assert not [n for n in vars(negation) if n.startswith("_RESOLVED")]
    assert negation.is_resolved("the rash cleared up", "en") and not negation.is_resolved("the rash", "en")


@pytest.mark.parametrize(("text", "lang", "relations"), [
    ("my parents both have high blood pressure", "en", {"mother", "father"}),
    ("부모님이 고혈압 있으세요", "ko", {"mother", "father"}),
    ("asthma runs in the family - my mum and my sister both had it", "en", {"mother", "sister"}),
])
def test_relatives_named_together(run: Any, text: str, lang: str, relations: set[str]) -> None:
    got = [r for r in run(text, SAID, lang).records]
    assert {r.relation for r in got if r.type == "family_history"} == relations
    assert not [r for r in got if r.type == "condition"]
