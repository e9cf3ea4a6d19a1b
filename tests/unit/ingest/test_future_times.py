"""A time after said_at (now resolved: "in 3 months", 글피, ranges) never dates a past event."""

from __future__ import annotations

from typing import Any

from pia_graph.ingest.scoring import record_to_expect


def _recs(run: Any, text: str, said_at: str, lang: str = "en") -> list[dict[str, Any]]:
    return [record_to_expect(r) for r in run(text, said_at, lang).records]


def test_a_result_is_not_dated_by_a_plan_in_another_clause(run: Any) -> None:
    recs = _recs(run, "LDL 131, the doctor will recheck it in 2 months", "2026-05-02T10:00:00+00:00")
    ldl = [r for r in recs if r["coordinate"] == "test:ldl_cholesterol"]
    assert ldl and ldl[0].get("date") == "2026-05-02"


def test_a_negated_span_is_not_the_future(run: Any) -> None:
    recs = _recs(run, "I haven't smoked in 3 weeks", "2026-05-02T10:00:00+00:00")
    assert recs and all(r.get("date", "2026-05-02") <= "2026-05-02" for r in recs)


def test_an_upcoming_visit_in_its_own_clause_is_not_stored_as_today(run: Any) -> None:
    recs = _recs(run, "booked a dermatologist visit for the 20th", "2026-05-02T10:00:00+00:00")
    assert not [r for r in recs if r["type"] == "medical_visit" and r.get("date") == "2026-05-02"]


def test_a_range_dates_a_course_of_medication(run: Any) -> None:
    recs = _recs(run, "took amoxicillin from 4/1 to 4/7", "2026-05-02T10:00:00+00:00")
    course = [r for r in recs if r["coordinate"] == "drug:amoxicillin"]
    assert course and (course[0].get("start"), course[0].get("end")) == ("2026-04-01", "2026-04-07")
