"""Day labels that lead the items of a logged run of readings (calendar grammar, pure).

"sugar levels mon 128 tue 119 wed 135", "fasting this week: mon 5.9, tue 6.1, thu 5.7", "아침 공복 월 110 화 104
수 98": a turn logging several readings, each led by its own day label, dates each reading by the label said
right before it. A short weekday ("mon", "tue", Korean "월", "화") before a number is read as a day only inside
such a run: two or more labelled numbers, one after the other, with only a unit or a list word between
(alone, "mon" and "sat" are other words and Korean "월" is also "a month"). A weekday is the most recent such
day on or before the day the turn is said (as the resolver reads a bare weekday).

English also says the label after each reading: "sugar 128 on mon, 119 tue", "weighed 82.4 on monday, 81.9 wed",
"bp 130/85 sat, 128/80 sun". Such a run (two or more readings, each followed by its own label, with only a list
word between one label and the next number) dates each reading by the label said right after it
(``extract.day_label_after``), the labels the resolver read included ("119 tue" alone is its weekday); a run whose
first number is itself led by a label is the leading kind ("mon 128 tue 119").

A round-up typed one day a line ("지난주 혈당 기록\n월 공복 108\n화 공복 112", "Mon: bp 128/82\nTue - missed the
metformin") dates each line by the weekday label that opens it (``extract.line_label``): two or more consecutive
lines of a block opening with different labels. Under a week said before the labels in their block ("지난주 아침 혈당
월 132 화 127", "last week:\nmon 5.9\ntue 6.1"), a label is that weekday of that week, not the most recent one.
"""

from __future__ import annotations

import datetime as dt
import re
from functools import cache

from pia_graph.ingest.text_spans import line_start, next_line
from pia_graph.ontology.word_lists import words_alternation
from pia_graph.temporal import Resolution, cal
from pia_graph.temporal.types import TimeSpan

#: a weekday label leading a reading ("mon", "tues.", "월", "화요일"), for the value grammars before a number
LABEL_EN = (r"(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:s|nesday)?|thu(?:rs?(?:day)?)?|fri(?:day)?|sat(?:urday)?"
            r"|sun(?:day)?)")
LABEL_KO = r"(?<![가-힣])[월화수목금토일](?:요일|욜)?"
#: a list head's span of days before the labelled readings ("fasting this week: mon 5.9")
LIST_SPAN_EN = r"(?:(?:this|last|past)\s+(?:week|wk)\s*:?)"

# a written month/day label ("12/3 138/88, 12/4 131/84", "3/9 128, 3/10 119")
_MONTH_DAY = r"(?P<md>(?<![\d/.])(?P<mo>\d{1,2})/(?P<d>\d{1,2})(?=[\s:]))"

# a weekday label, then the reading's number (English: the short and full names; Korean: the one syllable,
# 요일 or the chat form 욜)
_EN_LABEL = re.compile(
    rf"(?<![\w/.])(?:(?P<wd>{LABEL_EN})\.?|{_MONTH_DAY})\s*:?\s*(?P<n>\d{{1,3}}(?:\.\d+)?(?:\s*/\s*\d{{1,3}})?)(?![\d/])",
    re.IGNORECASE,
)
_KO_LABEL = re.compile(
    r"(?<![가-힣\w])(?:(?P<wd>[월화수목금토일])(?:요일|욜)?(?:은|엔|에는|에)?|" + _MONTH_DAY + r")\s*:?\s*"
    r"(?P<n>\d{1,3}(?:\.\d+)?(?:\s*/\s*\d{1,3})?)(?![\d/.]|[가-힣])"
)
# a reading's number, then its weekday label ("128 on mon", "82.4 kg wed", "130/85 sat")
_EN_TRAIL = re.compile(
    rf"(?<![\w/.])(?P<n>\d{{1,3}}(?:\.\d+)?(?:\s*/\s*\d{{1,3}})?)(?![\d/])\s*(?:[a-zA-Z%]{{1,5}}(?:/[a-zA-Z]{{1,2}})?\.?\s+)??"
    rf"(?P<on>on\s+)?(?P<wd>{LABEL_EN})\.?(?!\w)",
    re.IGNORECASE,
)
#: the rule of a day label said after its reading
AFTER_RULE = "extract.day_label_after"
# what may stand between a reading's number and the label after it
_TO_LABEL = re.compile(r"\s*(?:[a-zA-Z%]{1,5}(?:/[a-zA-Z]{1,2})?\.?\s+)?(?:on\s+)?$", re.IGNORECASE)
# what may stand between one labelled number and the next label: a unit, a comma, a list word
_GAP = re.compile(r"^\s*(?:[a-zA-Z/%]{1,6}\.?)?\s*(?:[,;]|\band\b|\bthen\b|이고|그리고|→|->)?\s*$", re.IGNORECASE)
# a short name that is also another word ("o2 sat 97", "sun allergy"): a day only beside a plain weekday
_AMBIGUOUS = frozenset({"sat", "sun"})


