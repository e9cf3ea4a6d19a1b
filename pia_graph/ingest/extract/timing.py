"""Which time expression governs a record, and how a resolution becomes record time fields."""

from __future__ import annotations

import datetime as dt
import re
from functools import cache
from typing import Any

from pia_graph.ingest.clauses import Segment
from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.extract.afterthought_time import next_sentence, time_only
from pia_graph.ingest.extract.context import Ctx
from pia_graph.ingest.extract.parted_times import of_an_aim, shifted_off
from pia_graph.ingest.hup.types import types_where
from pia_graph.ingest.ko_endings import past_syllable
from pia_graph.temporal import Resolution
from pia_graph.temporal.anchored import HOLIDAY_RULES

POINT_KINDS = frozenset({"date", "month", "year", "interval"})
# Types that are states or attributes: they get a time only when one is said, never said_at's date.
UNTIMED_TYPES = types_where(timing="untimed")
EXPLICIT_ONLY_TYPES = types_where(timing="explicit")
# Types a time after said_at may date: a plan, not an event (hup.validate lets their start lie ahead).
FUTURE_OK_TYPES = types_where(future_start_ok=True)
# A reading or a dose is one moment: "headache since yesterday, took 2 tylenol", "fever 38.6 since last night"
# date the dose and the reading by the day they were said, not by the state's open interval.
INSTANT_TYPES = types_where(instant=True)
# A later clause that opens on a subject of its own ("…, and my knee has been playing up since Christmas"): the
# time said in it is that subject's (English)
_OWN_SUBJECT_EN = re.compile(r"^\W*(?:(?:and|but|so|plus|also)\s+)*(?:my|his|her|their|the)\s+[a-z]+(?:\s+[a-z]+)?"
                             r"(?:'s|\s+(?:has|have|had|is|was|were|keeps|kept))\b", re.IGNORECASE)


def sentence_reach(ctx: Ctx, clause: Segment) -> int:
    """Where a record said in ``clause`` stops borrowing a time from its sentence: at the first later clause that
    opens on a subject of its own ("he put me up to 10mg of amlodipine, and my knee has been playing up since
    Christmas": Christmas is the knee's), else the sentence's end."""
    sentence = ctx.sentence_of(clause.start)
    if ctx.lang != "en":
        return sentence.end
    later = [part for part in ctx.clauses_in(sentence) if part.start >= clause.end]
    return next((part.start for part in later if _OWN_SUBJECT_EN.match(part.text)), sentence.end)


