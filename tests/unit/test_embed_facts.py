"""`MemoryService.embed_facts`: a batch's facts get their embeddings, each distinct text embedded once."""

from __future__ import annotations

import datetime as dt
import math
import threading
from typing import Any, Literal

import pytest

from pia_graph.config import Settings
from pia_graph.embedding import Embedder, get_embedder
from pia_graph.ingest.analysed_text import analysed_form
from pia_graph.memory.models import TurnIn
from pia_graph.memory.service import MemoryService, make_extractor
from pia_graph.memory.turn_vectors import PreparedTurn
from pia_graph.ontology import AliasIndex, load_default_dictionary

TZ = dt.timezone(dt.timedelta(hours=9))


class Recording:
    """The real embedder, recording what it was asked to embed."""

    def __init__(self, inner: Embedder) -> None:
        self.inner = inner
        self.dimension = inner.dimension
        self.asked: list[list[str]] = []
        self.started = threading.Event()  # set once asked (from whichever thread)

    def embed(self, texts: list[str]) -> list[list[float]]:
        self.started.set()
        self.asked.append(list(texts))
        return self.inner.embed(texts)


@pytest.fixture(scope="module")
def service() -> MemoryService:
    settings = Settings()  # the default embedder and its export cache, as the service uses them
    dictionary = load_default_dictionary()
    return MemoryService(driver=None, settings=settings, dictionary=dictionary,  # type: ignore[arg-type]
                         index=AliasIndex.build(dictionary), embedder=get_embedder(settings),
                         extractor=make_extractor(settings))


def _prepare(service: MemoryService, user_id: str, text: str, day: int) -> PreparedTurn:
    turn = TurnIn(text=text, said_at=dt.datetime(2026, 3, day, 21, 0, tzinfo=TZ), lang="en")
    return service.prepare(user_id, turn, profile=lambda _user, _on: {})


def _cos(a: list[float], b: list[float]) -> float:
    return sum(x * y for x, y in zip(a, b, strict=True)) / math.sqrt(sum(x * x for x in a) * sum(y * y for y in b))


def test_a_recurring_fact_text_is_embedded_once_and_gets_its_own_vector(service: MemoryService) -> None:
    real = service.embedder
    assert real is not None
    turns = [
        _prepare(service, "u-embed-a", "Took my metformin. Slept badly, my neighbour's dog barked all night.", 2),
        _prepare(service, "u-embed-b", "Took my metformin. Slept badly, my neighbour's dog barked all night.", 3),
        _prepare(service, "u-embed-a", "Dr. Kim at the Mapo clinic wants me to cut back on salt.", 4),
    ]
    texts = [t for p in turns for t in p.fact_texts]
    assert len(texts) > len(set(texts)) >= 2  # the two first turns state the same facts
    recording = Recording(real)
    service.embedder = recording
    try:
        service.embed_facts(turns)
    finally:
        service.embedder = real
    assert recording.asked == [list(dict.fromkeys(texts))]  # one call, each distinct text once, in order
    vectors: dict[str, list[float]] = {}
    for p in turns:
        assert p.write is not None
        for fact, text in zip(p.write.facts, p.fact_texts, strict=True):
            vector: Any = fact["props"]["embedding"]
            assert len(vector) == 384
            # the vector a turn-by-turn retain would have stored for that text
            assert _cos(vector, real.embed([text])[0]) >= 0.9999
            vectors.setdefault(text, vector)
            assert vector == vectors[text]


def test_a_cache_carries_vectors_from_batch_to_batch(service: MemoryService) -> None:
    real = service.embedder
    assert real is not None
    said = "Took my metformin. Slept badly, my neighbour's dog barked all night."
    first = [_prepare(service, "u-cache", said, 5)]
    second = [_prepare(service, "u-cache", said, 6),
              _prepare(service, "u-cache", "Dr. Kim at the Mapo clinic wants me to cut back on salt.", 7)]
    recording = Recording(real)
    cache: dict[str, list[float]] = {}
    service.embedder = recording
    try:
        service.embed_facts(first, cache)
        service.embed_facts(second, cache)
    finally:
        service.embedder = real
    shared = set(first[0].fact_texts)
    assert shared and recording.asked[0] == list(dict.fromkeys(first[0].fact_texts))
    # the second batch asks only for the texts the first did not embed
    fresh = [t for p in second for t in dict.fromkeys(p.fact_texts) if t not in shared]
    assert fresh and recording.asked[1:] == [fresh]
    for p in second:
        assert p.write is not None
        for fact, text in zip(p.write.facts, p.fact_texts, strict=True):
            assert fact["props"]["embedding"] is cache[text]
            assert _cos(fact["props"]["embedding"], real.embed([text])[0]) >= 0.9999


