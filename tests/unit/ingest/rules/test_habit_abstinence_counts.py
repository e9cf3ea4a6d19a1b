"""An abstinence told by its count ("day 12 no booze", "금주 50일째", "8 months smoke free", "금연 석 달") is the
habit's status now: profile:alcohol none, profile:smoking former (``ingest/extract/abstinence.py``, rules
``profile.alcohol_status`` / ``profile.smoking_status``); a count with 만에 ("after N days") is a lapse, another
person's count and a plan are none. Sentences of our own (session 65, extract47 census)."""

from __future__ import annotations

from typing import Any

import pytest

from pia_graph.ingest.extract.abstinence import abstinent

SAID = "2026-05-14T10:00:00+09:00"


def _habits(run: Any, text: str, lang: str) -> list[tuple[str, str]]:
    return sorted((r.coordinate, str(r.value)) for r in run(text, SAID, lang).records if r.type == "baseline_habit")


@pytest.mark.parametrize(("text", "lang", "habits"), [
    ("day 12 no booze, feeling clearer", "en", [("profile:alcohol", "none")]),
    ("Two months sober this week. BP 126/80", "en", [("profile:alcohol", "none")]),
    ("8 months smoke free and my cough is gone", "en", [("profile:smoking", "former")]),
    ("4 weeks no cigarettes, 2 weeks no alcohol", "en", [("profile:alcohol", "none"), ("profile:smoking", "former")]),
    ("금주 50일째예요. 혈압 120/78", "ko", [("profile:alcohol", "none")]),
    ("금연 석 달 됐어요", "ko", [("profile:smoking", "former")]),
    ("두 달 넘게 금주 중이에요", "ko", [("profile:alcohol", "none")]),
    ("술 끊은 지 6개월 됐어요", "ko", [("profile:alcohol", "none")]),
])
def test_an_abstinence_count_is_the_habit_now(run: Any, text: str, lang: str, habits: list[tuple[str, str]]) -> None:
    assert _habits(run, text, lang) == habits


@pytest.mark.parametrize(("text", "lang"), [
    ("결국 어제 소주 3잔 마셨어요. 금주 20일 만에", "ko"),  # after 20 days: the stop ended
    ("다음 주부터 금주하려고요", "ko"),  # a plan
    ("My brother is 3 years sober today", "en"),  # another person's
    ("3 days dry cough now", "en"),  # no abstinence word
])
def test_no_abstinence_habit(run: Any, text: str, lang: str) -> None:
    assert ("profile:alcohol", "none") not in _habits(run, text, lang)


def test_the_pattern_reads_the_count_on_either_side_in_korean() -> None:
    assert abstinent("1년 가까이 금주", "alcohol", "ko")
    assert abstinent("금주 100일째", "alcohol", "ko")
    assert not abstinent("금주 100일 만에 한 잔", "alcohol", "ko")
    assert not abstinent("금주하면 좋아지나요", "alcohol", "ko")
