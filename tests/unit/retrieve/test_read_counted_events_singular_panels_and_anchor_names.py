"""Session 61's question understanding (pure): "the first checkup" counts checkups, it is no day of the month; a panel
said in the singular ("my liver number") is the panel; a name that begins with an anchor's words ("스테로이드 먹고 나서
혈당": the after-meal sugar's name) is read from the anchor's end when a medicine is said right before the anchor. The
sentences are written for the test, not taken from a suite."""

from __future__ import annotations

import datetime as dt

from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.understand import understand
from pia_graph.temporal import resolve_in_text
from tests.unit.retrieve.fuse_rows import SAID


def test_an_ordinal_before_an_event_noun_is_a_count_not_a_day(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("what was my ldl at the second physical this year?", SAID, "en", index, dictionary)
    assert u.window is not None and u.window.expression == "this year"
    u = understand("what was my a1c at the first checkup this year?", SAID, "en", index, dictionary)
    assert u.window is not None and u.window.expression == "this year"
    assert "first" in {d.value for d in u.fields}


def test_an_ordinal_alone_is_still_a_day() -> None:
    said = dt.datetime(2026, 5, 20, 9, 0, tzinfo=dt.UTC)
    got = resolve_in_text("my bp on the first was 130/85", said, "en")
    assert any(r.rule_id == "en.day_of_month" and r.date == dt.date(2026, 5, 1) for r in got)
    got = resolve_in_text("at the first checkup this year my bp was 130/85", said, "en")
    assert not any(r.rule_id == "en.day_of_month" for r in got)


def test_a_panel_said_in_the_singular_is_the_panel(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("what happened to my kidney level after the ibuprofen", SAID, "en", index, dictionary)
    assert "concept:kidney" in {d.value for d in u.concepts}
    u = understand("how is my liver number", SAID, "en", index, dictionary)
    assert "concept:liver" in {d.value for d in u.concepts}
    assert {"test:alt", "test:ast"} <= {d.value for d in u.coordinates}


def test_a_short_word_before_a_plural_keeps_its_own_reading(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("how's my sugar been lately", SAID, "en", index, dictionary)
    assert [d.value for d in u.concepts] == ["concept:blood_glucose"]


def test_a_name_that_begins_with_the_anchor_is_read_after_it(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("스테로이드 먹고 나서 혈당 올랐어?", SAID, "ko", index, dictionary)
    coords = {d.value: d.reason for d in u.coordinates}
    assert "concept:blood_glucose" in {d.value for d in u.concepts}
    assert coords["test:fasting_glucose"].startswith("concept:")  # the readings asked, the fasting ones included
    assert coords["drug:prednisolone"].startswith("anchor:")  # the steroid only dates the question
    u = understand("프레드니솔론 먹고 나서 혈당 어때?", SAID, "ko", index, dictionary)
    assert "concept:blood_glucose" in {d.value for d in u.concepts}
    assert {d.value: d.reason for d in u.coordinates}["drug:prednisolone"].startswith("anchor:")


def test_no_medicine_before_the_anchor_keeps_the_after_meal_sugar(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("어제 먹고 나서 혈당 얼마였지?", SAID, "ko", index, dictionary)
    assert [d.value for d in u.entities] == ["test:postprandial_glucose"]
    assert not u.concepts


def test_a_visit_that_places_the_question_asks_no_visit_type(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("has my bp improved since the company checkup?", SAID, "en", index, dictionary)
    assert {d.value: d.reason for d in u.coordinates}["visit:checkup"].startswith("visit_context:")
    assert "medical_visit" not in {d.value for d in u.record_types}
    u = understand("건강검진 콜레스테롤 결과", SAID, "ko", index, dictionary)
    assert "medical_visit" not in {d.value for d in u.record_types}
    u = understand("when was my last checkup?", SAID, "en", index, dictionary)  # the visit asked: its type stays
    assert "medical_visit" in {d.value for d in u.record_types}


def test_a_dose_change_said_in_the_passive_dates_the_question(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("did my bp go up after the lisinopril was lowered?", SAID, "en", index, dictionary)
    assert {d.value: d.reason for d in u.coordinates}["drug:lisinopril"].startswith("anchor:")
    u = understand("did my bp go up after the lisinopril?", SAID, "en", index, dictionary)
    assert {d.value: d.reason for d in u.coordinates}["drug:lisinopril"] == "alias:alias"
