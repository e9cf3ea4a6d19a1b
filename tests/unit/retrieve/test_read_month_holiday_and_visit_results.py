"""Session 37's read-path mechanisms (pure): a month named before a noun dates the question ("my august
physical"), a holiday's weekend is a window ("labor day weekend"), and a visit's results asked reach the panel the
dictionary relates to the visit, with what was measured on the visit's day first. The sentences are written for the
test, not taken from a suite."""

from __future__ import annotations

import datetime as dt

from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.fuse import fuse
from pia_graph.retrieve.structured import structured_hits
from pia_graph.retrieve.understand import understand
from tests.unit.retrieve.fuse_rows import SAID, record_row

US = dt.datetime(2026, 10, 29, 21, 0, tzinfo=dt.timezone(dt.timedelta(hours=-5)))


def test_a_month_before_a_noun_dates_the_question(index: AliasIndex, dictionary: Dictionary) -> None:
    for text in ("what came back from my august physical", "what were my labs from the march checkup",
                 "how was my bp at that july appointment"):
        w = understand(text, US, "en", index, dictionary).window
        assert w is not None and w.start.day == 1 and w.rule_id == "en.month_attributive", text
        assert w.start.month == {"aug": 8, "mar": 3, "jul": 7}[w.expression.split()[-1][:3]]
        assert w.end.month == w.start.month
    # a month name that is no month: the modal, a name followed by "of"
    for text in ("the may labs", "i walked the march of dimes"):
        assert understand(text, US, "en", index, dictionary).window is None, text


def test_a_holidays_weekend_is_the_holiday_with_its_weekend(index: AliasIndex, dictionary: Dictionary) -> None:
    w = understand("how much did i drink over labor day weekend", US, "en", index, dictionary).window
    assert w is not None and (w.start, w.end) == (dt.date(2026, 9, 5), dt.date(2026, 9, 7))  # Saturday to Monday
    w = understand("what did i eat thanksgiving weekend", US, "en", index, dictionary).window
    assert w is not None and (w.start, w.end) == (dt.date(2025, 11, 27), dt.date(2025, 11, 30))  # Thursday to Sunday
    w = understand("what did i drink on labor day", US, "en", index, dictionary).window
    assert w is not None and w.start == w.end == dt.date(2026, 9, 7)  # the day alone without "weekend"


def test_a_visits_results_reach_the_panel_it_relates_to(index: AliasIndex, dictionary: Dictionary) -> None:
    for text in ("what came back from my august physical", "results from my annual physical"):
        u = understand(text, US, "en", index, dictionary)
        coords = {d.value: d.reason for d in u.coordinates}
        assert coords["test:ldl_cholesterol"] == "results:concept:checkup:primary", text
        assert coords["vital:systolic_bp"].startswith("results:"), text
        assert coords["visit:checkup"].startswith("visit_context:"), text
        assert "results" in {d.value for d in u.fields}, text
    # a visit asked without its results stays the answer itself
    u = understand("when was my last physical", US, "en", index, dictionary)
    assert {d.value for d in u.coordinates} == {"visit:checkup"}


def test_what_was_measured_on_the_visits_day_answers_first(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("results from my annual physical", SAID, "en", index, dictionary)
    visit = record_row("v1", "visit:checkup", dt.date(2026, 8, 14), "t1", kind="medical_visit")
    at_visit = record_row("l1", "test:ldl_cholesterol", dt.date(2026, 8, 14), "t2", kind="lab_result", value=138)
    later = record_row("l2", "test:ldl_cholesterol", dt.date(2026, 9, 20), "t3", kind="lab_result", value=120)
    bp_later = record_row("b1", "vital:systolic_bp", dt.date(2026, 10, 1), "t4", kind="vital_sign", value=128)
    out = fuse(u, "structured", structured_hits(u, [visit, at_visit, later, bp_later], []), [], {}, dictionary,
               SAID, 10)
    assert out.items[0].id == "l1"
    assert "measured_at_the_visit" in out.items[0].why
    # without results asked the newest reading of the panel comes first, as before
    u = understand("my cholesterol numbers", SAID, "en", index, dictionary)
    out = fuse(u, "structured", structured_hits(u, [at_visit, later], []), [], {}, dictionary, SAID, 10)
    assert [i.id for i in out.items][:2] == ["l2", "l1"]
