"""Metrics over scenarios and their predictions, per language (pure)."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from pia_graph.evaluation.counts import Confusion, Mean, Share
from pia_graph.evaluation.depth_kind import DepthScore, score_depth
from pia_graph.evaluation.format_vocabulary import BEYOND_KEY, all_stored
from pia_graph.evaluation.retrieval import SCORES as RETRIEVAL_SCORES
from pia_graph.evaluation.retrieval import score as score_retrieval
from pia_graph.evaluation.understanding import UnderstandingTally
from pia_graph.ingest.hup import RejectionCode
from pia_graph.ingest.scoring import RecordScore, score_records
from pia_graph.temporal.scenario import matches as temporal_matches

RETRIEVAL_SCORERS = ("format", "stored")  # the headline retrieval figures' scorer (`tally`); both are reported


@dataclass
class Tally:
    retain: Confusion = field(default_factory=Confusion)
    records: RecordScore = field(default_factory=RecordScore)  # summed over the storage scenarios
    # the same, over every stored record, at the format's coordinates or beyond them (format_vocabulary)
    records_all: RecordScore = field(default_factory=RecordScore)
    beyond_format: int = 0
    temporal: Share = field(default_factory=Share)
    read: Share = field(default_factory=Share)
    route: Share = field(default_factory=Share)
    retrieval: dict[str, Mean] = field(default_factory=lambda: {k: Mean() for k in RETRIEVAL_SCORES})
    # the same under the other scorer (`retrieval.stored_view`: before session 64 a ranked record beyond the format
    # matched no free-text selector); `retrieval_scorer` says which of the two the headline figures are
    retrieval_other: dict[str, Mean] = field(default_factory=lambda: {k: Mean() for k in RETRIEVAL_SCORES})
    retrieval_scorer: str = "format"
    depth: DepthScore = field(default_factory=DepthScore)  # summed over the depth scenarios
    errors: int = 0
    scenarios: int = 0
    latencies: list[float] = field(default_factory=list)
    understanding: UnderstandingTally = field(default_factory=UnderstandingTally)
    # records left out by validation, over every turn retained (history turns included), by reason code
    rejected: dict[str, int] = field(default_factory=dict)

    def summary(self) -> dict[str, float | int | None]:
        rec = self.records
        p = _ratio(rec.tp, rec.tp + rec.fp)
        r = _ratio(rec.tp, rec.tp + rec.fn)
        f1 = 2 * p * r / (p + r) if p is not None and r is not None and p + r > 0 else None
        sp, sr, sf1 = _strict(rec)
        return {
            "scenarios": self.scenarios,
            "errors": self.errors,
            "retain_precision": self.retain.precision,
            "retain_recall": self.retain.recall,
            "retain_accuracy": self.retain.accuracy,
            "record_precision": p,
            "record_recall": r,
            "record_f1": f1,
            "field_exactness": _ratio(rec.fields_exact, rec.fields_checked),
            "strict_record_precision": sp,
            "strict_record_recall": sr,
            "strict_record_f1": sf1,
            "strict_field_exactness": _ratio(rec.fields_exact, rec.strict_fields_checked),
            "strict_record_f1_all_stored": _strict(self.records_all)[2],
            "records_beyond_format": self.beyond_format,
            "temporal_exact": self.temporal.ratio,
            "read_accuracy": self.read.ratio,
            "route_accuracy": self.route.ratio,
            "retrieval_mrr": self.retrieval["rr"].value,
            "retrieval_recall_at_5": self.retrieval["recall"].value,
            "retrieval_recall_at_10": self.retrieval["recall_10"].value,
            "retrieval_precision_at_5": self.retrieval["precision"].value,
            **self._retrieval_both(),
            "depth_trends": self.depth.trends.ratio,
            "depth_kept_recall": self.depth.kept.ratio,
            "depth_pruned_presented": self.depth.pruned.hits if self.depth.pruned.total else None,
            **self.understanding.summary(),
            "rejected_records": sum(self.rejected.values()),
            **{f"rejected_{code.value}": self.rejected.get(code.value, 0) for code in RejectionCode},
        }


    def _retrieval_both(self) -> dict[str, float | None]:
        """MRR and recall@5 under both scorers, named, whichever the headline is."""
        other = "stored" if self.retrieval_scorer == "format" else "format"
        return {f"retrieval_{name}_{scorer}": means[key].value
                for scorer, means in ((self.retrieval_scorer, self.retrieval), (other, self.retrieval_other))
                for name, key in (("mrr", "rr"), ("recall_at_5", "recall"))}


def _ratio(a: int, b: int) -> float | None:
    return a / b if b else None


def _strict(rec: RecordScore) -> tuple[float | None, float | None, float | None]:
    """Strict precision, recall and F1 (None where nothing was expected or predicted)."""
    sp = _ratio(rec.strict_tp, rec.predicted)
    sr = _ratio(rec.strict_tp, rec.expected)
    sf1 = 2 * sp * sr / (sp + sr) if sp is not None and sr is not None and sp + sr > 0 else None
    if sf1 is None and sp is not None and sr is not None:
        sf1 = 0.0
    return sp, sr, sf1


def tally(scenarios: list[dict[str, Any]], predictions: dict[str, dict[str, Any]],
          retrieval_scorer: str = "format") -> dict[str, Tally]:
    """Tallies keyed by language and "all". ``retrieval_scorer``: "format" (a ranked record seen through the
    format's vocabulary, `retrieval.ranked_item`) or "stored" (as before session 64) for the headline retrieval
    figures; both are reported."""
    if retrieval_scorer not in RETRIEVAL_SCORERS:
        raise ValueError(f"retrieval_scorer must be one of {RETRIEVAL_SCORERS}, not {retrieval_scorer!r}")
    out: dict[str, Tally] = defaultdict(lambda: Tally(retrieval_scorer=retrieval_scorer))
    for sc in scenarios:
        pred = predictions.get(sc["id"])
        if pred is None:
            continue
        for t in (out[sc.get("lang") or "en"], out["all"]):
            _add(t, sc, pred)
    return dict(out)


def _add(t: Tally, sc: dict[str, Any], pred: dict[str, Any]) -> None:
    t.scenarios += 1
    if sc["kind"] in ("storage", "gate"):  # the scenario's own turn through retain, embedding included
        t.latencies.append(float(pred.get("latency_ms") or 0.0))
    if pred.get("error"):
        t.errors += 1
    for rejection in (pred.get("rejections") or []) + (pred.get("history_rejections") or []):
        code = str(rejection.get("code"))
        t.rejected[code] = t.rejected.get(code, 0) + 1
    expect = sc.get("expect") or {}
    kind = sc["kind"]
    if kind in ("storage", "gate") and "retain" in expect:
        t.retain.add(bool(expect["retain"]), bool(pred.get("retain")))
    if kind == "storage":
        t.records += score_records(expect.get("records") or [], pred.get("records") or [])
        t.records_all += score_records(expect.get("records") or [], all_stored(pred))
        t.beyond_format += len(pred.get(BEYOND_KEY) or [])
    if kind == "gate":
        t.read.add(bool(expect.get("read")) == bool(pred.get("read")))
        if expect.get("read"):
            t.route.add(expect.get("route") == pred.get("route"))
    if kind == "retrieval":
        stored = t.retrieval_scorer == "stored"
        for name, value in score_retrieval(expect, pred.get("ranked") or [], stored=stored).items():
            t.retrieval[name].add(value)
        for name, value in score_retrieval(expect, pred.get("ranked") or [], stored=not stored).items():
            t.retrieval_other[name].add(value)
    if kind == "depth":
        t.depth.merge(score_depth(expect, pred))
        t.latencies.append(float(pred.get("latency_ms") or 0.0))
    if kind == "understanding":
        t.understanding.add(sc, pred)
    if kind == "temporal":
        t.temporal.add(temporal_matches(expect.get("resolution") or {}, pred.get("resolution") or {}))