def label_days(text: str, lang: str, said_at: dt.datetime, taken: list[tuple[int, int]],
               weeks: list[Resolution] | None = None) -> list[Resolution]:
    """A date resolution for each day label leading a number in a run of two or more labelled readings, and for
    each weekday label opening a line of a round-up, the labels whose span no resolution of the turn already
    covers (``taken``); ``weeks``: the calendar weeks said in the turn (``week_spans``), which place a label."""
    weeks = weeks or []
    pattern = _KO_LABEL if lang == "ko" else _EN_LABEL
    hits = list(pattern.finditer(text))
    out: list[Resolution] = []
    run: list[re.Match[str]] = []
    for m in [*hits, None]:
        if m is not None and run and _GAP.match(text[run[-1].end():m.start()]):
            run.append(m)
            continue
        out += _run_days(run, lang, said_at.date(), taken, weeks)
        run = [m] if m is not None else []
    if lang != "ko":
        out += _trailing(text, said_at.date(), {m.start("n") for m in hits})
    out += _line_days(text, lang, said_at.date(), taken + [_span(r) for r in out], weeks)
    out += _clause_days(text, lang, said_at.date(), taken + [_span(r) for r in out], weeks)
    if lang == "ko":
        out += _weekday_lists(text, said_at.date(), taken + [_span(r) for r in out], weeks)
    return out


def _span(r: Resolution) -> tuple[int, int]:
    return (r.span.start, r.span.end) if r.span is not None else (-1, -1)


# a weekday label opening a line of a round-up, after a bullet at most ("Mon: bp 128/82", "- tue missed it",
# "월 공복 108", "화요일: 112"), then what the line tells
_LINE_EN = re.compile(rf"^[ \t]*(?:[-*\u2022\u00b7][ \t]*)?(?P<wd>{LABEL_EN})\.?"
                      r"[ \t]*(?:[:\-\u2013)][ \t]*|[ \t]+)(?=\S)", re.IGNORECASE | re.MULTILINE)
_LINE_KO = re.compile(r"^[ \t]*(?:[-*\u2022\u00b7][ \t]*)?(?P<wd>[월화수목금토일])(?:요일|욜)?(?:은|엔|에는|에)?"
                      r"[ \t]*(?:[:\-\u2013)][ \t]*|[ \t]+)(?=\S)", re.MULTILINE)


