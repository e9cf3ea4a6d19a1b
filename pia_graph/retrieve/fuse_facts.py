"""The fused ranking's sentences (pure): each fact found by vector or full text is dropped (the named term's
sibling, below the floor), placed beside the record of its turn, folded into it, or scored on its own, and then
brings the records and sentences of its turn after it (``fuse.fuse`` builds the `Board`; this places each fact)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from pia_graph.memory.recall_models import QueryUnderstanding, Route, Source
from pia_graph.ontology import Dictionary
from pia_graph.retrieve.associative import FactHit
from pia_graph.retrieve.cues import holds_a_name, reports_speech
from pia_graph.retrieve.fuse_asked import Asked
from pia_graph.retrieve.fuse_place import AT_REASON
from pia_graph.retrieve.fuse_record_scores import Scored
from pia_graph.retrieve.fuse_records import outside_concept
from pia_graph.retrieve.fuse_signals import (
    about_someone_else,
    day_of,
    fact_clears_floor,
    fact_in_window,
    holds_name_asked,
    holds_residual_word,
    reports,
    residual_coverage,
    rrf_norm,
    term_kind,
)
from pia_graph.retrieve.fuse_signals import timestamp as _sort_key
from pia_graph.retrieve.fusion_weights import (
    ADVICE_ASKED,
    BESIDE_KEEPS_ORDER,
    FACT_RRF_WEIGHT,
    FUTURE_ASKED,
    HOLDS_FREQUENCY,
    HOLDS_NAME,
    LATEST_SAID,
    NAMES_THE_TERM,
    OTHER_PERSON,
    OUTSIDE_WINDOW,
    PLACE_ASKED,
    REHYDRATED_SHARE,
    REPORTS_SPEECH,
    RESIDUAL_COVERAGE,
    RESULT_SAID,
)
from pia_graph.retrieve.records import ItemDraft, fact_draft, in_window, record_draft
from pia_graph.retrieve.structured import StructuredHit


@dataclass
class Board:
    """What placing the facts reads (the question, the route, the records ranked) and changes (`scored`, `by_id`,
    `folded`, the drop counts)."""
    u: QueryUnderstanding
    a: Asked
    route: Route
    dictionary: Dictionary
    today: dt.date
    rehydrated: Mapping[str, list[dict[str, Any]]]
    siblings: Mapping[str, list[dict[str, Any]]] | None
    mentions: Mapping[str, set[str]] | None
    scored: list[Scored]
    by_id: dict[str, StructuredHit]
    drop: Callable[[str], None]
    associative_first: bool
    beside_records: bool
    fact_base: float
    best_cosine: float
    overview: bool  # "How am I doing overall?": the snapshot answers; a vague likeness is noise beside it
    sibling_named: set[str]
    asked_named: set[str]
    named_by_question: Callable[[str], bool]
    newest_said: str = ""  # the newest sentence found by the question's words, when the current state is asked
    placed_facts: dict[str, str] = field(default_factory=dict)  # sentence id -> the place that picked it
    top_score: float = 0.0  # the best record's score before any sentence is placed
    record_turns: dict[str, ItemDraft] = field(default_factory=dict)  # each turn's best-ranked record
    asked_in_turn: dict[str, list[int]] = field(default_factory=dict)  # turn -> positions of records asked
    folded: list[tuple[ItemDraft, ItemDraft]] = field(default_factory=list)  # (the record it is cited on, sentence)


def _text(fact: Mapping[str, Any]) -> str:
    return str(fact.get("text") or "")


def _fact_sources(fhit: FactHit) -> list[Source]:
    return ["fulltext" if fhit.text_rank is not None else "vector"]


def place_fact(b: Board, fhit: FactHit) -> None:
    """One found sentence: dropped, beside its turn's record, folded into it, or scored with its turn after it."""
    u, a = b.u, b.a
    if b.overview and fhit.text_rank is None:
        b.drop("overview_vector_only_fact")
        return
    named_here = (b.mentions or {}).get(str(fhit.fact["fact_id"]), set())
    fencing = a.fencing(named_here, b.dictionary)  # asked by class: a drug with no class fences nothing
    sibling = (bool(b.sibling_named) and not named_here & a.named
               and bool({term_kind(k) for k in fencing} & {term_kind(k) for k in b.sibling_named})) \
        or outside_concept(u, named_here)  # a named term's sibling, or one outside the concept asked
    speech = a.speech_in(_text(fhit.fact))
    if sibling and not speech:
        b.drop("fact_names_a_sibling")  # "on atorvastatin 40" never answers a question about rosuvastatin
        return
    if not fact_clears_floor(fhit, b.beside_records, b.best_cosine, bool(a.named), speech) \
            and not named_here & a.named:
        b.drop("fact_below_floor")
        return
    place = b.placed_facts.get(str(fhit.fact["fact_id"]))
    owner = b.record_turns.get(str(fhit.fact.get("turn_id"))) if b.beside_records and place is None else None
    if owner is not None:
        _beside_owner(b, fhit, owner)
        return
    score = _fact_score(b, fhit, named_here)
    if place is not None:  # picked by its place where no record was: above every record
        score = max(score, b.top_score) + PLACE_ASKED
        fhit.why.append(place)
    outside = place is None and u.window is not None and not fact_in_window(fhit.fact, u.window)
    if outside:
        score *= OUTSIDE_WINDOW  # said outside the window asked about: after everything inside it
    advice_here = a.advice_in(_text(fhit.fact))
    if place is None and _replaced_by_turn_records(b, fhit, score, outside, advice_here):
        return
    fact_sources: list[Source] = []
    if fhit.vector_rank is not None:
        fact_sources.append("vector")
    if fhit.text_rank is not None:
        fact_sources.append("fulltext")
    item = fact_draft(fhit.fact, score=score, sources=fact_sources,
                      why=[*fhit.why, *(["outside_window"] if outside else [])])
    b.scored.append((score, fhit.rrf, item))  # equal scores: the higher fused rank first
    if b.associative_first:
        _records_beside(b, fhit, score)
    if b.associative_first and b.siblings:
        _siblings_after(b, fhit, score)
    _turn_records_after(b, fhit, score)


