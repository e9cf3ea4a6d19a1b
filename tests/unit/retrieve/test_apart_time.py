"""A time a question sets apart (`retrieve/apart_time.py`, session 68): no window ("이번 주 말고 지난주" asks last
week), a kind of day over the whole record ("without the weekend ones"), the time just before one set apart (어젯밤 말고
그 전날 밤), and the ranking that puts what falls inside it last (a demotion, not a deletion); with the places of the
same questions ("second-to-last CRP", 지난번 거 말고 그 전) and the doses a change replaced, counted by a place."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.fuse import fuse
from pia_graph.retrieve.structured import StructuredHit
from pia_graph.retrieve.understand import understand

TZ = dt.timezone(dt.timedelta(hours=9))
SAID = dt.datetime(2026, 5, 20, 20, 0, tzinfo=TZ)  # a Wednesday
D = dt.date


def _u(text: str, index: AliasIndex, dictionary: Dictionary) -> Any:
    lang = "ko" if any("가" <= c <= "힣" for c in text) else "en"
    return understand(text, SAID, lang, index, dictionary)  # type: ignore[arg-type]


@pytest.mark.parametrize(("text", "start", "end"), [
    ("이번 주 말고 지난주 걸음수", D(2026, 5, 11), D(2026, 5, 17)),
    ("작년 말고 올해 한 건강검진 결과", D(2026, 1, 1), D(2026, 5, 20)),
    ("my steps except last week, this week only", D(2026, 5, 18), D(2026, 5, 20)),
])
def test_a_time_set_apart_is_no_window(text: str, start: dt.date, end: dt.date, index: AliasIndex,
                                       dictionary: Dictionary) -> None:
    u = _u(text, index, dictionary)
    assert u.window is not None and (u.window.start, u.window.end) == (start, end)
    assert len(u.apart_times) == 1 and u.apart_times[0].expression not in (u.window.expression,)


def test_the_same_time_without_an_exclusion_is_the_window(index: AliasIndex, dictionary: Dictionary) -> None:
    u = _u("이번 주 걸음수", index, dictionary)
    assert u.window is not None and u.window.start == D(2026, 5, 18)
    assert u.apart_times == []


@pytest.mark.parametrize("text", ["주말 빼고 평일에만 잰 체중", "whats my average home bp without the weekend ones"])
def test_the_weekend_set_apart_is_every_weekend(text: str, index: AliasIndex, dictionary: Dictionary) -> None:
    u = _u(text, index, dictionary)
    assert u.window is None
    assert [(t.weekdays, t.start) for t in u.apart_times] == [([5, 6], None)]


def test_last_weekend_set_apart_is_that_weekend(index: AliasIndex, dictionary: Dictionary) -> None:
    u = _u("my weight except last weekend", index, dictionary)
    assert [(t.weekdays, t.start, t.end) for t in u.apart_times] == [([], D(2026, 5, 16), D(2026, 5, 17))]


def test_the_night_before_the_one_set_apart_is_the_window(index: AliasIndex, dictionary: Dictionary) -> None:
    u = _u("어젯밤 말고 그 전날 밤엔 몇시간 잤지", index, dictionary)
    assert u.window is not None and (u.window.start, u.window.end) == (D(2026, 5, 18), D(2026, 5, 18))


def test_a_part_of_the_day_set_apart_is_not_asked(index: AliasIndex, dictionary: Dictionary) -> None:
    assert not any(f.value.startswith("day_part:") for f in _u(
        "was there any weight reading that wasnt in the morning", index, dictionary).fields)
    assert [f.value for f in _u("저녁에 잰 혈압만 아침 거 제외", index, dictionary).fields
            if f.value.startswith("day_part:")] == ["day_part:17-23"]


@pytest.mark.parametrize("text", ["what's the second-to-last CRP, I know the latest",
                                  "지난번 거 말고 그 전에 잰 허리둘레"])
def test_the_one_before_the_last(text: str, index: AliasIndex, dictionary: Dictionary) -> None:
    u = _u(text, index, dictionary)
    assert [(p.kind, p.order, p.n) for p in u.places] == [("nth", "newest", 2)]
    assert u.window is None  # "the second" of "second-to-last" is no day of the month


def _row(rid: str, coordinate: str, day: dt.date, kind: str, **extra: Any) -> dict[str, Any]:
    return {"record_id": rid, "coordinate": coordinate, "type": kind, "date": day,
            "sort_time": dt.datetime.combine(day, dt.time(9), TZ), "turn_id": f"t-{rid}",
            "recorded_at": dt.datetime.combine(day, dt.time(9), TZ), **extra}


def test_what_falls_inside_a_time_set_apart_ranks_last(index: AliasIndex, dictionary: Dictionary) -> None:
    days = [D(2026, 5, 9), D(2026, 5, 10), D(2026, 5, 12), D(2026, 5, 16), D(2026, 5, 17), D(2026, 5, 19)]
    hits = [StructuredHit(_row(f"w{d.day}", "body:weight", d, "body_measurement", value=70.0), ["coordinate"], 1.0)
            for d in days]

    def ranked(text: str) -> list[Any]:
        return fuse(_u(text, index, dictionary), "structured", hits, [], {}, dictionary, SAID, 10).items

    plain = [i.id for i in ranked("체중 기록")]
    assert plain[0] == "w19"  # newest first when nothing is set apart
    items = ranked("주말 빼고 잰 체중")
    ids = [i.id for i in items]
    assert set(ids) == set(plain)  # demoted, not dropped
    assert set(ids[:2]) == {"w19", "w12"}  # the weekday readings first
    assert all("set_apart" in i.why for i in items[2:])
    assert all(D.fromisoformat(str(i.date)).weekday() >= 5 for i in items[2:])


def test_a_place_among_a_drugs_regimens_counts_the_doses_a_change_replaced(
        index: AliasIndex, dictionary: Dictionary) -> None:
    rows = [_row("l50", "drug:levothyroxine", D(2026, 1, 6), "medication_regimen", superseded_by="l75", dose=50),
            _row("l75", "drug:levothyroxine", D(2026, 2, 2), "medication_regimen", superseded_by="l88", dose=75),
            _row("l88", "drug:levothyroxine", D(2026, 3, 20), "medication_regimen", dose=88, status="active")]
    hits = [StructuredHit(r, ["coordinate"], 1.0) for r in rows]

    def first(text: str) -> str:
        return fuse(_u(text, index, dictionary), "structured", hits, [], {}, dictionary, SAID, 10).items[0].id

    assert first("what was my levothyroxine dose before the current one") == "l75"
    assert first("what's my levothyroxine dose") == "l88"  # no place: the current regimen, as before


def test_a_place_among_a_class_counts_drugs_not_doses(index: AliasIndex, dictionary: Dictionary) -> None:
    rows = [_row("m500", "drug:metformin", D(2026, 1, 6), "medication_regimen", superseded_by="m1000", dose=500),
            _row("m1000", "drug:metformin", D(2026, 3, 2), "medication_regimen", dose=1000, status="active"),
            _row("g5", "drug:glimepiride", D(2026, 4, 9), "medication_regimen", dose=5, status="active")]
    u = _u("what was the second diabetes pill i got", index, dictionary)
    items = fuse(u, "structured", [StructuredHit(r, ["coordinate"], 1.0) for r in rows], [], {}, dictionary, SAID,
                 10).items
    assert items[0].id == "g5"  # metformin's dose change is no second pill
