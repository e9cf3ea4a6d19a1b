"""A reading is one moment: a window that runs up to the day said (this week, N주째, 이틀째) says how long something has
gone on, and the reading is the turn's own day (``timing.reading_day``). Sentences written for this rule."""

from __future__ import annotations

from typing import Any

import pytest

SAID_KO = "2026-05-14T08:00:00+09:00"  # a Thursday
SAID_EN = "2026-05-14T08:00:00-05:00"


@pytest.mark.parametrize(("text", "lang", "said"), [
    ("체중 2주째 그대로 71.2", "ko", SAID_KO),
    ("제주 여행 사흘째, 공복혈당 118 나옴", "ko", SAID_KO),
    ("weight stuck at 182 lb for the past 3 days", "en", SAID_EN),
])
def test_a_reading_in_a_window_to_the_day_said_is_that_days(run: Any, text: str, lang: str, said: str) -> None:
    got = [(str(r.date), r.start, r.end) for r in run(text, said, lang).records
           if r.type in ("body_measurement", "lab_result")]
    assert got == [(said[:10], None, None)]


def test_a_reading_in_a_window_that_ended_before_keeps_the_window(run: Any) -> None:
    got = [(r.start, r.end) for r in run("last week my weight was 71.2", SAID_EN, "en").records
           if r.type == "body_measurement"]
    assert got and got[0][0] is not None and str(got[0][1]) == "2026-05-10"


def test_a_weekday_right_before_each_reading_of_a_run_dates_it(run: Any) -> None:
    # "mon 128 tue 119": the resolver now reads a bare weekday before a number, and it still leads its reading
    got = sorted(str(r.date) for r in run("fasting sugars this week: mon 128 tue 119 wed 135", SAID_EN, "en").records
                 if r.type == "lab_result")
    assert got == ["2026-05-11", "2026-05-12", "2026-05-13"]