def governing(
    ctx: Ctx, start: int, end: int, anchors: list[tuple[int, int]], record_type: str | None = None,
    peers: list[tuple[int, int]] | None = None, foreign: list[tuple[int, int]] | None = None,
    ahead_ok: bool = False,
) -> Resolution | None:
    """The time expression in the record's clause nearest to it; else the nearest one before it in its
    sentence ("어제 혈압 135/88, 맥박 72"); else a later one in a clause that holds no other record.

    An expression that lies wholly after said_at in another clause ("PSA 4.6, they want to repeat it in
    3 months") never dates a record that cannot be planned (a result, a symptom): only a plan
    (``FUTURE_OK_TYPES``) may borrow it. In the record's own clause it still governs ("an appointment on
    the 14th"), and validation then refuses the record as not yet happened; a record said to be booked ahead
    (``ahead_ok``: a scheduled visit, "Appointment with the new PCP, Dr. Okafor, is tomorrow at 9:30") may borrow it
    from its sentence too. A time said on ``foreign`` spans (the
    earlier side of a comparison whose current value the record is: "작년엔 140이었는데 지금 125") is not its."""
    points = [r for r in ctx.resolutions if r.kind in POINT_KINDS and r.span is not None
              and not any(s <= r.span.start < e for s, e in foreign or ())
              and not _of_an_earlier_value(ctx, r, end)
              and not (_effect_type(ctx, record_type) and _of_a_cause(ctx, r, start, record_type))
              and not _compared_with(ctx, r)
              and not (record_type in _READING_TYPES and _of_a_telling(ctx, r))
              and not _denied(ctx, r)
              and not shifted_off(ctx, r, start, end)
              and not (record_type in _READING_TYPES and of_an_aim(ctx, r, start))
              and not (record_type in _READING_TYPES and _of_another_earlier_value(ctx, r, start, end))
              and not (record_type in INSTANT_TYPES and r.kind == "interval" and r.end is None)
              and not (_cannot_be_ahead(record_type, ahead_ok) and _holiday_ahead(r, ctx.said_at))]
    clause = ctx.clause_of(start)
    same = [r for r in points if r.span is not None and clause.start <= r.span.start < clause.end
            and not (record_type in _READING_TYPES and _leads_a_later_record(ctx, r, anchors, end))]
    if peers:
        same = [r for r in same if not (r.span is not None and r.span.end <= start
                                        and _said_after_another(ctx, r, peers, start))]
    if same:
        return min(same, key=lambda r: _distance(r, start, end))
    if record_type in _READING_TYPES and ctx.lang == "en" and _NOW.search(clause.text):
        return None  # "my A1c was 7.2 in march and now 6.6": a reading said as now is today's
    if _cannot_be_ahead(record_type, ahead_ok):
        points = [r for r in points if not after_said_at(r, ctx.said_at)]
    sentence = ctx.sentence_of(start)
    in_sentence = [r for r in points if r.span is not None and sentence.start <= r.span.start < sentence.end]
    before = [r for r in in_sentence if r.span is not None and r.span.end <= start]
    if peers:
        # "a c-section in 2015 and my tonsils out as a kid": a time said after another history item is
        # that item's, not the next one's ("in 2019 I was diagnosed with X and Y" still gives both 2019)
        before = [r for r in before if not _said_after_another(ctx, r, peers, start)]
    if before:
        return max(before, key=lambda r: r.span.end if r.span is not None else 0)
    header: list[Resolution] = []
    for r in in_sentence:
        assert r.span is not None
        rc = ctx.clause_of(r.span.start)
        if any(rc.start <= a < rc.end for a, _ in anchors if not start <= a < end):
            continue
        if record_type in _READING_TYPES and rc.start > start and _THAN_EN.search(ctx.text, rc.start, r.span.start):
            continue  # "sugar after lunch 132, way better than the 180s I was getting in July": the 180s' month
        header.append(r)
    if header:
        return min(header, key=lambda r: _distance(r, start, end))
    # "스텐트 넣었어요. 2022년에요.": a sentence of nothing but a time, right after, dates this one
    after = next_sentence([s for s, _parts in ctx.sentences], sentence)
    return time_only(after, points, ctx.lang) if after is not None else None


_NOW = re.compile(r"\b(?:now|currently)\b(?!\s+(?:and\s+)?(?:then|on)\b)", re.IGNORECASE)


_GOES_ON = re.compile(r"\b(?:and|but|then|so|while|though)\s*$", re.IGNORECASE)


def _of_another_earlier_value(ctx: Ctx, r: Resolution, start: int, end: int) -> bool:
    """ "Ferritin 45 now (was 11 in march), Hgb 12.8": a time said right after an earlier value dates that value
    only, not a record whose span [start, end) does not hold that value."""
    assert r.span is not None
    if ctx.lang != "en":
        return False
    low = max(0, r.span.start - 30)
    m = _EARLIER_VALUE.search(ctx.text[low:r.span.start])
    if m is None or _GOES_ON.search(m.group(0)):
        return False  # "my a1c on 3/14 was 7.4 and today it's 6.8": the time opens the next reading's clause
    value = next((low + m.start() + i for i, ch in enumerate(m.group(0)) if ch.isdigit()), -1)
    return not start <= value < end and (r.span.start >= end or r.span.end <= start)


def _leads_a_later_record(ctx: Ctx, r: Resolution, anchors: list[tuple[int, int]], end: int) -> bool:
    """Korean says a time before what it dates: "어젯밤 혈압 150/98 오늘아침 132/84", "아침 132/84 저녁엔 어제
    126/80": an expression after a reading (ending at ``end``) that another record follows right after is that
    record's time (a diagnosis keeps the visit's: "당뇨 전단계래요 9월 검진에서")."""
    assert r.span is not None
    if ctx.lang != "ko" or r.span.start < end:
        return False
    return any(a >= r.span.end and not ctx.text[r.span.end:a].strip(" ,에은는") for a, _b in anchors)


def batch_time(ctx: Ctx, start: int, foreign: list[tuple[int, int]] | None = None) -> Resolution | None:
    """ "bloodwork from monday's draw is back. fasting sugar 112", "A1c down to 7.2. labs yesterday": a result
    with no time in its own sentence was drawn when the utterance's one batch of results was (the sentence
    that names the batch, a ``result_batch`` cue, with one day, month or range not after said_at). A time on a
    ``foreign`` span (the earlier side of a comparison: "A1c came back at 7.2%, up from 6.8 in December") is no
    batch's."""
    batch = cue_pattern(ctx.dictionary, "result_batch", ctx.lang)
    found: list[Resolution] = []
    for sentence, _parts in ctx.sentences:
        if not batch.search(sentence.text):
            continue
        found += [r for r in ctx.resolutions if r.kind in POINT_KINDS and r.span is not None
                  and sentence.start <= r.span.start < sentence.end and not after_said_at(r, ctx.said_at)
                  and not any(a <= r.span.start < b for a, b in foreign or ())]
    times = {(r.kind, r.date, r.month, r.year, r.start, r.end) for r in found}
    return found[0] if len(times) == 1 else None


