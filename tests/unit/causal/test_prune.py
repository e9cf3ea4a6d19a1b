"""Every pruning rule with a case it prunes and a case it lets through."""

from __future__ import annotations

import datetime as dt

from pia_graph.causal.candidates import find_statements, generate
from pia_graph.causal.model import CausalRecord, Decision, PruneReason, PruneStats, Source, Statement
from pia_graph.causal.params import CausalParams
from pia_graph.causal.prune import prune, reduce_transitive
from tests.unit.causal.conftest import day, rec

TODAY = day(6, 30)


def decide_pair(params: CausalParams, records: list[CausalRecord], cause: str, effect: str,
                statements: list[Statement] | None = None) -> Decision:
    decisions = prune(generate(records, statements or [], params), params, TODAY)
    found = [d for d in decisions if (d.cause, d.effect) == (cause, effect)]
    assert found, f"no candidate {cause} → {effect}; got {[(d.cause, d.effect) for d in decisions]}"
    return found[0]


def bp(*pairs: tuple[dt.date, float]) -> list[CausalRecord]:
    return [rec("vital:systolic_bp", d, v) for d, v in pairs]


BP_RISING = bp((day(1, 12), 128), (day(1, 26), 130), (day(2, 9), 129), (day(3, 9), 140), (day(3, 23), 143),
               (day(4, 8), 146))


def test_static_attribute_is_pruned(params: CausalParams) -> None:
    d = decide_pair(params, [rec("profile:blood_type", day(3, 1), type="blood_type", text="B+"), *BP_RISING],
                    "profile:blood_type", "vital:systolic_bp")
    assert not d.kept and d.reason is PruneReason.STATIC_ATTRIBUTE


def test_a_changing_exposure_is_not_a_static_attribute(params: CausalParams) -> None:
    misses = [rec("drug:amlodipine", day(3, n), status="missed") for n in (3, 5, 20)]
    d = decide_pair(params, [*misses, *BP_RISING], "drug:amlodipine", "vital:systolic_bp")
    assert d.reason is not PruneReason.STATIC_ATTRIBUTE and d.kept


def test_negated_cause_is_pruned(params: CausalParams) -> None:
    ggt = [rec("test:ggt", day(1, 5), 40), rec("test:ggt", day(2, 20), 80)]
    drinks = [rec("substance:alcohol", day(2, 10), negated=True, drinks=5)]
    d = decide_pair(params, [*drinks, *ggt], "substance:alcohol", "test:ggt")
    assert not d.kept and d.reason is PruneReason.NEGATED_OR_SUPERSEDED


def test_a_usable_cause_record_is_not_negated(params: CausalParams) -> None:
    ggt = [rec("test:ggt", day(1, 5), 40), rec("test:ggt", day(2, 20), 80)]
    drinks = [rec("substance:alcohol", day(2, 10), negated=True, drinks=5),
              rec("substance:alcohol", day(2, 12), drinks=6)]
    d = decide_pair(params, [*drinks, *ggt], "substance:alcohol", "test:ggt")
    assert d.kept and d.reason is None


def test_co_occurrence_without_mechanism_is_pruned(params: CausalParams) -> None:
    d = decide_pair(params, [rec("vaccine:influenza", day(2, 20)), *BP_RISING], "vaccine:influenza",
                    "vital:systolic_bp")
    assert not d.kept and d.reason is PruneReason.NO_MECHANISM and d.sources == ("co_occurrence",)


def test_a_statement_of_the_user_stands_without_mechanism(params: CausalParams) -> None:
    stress = rec("drug:prednisolone", day(3, 1), status="taken")
    statement = Statement("f1", "t1", day(3, 30), "the prednisolone is pushing my BP up", "pushing",
                          ("drug:prednisolone", "vital:systolic_bp"))
    d = decide_pair(params, [stress, *BP_RISING], "drug:prednisolone", "vital:systolic_bp", [statement])
    assert d.kept and d.rule == "statement" and "f1" in d.evidence


def test_a_single_dose_for_a_slow_mechanism_is_a_one_off(params: CausalParams) -> None:
    d = decide_pair(params, [rec("drug:ibuprofen", day(3, 1), status="taken"), *BP_RISING], "drug:ibuprofen",
                    "vital:systolic_bp")
    assert not d.kept and d.reason is PruneReason.ONE_OFF_NO_EXPOSURE


def test_a_regimen_is_sustained_exposure(params: CausalParams) -> None:
    regimen = rec("drug:ibuprofen", day(2, 25), type="medication_regimen", status="active", start=day(2, 25))
    d = decide_pair(params, [regimen, *BP_RISING], "drug:ibuprofen", "vital:systolic_bp")
    assert d.reason is not PruneReason.ONE_OFF_NO_EXPOSURE and d.kept


def _muscle(onset: dt.date) -> list[CausalRecord]:
    return [rec("symptom:muscle_pain", onset, status="active"),
            rec("symptom:muscle_pain", onset + dt.timedelta(days=18), status="active")]


def test_a_symptom_that_began_before_the_drug_is_cause_after_effect(params: CausalParams) -> None:
    statin = rec("drug:atorvastatin", day(2, 2), type="medication_regimen", status="active", start=day(2, 2))
    d = decide_pair(params, [statin, *_muscle(day(1, 22))], "drug:atorvastatin", "symptom:muscle_pain")
    assert not d.kept and d.reason is PruneReason.CAUSE_AFTER_EFFECT


