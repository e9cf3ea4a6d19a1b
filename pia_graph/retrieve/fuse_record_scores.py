"""The fused ranking's scores of the records the structured query returned (pure): the latest, the extreme, the
first, the active, the status asked, the negated and the relatives' ones, a value asked, a record said with the
term named, the future, the turn that holds the question's words, and what was measured at the visit asked."""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from dataclasses import dataclass, field

from pia_graph.memory.recall_models import QueryUnderstanding, Source
from pia_graph.ontology import Dictionary
from pia_graph.retrieve.associative import FactHit
from pia_graph.retrieve.fuse_asked import Asked
from pia_graph.retrieve.fuse_records import measured_at_visit
from pia_graph.retrieve.fuse_signals import about_someone_else, has_value, holds_residual_word, residual_coverage
from pia_graph.retrieve.fuse_signals import timestamp as _sort_key
from pia_graph.retrieve.fusion_weights import (
    ACTIVE_ASKED,
    EVENT_TURN,
    FIRST_ASKED,
    FUTURE_ASKED,
    LATEST_ASKED,
    NEGATED_BY_TYPE,
    NEGATED_NAMED,
    NO_VALUE_ASKED,
    OTHER_PERSON,
    PLACE_ASKED,
    QUOTE_WORDS,
    QUOTE_WORDS_SHARE,
    SAID_WITH_THE_TERM,
    STAGE_DAY,
    STATUS_ASKED,
    VISIT_DAY_RESULTS,
)
from pia_graph.retrieve.peaks import peak_bonus
from pia_graph.retrieve.record_quotes import quote_of
from pia_graph.retrieve.records import (
    ItemDraft,
    is_active_regimen,
    is_current_condition,
    record_day,
    record_draft,
    regimen_status_asked,
)
from pia_graph.retrieve.structured import StructuredHit

Scored = tuple[float, float, ItemDraft]


@dataclass(frozen=True)
class RecordContext:
    """What the records' scores read beyond the question: the ids picked (first, extreme), the turns that name a
    term asked or hold a word of the question, the visit days asked, and the weight of the records on the route."""
    first_ids: set[str]
    peak_ids: set[str]
    turn_names: dict[str, set[str]]  # the named terms each found sentence's turn names
    event_turns: set[str]  # the turns whose sentence, found by its words, holds a word of the question's own
    days_of_visit: set[dt.date]
    measured_only: bool
    record_weight: float
    today: dt.date
    placed: Mapping[str, str] = field(default_factory=dict)  # the records picked by their place, with the reason
    stage_days: set[dt.date] = field(default_factory=set)  # the days a stage asked by its count of weeks names


def turn_signals(u: QueryUnderstanding, facts: list[FactHit], named: set[str],
                 mentions: Mapping[str, set[str]] | None) -> tuple[dict[str, set[str]], set[str]]:
    """The named terms each found sentence's turn names, and the turns whose sentence, found by its words, holds a
    word of the question's own (not a relative's sentence: "dads bp 150/90")."""
    turn_names: dict[str, set[str]] = {}
    event_turns: set[str] = set()
    for fhit in facts:
        keys = (mentions or {}).get(str(fhit.fact["fact_id"]), set()) & named
        if keys:
            turn_names.setdefault(str(fhit.fact.get("turn_id")), set()).update(keys)
        if fhit.text_rank is not None and holds_residual_word(str(fhit.fact.get("text") or ""), u.residual_words) \
                and not about_someone_else(str(fhit.fact.get("span") or fhit.fact.get("text") or ""), u.lang):
            event_turns.add(str(fhit.fact.get("turn_id")))
    return turn_names, event_turns


