"""What the gates derive from one analysed utterance is computed once and shared (``AnalysedUtterance.derived``):
the RETAIN decision that the READ gate reads again, and each sentence's reading by the request grammar."""

from __future__ import annotations

import dataclasses
import datetime as dt

import pytest

from pia_graph.ingest import read_request
from pia_graph.ingest.read_gate import decide_read
from pia_graph.ingest.read_request import record_request
from pia_graph.ingest.retain_gate import retain_decision
from pia_graph.ingest.utterance import analyse
from pia_graph.ontology import AliasIndex, Dictionary


def test_derived_computes_once_per_key(index: AliasIndex, dictionary: Dictionary) -> None:
    u = analyse("bp 132/86 this morning", "en", index=index, dictionary=dictionary)
    calls: list[int] = []
    assert u.derived("k", lambda: calls.append(1) or 7) == 7
    assert u.derived("k", lambda: calls.append(1) or 8) == 7
    assert u.derived("other", lambda: 9) == 9 and calls == [1]


def test_the_read_gate_reads_the_retain_decision_of_the_turn(index: AliasIndex, dictionary: Dictionary) -> None:
    u = analyse("bp 132/86 this morning, what was it last week?", "en", index=index, dictionary=dictionary)
    first = retain_decision(u)
    decide_read(u.text, "en", utterance=u)
    assert retain_decision(u) is first and first.retain


def test_a_copy_derives_afresh(index: AliasIndex, dictionary: Dictionary) -> None:
    """``dataclasses.replace`` (the READ gate's plain spelling of spoken endings) starts with nothing derived."""
    u = analyse("need my last a1c", "en", index=index, dictionary=dictionary)
    retain_decision(u)
    copy = dataclasses.replace(u, text=u.text.upper())
    assert copy.derived("retain_decision", lambda: None) is None
    assert u == copy.__class__(**{f.name: getattr(u, f.name) for f in dataclasses.fields(u) if f.init})


def test_each_sentence_is_read_by_the_request_grammar_once(index: AliasIndex, dictionary: Dictionary,
                                                            monkeypatch: object) -> None:
    u = analyse("need my last a1c. also my ldl", "en", index=index, dictionary=dictionary)
    seen: list[str] = []
    plain = read_request._record_request

    def counted(sentence: read_request.Segment, utterance: object) -> bool:
        seen.append(sentence.text)
        return plain(sentence, utterance)  # type: ignore[arg-type]

    monkeypatch.setattr(read_request, "_record_request", counted)  # type: ignore[attr-defined]
    answers = [record_request(s, u) for s, _ in u.sentences]
    assert [record_request(s, u) for s, _ in u.sentences] == answers
    assert answers[0] and len(seen) == len(u.sentences) == 2


def test_the_read_gate_resolves_no_time_and_reads_no_misspelt_drug(
        index: AliasIndex, dictionary: Dictionary, monkeypatch: pytest.MonkeyPatch) -> None:
    """A question's READ decision reads neither the resolved times nor the extractor's matches: ``analyse`` leaves
    both to the first reader (``utterance.Later``), and that reader gets what they were when computed eagerly."""
    from pia_graph.ingest import utterance as module
    from pia_graph.ontology import fuzzy

    resolved: list[str] = []
    fuzzed: list[str] = []
    real_resolve, real_fuzzy = module.resolve_in_text, fuzzy.with_fuzzy
    monkeypatch.setattr(module, "resolve_in_text", lambda text, *a, **k: resolved.append(text) or real_resolve(
        text, *a, **k))
    monkeypatch.setattr(fuzzy, "with_fuzzy", lambda text, *a, **k: fuzzed.append(text) or real_fuzzy(text, *a, **k))
    said_at = dt.datetime(2026, 3, 4, 9, 0, tzinfo=dt.UTC)
    u = analyse("what was my bp last week? I take liptior at night", "en", said_at=said_at, index=index,
                dictionary=dictionary)
    decision = decide_read(u.text, "en", utterance=u)
    assert decision.read and resolved == [] and fuzzed == []
    copy = dataclasses.replace(u, text=u.text.upper())  # a copy shares them, computed on the original text
    assert [r.expression for r in copy.resolutions] == ["last week"] and resolved == [u.text]
    assert u.resolutions is copy.resolutions and len(resolved) == 1
    assert "drug:atorvastatin" in {m.term_key for m in u.matches} and fuzzed == [u.text]
    assert "drug:atorvastatin" not in {m.term_key for m in u.alias_matches}
