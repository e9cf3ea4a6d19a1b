"""Sleep windows: "slept from 1 to 6", "slept 23:00-07:00", 새벽 1시부터 6시까지 잤어.

The window is the night that ends on ``said_at``'s date; a start later than the end is on the previous
day. Bare start hours 7–11 are p.m., 12 is midnight, 1–6 a.m.; bare end hours are a.m.; am/pm, a
24-hour clock or 새벽/오전/오후/밤 say otherwise.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass
from functools import cache

from dateutil.relativedelta import relativedelta

from pia_graph.ontology.word_lists import words_alternation
from pia_graph.temporal.base import Ctx, Groups, Handler, Rule, en_pattern, ko_pattern, sleep, triggered
from pia_graph.temporal.numbers import ko_number
from pia_graph.temporal.types import Resolution

_KO_HOUR_WORDS = (
    "열두|열한|한|두|세|네|다섯|여섯|일곱|여덟|아홉|열|십이|십일|십|일|이|삼|사|오|육|칠|팔|구"
)
#: minutes said in Sino-Korean words ("여섯시 사십분", "일곱시 십오분")
_KO_MINUTE_WORDS = "(?:[이삼사오]?십[일이삼사오육칠팔구]?|[일이삼사오육칠팔구])"
_KO_SINO_HOURS = {
    "일": 1, "이": 2, "삼": 3, "사": 4, "오": 5, "육": 6, "칠": 7, "팔": 8, "구": 9, "십": 10,
    "십일": 11, "십이": 12,
}


#: adverbs that may stand between a time and the sleep or wake verb ("2시에 겨우 잠들어서", "11시~7시 푹 잤는데")
KO_SLEEP_ADVERBS = ("겨우", "간신히", "억지로", "결국", "드디어", "다시", "또", "바로", "늦게", "일찍", "그냥",
                    "푹", "잘",
                    "깊이", "대충", "한번도", "계속", "거의", "좀")
_KO_ADV = rf"(?:(?:{'|'.join(KO_SLEEP_ADVERBS)})\s*)?"


def night_date(start: dt.datetime | dt.date) -> dt.date:
    """The day a night's sleep is dated by: the day it began. A night from 11 p.m. to 6 a.m. is the evening's
    ("slept 11 to 6" said on the 10th is the night of the 9th), one begun after midnight is that day's ("1 to 6"
    said on the 10th), a day's sleep after a night shift its own day. FORMAT.md dates a window by its start's day
    for retrieval, and the labels follow it; the one rule every sleep record is dated by (``sleep_windows``)."""
    return start.date() if isinstance(start, dt.datetime) else start


@dataclass(frozen=True)
class Clock:
    """A time of day as said: hour, minute, and how it was qualified."""

    hour: int
    minute: int
    meridiem: str | None  # "am", "pm", "24h", or a Korean period word
    fixed: bool = False  # noon / midnight


def _en_time(p: str) -> str:
    return (
        rf"(?:(?P<{p}h>\d{{1,2}})(?:[:.](?P<{p}m>\d{{2}}))?\s*(?P<{p}ap>[ap]\.m\.|[ap]\.?m(?![a-z]))?"
        rf"|(?P<{p}w>noon|midnight))"
    )


def _clock(p: str, alt: str = "") -> str:
    """A clock time written with its minutes (01:30, 23:30); ``alt`` numbers a second alternative's groups."""
    return rf"(?P<{p}h{alt}>\d{{1,2}}):(?P<{p}m{alt}>\d{{2}})\s*(?P<{p}ap{alt}>[ap]\.m\.|[ap]\.?m(?![a-z]))?"


def _ko_time(p: str) -> str:
    """A Korean time of day: 11시, 밤 11시 반, 6시 20분, 자정, or a clock (23:10, 새벽 1:30)."""
    return (
        rf"(?:(?P<{p}pd>새벽|오전|오후|아침|저녁|밤|낮)\s*)?(?:(?P<{p}h>\d{{1,2}}|{_KO_HOUR_WORDS})"
        rf"(?:\s*시(?:\s*(?:(?P<{p}m>\d{{1,2}}|{_KO_MINUTE_WORDS})\s*분|(?P<{p}half>반)))?|(?<=\d):(?P<{p}cm>[0-5]\d)(?!\d))"
        rf"|(?P<{p}w>자정|정오))"
    )


