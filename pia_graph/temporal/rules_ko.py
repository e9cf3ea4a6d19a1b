"""Korean rules for dates, weeks, months and years (어제, 지난주 화요일, 3월 3일 …)."""

from __future__ import annotations

import datetime as dt
from functools import cache

from dateutil.relativedelta import relativedelta

from pia_graph.temporal import cal, compose
from pia_graph.temporal.base import (
    Ctx,
    Groups,
    Handler,
    Rule,
    in_month,
    in_year,
    interval,
    ko_pattern,
    month_to_date,
    on_date,
    recurring,
    triggered,
    unresolved,
    weekend,
)
from pia_graph.temporal.numbers import KO_DAY_WORD, KO_NATIVE_OR_DIGIT, KO_NUM, ko_number
from pia_graph.temporal.rules_common import YEAR4
from pia_graph.temporal.types import Resolution

#: a weekday: 화요일, and the chat form 화욜
KO_WD = r"(?P<wd>[월화수목금토일])(?:요일|욜)"
_PART = r"(?:아침|오전|오후|저녁|밤|낮|새벽|점심)"
DAY_PART = _PART  # the parts of a day (ingest/followup_context.answers_with_a_time reads them too)
#: what may follow a relative expression (particles), so that 전 is not the start of 전화
_AFTER = r"(?=$|[^가-힣]|에|부터|쯤|께|엔|까지|의|이|은|는|도|만|정도)"
_LAST = r"(?:지난|저번|전)"
_SINO_MONTHS = {
    "일": 1, "이": 2, "삼": 3, "사": 4, "오": 5, "유": 6, "육": 6, "칠": 7, "팔": 8, "구": 9, "시": 10,
    "십": 10, "십일": 11, "십이": 12,
}


def _int(text: str | None) -> int | None:
    value = ko_number(text) if text is not None else None
    return int(value) if value is not None and value.denominator == 1 else None


def _offset(days: int, assumed: bool = False) -> Handler:
    def handler(m: Groups, c: Ctx) -> Resolution | None:
        return on_date(cal.days(c.today, days), assumed)
    return handler


def _since_today(m: Groups, c: Ctx) -> Resolution | None:
    return interval(c.today, None, "day")


def _days_ago(m: Groups, c: Ctx) -> Resolution | None:
    """"3일 전", "사흘 뒤", "2주 후": an offset on today."""
    word = m.get("w")
    n: int | None
    if word == "일주일":
        n, unit = 1, "week"
    elif word is not None:
        n, unit = _int(word), "day"
    else:
        n, unit = _int(m.get("n")), compose.unit_of(m["u"])
    if n is None:
        return None
    sign = 1 if m["dir"] in ("후", "뒤", "이후") else -1
    return compose.shift(c.today, sign * n, unit)


def _months_ago(m: Groups, c: Ctx) -> Resolution | None:
    """"3개월 전", "한 달 뒤", "2년 후": a month or a year, before or after today."""
    n = _int(m.get("n"))
    if n is None:
        return None
    sign = 1 if m.get("dir") in ("후", "뒤", "이후") else -1
    return compose.shift(c.today, sign * n, compose.unit_of(m["u"]))


_WEEKS = {"지난": -1, "저번": -1, "전": -1, "지지난": -2, "이번": 0, "금": 0, "이": 0, "다음": 1, "담": 1,
          "다다음": 2, "내": 1, "익": 1}


# what says a span since something began, right before its length: "시작한 지 ", "먹은지 ", "된 지 딱 " (one
# look-behind per spacing, as look-behinds are of fixed width)
# a syllable ending in ㄴ: the adnominal -(으)ㄴ/-던 before 지 ("먹은 지", "아픈지", "이런지", "그런 지": since ...)
_N_FINAL = "[" + "".join(chr(c) for c in range(0xAC00, 0xD7A4) if (c - 0xAC00) % 28 == 4) + "]"
_SINCE_STARTED = (rf"(?:(?<={_N_FINAL}\s지\s)|(?<={_N_FINAL}지\s)|(?<={_N_FINAL}지)"
                  r"|(?<=지\s딱\s)|(?<=지\s벌써\s)|(?<=지\s이제\s)|(?<=지\s거의\s))")


def _half_year(m: Groups, c: Ctx) -> Resolution | None:
    """반년 전: six months back (a month, as "6개월 전")."""
    return compose.shift(c.today, -6 if m["dir"] == "전" else 6, "month")


