"""The six descriptive fields, sentence by sentence, each sentence with the ids it rests on (pure).

Sentences come in priority order; `compose` keeps as many as fit the field's length. None recommends.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from pia_graph.hu2 import caregiving, habit_change, habit_of
from pia_graph.hu2.bp_sentence import blood_pressure
from pia_graph.hu2.constraints import Allergy, Constraint
from pia_graph.hu2.facts_view import (
    MEASURED,
    active_regimens,
    current,
    day_key,
    facts_mentioning,
    latest,
    liking_facts,
    series,
)
from pia_graph.hu2.findings import finding
from pia_graph.hu2.guards import allergy_class_components, class_components, not_allergy_groups
from pia_graph.hu2.models import PROFILE_ID, EvidenceRecord, Hu2Inputs, Sentence
from pia_graph.hu2.reactions import Reaction
from pia_graph.hu2.selection import mentioned_sentence, visits
from pia_graph.hu2.wording import Words, quote
from pia_graph.ontology.drug_classes import parts as class_parts
from pia_graph.ontology.normalize import normalize_alias

_HABIT_EN = {"former": "a former {x}", "current": "a current {x}", "never": "never a {x}",
             "regular": "drinks regularly", "occasional": "drinks occasionally", "none": "does not drink"}
_HABIT_KO = {"former": "과거 {x}", "current": "현재 {x}", "never": "{x} 경험 없음", "regular": "음주 잦음",
             "occasional": "가끔 음주", "none": "음주 안 함"}
_REL_KO = {"mother": "어머니", "father": "아버지", "sister": "자매", "brother": "형제", "son": "아들", "daughter": "딸"}


def who(inputs: Hu2Inputs, w: Words, allergy_list: list[Allergy]) -> list[Sentence]:
    out: list[Sentence] = []
    conditions = current(inputs, "condition")
    sex = inputs.profile.sex
    decade = w.decade(inputs.profile.birth_date, inputs.as_of)
    cond_names = w.join([w.name(c.coordinate) for c in conditions[:5]])
    cond_ids = [c.record_id for c in conditions[:5]]
    if w.ko:
        person = " ".join(x for x in (decade, {"male": "남성", "female": "여성"}.get(sex or "", "")) if x)
        if person or cond_names:
            text = f"{person}." if person else ""
            text += f" 앓고 있는 질환: {cond_names}." if cond_names else ""
            cites = [PROFILE_ID, *cond_ids] if person else cond_ids
            out.append(Sentence(text=text.strip(), cites=cites, rule="who.person"))
    else:
        noun = {"male": "man", "female": "woman"}.get(sex or "", "person")
        pron = {"male": "his", "female": "her"}.get(sex or "", "their")
        person = f"A {noun}" + (f" in {pron} {decade}" if decade else "")
        if sex or decade or cond_names:
            text = person + (f" living with {cond_names}." if cond_names else ".")
            cites = ([PROFILE_ID] if (sex or decade) else []) + cond_ids
            out.append(Sentence(text=text, cites=cites or cond_ids, rule="who.person"))
    if out and not out[0].cites:
        out.pop()
    pregnant = [r for r in current(inputs, "pregnancy_status")]
    if pregnant:
        out.append(Sentence(text="현재 임신 중." if w.ko else "Currently pregnant.",
                            cites=[r.record_id for r in pregnant], rule="who.pregnancy"))
    regimens = active_regimens(inputs)
    if regimens:
        meds = w.join([_med(r, w, {c.coordinate for c in conditions}) for r in regimens[:6]])
        text = f"복용 중인 약: {meds}." if w.ko else f"Takes {meds}."
        out.append(Sentence(text=text, cites=[r.record_id for r in regimens[:6]], rule="who.regimens",
                            names=[r.coordinate for r in regimens[:6]]))
    mentioned = mentioned_sentence("who", inputs, w, {r.coordinate for r in regimens} | {a.key for a in allergy_list}
                                   | {c.coordinate for c in conditions})
    if mentioned is not None:
        out.append(mentioned)
    past = _past(inputs, w, {r.coordinate for r in regimens})
    if past is not None:
        out.append(past)
    shots = [latest(v) for v in series(inputs, ("vaccination",)).values() if not latest(v).negated][:5]
    if shots:
        items = [w.name(r.coordinate) + (f"({when})" if w.ko else f" ({when})") if (when := w.when(r.day, inputs.as_of))
                 else w.name(r.coordinate) for r in shots]
        text = f"예방접종: {', '.join(items)}." if w.ko else f"Vaccines on record: {w.join(items)}."
        out.append(Sentence(text=text, cites=[r.record_id for r in shots], rule="who.vaccinations"))
    habits = current(inputs, "baseline_habit")
    if habits:
        parts = [_habit(r, w) for r in habits]
        text = ("생활 습관: " + ", ".join(parts) + ".") if w.ko else f"{w.cap(w.join(parts))}."
        out.append(Sentence(text=text, cites=[r.record_id for r in habits], rule="who.habits"))
    family = series(inputs, ("family_history",))
    if family:
        recs = [latest(v) for v in family.values()][:4]
        if w.ko:
            text = "가족력: " + ", ".join(
                f"{_REL_KO.get(r.relation or '', '가족')} {w.name(r.coordinate)}" for r in recs) + "."
        else:
            items = [f"{w.name(r.coordinate)} ({r.relation or 'relative'})" for r in recs]
            text = "Family history: " + w.join(items) + "."
        out.append(Sentence(text=text, cites=[r.record_id for r in recs], rule="who.family"))
    if allergy_list:
        names = w.join([w.name(a.key) for a in allergy_list])
        text = f"알레르기: {names}." if w.ko else f"Allergic to {names}."
        out.append(Sentence(text=text, cites=[c for a in allergy_list for c in a.cites], rule="who.allergies"))
    cares = caregiving.sentence(inputs, w)
    if cares is not None:
        out.append(cares)
    return out


def _past(inputs: Hu2Inputs, w: Words, active: set[str]) -> Sentence | None:
    """Operations they had and medicines they stopped (newest first): history the other sentences leave out."""
    ops = [latest(v) for v in series(inputs, ("surgery",)).values()]
    stopped = [r for v in series(inputs, ("medication_regimen",)).values()
               if (r := latest(v)).status == "stopped" and r.coordinate not in active]
    if not ops and not stopped:
        return None

    def when(r: EvidenceRecord) -> str:
        said = w.when(r.day, inputs.as_of)
        return (f"({said})" if w.ko else f" ({said})") if said else ""

    parts = []
    if ops:
        items = [w.name(r.coordinate) + when(r) for r in ops[:4]]
        parts.append(f"수술·시술: {', '.join(items)}" if w.ko else f"Past procedures: {w.join(items)}")
    if stopped:
        items = [w.name(r.coordinate) for r in stopped[:4]]
        parts.append(f"중단한 약: {', '.join(items)}" if w.ko else f"stopped {w.join(items)}")
    text = ". ".join(parts) + "." if w.ko else w.cap("; ".join(parts)) + "."
    return Sentence(text=text, cites=[r.record_id for r in (*ops[:4], *stopped[:4])], rule="who.past")


def _med(r: EvidenceRecord, w: Words, stated: set[str] | frozenset[str] = frozenset()) -> str:
    """The regimen as said, with what the drug is for when the user stated no condition it treats ("metformin
    (a type 2 diabetes medicine)"): the dictionary's word on the drug, never a diagnosis of the user. A drug of a
    class of use (a painkiller, a vitamin, aspirin: the curators' table of `guards.not_allergy_groups`) is taken
    for many things, so none is named."""
    value = w.value(r) if isinstance(r.value, float | int) else ""
    term = w.dictionary.terms.get(r.coordinate)
    of_use = term is None or bool(class_components(term.drug_class) & not_allergy_groups())
    indications = [k for k in (() if of_use or term is None else term.indications) if k in w.dictionary.terms]
    treats = set(indications) | {str(x) for k in indications
                                 if (x := w.dictionary.terms[k].extra.get("reports_as"))}
    if indications and not treats & stated:
        said = w.name(indications[0])
        article = "an" if said[:1].lower() in "aeiou" else "a"
        value = "; ".join(x for x in (value, f"{said} 약" if w.ko else f"{article} {said} medicine") if x)
    return f"{w.name(r.coordinate)} ({value})" if value else w.name(r.coordinate)


def _habit(r: EvidenceRecord, w: Words) -> str:
    x = w.name(r.coordinate)
    noun = {"profile:smoking": "흡연" if w.ko else "smoker"}.get(r.coordinate, x)
    table = _HABIT_KO if w.ko else _HABIT_EN
    tmpl = table.get(str(r.value or r.status or ""))
    said = tmpl.format(x=noun) if tmpl else f"{x}: {r.value}"
    words = r.span.strip()
    # what they said when it says more than the habit's word ("glass or two of wine to fall asleep most nights")
    if len(words.split()) >= 3 and normalize_alias(words) not in normalize_alias(said):
        said += f"({quote(words, 60)})" if w.ko else f" ({quote(words, 60)})"
    return said


def physical_state(inputs: Hu2Inputs, w: Words, allergy_list: Sequence[Allergy] = ()) -> list[Sentence]:
    measured = series(inputs, MEASURED)
    known = {c.coordinate for c in current(inputs, "condition")}
    rows: list[tuple[int, str, Sentence]] = []
    bp = blood_pressure(measured, inputs, w, known)
    if bp is not None:
        rows.append(bp)
    for coord, recs in measured.items():
        if coord in ("vital:systolic_bp", "vital:diastolic_bp"):
            continue
        last = latest(recs)
        first = recs[0]
        when = w.when(last.day, inputs.as_of)
        flag = w.flag(last.band_flag)
        found = finding(coord, last.value, known)
        detail = ", ".join(x for x in (flag, found.phrase(w.ko) if found else "", when) if x)
        if w.ko:
            text = f"{w.name(coord)} {w.value(last)}" + (f"({detail})" if detail else "")
            if len(recs) > 1 and first.value != last.value:
                text += f", 이전 {w.value(first)}에서 변화"
        else:
            text = f"{w.cap(w.name(coord))} {w.value(last)}" + (f" ({detail})" if detail else "")
            if len(recs) > 1 and first.value != last.value:
                text += f", from {w.value(first)} earlier"
        cites = [last.record_id] + ([first.record_id] if len(recs) > 1 and first.value != last.value else [])
        abnormal = 0 if last.band_flag in ("high", "low", "critical", "borderline") or found else 1
        rows.append((abnormal, day_key(last), Sentence(text=text + ".", cites=cites,
                                                                                 rule="physical.latest")))
    rows.sort(key=lambda x: (x[0], _neg(x[1])))
    out = [s for _, _, s in rows]
    symptoms = _recent_symptoms(inputs, w)
    if symptoms is not None:
        out.insert(min(2, len(out)), symptoms)
    also = mentioned_sentence("physical_state", inputs, w,
                              {r.coordinate for r in inputs.records if r.type == "symptom"},
                              frozenset(c for a in allergy_list for c in a.cites))
    if also is not None:
        out.insert(min(3, len(out)), also)
    return out


def _neg(day: str) -> str:
    return "".join(chr(255 - ord(c)) for c in day)


def _recent_symptoms(inputs: Hu2Inputs, w: Words) -> Sentence | None:
    recs = [r for r in current(inputs, "symptom") if r.day is None or (inputs.as_of - r.day).days <= 92]
    recs.sort(key=day_key, reverse=True)
    recs = recs[:5]
    if not recs:
        return None

    def one(r: EvidenceRecord) -> str:
        sev = ""
        if isinstance(r.value, float | int) and "10" in r.evidence_text():
            sev = f" {w.value(r)}/10"
        return f"{w.name(r.coordinate)}{sev}"

    items = w.join([one(r) for r in recs])
    text = f"최근 증상: {items}." if w.ko else f"Recent symptoms: {items}."
    return Sentence(text=text, cites=[r.record_id for r in recs], rule="physical.symptoms")


def behavioral_state(inputs: Hu2Inputs, w: Words) -> list[Sentence]:
    out: list[Sentence] = []
    exercise = series(inputs, ("exercise",))
    if exercise:
        ranked = sorted(exercise.items(), key=lambda kv: -len(kv[1]))[:4]
        parts, cites = [], []
        for coord, recs in ranked:
            last = latest(recs)
            val = w.value(last) if isinstance(last.value, float | int) else ""
            if w.ko:
                parts.append(f"{w.name(coord)} {w.times(len(recs))}" + (f"(최근 {val})" if val else ""))
            else:
                parts.append(f"{w.name(coord)} {w.times(len(recs))}" + (f" (latest {val})" if val else ""))
            cites.append(last.record_id)
            if len(recs) > 1:
                cites.append(recs[0].record_id)
        text = f"운동 기록: {', '.join(parts)}." if w.ko else f"Exercise logged: {w.join(parts)}."
        out.append(Sentence(text=text, cites=cites, rule="behavior.exercise"))
    out += [habit_change.said_sentence(c, inputs, w) for c in habit_change.changes(inputs, w.dictionary)]
    also = mentioned_sentence("behavioral_state", inputs, w, {
        r.coordinate for r in inputs.records if r.type in ("exercise", "medical_visit", "substance_use")})
    if also is not None:
        out.append(also)
    missed = [r for r in inputs.records if r.type == "medication_intake" and r.status == "missed"]
    if missed:
        by: dict[str, list[EvidenceRecord]] = {}
        for r in missed:
            by.setdefault(r.coordinate, []).append(r)
        parts = [f"{w.name(k)} {w.times(len(v))}" for k, v in by.items()]
        text = f"복용을 거른 적 있음: {', '.join(parts)}." if w.ko else f"Missed doses: {w.join(parts)}."
        out.append(Sentence(text=text, cites=[r.record_id for r in missed], rule="behavior.adherence",
                            names=list(by)))
    sleep = series(inputs, ("sleep",))
    nights = [r for recs in sleep.values() for r in recs if isinstance(r.value, float | int)]
    if nights:
        short = [r for r in nights if isinstance(r.value, float | int) and r.value < 360]
        if w.ko:
            text = "최근 수면 시간이 짧음." if short else "수면 시간은 대체로 충분함."
        else:
            text = "Recent sleep has been short." if short else "Sleep length has been adequate."
        out.append(Sentence(text=text, cites=[r.record_id for r in (short or nights)[-3:]], rule="behavior.sleep"))
    for rtype in ("substance_use", "meal"):
        recs_by = series(inputs, (rtype,))
        for coord, recs in list(recs_by.items())[:2]:
            last = latest(recs)
            when = w.when(last.day, inputs.as_of)
            said = quote(last.turn_text or last.span, 70)
            text = (f"{w.name(coord)}: {said}" + (f"({when})" if when else "") + ".") if w.ko else (
                f"{w.cap(w.name(coord))}: {said}" + (f" ({when})" if when else "") + ".")
            out.append(Sentence(text=text, cites=[last.record_id], rule=f"behavior.{rtype}"))
    habits_on_record = {r.coordinate for r in current(inputs, "baseline_habit")}  # said once: then as said
    for f in facts_mentioning(inputs, ("substance:", "meal:", "food:"))[:2]:
        # a statement of a substance whose habit no record states says it: under the habit's name
        habit = next((h for k in (f.term_keys if f.sure_keys is None else f.sure_keys)
                      if (h := habit_of.habit_of(k)) and h not in habits_on_record), None)
        if habit is not None:
            habits_on_record.add(habit)
            text = (f"{w.plain_name(habit)}(직접 한 말): {quote(f.text, 80)}." if w.ko
                    else f"{w.cap(w.plain_name(habit))}, in their words: {quote(f.text, 80)}.")
        else:
            text = f"직접 한 말: {quote(f.text, 80)}." if w.ko else f"In their words: {quote(f.text, 80)}."
        out.append(Sentence(text=text, cites=[f.fact_id], rule="behavior.statement"))
    seen = visits(inputs, w)
    if seen is not None:
        out.append(seen)
    moods = [latest(recs) for recs in series(inputs, ("mood",)).values()]
    moods.sort(key=day_key, reverse=True)
    if moods:
        items = []
        for last in moods[:3]:
            val = f" {w.value(last)}/10" if isinstance(last.value, float | int) and "10" in last.evidence_text() else ""
            when = w.when(last.day, inputs.as_of)
            items.append(f"{w.name(last.coordinate)}{val}" + ((f"({when})" if w.ko else f" ({when})") if when else ""))
        text = f"최근 기분: {', '.join(items)}." if w.ko else f"Recent mood: {w.join(items)}."
        out.append(Sentence(text=text, cites=[r.record_id for r in moods[:3]], rule="behavior.mood"))
    return out


def _allergy_group(drug_class: str | None) -> str | None:
    """The parts of a drug's class that an allergy extends to, as the dictionary writes them ("antiplatelet /
    NSAID" → "NSAID"); None when it extends to none (an allergy to clopidogrel is to clopidogrel alone)."""
    shown = [p for p in class_parts(drug_class) if allergy_class_components(p)]
    return " / ".join(shown) or None


def medical_constraints(w: Words, allergy_list: list[Allergy], constraint_list: list[Constraint],
                        reported: Sequence[Reaction] = (), said_with: Mapping[str, Sequence[str]] | None = None
                        ) -> list[Sentence]:
    """`said_with`: per allergen, the other terms its evidence names (the allergen in the user's word, the
    reaction), said beside it: "shellfish (shrimp; reaction: hives)"."""
    out: list[Sentence] = []
    for a in allergy_list:
        term = w.dictionary.terms.get(a.key)
        cls = _allergy_group(term.drug_class if term else None)
        also = list((said_with or {}).get(a.key, ()))
        kinds = [w.name(k) for k in also if not k.startswith("symptom:")]
        effects = [w.name(k) for k in also if k.startswith("symptom:")]
        inner = "; ".join(x for x in (", ".join(kinds), (("반응: " if w.ko else "reaction: ") + ", ".join(effects))
                                      if effects else "") if x)
        named = f"{w.name(a.key)}({inner})" if w.ko and inner else (
            f"{w.name(a.key)} ({inner})" if inner else w.name(a.key))
        if w.ko:
            tail = f": 같은 계열({cls}) 약도 피해야 함." if cls else ": 이 성분이 든 음식·제품은 피해야 함."
            text = f"{named} 알레르기{tail}"
        else:
            text = f"Allergic to {named}" + (
                f": no drug of the same class ({cls})." if cls else ": nothing made from or containing it.")
        out.append(Sentence(text=text, cites=list(a.cites), rule=f"constraints.allergy.{a.source}", names=[a.key]))
    for x in reported:
        text = (f"{w.name(x.key)} 부작용으로 중단: {quote(x.said, 80)}." if w.ko
                else f"Stopped {w.name(x.key)} after a reaction: {quote(x.said, 80)}.")
        out.append(Sentence(text=text, cites=list(x.cites), rule="constraints.reaction", names=[x.key]))
    seen: set[str] = set()
    for c in constraint_list:
        if c.reason in seen:
            continue
        seen.add(c.reason)
        text = w.cap(c.reason) + "."
        out.append(Sentence(text=text, cites=list(c.cites), rule=c.rule_id))
    return out


def trajectory_preference(inputs: Hu2Inputs, w: Words) -> list[Sentence]:
    out: list[Sentence] = []
    prefs = current(inputs, "preference")
    for p in prefs[:3]:
        said = quote(str(p.value) if isinstance(p.value, str) and p.value else p.span or p.turn_text)
        text = f"{w.name(p.coordinate)} 관련 선호: {said}." if w.ko else f"On {w.name(p.coordinate)}: {said}."
        out.append(Sentence(text=text, cites=[p.record_id], rule="preference.record"))
    pref_turns = {p.turn_text for p in prefs}
    for f in liking_facts(inputs)[:3]:
        if f.turn_text in pref_turns:
            continue
        text = f"직접 한 말: {quote(f.text)}." if w.ko else f"In their words: {quote(f.text)}."
        out.append(Sentence(text=text, cites=[f.fact_id], rule="preference.statement"))
    exercise = series(inputs, ("exercise",))
    if exercise:
        coord, recs = max(exercise.items(), key=lambda kv: len(kv[1]))
        if len(recs) > 1:
            text = (f"가장 꾸준히 하는 활동은 {w.name(coord)}." if w.ko
                    else f"The activity they keep coming back to is {w.name(coord)}.")
            out.append(Sentence(text=text, cites=[r.record_id for r in recs[-3:]], rule="preference.habit"))
    return out