def ko_time_pattern(p: str) -> str:
    """A Korean time of day (``_ko_time``) for a rule outside this table; read it with ``ko_time_of_day``."""
    return _ko_time(p)


def ko_time_of_day(m: re.Match[str], p: str, role: str) -> dt.time | None:
    """The 24-hour time of a Korean time matched by ``ko_time_pattern(p)``, read as a sleep's ``"start"`` or
    ``"end"`` (``_to_time``): the one reading every sleep rule shares, so that 밤 2시 is 02:00 and 밤 11시 23:00,
    새벽 2시 02:00, a bare bedtime 10시 22:00 and 12시 midnight, a bare waking 7시 07:00. None when no clock."""
    clock = _ko_clock(Groups(m), p)
    return None if clock is None else _to_time(clock, role)


def _en_clock(m: Groups, p: str) -> Clock | None:
    word = m.get(p + "w")
    if word is not None:
        return Clock(12 if word.lower() == "noon" else 0, 0, None, fixed=True)
    hour_text = m[p + "h"]
    hour, minute = int(hour_text), int(m.get(p + "m") or 0)
    ap = m.get(p + "ap")
    if ap is not None:
        ap = "am" if ap.lower().startswith("a") else "pm"
        if not 1 <= hour <= 12:
            return None
    elif hour > 12 or hour == 0 or (len(hour_text) == 2 and hour_text.startswith("0")):
        ap = "24h"
    if hour > 23 or minute > 59:
        return None
    return Clock(hour, minute, ap)


def _ko_clock(m: Groups, p: str) -> Clock | None:
    word = m.get(p + "w")
    if word is not None:
        return Clock(12 if word == "정오" else 0, 0, None, fixed=True)
    hour_text = m[p + "h"]
    value = ko_number(hour_text) if not hour_text.isdigit() else None
    hour = int(hour_text) if hour_text.isdigit() else _KO_SINO_HOURS.get(hour_text, int(value or 0))
    minute_text = m.get(p + "m") or m.get(p + "cm") or "0"
    minute = 30 if m.get(p + "half") else \
        int(minute_text) if minute_text.isdigit() else int(ko_number(minute_text) or 0)
    period = m.get(p + "pd")
    if hour > 23 or minute > 59 or hour < 0:
        return None
    if period is None and (hour > 12 or hour == 0 or (len(hour_text) == 2 and hour_text.startswith("0"))):
        period = "24h"
    return Clock(hour, minute, period)


def _to_time(c: Clock, role: str) -> dt.time | None:
    """24-hour time of a clock reading, by the conventions for a start or an end of sleep."""
    h, mer = c.hour, c.meridiem
    if c.fixed or mer == "24h":
        hour = h
    elif mer in ("am", "새벽", "오전", "아침"):
        hour = 0 if h == 12 else h
    elif mer in ("pm", "오후", "저녁"):
        hour = h if h == 12 else h + 12
    elif mer == "낮":
        hour = h if h >= 11 else h + 12
    elif mer == "밤":
        hour = 0 if h == 12 else h if h <= 4 else h + 12 if h < 12 else h
    elif role == "start":
        hour = h + 12 if 7 <= h <= 11 else 0 if h == 12 else h
    else:
        hour = h if h != 12 else 12
    if not 0 <= hour <= 23:
        return None
    return dt.time(hour, c.minute)


#: the day-time qualifiers that a window said once for both ends may share ("오후 2시부터 4시까지", "1 to 3pm")
_AFTERNOON = ("pm", "오후", "낮")


def _one_meridiem(start: Clock, end: Clock, t0: dt.time, t1: dt.time) -> tuple[dt.time, dt.time]:
    """A p.m. qualifier said on one end of a window holds for the bare other end when that keeps the window
    within one afternoon: "오후 2시부터 4시까지 낮잠" = 14:00–16:00 (not 14:00 to 04:00), "napped 1 to 3pm" =
    13:00–15:00. A night ("11pm to 7", 밤 11시부터 7시까지) is unchanged: the carried reading would fall before
    its start."""
    bare_end = end.meridiem is None and not end.fixed and 1 <= end.hour <= 11
    if start.meridiem in _AFTERNOON and bare_end and t0.hour >= 12 and t0 < dt.time(end.hour + 12, end.minute):
        return t0, dt.time(end.hour + 12, end.minute)
    bare_start = start.meridiem is None and not start.fixed and 1 <= start.hour <= 11
    if end.meridiem in _AFTERNOON and bare_start and t1.hour >= 12 and dt.time(start.hour + 12, start.minute) < t1:
        return dt.time(start.hour + 12, start.minute), t1
    return t0, t1


