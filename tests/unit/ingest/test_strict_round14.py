"""Round 14 rules for strict records on unseen wording, one test per mechanism, English and Korean.
Wording of its own (not the suites'); the positive cases fail on main 90dfa65, the guards pass on both."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

SAID = "2026-03-11T21:00:00+09:00"  # a Wednesday evening


def _symptoms(run: Any, text: str, lang: str, said: str = SAID) -> dict[str, Any]:
    return {r.coordinate: r for r in run(text, said, lang).records if r.type == "symptom"}


def _day(value: Any) -> str | None:
    if value is None:
        return None
    return (value.date() if isinstance(value, dt.datetime) else value).isoformat()


# --- episode times: when a symptom began and when it was over ----------------------------------------------------

@pytest.mark.parametrize(("text", "lang", "key", "start", "end"), [
    ("cough finally cleared up today, had it since last thursday", "en", "symptom:cough", "2026-03-05", "2026-03-11"),
    ("the headache from monday finally went away this afternoon", "en", "symptom:headache", "2026-03-09",
     "2026-03-11"),
    ("지난 목요일부터 기침했는데 오늘 다 나았어요", "ko", "symptom:cough", "2026-03-05", "2026-03-11"),
])
def test_an_episode_over_has_its_onset_and_its_end(run: Any, text: str, lang: str, key: str, start: str,
                                                   end: str) -> None:
    rec = _symptoms(run, text, lang)[key]
    assert (rec.status, _day(rec.start), _day(rec.end)) == ("resolved", start, end)


@pytest.mark.parametrize(("text", "lang", "key", "end"), [
    ("the rash on my legs went away yesterday", "en", "symptom:rash", "2026-03-10"),
    ("nausea is gone now", "en", "symptom:nausea", "2026-03-11"),
    ("어지럼증 어제 다 없어졌어요", "ko", "symptom:dizziness", "2026-03-10"),
])
def test_an_episode_said_over_ends_on_the_day_said(run: Any, text: str, lang: str, key: str, end: str) -> None:
    rec = _symptoms(run, text, lang)[key]
    assert (rec.status, _day(rec.end)) == ("resolved", end)


def test_the_day_of_an_episode_over_later_is_its_start(run: Any) -> None:
    rec = _symptoms(run, "bad back pain on monday at work. no pain since", "en")["symptom:back_pain"]
    assert (rec.status, _day(rec.start)) == ("resolved", "2026-03-09")


@pytest.mark.parametrize(("text", "key"), [
    ("heart racing for a few minutes last night, then stopped", "symptom:palpitations"),
    ("어제 가슴이 답답했는데 그 뒤로 괜찮아요", "symptom:chest_pain"),
])
def test_more_ways_to_say_an_episode_is_over(run: Any, text: str, key: str) -> None:
    lang = "ko" if any("가" <= c <= "힣" for c in text) else "en"
    syms = _symptoms(run, text, lang)
    assert key in syms and syms[key].status == "resolved"


@pytest.mark.parametrize(("text", "lang", "key"), [
    ("오후부터 머리가 아파요 6점", "ko", "symptom:headache"),
    ("아침부터 계속 어지러워요", "ko", "symptom:dizziness"),
    ("sore throat since this morning", "en", "symptom:sore_throat"),
])
def test_an_episode_begun_today_is_dated_and_started_today(run: Any, text: str, lang: str, key: str) -> None:
    rec = _symptoms(run, text, lang)[key]
    assert (_day(rec.date), _day(rec.start)) == ("2026-03-11", "2026-03-11")


def test_a_since_weekday_before_a_score_still_starts_the_episode(run: Any) -> None:
    rec = _symptoms(run, "hip pain since monday, 6/10 when walking", "en")["symptom:hip_pain"]
    assert _day(rec.start) == "2026-03-09"


def test_an_ongoing_episode_has_no_end(run: Any) -> None:
    rec = _symptoms(run, "coughing since monday, still bad", "en")["symptom:cough"]
    assert rec.end is None and _day(rec.start) == "2026-03-09"


def test_a_denied_symptom_beside_an_onset_today_is_dated_today(run: Any) -> None:
    rec = _symptoms(run, "아침부터 메스꺼워요 열은 없어요", "ko")["symptom:fever"]
    assert rec.negated and _day(rec.date) == "2026-03-11"
