"""`MemoryService.retain`: gate, extract, embed, and store one turn; the one write path for every caller."""

from __future__ import annotations

import datetime as dt
import logging
import re
import time
from dataclasses import dataclass
from typing import Any

from neo4j import Driver
from neo4j.exceptions import ConstraintError

from pia_graph.config import Settings
from pia_graph.db.queries import run_read, run_write
from pia_graph.embedding import Embedder, get_embedder
from pia_graph.errors import InvalidUserError
from pia_graph.ingest.extract.pipeline import Extractor, RulesExtractor
from pia_graph.ingest.hup import record_id, turn_key
from pia_graph.ingest.model_extractor import ModelBackedExtractor
from pia_graph.ingest.read_gate import decide_read
from pia_graph.ingest.retain_gate import decide_retain, retain_for_records
from pia_graph.llm.client import ChatJsonClient
from pia_graph.memory.models import ProfileIn, RetainResult, TurnIn
from pia_graph.memory.recall_models import QueryIn, Recall
from pia_graph.ontology import AliasIndex, Dictionary, load_default_dictionary
from pia_graph.ontology.candidates import find_candidates
from pia_graph.ontology.load import current_version
from pia_graph.ontology.normalize import normalize_alias
from pia_graph.store.serialize import fact_id, user_turn_key
from pia_graph.store.supersession import is_correction
from pia_graph.store.write_turn import TurnWrite, TurnWritten, fact_payloads, write_turn

log = logging.getLogger(__name__)

_USER_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.:@-]{0,127}$")


def check_user_id(user_id: str) -> str:
    if not _USER_ID.match(user_id):
        raise InvalidUserError(f"invalid user id {user_id!r}: 1-128 of letters, digits and _ . : @ -")
    return user_id


