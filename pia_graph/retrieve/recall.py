"""The read path end to end: understand, recall (structured and associative), fuse, snapshot, pack.

`MemoryService.recall` delegates here; the API, the CLI and the evaluation all come through it.
"""

from __future__ import annotations

import datetime as dt
import logging
import time
from concurrent.futures import ThreadPoolExecutor
from functools import cache, lru_cache
from typing import Any

from neo4j import Driver

from pia_graph.causal.depth3 import depth3_for as causal_depth3
from pia_graph.db.queries import run_read, run_read_once
from pia_graph.embedding import Embedder
from pia_graph.errors import UnknownUserError
from pia_graph.hu2.store import served_from
from pia_graph.ingest.analysed_text import analysed_form
from pia_graph.ingest.read_gate import ReadDecision
from pia_graph.ingest.read_model import decide, load_read_model
from pia_graph.ingest.utterance import analyse
from pia_graph.memory.recall_models import (
    Depth3,
    QueryIn,
    QueryUnderstanding,
    ReadOut,
    Recall,
    RecallItem,
    Route,
)
from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.associative import (
    Associative,
    VectorMode,
    associative_from_row,
    fact_params,
    recall_associative,
    with_meaning,
)
from pia_graph.retrieve.context_pack import build_context_pack
from pia_graph.retrieve.coordinate_model import load_coordinate_model, with_opinion
from pia_graph.retrieve.depth3_cache import depth3_answers
from pia_graph.retrieve.fuse import fuse
from pia_graph.retrieve.fuse_signals import asks_speech
from pia_graph.retrieve.record_quotes import has_turn_text, with_quotes
from pia_graph.retrieve.records import props
from pia_graph.retrieve.rerank import load_model as load_rerank_model
from pia_graph.retrieve.rerank import rerank
from pia_graph.retrieve.snapshot import load_snapshot_and_stamp
from pia_graph.retrieve.stage_days import stage_terms
from pia_graph.retrieve.structured import StructuredHit, record_params, structured_from_row
from pia_graph.retrieve.thread import follow_up, inherit
from pia_graph.retrieve.thread_read import entries, may_follow, read_with_thread, stored_thread
from pia_graph.retrieve.understand import understand
from pia_graph.retrieve.vector_cache import FactVectorCache, fact_vectors
from pia_graph.text_vectors import VectorCache, shared_vectors

log = logging.getLogger(__name__)

MAX_TRENDS = 10  # trends in a depth-3 answer: the outcome's and its causes' first, then others that moved
FACT_CANDIDATES = 20  # facts asked of each associative search before fusion
SIBLING_TURNS = 3  # the best facts whose other sentences (same turn) come along as context
MENTION_CACHE = 16_384  # fact texts whose named terms are kept per process (a few MB at most)


@cache
def _beside() -> ThreadPoolExecutor:
    """Work off the recall's critical path: refreshing the process's copy of a user's fact vectors. Made on the
    first recall, not at import."""
    return ThreadPoolExecutor(max_workers=8, thread_name_prefix="recall-beside")


def question_vector(embedder: Embedder | None, text: str, vectors: VectorCache | None = None) -> list[float] | None:
    """The question's embedding: a pure function of the text and of the model, kept in the cache the write path
    fills (``vectors``, the service's; by default the process's cache for the embedder): the same question asked
    again (the agent asking on each turn of a conversation, an evaluation's replays), or a turn just retained
    and then asked, is not embedded again. Each caller gets its own list."""
    if embedder is None:
        return None
    return (vectors or shared_vectors(embedder)).vector(embedder, text)