def _week_weekday(m: Groups, c: Ctx) -> Resolution | None:
    rel = (m.get("rel") or "이번").replace(" ", "")
    return compose.week_of(c.today, _WEEKS.get(rel, 0), cal.ko_weekday(m["wd"]))


def _next_weekday(m: Groups, c: Ctx) -> Resolution | None:
    return on_date(cal.strictly_after(c.today, cal.ko_weekday(m["wd"])))


def _day_weekday(m: Groups, c: Ctx) -> Resolution | None:
    """"15일 금요일에": the nearest 15th that is a Friday."""
    return compose.day_with_weekday(int(m["d"]), cal.ko_weekday(m["wd"]), c)


def _last_weekday(m: Groups, c: Ctx) -> Resolution | None:
    return on_date(cal.strictly_before(c.today, cal.ko_weekday(m["wd"])))


def _on_weekday(m: Groups, c: Ctx) -> Resolution | None:
    """"화요일에": the most recent Tuesday on or before the date; the next on or after it when expected; none
    for a schedule (매주 화요일, 화요일마다)."""
    if recurring(m, c):
        return None
    if c.expected:
        return on_date(cal.on_or_after(c.today, cal.ko_weekday(m["wd"])))
    return on_date(cal.on_or_before(c.today, cal.ko_weekday(m["wd"])))


def _this_time_year(m: Groups, c: Ctx) -> Resolution | None:
    """작년 이맘때: the same month a year back, the day unknown."""
    return in_month(cal.month_shift(c.today, -12))


def _week(m: Groups, c: Ctx) -> Resolution | None:
    return compose.week_of(c.today, _WEEKS.get(m["rel"].replace(" ", ""), 0))


def _weekend(m: Groups, c: Ctx) -> Resolution | None:
    rel = m.get("rel") or ""
    if rel in ("지난", "저번"):
        sat = cal.in_week(c.today, -1, 5)
    elif rel in ("다음", "담"):
        sat = cal.in_week(c.today, 1, 5)
    else:  # 이번 주말: this week's; 주말에: the most recent, the coming one when expected
        return weekend(c, this=bool(rel), to_date=False)
    return interval(sat, cal.days(sat, 1), "day")


def _month_rel(m: Groups, c: Ctx) -> Resolution | None:
    shift = _WEEKS.get(m["rel"].replace(" ", ""), 0)
    day = m.get("d")
    first = cal.month_shift(c.today, shift)
    if day is not None:
        return on_date(cal.valid_date(first.year, first.month, int(day)))
    return month_to_date(c.today) if shift == 0 else in_month(first)


def _month_first_day(m: Groups, c: Ctx) -> Resolution | None:
    if m.get("rel") is not None:
        first = cal.month_shift(c.today, _WEEKS.get(m["rel"].replace(" ", ""), 0))
        return on_date(cal.valid_date(first.year, first.month, 1))
    month = _month_num(m)
    return None if month is None else on_date(cal.recent_month_day(c.today, month, 1, c.expected))


def _year_rel(m: Groups, c: Ctx) -> Resolution | None:
    word = m["rel"]
    if word in ("올해", "금년", "올"):
        return interval(c.today.replace(month=1, day=1), c.today, "year")
    back = {"작년": -1, "지난해": -1, "전년": -1, "재작년": -2, "내년": 1, "다음해": 1, "명년": 1, "내후년": 2}.get(
        word.replace(" ", ""), -1
    )
    year = c.today.year + back
    return interval(cal.valid_date(year, 1, 1) or c.today, cal.valid_date(year, 12, 31), "year")


def _month_num(m: Groups) -> int | None:
    digits = m.get("m")
    if digits is not None:
        return int(digits)
    word = m.get("ms")
    return _SINO_MONTHS.get(word) if word is not None else None


def _year_of(text: str, c: Ctx) -> int:
    return cal.year_from_two_digits(int(text), c.today) if len(text) <= 2 else int(text)


def _month(m: Groups, c: Ctx) -> Resolution | None:
    month = _month_num(m)
    if month is None:
        return None
    y = m.get("y")
    if y is not None:
        return in_month(cal.valid_date(_year_of(y, c), month, 1))
    return in_month(cal.recent_month(c.today, month, c.expected))


