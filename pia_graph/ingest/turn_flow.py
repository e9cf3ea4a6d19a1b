"""The pure part of one write: the utterance analysed once, the gates' decisions, and the extraction.

The service (``memory/service.py``) runs this and stores what it returns; offline scoring runs it without a
store. Nothing here reads the calendar clock or a database (a stopwatch times the stages): the user's profile
comes through a callable, called only when the extractor runs.
"""

from __future__ import annotations

import datetime as dt
import logging
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from pia_graph.ingest.clause_verdict import Verdict
from pia_graph.ingest.earlier_records import Prior, Term
from pia_graph.ingest.experiencer import Experiencer
from pia_graph.ingest.extract.pipeline import Extractor
from pia_graph.ingest.followup_context import disowns_earlier, leans_on_context, names_someone_else, told_part
from pia_graph.ingest.followup_day_anchor import dated_from_earlier, pointed_offset
from pia_graph.ingest.followup_draw import SaidTurn, dated_by_draw
from pia_graph.ingest.followup_event_again import may_tell_again, without_told_again
from pia_graph.ingest.followup_resolve import might_continue, reads_recent
from pia_graph.ingest.followup_resolve import resolve as resolve_followup
from pia_graph.ingest.followup_retract import (
    Retraction,
    RetractReason,
    disowns_outright,
    retracted,
    shares_it,
    takes_back,
    turn_before,
)
from pia_graph.ingest.followup_same_event import (
    dated_by_earlier,
    points_at_event,
    results_of_earlier_visit,
    tells_undated_results,
)
from pia_graph.ingest.followup_symptom import might_grade
from pia_graph.ingest.hup import Extraction
from pia_graph.ingest.lazy_profile import LazyProfile
from pia_graph.ingest.read_gate import ReadDecision
from pia_graph.ingest.read_model import ReadModel, decide, load_read_model
from pia_graph.ingest.record_model import RecordView, active_record_model, drafted_views, veto_records
from pia_graph.ingest.retain_gate import (
    RetainDecision,
    retain_decision,
    retain_for_earlier_drug,
    retain_for_proxy,
    retain_for_records,
)
from pia_graph.ingest.retain_model import active_retain_model, someone_else
from pia_graph.ingest.retain_model import combine as combine_retain
from pia_graph.ingest.utterance import AnalysedUtterance, analyse, names_proxy
from pia_graph.ontology import AliasIndex, Dictionary

if TYPE_CHECKING:  # the memory package imports this module
    from pia_graph.memory.recall_models import ThreadTurn

log = logging.getLogger(__name__)

_SOMEONE_ELSE = (Experiencer.OTHER, Experiencer.FAMILY)
# the gate's reasons for dropping a turn that may still be a reply on the conversation's topic (followup_context.py)
_CONTEXT_REASONS = frozenset({Verdict.NO_HEALTH, Verdict.SMALL_TALK})
# Why a turn's READ decision was not taken: `pia import` writes history, and no agent waits on an imported turn's
# READ decision (nothing reads a stored one back: docs/benchmarks.md, session 51). Stored on the turn in place of
# `read` and `route`; the result carries READ_NOT_DECIDED.
READ_NOT_DECIDED_WHY = "imported_history"
READ_NOT_DECIDED = ReadDecision(False, "none", [f"not_decided:{READ_NOT_DECIDED_WHY}"])


@dataclass(frozen=True, slots=True)
class GatedTurn:
    utterance: AnalysedUtterance
    retain: RetainDecision
    read: ReadDecision
    extraction: Extraction | None  # None when the turn is not retained and nothing needed extracting
    gate_ms: float = 0.0  # analysis and both gates
    extract_ms: float = 0.0
    # (new record id, earlier record id): the earlier turns' records this turn corrects (ingest/followup_resolve.py)
    supersedes: tuple[tuple[str, str], ...] = ()
    supersede_reason: str = "correction"  # why (store/supersession.SupersedeReason's value)
    # the earlier turn's records this dropped turn takes back ("that was my sister's", "scratch that"), and why
    # (ingest/followup_retract.py); the store marks them retracted (store/retract.py)
    retraction: Retraction | None = None
    # what the record opinion read of each record as the rules drafted it (ingest/record_model.py), before its
    # veto; only when it ran or was asked for (``describe_records``)
    drafts: tuple[RecordView, ...] = ()