# "A1c 6.9 (was 7.4 in jan)", "weight 80.2, down from 83 in March": the time said right after an earlier value
_EARLIER_VALUE = re.compile(r"\b(?:was|were|used\s+to\s+be|down\s+from|up\s+from|from)\s+(?:like\s+|about\s+"
                            r"|around\s+)?\d[\d.,]*\s*(?:[a-z%/]{1,8}\s*)?$"
                            # "weigh in 187.4 lb, down 2 from last week": the change's own earlier side
                            r"|\b(?:down|up)\s+\d[\d.,]*\s*(?:[a-z%/]{1,8}\s+)?from\s+$", re.IGNORECASE)


def _of_an_earlier_value(ctx: Ctx, r: Resolution, end: int) -> bool:
    """The expression dates the earlier value said just before it, not a record ending at ``end`` before that
    value: "A1c 6.9 (was 7.4 in jan!!)" leaves 6.9 to the batch's day."""
    assert r.span is not None
    if ctx.lang != "en" or r.span.start < end:
        return False
    return _EARLIER_VALUE.search(ctx.text[end:r.span.start]) is not None


_READING_TYPES = types_where(result=True)
# "혈압 148/95 어제 술마셔서 그런가", "bp 150/95, prob bc I drank last night": the time dates the cause told
# (Korean: the connective -서 or -더니 within four words, or a word of the cue list ``reason_after``)
_CAUSE_AFTER_KO = r"\s*(?:\S+\s+){{0,3}}?\S*(?:(?<!에)서|더니|{reason})(?=\s|$|[.!?~,])"
_CAUSE_BEFORE_EN = re.compile(r"\b(?:because|bc|cuz|coz|due\s+to)\b[^,.;!?]*$", re.IGNORECASE)
# Korean symptoms whose cause is told with its time: "어제 과음해서 속쓰림", "크리스마스에 넘 먹어서 속쓰림 4",
# "추석 연휴 내내 잠만 잤더니 허리가 아파요": the symptom felt now is the turn's; told in the past ("어제 과음해서
# 머리 아팠어요", "어제 넘어져서 발목 삐었어요") it is the cause's day
_EFFECT_TYPES_KO = frozenset({"symptom"})


def _effect_type(ctx: Ctx, record_type: str | None) -> bool:
    """A record that a cause told with its own time does not date: a reading; in Korean also a symptom."""
    return record_type in _READING_TYPES or (ctx.lang == "ko" and record_type in _EFFECT_TYPES_KO)


@cache
def _cause_after_ko(reason: str) -> re.Pattern[str]:
    return re.compile(_CAUSE_AFTER_KO.format(reason=reason))


@cache
def _told_past_ko() -> re.Pattern[str]:
    """A Korean predicate on a past stem (아팠어요, 삐었다, 났음, 쓰렸고)."""
    return re.compile(f"{past_syllable()}(?:[어다음고는던지네]|$)")


def _before_today(r: Resolution, said_at: dt.datetime) -> bool:
    """The resolution lies wholly before said_at's date."""
    last = r.date if r.kind == "date" else day_of(r.end) or day_of(r.start) if r.kind == "interval" else None
    return last is not None and last < said_at.date()


def _of_a_cause(ctx: Ctx, r: Resolution, start: int, record_type: str | None = None) -> bool:
    """The expression dates a cause the user gives for a reading (or a Korean symptom felt now) at ``start``
    outside that cause."""
    assert r.span is not None
    if ctx.lang == "ko":
        reason = cue_pattern(ctx.dictionary, "reason_after", "ko").pattern
        cause = _cause_after_ko(reason).match(ctx.text, r.span.end)
        if cause is None or r.span.start <= start < cause.end():
            return False
        if record_type in _READING_TYPES:
            # "어제 약국 혈압계로 쟀더니 160에 100": -더니 after the act of measuring dates the reading itself,
            # and "어제 과식했더니 혈당 212" is read at the meal's time; for a reading only -서 or a reason is a cause
            return not cause.group(0).rstrip(" ,.!?~").endswith("더니")
        if start < cause.end():
            return False  # "허리 삐끗해서 오늘 한의원 가서 …": a symptom before the time is not its effect
        # a cause told today ("오늘 한의원 가서 침 맞고 왔어요. 통증은 아직 6") is the symptom's day all the same
        return _before_today(r, ctx.said_at) and not _told_past_ko().search(ctx.text, start, ctx.clause_of(start).end)
    before = _CAUSE_BEFORE_EN.search(ctx.text[max(0, r.span.start - 40):r.span.start])
    return before is not None and start < r.span.start - (len(before.group(0)))