@dataclass
class MemoryService:
    driver: Driver
    settings: Settings
    dictionary: Dictionary
    index: AliasIndex
    embedder: Embedder | None
    extractor: Extractor

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

    @property
    def database(self) -> str:
        return self.settings.neo4j_database

    def set_profile(self, user_id: str, profile: ProfileIn) -> None:
        check_user_id(user_id)
        run_write(
            self.driver, "user_merge", database=self.database, user_id=user_id, sex=profile.sex,
            birth_date=profile.birth_date,
        )

    def profile(self, user_id: str, on: dt.date | None = None) -> dict[str, Any]:
        """What extraction may know of the user: sex and birth date (for bands) and, given a day, the
        medications active on it (so that "my BP pill" can name the one antihypertensive they take)."""
        rows = run_read(self.driver, "user_profile_get", database=self.database, user_id=user_id)
        out = {k: v for k, v in rows[0].items() if v is not None} if rows else {}
        if on is not None:
            active = run_read(self.driver, "user_active_regimens", database=self.database, user_id=user_id,
                              on=on.isoformat())
            out["active_regimens"] = [row["coordinate"] for row in active]
        return out

    def retain(self, user_id: str, turn: TurnIn) -> RetainResult:
        """Decide whether to keep the utterance, and keep it: all of it in one transaction, or nothing."""
        check_user_id(user_id)
        clock = _Stopwatch()
        lang = turn.language
        turn_id = turn.turn_id or turn_key(turn.text, turn.said_at, lang)
        matches = self.index.match(turn.text, lang)
        gate = decide_retain(turn.text, lang, matches)
        read = decide_read(turn.text, lang)
        result = RetainResult(
            user_id=user_id, turn_id=turn_id, retained=gate.retain, reasons=list(gate.reasons),
            read=read.read, route=read.route, timings_ms=clock.lap("gate"),
        )
        extraction = None
        if not gate.retain and set(gate.reasons) == {"no_health"}:
            extraction = self.extractor(
                turn.text, turn.said_at, lang, index=self.index, dictionary=self.dictionary,
                profile=self.profile(user_id, turn.said_at.date()), turn_id=turn_id,
            )
            gate = retain_for_records(gate, turn.text, lang, [(r.span_start, r.span_end) for r in extraction.records])
            result.retained, result.reasons = gate.retain, list(gate.reasons)
        if not gate.retain:
            # Nothing of the user is kept, but an unknown health word still reaches the curators' queue.
            candidates = self._candidates(user_id, turn, lang, [])
            for cand in candidates:
                run_write(self.driver, "candidate_upsert", database=self.database, **cand)
            result.candidates = [c["text"] for c in candidates]
            return result
        if extraction is None:
            extraction = self.extractor(
                turn.text, turn.said_at, lang, index=self.index, dictionary=self.dictionary,
                profile=self.profile(user_id, turn.said_at.date()), turn_id=turn_id,
            )
        clock.lap("extract")
        if extraction.rejections:
            # Nothing of a turn with an impossible value is written, so the agent can resend it corrected.
            result.rejections = list(extraction.rejections)
            return result
        # Every record, a model-added one included, gets its id from the user-qualified turn.
        for n, record in enumerate(extraction.records):
            record.record_id = record_id(user_turn_key(user_id, turn_id), n, record.coordinate)
        texts = [f.text for f in extraction.facts]
        vectors: list[list[float] | None] = (
            list(self.embedder.embed(texts)) if self.embedder else [None for _ in texts]
        )
        clock.lap("embed")
        facts = fact_payloads(
            user_id, turn_id, turn.said_at, lang, list(extraction.facts), vectors,
            [fact_id(user_id, turn_id, n) for n in range(len(texts))],
        )
        candidates = self._candidates(user_id, turn, lang, extraction.unknown_terms)
        write = TurnWrite(
            user_id=user_id, turn_id=turn_id, text=turn.text, said_at=turn.said_at, lang=lang,
            retain_reasons=list(gate.reasons), read=read.read, route=read.route,
            extractor=getattr(self.extractor, "version", "unknown"), records=list(extraction.records),
            facts=facts, candidates=candidates, correction=is_correction(turn.text),
        )
        written = self._write(write)
        result.timings_ms = clock.lap("write")
        result.duplicate = written.duplicate
        result.written = not written.duplicate
        result.records = [_public(r) for r in written.records]
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
        return recall(self.driver, self.database, self.dictionary, self.index, self.embedder, user_id, query)

    def _candidates(self, user_id: str, turn: TurnIn, lang: str, unknown_terms: list[str]) -> list[dict[str, Any]]:
        """Unknown health-like words for the curators' queue: the ontology's slot heuristic, plus the
        drug-shaped words the extractor saw and the dictionary does not know."""
        text = turn.text
        hits = [(h.text, h.norm, h.cue, h.start, h.end) for h in find_candidates(text, self.index, lang)]
        seen = {h[1] for h in hits}
        for term in unknown_terms:
            norm = normalize_alias(term)
            start = text.lower().find(term.lower())
            if norm and norm not in seen and not self.index.lookup(term) and start >= 0:
                hits.append((term, norm, "drug_shape", start, start + len(term)))
                seen.add(norm)
        return [
            {"norm": norm, "text": surface, "cue": cue, "lang": lang, "seen_at": turn.said_at.isoformat(),
             "context": text[max(0, start - 60): end + 60], "user_id": user_id}
            for surface, norm, cue, start, end in hits
        ]

    def _write(self, write: TurnWrite) -> TurnWritten:
        try:
            return write_turn(self.driver, self.database, write)
        except ConstraintError:
            # The same turn raced in from another request: it is stored once; report that copy.
            rows = run_read(
                self.driver, "turn_get", database=self.database, user_id=write.user_id, turn_id=write.turn_id
            )
            if not rows:
                raise
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
    return AliasIndex.from_alias_rows(run_read(driver, "ontology_alias_index", database=settings.neo4j_database))


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
