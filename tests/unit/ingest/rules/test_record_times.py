"""Rules for the time of a record: weekdays, open intervals, offsets, an earlier result's time."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.ingest.retain_gate import decide_retain
from pia_graph.ontology import AliasIndex
from pia_graph.temporal import resolve_in_text
from tests.unit.ingest.rule_test_helpers import SAID_EN_DT, SAID_KST_PM
from tests.unit.ingest.strict_helpers import SAID_KO, day
from tests.unit.ingest.strict_helpers import day as _day

# --- time of results: an earlier value's time, a visit said after its results, a cause's time --------------------


def test_a_digit_of_a_name_is_not_a_reading_before_a_question(index: AliasIndex) -> None:
    text = "오메가3 언제 먹는 게 좋아요?"
    assert not decide_retain(text, "ko", index.match(text, "ko")).retain

# --- weekday names that are other words -----------------------------------------------------------------------


@pytest.mark.parametrize("text", ["o2 sat was 95% this morning", "sat down after the walk, dizzy", "sun allergy again"])
def test_sat_and_sun_are_no_weekdays_without_on(text: str) -> None:
    got = resolve_in_text(text, dt.datetime.fromisoformat(SAID_KST_PM), "en")
    assert not any(r.rule_id == "en.on_weekday" for r in got)


@pytest.mark.parametrize(("text", "day"), [
    ("on sat i had a fever", "2026-03-07"),
    ("saturday, 10k in 58 minutes", "2026-03-07"),
    ("sunday 5 miles", "2026-03-08"),
])
def test_a_weekday_is_still_read(text: str, day: str) -> None:
    resolved = resolve_in_text(text, dt.datetime.fromisoformat(SAID_KST_PM), "en")
    got = [r for r in resolved if r.rule_id == "en.on_weekday"]
    assert got and _day(got[0].date) == day

# --- Korean "taken for months or years" is a regimen, with the month or year it began -------------------------


@pytest.mark.parametrize(("text", "field", "expected"), [
    ("메트포르민 시작한 지 딱 2주 됐어요", "date", dt.date(2026, 10, 6)),
    ("이 약 먹은지 두 달째", "month", "2026-08"),
    ("운동 시작한지 벌써 3주 됐어", "date", dt.date(2026, 9, 29)),
])
def test_since_it_began(text: str, field: str, expected: Any) -> None:
    got = [r for r in resolve_in_text(text, dt.datetime.fromisoformat(SAID_KO), "ko") if r.kind != "implicit"]
    assert [getattr(r, field) for r in got] == [expected]

# --- temporal: "since" is a word of its own, a gerund's event, a rate before "from today", "X's been … for" -------


@pytest.mark.parametrize(("text", "start"), [
    ("fever since tuesday", "2026-08-18"),                    # "fever since": not "ever since" inside a word
    ("dizzy since starting the new pills monday", "2026-08-17"),
    ("my hip's been aching for 4 days", "2026-08-17"),   # today is the fourth day
])
def test_an_open_interval_starts_where_said(text: str, start: str) -> None:
    got = [r for r in resolve_in_text(text, SAID_EN_DT) if r.kind == "interval"]
    assert got and day(got[0].start) == start


def test_a_rate_before_from_today_is_no_offset() -> None:
    got = resolve_in_text("taking 1000 IU twice a week from today", SAID_EN_DT)
    assert [day(r.date) for r in got if r.kind == "date"] == ["2026-08-20"]


def test_an_offset_from_today_still_shifts() -> None:  # guard
    got = resolve_in_text("recheck two weeks from today", SAID_EN_DT)
    assert [day(r.date) for r in got if r.kind == "date"] == ["2026-09-03"]

# --- a pasted export's date line dates the results listed after it (cue list result_batch) ------------------------


def test_a_pasted_exports_collected_line_dates_its_results(run: Any) -> None:
    text = "copied this from the portal\nDate Collected: 01/22/2026\nSodium 141 mmol/L (136-145)\nCalcium 9.1 mg/dL"
    got = run(text, "2026-03-11T09:00:00+09:00", "en").records
    assert sorted((r.coordinate, r.date) for r in got if r.type == "lab_result") == [
        ("test:calcium", dt.date(2026, 1, 22)), ("test:sodium", dt.date(2026, 1, 22))]


def test_a_korean_checkup_paste_takes_its_test_day(run: Any) -> None:
    text = "채취일 2026.01.22\n나트륨 141\n칼슘 9.1"
    got = run(text, "2026-03-11T09:00:00+09:00", "ko").records
    assert {r.date for r in got if r.type == "lab_result"} == {dt.date(2026, 1, 22)}

# --- a holiday still ahead is the occasion of what was done, not its day ---------------------------------------


@pytest.mark.parametrize(("text", "said", "lang", "coordinate", "date"), [
    ("추석 장보기 하느라 허리 아파 죽겠네", "2026-09-15T21:00:00+09:00", "ko", "symptom:back_pain", "2026-09-15"),
    ("valentines dinner at 9:30 lol, sugar 2h later 201", "2026-02-13T23:10:00-08:00", "en",
     "test:postprandial_glucose", "2026-02-13"),
    ("Thanksgiving prep all day, 14,000 steps", "2026-11-25T21:50:00-05:00", "en", "activity:steps", "2026-11-25"),
])
def test_a_holiday_ahead_dates_no_record_of_what_was_done(run: Any, text: str, said: str, lang: str,
                                                         coordinate: str, date: str) -> None:
    got = [r for r in run(text, said, lang).records if r.coordinate == coordinate]
    assert [str(r.date) for r in got] == [date]


# past_midnight.next_day: a meal at an hour after midnight, said apart from the evening's day, is on the next day
@pytest.mark.parametrize(("text", "lang", "meal", "drink"), [
    ("went to Tom's leaving do on monday, 4 pints and chips at 2am on the way home", "en", "2026-03-10", "2026-03-09"),
    ("어제 회식에서 소주 한 병 마시고 새벽 1시에 라면 먹음", "ko", "2026-03-11", "2026-03-10"),
    ("어제 새벽 2시에 라면 먹었어요", "ko", "2026-03-10", None),
])
def test_a_meal_in_the_small_hours_after_an_evening_is_the_next_day(run: Any, text: str, lang: str, meal: str,
                                                                    drink: str | None) -> None:
    got = run(text, "2026-03-11T09:00:00+09:00", lang).records
    assert [str(r.date) for r in got if r.type == "meal"] == [meal]
    assert [str(r.date) for r in got if r.type == "substance_use"] == ([drink] if drink else [])


# --- a change of topic parts a time from a record (cue list topic_shift) ------------------------------------------

@pytest.mark.parametrize(("text", "lang", "date"), [
    ("추석 다음날인데 어제 전 부치다가 손 데였어요 ㅠ 그건 그렇고 아침 혈압 백삼십팔에 팔십팔", "ko", "2026-09-26"),
    ("fell off my bike yesterday lol, anyway bp 128/82", "en", "2026-09-26"),
    ("어제 넘어졌어요 암튼 혈압 128/82", "ko", "2026-09-26"),
    # no change of topic: the time said before is the reading's
    ("어제 혈압 128/82", "ko", "2026-09-25"),
    ("fell off my bike yesterday, bp 128/82 after", "en", "2026-09-25"),
])
def test_a_change_of_topic_parts_a_time_from_the_reading_after_it(run: Any, text: str, lang: str, date: str) -> None:
    recs = [r for r in run(text, "2026-09-26T10:30:00+09:00", lang).records if r.type == "vital_sign"]
    assert {_day(r.date) for r in recs} == {date}


# --- a reading of the morning after an evening told with a past day (morning_after) -------------------------------

@pytest.mark.parametrize(("text", "lang", "date"), [
    ("어제 저녁 치킨 먹고 밤 11시에 라면까지 먹었어요 ㅠ 아침 공복 128", "ko", "2026-09-19"),
    ("huge dinner last night, fasting sugar 141", "en", "2026-09-19"),
    ("그저께 회식에서 과음했는데 다음날 아침 공복 118", "ko", "2026-09-18"),
    # the morning before the evening, or the evening's own fasting reading, keep the day said
    ("어제 아침 공복 110, 저녁 식후 180", "ko", "2026-09-18"),
    ("어제 저녁 공복 혈당 95", "ko", "2026-09-18"),
])
def test_a_morning_reading_after_an_evening_is_the_next_day(run: Any, text: str, lang: str, date: str) -> None:
    recs = [r for r in run(text, "2026-09-19T07:00:00+09:00", lang).records if r.type == "lab_result"]
    assert recs
    assert {_day(r.date) for r in recs} == {date}


# --- an event told in a later sentence of an episode dated before it (episode_carry) ------------------------------

@pytest.mark.parametrize(("text", "lang", "said", "rtype", "date"), [
    ("city2surf yesterday! 14k in 1:26, my first time doing it", "en", "2026-08-17T19:00:00+10:00", "exercise",
     "2026-08-16"),
    ("fireworks last night kept me up, fell asleep around 1 woke at 7. Also had 4 beers at the bbq", "en",
     "2026-07-05T09:00:00-07:00", "substance_use", "2026-07-04"),
    ("어제 수능 끝난 딸 데리고 고기 먹으러 갔다가 밤 10시 반에 또 라면까지 먹었네요. 저는 소주 세 잔 정도", "ko",
     "2026-11-20T22:00:00+09:00", "substance_use", "2026-11-19"),
    # a reading taken after the episode's meal
    ("어제 결혼식 뷔페에서 과식. 식후 2시간 혈당 212 나와서 깜짝 놀랐어요", "ko", "2026-05-03T08:00:00+09:00",
     "lab_result", "2026-05-02"),
    ("reunion dinner last night, bak kwa everywhere. postprandial 2hr was 188", "en", "2026-02-18T21:00:00+08:00",
     "lab_result", "2026-02-17"),
    ("St Patrick's day was lively. 7 pints. Never again.", "en", "2026-03-18T08:30:00+00:00", "substance_use",
     "2026-03-17"),
    # a reading with no meal before it, today, now, or a change of topic in the later sentence: the turn's day
    ("어제 과음해서 속쓰림. 오메프라졸 20 먹음", "ko", "2026-12-04T07:30:00+09:00", "medication_intake", "2026-12-04"),
    ("Pulled a muscle in my back moving boxes yesterday, pain's like a 6. Took 400 mg ibuprofen at 10.", "en",
     "2026-07-10T12:00:00-05:00", "medication_intake", "2026-07-10"),
    ("went for a run yesterday. my bp 120/80", "en", "2026-02-18T21:00:00+08:00", "vital_sign", "2026-02-18"),
    ("I ran 5k yesterday. had 2 beers now", "en", "2026-03-03T09:30:00+00:00", "substance_use", "2026-03-03"),
    ("I ran 5k yesterday. anyway, had 2 beers", "en", "2026-03-03T09:30:00+00:00", "substance_use", "2026-03-03"),
    ("I ran 5k yesterday. Today I had 2 beers", "en", "2026-03-03T09:30:00+00:00", "substance_use", "2026-03-03"),
    # the earlier sentence tells a month, not a day
    ("I ran a lot in March. had 2 beers", "en", "2026-04-03T09:30:00+00:00", "substance_use", "2026-04-03"),
])
def test_an_event_in_a_later_sentence_is_on_the_episodes_day(run: Any, text: str, lang: str, said: str, rtype: str,
                                                            date: str) -> None:
    recs = [r for r in run(text, said, lang).records if r.type == rtype]
    assert recs
    assert {_day(r.date) for r in recs} == {date}


# --- an aim's deadline in another clause is no reading's day (timing._of_an_aim) ----------------------------------

@pytest.mark.parametrize(("text", "date"), [
    ("Weighed in for wrestling at 64.8 kg, need to make 63 by the 25th", "2026-04-15"),
    ("weighed 82 kg, want to be under 80 by the 1st", "2026-04-15"),
    ("weighed 82 kg on the 10th, want to be under 80 by june", "2026-04-10"),  # the reading's own day stands
])
def test_an_aims_deadline_does_not_date_a_reading_beside_it(run: Any, text: str, date: str) -> None:
    recs = [r for r in run(text, "2026-04-15T13:45:00-07:00", "en").records if r.type == "body_measurement"]
    assert [_day(r.date) for r in recs] == [date]


def test_an_episode_a_year_back_is_not_carried(run: Any) -> None:
    # the earlier sentence's day lies further back than an episode told on (EPISODE_DAYS): the turn's day
    recs = [r for r in run("ran 10k on 3 March 2025. had 2 beers", "2026-04-03T09:30:00+00:00", "en").records
            if r.type == "substance_use"]
    assert [_day(r.date) for r in recs] == ["2026-04-03"]