# "저번달보다 올랐어?", "higher than last month", "same as yesterday, 130 over 85", "백이십에 팔십 어제랑 같음": the
# time a value is compared with is not the value's
_THAN_AFTER_KO = re.compile(r"\s*(?:에\s*)?(?:보다|대비|이랑\s*비교|하고\s*비교|과\s*비교|와\s*비교"
                            r"|(?:이?랑|하고|과|와)\s*(?:똑\s*)?같(?!이\s*(?:가|갔|먹|했|운동|병원)))")
_THAN_BEFORE_EN = re.compile(r"\b(?:than|compared\s+(?:to|with)|vs\.?|versus|(?:the\s+)?same\s+as|similar\s+to"
                             r"|identical\s+to|as\s+(?:high|low|bad|good)\s+as)\s+(?:at\s+|in\s+|on\s+)?$", re.I)


# a later clause that compares ("better than …", "down from …"): a time said in it is the compared value's
_THAN_EN = re.compile(r"\b(?:than|compared\s+(?:to|with)|vs\.?|versus|(?:down|up)\s+from)\b", re.I)


def _compared_with(ctx: Ctx, r: Resolution) -> bool:
    assert r.span is not None
    if ctx.lang == "ko":
        return _THAN_AFTER_KO.match(ctx.text, r.span.end) is not None
    return _THAN_BEFORE_EN.search(ctx.text[max(0, r.span.start - 20):r.span.start]) is not None


_TOLD_AFTER_EN = re.compile(r"\s*,?\s*(?:to\s+(?:say|tell|let)|saying|telling|and\s+(?:said|told))\b", re.IGNORECASE)


def _of_a_telling(ctx: Ctx, r: Resolution) -> bool:
    """ "the nurse rang this morning to say my HbA1c was 6.9": a time right after a call or message (cue list
    ``result_told``) and before what it told dates the telling; the results keep the draw's day."""
    assert r.span is not None
    if ctx.lang != "en" or not _TOLD_AFTER_EN.match(ctx.text, r.span.end):
        return False
    told = _told_before(cue_pattern(ctx.dictionary, "result_told", "en").pattern)
    return told.search(ctx.text[max(0, r.span.start - 40):r.span.start]) is not None


@cache
def _told_before(told: str) -> re.Pattern[str]:
    return re.compile(rf"(?:{told})\s+(?:(?:up|back|me)\s+)?$", re.IGNORECASE)


def _denied(ctx: Ctx, r: Resolution) -> bool:
    """ "오늘 맞은게 아니라 10월 12일에 맞았어요": a time the user denies (cue list ``time_denied`` within the next two
    words of its clause, no term between: "어제 두통 아니라 편두통" denies the headache) dates nothing; the time
    said instead does."""
    assert r.span is not None
    if ctx.lang != "ko":
        return False
    rest = ctx.text[r.span.end:ctx.clause_of(r.span.start).end]
    hit = re.match(r"\s*(?:\S+\s+){0,2}?\S*?(?:" + cue_pattern(ctx.dictionary, "time_denied", "ko").pattern + ")", rest)
    if hit is None:
        return False
    return not any(r.span.end <= m.start < r.span.end + hit.end() for m in ctx.matches)


def earlier_value_time(ctx: Ctx, r: Resolution) -> bool:
    """The expression follows an earlier value ("was 7.4 in jan"): it dates that value only."""
    assert r.span is not None
    return ctx.lang == "en" and _EARLIER_VALUE.search(ctx.text[max(0, r.span.start - 30):r.span.start]) is not None


def _said_after_another(ctx: Ctx, r: Resolution, anchors: list[tuple[int, int]], start: int) -> bool:
    assert r.span is not None
    clause = ctx.clause_of(r.span.start)
    return any(a != start and clause.start <= a and b <= r.span.start for a, b in anchors)