def _line_days(text: str, lang: str, today: dt.date, taken: list[tuple[int, int]],
               weeks: list[Resolution]) -> list[Resolution]:
    """The weekday labels that open two or more consecutive lines of a block, each a different day."""
    pattern = _LINE_KO if lang == "ko" else _LINE_EN
    out: list[Resolution] = []
    run: list[re.Match[str]] = []
    for m in [*pattern.finditer(text), None]:
        if m is not None and run and next_line(text, run[-1].start()) == m.start():
            run.append(m)
            continue
        labels = [r.group("wd").lower() for r in run]
        if len(set(labels)) >= 2:  # "sat"/"sun" opening lines of their own ("sat - 9k steps\nsun - 12k") are days
            for r in run:
                start, end = r.start("wd"), r.end("wd")
                word = r.group("wd")
                weekday = cal.ko_weekday(word) if lang == "ko" else cal.en_weekday(word)
                day = _weekday_day(today, weekday, start, text, weeks)
                # a label the resolver read keeps its reading unless a week said above places it elsewhere
                if any(s < end and start < e for s, e in taken) and day == cal.on_or_before(today, weekday):
                    continue
                out.append(Resolution(kind="date", expression=text[start:end], rule_id=LINE_RULE, date=day,
                                      span=TimeSpan(text=text[start:end], start=start, end=end)))
        run = [m] if m is not None else []
    return out


#: the rule of a weekday label that opens a line of a round-up
LINE_RULE = "extract.line_label"
#: the rule of a weekday label that opens a clause of a round-up typed on one line
CLAUSE_RULE = "extract.clause_label"

# a weekday label opening a clause ("weekly: sun walked 50 min, mon 92 fbs, tue …", "… wine, fri slept 10:45 to 6")
# or said with a colon ("Apple Health summary Mon: Steps 10,212"), then a word or a number of what the day holds
_CLAUSE_EN = re.compile(rf"(?:(?P<open>^|[,;:.!?\n(]|\b(?:and|then|plus)\b)[ \t]*(?:[-*\u2022\u00b7][ \t]*)?)?"
                        rf"(?<![\w'])(?P<wd>{LABEL_EN})\.?(?P<colon>[ \t]*[:\u2013][ \t]*|[ \t]+-[ \t]+|[ \t]+)"
                        rf"(?=[a-z0-9])(?!(?:to|thru|through|till|until|and|or|night|morning|evening|{LABEL_EN})\b)",
                        re.IGNORECASE | re.MULTILINE)
# the Korean round-up on one line ("이번주 요약: 화 혈압 126/79, 목 수영 40분, 금 허리 아픔 5"): the
# label opens the turn or a clause (after a comma, a colon, a bracket or a sentence's end), alone as a word; "일"
# (work) and "수" (a way to) open such a clause as a day only beside another label, as every label here does
_CLAUSE_KO = re.compile(r"(?P<open>^|[,;:.!?\n(]|그리고)[ \t]*(?:[-*\u2022\u00b7][ \t]*)?"
                        r"(?P<wd>[월화수목금토일])(?:요일|욜)?(?:은|엔|에는|에)?(?P<colon>[ \t]*:[ \t]*|[ \t]+)"
                        r"(?=[가-힣A-Za-z0-9])(?![월화수목금토일](?:요일|욜)?[ \t,])", re.MULTILINE)


