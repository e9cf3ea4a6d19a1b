"""Extraction rules of the sleep and exercise family: sleep windows, runs, steps, named activities."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.ingest.hup.records import RejectionCode
from tests.unit.ingest.rule_test_helpers import (
    SAID_KST_AM,
    by_coordinate,
    by_coordinate_ko,
    record_rows,
    records_of_type,
)
from tests.unit.ingest.strict_helpers import SAID_EN, SAID_KO
from tests.unit.ingest.strict_helpers import of_type as _of

# --- sleep.window: a window longer than a sleep is read on the other half of the clock, or refused ---------------


def test_implausible_window_is_refused_with_a_reason(run: Any) -> None:
    got = run("slept from 4 to 2, wrecked", SAID_KST_AM, "en")
    assert not [r for r in got.records if r.type == "sleep"]  # 04:00 to 02:00 would be 22 hours
    assert [j.code for j in got.rejections] == [RejectionCode.OUT_OF_BOUNDS]


def test_implausible_window_read_on_the_other_half_when_only_one_fits(run: Any) -> None:
    got = run("night shift, slept from 8 to 7:30pm", SAID_KST_AM, "en")
    sleep = [r for r in got.records if r.type == "sleep"]
    assert len(sleep) == 1 and sleep[0].duration_min == 690  # 08:00 to 19:30, not 20:00 to 19:30
    assert sleep[0].start is not None and sleep[0].start.hour == 8


def test_a_night_window_is_unchanged(run: Any) -> None:
    sleep = [r for r in run("slept from 11 to 6:30", SAID_KST_AM, "en").records if r.type == "sleep"]
    assert len(sleep) == 1 and sleep[0].duration_min == 450

# --- listed days: one record per day for intakes and activities ---------------------------------------------------


@pytest.mark.parametrize(("text", "lang"), [
    ("swam 20 min on Monday and Tuesday", "en"),
    ("수영 20분 월요일 화요일에 했어", "ko"),
])
def test_activity_on_each_day_listed(run: Any, text: str, lang: str) -> None:
    got = record_rows(run, text, lang)
    assert sorted(d for t, *_rest, d in got if t == "exercise") == [dt.date(2026, 3, 9), dt.date(2026, 3, 10)]

# --- a day's sleep is on the day said ---------------------------------------------------------------------------


def test_a_sleep_in_the_day_is_on_the_day_said(run: Any) -> None:
    rec = by_coordinate(run, "worked nights, slept 9am to 3pm yesterday", "sleep")["sleep:night"]
    assert (rec.start.isoformat()[:16], rec.end.isoformat()[:16]) == ("2026-03-10T09:00", "2026-03-10T15:00")


def test_a_night_said_with_yesterday_keeps_its_night(run: Any) -> None:  # guard
    rec = by_coordinate(run, "어제 12시에 자서 7시에 일어났어", "sleep", "ko")["sleep:night"]
    assert rec.end.isoformat()[:16] == "2026-03-11T07:00"

# --- a distance and the time it took ----------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "minutes"), [
    ("10k this morning in 55:30, legs ok", 55.5),
    ("5k run today, 27:45", 27.75),
])
def test_the_time_a_distance_took_counts_its_seconds(run: Any, text: str, minutes: float) -> None:
    rec = by_coordinate(run, text, "exercise")["activity:running"]
    assert rec.duration_min == pytest.approx(minutes)


def test_a_run_keeps_its_time_when_another_activity_has_minutes(run: Any) -> None:
    ex = by_coordinate(run, "ran 5k monday in 29:10, then 30 min pilates tuesday", "exercise")
    assert ex["activity:running"].duration_min == pytest.approx(29.17)
    assert ex["activity:pilates"].value == 30

# --- Korean ten thousands (만), and counts per microlitre read in the coordinate's unit ------------------------


@pytest.mark.parametrize(("text", "value"), [
    ("오늘 만 삼천 보 걸었어", 13000),
    ("어제 만칠천보 찍음", 17000),
    ("1만 2천 걸음 걸었다", 12000),  # guard
])
def test_korean_steps_in_ten_thousands(run: Any, text: str, value: float) -> None:
    assert by_coordinate_ko(run, text, "exercise")["activity:steps"].value == value

# --- a night's sleep said a few words after a sleep word, or "bed N up M" ------------------------------------------


@pytest.mark.parametrize(("text", "minutes"), [
    ("bed 12:30am up 7. meh", 390),
    ("got 5 hrs, 2 to 7 am, construction next door", 300),
    ("zzz 11:45-6:15 and still tired", 390),
    ("slept ok i guess, 10:30 to 6", 450),
])
def test_a_night_window_after_a_sleep_word_is_a_sleep_record(run: Any, text: str, minutes: int) -> None:
    rec = _of(run, text, "sleep")["sleep:night"]
    assert rec.duration_min == minutes


@pytest.mark.parametrize("text", ["slept great, then meetings 2 to 4", "sleep was fine, worked 9 to 11 this morning"])
def test_a_span_that_is_no_nights_sleep_is_no_window(run: Any, text: str) -> None:
    assert all(r.start is None for r in _of(run, text, "sleep").values())  # guard

# --- an activity said skipped is no record and owns no duration said beside another -------------------------------


@pytest.mark.parametrize(("text", "lang", "done", "skipped", "minutes"), [
    ("skipped my run this morning, but i got 35 min of pilates in", "en", "activity:pilates", "activity:running", 35.0),
    ("오늘 운동 안하고 저녁에 20분 산책만 했어", "ko", "activity:walking", "activity:workout", 20.0),
    ("헬스 안 가고 대신 40분 걸었어", "ko", "activity:walking", "activity:strength_training", 40.0),
])
def test_a_skipped_activity_gives_its_duration_to_the_one_done(run: Any, text: str, lang: str, done: str,
                                                               skipped: str, minutes: float) -> None:
    got = _of(run, text, "exercise", lang, SAID_KO if lang == "ko" else SAID_EN)
    assert skipped not in got
    assert got[done].value == minutes


def test_an_activity_done_after_another_is_kept(run: Any) -> None:  # guard
    got = _of(run, "헬스 1시간 하고 30분 걸었어", "exercise", "ko", SAID_KO)
    assert got["activity:strength_training"].value == 60.0
    assert got["activity:walking"].value == 30.0

# --- Korean puts a run's time beside its distance, with no "in"; in the next sentence it is still the run's ---------


@pytest.mark.parametrize(("text", "km", "minutes"), [
    ("10키로 대회 완주!! 10km 52분", 10.0, 52.0),
    ("풀코스 완주 ㅠㅠ 42.195km 4시간 31분", 42.2, 271.0),
    ("오늘 러닝 끝! 5km 27분", 5.0, 27.0),
])
def test_a_distance_beside_its_time_is_a_run(run: Any, text: str, km: float, minutes: float) -> None:
    got = _of(run, text, "exercise", "ko", SAID_KO)
    assert round(got["activity:running"].value, 1) == km and got["activity:running"].duration_min == minutes


def test_a_distance_alone_is_no_run(run: Any) -> None:  # guard: no time beside it
    assert "activity:running" not in _of(run, "집에서 회사까지 12km 정도", "exercise", "ko", SAID_KO)

# --- a distance with a run's effort word and no verb (rule exercise.paced_distance, dictionary: `run_effort`) ----


@pytest.mark.parametrize(("text", "km"), [
    ("tempo 6 miles, felt strong", 9.66),
    ("Easy 8k before work.", 8.0),
    ("recovery 3 miles today", 4.83),
])
def test_a_paced_distance_is_a_run(run: Any, text: str, km: float) -> None:
    runs = [r for r in records_of_type(run, text, "en", "exercise") if r.coordinate == "activity:running"]
    assert [r.value for r in runs] == [km]


@pytest.mark.parametrize("text", [
    "easy 3 mile walk with the dog",
    "drove a long 40 miles to see mom",
    "want to do an easy 5k on saturday",
])
def test_a_distance_walked_driven_or_wished_is_no_run(run: Any, text: str) -> None:
    assert not [r for r in records_of_type(run, text, "en", "exercise") if r.coordinate == "activity:running"]

# --- a night said with "slept in" or a label and a colon ---------------------------------------------------------


@pytest.mark.parametrize(("text", "minutes"), [
    ("Slept in!! 2am to 11am.", 540.0),
    ("sleep: midnight to 7am, woke once", 420.0),
])
def test_a_sleep_window_after_slept_in_or_a_label(run: Any, text: str, minutes: float) -> None:
    assert [r.value for r in records_of_type(run, text, "en", "sleep")] == [minutes]


# --- exercise.activity: a Korean workout named by the body part trained, its length right after ---------------------


def _exercise(got: Any) -> list[Any]:
    return [r for r in got.records if r.type == "exercise"]


@pytest.mark.parametrize(("text", "minutes"), [
    ("어제 상체 40분 했어요", 40),
    ("오늘은 가슴 운동 1시간 빡세게", 60),
    ("헬스장 가서 하체 위주로 45분", 45),
])
def test_a_body_part_workout_with_its_length_is_strength_training(run: Any, text: str, minutes: float) -> None:
    got = _exercise(run(text, SAID_KO, "ko"))
    assert [(r.coordinate, r.value) for r in got] == [("activity:strength_training", minutes)]


def test_the_body_part_owns_the_length_beside_another_activity(run: Any) -> None:
    got = _exercise(run("오늘 헬스 러닝머신 20분이랑 하체 35분", SAID_KO, "ko"))
    assert ("activity:strength_training", 35) in [(r.coordinate, r.value) for r in got]


@pytest.mark.parametrize("text", ["하체가 좀 부었어요", "어깨 운동 하고 싶다", "상체 비만이라 걱정이에요"])
def test_a_body_part_without_a_length_is_no_workout(run: Any, text: str) -> None:
    assert not _exercise(run(text, SAID_KO, "ko"))


def test_a_hike_is_reported_as_walking(run: Any) -> None:
    got = _exercise(run("지난 토요일 설악산 등반 6시간 했어요", SAID_KO, "ko"))
    assert [(r.coordinate, r.value) for r in got] == [("activity:walking", 360)]


def test_a_hike_beside_a_walking_verb_is_one_walk(run: Any) -> None:
    got = _exercise(run("주말에 둘레길 6키로 걸었어요 두시간", SAID_KO, "ko"))
    assert [(r.coordinate, r.value) for r in got] == [("activity:walking", 120)]


# sleep_windows._on_dawn_of_day: Korean dates the small hours by their own day ("어제 새벽 1시" began after midnight
# on the day before the turn); 어젯밤 새벽 and a bare hour keep the night just gone
@pytest.mark.parametrize(("text", "start", "end"), [
    ("그저께 새벽 3시부터 아침 9시까지 잤어요", "2026-03-09T03:00:00+09:00", "2026-03-09T09:00:00+09:00"),
    ("어제 새벽 1시 반쯤 잠들어서 8시에 깼음", "2026-03-10T01:30:00+09:00", "2026-03-10T08:00:00+09:00"),
    ("어젯밤 새벽 2시에 잠들어서 7시에 일어남", "2026-03-11T02:00:00+09:00", "2026-03-11T07:00:00+09:00"),
    ("어제 12시에 자서 6시 반에 일어남", "2026-03-11T00:00:00+09:00", "2026-03-11T06:30:00+09:00"),
])
def test_the_small_hours_of_a_day_said_are_that_day(run: Any, text: str, start: str, end: str) -> None:
    got = [r for r in run(text, "2026-03-11T09:00:00+09:00", "ko").records if r.type == "sleep"]
    assert [(r.start.isoformat(), r.end.isoformat()) for r in got] == [(start, end)]


# --- a cycle of a treatment is no ride ------------------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "Cycle 1 done. Mouth sores, nausea 4 out of 10",
    "Chemo day 1 of cycle 5 done. Felt sick on the drive home",
    "6 cycles every 3 weeks, the chemo cycle is Mondays",
])
def test_a_treatment_cycle_is_no_cycling(run: Any, text: str) -> None:
    got = run(text, "2026-03-16T20:30:00+11:00", "en")
    assert [r.coordinate for r in got.records if r.type == "exercise"] == []


@pytest.mark.parametrize("text", ["cycled 20 km this morning", "I cycle to work every day, 25 min today"])
def test_a_ride_is_still_cycling(run: Any, text: str) -> None:
    got = run(text, "2026-03-16T20:30:00+11:00", "en")
    assert [r.coordinate for r in got.records if r.type == "exercise"] == ["activity:cycling"]
