"""The evaluation tallies (pure): the counters, and the figures of a small hand-made suite per language."""

from __future__ import annotations

import math
from typing import Any

import pytest

from pia_graph.evaluation.counts import Confusion, Mean, Share, percentile
from pia_graph.evaluation.metrics import tally


def test_percentile_is_the_nearest_rank_of_the_sorted_values() -> None:
    values = [40.0, 10.0, 30.0, 20.0, 50.0]  # sorted: 10 20 30 40 50, ranks 0..4
    assert [percentile(values, q) for q in (0.0, 0.5, 0.6, 0.95, 1.0)] == [10.0, 30.0, 30.0, 50.0, 50.0]
    assert percentile([7.0], 0.95) == 7.0
    assert math.isnan(percentile([], 0.5))


def test_the_counters_say_none_until_something_is_counted() -> None:
    share, confusion, mean = Share(), Confusion(), Mean()
    assert (share.ratio, confusion.precision, confusion.recall, confusion.accuracy, mean.value) == (None,) * 5
    for hit in (True, False, True, True):
        share.add(hit)
    share.add_counts(1, 4)
    assert (share.hits, share.total, share.ratio) == (4, 8, 0.5)
    for want, got in ((True, True), (True, False), (False, True), (False, False), (True, True)):
        confusion.add(want, got)
    assert (confusion.tp, confusion.fp, confusion.fn, confusion.tn) == (2, 1, 1, 1)
    assert (confusion.precision, confusion.recall, confusion.accuracy) == (2 / 3, 2 / 3, 3 / 5)
    for value in (1.0, 0.5, 0.0):
        mean.add(value)
    assert mean.value == 0.5


def _gate(n: int, lang: str, retain: bool, read: bool, route: str) -> dict[str, Any]:
    return {"id": f"g{n}", "kind": "gate", "lang": lang, "expect": {"retain": retain, "read": read, "route": route}}


SCENARIOS = [
    _gate(1, "en", True, True, "structured"),
    _gate(2, "en", False, True, "associative"),
    _gate(3, "ko", True, False, "none"),
    {"id": "r1", "kind": "retrieval", "lang": "en",
     "expect": {"relevant": [{"coordinate": "test:ldl_cholesterol"}, {"fact_contains": "Kang"}]}},
    {"id": "d1", "kind": "depth", "lang": "ko",
     "expect": {"trends": [{"coordinate": "vital:systolic_bp", "direction": "up"}],
                "causal_kept": [["drug:amlodipine", "vital:systolic_bp"]],
                "causal_pruned": [["profile:blood_type", "vital:systolic_bp"]]}},
]
PREDICTIONS: dict[str, dict[str, Any]] = {
    "g1": {"retain": True, "read": True, "route": "structured", "latency_ms": 10.0},
    "g2": {"retain": True, "read": True, "route": "structured", "latency_ms": 20.0},
    "g3": {"retain": False, "read": False, "route": "none", "latency_ms": 30.0, "error": "boom"},
    "r1": {"ranked": [{"coordinate": "test:hdl_cholesterol"}, {"coordinate": "test:ldl_cholesterol"}]},
    "d1": {"trends": [{"coordinate": "vital:systolic_bp", "direction": "up"}], "latency_ms": 40.0,
           "causal": [["profile:blood_type", "vital:systolic_bp"]]},
}


def test_a_small_suite_gives_its_figures_per_language_and_in_all() -> None:
    tallies = tally(SCENARIOS, PREDICTIONS)
    assert set(tallies) == {"en", "ko", "all"}
    every = tallies["all"].summary()
    assert (every["scenarios"], every["errors"]) == (5, 1)
    # retain: g1 right, g2 a false keep, g3 a miss
    assert (every["retain_precision"], every["retain_recall"], every["retain_accuracy"]) == (0.5, 0.5, 1 / 3)
    # read: all three right; route: g1 right, g2 wrong (g3 is not a read)
    assert (every["read_accuracy"], every["route_accuracy"]) == (1.0, 0.5)
    # the LDL is second (rr 1/2), the fact is not there: recall 1/2, one of the two items relevant
    assert every["retrieval_mrr"] == pytest.approx(0.5)
    assert (every["retrieval_recall_at_5"], every["retrieval_precision_at_5"]) == (0.5, 0.5)
    assert (every["depth_trends"], every["depth_kept_recall"], every["depth_pruned_presented"]) == (1.0, 0.0, 1)
    # kinds the suite has none of are absent, not 0
    assert every["record_f1"] is None and every["temporal_exact"] is None
    assert tallies["all"].latencies == [10.0, 20.0, 30.0, 40.0]
    ko = tallies["ko"].summary()
    assert (ko["scenarios"], ko["retain_recall"], ko["read_accuracy"], ko["retrieval_mrr"]) == (2, 0.0, 1.0, None)
    assert tallies["en"].summary()["route_accuracy"] == 0.5


def test_rejected_records_are_counted_by_code_history_turns_included() -> None:
    scenarios = [{"id": "s1", "kind": "storage", "lang": "en", "expect": {"retain": True, "records": []}},
                 {"id": "u1", "kind": "understanding", "lang": "ko", "expect": {}}]
    predictions: dict[str, dict[str, Any]] = {
        "s1": {"retain": True, "records": [], "rejections": [{"code": "out_of_bounds"}]},
        "u1": {"history_rejections": [{"code": "out_of_bounds"}, {"code": "dated_after_said_at"}]},
    }
    tallies = tally(scenarios, predictions)
    every = tallies["all"].summary()
    assert (every["rejected_records"], every["rejected_out_of_bounds"], every["rejected_dated_after_said_at"]) == (
        3, 2, 1)
    assert tallies["en"].summary()["rejected_records"] == 1 and tallies["ko"].summary()["rejected_records"] == 2
    assert tally(SCENARIOS, PREDICTIONS)["all"].summary()["rejected_records"] == 0


def test_retrieval_figures_under_both_scorers_the_flag_choosing_the_headline() -> None:
    """A ranked record beyond the format that quotes the sentence asked counts under the format scorer and not
    under the stored one (before session 64); both are reported whichever heads the figures."""
    scenarios = [{"id": "q1", "kind": "retrieval", "lang": "en",
                  "expect": {"relevant": [{"fact_contains": "allegra at the ent"}]}}]
    preds = {"q1": {"ranked": [
        {"kind": "record", "coordinate": "test:ldl_cholesterol", "text": "LDL 96"},
        {"kind": "record", "coordinate": "drug:fexofenadine", "text": "Fexofenadine", "quote": "Allegra at the ENT"}]}}
    new = tally(scenarios, preds)["all"].summary()
    assert (new["retrieval_mrr"], new["retrieval_mrr_format"], new["retrieval_mrr_stored"]) == (0.5, 0.5, 0.0)
    old = tally(scenarios, preds, "stored")["all"].summary()
    assert (old["retrieval_mrr"], old["retrieval_mrr_format"], old["retrieval_mrr_stored"]) == (0.0, 0.5, 0.0)
    assert old["retrieval_recall_at_5_format"] == 1.0 and old["retrieval_recall_at_5_stored"] == 0.0
    with pytest.raises(ValueError):
        tally(scenarios, preds, "loose")
