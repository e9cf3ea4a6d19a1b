"""Extraction rules of the visits family: a visit, its specialty and day, the results it brings."""

from __future__ import annotations

from typing import Any

import pytest

from tests.unit.ingest.rule_test_helpers import (
    SAID_KST_PM,
    TODAY_KO,
    by_coordinate_ko,
    record_rows_pm,
    rows_of_type,
)
from tests.unit.ingest.strict_helpers import SAID_KO, day
from tests.unit.ingest.strict_helpers import of_type as _of

# --- dictionary: urgent care is a walk-in clinic, not the emergency department -------------------------------------


def test_urgent_care_is_a_clinic_visit(run: Any) -> None:
    visits = rows_of_type(record_rows_pm(run, "went to urgent care this morning for my wrist", "en"), "medical_visit")
    assert [c for _t, c, *_rest in visits] == ["visit:clinic"]
    er = rows_of_type(record_rows_pm(run, "ended up in the ER this morning for my wrist", "en"), "medical_visit")
    assert [c for _t, c, *_rest in er] == ["visit:emergency"]

# --- dictionary and vaccine wording ----------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "keys"), [
    ("covid and flu boosters done this morning", {"vaccine:covid19", "vaccine:influenza"}),
    ("covid vax #3 today", {"vaccine:covid19"}),
])
def test_vax_and_plural_boosters_are_shots(run: Any, text: str, keys: set[str]) -> None:
    got = run(text, SAID_KST_PM, "en").records
    assert {r.coordinate for r in got if r.type == "vaccination"} == keys
    assert not [r for r in got if r.type == "condition"]

# --- a Korean place of care is a visit only when the going is said -----------------------------------------------


@pytest.mark.parametrize("text", [
    "콜레스테롤 5.1 mmol/L 래요 영국 병원이라 단위가 달라요",
    "약 알레르기 있으니까 병원 가면 꼭 얘기해야 함",
    "석 달째 한의원 다니는 중인데 허리가 좀 나아짐",
    "크레아티닌 1.1 오늘 신장내과",
])
def test_a_place_of_care_named_without_going_is_no_visit(run: Any, text: str) -> None:
    assert not by_coordinate_ko(run, text, "medical_visit")


@pytest.mark.parametrize(("text", "key"), [
    ("오늘 동네 내과 다녀옴", "visit:clinic"),
    ("병원에서 잰 혈압이 150/95", "visit:clinic"),
    ("어젯밤 응급실 갔었어요 복통 때문에", "visit:emergency"),
    ("지난달 검진 때 간수치가 높게 나왔어요", "visit:checkup"),  # a checkup is an event by itself
])
def test_a_place_of_care_with_its_going_is_a_visit(run: Any, text: str, key: str) -> None:
    assert key in by_coordinate_ko(run, text, "medical_visit")

# --- a specialty's visit named by its field and a visit word ----------------------------------------------------


def test_a_specialty_visit_booked_is_scheduled(run: Any) -> None:
    got = _of(run, "dermatology appt on the 28th", "medical_visit")
    assert day(got["visit:clinic"].date) == "2026-08-28"


def test_a_specialty_visit_asked_about_is_none(run: Any) -> None:  # guard
    assert _of(run, "should i ask for a rheumatology consult?", "medical_visit") == {}


def test_a_checkup_booked_in_korean_is_scheduled(run: Any) -> None:
    got = _of(run, "다음주 화요일 건강검진 잡혔어요", "medical_visit", "ko", SAID_KO)
    assert day(got["visit:checkup"].date) == "2026-10-27"

# --- in a sentence naming a vaccine a shot is a dose of it, not a drink ----------------------------------------


@pytest.mark.parametrize("text", [
    "got a tetanus shot and a flu shot on monday",
    "finished the hep b series last month (3rd shot)",
])
def test_a_vaccine_shot_is_no_drink(run: Any, text: str) -> None:
    assert not _of(run, text, "substance_use")
    assert _of(run, text, "vaccination")


