"""The trajectory field: goals and how far the user is toward them, trends and likely drivers from depth 3, or
(without depth 3) where repeated measurements went, each sentence with the ids it rests on (pure)."""

from __future__ import annotations

from pia_graph.hu2.facts_view import MEASURED, current, day_key, goal_facts, latest, series
from pia_graph.hu2.models import EvidenceRecord, Hu2Inputs, Sentence
from pia_graph.hu2.wording import Words, quote


def trajectory_goal(inputs: Hu2Inputs, w: Words) -> list[Sentence]:
    out: list[Sentence] = []
    measured = series(inputs, MEASURED)
    for goal in current(inputs, "goal"):
        target = w.value(goal)
        name = w.name(goal.coordinate)
        track = _tracked(goal, measured)
        if track:
            last, first = latest(track), track[0]
            moving = _toward(goal, first, last)
            if w.ko:
                text = f"목표: {name} {target}. 최근 {w.name(last.coordinate)} {w.value(last)}"
                text += f"(이전 {w.value(first)}), 목표 쪽으로 가는 중." if moving else (
                    f"(이전 {w.value(first)})." if moving is False else ".")
            else:
                text = f"Goal: {name} {target}; latest {w.name(last.coordinate)} {w.value(last)}"
                text += f" (from {w.value(first)}), moving toward it." if moving else (
                    f" (from {w.value(first)})." if moving is False else ".")
            cites = [goal.record_id, last.record_id, first.record_id]
            out.append(Sentence(text=text, cites=cites, rule="goal.tracked"))
        elif target:
            text = f"목표: {name} {target}." if w.ko else f"Goal: {name} {target}."
            out.append(Sentence(text=text, cites=[goal.record_id], rule="goal"))
        else:  # a goal without a number ("sub-2h half marathon in october"): in the user's words
            said = quote(goal.span or goal.turn_text)
            text = f"목표({name}): {said}." if w.ko else f"Goal ({name}): {said}."
            out.append(Sentence(text=text, cites=[goal.record_id], rule="goal.said"))
    goal_turns = {g.turn_text for g in current(inputs, "goal")}
    for f in goal_facts(inputs)[:2]:
        if f.turn_text in goal_turns:
            continue
        text = f"본인이 밝힌 목표: {quote(f.text)}." if w.ko else f"Stated aim: {quote(f.text)}."
        out.append(Sentence(text=text, cites=[f.fact_id], rule="goal.statement"))
    if inputs.depth3 is None or not inputs.depth3.trends:
        out.extend(_courses(inputs, w, measured))
    if inputs.depth3 is not None:
        # Depth 3 may rest on records HU2 does not read (superseded ones): cite only what the guards can check.
        known = {r.record_id for r in inputs.records} | {f.fact_id for f in inputs.facts}
        for t in inputs.depth3.trends[:3]:
            direction = {"up": ("rising", "상승"), "down": ("falling", "하락"), "flat": ("stable", "안정")}[t.direction]
            text = (f"{w.name(t.coordinate)} 추세: {direction[1]}." if w.ko
                    else f"{w.cap(w.name(t.coordinate))} is {direction[0]} over time.")
            if cites := [c for c in t.record_ids if c in known]:
                out.append(Sentence(text=text, cites=cites, rule=f"goal.trend.{t.method}"))
        # a drug the user reacted to is forbidden (medical_constraints), never named as what drives a measure
        allergens = {a.coordinate for a in current(inputs, "allergy")}
        for c in [c for c in inputs.depth3.causal if c.cause not in allergens][:2]:
            text = (f"관련 요인: {w.name(c.cause)} → {w.name(c.effect)}." if w.ko
                    else f"A likely driver: {w.name(c.cause)} affecting {w.name(c.effect)}.")
            if cites := [e for e in c.evidence if e in known]:
                out.append(Sentence(text=text, cites=cites, rule=f"goal.causal.{c.rule}"))
    return out


def _courses(inputs: Hu2Inputs, w: Words, measured: dict[str, list[EvidenceRecord]]) -> list[Sentence]:
    """Where repeated measurements went, first to latest, abnormal first: the trajectory without depth 3."""
    rows = []
    for coord, recs in measured.items():
        first, last = recs[0], latest(recs)
        if len(recs) < 2 or coord == "vital:diastolic_bp" or not isinstance(first.value, float | int):
            continue
        if not isinstance(last.value, float | int) or first.value == last.value or first.day == last.day:
            continue
        since = w.when(first.day, inputs.as_of)
        up = last.value > first.value
        if w.ko:
            text = (f"{w.name(coord)}: {w.value(first)} → {w.value(last)}"
                    + (f"({since} 첫 측정 이후 {'상승' if up else '하락'})" if since else "") + ".")
        else:
            text = (f"{w.cap(w.name(coord))} went {'up' if up else 'down'} from {w.value(first)} to {w.value(last)}"
                    + (f" (first reading {since})" if since else "") + ".")
        abnormal = 0 if last.band_flag in ("high", "low", "critical", "borderline") else 1
        rows.append((abnormal, -len(recs), Sentence(text=text, cites=[first.record_id, last.record_id],
                                                   rule="goal.course")))
    rows.sort(key=lambda r: (r[0], r[1]))
    return [s for _, _, s in rows[:4]]


def _tracked(goal: EvidenceRecord, measured: dict[str, list[EvidenceRecord]]) -> list[EvidenceRecord]:
    """The measured series a goal is about: the same canonical unit, preferring a key sharing the goal's name."""
    if not goal.unit:
        return []
    same = {k: v for k, v in measured.items() if v and v[0].unit == goal.unit}
    if not same:
        return []
    stem = goal.coordinate.split(":", 1)[-1]
    named = [k for k in same if stem in k]
    key = named[0] if named else max(same, key=lambda k: day_key(latest(same[k])))
    return same[key]


def _toward(goal: EvidenceRecord, first: EvidenceRecord, last: EvidenceRecord) -> bool | None:
    g, a, b = goal.value, first.value, last.value
    if not all(isinstance(x, float | int) for x in (g, a, b)) or a == b:
        return None
    assert isinstance(g, float | int) and isinstance(a, float | int) and isinstance(b, float | int)
    return abs(b - g) < abs(a - g)
