"""Times counted from a day already told in the same text (``temporal/anchored.py``): "the next day", "two days
later", "그 다음날", "일주일 뒤" in a story told in sequence."""

from __future__ import annotations

import datetime as dt

import pytest

from pia_graph.temporal import resolve_in_text
from pia_graph.temporal.anchored import NEXT_DAY_RULE, anchored

SAID = dt.datetime(2026, 11, 12, 10, 0, tzinfo=dt.timezone(dt.timedelta(hours=9)))  # a Thursday


def _days(text: str, lang: str) -> list[tuple[str, dt.date | None]]:
    found = anchored(text, lang, resolve_in_text(text, SAID, lang), SAID)
    return sorted(((r.expression, r.date) for r in found if r.kind == "date"), key=lambda x: text.index(x[0]))


@pytest.mark.parametrize(("text", "lang", "expected"), [
    ("went to urgent care tuesday night, fever broke the next day", "en",
     [("tuesday", dt.date(2026, 11, 10)), ("the next day", dt.date(2026, 11, 11))]),
    ("colonoscopy on monday, the morning after I had cramps", "en",
     [("on monday", dt.date(2026, 11, 9)), ("the morning after", dt.date(2026, 11, 10))]),
    ("월요일에 퇴원했는데 그 다음날 열이 났어요", "ko",
     [("월요일에", dt.date(2026, 11, 9)), ("그 다음날", dt.date(2026, 11, 10))]),
    ("started the new pill on the 2nd and two days later I got a rash", "en",
     [("the 2nd", dt.date(2026, 11, 2)), ("two days later", dt.date(2026, 11, 4))]),
    ("3일에 퇴원하고 일주일 뒤 기침 시작", "ko",
     [("3일에", dt.date(2026, 11, 3)), ("일주일 뒤", dt.date(2026, 11, 10))]),
])
def test_a_step_of_a_story_counts_from_the_day_told_before(text: str, lang: str,
                                                           expected: list[tuple[str, dt.date]]) -> None:
    assert _days(text, lang) == expected


@pytest.mark.parametrize(("text", "lang"), [
    ("the day after tomorrow I see the doctor", "en"),  # the resolver's own day, counted from today
    ("fever broke the next day", "en"),  # no day told before: no time
    ("seeing the endo in two days", "en"),
    ("yesterday I booked it, a week from now", "en"),
    ("어제 예약했어요 일주일 뒤에 가요", "ko"),  # still ahead counted from yesterday: a plan's day
])
def test_what_lies_ahead_or_has_no_day_before_stays_as_the_resolver_reads_it(text: str, lang: str) -> None:
    plain = resolve_in_text(text, SAID, lang)
    found = anchored(text, lang, plain, SAID)
    assert found == plain and not any(r.rule_id == NEXT_DAY_RULE for r in found)
