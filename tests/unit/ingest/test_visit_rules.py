"""Rules ``visit.term`` and ``visit.scheduled``: a visit that happened takes its day and the results said with it;
a visit booked ahead is kept with its own future day (status ``scheduled``) and takes no results; a wish or a
plan without a booking is no visit."""

from __future__ import annotations

from typing import Any

import pytest

SAID = "2026-06-01T09:00:00+09:00"  # a Monday


def _visits(run: Any, text: str, lang: str = "en") -> list[tuple[str, str, Any, str | None]]:
    got = run(text, SAID, lang)
    return [(r.rule_id, r.coordinate, str(r.date or r.month), r.status) for r in got.records
            if r.type == "medical_visit"]


@pytest.mark.parametrize(("text", "lang", "coordinate", "day"), [
    ("follow-up with the cardiologist in three weeks", "en", "visit:clinic", "2026-06-22"),
    ("다음주 수요일 병원 예약했어", "ko", "visit:clinic", "2026-06-10"),
])
def test_a_booked_visit_keeps_its_future_day(run: Any, text: str, lang: str, coordinate: str, day: str) -> None:
    assert _visits(run, text, lang) == [("visit.scheduled", coordinate, day, "scheduled")]


@pytest.mark.parametrize("text", ["should see a dermatologist", "LDL 130, recheck at the next visit in 3 months",
                                  "maybe I'll book a checkup"])
def test_no_visit_without_a_booking_and_a_day(run: Any, text: str) -> None:
    assert _visits(run, text) == []


def test_a_booked_visit_takes_no_results(run: Any) -> None:
    got = run("LDL 130 today, follow-up appointment on June 20", SAID, "en")
    lab = next(r for r in got.records if r.coordinate == "test:ldl_cholesterol")
    assert str(lab.date) == "2026-06-01" and lab.visit_ref is None


def test_a_visit_that_happened_is_dated_the_day_it_did(run: Any) -> None:
    assert _visits(run, "went to the ER yesterday") == [("visit.term", "visit:emergency", "2026-05-31", None)]


@pytest.mark.parametrize("text", ["i'm allergic to latex gloves, found out at the dentist",
                                  "latex allergy, found out the hard way at the dentist"])
def test_where_something_was_found_out_is_no_visit(run: Any, text: str) -> None:
    """Cue list ``found_out``: the place of care named as where a fact was learned, told as history."""
    assert _visits(run, text) == []


def test_a_visit_before_what_was_found_out_there_stays(run: Any) -> None:
    assert [v[1] for v in _visits(run, "went to the dentist today, found out i need a crown")] == ["visit:dentist"]


@pytest.mark.parametrize("text", [
    "cardiologist switched me from atorvastatin to rosuvastatin 10mg today",
    "dentist put me on amoxicillin 500 mg three times a day, first dose was yesterday",
    "GP rang with my bloods today: total chol 5.9, LDL 3.8",
    "psa 4.6 today, urologist wants to watch it",
])
def test_a_clinician_who_acts_on_a_day_is_no_visit(run: Any, text: str) -> None:
    assert _visits(run, text) == []  # the day dates the act (clinician_act), no going or seeing is said


@pytest.mark.parametrize("text", [
    "saw the doc today for my asthma, she put me on prednisolone 20mg",  # "the doc" seen is no documentary
    "saw my cardiologist today, he upped my metoprolol",
    "went to the dentist yesterday, dentist put me on amoxicillin",
])
def test_a_visit_said_with_the_act_is_kept(run: Any, text: str) -> None:
    assert len(_visits(run, text)) == 1


@pytest.mark.parametrize(("text", "lang", "coordinate", "day"), [
    # a Korean place of care said bare at its sentence's end, dated by a day word: where the user was that day
    ("CA-125 18로 정상이래요. 오늘 산부인과", "ko", "visit:clinic", "2026-06-01"),
    ("피 검사 괜찮대요. 어제 내과.", "ko", "visit:clinic", "2026-05-31"),
    # the going said by 가니까 / 가봤 (cue list visit_went)
    ("병원 가니까 7주래요", "ko", "visit:clinic", "2026-06-01"),
    ("오늘 치과 가봤어요", "ko", "visit:dentist", "2026-06-01"),
    # a possessive place of care ("at my therapist's"), a clipped ER ("emerg"): dictionary aliases
    ("filled out the PHQ-9 at my therapist's today, scored 14", "en", "visit:clinic", "2026-06-01"),
    ("ended up in emerg yesterday with a kidney stone", "en", "visit:emergency", "2026-05-31"),
])
def test_a_visit_said_by_a_place_and_its_day(run: Any, text: str, lang: str, coordinate: str, day: str) -> None:
    assert [(v[1], v[2]) for v in _visits(run, text, lang)] == [(coordinate, day)]


@pytest.mark.parametrize("text", [
    "산부인과",  # no day: the place named, no visit told
    "다음주 화요일 산부인과",  # a day ahead, no booking word: a plan, no visit
    "오늘 산부인과 갈까?",  # a question
    "엄마가 오늘 산부인과 가봤대요",  # someone else's visit
    "크레아티닌 1.1 오늘 신장내과",  # a place said after a reading in its sentence: no visit told
])
def test_a_bare_place_without_a_past_day_is_no_visit(run: Any, text: str) -> None:
    assert _visits(run, text, "ko") == []


@pytest.mark.parametrize(("text", "coordinate", "day"), [
    # a place of care gone to, then what was heard there (-대요, -래요): the user's visit (cue list care_place_went)
    ("어제 병원 갔더니 아목시실린 알레르기 맞대요", "visit:clinic", "2026-05-31"),
    ("이가 시려서 치과 갔더니 이를 갈아서 그렇대요", "visit:dentist", "2026-06-01"),
    # "다시" between the place and its going
    ("오늘 안과 다시 갔더니 안약 알레르기 반응이래요", "visit:clinic", "2026-06-01"),
])
def test_a_visit_before_what_was_heard_there_is_the_users(run: Any, text: str, coordinate: str, day: str) -> None:
    assert [(v[1], v[2]) for v in _visits(run, text, "ko")] == [(coordinate, day)]


def test_someone_else_gone_to_a_place_of_care_stays_theirs(run: Any) -> None:
    assert _visits(run, "엄마가 병원 갔더니 당뇨래요", "ko") == []


@pytest.mark.parametrize(("text", "coordinate", "day"), [
    # a clinician's word right before a day today or before heads what happened at that visit
    ("Dentist Monday: 2 fillings, gums bleed when I brush", "visit:dentist", "2026-06-01"),
    ("cardiologist yesterday, BP 130/85", "visit:clinic", "2026-05-31"),
])
def test_a_clinician_with_a_past_day_is_a_visit(run: Any, text: str, coordinate: str, day: str) -> None:
    assert [(v[1], v[2]) for v in _visits(run, text)] == [(coordinate, day)]


def test_a_clinician_with_a_day_ahead_is_no_visit_had(run: Any) -> None:
    assert [v[3] for v in _visits(run, "dentist next friday, gums bleed when I brush")] == []