def test_a_symptom_that_began_on_the_drug_is_kept(params: CausalParams) -> None:
    statin = rec("drug:atorvastatin", day(2, 2), type="medication_regimen", status="active", start=day(2, 2))
    d = decide_pair(params, [statin, *_muscle(day(2, 20))], "drug:atorvastatin", "symptom:muscle_pain")
    assert d.kept and d.lag_days == 18


def test_an_effect_outside_the_lag_window_is_pruned(params: CausalParams) -> None:
    drinks = rec("substance:alcohol", day(1, 1), drinks=6)
    d = decide_pair(params, [drinks, rec("symptom:headache", day(1, 27), status="active")], "substance:alcohol",
                    "symptom:headache")
    assert not d.kept and d.reason is PruneReason.LAG_OUTSIDE_WINDOW


def test_an_effect_inside_the_lag_window_is_kept(params: CausalParams) -> None:
    drinks = rec("substance:alcohol", day(1, 1), drinks=6)
    d = decide_pair(params, [drinks, rec("symptom:headache", day(1, 2), status="active")], "substance:alcohol",
                    "symptom:headache")
    assert d.kept and d.rule == "mechanism"


def _regimen() -> CausalRecord:
    return rec("drug:amlodipine", day(1, 6), type="medication_regimen", status="active", start=day(1, 6))


def test_bp_rising_on_a_lowering_drug_contradicts_the_mechanism(params: CausalParams) -> None:
    d = decide_pair(params, [_regimen(), *BP_RISING], "drug:amlodipine", "vital:systolic_bp")
    assert not d.kept and d.reason is PruneReason.DIRECTION_CONTRADICTS


def test_bp_falling_on_a_lowering_drug_is_kept(params: CausalParams) -> None:
    falling = bp((day(1, 2), 150), (day(1, 20), 141), (day(2, 9), 134), (day(3, 9), 130))
    d = decide_pair(params, [_regimen(), *falling], "drug:amlodipine", "vital:systolic_bp")
    assert d.kept and d.direction == "down"


def test_a_change_within_the_noise_is_no_effect_change(params: CausalParams) -> None:
    flat = bp((day(1, 2), 131), (day(1, 20), 129), (day(2, 9), 130), (day(3, 9), 131))
    d = decide_pair(params, [_regimen(), *flat], "drug:amlodipine", "vital:systolic_bp")
    assert not d.kept and d.reason is PruneReason.NO_EFFECT_CHANGE


def _kept(cause: str, effect: str, stated: bool = False) -> Decision:
    sources = ("mechanism", "statement") if stated else ("mechanism",)
    return Decision(cause, effect, kept=True, rule="mechanism", sources=sources, confidence=0.75)


def test_a_link_explained_through_another_is_transitively_redundant() -> None:
    out = reduce_transitive([_kept("mood:stress", "sleep:night"), _kept("sleep:night", "symptom:headache"),
                             _kept("mood:stress", "symptom:headache")])
    direct = next(d for d in out if (d.cause, d.effect) == ("mood:stress", "symptom:headache"))
    assert not direct.kept and direct.reason is PruneReason.TRANSITIVELY_REDUNDANT
    assert sum(d.kept for d in out) == 2


def test_a_stated_direct_link_is_not_redundant() -> None:
    out = reduce_transitive([_kept("mood:stress", "sleep:night"), _kept("sleep:night", "symptom:headache"),
                             _kept("mood:stress", "symptom:headache", stated=True)])
    assert all(d.kept for d in out)


def test_statements_need_a_cue_and_two_terms(params: CausalParams) -> None:
    facts = [
        {"fact_id": "f1", "turn_id": "t1", "day": day(2, 5), "text": "Headaches come the day after I sleep badly",
         "terms": ["symptom:headache", "sleep:night"]},
        {"fact_id": "f2", "turn_id": "t2", "day": day(2, 6), "text": "Headache again", "terms": ["symptom:headache"]},
        {"fact_id": "f3", "turn_id": "t3", "day": day(7, 6), "text": "Doc says it's the alcohol",
         "terms": ["substance:alcohol"]},
    ]
    found = find_statements(facts, {"t3": ["test:ggt"]}, params)
    assert [(s.fact_id, s.terms) for s in found] == [
        ("f1", ("sleep:night", "symptom:headache")), ("f3", ("substance:alcohol", "test:ggt"))]


def test_stats_count_kept_and_pruned_by_reason(params: CausalParams) -> None:
    records = [rec("profile:height", day(3, 1), 178, type="height"), rec("vaccine:influenza", day(3, 2)),
               *[rec("drug:amlodipine", day(3, n), status="missed") for n in (3, 5, 20)], *BP_RISING]
    decisions = prune(generate(records, [], params), params, TODAY)
    stats = PruneStats.of(decisions)
    assert stats.candidates == len(decisions) == stats.kept + stats.pruned_total
    assert stats.pruned["static_attribute"] == 1 and stats.pruned["no_mechanism"] >= 1
    assert stats.by_source[Source.CO_OCCURRENCE.value] >= 2
    assert abs(sum(stats.share_pruned().values()) - stats.pruned_total / stats.candidates) < 1e-9


def test_a_retracted_regimen_is_no_cause(params: CausalParams) -> None:
    """A superseded regimen (a dose changed) was still taken; one retracted as someone else's never was."""
    import dataclasses

    changed = rec("drug:amlodipine", day(1, 1), type="medication_regimen", superseded=True)
    assert changed.usable
    assert not dataclasses.replace(changed, retracted=True).usable
    props = {"record_id": "r_x", "coordinate": "drug:amlodipine", "type": "medication_regimen", "date": "2026-01-01",
             "superseded_by": "t_reply", "retracted_by": "t_reply"}
    assert not CausalRecord.from_props(props).usable