def score_records(u: QueryUnderstanding, a: Asked, current: list[StructuredHit], ctx: RecordContext,
                  replaced: Mapping[str, list[StructuredHit]], dictionary: Dictionary) -> list[Scored]:
    """Each current record scored, newest first, as (score, time, draft)."""
    series: dict[str, int] = {}  # records per coordinate: the event's day picks one of a series
    present: set[str] = set()  # coordinates with a record that states the thing, not its absence
    for hit in current:
        series[str(hit.record.get("coordinate"))] = series.get(str(hit.record.get("coordinate")), 0) + 1
        if not hit.record.get("negated"):
            present.add(str(hit.record.get("coordinate")))
    # when or how much asked ("when was I dizzy", "how many nights"), not whether it still holds
    absence_after = (a.date or a.value) and not (u.wants_latest or a.active_only or a.statuses)
    latest_seen: set[str] = set()
    scored: list[Scored] = []
    for hit in sorted(current, key=lambda h: -_sort_key(h.record)):
        rec = hit.record
        score = hit.strength * ctx.record_weight
        why = list(hit.reasons)
        coord = str(rec.get("coordinate"))
        if u.wants_latest and coord not in latest_seen:
            score += LATEST_ASKED
            why.append("latest_of_coordinate")
        latest_seen.add(coord)
        if peak := peak_bonus(str(rec["record_id"]), ctx.peak_ids):
            score += peak
            why.append("extreme_of_coordinate")
        if (place := ctx.placed.get(str(rec["record_id"]))) is not None:
            score += PLACE_ASKED  # "the visit before last", "my third infusion": the one picked answers
            why.append(place)
        if rec["record_id"] in ctx.first_ids:
            score += FIRST_ASKED
            why.append("first_of_coordinate")
        if a.active_only and (is_active_regimen(rec, ctx.today) or is_current_condition(rec)):
            score += ACTIVE_ASKED
            why.append("active_regimen" if rec.get("type") == "medication_regimen" else "active_condition")
        if a.statuses and regimen_status_asked(rec, a.statuses, ctx.today):
            score += STATUS_ASKED
            why.append("status_asked")
        if rec.get("negated") and hit.strength < 1.0:
            score *= NEGATED_BY_TYPE
            why.append("negated")
        elif rec.get("negated") and absence_after and coord in present:
            score *= NEGATED_NAMED  # "when was I dizzy": the days it happened, before the day it did not
            why.append("negated_beside_present")
        if rec.get("relation") and not a.family:
            score *= OTHER_PERSON
            why.append("about_someone_else")
        if a.value and not has_value(rec):
            score -= NO_VALUE_ASKED
            why.append("no_value")
        if rec.get("type") in a.unfenced and ctx.turn_names.get(str(rec.get("turn_id"))):
            score += SAID_WITH_THE_TERM
            why.append("said_with:" + ",".join(sorted(ctx.turn_names[str(rec.get("turn_id"))])))
        if a.future and (day := record_day(rec)) is not None and day > ctx.today:
            score += FUTURE_ASKED
            why.append("after_the_question")
        if str(rec.get("turn_id")) in ctx.event_turns and series.get(coord, 0) > 1:
            score += EVENT_TURN
            why.append("turn_holds_question_words")
        elif series.get(coord, 0) > 1 and (covered := quote_words(rec, u.residual_words)) >= QUOTE_WORDS_SHARE:
            # the record's own sentence, when no sentence of its turn was found holding them: one piece of
            # evidence counts once
            score += QUOTE_WORDS * covered
            why.append(f"quote_holds_question_words:{covered:.2f}")
        if ctx.stage_days and record_day(rec) in ctx.stage_days:
            score += STAGE_DAY  # "at 22 weeks", 20주 때: recorded the day the user said that count
            why.append("at_the_stage_asked")
        if measured_at_visit(rec, ctx.days_of_visit, ctx.measured_only):
            score += VISIT_DAY_RESULTS
            why.append("measured_at_the_visit")
        sources: list[Source] = ["structured"]
        item = record_draft(rec, dictionary, score=score, sources=sources, why=why)
        item.supersedes = [o.record["record_id"] for o in replaced.get(item.id, [])]
        scored.append((score, _sort_key(rec), item))
    return scored


def quote_words(rec: Mapping[str, object], words: list[str]) -> float:
    """The share of the question's residual words the record's own sentence holds (its quote, read with the record:
    `record_quotes.quote_of`); 0 when there are none or it has no quote (pure)."""
    said = quote_of(rec) if words else None
    return residual_coverage(said, words) if said else 0.0