def _month_day(m: Groups, c: Ctx) -> Resolution | None:
    month = _month_num(m)
    if month is None:
        return None
    day = int(m["d"])
    y = m.get("y")
    if y is not None:
        return on_date(cal.valid_date(_year_of(y, c), month, day))
    return on_date(cal.recent_month_day(c.today, month, day, c.expected))


#: a count said after "N일에": a number of times (a frequency whatever N is) or of doses (a frequency per day)
_COUNT = r"(?:\d+|한|두|세|네|다섯|여섯|일곱|여덟|아홉|열)"
_DOSE_UNIT = r"(?:알|정|개|캡슐|포|잔)"


def _day_of_month(m: Groups, c: Ctx) -> Resolution | None:
    day = int(m["d"])
    for k in range(0, 3):
        first = cal.month_shift(c.today, k if c.expected else -k)
        cand = cal.valid_date(first.year, first.month, day)
        if cand is not None and ((cand >= c.today) if c.expected else (cand <= c.today)):
            return on_date(cand)
    return None


def _year_rel_month(m: Groups, c: Ctx) -> Resolution | None:
    back = {"재작년": -2, "올해": 0, "금년": 0}.get(m["rel"], -1)
    year = c.today.year + back
    d = m.get("d")
    if d is not None:
        return on_date(cal.valid_date(year, int(m["m"]), int(d)))
    return in_month(cal.valid_date(year, int(m["m"]), 1))


def _time_ago(m: Groups, c: Ctx) -> Resolution | None:
    n = ko_number(m["n"])
    if n is None:
        return None
    minutes = n * 60 if m["u"] == "시간" else n
    return on_date((c.said_at - dt.timedelta(minutes=float(minutes))).date())


def _jinan_month(m: Groups, c: Ctx) -> Resolution | None:
    month = int(m["m"])
    year = c.today.year if month < c.today.month else c.today.year - 1
    return in_month(cal.valid_date(year, month, 1))


def _year(m: Groups, c: Ctx) -> Resolution | None:
    return in_year(int(m["y"]))


def _past_n(m: Groups, c: Ctx) -> Resolution | None:
    word = m.get("w")
    n = _int(word) if word is not None else _int(m.get("n"))
    if n is None or n < 1:
        return None
    unit = m.get("u") or "일"
    if unit in ("달", "개월"):
        start = c.today + relativedelta(months=-n, days=1)
    else:
        start = cal.days(c.today, -(n * (7 if unit.startswith("주") else 1) - 1))
    return interval(start, c.today, "day")


def _vague(m: Groups, c: Ctx) -> Resolution | None:
    return unresolved("vague: no rule gives a definite time")


