"""`MemoryService.retain`: gate, extract, embed, and store one turn; the one write path for every caller."""

from __future__ import annotations

import datetime as dt
import logging
import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from neo4j import Driver
from neo4j.exceptions import ConstraintError

from pia_graph.config import Settings
from pia_graph.db.driver import store_errors
from pia_graph.db.queries import run_read, run_read_once, run_write
from pia_graph.embedding import Embedder, get_embedder
from pia_graph.errors import InvalidInputError, TurnConflictError
from pia_graph.ingest.analysed_text import analysed_form
from pia_graph.ingest.extract.facts import statement_texts
from pia_graph.ingest.extract.pipeline import Extractor, RulesExtractor
from pia_graph.ingest.hup import Extraction, Rejection, RejectionCode, safety_flag, turn_key
from pia_graph.ingest.model_extractor import ModelBackedExtractor
from pia_graph.ingest.read_model import load_read_model
from pia_graph.ingest.turn_flow import READ_NOT_DECIDED_WHY, gate_and_extract
from pia_graph.ingest.utterance import AnalysedUtterance
from pia_graph.llm.client import ChatJsonClient
from pia_graph.memory.earlier_turns import EarlierTurns
from pia_graph.memory.models import ProfileIn, RetainResult, TurnIn, detect_lang
from pia_graph.memory.recall_models import QueryIn, Recall, ThreadTurn
from pia_graph.memory.turn_checks import (
    check_lang,
    check_text,
    check_turn_id,
    check_user_id,
    said_at_problem,
)
from pia_graph.memory.turn_vectors import EARLY_EMBED_THREADS, PreparedTurn, TurnVectors
from pia_graph.ontology import AliasIndex, Dictionary, load_default_dictionary
from pia_graph.ontology.candidates import find_candidates
from pia_graph.ontology.ko_spacing import glued_heads, glued_predicates, glued_word_ends
from pia_graph.ontology.load import current_version
from pia_graph.ontology.normalize import normalize_alias
from pia_graph.store.serialize import fact_id, user_turn_key
from pia_graph.store.supersession import is_correction
from pia_graph.store.write_turn import TurnWrite, TurnWritten, fact_payloads, write_turn
from pia_graph.text_vectors import VectorCache

log = logging.getLogger(__name__)

ProfileSource = Callable[[str, dt.date], dict[str, Any]]