def _window(start: Clock | None, end: Clock | None, c: Ctx) -> Resolution | None:
    if start is None or end is None:
        return None
    if "24h" in (start.meridiem, end.meridiem):  # one reading on a 24-hour clock: both are
        start = start if start.meridiem or start.fixed else Clock(start.hour, start.minute, "24h")
        end = end if end.meridiem or end.fixed else Clock(end.hour, end.minute, "24h")
    t0, t1 = _to_time(start, "start"), _to_time(end, "end")
    if t0 is None or t1 is None:
        return None
    t0, t1 = _one_meridiem(start, end, t0, t1)
    bare_noon = end.meridiem is None and not end.fixed and end.hour == 12
    if bare_noon and t0.hour >= 12:
        t1 = dt.time(0, end.minute)  # "9 to 12": a bare 12 after an evening start is midnight
    if t0 == t1:
        return None
    assumed = bare_noon
    if _hours(t0, t1) > LONGEST_SLEEP_H:
        other = _other_half(start, end, t0, t1)
        if other is not None:  # "slept from 3 to 1": 03:00 to 01:00 is 22 h, 3 to 1 p.m. is a night's sleep
            (t0, t1), assumed = other, True
    end_at = dt.datetime.combine(c.today, t1, tzinfo=c.tz)
    start_day = c.today if t0 < t1 else c.today + relativedelta(days=-1)
    start_at = dt.datetime.combine(start_day, t0, tzinfo=c.tz)
    return sleep(start_at, end_at, assumed=assumed)


#: the longest window read as one sleep; a longer one from bare hours is read on the other half of the clock when
#: exactly one such reading fits, else it is kept as said and the record's bound (``hup.bounds``) refuses it
LONGEST_SLEEP_H = 16


def _hours(t0: dt.time, t1: dt.time) -> float:
    minutes = (t1.hour * 60 + t1.minute) - (t0.hour * 60 + t0.minute)
    return (minutes % (24 * 60)) / 60


def _other_half(start: Clock, end: Clock, t0: dt.time, t1: dt.time) -> tuple[dt.time, dt.time] | None:
    """The one reading with a bare end moved by 12 hours that makes a window of 1 to ``LONGEST_SLEEP_H`` hours;
    None when there is none or more than one ("3 to 1": 15:00-01:00 or 03:00-13:00, which is not said)."""
    def flipped(c: Clock, t: dt.time) -> dt.time | None:
        if c.meridiem is not None or c.fixed:
            return None
        return dt.time((t.hour + 12) % 24, t.minute)

    readings = [(a, b) for a, b in ((flipped(start, t0), t1), (t0, flipped(end, t1)))
                if a is not None and b is not None and a != b and 1 <= _hours(a, b) <= LONGEST_SLEEP_H]
    return readings[0] if len(readings) == 1 else None


#: a nap (낮잠, "napped", "took a nap") is slept by day: its bare hours 1–7 are p.m., 12 is noon, 8–11 a.m.
_NAP = re.compile(r"낮잠|\bnap", re.IGNORECASE)


def _by_day(clock: Clock | None) -> Clock | None:
    """A bare hour of a nap read by day: 1–7 and 12 after noon ("napped 2 to 4" = 14:00–16:00), 8–11 before."""
    if clock is None or clock.meridiem is not None or clock.fixed or not 1 <= clock.hour <= 12:
        return clock
    return Clock(clock.hour, clock.minute, "pm" if clock.hour <= 7 or clock.hour == 12 else "am")


def _pair(m: Groups, start: Clock | None, end: Clock | None, c: Ctx) -> Resolution | None:
    bare = all(x is not None and x.meridiem is None and not x.fixed for x in (start, end))
    if bare and _NAP.search(m.text):  # one end qualified ("오후 1시부터 3시까지 낮잠"): `_one_meridiem` reads it
        start, end = _by_day(start), _by_day(end)
    return _window(start, end, c)