def _records_and_facts(
    driver: Driver, database: str, user_id: str, u: QueryUnderstanding, said_at: dt.datetime, text: str,
    vector: list[float] | None,
) -> tuple[dict[str, Any], list[StructuredHit], dict[str, Any], Associative]:
    """The user, the records the understanding points to, the served understanding's row and the facts by
    meaning (`vector`, when given) and by the words of `text` (none when empty), in one statement
    (`recall_records_facts`), one round trip; the cosine shortlisted by the process's copy of the user's fact
    vectors, which is refreshed on the pool, off this recall's path, when missing or older than the memory the
    statement read (it scored every fact meanwhile)."""
    use = _vector_copy(vector, "exact")
    params, entry, chosen = fact_params(database, user_id, text, vector, FACT_CANDIDATES, use,
                                        extra_terms=stage_terms(u) if text else ())
    rows = run_read_once(driver, "recall_records_facts", database=database, user_id=user_id,
                         **record_params(u, said_at), **params)
    row = rows[0] if rows else {}
    user, structured, understanding_row = structured_from_row(u, row)
    found = associative_from_row(row, entry, chosen) if row else Associative([])
    if user.get("exists"):
        _refresh_when_scanned(use, found, driver, database, user_id)
    return user, structured, understanding_row, found


def _facts(
    driver: Driver, database: str, user_id: str, text: str, vector: list[float] | None, vector_mode: VectorMode,
) -> Associative:
    """The facts alone (`recall_associative`): by meaning (`text` empty) when no current record answered, or by
    the index mode's separate statements (`pia bench recall`); the copy refreshed as above."""
    use = _vector_copy(vector, vector_mode)
    found = recall_associative(driver, database, user_id, text, vector, FACT_CANDIDATES, vector_mode, vectors=use)
    _refresh_when_scanned(use, found, driver, database, user_id)
    return found


def _vector_copy(vector: list[float] | None, vector_mode: VectorMode) -> FactVectorCache | None:
    """The process's copy of fact vectors, when a query vector is scored exactly and the copy is on."""
    vectors = fact_vectors()
    return vectors if vectors.enabled and vector is not None and vector_mode == "exact" else None


def _refresh_when_scanned(
    use: FactVectorCache | None, found: Associative, driver: Driver, database: str, user_id: str
) -> None:
    """The statement scored every fact (the copy was missing or older than the memory it read): refresh the
    copy on the pool, off this recall's path."""
    if use is not None and found.shortlisted is None:
        _beside().submit(_refresh, use, driver, database, user_id)


def _refresh(vectors: FactVectorCache, driver: Driver, database: str, user_id: str) -> None:
    try:
        vectors.refresh(driver, database, user_id)
    except Exception:  # the copy is an optimisation: a failed refresh leaves the full scan in place
        log.warning("refreshing the fact vectors of %s failed", user_id, exc_info=True)


@lru_cache(maxsize=MENTION_CACHE)
def _named_terms(index: AliasIndex, text: str) -> frozenset[str]:
    """The dictionary terms (not concepts) a fact's text names by exact alias. A pure function of the text and
    of the index (built once and never changed; `match` ignores the language), so it is kept per process: a
    user's facts come back recall after recall, and matching them was a fifth of a recall's client CPU."""
    return frozenset(m.term_key for m in index.match(text) if m.term_key and not m.is_concept)


def depth3_for(
    driver: Driver, database: str, user_id: str, u: QueryUnderstanding, items: list[RecallItem],
    said_at: dt.datetime, stamp: str | None = None,
) -> Depth3 | None:
    """Depth 3 from `pia_graph.causal`: the trends along NEXT chains and the kept causal paths into the
    coordinates the question asks about (every kept link when it names none). The context pack renders it,
    each trend citing its records and each link its evidence. Served again from the process's copy while the
    store's stamp (memory and causal run) is the one it was computed at (`retrieve/depth3_cache.py`); `stamp`:
    that stamp when the caller read it already (with the snapshot)."""
    del items
    outcomes = [d.value for d in u.coordinates]
    return depth3_answers().answer(
        driver, database, user_id, outcomes, said_at, MAX_TRENDS,
        lambda: causal_depth3(driver, database, user_id, outcomes, said_at, max_trends=MAX_TRENDS), stamp=stamp)


