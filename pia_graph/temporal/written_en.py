"""English written dates: month names with a day and/or a year in any common order, a year alone, a bare
day of the month ("March 3", "3rd of March", "January first 2000", "fourth of july of 1995", "2017 april",
"Dec-2018", "2019-aug-01", "in 2016", "the 27th", "Friday the 15th")."""

from __future__ import annotations

from functools import cache

from pia_graph.ontology.word_lists import words_alternation
from pia_graph.temporal import cal, compose
from pia_graph.temporal.base import Ctx, Groups, Handler, Rule, en_pattern, in_month, in_year, interval, on_date
from pia_graph.temporal.numbers import EN_ORDINAL, en_day
from pia_graph.temporal.rules_common import YEAR4
from pia_graph.temporal.rules_en import MONTH, WD
from pia_graph.temporal.types import Resolution

_ORD = r"(?:st|nd|rd|th)"
#: a day of the month: 3, 3rd, third, twenty-first
_DAY = rf"(?:\d{{1,2}}{_ORD}?|{EN_ORDINAL})"
#: a year after a date: "March 3 2017", "March 3, 2017", "3 March of 2017", "26 june in 2020", "'17"
#: a year after a month and day: "March 3, 2019", "3rd of March of 2019", "Mar 3rd '24"
_YEAR_AFTER = (rf"(?:\s*[/,-]?\s*(?:(?:of|in)\s+(?:the\s+year\s+)?)?(?P<y>{YEAR4})"
               r"|\s*,?\s*['\u2019](?P<y2>\d\d)(?![\d'\u2019]))")
#: not a date after all: a clock time, a measure or a count follows the number
_NOT_DAY = r"(?!\s*(?:[:.]\d|am\b|pm\b|a\.m|p\.m|hours?|mins?|minutes?|days?|weeks?|kg|lbs?|mg|times|x\b))"


def _year(text: str | None, c: Ctx) -> int | None:
    if text is None:
        return None
    year = int(text)
    return cal.year_from_two_digits(year, c.today) if len(text) <= 2 else year


def _in_month(m: Groups, c: Ctx) -> Resolution | None:
    month = cal.en_month(m["mon"])
    year = _year(m.get("y"), c)
    if year is not None:
        return in_month(cal.valid_date(year, month, 1))
    return in_month(cal.recent_month(c.today, month, c.expected))


def _last_month_name(m: Groups, c: Ctx) -> Resolution | None:
    month = cal.en_month(m["mon"])
    year = c.today.year if month < c.today.month else c.today.year - 1
    return in_month(cal.valid_date(year, month, 1))


def _in_year(m: Groups, c: Ctx) -> Resolution | None:
    return in_year(int(m["y"]))


def _month_day(m: Groups, c: Ctx) -> Resolution | None:
    month = cal.en_month(m["mon"])
    day = en_day(m["d"])
    if day is None:
        return None
    year = _year(m.get("y"), c)
    if year is not None:
        return on_date(cal.valid_date(year, month, day))
    return on_date(cal.recent_month_day(c.today, month, day, c.expected))


def _since_year(m: Groups, c: Ctx) -> Resolution | None:
    start = cal.valid_date(int(m["y"]), 1, 1)
    return None if start is None else interval(start, None, "year")


def _since_month(m: Groups, c: Ctx) -> Resolution | None:
    month = cal.en_month(m["mon"])
    y = m.get("y")
    start = cal.valid_date(int(y), month, 1) if y is not None else cal.recent_month(c.today, month)
    return None if start is None else interval(start, None, "month")


def _day_of_month(m: Groups, c: Ctx) -> Resolution | None:
    """A bare day: the most recent such day not after the date (the next on or after it when expected)."""
    return compose.bare_day(en_day(m["d"]), c)


def _weekday_day(m: Groups, c: Ctx) -> Resolution | None:
    day = en_day(m["d"])
    return None if day is None else compose.day_with_weekday(day, cal.en_weekday(m["wd"]), c)


