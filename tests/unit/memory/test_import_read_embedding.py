"""`pia import --no-read-embedding`: the READ opinion reads no sentence embedding of the turn (a zero vector, as
for a language it does not embed), so no model runs for it; the default keeps retain's decision exactly."""

from __future__ import annotations

import dataclasses
import datetime as dt

import pytest

from pia_graph.config import Settings
from pia_graph.embedding import Embedder, get_embedder
from pia_graph.ingest.analysed_text import analysed_form
from pia_graph.ingest.read_model import decide, load_read_model
from pia_graph.memory.models import TurnIn
from pia_graph.memory.service import MemoryService, make_extractor
from pia_graph.ontology import AliasIndex, load_default_dictionary
from pia_graph.text_vectors import VectorCache
from tests.unit.memory.refusing_embedder import RefusingEmbedder

TZ = dt.timezone(dt.timedelta(hours=9))
TEXTS = ["Took my metformin this morning.", "how has my blood pressure been lately?", "what was my last LDL?"]



@pytest.fixture(scope="module")
def service() -> MemoryService:
    settings = Settings()
    dictionary = load_default_dictionary()
    return MemoryService(driver=None, settings=settings, dictionary=dictionary,  # type: ignore[arg-type]
                         index=AliasIndex.build(dictionary), embedder=get_embedder(settings),
                         extractor=make_extractor(settings))


def _turns() -> list[TurnIn]:
    return [TurnIn(text=t, said_at=dt.datetime(2026, 3, 13, 9, n, tzinfo=TZ)) for n, t in enumerate(TEXTS)]


def test_without_the_read_embedding_no_model_runs_and_the_opinion_reads_zeros(service: MemoryService) -> None:
    model = load_read_model()
    assert model is not None and model.spec.embeds("en")
    refusing: Embedder = RefusingEmbedder()  # type: ignore[assignment]
    rules = dataclasses.replace(service, embedder=refusing, read_embeddings=False, text_vectors=VectorCache(8))
    rules.embed_read_turns(_turns())  # nothing to embed
    for turn in _turns():
        got = rules.prepare("u-rules", turn, profile=lambda _u, _on: {})
        text = analysed_form(turn.text)
        want = decide(text, "en", model, [0.0] * model.spec.embedding_dim)
        assert (got.result.read, got.result.route) == (want.read, want.route)


def test_by_default_the_opinion_reads_the_turns_embedding(service: MemoryService) -> None:
    model = load_read_model()
    assert model is not None and service.read_embeddings
    for turn in _turns():
        got = service.prepare("u-default", turn, profile=lambda _u, _on: {})
        text = analysed_form(turn.text)
        want = decide(text, "en", model, service.vectors.vector(get_embedder(service.settings), text))
        assert (got.result.read, got.result.route) == (want.read, want.route)
