"""A learned second opinion on each drafted RECORD, behind the extraction rules (session 63, issue 12).

A quarter of the strict misses are records the rules invent (a condition named as a modifier, a habitual symptom,
a visit only planned). A binary logistic regression gives the probability that a drafted record is one the user
told: over the hashed character n-grams of its clause (the READ opinion's ``read_model.ngrams``, hashed and scaled by
``read_model.hashed_buckets``; Korean
clauses also without their spaces, so that a word written apart or together hashes alike), the n-grams of its
verbatim span, and hashed tokens of its kind, coordinate, rule id, status, the clause's verdict and experiencer, the
gate's reasons and a few flags (negated, planned, hedged, in a question, read with earlier turns). ``veto_records``
leaves out a record below ``veto`` as a rejection with the reason ``model_record:veto:P`` (so the turn's write result
and its ``:Rejection`` nodes show it); a record another hangs under (a visit of its results) is never vetoed.

The weights are a data file (``ontology/read/record_model.json``) that ``scripts/record_model_develop.py`` builds
from the labelled develop suites; without it the rules answer alone. Nothing is fetched and nothing is random.
"""

from __future__ import annotations

import math
import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from pia_graph.ingest.hup import Extraction, HupRecord, Rejection, RejectionCode
from pia_graph.ingest.read_model import FloatArray, hashed_buckets, ngrams
from pia_graph.ingest.utterance import AnalysedUtterance
from pia_graph.opinion_file import OpinionFile

VETO = "model_record:veto"
PARENT = "visit_parent"


def record_model_file() -> Path:
    return RECORD_FILE.shipped()


@dataclass(frozen=True, slots=True)
class RecordView:
    """What the opinion reads of one drafted record (pure data: the training rows are these)."""

    clause: str  # the clause that holds the record's span (the whole text when none does)
    span: str
    lang: str
    tokens: tuple[str, ...]  # kind, coordinate, rule, status, verdict, experiencer, reasons, flags


def _clause_of(utterance: AnalysedUtterance, start: int, end: int) -> tuple[str, list[str]]:
    for c in utterance.clauses:
        if c.start <= start < max(c.end, c.start + 1) or (start == end == c.start):
            flags = [f"verdict={c.verdict}", f"who={c.experiencer}"]
            flags += [name for name, on in (("question", c.in_question), ("hypothetical", c.hypothetical),
                                            ("negation_cue", c.negation_cue), ("hedged", c.hedged),
                                            ("given", c.given)) if on]
            return c.text, flags
    return utterance.text, ["no_clause"]


def describe(record: HupRecord, utterance: AnalysedUtterance, reasons: Sequence[str], followed: bool,
             drafted: int, parent: bool = False) -> RecordView:
    """The opinion's view of ``record``, drafted from ``utterance`` among ``drafted`` records, the gate's
    ``reasons`` kept it, ``followed``: a follow-up rule read it with the earlier turns; ``parent``: another record
    hangs under it (token ``visit_parent``: never vetoed)."""
    clause, flags = _clause_of(utterance, record.span_start, record.span_end)
    rule = record.rule_id or "none"
    tokens = [f"type={record.type}", f"coord={record.coordinate}", f"rule={rule}", f"rule_family={rule.split('.')[0]}",
              f"status={record.status}", f"type_rule={record.type}|{rule}", *flags,
              *(f"reason={r}" for r in reasons), f"records={min(drafted, 4)}"]
    tokens += [name for name, on in (("negated", record.negated), ("valued", record.value is not None),
                                     ("dated", record.date is not None or record.start is not None),
                                     ("time_assumed", record.time_assumed), ("followed", followed),
                                     ("under_visit", record.visit_ref is not None), (PARENT, parent),
                                     ("span_outside_clause", clause is utterance.text)) if on]
    return RecordView(clause, record.span or utterance.text[record.span_start:record.span_end],
                      "ko" if utterance.lang == "ko" else "en", tuple(tokens))


@dataclass(frozen=True)
class RecordSpec:
    sizes: tuple[int, ...] = (1, 2, 3, 4)
    clause_buckets: int = 8192
    span_buckets: int = 2048
    token_buckets: int = 4096

    @property
    def width(self) -> int:
        return 2 * self.clause_buckets + self.span_buckets + self.token_buckets + 1


