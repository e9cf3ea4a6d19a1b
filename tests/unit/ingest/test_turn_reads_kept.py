"""What a turn reads twice is read once (session 67, issue 16), and each reader gets the answer the reading gives:
the hashed n-grams of a text (the READ and the RETAIN opinions hash a written turn's text alike) and the
quantities of a text asked again with the same question (the follow-up tests)."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from pia_graph.ingest import read_model
from pia_graph.ingest.extract import numbers
from pia_graph.ingest.read_model import load_read_model
from pia_graph.ingest.retain_model import load_retain_model


def _counted(monkeypatch: pytest.MonkeyPatch, module: Any, name: str) -> list[str]:
    calls: list[str] = []
    real = getattr(module, name)

    def counted(text: str, *args: Any) -> Any:
        calls.append(text)
        return real(text, *args)

    monkeypatch.setattr(module, name, counted)
    return calls


def test_a_text_hashed_twice_is_hashed_once_and_each_caller_gets_its_own_row(monkeypatch: pytest.MonkeyPatch) -> None:
    text = "slept badly, knee sore after the 5k run (a text of this test alone)"
    calls = _counted(monkeypatch, read_model, "ngrams")
    first = read_model.hashed_ngrams(text, (1, 2, 3, 4), 8192)
    second = read_model.hashed_ngrams(text, (1, 2, 3, 4), 8192)
    assert len(calls) == 1
    assert first is not second and np.array_equal(first, second)
    hit = read_model.hashed_buckets(read_model.ngrams(text, (1, 2, 3, 4)), 8192)
    expected = np.zeros(8192)
    expected[list(hit)] = 1.0 / np.sqrt(len(hit))
    assert np.array_equal(second, expected)
    first[:] = 7.0  # a caller that writes into its row changes no other caller's
    assert np.array_equal(read_model.hashed_ngrams(text, (1, 2, 3, 4), 8192), expected)
    read_model.hashed_ngrams(text, (1, 2, 3), 8192)  # other sizes: hashed afresh
    assert len(calls) == 3  # (the expected row's own call counted too)


def test_the_read_and_retain_opinions_hash_a_written_turn_once(monkeypatch: pytest.MonkeyPatch) -> None:
    read, retain = load_read_model(), load_retain_model()
    if read is None or retain is None or (read.spec.sizes, read.spec.buckets) != (retain.spec.sizes,
                                                                                  retain.spec.buckets):
        pytest.skip("the shipped opinions do not hash alike")
    text = "took my metformin 500 mg after breakfast, sugar was 131 (a text of this test alone)"
    calls = _counted(monkeypatch, read_model, "ngrams")
    p = retain.probability(text, "en")
    routes = read.probabilities(text, "en", [0.0] * read.spec.embedding_dim)
    assert len(calls) == 1
    assert 0.0 <= p <= 1.0 and abs(sum(routes.values()) - 1.0) < 1e-9


def test_quantities_asked_again_are_read_once_and_each_caller_gets_its_own_list(
        monkeypatch: pytest.MonkeyPatch) -> None:
    text = "BP 128/84 and pulse 71 this morning, pain 6/10 (a text of this test alone)"
    calls = _counted(monkeypatch, numbers, "label_spans")
    first = numbers.find_quantities(text, "en")
    second = numbers.find_quantities(text, "en")
    assert len(calls) == 1
    assert first is not second and first == second
    assert [(q.value, q.value2, q.unit, q.kind) for q in second] == [
        (128.0, 84.0, "mmHg", "pair"), (71.0, None, None, "number"), (6.0, None, None, "score")]
    first.clear()  # a caller that changes its list changes no other caller's
    assert numbers.find_quantities(text, "en") == second
    scores = numbers.find_quantities(text, "en", kinds=("score",))  # another question: read afresh
    assert len(calls) == 2 and [(q.value, q.kind) for q in scores] == [(6.0, "score")]
    skipped = numbers.find_quantities(text, "en", [(first_start := text.index("71"), first_start + 2)])
    assert len(calls) == 3 and all(q.start != first_start for q in skipped)
