"""Rule ``earlier_turn.date``: a later turn moves an earlier turn's event to another day (pure).

"wait no, that was yesterday", "어제가 아니라 그저께였다": the records of the last dated turn (of the day withdrawn,
when the turn names it) are made again on the new day. A day that names no day withdrawn moves only the last turn's
events, said within ``SINGLE_VALUE_HOURS``; a day that dates the saying ("어제 말한", "I said yesterday") moves
nothing; the turn must take something back (``correction_cues.says_withdrawal``).
"""

from __future__ import annotations

import datetime as dt
import itertools
import re

from pia_graph.ingest.correction_cues import replaces_previous, says_withdrawal
from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.earlier_records import SINGLE_VALUE_HOURS, Prior, copy_record
from pia_graph.ingest.hup import HupRecord, validate
from pia_graph.ontology import Dictionary
from pia_graph.temporal.resolve import resolve_in_text

_PUNCT = re.compile(r"[,.;:!—–-]")
_SAYING_REACH = 12  # characters between a day and the speech verb it dates ("어제 말한", "I said yesterday")


def by_date(text: str, lang: str, said_at: dt.datetime, own: list[HupRecord], earlier: list[Prior],
            dictionary: Dictionary, *, completes: bool = False) -> list[tuple[HupRecord, Prior]] | None:
    """The earlier records moved to the day the turn says. ``completes``: the turn takes nothing back, it gives the
    day the last turn only assumed ("검사 날짜 지난주 수요일", "that was tuesday's"): one day said, and every dated
    record of that turn had its day assumed."""
    days = [r for r in resolve_in_text(text, said_at, lang) if r.kind == "date" and not r.assumed and r.date
            and not _day_of_saying(text, r.expression, lang, dictionary)]
    if completes:
        if len(days) != 1:
            return None
    elif not days or not says_withdrawal(text, dictionary):
        return None  # a day said in a turn that takes nothing back is news of its own, not a day moved
    withdrawn, new = None, days[0]
    if len(days) >= 2:
        a, b = days[-2], days[-1]
        between = _between(text, a.expression, b.expression)
        if between is not None and lang == "en" and cue_pattern(dictionary, "retracts_after", "en").fullmatch(
                _PUNCT.sub(" ", between).strip()):
            withdrawn, new = b, a
        elif between is not None and replaces_previous(between, lang, dictionary):
            withdrawn, new = a, b
    if withdrawn is None and any(r.date is not None and not r.time_assumed for r in own):
        return None  # the turn dates something of its own: the day said is that record's
    for at, group in itertools.groupby(earlier, key=lambda p: p.said_at):
        dated = [p for p in group if _day_of(p) is not None]
        if withdrawn is None and said_at - at > dt.timedelta(hours=SINGLE_VALUE_HOURS):
            return None  # a day that names no day withdrawn moves only the last turn's events, said just before
        if not dated:
            if withdrawn is None:
                return None
            continue
        if completes and not all(p.props.get("time_assumed") for p in dated):
            return None  # a day the earlier turn said is moved only by a turn that takes it back
        if withdrawn is not None and any(_day_of(p) != withdrawn.date for p in dated):
            return None
        if any(_day_of(p) == new.date for p in dated):
            return None
        out = []
        for p in dated:
            key = "date" if p.props.get("date") is not None else "start"
            fields = {key: new.date, "time_expression": new.expression, "time_rule": new.rule_id,
                      "time_granularity": new.granularity, "time_assumed": False}
            start, end = _span(text, new.expression)
            record = copy_record(p, dictionary, fields, new.expression, start, end, rule="earlier_turn.date")
            if record is None or validate(record, said_at) is not None:
                return None
            out.append((record, p))
        return out
    return None


def _day_of_saying(text: str, expression: str, lang: str, dictionary: Dictionary) -> bool:
    """ "어제 말한 거 잘못", "what I told you yesterday": the day dates the saying (the earlier turn), not the event."""
    start, end = _span(text, expression)
    said = cue_pattern(dictionary, "said_verb", lang)
    near = text[end:end + _SAYING_REACH] + (" " + text[max(0, start - _SAYING_REACH):start] if lang == "en" else "")
    return said.search(near) is not None


def _day_of(p: Prior) -> dt.date | None:
    for key in ("date", "start"):
        v = p.props.get(key)
        if isinstance(v, dt.datetime):
            return v.date()
        if isinstance(v, dt.date):
            return v
    return None


def _between(text: str, first: str, second: str) -> str | None:
    i = text.find(first)
    j = text.find(second, i + len(first)) if i >= 0 else -1
    return text[i + len(first):j] if i >= 0 and j >= 0 else None


def _span(text: str, expression: str) -> tuple[int, int]:
    i = max(text.find(expression), 0)
    return i, i + len(expression)
