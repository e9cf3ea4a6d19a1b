"""One fused ranking of structured, vector and full-text hits (pure): the named-entity boundary, the route's
weighting, conflicts newest first with the superseded value beside the current one, and provenance kept."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from typing import Any

from pia_graph.memory.recall_models import Conflict, QueryUnderstanding, RecallItem, Route, Source
from pia_graph.ontology import Dictionary
from pia_graph.retrieve.associative import FactHit
from pia_graph.retrieve.cues import holds_a_name, holds_advice, reports_speech
from pia_graph.retrieve.fuse_order import conflicts_of, rank_sorted, ranked_items
from pia_graph.retrieve.fuse_records import admitted, measured_at_visit, outside_concept, visit_days
from pia_graph.retrieve.fuse_signals import (
    about_someone_else,
    day_of,
    fact_clears_floor,
    fact_in_window,
    firsts,
    has_value,
    holds_name_asked,
    holds_residual_word,
    names_by_words,
    reports,
    residual_coverage,
    rrf_norm,
    term_kind,
    type_words,
    unfenced_types,
)
from pia_graph.retrieve.fuse_signals import timestamp as _sort_key
from pia_graph.retrieve.fusion_weights import (
    ACTIVE_ASKED,
    ADVICE_ASKED,
    BESIDE_KEEPS_ORDER,
    EVENT_TURN,
    FACT_BASE_BOTH,
    FACT_BASE_STRUCTURED,
    FACT_RRF_WEIGHT,
    FIRST_ASKED,
    FUTURE_ASKED,
    HOLDS_NAME,
    LATEST_ASKED,
    NAMES_THE_TERM,
    NEGATED_BY_TYPE,
    NO_VALUE_ASKED,
    OTHER_PERSON,
    OUTSIDE_WINDOW,
    RECORDS_ON_ASSOCIATIVE,
    REHYDRATED_SHARE,
    REPORTS_SPEECH,
    RESIDUAL_COVERAGE,
    RESULT_SAID,
    SAID_WITH_THE_TERM,
    STATUS_ASKED,
    VISIT_DAY_RESULTS,
)
from pia_graph.retrieve.peaks import asked_extreme, extreme_ids, peak_bonus
from pia_graph.retrieve.records import (
    ItemDraft,
    fact_draft,
    in_window,
    is_active_regimen,
    is_current_condition,
    record_day,
    record_draft,
    regimen_status_asked,
)
from pia_graph.retrieve.structured import TYPE_STRENGTH, StructuredHit
from pia_graph.retrieve.understand import asked_statuses, named_coordinates, wants_active


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
    named = named_coordinates(u)
    asks_name = any(d.value == "name" for d in u.fields)  # "what was the clinic called": a sentence answers
    # The hard boundary holds when the question names a term; concept words widen, they do not fence off
    # a record type asked for beside them ("what bp med am I on": the regimen, not only the readings).
    allowed = {d.value for d in u.coordinates} if named else set()
    unfenced = unfenced_types(u, dictionary) if named else set()
    asks_value = any(d.value == "value" for d in u.fields)
    asks_said = any(d.value == "said" for d in u.fields)
    asks_reason = any(d.value == "reason" for d in u.fields)
    asks_date = any(d.value == "date" for d in u.fields)
    asks_future = any(d.value == "future" for d in u.fields)
    asks_family = any(d.value == "family_history" for d in u.record_types)
    asks_other = any(d.value == "someone_else" for d in u.fields)
    active_only = wants_active(u)
    statuses = asked_statuses(u)
    asks_advice = any(d.value == "advice" for d in u.fields)
    asks_results = any(d.value == "results" for d in u.fields)
    # what a sentence holds is asked (said, shown, given, which one): it comes before its turn's record
    told = any(d.value == "sentence" for d in u.fields) and not asks_value

    def advice_in(text: str) -> bool:
        """The sentence holds the advice asked (what a clinician said to do or avoid)."""
        return asks_advice and holds_advice(text)
    today = said_at.date()

    def drop(reason: str) -> None:
        out.dropped[reason] = out.dropped.get(reason, 0) + 1

    # Records: the boundary first, then conflicts apart, then the current ones ranked.
    current, superseded = admitted(structured, allowed, unfenced, active_only, today, drop)
    # The days of the visits the question points to (their results asked, or a reading at a visit named as its
    # place): what was measured then answers.
    days_of_visit, measured_only = visit_days(u, current, facts, mentions)
    first_ids: set[str] = set()
    if any(d.value == "first" for d in u.fields):
        first_ids, started = firsts(current, superseded)
        current.extend(started)  # a dose change's older regimen began the drug: it answers "since when"
    by_id = {h.record["record_id"]: h for h in current}
    peak_ids = extreme_ids([h.record for h in current], asked_extreme(u))  # "when was my crp highest"
    replaced: dict[str, list[StructuredHit]] = {}
    for old in superseded:
        replaced.setdefault(str(old.record["superseded_by"]), []).append(old)

    associative_first = route == "associative" or (not current and route != "structured")
    record_weight = RECORDS_ON_ASSOCIATIVE if associative_first else 1.0
    latest_seen: set[str] = set()
    scored: list[tuple[float, float, ItemDraft]] = []
    turn_names: dict[str, set[str]] = {}  # the named terms each found sentence's turn names
    event_turns: set[str] = set()  # the turns whose sentence, found by its words, holds a word of the question's own
    for fhit in facts:
        keys = (mentions or {}).get(str(fhit.fact["fact_id"]), set()) & named
        if keys:
            turn_names.setdefault(str(fhit.fact.get("turn_id")), set()).update(keys)
        if fhit.text_rank is not None and holds_residual_word(str(fhit.fact.get("text") or ""), u.residual_words) \
                and not about_someone_else(str(fhit.fact.get("span") or fhit.fact.get("text") or ""), u.lang):
            event_turns.add(str(fhit.fact.get("turn_id")))  # not a relative's sentence ("dads bp 150/90")
    series: dict[str, int] = {}  # records per coordinate: the event's day picks one of a series
    for hit in current:
        series[str(hit.record.get("coordinate"))] = series.get(str(hit.record.get("coordinate")), 0) + 1
    for hit in sorted(current, key=lambda h: -_sort_key(h.record)):
        rec = hit.record
        score = hit.strength * record_weight
        why = list(hit.reasons)
        coord = str(rec.get("coordinate"))
        if u.wants_latest and coord not in latest_seen:
            score += LATEST_ASKED
            why.append("latest_of_coordinate")
        latest_seen.add(coord)
        if peak := peak_bonus(str(rec["record_id"]), peak_ids):
            score += peak
            why.append("extreme_of_coordinate")
        if rec["record_id"] in first_ids:
            score += FIRST_ASKED
            why.append("first_of_coordinate")
        if active_only and (is_active_regimen(rec, today) or is_current_condition(rec)):
            score += ACTIVE_ASKED
            why.append("active_regimen" if rec.get("type") == "medication_regimen" else "active_condition")
        if statuses and regimen_status_asked(rec, statuses, today):
            score += STATUS_ASKED
            why.append("status_asked")
        if rec.get("negated") and hit.strength < 1.0:
            score *= NEGATED_BY_TYPE
            why.append("negated")
        if rec.get("relation") and not asks_family:
            score *= OTHER_PERSON
            why.append("about_someone_else")
        if asks_value and not has_value(rec):
            score -= NO_VALUE_ASKED
            why.append("no_value")
        if rec.get("type") in unfenced and turn_names.get(str(rec.get("turn_id"))):
            score += SAID_WITH_THE_TERM
            why.append("said_with:" + ",".join(sorted(turn_names[str(rec.get("turn_id"))])))
        if asks_future and (day := record_day(rec)) is not None and day > today:
            score += FUTURE_ASKED
            why.append("after_the_question")
        if str(rec.get("turn_id")) in event_turns and series.get(coord, 0) > 1:
            score += EVENT_TURN
            why.append("turn_holds_question_words")
        if measured_at_visit(rec, days_of_visit, measured_only):
            score += VISIT_DAY_RESULTS
            why.append("measured_at_the_visit")
        sources: list[Source] = ["structured"]
        item = record_draft(rec, dictionary, score=score, sources=sources, why=why)
        item.supersedes = [o.record["record_id"] for o in replaced.get(item.id, [])]
        scored.append((score, _sort_key(rec), item))

    beside_records = bool(current) and not associative_first
    fact_base = 1.0 if associative_first else (FACT_BASE_BOTH if route == "both" else FACT_BASE_STRUCTURED)
    best_cosine = max((h.vector_score or 0.0 for h in facts), default=0.0)
    # Each turn's sentence sits beside the turn's best-ranked record: not the first the query returned, whose
    # order among records of one turn (equal times) follows ids that are random per store.
    record_turns: dict[str, ItemDraft] = {}
    asked_in_turn: dict[str, list[int]] = {}  # turn -> positions in `scored` of records asked for by name or type
    for _, _, best in rank_sorted(scored):
        record_turns.setdefault(str(by_id[best.id].record.get("turn_id")), best)
    for pos, (_, _, item) in enumerate(scored):
        hit = by_id[item.id]
        if hit.strength >= TYPE_STRENGTH or (asks_name and holds_name_asked(item, hit)):
            # asked for by name or type, or the record holds the name asked ("사랑니 빼고 받은 항생제 이름": a class)
            asked_in_turn.setdefault(str(hit.record.get("turn_id")), []).append(pos)
    # "How am I doing overall?" points to nothing: the snapshot answers, and a fact found only by a vague
    # likeness is noise beside it.
    overview = u.depth >= 2 and u.depth_reason.startswith("cue:depth2") and not u.coordinates \
        and not u.record_types
    # A visit named as the place of what is asked ("병원에서 뭐래", "what did the ob say") fences nothing: a sentence
    # naming another kind of visit (정형외과, a specialist) is no sibling answer.
    sibling_named = named - type_words(u) - {d.value for d in u.entities if d.reason.startswith("visit_context:")}
    asked_named = {d.value for d in u.entities if not d.reason.startswith("anchor:")}
    folded: list[tuple[ItemDraft, ItemDraft]] = []  # (the record it is cited on, the sentence)
    named_by_question = names_by_words(u.residual_words, dictionary)
    for fhit in facts:
        if overview and fhit.text_rank is None:
            drop("overview_vector_only_fact")
            continue
        named_here = (mentions or {}).get(str(fhit.fact["fact_id"]), set())
        sibling = (bool(sibling_named) and not named_here & named
                   and bool({term_kind(k) for k in named_here} & {term_kind(k) for k in sibling_named})) \
            or outside_concept(u, named_here)  # a named term's sibling, or one outside the concept asked
        if sibling and not (asks_said and reports_speech(str(fhit.fact.get("text") or ""))):
            drop("fact_names_a_sibling")  # "on atorvastatin 40" never answers a question about rosuvastatin
            continue
        speech = asks_said and reports_speech(str(fhit.fact.get("text") or ""))
        if not fact_clears_floor(fhit, beside_records, best_cosine, bool(named), speech) and not named_here & named:
            drop("fact_below_floor")
            continue
        owner = record_turns.get(str(fhit.fact.get("turn_id"))) if beside_records else None
        if owner is not None:
            text = str(fhit.fact.get("text") or "")
            # a visit's sentence says what happened there, unless results are asked and it reports none ("company
            # health screening today": the day's results answer, after the visit record)
            says_more = owner.type == "medical_visit" and not asks_date and (not asks_results or reports(fhit.fact))
            name_in_record = asks_name and holds_name_asked(owner, by_id[owner.id])
            advice = advice_in(text)
            holds_word = fhit.text_rank is not None and holds_residual_word(text, u.residual_words)
            told_here = told and (holds_word or (asks_said and not asks_date and reports_speech(text))) and (
                not asks_results or reports(fhit.fact))  # what was said, shown or given: first
            if asks_name or says_more or asks_reason or advice or holds_word or told_here:
                # The sentence says what the record cannot (a name; what happened at a visit, which the visit
                # record holds only the date of; why, asked of the record; a word of the question the record has no
                # place for): first when a name, a visit's content or what it holds is asked, else right after its
                # record. A record whose coordinate is the name asked answers first, and a sentence that holds no
                # name ("TSH 2.4 now") cannot answer "who changed it": it follows its record.
                first = (asks_name and not name_in_record and holds_a_name(text)) or says_more or advice or told_here
                f_score = owner.score + (0.001 if first else -0.002)
                scored.append((f_score, fhit.rrf, fact_draft(
                    fhit.fact, score=f_score, sources=["fulltext" if fhit.text_rank is not None else "vector"],
                    why=[*fhit.why, f"beside record {owner.id}"])))
                continue
            # The sentence behind a record already ranked: cited on that record, and ranked only after every
            # other item (`folded`), where it fills the ranking's tail: what the record cannot hold (who said it,
            # the user's own words) stays reachable without moving any answer down.
            owner.why.append(f"said in the same turn as fact {fhit.fact['fact_id']}")
            folded.append((owner, fact_draft(fhit.fact, score=0.0, sources=[
                "fulltext" if fhit.text_rank is not None else "vector"], why=[*fhit.why, f"cited on {owner.id}"])))
            drop("fact_folded_into_record")
            continue
        score = fact_base + FACT_RRF_WEIGHT * rrf_norm(fhit)
        covered = residual_coverage(str(fhit.fact.get("text") or ""), u.residual_words)
        if covered:
            score += RESIDUAL_COVERAGE * covered
            fhit.why.append(f"question_words:{covered:.2f}")
        if asks_said and reports_speech(str(fhit.fact.get("text") or "")):
            score += REPORTS_SPEECH
            fhit.why.append("reports_speech")
        if asks_results and reports(fhit.fact):
            score += RESULT_SAID
            fhit.why.append("reports_a_result")
        advice_here = advice_in(str(fhit.fact.get("text") or ""))
        if advice_here and asks_advice:
            score += ADVICE_ASKED
            fhit.why.append("holds_advice")
        if asks_name and holds_a_name(str(fhit.fact.get("text") or "")):
            score += HOLDS_NAME
            fhit.why.append("holds_a_name")
        # read on the user's own words (the span): the text's third person ("they gave User bird dogs") is no
        # sentence the experiencer rules were written for, and reads as a pet's
        own_words = str(fhit.fact.get("span") or fhit.fact.get("text") or "")
        if not asks_family and not asks_other and about_someone_else(own_words, u.lang):
            score *= OTHER_PERSON  # as a relative's record: "아버지도 혈압약 30년째 드심" is not the asker's
            fhit.why.append("about_someone_else")
        if named_here & asked_named:
            score += NAMES_THE_TERM
            fhit.why.append("names:" + ",".join(sorted(named_here & asked_named)))
        if asks_future and (day := day_of(fhit.fact.get("date"))) is not None and day > today:
            score += FUTURE_ASKED
            fhit.why.append("after_the_question")
        outside = u.window is not None and not fact_in_window(fhit.fact, u.window)
        if outside:
            score *= OUTSIDE_WINDOW  # said outside the window asked about: after everything inside it
        turn_records = [
            rec for rec in rehydrated.get(str(fhit.fact.get("turn_id")), [])
            if rec["record_id"] not in by_id and not rec.get("superseded_by")
            and not (named and rec.get("coordinate") not in allowed) and in_window(rec, u.window)
        ]
        if route == "structured" and turn_records and not outside and not asks_name and not advice_here:
            # On the structured route the records of the fact's turn are the answer and the sentence is
            # their citation: they take the fact's place ("how far did I cycle in May" names no coordinate
            # the dictionary knows, but its words find the turns whose records answer it).
            said = ""
            for rec in turn_records:
                by_id[rec["record_id"]] = StructuredHit(rec)
                r_item = record_draft(rec, dictionary, score=score, sources=["rehydrated"],
                                     why=[f"record of the turn of fact {fhit.fact['fact_id']}", *fhit.why])
                scored.append((score, _sort_key(rec), r_item))
                said += " " + r_item.text.lower()
            beyond = [w for w in u.residual_words if w[:4] not in said]  # "cycle": the cycling record says it
            if fhit.text_rank is not None and holds_residual_word(str(fhit.fact.get("text") or ""), beyond):
                # ... and the sentence follows them when it holds a word of the question they have no place
                # for ("다낭 갔을 때 뭐 먹고 탈 났었지": the records say diarrhoea, the sentence says what was eaten).
                scored.append((score - 0.002, fhit.rrf, fact_draft(fhit.fact, score=score - 0.002,
                                                                  sources=["fulltext"], why=[*fhit.why])))
                continue
            drop("fact_replaced_by_its_records")
            continue
        fact_sources: list[Source] = []
        if fhit.vector_rank is not None:
            fact_sources.append("vector")
        if fhit.text_rank is not None:
            fact_sources.append("fulltext")
        item = fact_draft(fhit.fact, score=score, sources=fact_sources,
                         why=[*fhit.why, *(["outside_window"] if outside else [])])
        scored.append((score, fhit.rrf, item))  # equal scores: the higher fused rank first
        if associative_first:
            # A record the question asks for by name or type, written from this sentence, comes right after
            # it: "remind me what I'm allergic to" answered by the sentences first still shows the allergies.
            # A record that holds the name asked ("the name of my blood pressure pill") comes right before it, and
            # so does a record of the type asked (not a visit) when no name is asked and the sentence reports no
            # one's speech: the user's own words typed (잠 목표라고 했지: the sleep goal, then its sentence).
            speech = asks_said and reports_speech(str(fhit.fact.get("text") or ""))
            for pos in asked_in_turn.get(str(fhit.fact.get("turn_id")), []):
                r_score, r_sort, r_item = scored[pos]
                first = holds_name_asked(r_item, by_id[r_item.id]) if asks_name else not speech and \
                    r_item.type != "medical_visit" and any(r.startswith("type:") for r in by_id[r_item.id].reasons)
                # records beside one sentence keep their own order (the status asked, the newest) among them
                beside = score + (0.001 if first else -0.002) + BESIDE_KEEPS_ORDER * r_score
                if r_score < beside:
                    r_item.score = round(beside, 4)
                    r_item.why.append(f"beside fact {fhit.fact['fact_id']}")
                    scored[pos] = (beside, r_sort, r_item)
        if associative_first and siblings:
            # The other sentences of the same message, right after it: "Back from Jeju! We hiked Hallasan..."
            # When what someone said is asked and the sentence found does not report it, a sibling that does
            # takes the speech bonus ("자이로릭100 시작." found, "원장님이 처음엔 오히려 발작 올수도 있다고" beside it).
            speech_found = asks_said and reports_speech(str(fhit.fact.get("text") or ""))
            result_found = asks_results and reports(fhit.fact)
            for sib in siblings.get(str(fhit.fact.get("turn_id")), []):
                if sib["fact_id"] != fhit.fact["fact_id"]:
                    s_score = score - 0.001
                    s_why = [f"same turn as fact {fhit.fact['fact_id']}"]
                    if asks_said and not speech_found and reports_speech(str(sib.get("text") or "")):
                        s_score += REPORTS_SPEECH
                        s_why.append("reports_speech")
                    if asks_results and not result_found and reports(sib):
                        s_score += RESULT_SAID  # "자궁경부암 검사 했어요." found, "HPV 16형 양성 나왔대요" beside it
                        s_why.append("reports_a_result")
                    scored.append((s_score, 0.0, fact_draft(sib, score=s_score, sources=["rehydrated"], why=s_why)))
        # What someone said is asked and this sentence reports it ("what did the ER doctor say about my chest
        # thing"): the sentence is the answer, the records of its turn follow it even when the question's words
        # name their coordinates (the heartburn, the ER visit).
        speech_asked = asks_said and reports_speech(str(fhit.fact.get("text") or ""))
        for rec in rehydrated.get(str(fhit.fact.get("turn_id")), []):
            rid = rec["record_id"]
            if rid in by_id or rec.get("superseded_by"):
                continue
            if named and rec.get("coordinate") not in allowed:
                drop("rehydrated_outside_named_coordinates")
                continue
            if not in_window(rec, u.window):
                drop("rehydrated_outside_window")
                continue
            r_score = score * REHYDRATED_SHARE  # after the facts themselves: context, not the answer
            r_why = [f"same turn as fact {fhit.fact['fact_id']}"]
            if not named and fhit.text_rank is not None and not speech_asked and not told and \
                    named_by_question(str(rec.get("coordinate"))):
                # ... unless the question's own words name its coordinate ("my back thing", 허리, 맞은 주사): the
                # record types what the sentence says, right before it (measured: read13 ko-032, ko-048, ko-042,
                # en-038 and read14 ko-023 up; read14 en-030 down, where the label wants the brand in the sentence).
                r_score = score + 0.001
                r_why.append("named_by_question_words")
            r_item = record_draft(rec, dictionary, score=r_score, sources=["rehydrated"], why=r_why)
            by_id[rid] = StructuredHit(rec)
            scored.append((r_score, _sort_key(rec), r_item))

    out.items = ranked_items(scored, folded, k)
    out.conflicts = conflicts_of(replaced, by_id, dictionary)
    return out