@cache
def rules() -> tuple[Rule, ...]:
    """The Korean rules, in tie-break order."""
    sino_month = r"(?P<ms>십[일이]|[일이삼사오유육칠팔구시])월"
    spec: list[tuple[str, str, Handler]] = [
        ("ko.geukkeujeokke", r"그끄저께|그끄제|그그저께", _offset(-3)),
        ("ko.geujeokke", r"그저께|그제", _offset(-2)),
        ("ko.eotgeuje", r"엊그제|엊그저께", _offset(-2, assumed=True)),
        ("ko.eojetbam", r"어젯밤|어젯저녁|엊저녁|엊밤|간밤|지난\s?밤", _offset(-1)),
        ("ko.eoje", rf"어제{_PART}?|어저께", _offset(-1)),
        ("ko.oneul", rf"오늘\s?아침|오늘(?!날){_PART}?|이번\s?아침|금일", _offset(0)),
        # "아침부터 속이 메스껍고", "오후부터 으슬으슬": a part of the day said alone as a start is today's
        ("ko.part_since", r"(?<![가-힣])(?:아침|오전|오후|새벽|점심)\s?(?:부터|서부터|이후로|이후부터|때부터)",
         _since_today),
        ("ko.naeil_more", rf"(?:내일|낼)\s?모레{_PART}?", _offset(2)),
        ("ko.naeil", rf"내일(?!\s?모레){_PART}?"
                     r"|낼(?!\s?모레)(?=\s|$|[,.!?]|은|도|부터|까지|(?:아침|오전|오후|저녁|밤)(?:에|부터|까지|\s|$))"
                     rf"(?!\s*(?:게|께|거|수|래|까|려|테|지|라)){_PART}?", _offset(1)),
        ("ko.more", rf"모레{_PART}?", _offset(2)),
        ("ko.geulpi", rf"글피{_PART}?", _offset(3)),
        ("ko.geugeulpi", rf"그글피{_PART}?", _offset(4)),
        ("ko.days_ago", rf"(?:(?P<n>{KO_NUM})\s*(?P<u>주일|주|일)|(?P<w>{KO_DAY_WORD}|일주일))\s*"
                        rf"(?P<dir>전|후|뒤|이후){_AFTER}", _days_ago),
        # "먹기 시작한 지 2주 됐어요", "시작한 지 딱 일주일 됐어요": it began N days or weeks ago
        ("ko.since_elapsed", rf"{_SINCE_STARTED}(?:(?P<n>{KO_NUM})\s*(?P<u>주일|주|일)"
                             rf"|(?P<w>{KO_DAY_WORD}|일주일))"
                             r"\s*(?:이\s*)?(?:가\s*)?(?P<dir>됐|되었|됨|지났|넘었)", _days_ago),
        # "먹은 지 3년 됐어요", "먹은지 세 달째": it began N months or years ago
        ("ko.since_elapsed_long", rf"{_SINCE_STARTED}(?:(?P<n>{KO_NUM})\s*(?P<u>개월|년)"
                                  rf"|(?P<n2>{KO_NATIVE_OR_DIGIT})\s*(?P<u2>달))\s*(?:이\s*)?(?:가\s*)?"
                                  r"(?:됐|되었|됨|지났|넘었|째)", _months_ago),
        # "두 달쯤 전에", "3개월 정도 전": an approximator before 전 keeps the month
        ("ko.months_ago", rf"(?:(?P<n>{KO_NUM})\s*(?P<u>개월|년)|(?P<n2>{KO_NATIVE_OR_DIGIT})\s*(?P<u2>달))"
                          r"\s*(?:쯤|정도|가량)?\s*(?P<dir>전|후|뒤|이후)"
                          rf"{_AFTER}", _months_ago),
        ("ko.half_year", r"반\s?년\s*(?P<dir>전|후|뒤)", _half_year),
        ("ko.vague_ago", r"며칠\s*전|얼마\s*전|몇\s*[일주달년]\s*전|몇\s*개월\s*전|최근에|요즘|요새|예전에"
                         # "한 달 반 전", "1년 반 전": as "a year and a half ago", no definite month
                         rf"|(?=[^\s]{{1,4}}\s?[^\s]{{0,2}}\s?반\s*(?:전|후|뒤))(?:{KO_NATIVE_OR_DIGIT}|{KO_NUM})\s*"
                         r"(?:달|개월|년|주|일)\s*반\s*(?:전|후|뒤)"
                         # "2~3일 전", "이삼일 전", "두세 달 전": a count that was not settled
                         r"|\d+\s*[~,-]\s*\d+\s*(?:일|주|주일|개월|달|년)\s*전"
                         r"|(?:일이|이삼|삼사|사오|오륙|두세|서너|두어)\s*(?:일|주|주일|개월|달|년)\s*전",
         _vague),
        ("ko.jinanju_weekday", rf"(?P<rel>지지난|지난|저번|이번|다다음|다음|담)\s?주(?:의)?\s?{KO_WD}", _week_weekday),
        ("ko.this_weekday", rf"(?P<rel>이번)\s?{KO_WD}", _week_weekday),
        ("ko.next_weekday", rf"(?:다음|오는|돌아오는|다가오는)\s?{KO_WD}", _next_weekday),
        # a weekday written short stands alone or in brackets ("15일 (금)", "15일 금"), never glued to a word
        # ("15일 수술" is surgery on the 15th, not Wednesday the 15th)
        ("ko.day_weekday", r"(?P<d>\d{1,2})\s*일\s*(?:(?P<wd>[월화수목금토일])(?:요일|욜)|\((?P<wd2>[월화수목금토일])"
                           r"(?:요일)?\)|(?P<wd3>[월화수목금토일])(?![가-힣]))(?:에|날)?", _day_weekday),
        ("ko.jinan_weekday", rf"(?:지난|저번)\s?{KO_WD}", _last_weekday),
        ("ko.on_weekday", rf"{KO_WD}(?:날)?(?:에)?", _on_weekday),
        ("ko.weekend", r"(?:(?P<rel>지난|저번|이번|다음|담)\s?)?주말", _weekend),
        ("ko.week", r"(?P<rel>지지난|지난|저번|이번|다다음|다음|담)\s?주(?![일말년간])", _week),
        ("ko.past_n", rf"(?:지난|최근|요|과거)\s?(?:(?P<n>{KO_NUM})\s*(?P<u>일|주일|주|개월|달)"
                      rf"|(?P<w>{KO_DAY_WORD}"
                      r"|일주일|한\s?주|한\s?달))\s*(?:동안|간|사이)", _past_n),
        # "12월 첫날", "지난달 첫날은": the first day of the month said
        ("ko.month_first_day", r"(?:(?P<m>\d{1,2})\s*월|(?P<rel>지난|저번|이번)\s?달)\s*첫\s?날",
         _month_first_day),
        # every word for a month counted from this one, with a day: 다음 달 5일, 내달 5일, 이달 20일, 전월 3일
        ("ko.month_rel_day", r"(?:(?P<rel>지지난|지난|저번|이번|다다음|다음|담)\s?달"
                             r"|(?P<rel2>이|내)달|(?P<rel3>전|익)월)"
                             r"\s?(?P<d>\d{1,2})\s*일", _month_rel),
        ("ko.this_time_last_year", r"(?:작년|지난\s?해)\s?(?:이맘때|이맘|이\s?무렵|이\s?때쯤|이\s?맘때)",
         _this_time_year),
        ("ko.month_rel", r"(?P<rel>지지난|지난|저번|이번|다다음|다음|담)\s?달|(?P<rel2>이|내)달(?![라러려리])"
                         r"|(?P<rel3>전|익)월(?![요])", _month_rel),
        ("ko.year_rel", r"(?P<rel>재작년|작년|지난\s?해|전년|올해|금년|내후년|내년|다음\s?해|명년)", _year_rel),
        ("ko.year_rel_month", r"(?P<rel>재작년|작년|지난\s?해|전년|올해|금년)\s*(?P<m>\d{1,2})\s*월"
                              r"(?:\s*(?P<d>\d{1,2})\s*일)?(?:에)?", _year_rel_month),
        ("ko.time_ago", rf"(?P<n>{KO_NATIVE_OR_DIGIT}|{KO_NUM})\s*(?P<u>시간|분)\s*(?:전|前){_AFTER}",
         _time_ago),
        ("ko.jinan_month", r"(?:지난|저번)\s?(?P<m>\d{1,2})\s*월(?:에|달에|달)?(?!\s*\d)", _jinan_month),
        ("ko.ymd", r"(?P<y>\d{4}|\d{2})\s*년\s*(?P<m>\d{1,2})\s*월\s*(?P<d>\d{1,2})\s*일", _month_day),
        ("ko.ym", r"(?P<y>\d{4}|\d{2})\s*년\s*(?P<m>\d{1,2})\s*월(?:에)?(?!\s*\d)", _month),
        ("ko.year", rf"(?P<y>{YEAR4})\s*년(?!대)(?:도)?(?:에)?(?!\s*\d)(?!\s*(?:전|후|뒤))", _year),
        ("ko.month_day", rf"(?:(?P<m>\d{{1,2}})\s*월|{sino_month})\s*(?P<d>\d{{1,2}})\s*일", _month_day),
        ("ko.month", rf"(?:(?P<m>\d{{1,2}})\s*월|{sino_month})(?:에|달에|달)?(?![요])(?!\s*\d)", _month),
        # "1일에 2번", "3일에 한 번", "1일에 2알" are frequencies; "5일에 2알 먹고" is a dose on the 5th
        ("ko.day_of_month", rf"(?!1\s*일에\s*{_COUNT}\s*{_DOSE_UNIT})(?P<d>\d{{1,2}})\s*일"
                            rf"(?:에(?!\s*{_COUNT}\s*(?:번|회))|날|(?=\s*(?:부터|까지|~))"
                            # a day an event was set to: "15일로 잡았어", "20일로 미뤄졌어"
                            r"|(?=\s*로\s*(?:잡|정해|정했|바뀌|바꿨|미뤄|미뤘|당겨|옮겨|변경)))", _day_of_month),
    ]
    triggers = {"ko.this_time_last_year": r"이맘|무렵|때쯤", "ko.half_year": r"반"}
    rules = (Rule(rule_id, ko_pattern(body), handler) for rule_id, body, handler in spec)
    return tuple(triggered(r, triggers[r.rule_id]) if r.rule_id in triggers else r for r in rules)


