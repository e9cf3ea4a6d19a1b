"""Metrics over scenarios and their predictions, per language (pure)."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from pia_graph.evaluation.retrieval import score as score_retrieval
from pia_graph.ingest.scoring import score_records
from pia_graph.temporal.scenario import matches as temporal_matches


@dataclass
class Tally:
    retain_tp: int = 0
    retain_fp: int = 0
    retain_fn: int = 0
    retain_tn: int = 0
    rec_tp: int = 0
    rec_fp: int = 0
    rec_fn: int = 0
    fields_checked: int = 0
    fields_exact: int = 0
    temporal_total: int = 0
    temporal_exact: int = 0
    read_total: int = 0
    read_right: int = 0
    route_total: int = 0
    route_right: int = 0
    retrieval_total: int = 0
    retrieval_rr: float = 0.0
    retrieval_recall: float = 0.0
    retrieval_precision: float = 0.0
    retrieval_recall_10: float = 0.0
    errors: int = 0
    scenarios: int = 0
    latencies: list[float] = field(default_factory=list)

    @staticmethod
    def _ratio(a: int, b: int) -> float | None:
        return a / b if b else None

    def summary(self) -> dict[str, float | int | None]:
        p = self._ratio(self.rec_tp, self.rec_tp + self.rec_fp)
        r = self._ratio(self.rec_tp, self.rec_tp + self.rec_fn)
        f1 = 2 * p * r / (p + r) if p is not None and r is not None and p + r > 0 else None
        retained = self.retain_tp + self.retain_fp + self.retain_fn + self.retain_tn
        return {
            "scenarios": self.scenarios,
            "errors": self.errors,
            "retain_precision": self._ratio(self.retain_tp, self.retain_tp + self.retain_fp),
            "retain_recall": self._ratio(self.retain_tp, self.retain_tp + self.retain_fn),
            "retain_accuracy": self._ratio(self.retain_tp + self.retain_tn, retained),
            "record_precision": p,
            "record_recall": r,
            "record_f1": f1,
            "field_exactness": self._ratio(self.fields_exact, self.fields_checked),
            "temporal_exact": self._ratio(self.temporal_exact, self.temporal_total),
            "read_accuracy": self._ratio(self.read_right, self.read_total),
            "route_accuracy": self._ratio(self.route_right, self.route_total),
            "retrieval_mrr": self.retrieval_rr / self.retrieval_total if self.retrieval_total else None,
            "retrieval_recall_at_5": self.retrieval_recall / self.retrieval_total if self.retrieval_total else None,
            "retrieval_recall_at_10": (
                self.retrieval_recall_10 / self.retrieval_total if self.retrieval_total else None
            ),
            "retrieval_precision_at_5": (
                self.retrieval_precision / self.retrieval_total if self.retrieval_total else None
            ),
        }


def tally(scenarios: list[dict[str, Any]], predictions: dict[str, dict[str, Any]]) -> dict[str, Tally]:
    """Tallies keyed by language and "all"."""
    out: dict[str, Tally] = defaultdict(Tally)
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
    expect = sc.get("expect") or {}
    kind = sc["kind"]
    if kind in ("storage", "gate") and "retain" in expect:
        want, got = bool(expect["retain"]), bool(pred.get("retain"))
        t.retain_tp += want and got
        t.retain_fp += got and not want
        t.retain_fn += want and not got
        t.retain_tn += not want and not got
    if kind == "storage":
        expected = expect.get("records") or []
        score = score_records(expected, pred.get("records") or [])
        t.rec_tp += score.tp
        t.rec_fp += score.fp
        t.rec_fn += score.fn
        t.fields_checked += score.fields_checked
        t.fields_exact += score.fields_exact
    if kind == "gate":
        t.read_total += 1
        t.read_right += bool(expect.get("read")) == bool(pred.get("read"))
        if expect.get("read"):
            t.route_total += 1
            t.route_right += expect.get("route") == pred.get("route")
    if kind == "retrieval":
        ranks = score_retrieval(expect, pred.get("ranked") or [])
        t.retrieval_total += 1
        t.retrieval_rr += ranks["rr"]
        t.retrieval_recall += ranks["recall"]
        t.retrieval_precision += ranks["precision"]
        t.retrieval_recall_10 += ranks["recall_10"]
    if kind == "temporal":
        t.temporal_total += 1
        t.temporal_exact += temporal_matches(expect.get("resolution") or {}, pred.get("resolution") or {})