def _beside_owner(b: Board, fhit: FactHit, owner: ItemDraft) -> None:
    """A sentence of the turn of a record already ranked: right before or after it, or folded into it."""
    u, a = b.u, b.a
    text = _text(fhit.fact)
    # a visit's sentence says what happened there, unless results are asked and it reports none ("company
    # health screening today": the day's results answer, after the visit record)
    says_more = owner.type == "medical_visit" and not a.date and (not a.results or reports(fhit.fact))
    name_in_record = a.name and holds_name_asked(owner, b.by_id[owner.id])
    advice = a.advice_in(text)
    holds_word = fhit.text_rank is not None and holds_residual_word(text, u.residual_words)
    frequency = a.frequency_in(text)
    # the record picked at an anchor's event ("the INR when I had the bruise"): its sentence is the answer as said
    at_event = any(w.startswith(AT_REASON) for w in owner.why)
    told_here = a.told and (holds_word or (a.said and not a.date and reports_speech(text))) and (
        not a.results or reports(fhit.fact))  # what was said, shown or given: first
    if a.name or says_more or a.reason or advice or holds_word or told_here or frequency or at_event:
        # The sentence says what the record cannot (a name; what happened at a visit, which the visit
        # record holds only the date of; why, asked of the record; a word of the question the record has no
        # place for): first when a name, a visit's content or what it holds is asked, else right after its
        # record. A record whose coordinate is the name asked answers first, and a sentence that holds no
        # name ("TSH 2.4 now") cannot answer "who changed it": it follows its record.
        first = (a.name and not name_in_record and holds_a_name(text)) or says_more or advice or told_here \
            or frequency  # how often asked: the sentence holds it, its record cannot
        f_score = owner.score + (0.001 if first else -0.002)
        b.scored.append((f_score, fhit.rrf, fact_draft(
            fhit.fact, score=f_score, sources=_fact_sources(fhit),
            why=[*fhit.why, f"beside record {owner.id}"])))
        return
    # The sentence behind a record already ranked: cited on that record, and ranked only after every
    # other item (`folded`), where it fills the ranking's tail: what the record cannot hold (who said it,
    # the user's own words) stays reachable without moving any answer down.
    owner.why.append(f"said in the same turn as fact {fhit.fact['fact_id']}")
    b.folded.append((owner, fact_draft(fhit.fact, score=0.0, sources=_fact_sources(fhit),
                                       why=[*fhit.why, f"cited on {owner.id}"])))
    b.drop("fact_folded_into_record")


