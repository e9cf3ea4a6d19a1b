"""The only field that recommends: declared rules, each with an id, in priority order (pure).

A rule names terms only on purpose (`Sentence.names`), never a dose, and the guard in `compose` drops any
sentence that names an allergen, a drug of an allergen's class or of a class a constraint forbids.
"""

from __future__ import annotations

from pia_graph.hu2 import habit_change
from pia_graph.hu2.constraints import Allergy, Constraint
from pia_graph.hu2.facts_view import MEASURED, active_regimens, current, latest, series
from pia_graph.hu2.models import Hu2Inputs, Sentence
from pia_graph.hu2.wording import Words

_ABNORMAL = ("high", "low", "critical", "borderline")


def recommendation(
    inputs: Hu2Inputs, w: Words, allergy_list: list[Allergy], constraint_list: list[Constraint]
) -> list[Sentence]:
    out: list[Sentence] = []
    active = {r.coordinate: r for r in active_regimens(inputs)}
    # "take it as prescribed" only for a drug on an active regimen: a missed dose of anything else (an as-needed
    # painkiller, a drug the user gave up after a reaction) is no prescription to keep to
    missed = [r for r in inputs.records
              if r.type == "medication_intake" and r.status == "missed" and r.coordinate in active]
    for coord in dict.fromkeys(r.coordinate for r in missed):
        recs = [r for r in missed if r.coordinate == coord]
        cites = [r.record_id for r in recs] + [active[coord].record_id]
        name = w.name(coord)
        text = (f"{name}: 처방대로 거르지 말고 복용하고, 바꾸고 싶으면 먼저 처방의와 상의하세요." if w.ko
                else f"Take {name} as prescribed without skipping, and talk to the prescriber before changing it.")
        out.append(Sentence(text=text, cites=cites, rule="rec.adherence", names=[coord]))
    if constraint_list:
        c = constraint_list[0]
        cites = [i for x in constraint_list for i in x.cites][:6]
        text = ("진통제 등 일반의약품을 새로 먹기 전에는 의사나 약사에게 먼저 확인하세요"
                "(기록된 질환·상태 때문)." if w.ko
                else "Check with a doctor or pharmacist before taking any new over-the-counter painkiller, "
                     "given the recorded conditions.")
        out.append(Sentence(text=text, cites=cites, rule=f"rec.constraint.{c.rule_id}"))
    measured = series(inputs, MEASURED)
    flagged = [(k, latest(v)) for k, v in measured.items() if latest(v).band_flag in _ABNORMAL]
    flagged.sort(key=lambda kv: (kv[1].band_flag != "high", kv[1].band_flag != "critical"))
    if flagged:
        picked = flagged[:2]
        names = w.join([w.name(k) for k, _ in picked])
        text = (f"{names} 수치가 기준 범위를 벗어나 있으니 다음 진료 때 재검과 관리 계획을 의논하세요." if w.ko
                else f"Ask the doctor about rechecking {names}, which were outside the reference range at the last "
                     "reading, and about the plan for them.")
        out.append(Sentence(text=text, cites=[r.record_id for _, r in picked], rule="rec.recheck",
                            names=[k for k, _ in picked]))
    goals = current(inputs, "goal")
    exercise = series(inputs, ("exercise",))
    if exercise:
        coord, recs = max(exercise.items(), key=lambda kv: len(kv[1]))
        aim = "목표를 향해 " if goals else ""
        text = (f"{aim}{w.name(coord)}처럼 꾸준히 하고 있는 운동을 계속 이어가세요." if w.ko
                else f"Keep up {w.name(coord)}, the exercise they already keep doing"
                     + (", toward the stated goal." if goals else "."))
        out.append(Sentence(text=text, cites=[r.record_id for r in recs[-2:]] + [g.record_id for g in goals[:1]],
                            rule="rec.keep_exercise", names=[coord]))
    habits = {r.coordinate: r for r in current(inputs, "baseline_habit")}
    alcohol = [r for recs in series(inputs, ("substance_use",)).values() for r in recs
               if r.coordinate == "substance:alcohol"]
    giving_up = {c.rule.habit: c for c in habit_change.changes(inputs, w.dictionary)}
    out += [habit_change.keep_sentence(c, w) for c in giving_up.values()]
    if "profile:alcohol" in giving_up:
        alcohol = []
        habits.pop("profile:alcohol", None)
    if "profile:smoking" in giving_up:
        habits.pop("profile:smoking", None)
    if alcohol or str(getattr(habits.get("profile:alcohol"), "value", "")) in ("regular", "occasional"):
        cites = [r.record_id for r in alcohol[-2:]] + (
            [habits["profile:alcohol"].record_id] if "profile:alcohol" in habits else [])
        text = ("술은 지금보다 더 줄이는 쪽으로 유지하세요." if w.ko else "Keep alcohol low and keep cutting back.")
        out.append(Sentence(text=text, cites=cites, rule="rec.alcohol"))
    smoking = habits.get("profile:smoking")
    if smoking is not None and str(smoking.value) in ("former", "current"):
        text = (("금연을 계속 유지하세요." if w.ko else "Stay smoke-free.") if smoking.value == "former" else
                ("금연 지원 방법을 의사와 상의하세요." if w.ko else "Ask the doctor about support to quit smoking."))
        out.append(Sentence(text=text, cites=[smoking.record_id], rule="rec.smoking"))
    if allergy_list:
        text = ("새 약을 처방받거나 살 때마다 기록된 알레르기를 의사와 약사에게 알리세요." if w.ko
                else "Mention the recorded allergies to every prescriber and pharmacist before any new medicine.")
        out.append(Sentence(text=text, cites=[c for a in allergy_list for c in a.cites][:4], rule="rec.allergy"))
    symptoms = [r for r in current(inputs, "symptom")
                if isinstance(r.value, float | int) and r.value >= 6 and r.day is not None
                and (inputs.as_of - r.day).days <= 60]
    if symptoms:
        s = max(symptoms, key=lambda r: r.value if isinstance(r.value, float | int) else 0)
        text = (f"{w.name(s.coordinate)} 증상이 계속되면 진료 때 꼭 이야기하세요." if w.ko
                else f"Bring up the {w.name(s.coordinate)} with the doctor if it continues.")
        out.append(Sentence(text=text, cites=[s.record_id], rule="rec.symptom", names=[s.coordinate]))
    return out
