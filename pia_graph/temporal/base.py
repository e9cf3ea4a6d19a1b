"""Rule machinery: the context a rule resolves against, rule records and result constructors."""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from fractions import Fraction
from functools import cache

from dateutil.relativedelta import relativedelta

from pia_graph.ontology.word_lists import words_alternation
from pia_graph.regex_lead import lead
from pia_graph.temporal.cal import month_str
from pia_graph.temporal.types import Granularity, Resolution, minutes_value

#: Korean syllables that end in ㄹ (할, 갈, 받을): the prospective form before 거 / 게 / 계획 ("갈 거야", "할게")
_KO_L_FINAL = "".join(chr(0xAC00 + i) for i in range(11172) if i % 28 == 8)
#: Korean syllables that end in ㅆ (했, 갔, 잤, 봤, 샀, 맞았): the past tense, but for 있 (there is) and 겠 (will)
_KO_SS_FINAL = "".join(chr(0xAC00 + i) for i in range(11172) if i % 28 == 20 and chr(0xAC00 + i) not in "있겠")


@cache
def _planned() -> str:
    """A planned event (예약했어요, 수술 날짜 잡았음): one of the expected cues, and forward even in the past tense."""
    return (r"예정|예약|(?:날짜|일정)[^.!?\n]{0,20}?잡|날\s*(?:을|를)?\s*잡|잡아\s*(?:놨|놓|뒀|둠)"
            # a date set for an event: "10/7로 잡혔어", "15일로 잡았어", "다음 주로 잡힘" (booked, said in the past:
            # the dictionary's date_set_verb)
            rf"|(?:\d|일|주|달|요일)\s*(?:으로|로)\s*(?:{words_alternation('date_set_verb', 'ko')})"
            r"|기로\s*(?:했|함|됐|되었|결정|약속)"
            # English: a date that was set for an event ("got scheduled for 10/7", "was booked for the 15th"), or
            # said as a note with the verb alone ("Colonoscopy booked for March 12", "surgery scheduled for the 15th";
            # not "set" or "moved" alone: "moved to Seoul in March" books nothing). "Booked for" is an appointment
            # only when a time or what care is booked follows ("booked for surgery on the 15th"): "booked for dinner
            # at 8" sets no date ahead
            r"|(?i:\b(?:(?:got|was|were|been|is|are|get)\s+(?:re)?(?:set|moved|pushed(?:\s+back)?)\s+(?:for|to)\b"
            r"|(?:(?:got|was|were|been|is|are|get|'s|'m|am)\s+)?(?:re)?(?:scheduled|booked)\s+(?:for|to)\s+"
            rf"(?=(?:the\s+|this\s+|next\s+)?\d|{_BOOKED_TIME}|(?:(?:a|an|my|the|his|her|our|their)\s+)?"
            rf"(?:{words_alternation('booked_event', 'en')})\b)))")