def _quote_rows(driver: Driver, database: str, user_id: str, items: list[RecallItem],
                fetched: dict[str, dict[str, Any]]) -> list[dict[str, Any]]:
    """What each ranked record's quote is read from: the record as the recall statement read it, with its span's
    offsets and its turn's text (`fetched`, by id); a record read without them (the index mode's separate
    statements) by `recall_record_quotes`, one read for those only, none when every record came with its text."""
    ids = [i.id for i in items if i.kind == "record"]
    missing = [i for i in ids if i not in fetched or not has_turn_text(fetched[i])]
    rows = [fetched[i] for i in ids if i not in missing]
    if missing:
        rows += run_read_once(driver, "recall_record_quotes", database=database, user_id=user_id,
                              record_ids=missing)
    return rows


def fusion_route(read: ReadOut, u: QueryUnderstanding) -> Route:
    """The route that weights the ranking: the gate's when it reads, else what the question points to."""
    if read.read and read.route != "none":
        return read.route
    return "structured" if (u.coordinates or u.record_types) else "associative"


def question_read(q: QueryIn, index: AliasIndex, dictionary: Dictionary, embedder: Embedder | None = None,
                  vectors: VectorCache | None = None) -> ReadDecision:
    """The READ decision over the question's analysed utterance, as the write path's gate makes it for a turn
    (``ingest/turn_flow.py``): the same words get the same decision whichever path asks. A second opinion that
    reads the sentence embedding gets the question's (kept, so the search does not embed it again)."""
    text = analysed_form(q.text)
    utterance = analyse(text, q.language, said_at=q.said_at, index=index, dictionary=dictionary)
    model = load_read_model()
    vector = None
    if model is not None and model.spec.embeds(q.language) and embedder is not None \
            and embedder.dimension == model.spec.embedding_dim:
        vector = question_vector(embedder, text, vectors)
    return decide(text, q.language, model, vector, utterance=utterance)