def _cannot_be_ahead(record_type: str | None, ahead_ok: bool) -> bool:
    """A record of what happened (not a plan, not a visit booked ahead) cannot be dated after the turn."""
    return record_type is not None and record_type not in FUTURE_OK_TYPES and not ahead_ok


def _holiday_ahead(r: Resolution, said_at: dt.datetime) -> bool:
    """A holiday still ahead ("추석 장보기 하느라 허리 아파", "valentines dinner at 9:30" said the day before) is the
    occasion of what was done, not its day, even in the record's own clause: the record keeps the turn's day."""
    return r.rule_id in HOLIDAY_RULES and after_said_at(r, said_at)


def reading_day(res: Resolution | None, record_type: str, said_at: dt.datetime) -> Resolution | None:
    """A reading is one moment: a window that runs up to the day said ("이번주 아침 104", "몸무게 3주째 그대로 66.5",
    "뉴욕 도착 이틀째, 공복혈당 112") says how long something has gone on, and the reading is the turn's own day. A
    month or a year to date ("PSA was 4.2 this year") names the period the reading falls in, and stays."""
    if res is None or record_type not in _READING_TYPES or res.kind != "interval" \
            or res.granularity in ("month", "year"):
        return res
    first, last = day_of(res.start), day_of(res.end)
    today = said_at.date()
    if first is None or last != today or first >= today or isinstance(res.start, dt.datetime):
        return res
    return res.model_copy(update={"kind": "date", "date": today, "start": None, "end": None, "granularity": "day"})


def after_said_at(r: Resolution, said_at: dt.datetime) -> bool:
    """The resolution begins after said_at's date (wholly in the future)."""
    today = said_at.date()
    if r.kind == "date":
        return r.date is not None and r.date > today
    if r.kind == "month":
        return r.month is not None and r.month > f"{today.year:04d}-{today.month:02d}"
    if r.kind == "year":
        return r.year is not None and r.year > today.year
    first = day_of(r.start)
    return first is not None and first > today


def _distance(r: Resolution, start: int, end: int) -> int:
    assert r.span is not None
    if r.span.end <= start:
        return start - r.span.end
    if r.span.start >= end:
        return r.span.start - end + 1  # ties go to the expression before the record
    return 0


def day_of(value: dt.date | dt.datetime | None) -> dt.date | None:
    if value is None:
        return None
    return value.date() if isinstance(value, dt.datetime) else value


def time_fields(record_type: str, res: Resolution | None, said_at: dt.datetime) -> dict[str, Any]:
    """Record time fields for a resolution (or said_at's date when none governs an event)."""
    if res is None:
        if record_type in UNTIMED_TYPES or record_type in EXPLICIT_ONLY_TYPES:
            return {}
        return {"date": said_at.date(), "time_rule": "implicit.said_at", "time_granularity": "day",
                "time_assumed": True}
    out: dict[str, Any] = {"time_expression": res.expression, "time_rule": res.rule_id,
                           "time_granularity": res.granularity, "time_assumed": res.assumed}
    if res.kind == "date":
        out["date"] = res.date
    elif res.kind == "month":
        out["month"] = res.month
    elif res.kind == "year":
        out["year"] = res.year
    elif res.kind == "interval":
        s, e = day_of(res.start), day_of(res.end)
        whole_year = s is not None and e is not None and s.month == 1 and s.day == 1 and e.month == 12 \
            and e.day == 31 and s.year == e.year
        # "type 2 diabetic since 2009", "고혈압 2019년부터": a condition or surgery said since a year is dated by
        # that year, as "in 2009" (the Korean 부터 over a year keeps the year's rule, not its granularity)
        since_year = (res.granularity == "year" or res.rule_id.endswith(".year")) and e is None and s is not None \
            and s.month == 1 and s.day == 1 and record_type in EXPLICIT_ONLY_TYPES
        if (whole_year or since_year) and s is not None and record_type in EXPLICIT_ONLY_TYPES | {"medical_visit"}:
            out["year"] = s.year
            out["time_granularity"] = "year"
        else:
            if res.start is not None:
                out["start"] = res.start
            if res.end is not None:
                out["end"] = res.end
    return out


def expected_day(day: dt.date, expression: str, today: dt.date) -> dt.date:
    """FORMAT.md: a written date without a year names, for something expected (a due date), the next such
    date on or after said_at; the resolver reads year-less dates in the past, so roll it a year on."""
    if day >= today or re.search(r"(?:19|20)\d{2}|'\d{2}\b", expression):
        return day
    try:
        return day.replace(year=day.year + 1)
    except ValueError:  # 29 February
        return day.replace(year=day.year + 1, day=28)
