"""Exposure episodes: missed-dose spells, implied regimens, stops, recurring records and levels."""

from __future__ import annotations

import dataclasses

from pia_graph.causal.candidates import mark_recurring
from pia_graph.causal.exposure import exposure
from pia_graph.causal.params import CausalParams
from tests.unit.causal.conftest import day, rec

TODAY = day(6, 30)


def test_missed_weeks_close_together_are_one_spell(params: CausalParams) -> None:
    misses = [rec("drug:losartan", day(2, 10), status="missed"), rec("drug:losartan", day(3, 2), status="missed")]
    (spell,) = exposure(misses, "missed", params, TODAY).episodes
    assert spell.start == day(2, 9) and spell.end == day(3, 8) and spell.sustained


def test_missed_doses_imply_a_regimen_taken_before_them(params: CausalParams) -> None:
    misses = [rec("drug:levothyroxine", day(1, 28), status="missed")]
    found = exposure(misses, "taken", params, TODAY, origin=day(1, 6))
    assert found.episodes and found.episodes[0].start < day(1, 6)
    assert found.removed == [(day(1, 26), day(2, 1))]


def test_one_dose_taken_implies_no_regimen(params: CausalParams) -> None:
    found = exposure([rec("drug:acetaminophen", day(2, 10), status="taken")], "taken", params, TODAY)
    assert [(e.start, e.end, e.sustained) for e in found.episodes] == [(day(2, 10), day(2, 10), False)]


def test_a_stopped_regimen_is_a_stop_from_then_on(params: CausalParams) -> None:
    stop = rec("drug:atorvastatin", day(1, 21), type="medication_regimen", status="stopped", end=day(1, 21))
    (ep,) = exposure([stop], "stopped", params, TODAY).episodes
    assert (ep.start, ep.end) == (day(1, 21), TODAY)


def test_a_negated_record_after_drinking_is_a_stop(params: CausalParams) -> None:
    drinks = [rec("substance:alcohol", day(1, 10), drinks=6),
              rec("substance:alcohol", day(2, 1), negated=True)]
    found = exposure(drinks, "heavy", params, TODAY)
    assert found.episodes[0].end == day(2, 1) and found.removed == [(day(2, 1), TODAY)]


def test_a_recurring_record_holds_and_a_one_off_does_not(params: CausalParams) -> None:
    once = rec("meal:late_night_eating", day(5, 10), text="ramen at midnight")
    often = rec("meal:late_night_eating", day(5, 10), text="dinner at 11:30pm most nights")
    (marked_once, marked_often) = mark_recurring([once, often], params)
    assert not marked_once.recurring and marked_often.recurring
    (ep_once,) = exposure([marked_once], "", params, TODAY).episodes
    (ep_often,) = exposure([marked_often], "", params, TODAY).episodes
    assert ep_once.one_day and ep_often.end > day(6, 1)


def test_a_stress_level_holds_until_the_next_report(params: CausalParams) -> None:
    levels = [rec("mood:stress", day(2, 1), 8), rec("mood:stress", day(2, 10), 3)]
    (ep,) = exposure(levels, "high", params, TODAY).episodes
    assert (ep.start, ep.end) == (day(2, 1), day(2, 9))


def test_again_makes_a_symptom_report_a_new_attack(params: CausalParams) -> None:
    first = dataclasses.replace(rec("symptom:migraine", day(3, 20), 7), turn_id="t1")
    again = dataclasses.replace(rec("symptom:migraine", day(4, 5), 7), turn_id="t2")
    marked = mark_recurring([first, again], params, {"t1": "migraine 7/10", "t2": "migraine again 7/10"})
    assert [r.new_episode for r in marked] == [False, True]