@pytest.mark.parametrize("text", [
    "CT with contrast today, got hives after the dye, they gave me an antihistamine shot",  # a drug's class
    "got a steroid shot in my knee",  # an injection word (cue list shot_injected)
    "they gave me a shot for the pain",
    "the nurse gave me a shot of toradol",  # a drug named
])
def test_a_shot_of_a_drug_is_no_drink(run: Any, text: str) -> None:
    assert not _of(run, text, "substance_use")


@pytest.mark.parametrize(("text", "drinks"), [
    ("did 3 shots of vodka", 3),
    ("friends gave me a shot of tequila", 1),  # alcohol named: a drink, whoever gave it
    ("had 3 shots at the bar last night", 3),
])
def test_a_shot_of_alcohol_stays_a_drink(run: Any, text: str, drinks: int) -> None:
    got = _of(run, text, "substance_use")
    assert got["substance:alcohol"].value == drinks

# --- a visit is one moment: an open interval said for a regimen ("오늘부터") never dates it -----------------------


def test_a_visit_is_not_dated_by_a_regimens_start(run: Any) -> None:
    got = _of(run, "내과에서 고혈압이래서 암로디핀 5mg 오늘부터 먹기로 함", "medical_visit", "ko", SAID_KO)
    visit = next(iter(got.values()))
    assert day(visit.date) == TODAY_KO and visit.start is None

# --- a time the user denies ("오늘 … 아니라", cue list time_denied) dates nothing; the time said instead does ---


def test_a_denied_time_dates_nothing(run: Any) -> None:
    got = _of(run, "대상포진 백신 오늘 맞은게 아니라 10월 15일에 맞았어요", "vaccination", "ko", SAID_KO)
    assert day(next(iter(got.values())).date) == "2026-10-15"


# British and spoken ways of going to the doctor: "went to see the GP", "been to the doctors", "went to see Dr X"
@pytest.mark.parametrize("text", ["went to see my GP on monday", "been to the doctors this afternoon",
                                  "went to see Dr Okafor yesterday"])
def test_going_to_see_the_doctor_is_a_clinic_visit(run: Any, text: str) -> None:
    got = run(text, "2026-07-09T12:00:00+00:00", "en").records
    assert [r.coordinate for r in got if r.type == "medical_visit"] == ["visit:clinic"]


def test_a_visit_still_to_come_is_no_visit_today(run: Any) -> None:
    got = run("need to go to see the doctor about it", "2026-07-09T12:00:00+00:00", "en").records
    assert not [r for r in got if r.type == "medical_visit" and str(r.date) == "2026-07-09"]


# --- a visit called off or moved, booked again for a new day (moved_visits) ----------------------------------------

@pytest.mark.parametrize(("text", "lang", "said", "date"), [
    ("had to cancel my GP appointment today, kid was sick. Rebooked for Thursday the 14th.", "en",
     "2026-05-05T18:30:00+01:00", "2026-05-14"),
    ("병원 예약 미뤘어요 원래 오늘이었는데 다음주 목요일로", "ko", "2026-06-18T11:00:00+09:00", "2026-06-25"),
    ("병원 예약 다음주 목요일로 미뤘어요", "ko", "2026-06-18T11:00:00+09:00", "2026-06-25"),
])
def test_a_visit_called_off_or_moved_is_on_its_new_day(run: Any, text: str, lang: str, said: str, date: str) -> None:
    visits = list(_of(run, text, "medical_visit", lang, said).values())
    assert [(day(v.date), v.status) for v in visits] == [(date, "scheduled")]


def test_a_visit_had_today_keeps_its_day_when_a_follow_up_is_moved(run: Any) -> None:
    visits = list(_of(run, "saw Dr Lee today, the follow-up got moved to the 20th", "medical_visit", "en",
                      "2026-05-05T18:30:00+01:00").values())
    assert [day(v.date) for v in visits] == ["2026-05-05"]