# reasons of a keep that came from the conversation or the account, not the turn's own words
_DECIDED_BY_CONTEXT = frozenset({"conversation_context", "proxy_account", "earlier_drug"})


def gate_and_extract(
    text: str, said_at: dt.datetime, lang: str, *, index: AliasIndex, dictionary: Dictionary,
    extractor: Extractor, profile: Callable[[], dict[str, Any]], record_key: str, read_model: ReadModel | None = None,
    on_retained: Callable[[AnalysedUtterance], None] | None = None,
    read_vector: Callable[[], list[float] | None] | None = None,
    proxy_account: Callable[[], bool] | None = None,
    recent: Callable[[], list[Prior]] | None = None, read_decision: bool = True,
    last_turn: Callable[[], list[Prior]] | None = None,
    thread: Callable[[], Sequence[ThreadTurn]] | None = None,
    earlier_turns: Callable[[], Sequence[SaidTurn]] | None = None,
    describe_records: bool = False,
) -> GatedTurn:
    """``text`` is the analysed form; ``record_key`` the key record ids derive from (set once, by the
    extractor); ``read_model`` the READ rules' learned second opinion (none: the rules alone); ``on_retained``
    is called with the analysis when the gate keeps the turn, before the extractor runs (retain starts the facts'
    embeddings there). ``read_vector`` gives the turn's sentence embedding when the READ opinion reads it (English):
    the READ decision is taken after the extraction, so that an embedding started before the analysis (retain's)
    runs while the rules work; without it the opinion embeds the text itself (``read_model.decide``).
    ``proxy_account`` says whether an earlier turn of the account said it is typed for the one cared for (asked only
    of a turn with a clause about someone else, who on such an account is the user). ``recent`` gives the user's
    recent records; it is asked only of a turn whose wording refers back to an earlier one (``reads_recent``), which
    may then correct one of them (``followup_resolve``). Without ``read_decision`` (`pia import`) the READ decision
    is not taken (``READ_NOT_DECIDED``: neither the rules nor the opinion run, ``read_vector`` is never asked); the
    RETAIN gate, the extraction and the records are the same: the READ decision is taken last and feeds none of them.
    ``last_turn`` gives the current records of the user's turn just before (the store's), asked only of a reply that
    may retract them (``followup_retract``); without it they are taken from ``recent``.
    ``thread`` gives the user's previous turns (``retrieve/thread_read.py``); it is asked only when the rules did not
    read a turn that may follow up on them ("and before that?", 그럼 그 전엔?). ``earlier_turns`` gives the user's
    retained turns before this one as stored; it is asked only of a turn that tells lab results with no day of their
    own, which may carry the day of the draw an earlier turn told (``followup_draw``). The record opinion
    (``record_model``, where its file is) then leaves out the drafted records it doubts, each a rejection;
    ``describe_records`` returns its view of every drafted record (``GatedTurn.drafts``) even without it."""
    started = time.perf_counter()
    if recent is not None:
        recent = cache(recent)  # one store read per turn, whichever of the follow-up and the gate asks first
    utterance = analyse(text, lang, said_at=said_at, index=index, dictionary=dictionary)
    if proxy_account is not None and not utterance.proxy \
            and any(c.experiencer in _SOMEONE_ELSE for c in utterance.clauses) and proxy_account():
        # "she's allergic to amoxicillin" on the account a daughter said she types on for her mother
        utterance = analyse(text, lang, said_at=said_at, index=index, dictionary=dictionary, proxy_account=True)
    gate = retain_for_proxy(retain_decision(utterance), utterance,
                            utterance.proxy and names_proxy(text, lang, dictionary))
    retraction: Retraction | None = None

    def before() -> list[Prior]:  # the turn just before, for a reply that may retract its records
        if last_turn is not None:
            return last_turn()
        return turn_before(said_at, recent()) if recent is not None else []

    if recent is not None and (gate.retain or disowns_outright(text, utterance.lang, utterance, dictionary)) \
            and disowns_earlier(text, utterance.lang, utterance, dictionary, recent) \
            and not shares_it(text, utterance.lang, dictionary):
        # "that was my sister's result": the earlier turn's record said of someone else, nothing of the user's;
        # the record is retracted, whatever dropped the turn ("my sister has the same" shares it: the user's
        # stands, and so does the turn)
        if gate.retain:
            gate = RetainDecision(False, [Verdict.OTHER_PERSON])
        retraction = retracted(text, utterance.lang, utterance, said_at, before(), RetractReason.DISOWNED_OTHER_PERSON,
                               dictionary)
    gated_at = time.perf_counter()

    user = LazyProfile(profile)  # read from the store only if a rule asks (most turns need none of it)

    links: list[tuple[str, str]] = []
    fired: list[str] = []  # the follow-up rule that read the earlier turns, when one made records
    # a reply the gate dropped that may only be read with the turns before it: their records are read for it
    # (a clause that asks about the value told is no reason not to: "오늘은 120이요. 요즘 혈압 괜찮은 편이야?")
    context = recent is not None and not gate.retain and bool(set(gate.reasons) - {Verdict.QUESTION}) \
        and set(gate.reasons) - {Verdict.QUESTION} <= _CONTEXT_REASONS \
        and leans_on_context(text, utterance.lang, utterance, dictionary)
    reason = ["correction"]  # the resolver's reason for the links, when it makes any

    def run() -> Extraction:
        found = extractor(text, said_at, utterance.lang, index=index, dictionary=dictionary, profile=user,
                          turn_id=record_key, utterance=utterance)
        user.raise_failure()  # a profile that could not be read fails the turn, as when it was read first
        if recent is not None and found.records and points_at_event(text, utterance.lang, dictionary):
            # "and my a1c from that same draw was 5.9": dated by the earlier turn's event (followup_same_event.py)
            moved = dated_by_earlier(text, utterance.lang, said_at, list(found.records), recent(), dictionary)
            if moved is not None:
                found = found.model_copy(update={"records": moved})
        pointed = pointed_offset(text, utterance.lang, list(utterance.resolutions)) \
            if recent is not None and found.records else None
        if recent is not None and pointed is not None:
            # "그 다음 날부터 목 아프고" days after "보건소에서 매독 검사했어요": counted from that day
            # (followup_day_anchor.py)
            moved = dated_from_earlier(text, said_at, list(found.records), recent(), pointed)
            if moved is not None:
                found = found.model_copy(update={"records": moved})
        if recent is not None and may_tell_again(text, utterance.lang, list(found.records), dictionary):
            # "home from the ER" the day after the ER visit: that visit, no new one (followup_event_again.py)
            less = without_told_again(text, utterance.lang, said_at, list(found.records), recent(), dictionary)
            if less is not None:
                found = found.model_copy(update={"records": less})
        named = tells_undated_results(text, utterance.lang, list(found.records), dictionary) \
            if recent is not None else None
        if named is not None and recent is not None:
            # "결과 문자 옴. 공복혈당 98" after "오늘 건강검진 받고 옴": drawn at that visit (followup_same_event.py)
            turns = earlier_turns
            told = (lambda: [(t.said_at, t.text) for t in turns()]) if turns is not None else None
            moved = results_of_earlier_visit(text, utterance.lang, said_at, list(found.records), recent(),
                                              dictionary, named, told)
            if moved is not None:
                found = found.model_copy(update={"records": moved})
        if earlier_turns is not None:
            # "portal says creatinine 0.9" after "Got my 6 month bloods drawn at Quest": the draw day (followup_draw.py)
            moved = dated_by_draw(text, utterance.lang, said_at, list(found.records), earlier_turns, dictionary)
            if moved is not None:
                found = found.model_copy(update={"records": moved})
        terms = [Term(m.term_key, m.start, m.end) for m in utterance.matches if m.term_key]
        # a turn kept for a generic word ("약은 그만 먹었어") that made no record may lean on its context too
        leans = context or (recent is not None and not found.records
                            and leans_on_context(text, utterance.lang, utterance, dictionary))
        if recent is None or not (leans or reads_recent(text, utterance.lang, list(found.records), dictionary)
                                  or ((might_continue(text, utterance.lang, list(found.records), terms)
                                       or might_grade(text, utterance.lang, list(found.records), terms, dictionary,
                                                      said_at))
                                      and not any(c.experiencer in _SOMEONE_ELSE for c in utterance.clauses)
                                      and not names_someone_else(text, utterance.lang, dictionary))):
            return found
        # a reply read with its context is read without the clauses that ask (followup_context.told_part)
        fixed = resolve_followup(told_part(text, utterance) if leans else text, utterance.lang, said_at,
                                 list(found.records), recent(), dictionary, record_key, terms, leans=leans)
        if fixed.rule is None:
            return found
        links.extend(fixed.supersedes)
        reason[0] = fixed.reason
        fired.append(fixed.rule)
        return found.model_copy(update={"records": fixed.records})

    extraction: Extraction | None = None
    if not gate.retain and (set(gate.reasons) == {Verdict.NO_HEALTH} or context):
        # a statement the word lists missed is kept when the rules make a record of it (retain_for_records); a
        # reply that leans on the conversation when its context made one (followup_context.py)
        extraction = run()
        spans = [(r.span_start, r.span_end) for r in extraction.records]
        if fired and spans:
            gate = RetainDecision(True, [*gate.reasons, "conversation_context"], spans)
        else:
            gate = retain_for_records(gate, utterance, spans)
        if recent is not None:  # "they halved it" after a turn about the drug (retain_for_earlier_drug)
            gate = retain_for_earlier_drug(gate, utterance, lambda: any(
                str(p.props.get("type", "")).startswith("medication_") for p in recent()))
    # the learned second opinion, where its file is (retain_model.py): rescues a confident drop, vetoes a doubtful keep.
    # It reads the text alone, so a keep the conversation or the account decided stands: a reply a follow-up rule
    # read with its context, a turn on a proxy account, a dose change of an earlier drug. A reply whose context made
    # no record may still be kept for its own words (a told value with nothing to date it: no record, its text kept)
    if not (fired or utterance.proxy or _DECIDED_BY_CONTEXT & set(gate.reasons)):
        def typed() -> bool:  # asked only before a veto; an extraction made above is not made again
            nonlocal extraction
            if extraction is None:
                extraction = run()
            return bool(extraction.records)

        gate = combine_retain(gate, text, utterance.lang, active_retain_model(), typed,
                              someone_else(utterance.clauses, utterance.lang))
    if gate.retain and extraction is None:
        if on_retained is not None:
            on_retained(utterance)
        extraction = run()
    drafts: tuple[RecordView, ...] = ()
    record_model = active_record_model()
    if gate.retain and extraction is not None and extraction.records and (record_model or describe_records):
        drafts = tuple(drafted_views(extraction, utterance, [str(r) for r in gate.reasons], bool(fired)))
        extraction, vetoed = veto_records(extraction, drafts, record_model)
        links = [link for link in links if link[0] not in vetoed]
    if not gate.retain and retraction is None and recent is not None \
            and takes_back(text, utterance.lang, dictionary):  # the wording first: no store read for other turns
        retraction = retracted(text, utterance.lang, utterance, said_at, before(), RetractReason.RETRACTED_BY_USER,
                               dictionary)
    done = time.perf_counter()
    read = decide(text, lang, read_model, _turn_vector(read_vector), utterance=utterance) if read_decision \
        else READ_NOT_DECIDED
    if read_decision and thread is not None:
        read = _with_thread(read, text, said_at, lang, index, dictionary, thread)
    decided = time.perf_counter()
    return GatedTurn(utterance, gate, read, extraction if gate.retain else None,
                     gate_ms=(gated_at - started + decided - done) * 1000, extract_ms=(done - gated_at) * 1000,
                     supersedes=tuple(links) if gate.retain else (), supersede_reason=reason[0],
                     retraction=None if gate.retain else retraction, drafts=drafts)