#: a time said right after "booked for": a month, a weekday, tomorrow, next …, "the 15th" (its digit is read above)
_BOOKED_TIME = (r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d|(?:mon|tues|wednes|thurs|fri|satur"
                r"|sun)day|tomorrow|tonight|today|next\b|this\s+(?:coming\s+)?(?:week|month|weekend)|(?:early|mid|late)\b")


#: words saying that a written date is expected (a due date, an appointment, a plan): resolve forward.
#: Four kinds, in both languages: a planned event (예약, 예정, 날짜 잡음, 하기로 했어: forward even when said in
#: the past tense, see _PLANNED_CUE); a word for what comes next (due, scheduled, upcoming, next, coming up,
#: 다음); the speaker's own future (I'll, going to, need to, plan to, should start; 갈 거야, 받아야 해, 하려고);
#: and an end still ahead (until 5/20, 5/20까지). All but the first count only when no past cue is said.
@cache
def _expected_cue() -> re.Pattern[str]:
    # the dictionary's lists: an English verb in -ing that tells a state or a symptom, not an arrangement
    # ("I'm feeling", "I'm coughing"; state_ing, state_doing), and the Korean events that are dated (수술, 검사,
    # 진료 …: dated_event), which with a present copula lie ahead
    state_ing = f"(?:{words_alternation('state_ing', 'en')}|doing\\s+(?:{words_alternation('state_doing', 'en')}))"
    ko_event = words_alternation("dated_event", "ko")
    return re.compile(
        r"(?i)\b(?:due|appointments?|appt|scheduled|booked|upcoming|next|follow[-\s]?ups?|expected|set\s+for"
        r"|coming\s+up|remind\s+me|don'?t\s+(?:let\s+me\s+)?forget|supposed\s+to"
        r"|should\s+(?:start|begin|end|finish|come|arrive|be))\b"
        r"|\b(?:i'll|i\s+will|we'll|we\s+will|(?:am|i'm|are|we're)\s+(?:going\s+to|gonna)|gonna"
        r"|(?:will|'ll)\s+(?:need|have|be)|need\s+to|have\s+to|plan(?:ning)?\s+to"
        # an arrangement in the present progressive: "I'm seeing the neurologist 6/4", "we're flying out 6/10"
        # (any verb but one of a state or a symptom: "I'm still coughing", "I'm feeling better" say nothing ahead)
        r"|(?:i'm|i\s+am|we're|we\s+are)\s+(?:(?!still|not|always|constantly)\w+\s+)?"
        rf"(?!{state_ing})[a-z]{{2,}}ing"
        # a schedule in the simple present: "PT starts Monday", "my course ends on the 20th"
        r"|(?:i|we)\s+(?:leave|fly|go\s+in|head\s+out|move|start|begin)\s+(?:\w+\s+){0,3}?(?:on|in)\s+(?:the\s+)?(?=\d)"
        r"|(?:starts|begins|ends)\s+(?:on\s+|in\s+)?(?:the\s+)?(?:\d+(?:st|nd|rd|th)?|[a-z]+day|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))"
        # a deadline: "need it by the 3rd", "by June 1", "by Friday"
        r"|by\s+(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th|/\d)|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d"
        r"|(?:mon|tues|wednes|thurs|fri|satur|sun)day))\b"
        # an event's date said in the present: "my follow-up is on the 15th", "the 15th is my follow up"
        r"|\b(?:is|'s|are)\s+(?:on|for)\s+(?:the\s+)?(?:\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d"
        r"|(?:mon|tues|wednes|thurs|fri|satur|sun)day)"
        r"|\b\d{1,2}(?:st|nd|rd|th)\s+is\s+(?:my|our|his|her|the)\b"
        r"|\b(?:is|'s)\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th\b|/(?!(?:10|5)\b)\d)"
        # Korean: an event or a date said with a present copula ("6월 5일 수술임", "수술은 6월 3일이에요")
        rf"|(?:{ko_event})\s*(?:은|는|이|가)?\s*(?:이에요|예요|이야|입니다|임|이다|이래요?|이라서)(?![가-힣])"
        r"|\d\s*일\s*(?:이에요|이야|입니다|임|이래요?)(?![가-힣])"
        rf"|{_planned()}|다음|재진|(?:다가)?오는\s*(?:\d|[월화수목금토일]요일)|까지\s*(?:내야|제출)"
        rf"|[가-힣]야\s*(?:해|돼|됨|함|한다|된다|하는데|되는데)|[{_KO_L_FINAL}]\s*(?:거(?:야|예요|에요|임|다)|게요?|계획)(?![가-힣])"
        r"|려고"
    )


@cache
def _told_next_day() -> re.Pattern[str]:
    """The day after a day told (``next_day_anchored``, both languages: "the next day", 다음날): counted from that
    day (temporal/anchored.py), so its "next" / 다음 is no cue of something expected."""
    en = words_alternation("next_day_anchored", "en")
    ko = words_alternation("next_day_anchored", "ko", r"\s*")
    return re.compile(rf"(?i)\b(?:{en})\b|(?:{ko})")


@cache
def _over_by() -> re.Pattern[str]:
    """A state reached by a day ("gone by sunday", "better by monday", ``over_by``): when it ended, no deadline."""
    return re.compile(rf"(?i)\b(?:{words_alternation('over_by', 'en')})\s+by\b")


#: an end still ahead ("off work until 5/20", 5/20까지 금주), when it closes no range said with it
_END_AHEAD = re.compile(r"(?i)(?<!\bup\s)\b(?:until|till|til|thru|through)\b|까지")
#: a range said with its start ("from 5/1 until 5/20", "Jan 5 thru Jan 12"): its "until" is no end ahead
_RANGE_START = re.compile(r"(?i)\b(?:from|between|since|starting)\b|부터|[~∼]|\d\s*[-–—]\s*\d"
                          r"|\d(?:st|nd|rd|th)?,?\s+(?:thru|through|until|till|til|to)\s+(?:the\s+|[a-z]{3,9}\.?\s+)?\d")


@cache
def _planned_cue() -> re.Pattern[str]:
    """A planned event: forward even when the sentence is in the past tense ("예약했어요", "수술 날짜 잡았음")."""
    return re.compile(_planned())


#: the sentence speaks of the past: a past auxiliary or a common past verb, a regular past (-ed, not a cue word
#: itself: scheduled, booked, expected), a word that looks back (since, ago, yesterday; 어제, 지난), a Korean
#: past ending
_PAST_CUE = re.compile(
    r"(?i)\b(?:last|previous|was|were|had|went|since|ago|yesterday|took|began|felt|did|saw|ran|quit|came|ate"
    r"|drank|slept|woke|got\s+(?:sick|better|worse|home|back|out))\b"
    r"|\b(?!(?:scheduled|booked|expected|planned|supposed|need)\b)[a-z]{2,}[a-df-z]ed\b"
    rf"|어제|그제|그저께|지난|[{_KO_SS_FINAL}]"
)
#: a present perfect in the clause before a "for N days": "I've been taking it for two weeks", "it has hurt for 3 days"
_PERFECT_BEFORE = re.compile(r"(?i)\b(?:have|has|'ve|i've|we've|it's|she's|he's|that's|there's"
                             r"|\w+'s(?=\s+(?:(?:not|never|always|only|just)\s+)?been\b))\s+"
                             r"(?:(?:not|never|always|only|just)\s+)?(?:been|had|hurt|felt|[a-z]{2,}(?:ed|en))\b"
                             r"[^.;!?\n]{0,60}$")


def perfect_before(text: str, at: int) -> bool:
    """Whether a present perfect ("I've been …", "has had …") is said in the clause before ``at``: a "for N
    days" after it is a stretch that runs up to now, not a length of time."""
    return _PERFECT_BEFORE.search(text, max(0, at - 80), at) is not None


#: "every Monday", 매주 수요일, 월요일마다: a weekday that recurs is a schedule, not a date
_EVERY_BEFORE = re.compile(r"(?i)(?:\bevery|\beach|매주|매)\s*(?:other\s+)?$")
_EVERY_AFTER = re.compile(r"\s*마다")


def recurring(m: Groups, c: Ctx) -> bool:
    """Whether the matched weekday is said as a schedule (every Monday, 매주 월요일, 월요일마다)."""
    end = m.start + len(m.text)
    return bool(_EVERY_BEFORE.search(c.text, max(0, m.start - 12), m.start) or _EVERY_AFTER.match(c.text, end))


@dataclass(frozen=True)
class Ctx:
    """What a rule resolves against: ``said_at`` (with its offset) and the surrounding text."""

    said_at: dt.datetime
    text: str = ""
    #: set by a construction that fixes the direction (the new date of a rescheduled appointment is ahead)
    forward: bool | None = None
    #: the text is a question to the memory (the read side): what it names is looked back on, so a holiday a few
    #: days ahead ("christmas weight?" on 20 December) is the last one, never the coming one with nothing in it yet
    asking: bool = False
    #: the stretch of ``text`` whose tense a rule reads (``expected``, ``past``): the sentence of the expression
    #: (``find``), so that "seeing the pulmonologist on the 20th" is ahead after "used the inhaler twice today.", and
    #: "gone by sunday." says nothing of "the flu shot on friday," before it; None: the whole text
    scope: tuple[int, int] | None = None

    @property
    def said_text(self) -> str:
        """The text whose cues say the tense: the scope's sentence, else the whole text."""
        return self.text if self.scope is None else self.text[self.scope[0]:self.scope[1]]

    @property
    def today(self) -> dt.date:
        return self.said_at.date()

    @property
    def tz(self) -> dt.tzinfo | None:
        return self.said_at.tzinfo

    @property
    def expected(self) -> bool:
        """The text speaks of something expected (due date, appointment): dates resolve forward."""
        if self.forward is not None:
            return self.forward
        text = _told_next_day().sub(" ", self.said_text)  # "추석 다음날", "the next day": a day told + 1, nothing ahead
        text = _over_by().sub(" ", text)  # "gone by sunday": when a state ended, no deadline ahead
        if not _expected_cue().search(text) and (
                not _END_AHEAD.search(text) or _RANGE_START.search(text)):
            return False
        if _planned_cue().search(text):
            return True
        return not _PAST_CUE.search(text)

    @property
    def past(self) -> bool:
        """The text speaks of the past (a past verb, ago, yesterday, 어제, 지난, a Korean past ending)."""
        return self.forward is not True and bool(_PAST_CUE.search(self.said_text))


#: where a sentence ends: "!", "?", a line break, or a full stop that is no decimal point ("100.1", "3.15에")
_SENTENCE_END = re.compile(r"[!?\n]+|\.(?!\d)")


def sentence_at(text: str, at: int) -> tuple[int, int]:
    """The bounds of the sentence of ``text`` that holds position ``at`` (pure)."""
    start = max((m.end() for m in _SENTENCE_END.finditer(text, 0, at)), default=0)
    end = _SENTENCE_END.search(text, at)
    return start, end.end() if end is not None else len(text)


class Groups:
    """The named groups of a rule match; ``x2`` … ``x5`` name alternatives of group ``x``."""

    def __init__(self, m: re.Match[str]) -> None:
        self.text = m.group(0)
        self.start = m.start()
        self._d = {k: v for k, v in m.groupdict().items() if v is not None}

    def get(self, name: str) -> str | None:
        for key in (name, *(f"{name}{i}" for i in range(2, 6))):
            if key in self._d:
                return self._d[key]
        return None

    def __getitem__(self, name: str) -> str:
        value = self.get(name)
        if value is None:
            raise KeyError(name)
        return value


Handler = Callable[[Groups, Ctx], Resolution | None]


@dataclass(frozen=True)
class Rule:
    """A named pattern and the function that resolves its match (None: the match does not apply)."""

    rule_id: str
    pattern: re.Pattern[str]
    handler: Handler
    #: a cheap test the text must pass before the pattern is run (a word the rule cannot match without)
    trigger: re.Pattern[str] | None = None

    def scan(self, text: str) -> Iterator[re.Match[str]]:
        if self.trigger is not None and self.trigger.search(text) is None:
            return iter(())
        return self.pattern.finditer(text)


def triggered(rule: Rule, words: str) -> Rule:
    """``rule`` run only on texts in which ``words`` (a pattern, case-insensitive) occurs."""
    return Rule(rule.rule_id, rule.pattern, rule.handler, re.compile(words, re.IGNORECASE))


def en_pattern(body: str) -> re.Pattern[str]:
    """An English rule pattern: case-insensitive, on word boundaries."""
    source = rf"(?<![\w/.$€£₩-])(?:{body})(?![\w/])"
    return re.compile(lead(source, re.IGNORECASE) + source, re.IGNORECASE)


#: where a Korean time expression may start: not inside a word or a number, except that a number may follow a
#: word with no space ("어제12시에 자서7시에 깸", "2015년에 맹장수술했고2019년에"): chat often leaves it out
KO_LEFT = r"(?:(?<![가-힣0-9./-])|(?<=[가-힣])(?=\d))"


def ko_pattern(body: str) -> re.Pattern[str]:
    """A Korean rule pattern: not glued to a preceding Hangul syllable or digit, save a number after a word."""
    source = rf"{KO_LEFT}(?:{body})"
    return re.compile(lead(source, re.IGNORECASE) + source, re.IGNORECASE)


def _r(kind: str, granularity: Granularity = "day", assumed: bool = False, **fields: object) -> Resolution:
    return Resolution.model_validate(
        {"kind": kind, "expression": "", "rule_id": "", "granularity": granularity, "assumed": assumed,
         **fields}
    )


def on_date(d: dt.date | None, assumed: bool = False) -> Resolution | None:
    return None if d is None else _r("date", "day", assumed, date=d)


def interval(
    start: dt.date, end: dt.date | None, granularity: Granularity = "day", assumed: bool = False
) -> Resolution:
    return _r("interval", granularity, assumed, start=start, end=end)


def in_month(d: dt.date | None, assumed: bool = False) -> Resolution | None:
    return None if d is None else _r("month", "month", assumed, month=month_str(d))


def weekend(c: Ctx, this: bool, to_date: bool) -> Resolution:
    """A weekend (Saturday–Sunday) by how it is named (rules ``*.this_weekend``, ``*.the_weekend``).

    ``this`` (this weekend, 이번 주말): the weekend of the current Monday–Sunday week, as "this week <weekday>"
    is, even when it is ahead; said on a weekday in a past sentence ("this weekend I went hiking"), the one just
    past. Otherwise (the weekend, over the weekend, 주말에): the most recent one, the coming one when something
    is expected. Said on the weekend itself, it is the current one, up to the date when ``to_date`` (English,
    as "this week" runs to the date) unless something is expected.
    """
    today = c.today
    sat = today + dt.timedelta(days=5 - today.weekday())
    if today.weekday() < 5 and (c.past if this else not c.expected):
        sat -= dt.timedelta(days=7)
    sun = sat + dt.timedelta(days=1)
    return interval(sat, min(sun, today) if to_date and sat <= today and not c.expected else sun)


def month_to_date(today: dt.date) -> Resolution:
    """"this month" (이번 달): the first of the month to the date, as "this week" and "this year" are."""
    return interval(today.replace(day=1), today, "month")


def whole_period(res: Resolution) -> Resolution:
    """The whole month of a month-to-date ("early this month", 이달 초, 이번 달 말일 name a part of the month)."""
    start = res.start
    if (res.kind == "interval" and res.granularity == "month" and isinstance(start, dt.date)
            and not isinstance(start, dt.datetime) and start.day == 1 and res.end is not None
            and res.end.month == start.month and res.end.year == start.year):
        return in_month(start) or res
    return res


def in_year(year: int, assumed: bool = False) -> Resolution | None:
    return None if not 1 <= year <= 9999 else _r("year", "year", assumed, year=year)


def duration(
    minutes: Fraction, granularity: Granularity = "minute", assumed: bool = False
) -> Resolution | None:
    if minutes <= 0:
        return None
    return _r("duration", granularity, assumed, duration_min=minutes_value(minutes))


def unresolved(note: str) -> Resolution:
    return _r("unresolved", "none", False, note=note)


def sleep(start: dt.datetime, end: dt.datetime, assumed: bool = False) -> Resolution | None:
    minutes = Fraction(int((end - start).total_seconds()), 60)
    if not 0 < minutes < 24 * 60:
        return None
    return _r("sleep_window", "minute", assumed, start=start, end=end, duration_min=minutes_value(minutes))


def supply(start: dt.date, expected_end: dt.date, assumed: bool = False) -> Resolution:
    return _r("supply", "day", assumed, start=start, expected_end=expected_end)


def end_of(res: Resolution) -> dt.date | None:
    """The last day a point-like resolution covers (the end of a range "to X"); None when open."""
    if res.kind in ("date", "implicit"):
        return res.date
    if res.kind == "interval":
        end = res.end
        return end.date() if isinstance(end, dt.datetime) else end
    if res.kind == "month" and res.month:
        y, m = res.month.split("-")
        return dt.date(int(y), int(m), 1) + relativedelta(months=1, days=-1)
    if res.kind == "year" and res.year:
        return dt.date(res.year, 12, 31)
    return None


def start_of(res: Resolution) -> dt.date | None:
    """The first day a point-like resolution covers (for "since X", "started X")."""
    if res.kind in ("date", "implicit"):
        return res.date
    if res.kind == "interval" and isinstance(res.start, dt.date) and not isinstance(res.start, dt.datetime):
        return res.start
    if res.kind == "month" and res.month:
        y, m = res.month.split("-")
        return dt.date(int(y), int(m), 1)
    if res.kind == "year" and res.year:
        return dt.date(res.year, 1, 1)
    return None