def _clause_days(text: str, lang: str, today: dt.date, taken: list[tuple[int, int]],
                 weeks: list[Resolution]) -> list[Resolution]:
    """The weekday labels of a round-up typed on one line: two or more clauses of a block, each opened by a
    different weekday label ("sun walked 50 min along the beach, mon 92 fbs, wed my knee pain came back"); a
    label with a colon is one alone ("Samsung Health Sat: Sleep 00:15-07:05, Steps 4,210", never before a number:
    "o2 sat: 97"). "sat" and "sun" open a clause as a day only beside another weekday label."""
    ko = lang == "ko"
    weekday_of = cal.ko_weekday if ko else cal.en_weekday
    hits = [m for m in (_CLAUSE_KO if ko else _CLAUSE_EN).finditer(text)
            if m.group("open") is not None or ":" in m.group("colon")]
    out: list[Resolution] = []
    blocks: dict[int, list[re.Match[str]]] = {}
    for m in hits:
        blocks.setdefault(text.rfind("\n\n", 0, m.start("wd")), []).append(m)
    for run in blocks.values():
        labels = {weekday_of(m.group("wd")) for m in run if m.group("open") is not None}
        plain = {weekday_of(m.group("wd")) for m in run if m.group("open") is not None
                 and m.group("wd").lower() not in _AMBIGUOUS}
        for m in run:
            colon = not ko and ":" in m.group("colon") and not text[m.end():m.end() + 1].isdigit()
            if not colon and (len(labels) < 2 or not plain):
                continue
            start, end = m.start("wd"), m.end("wd")
            weekday = weekday_of(m.group("wd"))
            day = _weekday_day(today, weekday, start, text, weeks)
            # a label the resolver read keeps its reading unless a week said above places it elsewhere; one inside a
            # longer expression ("mon to fri last week") is that expression's
            over = [(s, e) for s, e in taken if s < end and start < e]
            if any(s < start or e > end for s, e in over) or (over and day == cal.on_or_before(today, weekday)):
                continue
            out.append(Resolution(kind="date", expression=text[start:end], rule_id=CLAUSE_RULE, date=day,
                                  span=TimeSpan(text=text[start:end], start=start, end=end)))
    return out


#: the rule of Korean weekdays listed one after another for a thing done on each ("월 수 금 수영", "월화수목금 출퇴근")
LIST_RULE = "extract.weekday_list"
# two or more one-syllable weekdays, glued or spaced (no comma: a comma opens a clause of a round-up), then a word
_KO_WEEKDAY_LIST = re.compile(r"(?<![가-힣\w])[월화수목금토일](?:[ \t·/]*[월화수목금토일])+(?![가-힣\w])(?=[ \t]+\S)")


def _weekday_lists(text: str, today: dt.date, taken: list[tuple[int, int]],
                   weeks: list[Resolution]) -> list[Resolution]:
    """Each day of a Korean list of weekdays in the week's order ("이번주 화 목 토 요가 50분씩", "지난주 월화수목금
    걸어서 출근"): a date per label, one after another with nothing between (``listed_times`` joins them). Out of the
    week's order ("일월", "수화") it is no list of days."""
    out: list[Resolution] = []
    for m in _KO_WEEKDAY_LIST.finditer(text):
        labels = [(m.start() + i, ch) for i, ch in enumerate(m.group(0)) if ch in cal.KO_WEEKDAYS]
        order = [cal.ko_weekday(ch) for _i, ch in labels]
        if order != sorted(set(order)) or any(s < m.end() and m.start() < e for s, e in taken):
            continue
        for at, ch in labels:
            out.append(Resolution(kind="date", expression=ch, rule_id=LIST_RULE,
                                  date=_weekday_day(today, cal.ko_weekday(ch), at, text, weeks),
                                  span=TimeSpan(text=ch, start=at, end=at + 1)))
    return out


def _weekday_day(today: dt.date, weekday: int, at: int, text: str, weeks: list[Resolution]) -> dt.date:
    """A weekday label's day: that weekday of the week said last before it in its block ("지난주 … 월 132"), when
    that day is not after today; else the most recent such day on or before today."""
    block = text.rfind("\n\n", 0, at)
    before = [w for w in weeks if w.span is not None and block < w.span.start and w.span.end <= at]
    if before and isinstance(before[-1].start, dt.date):
        monday = before[-1].start
        day = monday + dt.timedelta(days=(weekday - monday.weekday()) % 7)
        if day <= today:
            return day
    return cal.on_or_before(today, weekday)


def week_spans(resolutions: list[Resolution]) -> list[Resolution]:
    """The calendar weeks among a turn's resolutions ("지난주", "last week", "this week"), in text order."""
    weeks = [r for r in resolutions if r.kind == "interval" and r.granularity == "week" and r.span is not None
             and isinstance(r.start, dt.date) and not isinstance(r.start, dt.datetime) and r.start.weekday() == 0]
    return sorted(weeks, key=lambda r: _span(r)[0])


