"""One fused ranking of structured, vector and full-text hits (pure): the named-entity boundary, the route's
weighting, conflicts newest first with the superseded value beside the current one, and provenance kept."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from typing import Any

from pia_graph.memory.recall_models import Conflict, QueryUnderstanding, RecallItem, Route
from pia_graph.ontology import Dictionary
from pia_graph.retrieve.associative import FactHit
from pia_graph.retrieve.excluded import apart_last
from pia_graph.retrieve.fact_place import fact_day, placed_facts
from pia_graph.retrieve.fuse_asked import asked_of
from pia_graph.retrieve.fuse_facts import Board, place_fact
from pia_graph.retrieve.fuse_order import conflicts_of, rank_sorted, ranked_items
from pia_graph.retrieve.fuse_place import earlier_doses, placed_ids
from pia_graph.retrieve.fuse_record_scores import RecordContext, score_records, turn_signals
from pia_graph.retrieve.fuse_records import admitted, visit_days
from pia_graph.retrieve.fuse_sentence import sentence_first
from pia_graph.retrieve.fuse_signals import firsts, holds_name_asked, names_by_words, timestamp, type_words
from pia_graph.retrieve.fuse_topic import own_words_over_topic
from pia_graph.retrieve.fusion_weights import FACT_BASE_BOTH, FACT_BASE_STRUCTURED, RECORDS_ON_ASSOCIATIVE
from pia_graph.retrieve.peaks import asked_extreme, extreme_ids
from pia_graph.retrieve.records import record_day
from pia_graph.retrieve.source import source_first
from pia_graph.retrieve.stage_days import stage_days
from pia_graph.retrieve.structured import TYPE_STRENGTH, StructuredHit

# when a sentence was said: its sort time, else the time of its turn
SAID_TIMES = ("sort_time", "said_at", "recorded_at")


@dataclass
class Fused:
    items: list[RecallItem] = field(default_factory=list)
    conflicts: list[Conflict] = field(default_factory=list)
    dropped: dict[str, int] = field(default_factory=dict)  # reason -> count, for the trace


def fuse(
    u: QueryUnderstanding,
    route: Route,
    structured: list[StructuredHit],
    facts: list[FactHit],
    rehydrated: dict[str, list[dict[str, Any]]],
    dictionary: Dictionary,
    said_at: dt.datetime,
    k: int,
    siblings: dict[str, list[dict[str, Any]]] | None = None,
    mentions: dict[str, set[str]] | None = None,
) -> Fused:
    """`mentions`: the term keys each fact's text names by exact alias (fact id -> keys), for the boundary."""
    out = Fused()
    a = asked_of(u, dictionary)
    today = said_at.date()

    def drop(reason: str) -> None:
        out.dropped[reason] = out.dropped.get(reason, 0) + 1

    # Records: the boundary first, then conflicts apart, then the current ones ranked.
    current, superseded = admitted(structured, a.allowed, a.unfenced, a.active_only, today, drop)
    # The days of the visits the question points to (their results asked, or a reading at a visit named as its
    # place): what was measured then answers.
    days_of_visit, measured_only = visit_days(u, current, facts, mentions)
    first_ids: set[str] = set()
    if any(d.value == "first" for d in u.fields):
        first_ids, started = firsts(current, superseded)
        current.extend(started)  # a dose change's older regimen began the drug: it answers "since when"
    # "the dose before the current one": a place among a drug's regimens counts the doses a change replaced
    current.extend(h for h in earlier_doses(u, current, superseded) if h not in current)
    by_id = {h.record["record_id"]: h for h in current}
    peak_ids = extreme_ids([h.record for h in current], asked_extreme(u))  # "when was my crp highest"
    replaced: dict[str, list[StructuredHit]] = {}
    for old in superseded:
        replaced.setdefault(str(old.record["superseded_by"]), []).append(old)

    # a topic inherited by a question whose own words find the user's sentences ("생리 언제 돌아왔더라" after a
    # weight told): the sentences answer, the topic's records follow as context
    associative_first = route == "associative" or (not current and route != "structured") \
        or own_words_over_topic(u, facts, mentions)
    turn_names, event_turns = turn_signals(u, facts, a.named, mentions)
    placed = placed_ids(u, current, today, facts, mentions)
    scored = score_records(u, a, current, RecordContext(
        first_ids=first_ids, peak_ids=peak_ids, turn_names=turn_names, event_turns=event_turns,
        days_of_visit=days_of_visit, measured_only=measured_only,
        record_weight=RECORDS_ON_ASSOCIATIVE if associative_first else 1.0, today=today,
        placed=placed, stage_days=stage_days(u, facts)), replaced, dictionary)

    board = Board(
        u=u, a=a, route=route, dictionary=dictionary, today=today, rehydrated=rehydrated, siblings=siblings,
        mentions=mentions, scored=scored, by_id=by_id, drop=drop, associative_first=associative_first,
        beside_records=bool(current) and not associative_first,
        fact_base=1.0 if associative_first else (FACT_BASE_BOTH if route == "both" else FACT_BASE_STRUCTURED),
        best_cosine=max((h.vector_score or 0.0 for h in facts), default=0.0),
        # "How am I doing overall?" points to nothing: the snapshot answers, and a fact found only by a vague
        # likeness is noise beside it.
        overview=u.depth >= 2 and u.depth_reason.startswith("cue:depth2") and not u.coordinates
        and not u.record_types,
        # A visit named as the place of what is asked ("병원에서 뭐래", "what did the ob say") fences nothing: a
        # sentence naming another kind of visit (정형외과, a specialist) is no sibling answer.
        sibling_named=a.named - type_words(u) - {
            d.value for d in u.entities if d.reason.startswith("visit_context:")},
        asked_named={d.value for d in u.entities if not d.reason.startswith("anchor:")},
        named_by_question=names_by_words(u.residual_words, dictionary),
        newest_said=newest_said(facts) if u.wants_latest or a.active_only else "",
        # a place that picked no record: the sentences of the n-th day of what only sentences hold ("CD4 520")
        placed_facts={} if placed or not u.places else placed_facts(u, facts, today),
        top_score=max((s for s, _, _ in scored), default=0.0),
    )
    # Each turn's sentence sits beside the turn's best-ranked record: not the first the query returned, whose
    # order among records of one turn (equal times) follows ids that are random per store.
    for _, _, best in rank_sorted(scored):
        board.record_turns.setdefault(str(by_id[best.id].record.get("turn_id")), best)
    for pos, (_, _, item) in enumerate(scored):
        hit = by_id[item.id]
        if hit.strength >= TYPE_STRENGTH or (a.name and holds_name_asked(item, hit)):
            # asked for by name or type, or the record holds the name asked ("사랑니 빼고 받은 항생제 이름": a class)
            board.asked_in_turn.setdefault(str(hit.record.get("turn_id")), []).append(pos)
    for fhit in facts:
        place_fact(board, fhit)
    # a sentence holding the question's own words that its turn's record above it does not: first, the record after
    sentence_first(board, facts)

    # the readings of the place or device the question names first ("at the clinic", 집에서 잰); what the question
    # sets apart ("besides metformin", 혈압약 말고) after every other item, and so does what falls inside a time it
    # sets apart (주말 빼고, "except last week")
    scored = source_first(scored, u.sources, lambda rid: _source_of(by_id, rid), {d.value for d in u.coordinates},
                          [d.value for d in u.fields])
    days = {**{str(f.fact["fact_id"]): fact_day(f.fact) for f in facts},
            **{str(rid): record_day(h.record) for rid, h in by_id.items()}} if u.apart_times else None
    out.items = ranked_items(apart_last(scored, {d.value for d in u.set_apart}, mentions, u.apart_times, days),
                             board.folded, k)
    out.conflicts = conflicts_of(replaced, by_id, dictionary)
    return out


def _source_of(by_id: dict[str, StructuredHit], record_id: str) -> str | None:
    hit = by_id.get(record_id)
    source = hit.record.get("source") if hit is not None else None
    return str(source) if source else None


def newest_said(facts: list[FactHit]) -> str:
    """The id of the newest sentence found by the question's words (full text or substring), '' when none: what
    the current state is, when it is asked (pure)."""
    worded = [h for h in facts if h.text_rank is not None]
    if not worded:
        return ""
    return str(max(worded, key=lambda h: (timestamp(h.fact, SAID_TIMES), str(h.fact["fact_id"]))).fact["fact_id"])