def sparse_features(spec: RecordSpec, view: RecordView) -> dict[int, float]:
    """The non-zero columns of one row: clause n-grams, the clause without spaces (Korean only), span n-grams,
    tokens (1 each), the language."""
    ko = view.lang == "ko"
    b, s = spec.clause_buckets, spec.span_buckets
    out = hashed_buckets(ngrams(view.clause, spec.sizes), b, 0)
    if ko:
        out.update(hashed_buckets(ngrams("".join(view.clause.split()), spec.sizes), b, b))
    out.update(hashed_buckets(ngrams(view.span, spec.sizes), s, 2 * b))
    out.update(dict.fromkeys({2 * b + s + zlib.crc32(t.encode("utf-8")) % spec.token_buckets for t in view.tokens},
                             1.0))
    if ko:
        out[spec.width - 1] = 1.0
    return out


def features(spec: RecordSpec, view: RecordView) -> FloatArray:
    """One row as a dense vector (``sparse_features``; the trainer's matrix)."""
    vec = np.zeros(spec.width, dtype=np.float64)
    for i, v in sparse_features(spec, view).items():
        vec[i] = v
    return vec


@dataclass(frozen=True)
class RecordModel:
    spec: RecordSpec
    weights: FloatArray
    bias: float
    veto: float  # P(told) below which a drafted record is left out (0: never)

    def probability(self, view: RecordView) -> float:
        # a few hundred of the ~22,000 columns, summed in Python: a dense product costs ms under load (BLAS threads)
        z = sum(v * float(self.weights[i]) for i, v in sparse_features(self.spec, view).items()) + self.bias
        return 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, z))))

    def to_json(self, trained_on: Sequence[str] = ()) -> dict[str, Any]:
        s = self.spec
        return {"format": 1, "spec": {"sizes": list(s.sizes), "clause_buckets": s.clause_buckets,
                                      "span_buckets": s.span_buckets, "token_buckets": s.token_buckets},
                "bias": round(self.bias, 6), "veto": self.veto, "trained_on": list(trained_on),
                # sparse: most hash buckets are never hit
                "weights": {str(i): round(float(w), 6) for i, w in enumerate(self.weights) if abs(w) > 1e-6}}


def model_from_json(data: dict[str, Any]) -> RecordModel:
    if data.get("format") != 1:
        raise ValueError("record model file: unknown format")
    s = data["spec"]
    spec = RecordSpec(tuple(int(n) for n in s["sizes"]), int(s["clause_buckets"]), int(s["span_buckets"]),
                      int(s["token_buckets"]))
    weights = np.zeros(spec.width, dtype=np.float64)
    for key, w in data["weights"].items():
        weights[int(key)] = float(w)
    return RecordModel(spec, weights, float(data["bias"]), float(data["veto"]))


RECORD_FILE = OpinionFile("record", model_from_json)


def load_record_model(path: Path | None = None) -> RecordModel | None:
    """The opinion of ``path`` (the packaged file by default), or None when there is none."""
    return RECORD_FILE.load(path)


def use_record_model(model: RecordModel | None) -> None:
    """Answer with ``model`` in place of the packaged file (None: the rules alone) until called again."""
    RECORD_FILE.use(model)


def active_record_model() -> RecordModel | None:
    return RECORD_FILE.active()


def drafted_views(extraction: Extraction, utterance: AnalysedUtterance, reasons: Sequence[str],
                  followed: bool) -> list[RecordView]:
    n = len(extraction.records)
    parents = {r.visit_ref for r in extraction.records if r.visit_ref is not None}
    return [describe(r, utterance, reasons, followed, n, i in parents) for i, r in enumerate(extraction.records)]


def veto_records(extraction: Extraction, views: Sequence[RecordView], model: RecordModel | None,
                 ) -> tuple[Extraction, frozenset[str]]:
    """The extraction without the records the opinion doubts (each a rejection with its probability), and the
    ids of the records left out. A record another hangs under (``visit_ref``) stays; the others' ``visit_ref``
    indices follow the records that stay."""
    if model is None or not extraction.records:
        return extraction, frozenset()
    kept: list[HupRecord] = []
    new_index: dict[int, int] = {}
    rejections: list[Rejection] = []
    gone: set[str] = set()
    for i, (record, view) in enumerate(zip(extraction.records, views, strict=True)):
        p = model.probability(view)
        if p < model.veto and PARENT not in view.tokens:
            rejections.append(Rejection(code=RejectionCode.MODEL_VETO, reason=f"{VETO}:{p:.3f}",
                                        rule_id=record.rule_id, span=record.span, span_start=record.span_start,
                                        span_end=record.span_end, coordinate=record.coordinate,
                                        value=record.value))
            gone.add(record.record_id)
            continue
        new_index[i] = len(kept)
        kept.append(record)
    if not rejections:
        return extraction, frozenset()
    moved = [r if r.visit_ref is None else r.model_copy(update={"visit_ref": new_index.get(r.visit_ref)})
             for r in kept]
    return extraction.model_copy(update={"records": moved,
                                         "rejections": [*extraction.rejections, *rejections]}), frozenset(gone)