def _with_thread(read: ReadDecision, text: str, said_at: dt.datetime, lang: str, index: AliasIndex,
                 dictionary: Dictionary, thread: Callable[[], Sequence[ThreadTurn]]) -> ReadDecision:
    """The READ decision with the user's previous turns, read from the store only when it could change it."""
    # imported here: the read path imports the memory package, which imports this module
    from pia_graph.retrieve.thread_read import may_follow, read_with_thread

    if not may_follow(read, text, lang):
        return read
    return read_with_thread(read, text, said_at, "ko" if lang == "ko" else "en", index, dictionary, thread())


def _turn_vector(read_vector: Callable[[], list[float] | None] | None) -> list[float] | None:
    """The turn's embedding for the READ opinion, or None (the opinion then embeds the text itself, and answers
    with the rules alone when no model runs)."""
    if read_vector is None:
        return None
    try:
        return read_vector()
    except Exception:  # an embedding that fails must not lose the turn: the rules still decide
        log.warning("READ opinion: the turn's embedding failed; the READ rules answer alone", exc_info=True)
        return None


def offline_turn(text: str, said_at: dt.datetime, lang: str | None, index: AliasIndex, dictionary: Dictionary,
                 profile: dict[str, Any], recent: list[Prior] | None = None,
                 kept: list[ThreadTurn] | None = None, *, describe_records: bool = False) -> dict[str, Any]:
    """One turn as ``pia eval`` would predict it, without the store (records as the scorer reads them).
    ``recent``: the earlier turns' current records, as the store would give them (updated in place: the turn's own
    records join it and the ones it corrects by name leave it; the store's same-day and one-value-at-a-time
    supersession is not replayed here). ``kept``: the earlier retained turns, as the store keeps them (the turn joins
    it when retained). ``describe_records``: the output's ``drafts`` holds the record opinion's view of each record as
    drafted (``GatedTurn.drafts``; one per record, in order, when no opinion left any out)."""
    from pia_graph.ingest.analysed_text import analysed_form
    from pia_graph.ingest.extract.pipeline import RulesExtractor
    from pia_graph.ingest.hup import turn_key
    from pia_graph.ingest.scoring import record_to_expect
    from pia_graph.memory.models import detect_lang
    from pia_graph.memory.recall_models import ThreadTurn

    said = text
    text = analysed_form(text)
    lang = lang or detect_lang(text)
    gated = gate_and_extract(text, said_at, lang, index=index, dictionary=dictionary, extractor=RulesExtractor(),
                             profile=lambda: profile, record_key=turn_key(text, said_at, lang),
                             read_model=load_read_model(), proxy_account=lambda: bool(profile.get("proxy_account")),
                             recent=(lambda: list(recent)) if recent is not None else None,
                             earlier_turns=(lambda: list(kept)) if kept is not None else None,
                             describe_records=describe_records)
    ex = gated.extraction
    if recent is not None and gated.retraction is not None:  # the store leaves a retracted record out of the reads
        taken = set(gated.retraction.record_ids)
        recent[:] = [p for p in recent if p.record_id not in taken]
    if recent is not None and ex is not None:
        from pia_graph.store.serialize import record_properties

        gone = {old for _, old in gated.supersedes}
        recent[:] = [p for p in recent if p.record_id not in gone] + [
            Prior(record_properties(r, user_id="offline", turn_id="offline", said_at=said_at, lang=lang), said_at)
            for r in ex.records]
    if kept is not None and ex is not None:  # the store keeps the retained turn with its words (turns_write)
        kept.append(ThreadTurn(said_at=said_at, text=said, lang="ko" if lang == "ko" else "en",
                               asked=gated.read.read, coordinates=sorted({r.coordinate for r in ex.records})))
    if ex is not None and gated.utterance.proxy:
        profile["proxy_account"] = True  # the store keeps it on the retained turn (store/write_turn.py)
    # a rejected record is left out and the rest of the turn kept, as the service stores it
    records = [record_to_expect(r) for r in ex.records] if ex is not None else []
    out: dict[str, Any] = {"retain": gated.retain.retain, "read": gated.read.read,
           "route": gated.read.route if gated.read.read else "none", "records": records,
           "reasons": [str(r) for r in gated.retain.reasons]}
    if ex is not None and ex.rejections:
        out["rejections"] = [r.model_dump(mode="json") for r in ex.rejections]
    if describe_records:
        out["drafts"] = list(gated.drafts)
    return out


def offline_scenario(scenario: dict[str, Any], index: AliasIndex, dictionary: Dictionary, *,
                     describe_records: bool = False) -> dict[str, Any]:
    """A storage or gate scenario as ``pia eval`` would predict it, without the store: its history turns first
    (their active regimens become the profile's), then its own turn (with ``describe_records``, its ``drafts``)."""
    profile: dict[str, Any] = dict(scenario.get("user") or {})
    profile["active_regimens"] = []
    lang = scenario.get("lang")
    recent: list[Prior] = []
    kept: list[ThreadTurn] = []
    for turn in scenario.get("history") or []:
        got = offline_turn(turn["text"], dt.datetime.fromisoformat(turn["said_at"]), lang, index, dictionary, profile,
                           recent, kept)
        profile["active_regimens"] += [r["coordinate"] for r in got["records"]
                                       if r["type"] == "medication_regimen" and r.get("status") in (None, "active")]
    pred = offline_turn(scenario["text"], dt.datetime.fromisoformat(scenario["said_at"]), lang, index, dictionary,
                        profile, recent, kept, describe_records=describe_records)
    return {"id": scenario["id"], "kind": scenario["kind"], "error": None, **pred}