def _en(m: Groups, c: Ctx) -> Resolution | None:
    return _pair(m, _en_clock(m, "s"), _en_clock(m, "e"), c)


def _ko(m: Groups, c: Ctx) -> Resolution | None:
    for p in ("s2", "s3"):
        if m.get(p + "h") is not None or m.get(p + "w") is not None:
            return _pair(m, _ko_clock(m, p), _ko_clock(m, "e" + p[1]), c)
    return _pair(m, _ko_clock(m, "s"), _ko_clock(m, "e"), c)


@cache
def rules() -> tuple[Rule, ...]:
    # Korean wake verbs: 일어나다, 깨다, 기상, an alarm (the dictionary's wake_verb), 눈(을) 뜨다 (눈떠짐, 눈 떴어)
    ko_wake = rf"(?:{words_alternation('wake_verb', 'ko')}|눈\s*(?:을\s*|이\s*)?(?:떴|떠|뜸|뜨|뜬))"
    approx = r"(?:(?:about|around|roughly|approximately|like|at|by)\s+)?"
    sleep_v = (
        r"(?:slept|sleeping|sleep|was\s+asleep|asleep|went\s+to\s+(?:bed|sleep)|got\s+to\s+(?:bed|sleep)"
        r"|fell\s+asleep|dozed\s+off|crashed|napped|(?:took|had|got)\s+(?:a|my)\s+(?:\w+\s+)?nap|was\s+in\s+bed|in\s+bed|bed(?:time)?(?=\s+(?:(?:at|by|around|about)\b|\d))|hit\s+the\s+(?:sack|hay)"
        r"|(?:was\s+)?(?:out\s+cold|passed\s+out|conked\s+out|zonked(?:\s+out)?|knocked\s+out|sacked\s+out"
        r"|dead\s+to\s+the\s+world|snoozed|dozed|got\s+(?:some\s+)?shut-?eye)"
        r"|lights\s+(?:were\s+)?(?:out|off)|turned\s+in|turned\s+(?:the\s+)?lights?\s+(?:out|off)"
        r"|(?:was\s+)?out\s+like\s+a\s+light|nodded\s+off|drifted\s+off)"
    )
    wake_v = (
        r"(?:woke(?:\s+up)?|got\s+up|awoke|(?:was\s+)?awake|was\s+up|(?:got\s+|rolled\s+|crawled\s+)?out\s+of\s+bed|up"
        r"|alarm(?:\s+(?:went\s+off|rang|clock))?"
        r"|slept\s+(?:\w+\s+){0,2}?(?:thru|through|till|until|til)(?:\s+(?:till|until|til|to))?)"
    )
    not_len = r"(?!\s*(?:hours?|hrs?|h\b|minutes?|mins?|days?|times?|nights?|x\b|%))"
    en_range = (
        # "slept in! 1am to 10am", "sleep: 1am to 9am": "slept in" (late) and a colon or exclamation before the span
        rf"{sleep_v}(?:\s+in\b)?\s*(?:!+|:)?\s+(?:(?:was|is)\s+)?(?:from\s+|between\s+)?{approx}{_en_time('s')}\s*(?:to|till|til|until|-|–|and)\s*"
        rf"{approx}{_en_time('e')}{not_len}"
    )
    # a start said by when sleep came: "out by 1" (not "went out at 9"), "couldn't sleep until 4",
    # "awake till 3", "up until 2": only with a wake time after it
    late_v = (
        r"(?:(?<!went\s)(?<!go\s)(?<!going\s)(?<!headed\s)(?<!stepped\s)(?<!walked\s)(?<!came\s)(?<!ran\s)"
        r"(?<!eat\s)(?<!ate\s)(?<!eating\s)(?<!dinner\s)(?<!drinks\s)out(?=\s+(?:by|at|around|about)\b)"
        r"|(?:couldn'?t|could\s+not|didn'?t|did\s+not|can'?t|wasn'?t\s+able\s+to)\s+(?:fall\s+a)?sleep\s+(?:until|till|til)"
        r"|(?:(?:was|stayed|lay|laid)\s+)?(?:up|awake)\s+(?:until|till|til))"
    )
    en_bed_wake = (
        rf"(?:{sleep_v}|{late_v})\s+{approx}{_en_time('s')}\s*[,;]?\s+(?:(?:finally|eventually|at\s+last|somehow)\s*,?\s+)?"
        rf"(?:and\s+|then\s+|but\s+)?(?:I\s+|my\s+|the\s+)?{wake_v}\s+"
        rf"{approx}{_en_time('e')}{not_len}"
    )
    # "woke at 4:30 after going to bed at 11", "up at 5 after getting to sleep around 11:30": the wake time first
    en_wake_bed = (
        rf"{wake_v}\s+{approx}{_en_time('e')}\s*,?\s+(?:after|having)\s+[a-z]+\s+(?:to\s+(?:bed|sleep)|asleep|off)"
        rf"\s+{approx}{_en_time('s')}{not_len}"
    )
    ko_sleep_word = r"[가-힣]*(?:잤|자|잠|수면|누웠)[가-힣]*"
    ko_range = (
        rf"{_ko_time('s')}\s*부터\s*{_ko_time('e')}\s*까지\s*(?:[가-힣]+\s+){{0,2}}?{ko_sleep_word}"
        # "11시~7시 잠": joined by a dash, only a sleep word proper (not 자전거, 자주)
        rf"|{_ko_time('s3')}\s*(?:~|∼|-|–)\s*{_ko_time('e3')}\s*(?:동안\s*)?{_KO_ADV}(?:잤[가-힣]*|(?:낮)?잠(?![가-힣])|(?:낮)?잠을|잠들[가-힣]*|수면|취침)"
        # "잠 11시~7시", "수면: 밤 11시-아침 7시": the sleep word before two times
        rf"|(?:(?:낮)?잠|수면|취침)\s*[:,]?\s*{_ko_time('s2')}\s*(?:부터|~|∼|-|–)\s*{_ko_time('e2')}(?:\s*까지)?"
    )
    ko_bed_wake = (
        rf"{_ko_time('s')}\s*(?:에|쯤|경)?\s*(?:(?:넘어|지나)서?(?:야)?\s*)?{_KO_ADV}(?:잠들|잠(?!깐)|자|잤|누워|누웠|눕|취침|불\s?(?:끄|껐|꺼)|소등"
        # "새벽 4시까지 못 자다가", "3시까지 잠 못 들고", "2시까지 깨어 있다가": sleep came at that time
        r"|까지\s*(?:잠\s*(?:을|이)?\s*)?(?:못|안)\s*(?:자|잤|잠들|들)|까지\s*깨어\s*있)[가-힣]*\s*,?\s*"
        rf"(?:[가-힣]+\s+){{0,1}}?{_ko_time('e')}\s*(?:에|쯤|경)?\s*{_KO_ADV}{ko_wake}[가-힣]*"
    )
    # "Sleep log: 01:30–08:10", "23:30~06:15 수면": two clock times beside a sleep word, no verb needed
    to = r"\s*(?:-|–|—|~|∼|to)\s*"

    def clock_window(noun: str) -> str:
        return (rf"{noun}\s*[:,-]?\s*(?:(?:from|was|about|around)\s+)?{_clock('s')}{to}{_clock('e')}"
                rf"|{_clock('s', '2')}{to}{_clock('e', '2')}\s*{noun}")

    # "only got 10:45pm - 4:50am last night", "어젯밤은 좀 나았어 12시반부터 6시반까지": a window of the night
    # named, no sleep word; only a span that looks like a night's sleep (`_night`)
    en_night = r"(?:last\s+night|overnight)"
    en_span = (rf"(?:from\s+|between\s+)?{approx}{_en_time('s')}\s*(?:to|till|til|until|-|–|—)\s*"
               rf"{approx}{_en_time('e')}{not_len}")
    en_night_range = rf"(?:{en_night}\s*[:,-]?\s*(?:(?:i\s+)?(?:got|had|was)\s+)?(?:only\s+)?)?{en_span}" \
        rf"(?:\s*,?\s+{en_night})?"  # the night word before or after the span: `_night` wants one
    # "slept great tho, 10:30 to 6:30", "got 4 hrs, 1 to 5 am", "zzz 12:30-7": a span a few words after a sleep word
    # or a night's hours said, kept only when it looks like a night's sleep (`_night`, no night word needed)
    # a device's line gives the length, then the window in brackets: "Sleep 6h 42m (23:48 - 06:30)", "Total sleep
    # 5h 55m (00:40-06:35)", "Sleep 5 hr 10 min (1:35–6:45 AM)"
    told_len = r"(?:\s+\d{1,2}\s*(?:h|hrs?|hours?)\.?(?:\s*\d{1,2}\s*(?:m|mins?|minutes?)\b)?\s*\()"
    en_said = (r"(?:slept|sleep|z{2,}|got\s+(?:like\s+|about\s+|only\s+)?\d+(?:\.\d+)?\s*(?:hrs?|hours?|h)\b)"
               rf"(?:{told_len}|(?:\s+[a-z']+){{0,3}}?\s*[:,;-]?)\s*{en_span}")
    ko_night = r"(?:어젯밤|어제\s*밤|간밤|지난\s*밤)[가-힣]*"
    ko_night_range = (rf"{ko_night}\s*,?\s*(?:[가-힣]+[\s,.]+){{0,3}}?{_ko_time('s')}\s*(?:부터|~|∼|-|–)\s*"
                      rf"{_ko_time('e')}")

    # "푹 잤어요 12시부터 9시까지", "어제 잔거 11시부터 5시 반": a span a few words after a sleep word, kept only when
    # it looks like a night's sleep (`_night`, no night word needed)
    ko_said = (rf"(?:잤[가-힣]*|잔\s*(?:거|건|게)|(?<![가-힣])잠(?![가-힣])|수면)\s*[:,]?\s*(?:[가-힣]+\s+){{0,2}}?"
               rf"{_ko_time('s')}\s*(?:부터|~|∼|-|–)\s*{_ko_time('e')}")
    spec: list[tuple[str, str, Handler, bool]] = [
        ("en.sleep_range", en_range, _en, True),
        ("en.sleep_bed_wake", en_bed_wake, _en, True),
        ("en.sleep_wake_bed", en_wake_bed, _en, True),
        ("en.sleep_clock", clock_window(r"(?:sleep(?:\s+log)?|slept|asleep|in\s+bed|bed\s*time)"), _en, True),
        ("ko.sleep_clock", clock_window(r"(?:수면|잠|잤[가-힣]*|취침)"), _en, False),
        ("ko.sleep_range", ko_range, _ko, False),
        ("ko.sleep_bed_wake", ko_bed_wake, _ko, False),
        # "취침 23시 기상 6시": the words before the times
        ("en.sleep_night_range", en_night_range, _night(_en), True),
        ("en.sleep_said_range", en_said, _night(_en, named=False), True),
        ("ko.sleep_night_range", ko_night_range, _night(_ko), False),
        ("ko.sleep_said_range", ko_said, _night(_ko, named=False), False),
        ("ko.sleep_bed_wake", rf"(?:취침|잠든\s?시간|잔\s?시간)\s*:?\s*{_ko_time('s')}\s*[,/]?\s*"
                              rf"(?:기상|일어난\s?시간|깬\s?시간)\s*:?\s*{_ko_time('e')}", _ko, False),
    ]
    rules = (Rule(rid, en_pattern(body) if en else ko_pattern(body), h) for rid, body, h, en in spec)
    # a clock-time log needs a clock time written with its minutes; a night named, a named night
    return tuple(triggered(r, r"\d:\d\d") if r.rule_id.endswith("sleep_clock")
                 else triggered(r, r"night|overnight|밤") if r.rule_id.endswith("night_range") else r for r in rules)


_NIGHT = re.compile(r"night|밤", re.IGNORECASE)


def _night(handler: Handler, *, named: bool = True) -> Handler:
    """A window read from a named night with no sleep word (or, ``named`` false, a few words after one) stands
    only when it looks like a night's sleep: it starts between 19:00 and 04:59 and lasts 3 to 12 hours ("last
    night 8 to 10 at the pub" is not one)."""

    def night(m: Groups, c: Ctx) -> Resolution | None:
        r = handler(m, c) if not named or _NIGHT.search(m.text) else None
        if r is None or not isinstance(r.start, dt.datetime) or not isinstance(r.end, dt.datetime):
            return None
        hours = (r.end - r.start).total_seconds() / 3600
        return r if 3 <= hours <= 12 and (r.start.hour >= 19 or r.start.hour <= 4) else None

    return night
