"""Session 58's read-path rows (pure): "after" a day said opens the window from that day to the moment asked ("did my
fasting sugar settle back after the fourth of july"); "in a day" is a unit, not a window ("most steps in a day in
June"); a night judged ("the worst night") asks the sleep; a reading asked at a visit named as its place ("what was my
bp at the OB?") ranks the reading of the visit's day before a newer one."""

from __future__ import annotations

import datetime as dt

import pytest

from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.associative import FactHit
from pia_graph.retrieve.fuse import fuse
from pia_graph.retrieve.fuse_records import outside_concept, visit_days
from pia_graph.retrieve.structured import structured_hits
from pia_graph.retrieve.understand import understand
from tests.unit.retrieve.fuse_rows import SAID, fact_row, record_row

US = dt.datetime(2026, 7, 28, 9, 0, tzinfo=dt.timezone(dt.timedelta(hours=-4)))


@pytest.mark.parametrize(("text", "start"), [
    ("did my fasting sugar settle back after the fourth of july?", dt.date(2026, 7, 4)),
    ("how high did my fever get after thanksgiving?", dt.date(2025, 11, 27)),
    ("what did I weigh after easter compared to now?", dt.date(2026, 4, 5)),
    ("any bp readings following memorial day?", dt.date(2026, 5, 25)),
])
def test_after_a_day_opens_the_window_to_the_moment_asked(
        text: str, start: dt.date, index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand(text, US, "en", index, dictionary)
    assert u.window is not None
    assert (u.window.start, u.window.end) == (start, US.date()), text


@pytest.mark.parametrize("text", ["what was my bp on the fourth of july?", "my sugar the day after thanksgiving?"])
def test_a_day_said_without_after_stays_one_day(text: str, index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand(text, US, "en", index, dictionary)
    assert u.window is not None
    assert u.window.start == u.window.end, text


def test_in_a_day_is_a_unit_not_a_window(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("most steps I've had in a day in June?", US, "en", index, dictionary)
    assert u.window is not None
    assert (u.window.start, u.window.end) == (dt.date(2026, 6, 1), dt.date(2026, 6, 30))
    u = understand("how many coffees do I have in a day?", US, "en", index, dictionary)
    assert u.window is None
    # a number of days is still a window
    u = understand("what's my bp been in the last 3 days?", US, "en", index, dictionary)
    assert u.window is not None


@pytest.mark.parametrize(("text", "sleep"), [
    ("what's the worst night I had in March?", True),
    ("best nights this month?", True),
    ("did I have a good night out on friday?", False),
    ("what was my worst night of pain?", False),
])
def test_a_night_judged_asks_the_sleep(text: str, sleep: bool, index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand(text, US, "en", index, dictionary)
    assert ("sleep" in {d.value for d in u.record_types}) is sleep, text


def test_a_reading_asked_at_a_visit_ranks_that_days_reading_first(
        index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("what was my bp at the OB?", SAID, "en", index, dictionary)
    at_ob = [record_row("s1", "vital:systolic_bp", dt.date(2026, 7, 10), "t1", kind="vital_sign", value=138),
             record_row("d1", "vital:diastolic_bp", dt.date(2026, 7, 10), "t1", kind="vital_sign", value=88)]
    home = [record_row("s2", "vital:systolic_bp", dt.date(2026, 7, 24), "t2", kind="vital_sign", value=130),
            record_row("d2", "vital:diastolic_bp", dt.date(2026, 7, 24), "t2", kind="vital_sign", value=84)]
    said = FactHit(fact_row("f1", "t1", "OB Dr Martin said my BP is a bit high, 138/88", dt.date(2026, 7, 10)),
                   text_rank=1, rrf=0.01)
    hits = structured_hits(u, [*at_ob, *home], [])
    out = fuse(u, "structured", hits, [said], {}, dictionary, SAID, 10, mentions={"f1": {"visit:specialist"}})
    assert {i.id for i in out.items[:2]} == {"s1", "d1"}
    assert "measured_at_the_visit" in out.items[0].why
    # the same readings asked with no visit: the newest first, as before
    u = understand("what was my bp?", SAID, "en", index, dictionary)
    out = fuse(u, "structured", structured_hits(u, [*at_ob, *home], []), [said], {}, dictionary, SAID, 10,
               mentions={"f1": {"visit:specialist"}})
    assert {i.id for i in out.items[:2]} == {"s2", "d2"}


def test_a_visit_named_beside_no_reading_dates_nothing(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("what did the OB say?", SAID, "en", index, dictionary)
    said = FactHit(fact_row("f1", "t1", "OB Dr Martin said my BP is a bit high", dt.date(2026, 7, 10)), text_rank=1)
    assert visit_days(u, [], [said], {"f1": {"visit:specialist"}}) == (set(), True)


@pytest.mark.parametrize(("text", "asked"), [
    ("how high did my fever get after thanksgiving?", "highest"),
    ("how high did my temperature get with the flu?", "highest"),
    ("how low did my oxygen get when i had covid", "lowest"),
    ("how high is the dose I'm on?", None),
    ("is it too high?", None),
])
def test_how_high_did_it_get_asks_the_peak(
        text: str, asked: str | None, index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand(text, US, "en", index, dictionary)
    peaks = {d.value for d in u.fields} & {"highest", "lowest"}
    assert peaks == ({asked} if asked else set()), text


def test_a_sentence_outside_the_concept_asked_is_a_siblings(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("what were my sugar numbers on the annual check?", SAID, "en", index, dictionary)
    assert outside_concept(u, {"test:triglycerides", "visit:checkup"})
    assert not outside_concept(u, {"test:fasting_glucose", "test:triglycerides"})  # it names a member too
    assert not outside_concept(u, {"condition:prediabetes"})  # another kind: not a sibling
    assert not outside_concept(u, {"visit:specialist"})  # a visit's sentence names no measure
    # a visit's results asked: the panel fences nothing
    u = understand("그 검사 결과 뭐라고 했더라? 교수님 이름도", SAID, "ko", index, dictionary)
    assert not outside_concept(u, {"test:ecg"})
    # a term named: the hard boundary decides, as before
    u = understand("what was my LDL?", SAID, "en", index, dictionary)
    assert not outside_concept(u, {"test:hdl_cholesterol"})
    trig = FactHit(fact_row("f1", "t1", "triglycerides 210 mg/dl on my annual check", dt.date(2026, 6, 2)),
                   text_rank=1, rrf=0.02)
    u = understand("what were my sugar numbers on the annual check?", SAID, "en", index, dictionary)
    out = fuse(u, "both", [], [trig], {}, dictionary, SAID, 10, mentions={"f1": {"test:triglycerides"}})
    assert out.items == []
    assert out.dropped.get("fact_names_a_sibling") == 1
