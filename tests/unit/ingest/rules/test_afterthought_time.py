"""A time said as a sentence of its own right after the statement it dates ("...맞았어요. 그저께요.", "...out. In
2011."), a visit booked ahead dated by the day its sentence names, and a time said in a later clause that compares
left to the compared value (``afterthought_time``, ``timing``)."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.ingest.clauses import Segment
from pia_graph.ingest.extract.afterthought_time import time_only
from pia_graph.temporal import resolve_in_text
from tests.unit.ingest.rule_test_helpers import SAID_KST_PM, SAID_UTC_JUL9


def _fields(run: Any, text: str, lang: str, rtype: str, said: str = SAID_KST_PM) -> list[dict[str, Any]]:
    return [r.model_dump() for r in run(text, said, lang).records if r.type == rtype]


def test_a_day_said_alone_after_a_dose_dates_it(run: Any) -> None:
    got = _fields(run, "진통제 이부프로펜 한 알 먹었어요. 그저께요.", "ko", "medication_intake")
    assert [r["date"] for r in got] == [dt.date(2026, 3, 9)]


def test_a_year_said_alone_after_an_operation_dates_it(run: Any) -> None:
    got = _fields(run, "Had my gallbladder out. In 2011.", "en", "surgery", SAID_UTC_JUL9)
    assert [r["year"] for r in got] == [2011]


def test_a_sentence_that_tells_more_than_a_time_dates_nothing_before_it(run: Any) -> None:
    """ "어제 병원 갔어요" tells a visit of its own: the dose before it keeps the turn's day."""
    got = _fields(run, "이부프로펜 한 알 먹었어요. 어제 병원 갔었는데 별말 없었어요.", "ko", "medication_intake")
    assert [r["date"] for r in got] == [dt.date(2026, 3, 11)]


@pytest.mark.parametrize(("sentence", "lang", "only_time"), [
    ("작년 여름이요.", "ko", True),
    ("In 2011.", "en", True),
    ("it was on Monday.", "en", True),
    ("월요일에 병원 갔어요.", "ko", False),
    ("The scan was on Monday.", "en", False),
])
def test_time_only(sentence: str, lang: str, only_time: bool) -> None:
    said = dt.datetime(2026, 7, 9, 12, tzinfo=dt.UTC)
    resolutions = [r for r in resolve_in_text(sentence, said, lang) if r.span is not None]
    got = time_only(Segment(sentence, 0, len(sentence)), resolutions, lang)
    assert (got is not None) == only_time


def test_a_visit_booked_ahead_takes_the_day_its_sentence_names(run: Any) -> None:
    """ "Follow-up with the nephrologist, Dr. Lee, is next Tuesday": the booked visit's day, not the turn's."""
    got = _fields(run, "Follow-up with the kidney doctor, Dr. Lee, is next Tuesday at 10.", "en", "medical_visit",
                  SAID_UTC_JUL9)
    assert [(r["status"], r["date"]) for r in got] == [("scheduled", dt.date(2026, 7, 14))]


@pytest.mark.parametrize(("text", "lang", "said", "day"), [
    # an operation booked ahead is a clinic visit on its day; the operation is told when it is done
    ("Hip replacement booked for August 3. Surgeon said it went well last time.", "en", SAID_UTC_JUL9,
     dt.date(2026, 8, 3)),
    ("Knee arthroscopy scheduled for the 21st.", "en", SAID_UTC_JUL9, dt.date(2026, 7, 21)),
    ("대장내시경 일정 잡았음 4월 2일", "ko", SAID_KST_PM, dt.date(2026, 4, 2)),
])
def test_a_procedure_booked_ahead_is_a_visit_on_its_day(run: Any, text: str, lang: str, said: str,
                                                          day: dt.date) -> None:
    records = run(text, said, lang).records
    assert [(r.type, r.coordinate, r.date) for r in records if r.type in ("medical_visit", "surgery")] == \
        [("medical_visit", "visit:clinic", day)]


def test_a_time_in_a_later_comparing_clause_is_the_compared_values(run: Any) -> None:
    """March is the 130s', the reading is today's."""
    got = _fields(run, "fasting 104, much lower than the 130s I had back in March", "en", "lab_result",
                  SAID_UTC_JUL9)
    assert [(r["value"], r["date"], r["month"]) for r in got] == [(104.0, dt.date(2026, 7, 9), None)]
