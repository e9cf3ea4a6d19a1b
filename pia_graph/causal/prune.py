"""Rule-based pruning of causal candidates (pure): every candidate gets a decision with its rule or its
`PruneReason`, and the run gets its stats.

Rules, tried in this order (the first that fails is the reason; all that fail are listed):
1. the cause is a static attribute (blood type, height, sex) → STATIC_ATTRIBUTE;
2. every record of the cause, or of the effect, is negated or superseded → NEGATED_OR_SUPERSEDED;
3. no dictionary mechanism and no statement of the user → NO_MECHANISM (co-occurrence alone never keeps);
4. for each mechanism cause → effect, the effect is observed under exposure (`effects.observe`); one that
   matches keeps the link. Otherwise the closest failure is the reason: the cause was never in the acting
   state or is one event for a slow mechanism (ONE_OFF_NO_EXPOSURE), the effect was there before the cause
   (CAUSE_AFTER_EFFECT), no change within the lag (LAG_OUTSIDE_WINDOW), the effect moved the other way
   (DIRECTION_CONTRADICTS), or not by the minimal change (NO_EFFECT_CHANGE). The user's statement waives
   the lag, the minimal change and a missing effect record (they saw it), never the order or the direction;
5. a kept A → C with kept A → B and B → C (B not also kept as a cause of A, and the path no slower than the
   direct effect was seen), and no statement of A → C, is TRANSITIVELY_REDUNDANT.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from pia_graph.causal.effects import Observation, Outcome, mechanism_label, observe
from pia_graph.causal.model import Candidate, Decision, PruneReason, Source
from pia_graph.causal.params import CausalParams

_FAILURE = {
    Outcome.NO_EXPOSURE: PruneReason.ONE_OFF_NO_EXPOSURE,
    Outcome.ONE_OFF: PruneReason.ONE_OFF_NO_EXPOSURE,
    Outcome.CAUSE_AFTER: PruneReason.CAUSE_AFTER_EFFECT,
    Outcome.LAG: PruneReason.LAG_OUTSIDE_WINDOW,
    Outcome.NO_EFFECT_RECORDS: PruneReason.LAG_OUTSIDE_WINDOW,
    Outcome.CONTRADICTS: PruneReason.DIRECTION_CONTRADICTS,
    Outcome.NO_CHANGE: PruneReason.NO_EFFECT_CHANGE,
}
# Which failure says most about a pair when none of its mechanisms matches (closest to a match first).
_CLOSENESS = [Outcome.CONTRADICTS, Outcome.NO_CHANGE, Outcome.CAUSE_AFTER, Outcome.LAG, Outcome.NO_EFFECT_RECORDS,
              Outcome.ONE_OFF, Outcome.NO_EXPOSURE]
_STATEMENT_WAIVES = {Outcome.LAG, Outcome.NO_CHANGE, Outcome.NO_EFFECT_RECORDS}


def decide(candidate: Candidate, params: CausalParams, today: dt.date, origin: dt.date | None = None) -> Decision:
    """The decision about one candidate (before transitive reduction)."""
    sources = tuple(sorted(s.value for s in candidate.sources))
    stated = Source.STATEMENT in candidate.sources
    statement_ids = tuple(s.fact_id for s in candidate.statements)
    base = _Base(candidate.cause, candidate.effect, sources)
    if candidate.cause_records and all(r.type in params.names("static_types") for r in candidate.cause_records):
        return _pruned(base, PruneReason.STATIC_ATTRIBUTE, "the cause is an attribute, not a change")
    for side, recs in (("cause", candidate.cause_records), ("effect", candidate.effect_records)):
        if recs and not any(r.usable for r in recs):
            return _pruned(base, PruneReason.NEGATED_OR_SUPERSEDED,
                           f"every record of the {side} is negated or superseded")
    mechanisms = [m for m in params.mechanisms if m.cause == candidate.cause and m.effect == candidate.effect]
    if not mechanisms:
        if not stated:
            return _pruned(base, PruneReason.NO_MECHANISM,
                           f"co-occurred {candidate.co_occurrences} times; no mechanism")
        return _statement_only(candidate, base, statement_ids, today)
    observations = [observe(m, candidate.cause_records, candidate.effect_records, params, today, origin)
                    for m in mechanisms]
    match = next((o for o in observations if o.outcome is Outcome.MATCH), None)
    if match is not None:
        confidence = 0.9 if stated else 0.75
        rule = "mechanism+statement" if stated else "mechanism"
        return _kept(base, rule, match, confidence, statement_ids)
    closest = min(observations, key=lambda o: _CLOSENESS.index(o.outcome))
    waivable = [o for o in observations if o.outcome in _STATEMENT_WAIVES]
    if stated and waivable and closest.outcome not in (Outcome.CONTRADICTS, Outcome.CAUSE_AFTER):
        return _kept(base, "statement+mechanism", waivable[0], 0.6, statement_ids)
    ordered = sorted(observations, key=lambda o: _CLOSENESS.index(o.outcome))
    reasons = tuple(dict.fromkeys(_FAILURE[o.outcome] for o in ordered))
    return Decision(base.cause, base.effect, kept=False, sources=base.sources, rule=reasons[0].value,
                    reason=reasons[0], reasons=reasons,
                    mechanism=mechanism_label(closest.mechanism), direction=closest.mechanism.direction,
                    lag_days=closest.lag_days, evidence=closest.cause_ids[-5:] + closest.effect_ids[-5:],
                    detail=closest.detail)


@dataclass(frozen=True, slots=True)
class _Base:
    cause: str
    effect: str
    sources: tuple[str, ...]


def _pruned(base: _Base, reason: PruneReason, detail: str) -> Decision:
    return Decision(base.cause, base.effect, kept=False, sources=base.sources, rule=reason.value, reason=reason,
                    reasons=(reason,), detail=detail)


def _kept(base: _Base, rule: str, o: Observation, confidence: float,
          statement_ids: tuple[str, ...]) -> Decision:
    confidence = min(0.95, confidence + (0.05 if o.exposures >= 2 else 0.0))
    cause_ids, effect_ids = o.cause_ids[-5:], o.effect_ids[-5:]
    return Decision(
        base.cause, base.effect, kept=True, sources=base.sources, rule=rule, mechanism=mechanism_label(o.mechanism),
        direction=o.mechanism.direction,
        lag_days=o.lag_days, confidence=round(confidence, 2), evidence=cause_ids + effect_ids + statement_ids,
        detail=o.detail, cause_record=cause_ids[-1] if cause_ids else None,
        effect_record=effect_ids[-1] if effect_ids else (statement_ids[-1] if statement_ids else None),
    )


def _statement_only(candidate: Candidate, base: _Base, statement_ids: tuple[str, ...],
                    today: dt.date) -> Decision:
    """No mechanism, but the user said so: kept with a low confidence unless the cause came after."""
    del today
    cause = [r for r in candidate.cause_records if r.usable]
    effect = [r for r in candidate.effect_records if r.usable]
    if cause and effect and min(r.day for r in cause) > max(r.day for r in effect):
        return _pruned(base, PruneReason.CAUSE_AFTER_EFFECT, "every record of the cause is after the effect")
    return Decision(
        base.cause, base.effect, kept=True, sources=base.sources, rule="statement", confidence=0.45,
        evidence=tuple(r.record_id for r in cause[-3:]) + tuple(r.record_id for r in effect[-3:]) + statement_ids,
        detail="; ".join(s.text for s in candidate.statements[:2]),
        cause_record=cause[-1].record_id if cause else None,
        effect_record=effect[-1].record_id if effect else (statement_ids[-1] if statement_ids else None),
    )


def reduce_transitive(decisions: list[Decision]) -> list[Decision]:
    """Prune a kept A → C that kept A → B and B → C explain, unless the user stated A → C."""
    kept = {(d.cause, d.effect) for d in decisions if d.kept}
    lags = {(d.cause, d.effect): d.lag_days for d in decisions if d.kept}
    out = []
    for d in decisions:
        if d.kept and Source.STATEMENT.value not in d.sources:
            via = sorted(b for (a, b) in kept if a == d.cause and b != d.effect and (b, d.effect) in kept
                         and (b, a) not in kept  # an intermediate in a cycle with the cause explains nothing
                         and (d.lag_days or 0) >= (lags[(a, b)] or 0) + (lags[(b, d.effect)] or 0))  # nor a slower path
            if via:
                reason = PruneReason.TRANSITIVELY_REDUNDANT
                d = Decision(
                    cause=d.cause, effect=d.effect, kept=False, rule=reason.value, reason=reason, reasons=(reason,),
                    sources=d.sources, mechanism=d.mechanism, direction=d.direction, lag_days=d.lag_days,
                    evidence=d.evidence, detail=f"explained through {via[0]}",
                )
        out.append(d)
    return out


def prune(candidates: list[Candidate], params: CausalParams, today: dt.date) -> list[Decision]:
    """Decide every candidate, then reduce transitive links."""
    origin = min((r.day for c in candidates for r in c.cause_records + c.effect_records), default=None)
    return reduce_transitive([decide(c, params, today, origin) for c in candidates])