@dataclass
class MemoryService(TurnVectors, EarlierTurns):
    """The write path (`retain`, `prepare`, `write`, `finish`) and `recall`; the embeddings are `TurnVectors`'."""

    driver: Driver
    settings: Settings
    dictionary: Dictionary
    index: AliasIndex
    embedder: Embedder | None
    extractor: Extractor
    # text -> vector for facts, turns and questions; None: the process's cache for the embedder (text_vectors.py)
    text_vectors: VectorCache | None = None
    early_pool: ThreadPoolExecutor = field(
        default_factory=lambda: ThreadPoolExecutor(EARLY_EMBED_THREADS, thread_name_prefix="pia-embed"), repr=False)
    # False (`pia import --no-read-embedding`): the READ opinion reads no sentence embedding of the turn (its
    # n-grams and the rules decide); a turn whose READ decision the embedding would change is stored otherwise
    read_embeddings: bool = True

    @classmethod
    def create(cls, driver: Driver, settings: Settings, *, embeddings: bool = True) -> MemoryService:
        dictionary = load_default_dictionary()
        return cls(
            driver=driver,
            settings=settings,
            dictionary=dictionary,
            index=_alias_index(driver, settings, dictionary),
            embedder=get_embedder(settings) if embeddings else None,
            extractor=make_extractor(settings),
        )

    def set_profile(self, user_id: str, profile: ProfileIn) -> None:
        check_user_id(user_id)
        run_write(
            self.driver, "user_merge", database=self.database, user_id=user_id, sex=profile.sex,
            birth_date=profile.birth_date,
        )

    def profile(self, user_id: str, on: dt.date | None = None) -> dict[str, Any]:
        """What extraction may know of the user: sex and birth date (for bands) and, given a day, the
        medications active on it (so that "my BP pill" can name the one antihypertensive they take)."""
        if on is None:
            rows = run_read(self.driver, "user_profile_get", database=self.database, user_id=user_id)
            return {k: v for k, v in rows[0].items() if v is not None} if rows else {}
        # before every extraction: one statement in one round trip (an auto-commit read), not two transactions
        (row,) = run_read_once(self.driver, "user_profile_on", database=self.database, user_id=user_id,
                               on=on.isoformat())
        out = {k: v for k, v in row.items() if v is not None and k != "active_regimens"}
        out["active_regimens"] = list(row["active_regimens"])
        return out

    def proxy_account(self, user_id: str) -> bool:
        """Whether a stored turn of the user said it is typed on the account of the one cared for."""
        (row,) = run_read_once(self.driver, "user_proxy_account", database=self.database, user_id=user_id)
        return bool(row["proxy_account"])

    def retain(self, user_id: str, turn: TurnIn) -> RetainResult:
        """Decide whether to keep the utterance, and keep it: all of it in one transaction, or nothing.

        Raises only the project's errors: InvalidInputError (and its kinds) for a request the caller must fix,
        TurnConflictError for a turn id reused with another utterance, StoreUnavailable when Neo4j does not
        answer in time."""
        check_user_id(user_id)
        turn = self.checked_turn(turn)
        with store_errors():
            return self._retain(user_id, turn)

    def checked_turn(self, turn: object) -> TurnIn:
        """The service bounds the turn itself: a TurnIn built without validation is checked here again."""
        if not isinstance(turn, TurnIn):
            raise InvalidInputError("turn must be a TurnIn", field="turn")
        s = self.settings
        text = check_text(getattr(turn, "text", None), max_chars=s.max_text_chars)
        said_at = getattr(turn, "said_at", None)
        problem = said_at_problem(said_at, now=dt.datetime.now(dt.UTC), earliest=s.said_at_earliest,
                                  max_ahead=dt.timedelta(days=s.said_at_max_ahead_days))
        if problem is not None:
            raise InvalidInputError(problem, field="said_at")
        return TurnIn.model_construct(
            text=text.strip(), said_at=said_at, turn_id=check_turn_id(getattr(turn, "turn_id", None)),
            lang=check_lang(getattr(turn, "lang", None)),
        )

    def _retain(self, user_id: str, turn: TurnIn) -> RetainResult:
        clock = _Stopwatch()
        prepared = self.prepare(user_id, turn, clock=clock, embed_early=True)
        if prepared.write is None:
            if prepared.retraction is not None:
                self.retract(prepared)
                prepared.result.timings_ms = clock.lap("write")
            if prepared.result.read and not prepared.result.retained:
                self.keep_ask_of(user_id, turn)
            return prepared.result
        self.embed_facts([prepared])
        clock.lap("embed")
        written = self.write(prepared.write)
        prepared.result.timings_ms = clock.lap("write")
        return self.finish(prepared, written)

    def prepare(
        self, user_id: str, turn: TurnIn, *, clock: _Stopwatch | None = None,
        profile: ProfileSource | None = None, embed_early: bool = False, followups: bool = True,
        before_recent: Callable[[], None] | None = None, read_decision: bool = True,
        earlier_turns: Callable[[], list[ThreadTurn] | None] | None = None,
    ) -> PreparedTurn:
        """Gate and extraction of one checked turn, and what it would write (facts not yet embedded). `pia import`
        calls this for many turns and writes them in batches; `retain` for one. With `embed_early`, the texts of
        the facts that the analysis already shows (statement clauses) are embedded on another thread while the
        rules extract (the model releases the GIL), so that `embed_facts` mostly finds them in `vectors`. With
        `followups` (retain), a turn that refers back to an earlier one reads the user's recent records and may
        correct one of them (`ingest/followup_resolve.py`); `before_recent` runs just before that read (`pia
        import` stores the user's earlier turns there, memory/bulk_import.py), never for an ordinary turn. Without
        `read_decision` (`pia import`'s default) the READ decision is not taken and the turn is stored as not decided
        (`turn_flow.READ_NOT_DECIDED`); its records, facts and links are the same. ``earlier_turns`` answers the
        user's last turns before this one in place of the store where it can (None: the store is read; `pia
        import`: memory/import_threads.py)."""
        clock = clock or _Stopwatch()
        profile = profile or self.profile
        # Rules read the analysed form; the verbatim text is stored for provenance (analysed_text.py).
        text = analysed_form(turn.text)
        lang = turn.lang or detect_lang(text)
        turn_id = turn.turn_id or turn_key(turn.text, turn.said_at, lang)
        early: list[Future[object]] = []

        def start_embedding(utterance: AnalysedUtterance) -> None:
            embedder = self.embedder
            if embedder is not None and (texts := statement_texts(utterance)):
                early.append(self.early_pool.submit(self.vectors.vectors, embedder, texts))

        # The utterance is analysed once; the gates and the extractor read it (ingest/turn_flow.py), and the READ
        # rules get the learned second opinion (ingest/read_model.py) when its weights ship (the import takes no READ
        # decision: its file is not looked for).
        read_model = load_read_model() if read_decision else None
        gated = gate_and_extract(
            text, turn.said_at, lang, index=self.index, dictionary=self.dictionary, extractor=self.extractor,
            profile=lambda: profile(user_id, turn.said_at.date()), record_key=user_turn_key(user_id, turn_id),
            read_model=read_model, on_retained=start_embedding if embed_early else None,
            read_vector=self._read_vector(read_model, text, lang, early=embed_early) if read_decision else None,
            proxy_account=lambda: self.proxy_account(user_id),
            recent=(lambda: self._recent(user_id, turn.said_at, before_recent)) if followups else None,
            read_decision=read_decision,
            last_turn=(lambda: self.last_turn_records(user_id, turn.said_at)) if followups else None,
            thread=(lambda: self.thread(user_id, turn.said_at, lang)) if read_decision and followups else None,
            earlier_turns=(lambda: self._earlier(user_id, turn.said_at, before_recent, earlier_turns))
            if followups else None,
        )
        gate, read = gated.retain, gated.read
        clock.lap("extract")
        clock.laps["gate"], clock.laps["extract"] = gated.gate_ms, gated.extract_ms
        result = RetainResult(
            user_id=user_id, turn_id=turn_id, retained=gate.retain, reasons=list(gate.reasons),
            read=read.read, route=read.route, timings_ms=dict(clock.laps),
        )
        extraction = gated.extraction
        if extraction is None:  # nothing of the user is kept, not even an unknown word; a retraction is written
            return PreparedTurn(result, None, retraction=self._retraction(user_id, turn_id, turn, text, lang, gated))
        over_limits = self._over_limits(extraction)
        result.rejections = list(extraction.rejections) + over_limits
        if over_limits:
            # A turn over the per-turn limits is a request to fix: nothing of it is written.
            return PreparedTurn(result, None)
        # A record that failed validation (an implausible value, a date after said_at) was left out by the
        # extractor; the turn, its facts and its other records are kept, and the rejection is stored on the turn.
        # Record ids were set once, by the extractor, from the user-qualified turn (record_key above).
        for record in extraction.records:
            record.flag = record.flag or safety_flag(record)
        facts = fact_payloads(
            user_id, turn_id, turn.said_at, lang, list(extraction.facts), [None for _ in extraction.facts],
            [fact_id(user_id, turn_id, n) for n in range(len(extraction.facts))],
        )
        candidates = self._candidates(user_id, text, turn.said_at, lang, extraction.unknown_terms)
        write = TurnWrite(
            user_id=user_id, turn_id=turn_id, text=turn.text, said_at=turn.said_at, lang=lang,
            retain_reasons=list(gate.reasons), read=read.read, route=read.route,
            read_not_decided=None if read_decision else READ_NOT_DECIDED_WHY,
            extractor=getattr(self.extractor, "version", "unknown"), records=list(extraction.records),
            facts=facts, candidates=candidates, correction=is_correction(text, self.dictionary), text_analysed=text,
            rejections=list(extraction.rejections), proxy_account=gated.utterance.proxy,
            supersedes=list(gated.supersedes), supersede_reason=gated.supersede_reason,
            hu2_debounce_s=self.settings.hu2_debounce_s, hu2_max_wait_s=self.settings.hu2_max_wait_s,
        )
        return PreparedTurn(result, write, [f.text for f in extraction.facts], early[0] if early else None)

    def finish(self, prepared: PreparedTurn, written: TurnWritten) -> RetainResult:
        """The result of a prepared turn once written (or found stored)."""
        result, candidates = prepared.result, prepared.write.candidates if prepared.write else []
        result.duplicate = written.duplicate
        result.written = not written.duplicate
        result.records = [_public(r) for r in written.records]
        result.flags = [
            {"record_id": r["record_id"], "coordinate": r["coordinate"], "flag": r["flag"]}
            for r in written.records if r.get("flag")
        ]
        result.facts = [
            {k: v for k, v in (f.get("props", f)).items() if k in ("fact_id", "text", "date", "month")}
            for f in written.facts
        ]
        result.candidates = [c["text"] for c in candidates] if not written.duplicate else []
        result.supersessions = [
            {"newer": s.newer, "older": s.older, "reason": s.reason.value} for s in written.supersessions
        ]
        return result

    def recall(self, user_id: str, query: QueryIn) -> Recall:
        """The read path: the READ decision, the query's understanding, the fused ranking, the snapshot
        (depth 2 and up) and the context pack. Raises UnknownUserError when nothing is stored for the user."""
        from pia_graph.retrieve.recall import recall

        check_user_id(user_id)
        with store_errors():
            return recall(self.driver, self.database, self.dictionary, self.index, self.embedder, user_id, query,
                          vectors=self.vectors)

    def _over_limits(self, extraction: Extraction) -> list[Rejection]:
        """Records and facts per turn are bounded, whatever the extractor (a model included) produced."""
        out = []
        if len(extraction.records) > self.settings.max_records_per_turn:
            out.append(Rejection(code=RejectionCode.TOO_MANY_RECORDS,
                                 reason=f"too_many_records:{self.settings.max_records_per_turn}", span=""))
        if len(extraction.facts) > self.settings.max_facts_per_turn:
            out.append(Rejection(code=RejectionCode.TOO_MANY_FACTS,
                                 reason=f"too_many_facts:{self.settings.max_facts_per_turn}", span=""))
        return out

    def _candidates(
        self, user_id: str, text: str, said_at: dt.datetime, lang: str, unknown_terms: list[str]
    ) -> list[dict[str, Any]]:
        """Unknown health-like words of a retained turn for the curators' queue: the ontology's slot heuristic,
        plus the drug-shaped words the extractor saw and the dictionary does not know."""
        hits = [(h.text, h.norm, h.cue, h.start, h.end) for h in find_candidates(text, self.index, lang)]
        seen = {h[1] for h in hits}
        for term in unknown_terms:
            norm = normalize_alias(term)
            start = text.lower().find(term.lower())
            if norm and norm not in seen and not self.index.lookup(term) and start >= 0:
                hits.append((term, norm, "drug_shape", start, start + len(term)))
                seen.add(norm)
        return [
            {"norm": norm, "text": surface, "cue": cue, "lang": lang, "seen_at": said_at.isoformat(),
             "context": text[max(0, start - 60): end + 60], "user_id": user_id}
            for surface, norm, cue, start, end in hits
        ]

    def write(self, write: TurnWrite) -> TurnWritten:
        try:
            return write_turn(self.driver, self.database, write,
                              conflict_retry_s=self.settings.write_conflict_retry_s)
        except ConstraintError:
            # The same turn raced in from another request: it is stored once; report that copy.
            rows = run_read(
                self.driver, "turn_get", database=self.database, user_id=write.user_id, turn_id=write.turn_id
            )
            if not rows:
                raise
            if rows[0]["turn"].get("text") != write.text:
                # Another request stored this turn id first, with another utterance: this one was not stored.
                raise TurnConflictError(
                    f"turn {write.turn_id!r} is already stored with another utterance; send a new turn id"
                ) from None
            return TurnWritten(duplicate=True, records=rows[0]["records"], facts=rows[0]["facts"])