def _fact_score(b: Board, fhit: FactHit, named_here: set[str]) -> float:
    """A sentence's own score: its fused rank, the question's words it holds, and what it holds that is asked."""
    u, a = b.u, b.a
    text = _text(fhit.fact)
    score = b.fact_base + FACT_RRF_WEIGHT * rrf_norm(fhit)
    covered = residual_coverage(text, u.residual_words)
    if covered:
        score += RESIDUAL_COVERAGE * covered
        fhit.why.append(f"question_words:{covered:.2f}")
    if a.speech_in(text):
        score += REPORTS_SPEECH
        fhit.why.append("reports_speech")
    if a.results and reports(fhit.fact):
        score += RESULT_SAID
        fhit.why.append("reports_a_result")
    if a.advice_in(text):
        score += ADVICE_ASKED
        fhit.why.append("holds_advice")
    if a.name and holds_a_name(text):
        score += HOLDS_NAME
        fhit.why.append("holds_a_name")
    if a.frequency_in(text):
        score += HOLDS_FREQUENCY
        fhit.why.append("holds_a_frequency")
    # read on the user's own words (the span): the text's third person ("they gave User bird dogs") is no
    # sentence the experiencer rules were written for, and reads as a pet's
    own_words = str(fhit.fact.get("span") or fhit.fact.get("text") or "")
    if not a.family and not a.other and about_someone_else(own_words, u.lang):
        score *= OTHER_PERSON  # as a relative's record: "아버지도 혈압약 30년째 드심" is not the asker's
        fhit.why.append("about_someone_else")
    if named_here & b.asked_named:
        score += NAMES_THE_TERM
        fhit.why.append("names:" + ",".join(sorted(named_here & b.asked_named)))
    if b.newest_said and str(fhit.fact["fact_id"]) == b.newest_said:
        score += LATEST_SAID  # "요즘 몇 시간": the latest average, not the first week's
        fhit.why.append("newest_said")
    if a.future and (day := day_of(fhit.fact.get("date"))) is not None and day > b.today:
        score += FUTURE_ASKED
        fhit.why.append("after_the_question")
    return score


def _replaced_by_turn_records(b: Board, fhit: FactHit, score: float, outside: bool, advice_here: bool) -> bool:
    """On the structured route the records of the fact's turn are the answer and the sentence is their citation:
    they take the fact's place ("how far did I cycle in May" names no coordinate the dictionary knows, but its
    words find the turns whose records answer it). True when they did."""
    u, a = b.u, b.a
    turn_records = [
        rec for rec in b.rehydrated.get(str(fhit.fact.get("turn_id")), [])
        if rec["record_id"] not in b.by_id and not rec.get("superseded_by")
        and not (a.named and rec.get("coordinate") not in a.allowed) and in_window(rec, u.window)
    ]
    if not (b.route == "structured" and turn_records and not outside and not a.name and not advice_here):
        return False
    said = ""
    for rec in turn_records:
        b.by_id[rec["record_id"]] = StructuredHit(rec)
        r_item = record_draft(rec, b.dictionary, score=score, sources=["rehydrated"],
                              why=[f"record of the turn of fact {fhit.fact['fact_id']}", *fhit.why])
        b.scored.append((score, _sort_key(rec), r_item))
        said += " " + r_item.text.lower()
    beyond = [w for w in u.residual_words if w[:4] not in said]  # "cycle": the cycling record says it
    if fhit.text_rank is not None and holds_residual_word(_text(fhit.fact), beyond):
        # ... and the sentence follows them when it holds a word of the question they have no place
        # for ("다낭 갔을 때 뭐 먹고 탈 났었지": the records say diarrhoea, the sentence says what was eaten).
        b.scored.append((score - 0.002, fhit.rrf, fact_draft(fhit.fact, score=score - 0.002,
                                                             sources=["fulltext"], why=[*fhit.why])))
        return True
    b.drop("fact_replaced_by_its_records")
    return True


