"""A holiday whose day depends on where the user is (``temporal/holidays.Localised``): the day comes from
``ontology/holidays_by_locale.tsv`` for the locale that ``said_at``'s offset names (``ontology/locale_offsets.tsv``),
else the default row. A Korean holiday is Korea's wherever it is said."""

from __future__ import annotations

import datetime as dt

import pytest

from pia_graph.temporal import resolve_in_text
from pia_graph.temporal.holidays import locale_of


def _day(text: str, said: str, lang: str = "en") -> dt.date | None:
    found = resolve_in_text(text, dt.datetime.fromisoformat(said), lang)
    assert len(found) == 1, found
    return found[0].date or found[0].start


@pytest.mark.parametrize(("text", "said", "day"), [
    # Newfoundland (-02:30 in October): Canada's Thanksgiving, the 2nd Monday of October
    ("since thanksgiving", "2026-10-20T09:00:00-02:30", dt.date(2026, 10, 12)),
    ("over thanksgiving my sugar was high", "2026-12-01T09:00:00-03:30", dt.date(2026, 10, 12)),
    # New York: the 4th Thursday of November (the last one said on 20 October is 2025's)
    ("since thanksgiving", "2026-10-20T09:00:00-04:00", dt.date(2025, 11, 27)),
    ("over thanksgiving my sugar was high", "2026-12-01T09:00:00-05:00", dt.date(2026, 11, 26)),
    # the United Kingdom (+00:00): Mothering Sunday, three weeks before Easter (5 April 2026)
    ("on mother's day", "2026-04-10T09:00:00+00:00", dt.date(2026, 3, 15)),
    ("on mother's day", "2026-06-10T09:00:00-05:00", dt.date(2026, 5, 10)),
    # Sydney: Father's Day is the 1st Sunday of September
    ("on father's day", "2026-10-10T09:00:00+10:00", dt.date(2026, 9, 6)),
    ("on father's day", "2026-10-10T09:00:00-07:00", dt.date(2026, 6, 21)),
])
def test_a_holiday_takes_the_day_of_the_users_locale(text: str, said: str, day: dt.date) -> None:
    assert _day(text, said) == day


@pytest.mark.parametrize("said", ["2026-10-20T09:00:00-05:00", "2026-10-20T09:00:00+09:00"])
def test_chuseok_said_abroad_is_koreas(said: str) -> None:
    assert _day("추석 때부터", said, "ko") == dt.date(2026, 9, 25)


def test_an_offset_with_no_row_is_the_default_locale() -> None:
    assert locale_of(dt.datetime(2026, 1, 1, tzinfo=dt.timezone(dt.timedelta(hours=-5)))) == "default"
    assert locale_of(dt.datetime(2026, 1, 1, tzinfo=dt.timezone(dt.timedelta(hours=-3, minutes=-30)))) == "CA"