@cache
def rules() -> tuple[Rule, ...]:
    """The English written-date rules, in tie-break order."""
    year4 = rf"(?P<y>{YEAR4})"
    spec: list[tuple[str, str, Handler]] = [
        ("en.last_month_name", rf"last\s+(?P<mon>{MONTH})(?!\s*\d)", _last_month_name),
        ("en.in_month", r"(?:(?:(?:back\s+)?in|during|throughout)\s+(?:(?:early|late|mid)-?\s*)?"
                        r"|(?:early|late|mid)(?:\s*-\s*|\s+(?:in\s+)?))"
                        rf"(?P<mon>{MONTH})(?:\s*,?\s*(?:of\s+)?{year4})?(?!\s*\d)",
         _in_month),
        # a month named as what dates a thing, after a determiner: "my august physical", "the march labs", "that
        # june appointment" (a bare month is no time alone; with its determiner and the noun after it, it is)
        ("en.month_attributive", rf"(?<![\w-])(?:my|the|that|our|this\s+past)\s+(?P<mon>{MONTH})"
                                 r"(?=\s+(?!(?:and|or|to|of|the|a|an|i|is|was|\d)\b)[a-z])", _in_month),
        ("en.month_year", rf"(?P<mon>{MONTH})\s*(?:[,/-]\s*|\s+of\s+)?(?P<y>{YEAR4})(?!\d)"
                          rf"|(?P<mon2>{MONTH})\s*'(?P<y2>\d\d)(?!\d)", _in_month),
        ("en.year_month", rf"(?P<y>{YEAR4})\s*[,/-]?\s*(?P<mon>{MONTH})(?!\s*[-/]?\s*\d)", _in_month),
        ("en.year_month_day", rf"(?P<y>{YEAR4})\s*[-/.\s]\s*(?P<mon>{MONTH})\s*[-/.\s]\s*(?P<d>\d{{1,2}})(?!\d)",
         _month_day),
        ("en.in_year", rf"(?:(?:back\s+)?in(?:\s+like)?|during|throughout)\s+(?:the\s+year\s+)?{year4}(?![\d/-]|\.\d)"
                       r"(?!\s*(?:mg|mcg|ml|steps|calories|kcal|cal|units?|iu|kg|lbs?|pounds|dollars|won|원))",
         _in_year),
        # a year said as the time of an event with no preposition: "my last checkup was 2022", "diagnosed 2019",
        # "around 2015", "ages ago, like 2009," (a count or an amount is no year: "was 2000 mg", "about 2000 steps")
        ("en.year_said", rf"(?:(?:was|were|around|about|like|circa|c\.|roughly|approximately|sometime|born|married"
                         r"|happened|done)"
                         # an event's verb and up to three words of its object: "diagnosed with asthma 2009" ("had a
                         # stroke in 2023" is `en.in_year`'s)
                         r"|(?:diagnosed|had|started|stopped|quit|ended|broke|tore|got|operated\s+on)"
                         # (no word of a date: "had it removed May 2015" is `en.month_year`'s, "late 2019" a part's)
                         r"(?:\s+(?!(?:in|on|since|from|for|until|by|at|around|early|mid|late|middle|end|beginning"
                         rf"|start|spring|summer|fall|autumn|winter|{MONTH}|{EN_ORDINAL})\b)[a-z][\w'-]*)"
                         r"{0,3}?)"
                         rf"\s+{year4}(?![\d/-]|[.,]\d|\s*(?:or|~|–)\s*\d)"
                         r"(?!\s*(?:mg|mcg|ml|steps|calories|kcal|cal|units?|iu|kg|lbs?|pounds|dollars|won|원|ft|feet"
                         r"|meters?|m\b|km|miles?|people|times|of\b|x\b|%|/|:))", _in_year),
        ("en.since_year", rf"(?:ever\s+)?since\s+{year4}(?![\d/-]|\.\d)", _since_year),
        ("en.since_month", rf"(?:ever\s+)?since\s+(?:(?:early|late|mid)-?\s*)?(?P<mon>{MONTH})"
                           rf"(?:\s*,?\s*{year4})?(?!\s*\d)", _since_month),
        ("en.day_of_month", rf"the\s+(?P<d>\d{{1,2}}{_ORD}|{EN_ORDINAL})"
                            rf"(?!\s+(?:{words_alternation('ordinal_count_noun', 'en')}))"
                            # "the 2nd shingrix dose", "the 3rd hep b jab": a count of doses, a vaccine's name between
                            # (not "on the 5th got my flu shot": a verb or a determiner between is the day's sentence)
                            r"(?!(?:\s+(?!(?:my|the|a|an|i|we|got|had|get|did)\b)[a-z][\w-]*){1,2}\s+"
                            rf"(?:{words_alternation('dose_count_noun', 'en')})s?\b)",
         _day_of_month),
        # "last Tuesday, first dose": an ordinal that counts doses (a "dose_count_noun" after it) is no day
        ("en.weekday_day", rf"(?:on\s+)?(?P<wd>{WD}),?\s+(?:the\s+)?(?P<d>\d{{1,2}}{_ORD}|{EN_ORDINAL})"
                           r"(?!\s*(?:of\b|[:.]\d|am\b|pm\b))"
                           rf"(?!\s+(?:{words_alternation('dose_count_noun', 'en')})s?\b)", _weekday_day),
        ("en.month_day", rf"(?:{WD},?\s+)?(?:the\s+)?(?P<mon>{MONTH})\s*(?:the\s+)?(?P<d>{_DAY}){_NOT_DAY}"
                         rf"{_YEAR_AFTER}?", _month_day),
        ("en.day_month", rf"(?:{WD},?\s+)?(?:the\s+)?(?P<d>{_DAY})\s*(?:of\s+|[/-]\s*)?(?P<mon>{MONTH})"
                         rf"{_YEAR_AFTER}?", _month_day),
    ]
    return tuple(Rule(rule_id, en_pattern(body), handler) for rule_id, body, handler in spec)
