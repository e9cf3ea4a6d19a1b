"""Trends along a chain: Theil–Sen slope against the coordinate's minimal change; adherence per week."""

from __future__ import annotations

from pia_graph.causal.params import CausalParams
from pia_graph.causal.trends import adherence, band_transitions, theil_sen, trend, trends
from tests.unit.causal.conftest import day, rec


def test_theil_sen_ignores_one_outlier() -> None:
    points = [(0.0, 100.0), (10.0, 101.0), (20.0, 102.0), (30.0, 300.0), (40.0, 104.0)]
    assert theil_sen(points) == 0.1
    assert theil_sen([(1.0, 5.0)]) is None


def test_a_rise_beyond_the_minimal_change_is_up(params: CausalParams) -> None:
    recs = [rec("vital:systolic_bp", day(1, d), v) for d, v in ((5, 126), (12, 130), (19, 134), (26, 141))]
    found = trend("vital:systolic_bp", recs, params)
    assert found is not None and found.direction == "up" and found.n == 4
    assert found.change is not None and found.change >= 5


def test_a_change_within_the_noise_is_flat(params: CausalParams) -> None:
    recs = [rec("vital:systolic_bp", day(1, d), v) for d, v in ((5, 128), (12, 131), (19, 127), (26, 130))]
    found = trend("vital:systolic_bp", recs, params)
    assert found is not None and found.direction == "flat"


def test_sleep_uses_minutes_and_falls(params: CausalParams) -> None:
    recs = [rec("sleep:night", day(2, d), None, duration_min=m) for d, m in ((1, 480), (5, 420), (9, 330), (14, 270))]
    found = trend("sleep:night", recs, params)
    assert found is not None and found.direction == "down"


def test_negated_superseded_and_single_readings_make_no_trend(params: CausalParams) -> None:
    recs = [rec("body:weight", day(1, 1), 80), rec("body:weight", day(2, 1), 70, superseded=True),
            rec("body:weight", day(3, 1), 60, negated=True)]
    assert trend("body:weight", recs, params) is None
    assert "body:weight" not in trends(recs, params)


def test_band_transitions_are_listed_in_order() -> None:
    recs = [rec("vital:systolic_bp", day(1, 1), 118), rec("vital:systolic_bp", day(2, 1), 132),
            rec("vital:systolic_bp", day(3, 1), 145)]
    recs = [r.__class__(**{**{s: getattr(r, s) for s in r.__slots__}, "band": b})  # type: ignore[attr-defined]
            for r, b in zip(recs, ["normal (<120)", "borderline (120-139)", "high (>=140)"], strict=True)]
    assert band_transitions(recs) == ["normal → borderline on 2026-02-01", "borderline → high on 2026-03-01"]


def test_adherence_counts_missed_doses_per_week() -> None:
    recs = [rec("drug:amlodipine", day(1, 5), type="medication_regimen", status="active", start=day(1, 5)),
            rec("drug:amlodipine", day(3, 2), status="missed"), rec("drug:amlodipine", day(3, 4), status="missed"),
            rec("drug:amlodipine", day(3, 17), status="missed", quantity=2)]
    (row,) = adherence(recs, day(3, 29))
    assert row["missed"] == 4 and row["weeks_with_missed"] == 2
    assert [w["missed"] for w in row["by_week"]] == [2, 2]
    assert 0 < row["adherence"] < 1


def test_a_step_that_holds_is_a_trend(params: CausalParams) -> None:
    recs = [rec("sleep:night", day(3, d), None, duration_min=m)
            for d, m in ((2, 480), (12, 240), (19, 240), (26, 240), (30, 240))]
    found = trend("sleep:night", recs, params)
    assert found is not None and found.direction == "down" and "step" in found.text