def label_after(text: str, resolutions: list[Resolution], end: int) -> Resolution | None:
    """The label of a run said right after a reading that ends at ``end`` ("128 on mon", "82.4 kg wed")."""
    for r in resolutions:
        if r.rule_id == AFTER_RULE and r.span is not None and r.span.start >= end \
                and _TO_LABEL.match(text[end:r.span.start]):
            return r
    return None


def _trailing(text: str, today: dt.date, led: set[int]) -> list[Resolution]:
    """The labels of each run of readings said with the label after the number ("128 on mon, 119 tue"), every
    label of the run (the resolver's own reading of one is replaced: ``Ctx.build``)."""
    out: list[Resolution] = []
    run: list[re.Match[str]] = []
    for m in [*_EN_TRAIL.finditer(text), None]:
        if m is not None and run and _GAP.match(text[run[-1].end():m.start()]):
            run.append(m)
            continue
        labels = [r.group("wd").lower() for r in run]
        # "sat" and "sun" alone are days only said with "on" ("130/85 on sat, 128/80 sun")
        plain = all(w in _AMBIGUOUS for w in labels) and not any(r.group("on") for r in run)
        if len(set(labels)) >= 2 and not plain and run[0].start("n") not in led:
            for r in run:
                day = cal.on_or_before(today, cal.en_weekday(r.group("wd")))
                start, end = r.start("wd"), r.end()
                out.append(Resolution(kind="date", expression=text[start:end], rule_id=AFTER_RULE, date=day,
                                      span=TimeSpan(text=text[start:end], start=start, end=end)))
        run = [m] if m is not None else []
    return out


def _run_days(run: list[re.Match[str]], lang: str, today: dt.date,
              taken: list[tuple[int, int]], weeks: list[Resolution]) -> list[Resolution]:
    labels = [(m.group("wd") or m.group("md")).lower() for m in run]
    if len(set(labels)) < 2 or (all(w in _AMBIGUOUS for w in labels) and not _weekend_run(run[0])):
        return []
    said = [_said(m, taken) for m in run]
    # a month/day the resolver left ("3/10": also a score out of ten) is a day only beside one it read as a date
    dated = any(m.group("md") and was for m, was in zip(run, said, strict=True))
    out: list[Resolution] = []
    for m, was in zip(run, said, strict=True):
        if was:
            continue
        start, end = m.start(), m.start("n")
        if m.group("md"):
            day = cal.recent_month_day(today, int(m.group("mo")), int(m.group("d")), False) if dated else None
        else:
            word = m.group("wd")
            day = _weekday_day(today, cal.ko_weekday(word) if lang == "ko" else cal.en_weekday(word), start,
                               m.string, weeks)
        if day is None:
            continue
        expression = m.string[start:end].rstrip(" :")
        out.append(Resolution(kind="date", expression=expression, rule_id="extract.day_label", date=day,
                              span=TimeSpan(text=expression, start=start, end=start + len(expression))))
    return out


def _weekend_run(first: re.Match[str]) -> bool:
    """Whether a run labelled only "sat" and "sun" tells the days of a weekend: its first label opens its line
    (after a bullet at most) or the weekend is named before it on its line (rule words ``weekend_word``: "wknd bp:
    sat 126/81 sun 129/84")."""
    text = first.string
    before = text[line_start(text, first.start()):first.start()]
    return _BULLET_ONLY.fullmatch(before) is not None or _weekend_word().search(before) is not None


_BULLET_ONLY = re.compile(r"[ \t]*(?:[-*\u2022\u00b7][ \t]*)?")


@cache
def _weekend_word() -> re.Pattern[str]:
    return re.compile(rf"\b(?:{words_alternation('weekend_word', 'en')})\b", re.IGNORECASE)


def _said(m: re.Match[str], taken: list[tuple[int, int]]) -> bool:
    """Whether a resolution of the turn already covers the label."""
    return any(s < m.start("n") and m.start() < e for s, e in taken)
