"""The write path's embeddings: the READ opinion's turn vector and the facts' vectors, through the process's
vector cache (`text_vectors.py`), started early on a thread pool while the rules extract (a mixin of
`MemoryService`, which holds the embedder, the settings, the cache and the pool)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field

from pia_graph.config import Settings
from pia_graph.embedding import Embedder, EmbeddingError, get_embedder
from pia_graph.ingest.analysed_text import analysed_form
from pia_graph.ingest.read_model import ReadModel, load_read_model
from pia_graph.memory.models import RetainResult, TurnIn, detect_lang
from pia_graph.store.retract import RetractionWrite
from pia_graph.store.write_turn import TurnWrite
from pia_graph.text_vectors import VectorCache, shared_vectors

log = logging.getLogger(__name__)

EARLY_EMBED_THREADS = 4  # retain's embeddings started before extraction ends, for as many requests at once


@dataclass
class PreparedTurn:
    """A checked turn after the gate and extraction: its result so far and what it writes (None: nothing)."""

    result: RetainResult
    write: TurnWrite | None
    fact_texts: list[str] = field(default_factory=list)  # awaiting embeddings, in the order of write.facts
    early: Future[object] | None = None  # the embedding of the texts known before extraction (retain), running
    # a dropped reply that retracts the earlier turn's records (ingest/followup_retract.py): written alone
    retraction: RetractionWrite | None = None


class TurnVectors:
    """The embeddings of the write path, for `MemoryService`."""

    embedder: Embedder | None
    settings: Settings
    # text -> vector for facts, turns and questions; None: the process's cache for the embedder (text_vectors.py)
    text_vectors: VectorCache | None
    early_pool: ThreadPoolExecutor
    read_embeddings: bool

    @property
    def vectors(self) -> VectorCache:
        """The cache the write path and `recall` share: a question asked after it was retained is not embedded
        again."""
        if self.text_vectors is None:
            self.text_vectors = shared_vectors(self.embedder) if self.embedder is not None else VectorCache()
        return self.text_vectors

    @vectors.setter
    def vectors(self, cache: VectorCache) -> None:
        self.text_vectors = cache

    def _read_vector(self, model: ReadModel | None, text: str, lang: str, *, early: bool
                     ) -> Callable[[], list[float] | None] | None:
        """The turn's sentence embedding, when the READ opinion reads it (English texts): with ``early`` (retain)
        it starts now on another thread and runs while the rules analyse and extract; otherwise (import) it is
        computed when the decision asks, unless `embed_read_turns` already put it in the cache. Through the
        process's vector cache either way: a text said again (a daily "took my metformin") is embedded once."""
        if not self.read_embeddings and model is not None and model.spec.embeds(lang):
            # what the opinion reads for a text of a language it does not embed; no model is loaded for it
            zeros = [0.0] * model.spec.embedding_dim
            return lambda: zeros
        embedder = self._read_embedder(model, lang)
        if embedder is None:
            return None
        if early:
            running = self.early_pool.submit(self.vectors.vector, embedder, text)
            return running.result
        return lambda: self.vectors.vector(embedder, text)

    def _read_embedder(self, model: ReadModel | None, lang: str) -> Embedder | None:
        """The embedder the READ opinion reads a text of ``lang`` with; None: the opinion reads no embedding of
        it, or answers with the rules alone (no model loads, another dimension: decide says why)."""
        if model is None or not model.spec.embeds(lang):
            return None
        try:
            embedder = self.embedder or get_embedder(self.settings)
        except EmbeddingError:
            return None
        return embedder if embedder.dimension == model.spec.embedding_dim else None

    def embed_read_turns(self, turns: list[TurnIn]) -> None:
        """The READ opinion's embeddings of many checked turns in one model call (`pia import`, a chunk of rows
        at a time): `prepare` then finds each turn's vector kept and decides as turn-by-turn retain does. A
        failure here is only logged: `prepare` asks for the vector again and falls back as it always did."""
        if not self.read_embeddings:
            return
        model = load_read_model()
        texts: list[str] = []
        embedder: Embedder | None = None
        for turn in turns:
            text = analysed_form(turn.text)
            if (found := self._read_embedder(model, turn.lang or detect_lang(text))) is not None:
                embedder = found
                texts.append(text)
        if embedder is None:
            return
        try:
            self.vectors.vectors(embedder, texts)
        except Exception:
            log.warning("the READ opinion's batched turn embeddings failed; each turn asks again", exc_info=True)

    def embed_facts(self, prepared: list[PreparedTurn], cache: dict[str, list[float]] | None = None) -> None:
        """The facts' embeddings, all turns' in one call (the embedder batches them); a text that recurs in the
        batch ("took my metformin" on most days) is embedded once and its vector shared. `cache` (text to vector,
        `pia import` keeps one per run) carries the vectors over from batch to batch."""
        texts = [t for p in prepared for t in p.fact_texts]
        if self.embedder is None or not texts:
            return
        if cache is None:
            # retain: the process's cache of recent texts ("took my metformin" recurs); a kept vector is the one
            # the model would compute again (text_vectors.VectorCache). The early embedding put its texts there.
            for p in prepared:
                if p.early is not None:
                    p.early.result()
                    p.early = None
            by_text, _ = self.vectors.vectors(self.embedder, texts)
        else:
            by_text = cache
            missing = [t for t in dict.fromkeys(texts) if t not in by_text]
            if missing:
                by_text.update(zip(missing, self.embedder.embed(missing), strict=True))
        for p in prepared:
            if p.write is not None:
                for fact, text in zip(p.write.facts, p.fact_texts, strict=True):
                    fact["props"]["embedding"] = by_text[text]
