"""Korean grammar of a symptom episode: the words that say it is over now (지금은 괜찮아요, 싹 나음, 이제 … 안
해요: the dictionary's ``resolved`` list), and its onset said as time elapsed since it began (이런지 2주 됐어: the
adnominal -ㄴ before 지; 오늘로 3일째: today named as the window's last day)."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.temporal import resolve_in_text
from pia_graph.temporal.resolve import primary
from tests.unit.ingest.rule_test_helpers import dumped_records, fields_at

SAID = "2026-07-08T23:00:00+09:00"


def _one(run: Any, text: str, coordinate: str) -> dict[str, Any]:
    got = fields_at(dumped_records(run, text, "ko", SAID), coordinate)
    assert len(got) == 1, got
    return got[0]


def _day(value: Any) -> str:
    return str(value)[:10]


@pytest.mark.parametrize(("text", "coordinate"), [
    ("3일전에 배가 너무 아파서 응급실 갔었어요 지금은 괜찮아요", "symptom:abdominal_pain"),
    ("어제 저녁에 밤새 배가 뒤틀리게 아팠는데 지금은 멀쩡해요", "symptom:abdominal_pain"),
    ("지난주 화요일부터 허리가 아팠는데 어제부로 싹 나음", "symptom:back_pain"),
    ("감기 다 떨어졌어요 이제 기침도 안해요", "symptom:cough"),
    ("숨찬거 많이 좋아졌어요 이제 안 차요", "symptom:shortness_of_breath"),
])
def test_korean_symptom_said_over_now_is_resolved(run: Any, text: str, coordinate: str) -> None:
    assert _one(run, text, coordinate)["status"] == "resolved"


@pytest.mark.parametrize(("text", "coordinate"), [
    ("허리가 아파요 지금도 아파", "symptom:back_pain"),
    ("기침이 좀 좋아졌는데 아직 나요", "symptom:cough"),
])
def test_korean_symptom_still_there_stays_active(run: Any, text: str, coordinate: str) -> None:
    assert _one(run, text, coordinate)["status"] == "active"


def test_resolved_end_is_the_day_it_was_said_over(run: Any) -> None:
    got = _one(run, "지난주 화요일부터 허리가 아팠는데 어제부로 싹 나음", "symptom:back_pain")
    assert (_day(got["start"]), _day(got["end"])) == ("2026-06-30", "2026-07-07")


@pytest.mark.parametrize(("text", "coordinate", "start"), [
    ("요즘 잠이 안와서 새벽 3시까지 뒤척여요 이런지 2주 됐어", "symptom:insomnia", "2026-06-24"),
    ("기침한지 3일 됐어요", "symptom:cough", "2026-07-05"),
    ("허리 아픈 지 열흘 넘었어", "symptom:back_pain", "2026-06-28"),
])
def test_time_elapsed_since_it_began_is_the_onset(run: Any, text: str, coordinate: str, start: str) -> None:
    got = _one(run, text, coordinate)
    assert _day(got["start"]) == start and "date" not in {k for k, v in got.items() if v is not None}


def test_today_named_as_the_nth_day_keeps_the_window(run: Any) -> None:
    got = _one(run, "허리 아픈게 오늘로 3일째.. 10점 만점에 7점정도", "symptom:back_pain")
    assert (_day(got["start"]), got["value"]) == ("2026-07-06", 7.0)


@pytest.mark.parametrize(("text", "expected"), [
    ("이런지 2주 됐어", {"date": "2026-06-24"}),
    ("아픈지 사흘 됐어요", {"date": "2026-07-05"}),
    ("그런 지 일주일 지났어", {"date": "2026-07-01"}),
    ("오늘로 3일째", {"start": "2026-07-06", "end": "2026-07-08"}),
    ("오늘이 사흘째야", {"start": "2026-07-06", "end": "2026-07-08"}),
])
def test_korean_elapsed_and_nth_day_expressions(text: str, expected: dict[str, Any]) -> None:
    res = primary(resolve_in_text(text, dt.datetime.fromisoformat(SAID)))
    assert res is not None and res.to_expect() == expected

