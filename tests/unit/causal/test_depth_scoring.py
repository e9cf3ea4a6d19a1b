"""The depth kind's scoring (pure): trends with their direction, kept links presented, pruned ones not."""

from __future__ import annotations

from pia_graph.evaluation.depth_kind import score_depth


def test_scores_trends_kept_and_pruned_links() -> None:
    expect = {"trends": [{"coordinate": "vital:systolic_bp", "direction": "up"},
                         {"coordinate": "body:weight", "direction": "down"}],
              "causal_kept": [["drug:amlodipine", "vital:systolic_bp"], ["mood:stress", "vital:systolic_bp"]],
              "causal_pruned": [["profile:blood_type", "vital:systolic_bp"]]}
    pred = {"trends": [{"coordinate": "vital:systolic_bp", "direction": "up"},
                       {"coordinate": "body:weight", "direction": "flat"}],
            "causal": [["drug:amlodipine", "vital:systolic_bp"], ["profile:blood_type", "vital:systolic_bp"]]}
    s = score_depth(expect, pred)
    assert (s.trends.hits, s.trends.total) == (1, 2)
    assert (s.kept.hits, s.kept.total) == (1, 2)
    assert (s.pruned.hits, s.pruned.total) == (1, 1)
