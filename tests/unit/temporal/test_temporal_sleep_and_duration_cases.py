"""Time rule cases (each names its rule id) for sleep, durations and offsets: kinds of miss read in temporal6_blind,
fixed as kinds and checked here in new wording (no suite sentence), in English and Korean. Expectations are written
from FORMAT.md's time conventions and the conventions docs/temporal.md adds where FORMAT.md is silent. Pure: no
database, no clock."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pia_graph.temporal.resolve import primary, resolve_in_text
from pia_graph.temporal.scenario import matches, predict

SAID_EN = "2026-05-13T10:00:00-04:00"  # a Wednesday; this week is Mon 5/11 – Sun 5/17
SAID_KO = "2026-05-13T10:00:00+09:00"


def _sleep(start: str, end: str, minutes: int, off: str) -> dict[str, Any]:
    return {"start": f"{start}:00{off}", "end": f"{end}:00{off}", "duration_min": minutes}


def _ko_sleep(start: str, end: str, minutes: int) -> dict[str, Any]:
    return _sleep(start, end, minutes, "+09:00")


def _en_sleep(start: str, end: str, minutes: int) -> dict[str, Any]:
    return _sleep(start, end, minutes, "-04:00")


#: (rule id prefix, lang, text, the expression named, expected resolution); said on Wednesday 2026-05-13
CASES7: list[tuple[str, str, str, str, dict[str, Any]]] = [
    # Korean sleep said by its verbs, with an adverb between the time and the verb, woken by 눈 뜨다
    ("ko.sleep_bed_wake", "ko", "새벽 1시에 간신히 잠들어서 6시 반에 깼어", "새벽 1시에 간신히 잠들어서 6시 반에 깼어",
     _ko_sleep("2026-05-13T01:00", "2026-05-13T06:30", 330)),
    ("ko.sleep_bed_wake", "ko", "자정 넘어서 겨우 잠들고 7시에 눈 떴어", "자정 넘어서 겨우 잠들고 7시에 눈 떴어",
     _ko_sleep("2026-05-13T00:00", "2026-05-13T07:00", 420)),
    ("ko.sleep_bed_wake", "ko", "1시에 잤는데 5시에 눈이 떠짐", "1시에 잤는데 5시에 눈이 떠짐",
     _ko_sleep("2026-05-13T01:00", "2026-05-13T05:00", 240)),
    ("ko.sleep_range", "ko", "어젯밤 10시~6시 깊이 잠", "10시~6시",
     _ko_sleep("2026-05-12T22:00", "2026-05-13T06:00", 480)),
    ("en.sleep_bed_wake", "en", "fell asleep at 2 eventually and woke at 8",
     "fell asleep at 2 eventually and woke at 8",
     _en_sleep("2026-05-13T02:00", "2026-05-13T08:00", 360)),
    # one meridiem for both ends of a daytime window; a night keeps the a.m. end
    ("ko.sleep_range", "ko", "오후 1시부터 3시까지 낮잠 잤어", "오후 1시부터 3시까지",
     _ko_sleep("2026-05-13T13:00", "2026-05-13T15:00", 120)),
    ("en.sleep_range", "en", "napped from 1 to 3pm", "from 1 to 3pm",
     _en_sleep("2026-05-13T13:00", "2026-05-13T15:00", 120)),
    ("en.sleep_range", "en", "slept from 11pm to 7", "from 11pm to 7",
     _en_sleep("2026-05-12T23:00", "2026-05-13T07:00", 480)),
    ("ko.sleep_range", "ko", "밤 11시부터 6시까지 잤어", "밤 11시부터 6시까지",
     _ko_sleep("2026-05-12T23:00", "2026-05-13T06:00", 420)),
    # a nap's bare hours are by day
    ("ko.sleep_range", "ko", "낮잠 1시~2시 반", "낮잠 1시~2시 반",
     _ko_sleep("2026-05-13T13:00", "2026-05-13T14:30", 90)),
    ("en.sleep_range", "en", "napped 11 to 1", "napped 11 to 1",
     _en_sleep("2026-05-13T11:00", "2026-05-13T13:00", 120)),
    ("en.sleep_range", "en", "took a nap 2-4", "took a nap 2-4",
     _en_sleep("2026-05-13T14:00", "2026-05-13T16:00", 120)),
    # an offset from an anchor compared with 보다
    ("ko.offset/ko.geujeokke", "ko", "그저께보다 하루 전에 넘어졌어", "그저께보다 하루 전", {"date": "2026-05-10"}),
    ("ko.offset/ko.naeil", "ko", "내일보다 사흘 뒤에 퇴원", "내일보다 사흘 뒤", {"date": "2026-05-17"}),
    # X 들어(서): since the start of a month or a year; a week keeps its reading (this week runs to the date)
    ("ko.since_entered/ko.month", "ko", "3월 들어서 혈압이 올랐어", "3월 들어서", {"start": "2026-03-01"}),
    ("ko.since_entered/ko.year", "ko", "2025년 들어 살이 쪘어", "2025년 들어", {"start": "2025-01-01"}),
    ("ko.week", "ko", "이번 주 들어서 계속 피곤해", "이번 주", {"start": "2026-05-11", "end": "2026-05-13"}),
    # a date set for an event is ahead even when the setting is said in the past
    ("date.md", "ko", "재검 11/3으로 잡혔어요", "11/3", {"date": "2026-11-03"}),
    ("date.md", "ko", "재검 11/3이었어", "11/3", {"date": "2025-11-03"}),
    ("ko.day_of_month", "ko", "수술 날짜 20일로 잡았어", "20일", {"date": "2026-05-20"}),
    ("date.md", "en", "my MRI got scheduled for 6/2", "6/2", {"date": "2026-06-02"}),
    # a Korean supply: N일짜리, its start in a relative clause before it
    ("ko.supply/ko.on_weekday", "ko", "월요일에 시작한 7일짜리 항생제", "월요일에 시작한 7일짜리",
     {"start": "2026-05-11", "expected_end": "2026-05-17"}),
    ("ko.supply/ko.eoje", "ko", "어제 먹기 시작한 5일치 약", "어제 먹기 시작한 5일치",
     {"start": "2026-05-12", "expected_end": "2026-05-16"}),
    ("ko.supply/ko.on_weekday", "ko", "월요일에 시작한 항생제 10일치", "월요일에 시작한 항생제 10일치",
     {"start": "2026-05-11", "expected_end": "2026-05-20"}),
    # fractions in durations
    ("ko.duration", "ko", "½시간 산책했어", "½시간", {"duration_min": 30}),
    ("ko.duration", "ko", "1½시간 등산", "1½시간", {"duration_min": 90}),
    ("en.duration", "en", "walked for 2 3/4 hours", "for 2 3/4 hours", {"duration_min": 165}),
    ("en.duration", "en", "1 1/2 hr nap after lunch", "1 1/2 hr", {"duration_min": 90}),
    # "from X" said as a start
    ("en.since/en.tomorrow", "en", "From tomorrow I'm off sugar", "From tomorrow", {"start": "2026-05-14"}),
    ("en.since/en.today", "en", "ok, from today on no caffeine", "from today on", {"start": "2026-05-13"}),
    ("en.yesterday", "en", "the rash from yesterday is gone", "yesterday", {"date": "2026-05-12"}),
    ("en.month_rel", "en", "From last month's labs my LDL was 150", "last month", {"month": "2026-04"}),
    ("en.range", "en", "From Monday to Wednesday I was sick", "From Monday to Wednesday",
     {"start": "2026-05-11", "end": "2026-05-13"}),
    ("en.range/en.holiday/en.holiday", "en", "from Christmas to New Year I had the flu", "from Christmas to New Year",
     {"start": "2025-12-25", "end": "2026-01-01"}),
    # a year said as an event's time without a preposition
    ("en.year_said", "en", "my last colonoscopy was 2021", "2021", {"start": "2021-01-01", "end": "2021-12-31"}),
    ("en.year_said", "en", "I was diagnosed 2019", "2019", {"start": "2019-01-01", "end": "2019-12-31"}),
    # a hedged year in an aside, or after "in like"
    ("en.year_said", "en", "ages ago, like 2009, I had my gallbladder out", "2009",
     {"start": "2009-01-01", "end": "2009-12-31"}),
    ("en.in_year", "en", "in like 2009 I had my gallbladder out", "2009", {"start": "2009-01-01", "end": "2009-12-31"}),
    # a stretch up to now: "for N days now", a present perfect's "for N days" (Korean 한 지 N일 됐어 keeps its own
    # reading, the day the event began: `ko.since_elapsed`)
    ("en.so_far", "en", "I've been wheezing for 4 days now", "for 4 days",
     {"start": "2026-05-10", "end": "2026-05-13"}),
    ("en.so_far", "en", "it has been itchy for a week", "for a week", {"start": "2026-05-07", "end": "2026-05-13"}),
    ("en.so_far", "en", "been on metformin for 3 months now", "for 3 months",
     {"start": "2026-02-14", "end": "2026-05-13"}),
    ("en.duration", "en", "napped for 2 hours today", "for 2 hours", {"duration_min": 120}),
    ("en.duration", "en", "hiked for 3 days on the trail", "for 3 days", {"duration_min": 4320}),
    # a dotted month and day in Korean text
    ("date.md_dotted", "ko", "4.20에 채혈했어", "4.20", {"date": "2026-04-20"}),
    ("date.md_dotted", "ko", "다음 진료 6.2로 잡혔어", "6.2", {"date": "2026-06-02"}),
    # every word for a month counted from this one, with a day
    ("ko.month_rel_day", "ko", "내달 5일에 재진", "내달 5일", {"date": "2026-06-05"}),
    ("ko.month_rel_day", "ko", "이달 20일에 검사", "이달 20일", {"date": "2026-05-20"}),
]


@pytest.mark.parametrize(("rule", "lang", "text", "expression", "expected"), CASES7,
                         ids=[f"{c[2]}|{c[3]}" for c in CASES7])
def test_case(rule: str, lang: str, text: str, expression: str, expected: dict[str, Any]) -> None:
    said = SAID_KO if lang == "ko" else SAID_EN
    got = predict({"said_at": said, "text": text, "lang": lang, "expect": {"expression": expression}})
    assert matches(expected, got["resolution"]), (text, got)
    assert got["rule_id"].startswith(rule), got["rule_id"]


@pytest.mark.parametrize(("text", "lang"), [
    ("my sodium was 2000 mg", "en"), ("walked about 2000 steps", "en"), ("like 2000 of them", "en"),
    ("혈당 6.5에 도달", "ko"),
    ("체온 37.5에서 38.2로", "ko"), ("2010년대에 유행", "ko"), ("in the new year I want to run more", "en"),
])
def test_numbers_that_are_no_time(text: str, lang: str) -> None:
    """An amount after "was", a value with a dot, a decade: the implicit date, nothing read."""
    [res] = resolve_in_text(text, dt.datetime.fromisoformat(SAID_KO if lang == "ko" else SAID_EN), lang)
    assert res.rule_id == "implicit.said_at", res


def _one(text: str, said: str, lang: str) -> dict[str, Any]:
    best = primary(resolve_in_text(text, dt.datetime.fromisoformat(said), lang))
    assert best is not None
    return best.to_expect()


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=1, max_value=60), st.dates(min_value=dt.date(1990, 1, 1), max_value=dt.date(2090, 12, 31)))
def test_so_far_is_the_past_n_days(n: int, said: dt.date) -> None:
    """"for N days now" = "I've been … for N days" = "for the past N days" (FORMAT.md): N days ending on the date."""
    at = f"{said.isoformat()}T12:00:00+09:00"
    past = _one(f"for the past {n} days", at, "en")
    assert _one(f"I've been dizzy for {n} days now", at, "en") == past
    assert _one(f"it has hurt for {n} days", at, "en") == past
    assert past["end"] == said.isoformat()


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=1, max_value=30), st.dates(min_value=dt.date(1990, 1, 1), max_value=dt.date(2090, 12, 31)))
def test_boda_chains_agree(n: int, said: dt.date) -> None:
    """어제보다 N일 전 = (N + 1)일 전; 내일보다 N일 뒤 = (N + 1)일 뒤 ("two days before yesterday" = date − 3)."""
    at = f"{said.isoformat()}T12:00:00+09:00"
    assert _one(f"어제보다 {n}일 전에", at, "ko") == _one(f"{n + 1}일 전에", at, "ko")
    assert _one(f"내일보다 {n}일 뒤에", at, "ko") == _one(f"{n + 1}일 뒤에", at, "ko")
    assert _one(f"{n} days before yesterday", at, "en") == _one(f"어제보다 {n}일 전에", at, "ko")


@pytest.mark.parametrize("start", range(1, 11))
def test_one_meridiem_holds_for_a_daytime_window(start: int) -> None:
    """오후 S시부터 E시까지 (S < E ≤ 11): both ends after noon, the same day, E − S hours."""
    for end in range(start + 1, 12):
        got = _one(f"오후 {start}시부터 {end}시까지 낮잠", SAID_KO, "ko")
        assert got["start"] == f"2026-05-13T{start + 12:02d}:00:00+09:00", got
        assert got["duration_min"] == 60 * (end - start)


def test_every_new_rule_has_a_case() -> None:
    new = {"en.year_said", "en.so_far", "date.md_dotted", "ko.since_entered"}
    assert new <= {c[0].split("/")[0] for c in CASES7}


@pytest.mark.parametrize(("text", "year"), [
    ("diagnosed with asthma 2009", 2009), ("had my gallbladder out 2018", 2018), ("born 1988", 1988),
])
def test_a_year_after_an_event_verb(text: str, year: int) -> None:
    """A year closing an event's clause, with no preposition: the year (FORMAT.md: a year alone)."""
    assert _one(text, SAID_EN, "en") == {"start": f"{year}-01-01", "end": f"{year}-12-31"}


@pytest.mark.parametrize("text", ["started metformin 2000 mg", "had 2 beers 2019 calories"])
def test_an_amount_after_an_event_verb_is_no_year(text: str) -> None:
    assert _one(text, SAID_EN, "en") == {"date": "2026-05-13"}