def _records_beside(b: Board, fhit: FactHit, score: float) -> None:
    """A record the question asks for by name or type, written from this sentence, comes right after it: "remind
    me what I'm allergic to" answered by the sentences first still shows the allergies. A record that holds the
    name asked ("the name of my blood pressure pill") comes right before it, and so does a record of the type asked
    (not a visit) when no name is asked and the sentence reports no one's speech: the user's own words typed (잠
    목표라고 했지: the sleep goal, then its sentence)."""
    a = b.a
    speech = a.speech_in(_text(fhit.fact))
    for pos in b.asked_in_turn.get(str(fhit.fact.get("turn_id")), []):
        r_score, r_sort, r_item = b.scored[pos]
        first = holds_name_asked(r_item, b.by_id[r_item.id]) if a.name else not speech and \
            r_item.type != "medical_visit" and any(r.startswith("type:") for r in b.by_id[r_item.id].reasons)
        # records beside one sentence keep their own order (the status asked, the newest) among them
        beside = score + (0.001 if first else -0.002) + BESIDE_KEEPS_ORDER * r_score
        if r_score < beside:
            r_item.score = round(beside, 4)
            r_item.why.append(f"beside fact {fhit.fact['fact_id']}")
            b.scored[pos] = (beside, r_sort, r_item)


def _siblings_after(b: Board, fhit: FactHit, score: float) -> None:
    """The other sentences of the same message, right after it: "Back from Jeju! We hiked Hallasan..." When what
    someone said is asked and the sentence found does not report it, a sibling that does takes the speech bonus
    ("자이로릭100 시작." found, "원장님이 처음엔 오히려 발작 올수도 있다고" beside it)."""
    a = b.a
    speech_found = a.speech_in(_text(fhit.fact))
    result_found = a.results and reports(fhit.fact)
    frequency_found = a.frequency_in(_text(fhit.fact))
    for sib in (b.siblings or {}).get(str(fhit.fact.get("turn_id")), []):
        if sib["fact_id"] != fhit.fact["fact_id"]:
            s_score = score - 0.001
            s_why = [f"same turn as fact {fhit.fact['fact_id']}"]
            if a.said and not speech_found and reports_speech(_text(sib)):
                s_score += REPORTS_SPEECH
                s_why.append("reports_speech")
            if a.results and not result_found and reports(sib):
                s_score += RESULT_SAID  # "자궁경부암 검사 했어요." found, "HPV 16형 양성 나왔대요" beside it
                s_why.append("reports_a_result")
            if not frequency_found and a.frequency_in(_text(sib)):
                s_score += HOLDS_FREQUENCY  # "간 초음파 했어요" found, "6개월마다 하래요" beside it
                s_why.append("holds_a_frequency")
            b.scored.append((s_score, 0.0, fact_draft(sib, score=s_score, sources=["rehydrated"], why=s_why)))


def _turn_records_after(b: Board, fhit: FactHit, score: float) -> None:
    """The records of the sentence's turn, after it: context, not the answer. What someone said is asked and this
    sentence reports it ("what did the ER doctor say about my chest thing"): the sentence is the answer, the records
    of its turn follow it even when the question's words name their coordinates (the heartburn, the ER visit)."""
    u, a = b.u, b.a
    speech_asked = a.speech_in(_text(fhit.fact))
    for rec in b.rehydrated.get(str(fhit.fact.get("turn_id")), []):
        rid = rec["record_id"]
        if rid in b.by_id or rec.get("superseded_by"):
            continue
        if a.named and rec.get("coordinate") not in a.allowed:
            b.drop("rehydrated_outside_named_coordinates")
            continue
        if not in_window(rec, u.window):
            b.drop("rehydrated_outside_window")
            continue
        r_score = score * REHYDRATED_SHARE  # after the facts themselves: context, not the answer
        r_why = [f"same turn as fact {fhit.fact['fact_id']}"]
        if not a.named and fhit.text_rank is not None and not speech_asked and not a.told and \
                b.named_by_question(str(rec.get("coordinate"))):
            # ... unless the question's own words name its coordinate ("my back thing", 허리, 맞은 주사): the
            # record types what the sentence says, right before it (measured: read13 ko-032, ko-048, ko-042,
            # en-038 and read14 ko-023 up; read14 en-030 down, where the label wants the brand in the sentence).
            r_score = score + 0.001
            r_why.append("named_by_question_words")
        r_item = record_draft(rec, b.dictionary, score=r_score, sources=["rehydrated"], why=r_why)
        b.by_id[rid] = StructuredHit(rec)
        b.scored.append((r_score, _sort_key(rec), r_item))
