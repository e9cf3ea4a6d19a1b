"""Session 56's read-path rows (pure): a drug named right after "since the" dates the question, an anchor's clause
ends at a mark written against its word, "am I losing weight" asks the scale, a reading of a meal alone asks the
post-meal glucose, "what dose am I on" asks the regimen, and "when did I take it" asks the doses taken."""

from __future__ import annotations

import datetime as dt

import pytest

from pia_graph.memory.recall_models import QueryUnderstanding
from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.records import regimen_status_asked
from pia_graph.retrieve.understand import asked_statuses, understand

TZ = dt.timezone(dt.timedelta(hours=-5))
SAID = dt.datetime(2026, 6, 10, 20, 0, tzinfo=TZ)


def reasons(u: QueryUnderstanding) -> dict[str, str]:
    return {d.value: d.reason for d in u.coordinates}


def types(u: QueryUnderstanding) -> set[str]:
    return {d.value for d in u.record_types}


@pytest.mark.parametrize(("text", "drug", "asked"), [
    ("has my bp come down since the lisinopril?", "drug:lisinopril", "vital:systolic_bp"),
    ("is my heartburn better since the omeprazole? and what did the GP say", "drug:omeprazole", "symptom:heartburn"),
    ("have my sugars been better since the metformin dose went up", "drug:metformin", "test:fasting_glucose"),
])
def test_a_drug_right_after_since_the_dates_the_question(
        text: str, drug: str, asked: str, index: AliasIndex, dictionary: Dictionary) -> None:
    got = reasons(understand(text, SAID, "en", index, dictionary))
    assert got[drug].startswith("anchor:"), got
    assert not got[asked].startswith("anchor:"), got


def test_since_the_with_more_words_is_no_anchor(index: AliasIndex, dictionary: Dictionary) -> None:
    got = reasons(understand("what's my ldl since the statin and what dose am I on", SAID, "en", index, dictionary))
    assert not any(r.startswith("anchor:") for r in got.values()), got  # the statin is asked too


def test_an_event_under_since_my_asks_no_record_type(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("knee pain since the surgery? and what exercises did PT give me", SAID, "en", index, dictionary)
    assert "surgery" not in types(u)  # the surgery dates the question
    assert "exercise" in types(u)  # after the mark, the exercises are asked


def test_a_mark_against_its_word_ends_the_anchors_clause(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("strength sessions since the inbody? and my muscle target", SAID, "en", index, dictionary)
    assert "goal" in types(u)  # "target" stands after the mark: asked, not dated


@pytest.mark.parametrize(("text", "scale"), [
    ("am i losing weight since i started the adderall?", True), ("have i been losing weight lately", True),
    ("i want to lose weight, what's my target", False)])
def test_losing_weight_asked_of_oneself_is_the_scale(
        text: str, scale: bool, index: AliasIndex, dictionary: Dictionary) -> None:
    got = reasons(understand(text, SAID, "en", index, dictionary))
    assert (got.get("body:weight", "").startswith("sense:")) is scale, got
    assert "goal:weight" in got  # the goal stays, after the scale when the scale is meant


@pytest.mark.parametrize(("text", "lang"), [
    ("what are my after-lunch numbers?", "en"), ("what were my readings after dinner", "en"),
    ("점심 먹고 잰 수치 보여줘", "ko")])
def test_a_reading_of_a_meal_alone_is_the_post_meal_glucose(
        text: str, lang: str, index: AliasIndex, dictionary: Dictionary) -> None:
    got = reasons(understand(text, SAID, lang, index, dictionary))  # type: ignore[arg-type]
    assert list(got) == ["test:postprandial_glucose"], got
    assert got["test:postprandial_glucose"].startswith("meal_dates:meal:")


@pytest.mark.parametrize("text", ["how many snacks did i have after dinner", "how many calories after lunch",
                                  "what did i eat after lunch"])
def test_a_meal_asked_as_a_meal_stays(text: str, index: AliasIndex, dictionary: Dictionary) -> None:
    assert "test:postprandial_glucose" not in reasons(understand(text, SAID, "en", index, dictionary))


@pytest.mark.parametrize(("text", "regimen"), [
    ("what dose am i on now?", True), ("what dose of losartan am I on now", True),
    ("which doses did i miss", False)])
def test_a_dose_asked_is_the_regimen(text: str, regimen: bool, index: AliasIndex, dictionary: Dictionary) -> None:
    assert ("medication_regimen" in types(understand(text, SAID, "en", index, dictionary))) is regimen


@pytest.mark.parametrize(("text", "lang", "taken"), [
    ("when did i take naproxen this cycle or last?", "en", True),
    ("did I take my thyroid tablet this morning?", "en", True),
    ("생리통 약 언제 먹었어", "ko", True), ("수면제 먹은 날이랑 그날 잠", "ko", True),
    ("what do i take for pain", "en", False), ("철분제 언제 빼먹었지?", "ko", False),
    ("이번달 약 빼먹은 날", "ko", False), ("그 약 언제부터 먹었지?", "ko", False)])
def test_the_doses_taken_are_asked(text: str, lang: str, taken: bool, index: AliasIndex,
                                   dictionary: Dictionary) -> None:
    u = understand(text, SAID, lang, index, dictionary)  # type: ignore[arg-type]
    assert ("taken" in asked_statuses(u)) is taken, text


def test_a_dose_taken_is_asked_and_a_missed_one_is_not() -> None:
    day = dt.date(2026, 6, 1)
    taken = {"type": "medication_intake", "status": "taken"}
    missed = {"type": "medication_intake", "status": "missed"}
    regimen = {"type": "medication_regimen", "status": "active", "start": day}
    assert regimen_status_asked(taken, {"taken"}, day)
    assert not regimen_status_asked(missed, {"taken"}, day)
    assert regimen_status_asked(missed, {"missed"}, day)
    assert not regimen_status_asked(taken, {"missed"}, day)
    assert not regimen_status_asked(regimen, {"taken"}, day)


@pytest.mark.parametrize(("text", "lang"), [("비타민D 먹고 나서 수치 올랐어?", "ko"),
                                            ("since I started the vitamin d is my level better?", "en")])
def test_a_name_of_a_pill_and_a_level_under_an_anchor_asks_the_level(
        text: str, lang: str, index: AliasIndex, dictionary: Dictionary) -> None:
    got = reasons(understand(text, SAID, lang, index, dictionary))  # type: ignore[arg-type]
    assert got["drug:vitamin_d_supplement"].startswith("anchor:"), got
    assert got["test:vitamin_d"] == "effect:drug:vitamin_d_supplement", got


def test_a_question_word_with_s_ends_the_anchors_clause(index: AliasIndex, dictionary: Dictionary) -> None:
    got = reasons(understand("since I started the vitamin d how's my sleep", SAID, "en", index, dictionary))
    assert got["sleep:night"].startswith("alias"), got



@pytest.mark.parametrize(("text", "lang"), [("어느 약국이었지", "ko"), ("어느 치과 갔었지", "ko"),
                                            ("which pharmacy was it", "en")])
def test_which_place_of_care_asks_its_name(text: str, lang: str, index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand(text, SAID, lang, index, dictionary)  # type: ignore[arg-type]
    assert "name" in {d.value for d in u.fields}