def test_retain_keeps_vectors_per_text_and_a_kept_one_is_the_models_to_the_bit(service: MemoryService) -> None:
    """Without a caller's cache (retain), the service's own cache answers a text seen before; the vector it keeps
    is exactly the one the model gives that text alone or beside others (so the stored graph does not change)."""
    from pia_graph.text_vectors import VectorCache

    real = service.embedder
    assert real is not None
    kept, service.vectors = service.vectors, VectorCache(8)
    said = "Took my metformin. Slept badly, my neighbour's dog barked all night."
    first = _prepare(service, "u-retain-cache", said, 8)
    again = _prepare(service, "u-retain-cache", said, 9)
    other = _prepare(service, "u-retain-cache", "Dr. Kim at the Mapo clinic wants me to cut back on salt.", 10)
    recording = Recording(real)
    service.embedder = recording
    try:
        service.embed_facts([first])
        service.embed_facts([again])
        service.embed_facts([other])
    finally:
        service.embedder, service.vectors = real, kept
    assert recording.asked == [list(dict.fromkeys(first.fact_texts)), list(dict.fromkeys(other.fact_texts))]
    texts = [*first.fact_texts, *other.fact_texts]
    together = dict(zip(texts, real.embed(texts), strict=True))
    for p in (first, again, other):
        assert p.write is not None
        for fact, text in zip(p.write.facts, p.fact_texts, strict=True):
            assert fact["props"]["embedding"] == real.embed([text])[0] == together[text]
    assert again.write is not None and first.write is not None
    assert again.write.facts[0]["props"]["embedding"] is not first.write.facts[0]["props"]["embedding"]


def test_the_statement_texts_known_before_extraction_are_the_facts_it_gives(service: MemoryService) -> None:
    """`statement_texts` reads the analysis alone; on sentences with a statement clause it gives the texts
    `facts.extract` gives them (a sentence with records and no statement clause is the extractor's to add)."""
    from pia_graph.ingest.extract.facts import statement_texts
    from pia_graph.ingest.utterance import analyse

    said_at = dt.datetime(2026, 3, 2, 21, 0, tzinfo=TZ)
    cases: list[tuple[str, Literal["en", "ko"]]] = [
        ("Took my metformin. Slept badly, my neighbour's dog barked all night.", "en"),
        ("Dr. Kim at the Mapo clinic wants me to cut back on salt.", "en"),
        ("I've had a headache since Monday, so I took ibuprofen 400 mg.", "en"),
        ("어제 두통이 있어서 타이레놀 먹었어", "ko"),
    ]
    for text, lang in cases:
        predicted = statement_texts(analyse(text, lang, said_at=said_at, index=service.index,
                                            dictionary=service.dictionary))
        turn = TurnIn(text=text, said_at=said_at, lang=lang)
        assert predicted and predicted == service.prepare("u-predict", turn, profile=lambda _u, _on: {}).fact_texts
    what = analyse("what was my blood pressure yesterday?", "en", said_at=said_at, index=service.index,
                   dictionary=service.dictionary)
    assert statement_texts(what) == []


