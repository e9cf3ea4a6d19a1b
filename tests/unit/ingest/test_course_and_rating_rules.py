"""A course's length (``courses.course``: said, or counted from pills) and a symptom's severity said with a
rating hedge (the dictionary's ``rating`` list), one test per rule, English and Korean, wording of their own."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

SAID = "2026-03-11T09:00:00+09:00"


def _regimen(run: Any, text: str, lang: str = "en") -> Any:
    got = [r for r in run(text, SAID, lang).records if r.type == "medication_regimen"]
    assert len(got) == 1, got
    return got[0]


def _symptom_value(run: Any, text: str, lang: str = "en") -> Any:
    got = [r for r in run(text, SAID, lang).records if r.type == "symptom"]
    assert len(got) == 1, got
    return got[0].value


# rule: a length said after the dose ("x10 days", "for 5 days" beside a prescription, "7일간")
@pytest.mark.parametrize(("text", "lang", "days"), [
    ("doc put me on doxycycline 100mg x10 days", "en", 10),
    ("got cephalexin 500mg four times a day for 5 days", "en", 5),
    ("prescribed azithromycin for 1 week", "en", 7),
    ("병원에서 아목시실린 7일간 처방 받음", "ko", 7),
])
def test_a_course_said_by_its_length(run: Any, text: str, lang: str, days: int) -> None:
    r = _regimen(run, text, lang)
    assert r.status == "active"
    assert r.start == dt.date(2026, 3, 11)
    assert r.expected_end == dt.date(2026, 3, 11) + dt.timedelta(days=days - 1)


def test_a_past_duration_is_no_course(run: Any) -> None:
    r = _regimen(run, "been on metformin 500mg daily for 10 days, no issues")
    assert r.expected_end is None


# rule: a course counted from the pills handed out and the pills a day
@pytest.mark.parametrize(("text", "lang", "days"), [
    ("pharmacy gave me 28 tabs of omeprazole, 2 a day", "en", 14),
    ("로수바스타틴 90알 받아옴 하루 한알", "ko", 90),
])
def test_a_course_counted_from_pills(run: Any, text: str, lang: str, days: int) -> None:
    r = _regimen(run, text, lang)
    assert r.expected_end == dt.date(2026, 3, 11) + dt.timedelta(days=days - 1)


def test_pills_that_do_not_divide_make_no_course(run: Any) -> None:
    r = _regimen(run, "started lisinopril, 25 tablets, 2 a day")
    assert r.expected_end is None


# rule: a whole number with a rating hedge ending the symptom's clause is its severity
@pytest.mark.parametrize(("text", "lang", "value"), [
    ("neck pain since the flight, i'd say a 6", "en", 6),
    ("stomach ache all afternoon, probably a 4", "en", 4),
    ("어제부터 허리 통증 5정도", "ko", 5),
])
def test_severity_said_with_a_rating_hedge(run: Any, text: str, lang: str, value: int) -> None:
    assert _symptom_value(run, text, lang) == value


@pytest.mark.parametrize(("text", "lang"), [
    ("knee pain like a 5 days now", "en"),  # the number goes on: a count, not a rating
    ("headache, took like a 2 hour nap", "en"),
    ("두통 3일 정도 됐어", "ko"),  # a count of days
])
def test_a_number_that_goes_on_is_no_severity(run: Any, text: str, lang: str) -> None:
    assert _symptom_value(run, text, lang) is None


# rule: a condition had once (as a kid, 있었는데) and said fine now (dictionary list ``now_fine``) is resolved
@pytest.mark.parametrize(("text", "lang", "status"), [
    ("had psoriasis as a teen, all good now", "en", "resolved"),
    ("어렸을 때 아토피 있었는데 이제 괜찮아요", "ko", "resolved"),
    ("I have asthma, fine now with the inhaler", "en", "active"),  # managed today, not had once
    ("당뇨 있는데 약 먹고 지금은 괜찮아", "ko", "active"),
])
def test_a_condition_had_once_and_fine_now(run: Any, text: str, lang: str, status: str) -> None:
    got = [r.status for r in run(text, SAID, lang).records if r.type == "condition"]
    assert got == [status]


# rule: the Korean scale said before the rating ("10점 만점에 7"), in the symptom's sentence or the next one
@pytest.mark.parametrize(("text", "value"), [
    ("허리 아파 10점 만점에 7", 7),
    ("허리 아픈게 오늘로 3일째.. 10점 만점에 7점정도", 7),  # the rating alone in the next sentence
])
def test_a_korean_scale_before_the_rating(run: Any, text: str, value: int) -> None:
    assert _symptom_value(run, text, "ko") == value


def test_dots_after_a_rating_close_it(run: Any) -> None:
    """"10점 만점에 9.. 회사 그만두고 싶다": 9 is the rating, the dots no decimal point, 10 no rating."""
    got = [r for r in run("스트레스 지수 10점 만점에 9.. 회사 그만두고 싶다", SAID, "ko").records if r.type == "mood"]
    assert [r.value for r in got] == [9]