def make_extractor(settings: Settings) -> Extractor:
    """The rules, or the rules plus a validated model when PIA_LLM_URL is configured."""
    client = ChatJsonClient.from_settings(settings)
    if client is None:
        return RulesExtractor()
    log.info("model-backed extraction on: %s (%s); the rules answer whenever it fails", client.model, client.base_url)
    return ModelBackedExtractor(RulesExtractor(), client)


def _alias_index(driver: Driver, settings: Settings, dictionary: Dictionary) -> AliasIndex:
    """The database's aliases when the dictionary is loaded there (curator-promoted ones included),
    else the scripts' own."""
    if current_version(driver, settings.neo4j_database) is None:
        log.warning("the dictionary is not loaded in Neo4j (`pia ontology load`); using the scripts' aliases")
        return AliasIndex.build(dictionary)
    rows = run_read(driver, "ontology_alias_index", database=settings.neo4j_database)
    return AliasIndex.from_alias_rows(
        rows, glued_heads(dictionary), glued_word_ends(dictionary), glued_predicates(dictionary)
    )


class _Stopwatch:
    """Milliseconds per stage of one retain call, for the result and the benchmark."""

    def __init__(self) -> None:
        self._last = time.perf_counter()
        self.laps: dict[str, float] = {}

    def lap(self, name: str) -> dict[str, float]:
        now = time.perf_counter()
        self.laps[name] = (now - self._last) * 1000
        self._last = now
        return dict(self.laps)


_PRIVATE = {"user_id", "embedding", "ingested_at", "sort_time"}


def _public(props: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in props.items() if k not in _PRIVATE}