def test_retain_embeds_the_facts_while_the_rules_extract(service: MemoryService) -> None:
    """With `embed_early` (retain) the embedding starts once the gate keeps the turn, before the extractor reads
    the profile (read only when a rule needs it: here the reading's band); `embed_facts` then finds every vector
    kept and stores the model's own, to the bit. Without it
    (`pia import`) prepare embeds none of the facts, only the English turn that the READ opinion reads (session
    36), and keeps its vector: the same turn again is not embedded twice."""
    from pia_graph.text_vectors import VectorCache

    real = service.embedder
    assert real is not None
    kept, service.vectors = service.vectors, VectorCache(8)
    recording = Recording(real)
    embedding_before_profile: list[bool] = []

    def profile(_user: str, _on: dt.date) -> dict[str, Any]:
        # the extractor asks for the profile (the reading's band needs the age): the embedding has started by
        # then, on another thread
        embedding_before_profile.append(recording.started.wait(10))
        return {}

    said = "Took my metformin. BP was 135/85 this morning. Slept badly, my neighbour's dog barked all night."
    turn = TurnIn(text=said, said_at=dt.datetime(2026, 3, 11, 21, 0, tzinfo=TZ), lang="en")
    service.embedder = recording
    try:
        plain = service.prepare("u-early", turn, profile=lambda _u, _on: {})
        assert plain.early is None and recording.asked == [[analysed_form(said)]]  # the READ opinion's, no fact's
        recording.asked.clear()
        recording.started.clear()
        early = service.prepare("u-early", turn, profile=profile, embed_early=True)
        assert early.early is not None and embedding_before_profile == [True]
        early.early.result()
        assert recording.asked == [list(dict.fromkeys(early.fact_texts))]
        service.embed_facts([early])
    finally:
        service.embedder, service.vectors = real, kept
    assert len(recording.asked) == 1 and early.early is None  # embed_facts found them all kept
    assert early.write is not None
    for fact, text in zip(early.write.facts, early.fact_texts, strict=True):
        assert fact["props"]["embedding"] == real.embed([text])[0]


def test_a_question_asked_after_its_turn_was_retained_is_not_embedded_again(service: MemoryService) -> None:
    """One cache owns turn and question vectors: the READ opinion embedded the turn on the write path, and
    recall (its READ decision and its search by meaning) finds that vector instead of running the model."""
    from pia_graph.memory.recall_models import QueryIn
    from pia_graph.retrieve.recall import question_read, question_vector
    from pia_graph.text_vectors import VectorCache

    real = service.embedder
    assert real is not None
    kept, service.vectors = service.vectors, VectorCache(64)
    recording = Recording(real)
    said = "what did the doctor say about my blood pressure last month?"
    turn = TurnIn(text=said, said_at=dt.datetime(2026, 3, 12, 9, 0, tzinfo=TZ), lang="en")
    service.embedder = recording
    try:
        service.prepare("u-ask", turn, profile=lambda _u, _on: {}, embed_early=True)
        assert recording.asked == [[said]]  # the write path's READ opinion
        q = QueryIn(text=said, said_at=turn.said_at, lang="en")
        decided = question_read(q, service.index, service.dictionary, recording, service.vectors)
        vector = question_vector(recording, said, service.vectors)
    finally:
        service.embedder, service.vectors = real, kept
    assert recording.asked == [[said]]  # recall ran the model no second time
    assert vector == real.embed([said])[0]
    assert decided == question_read(q, service.index, service.dictionary, real, VectorCache(4))


def test_an_import_embeds_its_turns_for_the_read_opinion_in_one_call(service: MemoryService) -> None:
    """`embed_read_turns` (pia import, a chunk of rows at a time) runs the model once for the chunk's English
    turns; `prepare` then finds each vector kept and decides exactly as a turn prepared alone."""
    from pia_graph.text_vectors import VectorCache

    real = service.embedder
    assert real is not None
    texts = ["Took my metformin this morning.", "how has my blood pressure been lately?", "혈압 약 먹었어",
             "Slept badly, my neighbour's dog barked all night.", "what was my last LDL?"]
    turns = [TurnIn(text=t, said_at=dt.datetime(2026, 3, 13, 9, n, tzinfo=TZ)) for n, t in enumerate(texts)]
    kept, service.vectors = service.vectors, VectorCache(64)
    recording = Recording(real)
    service.embedder = recording
    try:
        service.embed_read_turns(turns)
        # no store here: no turn reads the user's recent records ("혈압 약 먹었어" with no record of its own would lean
        # on its conversation, ingest/followup_context.py)
        batched = [service.prepare("u-imp", t, profile=lambda _u, _on: {}, followups=False) for t in turns]
        assert len(recording.asked) == 1 and "혈압 약 먹었어" not in recording.asked[0]  # Korean reads none
        assert set(recording.asked[0]) == {t for t in texts if t != "혈압 약 먹었어"}
        service.vectors = VectorCache(64)
        alone = [service.prepare("u-imp", t, profile=lambda _u, _on: {}, followups=False) for t in turns]
    finally:
        service.embedder, service.vectors = real, kept
    assert [(p.result.read, p.result.route) for p in batched] == [(p.result.read, p.result.route) for p in alone]