def recall(
    driver: Driver, database: str, dictionary: Dictionary, index: AliasIndex, embedder: Embedder | None,
    user_id: str, q: QueryIn, *, vector_mode: VectorMode = "exact", vectors: VectorCache | None = None,
) -> Recall:
    timings: dict[str, float] = {}
    last = time.perf_counter()

    def lap(name: str) -> None:
        nonlocal last
        now = time.perf_counter()
        timings[name] = round((now - last) * 1000, 3)
        last = now

    lang = q.language
    gate = question_read(q, index, dictionary, embedder, vectors)
    u = understand(q.text, q.said_at, lang, index, dictionary, q.depth)
    # a follow-up ("and before that?", 그 약 언제부터 먹었지?, or a short question with no topic: "dose now?") reads the
    # user's last turns (one more round trip, only for a question that names no coordinate and holds a cue of the
    # conversation or no topic at all) and inherits from them
    if follow_up(q.text, lang, u) is not None or may_follow(gate, q.text, lang):
        thread = entries(stored_thread(driver, database, user_id, q.said_at), index, dictionary, lang)
        if thread:  # the understanding above with what it inherits (understand(..., thread=) would redo it)
            gate = read_with_thread(gate, q.text, q.said_at, lang, index, dictionary, thread, understood=u)
            u = inherit(u, q.text, thread)
        lap("thread")
    # a question whose words understanding did not place (no coordinate): the learned opinion's confident
    # coordinates join the fetch at a lower strength, each with its reason (``model_coordinate:<p>``)
    u = with_opinion(u, q.text, load_coordinate_model())
    read = ReadOut(read=gate.read, route=gate.route, reasons=list(gate.reasons))
    route = fusion_route(read, u)
    lap("understand")
    # One statement reads the user, the records, the served understanding and the facts. When records can answer
    # (the structured route, a coordinate or a record type asked), the facts are first read without the query
    # embedding, which is computed only when no current record answers (fuse ranks a fact after current records,
    # mostly by the question's words); the facts are then read by meaning alone, and fused with the first
    # statement's reading by words (the same lists one reading by both would give). Otherwise the embedding goes
    # with the first statement.
    records_first = route == "structured" and bool(u.coordinates or u.record_types)
    exact = vector_mode == "exact"  # the index mode (`pia bench recall`) reads its facts apart, below
    vector = None if records_first else question_vector(embedder, q.text, vectors)
    lap("embed")
    user, structured, understanding_row, found = _records_and_facts(
        driver, database, user_id, u, q.said_at, q.text if exact else "", vector if exact else None)
    if not user.get("exists"):
        raise UnknownUserError(f"no memory stored for user {user_id!r}")
    lap("structured")
    if records_first:
        answered = any(not h.record.get("superseded_by") for h in structured)
        # what someone said is a sentence, often without the question's words: read by meaning as well
        vector = question_vector(embedder, q.text, vectors) if not answered or asks_speech(u) else None
        lap("embed")
        if exact and vector is not None:
            # The words' reading of the first statement does not depend on the vector: the second asks for the
            # facts by meaning alone (no full text, no substring scan) and is fused with it.
            found = with_meaning(found, _facts(driver, database, user_id, "", vector, vector_mode))
    if not exact:
        found = _facts(driver, database, user_id, q.text, vector, vector_mode)
    lap("associative")
    facts = found.facts
    rehydrated = found.records_of_turn
    top_turns = {str(h.fact.get("turn_id")) for h in facts[:SIBLING_TURNS] if h.fact.get("turn_id")}
    if vector_mode != "exact" and facts:  # the one-statement path brought these already
        turn_ids = sorted({str(h.fact.get("turn_id")) for h in facts if h.fact.get("turn_id")})
        for row in run_read(driver, "recall_records_of_turns", database=database, user_id=user_id,
                            turn_ids=turn_ids):
            rec = props(row["record"])
            rehydrated.setdefault(str(rec.get("turn_id")), []).append(rec)
        for row in run_read(driver, "recall_facts_of_turns", database=database, user_id=user_id,
                            turn_ids=sorted(top_turns)):
            fact = props(row)
            found.facts_of_turn.setdefault(str(fact.get("turn_id")), []).append(fact)
    siblings = {turn: found.facts_of_turn.get(turn, []) for turn in sorted(top_turns)}
    mentions = {str(h.fact["fact_id"]): set(_named_terms(index, str(h.fact.get("text") or ""))) for h in facts}
    lap("rehydrate")
    reranker = load_rerank_model()  # optional: without its file the fused order stands
    fused = fuse(u, route, structured, facts, rehydrated, dictionary, q.said_at,
                 q.k if reranker is None else max(q.k, reranker.depth), siblings=siblings, mentions=mentions)
    if reranker is not None:
        fused.items = rerank(reranker, q.text, u, fused.items, q.said_at)[:q.k]
    lap("fuse")
    fetched = {str(h.record["record_id"]): h.record for h in structured}
    for records in rehydrated.values():
        fetched.update((str(r["record_id"]), r) for r in records if str(r["record_id"]) not in fetched)
    fused.items = with_quotes(fused.items, _quote_rows(driver, database, user_id, fused.items, fetched))
    lap("quotes")
    snapshot, stamp = None, None
    if u.depth >= 2:  # at depth 3 the statement reads the depth-3 stamp as well: a kept answer costs no statement
        snapshot, stamp = load_snapshot_and_stamp(driver, database, user_id, user, dictionary, q.said_at,
                                                  with_stamp=u.depth == 3)
        lap("snapshot")
    depth3 = depth3_for(driver, database, user_id, u, fused.items, q.said_at, stamp) if u.depth == 3 else None
    if u.depth == 3:
        lap("depth3")
    hu2 = served_from(user_id, understanding_row)  # the latest understanding at any depth, with its stale flag
    lap("hu2")
    pack = build_context_pack(fused.items, fused.conflicts, snapshot, depth3, understanding=hu2)
    lap("context_pack")
    if fused.dropped:
        log.debug("recall %s: dropped %s", user_id, fused.dropped)
    return Recall(
        user_id=user_id, query=q.text, said_at=q.said_at, read=read, understanding=u, depth=u.depth,
        items=fused.items, conflicts=fused.conflicts, snapshot=snapshot, depth3=depth3, context=pack,
        hu2=hu2.model_dump(mode="json") if hu2 is not None else None,
        timings_ms=timings,
    )
