"""The question's embedding is kept per process: the same text is embedded once, and every caller gets its own
list (a caller that changes its list cannot change what the next recall sends)."""

from __future__ import annotations

from pia_graph.retrieve.recall import question_vector


class CountingEmbedder:
    """A deterministic stand-in for the model: the vector is a function of the text; it counts its calls."""

    def __init__(self) -> None:
        self.dimension = 3
        self.calls: list[list[str]] = []

    def embed(self, texts: list[str]) -> list[list[float]]:
        self.calls.append(list(texts))
        return [[float(len(t)), float(sum(map(ord, t)) % 97), 1.0] for t in texts]


def test_the_same_question_is_embedded_once_and_each_caller_gets_its_own_list() -> None:
    emb = CountingEmbedder()
    first = question_vector(emb, "what was my last LDL?")
    assert first is not None
    first.append(99.0)
    second = question_vector(emb, "what was my last LDL?")
    other = question_vector(emb, "how is my cholesterol?")
    assert emb.calls == [["what was my last LDL?"], ["how is my cholesterol?"]]
    assert second == emb.embed(["what was my last LDL?"])[0]
    assert other != second


def test_no_embedder_no_vector() -> None:
    assert question_vector(None, "anything") is None


def test_another_embedder_is_asked_again() -> None:
    a, b = CountingEmbedder(), CountingEmbedder()
    question_vector(a, "trip to Jeju")
    question_vector(b, "trip to Jeju")
    assert len(a.calls) == 1 and len(b.calls) == 1
