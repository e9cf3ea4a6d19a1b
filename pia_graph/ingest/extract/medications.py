"""Medications: a regimen (prescription or plan) versus an intake (one dose taken or missed)."""

from __future__ import annotations

import re
from typing import Any

from pia_graph.ingest.clauses import Segment
from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.extract import (
    class_heads,
    dose_apart,
    dose_change,
    dose_level,
    dose_moment,
    dose_references,
    drug_lists,
    drug_scope,
    drug_switch,
    label_directions,
    list_lines,
    listed_times,
    timing,
    unnamed_meds,
)
from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.extract.dose_cap import cap_frequency
from pia_graph.ingest.extract.dose_status import dose_status, says_missed, says_taken
from pia_graph.ingest.extract.drug_stop import QUIT_OBJECTS, stopped_later
from pia_graph.ingest.extract.measure_values import has_value_after, reading_after
from pia_graph.ingest.extract.med_cues import (
    DOSE_COUNT,
    DOSES_TAKEN,
    KO_AFTER_DRUG,
    KO_GOT_DOSE,
    KO_SCHEDULE_ONLY,
    LAST_DOSE,
    LIST_JOIN,
    ON_HEAD,
    START,
    STOP,
    stop_phrase,
)
from pia_graph.ingest.extract.med_doses import dose_fields, dose_of, frequency_fields, strength_after_count, times_pills
from pia_graph.ingest.extract.med_supply import as_date, event_time, regimen_supply, since_after, start_time
from pia_graph.ingest.extract.vitals_labs import supplement_for
from pia_graph.ingest.negation import plan_only
from pia_graph.ontology import TermMatch


def _drug_key(ctx: Ctx, m: TermMatch) -> str | None:
    key = m.term_key
    if key is None:
        if any(ctx.record_type(c) == "lab_result" for c in m.candidates) and has_value_after(ctx, m):
            return None
        cands = [c for c in m.candidates if c.startswith("drug:")]
        return cands[0] if len(cands) == 1 else None
    if key.startswith("drug:"):
        if reading_after(ctx, m):  # "vit d was 18 so now taking vit d 2000 iu": the first is the test
            return None
        return key
    if ctx.record_type(key) in ("medication_regimen", "medication_intake"):
        return key
    return None


def extract(ctx: Ctx) -> list[Draft]:
    out: list[Draft] = []
    drugs = [(m, _drug_key(ctx, m)) for m in ctx.matches if m.start not in ctx.used_matches]
    widened: dict[int, int] = {}
    named = _specific_first(ctx, [(m, k) for m, k in drugs if k is not None], widened)
    seen: set[tuple[str, str, str]] = set()
    today: list[Draft] = []
    condition_heads: list[tuple[int, int, str]] = []
    replaced, replacing = drug_switch.roles(ctx, [m for m, _k in named])
    on_listed: set[int] = set()  # the ends of drugs read active by an "on" heading their clause, or by its list
    for m, key in named:
        assert key is not None
        clause = ctx.clause_of(m.start)
        sentence = ctx.sentence_of(m.start)
        # "took me off amlodipine yesterday and switched to losartan": a cue before another drug is that drug's
        before = [d.end for d, _k in drugs if clause.start <= d.end <= m.start and d.start != m.start]
        head = ctx.text[max([clause.start, *before]):m.start]
        # Korean says the verb after the drug: "노바스크 어제까지 먹고 오늘부터 코자로 바꿨어요" stops only 노바스크
        # (another drug or a substance: "자디앙 먹고 요로감염 와서 중단하자고 했어요" stops 자디앙; "담배 끊었어요" not)
        after = [d.start for d, k in drugs if m.end <= d.start < clause.end
                 and (k is not None or (d.term_key or "").startswith(QUIT_OBJECTS))]
        tail = ctx.text[m.start:min([clause.end, *after])]
        # "cut the amlodipine to 5 and stop the zolpidem": with two lists of drugs, each reads its own part
        own_start, own_end = drug_scope.own_part(ctx, m, clause, [d for d, k in drugs if k is not None])
        local = ctx.text[min(own_start, widened.get(m.start, own_start)):own_end]
        dose_q = dose_of(ctx, m, own_end)
        term = ctx.dictionary.terms.get(key)
        fields: dict[str, Any] = dose_fields(dose_q, term.unit if term is not None else None)
        times_pills(ctx, dose_q, m.start, clause.end, fields)
        if (strength := strength_after_count(ctx, m, dose_q)) is not None:
            fields.update(dose_fields(strength, term.unit if term is not None else None))
        conf = 0.9 * m.confidence  # a misspelt name counts for less
        kind: str
        rule_id = "med.named_drug"
        stop_clause: Segment | None = None
        following = next((p.text for p in ctx.clauses_of(sentence) if p.start >= clause.end), None)
        if says_missed(ctx.dictionary, ctx.lang, local):
            kind, status = "medication_intake", "missed"
        elif plan_only(cue_pattern(ctx.dictionary, "not_started", ctx.lang), local, following):
            continue  # not_started: "if it stays high i'll need metformin, not yet": a plan, no record
        elif m.start in replaced:
            kind, status = "medication_regimen", "stopped"
        elif m.start in replacing:
            kind, status = "medication_regimen", "active"
        elif (stop_clause := stopped_later(ctx, m, clause, drugs, _drug_key(ctx, m))) is not None \
                or STOP.search(tail if ctx.lang == "ko" else head) \
                or (ctx.lang != "ko" and stop_phrase().search(head)):
            kind, status = "medication_regimen", "stopped"
        elif ON_HEAD.search(head) or (before and max(before) in on_listed and LIST_JOIN.fullmatch(head)) \
                or (not before and (lh := ctx.list_head(m.start)) is not None
                    and any(lh.start < e <= lh.end for e in on_listed)):
            # "on metformin and lisinopril now": each drug of the list after "on" is a regimen
            kind, status = "medication_regimen", "active"
            on_listed.add(m.end)
        elif START.search(local) or drug_scope.taking_now_ko(ctx, local) or regimen_supply(ctx, m) is not None \
                or (ctx.lang == "ko" and (KO_AFTER_DRUG.match(ctx.text[m.end:clause.end]) is not None
                                         or KO_GOT_DOSE.match(ctx.text[m.end:clause.end]) is not None
                                         or KO_SCHEDULE_ONLY.match(ctx.text[m.end:clause.end]) is not None)):
            kind, status = "medication_regimen", "active"
        elif dose_q is not None and _as_needed(ctx, local):
            # "naproxen 250 as needed", "나프록센 250 필요할 때만 먹는데": a dose kept for when needed is the regimen
            kind, status = "medication_regimen", "active"
            rule_id = "med.as_needed_dose"
        elif (listed_under := class_heads.head_of(ctx, m)) is not None:  # "blood pressure meds: lisinopril 20"
            # the head makes the drug a regimen but puts no condition on record ("혈압약 노바스크 5mg"): the
            # suites' gold keeps none from a class head (docs/extraction.md, round 21); "for my bp" does. A dose
            # told of the head ("took my tablets, the metformin and the ramipril") is a dose of each drug listed
            of_head = dose_status(ctx.dictionary, ctx.lang,
                                  ctx.text[sentence.start:sentence.start + listed_under[0].end()])
            kind, status = ("medication_intake", of_head) if of_head is not None \
                else ("medication_regimen", "active")
        elif says_taken(ctx.dictionary, ctx.lang, local, key):
            kind, status = "medication_intake", "taken"
        elif class_heads.under_line_head(ctx, m) or (drug_scope.new_level(ctx, local)
                                                     and not dose_level.unsure(ctx, clause)):
            # a line of a list headed "current meds:"; "cut the amlodipine to 5": the regimen at its new dose (not
            # asked, hedged or planned: "am I better since the losartan went up to 100?")
            kind, status = "medication_regimen", "active"
        elif dose_q is not None and since_after(ctx, m.end, clause.end):
            kind, status = "medication_regimen", "active"  # "sertraline 50 since july 10": on it since then
        elif STOP.search(ctx.text[m.start:own_end] if ctx.lang == "ko" else local):
            # Korean says the stop after the drug: "독시 끊고 클린다마이신 젤만 발라요" stops only the first
            kind, status = "medication_regimen", "stopped"
        elif (head_clause := ctx.list_head(m.start)) is not None \
                and (said := dose_status(ctx.dictionary, ctx.lang, head_clause.text)) is not None:
            kind, status = "medication_intake", said  # "took my metformin, vitamin d and iron": one verb, a list
        elif dose_q is not None and dose_moment.regimen_told(ctx, sentence):
            kind, status = "medication_regimen", "active"
        elif dose_moment.schedule_said(ctx, m.end, min([own_end, *(d.start for d, k in drugs if k is not None
                                                                   and m.end <= d.start < clause.end)]),
                                       dose_moment.dose_told_later(ctx, clause, sentence,
                                                                   [d for d, k in drugs if k is not None])) \
                or dose_moment.kept_before(ctx, m, dose_q, sentence):  # "same dose as before on the levothyroxine, 75"
            kind, status = "medication_regimen", "active"
            rule_id = "med.schedule_said"
        elif dose_moment.logged_dose(ctx, m, dose_q, clause, sentence):
            kind, status = "medication_intake", "taken"
            rule_id = "med.dose_at_moment"
        elif dose_q is not None and class_heads.said_for(ctx, m, key, clause.end) is not None:
            kind, status = "medication_regimen", "active"  # "also losartan 50 for blood pressure": taken for it
        elif dose_q is not None and (directions := label_directions.directions_after(
                ctx, m, sentence, [d.start for d, k in drugs if k is not None])) is not None:
            kind, status = "medication_regimen", "active"  # a pasted label: "METFORMIN 500 MG TABLET. Take 1 …"
            rule_id = "med.label_directions"
            local = f"{local} {directions.text}"
        elif list_lines.bare_item(ctx, m, dose_q):
            kind, status = "medication_regimen", "active"  # "levo 100 mcg.", "- 로사르탄 50 qd": a line of a list
            rule_id = "med.list_line"
        elif cap_frequency(ctx, local):
            kind, status = "medication_regimen", "active"  # "하루 최대 3번까지 먹어도 된대요": its most a day
        else:
            continue
        if kind == "medication_regimen" and status == "active" and dose_q is None \
                and (dose_q := dose_level.level_dose(ctx, own_start, own_end, key)) is not None:
            # "upped my wegovy to 1.7", "went back down to 0.5 on wegovy": the new level, said without a unit
            fields.update(dose_fields(dose_q, term.unit if term is not None else None))
        if kind == "medication_regimen" and status == "active" and dose_q is None and _as_needed(ctx, local) \
                and not class_heads.under_line_head(ctx, m):
            continue  # "I use the blue inhaler prn maybe twice a week": used as needed, no regimen (a dose makes one)
        if kind == "medication_regimen" and status == "active" and (
                for_class := class_heads.said_for(ctx, m, key, clause.end)) is not None:
            condition_heads.append(for_class)  # "amlodipine 5 for bp": on record, hypertension
        if (kind, key, status) in seen:
            continue
        seen.add((kind, key, status))
        ctx.used_matches.add(m.start)
        if status == "missed":
            dose_references.consume_cue_terms(ctx, clause.start, clause.end)
        for taken_q in (dose_q, strength):
            if taken_q is not None:
                ctx.take(taken_q)
        time = "clause"
        if kind == "medication_regimen":
            time = "own"
            fields.pop("quantity", None)  # "하루 한 알": pills per dose, which a regimen does not carry
            fields.update(frequency_fields(ctx, local))
            fields["status"] = status
            if status == "active":
                supply = regimen_supply(ctx, m)
                if supply is not None:
                    fields.update(supply)
                else:
                    own = start_time(ctx, clause.start, clause.end)
                    fields.update(own if not own.get("time_assumed") else start_time(
                        ctx, sentence.start, timing.sentence_reach(ctx, clause)))
            else:
                told = stop_clause or clause
                ended = event_time(ctx, told.start, told.end, with_month=True)
                last = LAST_DOSE.search(sentence.text)
                if not ended and last is not None:  # "can stop the omeprazole, last pill was sunday"
                    ended = event_time(ctx, sentence.start + last.start(), sentence.end)
                if ended.get("month") is not None:
                    fields["month"] = ended["month"]  # "지난달에 끊었어요": stopped in a month
                else:  # "어제부터 끊었어요": the day it began to be stopped is the end
                    fields["end"] = ended.get("date") or as_date(ended.get("start")) or ctx.said_at.date()
                if "time_expression" in ended:
                    fields["time_expression"] = ended["time_expression"]
                    fields["time_rule"] = ended["time_rule"]
        else:
            fields["status"] = status
            if "value" not in fields:
                cnt = re.search(r"\b(half|two|three|2|3)\s+(?:an?\s+|of\s+)?$", head, re.I)
                if cnt:
                    fields["quantity"] = {"half": 0.5, "two": 2, "three": 3, "2": 2, "3": 3}[cnt.group(1).lower()]
        out.append(Draft(rule_id, kind, key, m.start, m.end, fields, time=time, confidence=conf))
        if kind == "medication_regimen" and status == "active":
            today += _dose_today(ctx, m, key, clause.end, fields)
        if kind == "medication_intake" and status == "taken":
            # "메트포르민 500 아침저녁 두번", "took both doses": each dose taken is an intake of its own
            doses = DOSES_TAKEN.search(ctx.text, m.end, clause.end)
            for _ in range(DOSE_COUNT.get((doses.group(1) or "").lower(), 2) - 1 if doses else 0):
                out.append(Draft("med.named_drug", kind, key, m.start, m.end, dict(fields), time=time,
                                 confidence=conf))
    out += drug_lists.items(ctx, out, named, _drug_key)  # "메트포르민 1000, 로사르탄 50 먹어요"
    dose_apart.fill(ctx, out, _drug_key)  # "Refilled metformin today, 90 day supply. 500mg twice a day"
    out += class_heads.conditions(ctx, condition_heads)
    out += dose_references.missed(ctx, out, _drug_key)
    out += dose_references.taken(ctx, out, _drug_key)
    out += dose_references.day_part_doses(ctx, out, _drug_key)  # "메트포르민 두고 왔어요. 어제 저녁꺼 못 먹었고"
    # a dose the reference rules did not already tell ("took the first one with lunch" is theirs)
    out += [d for d in today if not any(o.type == d.type and o.coordinate == d.coordinate for o in out)]
    out += dose_change.changed(ctx, out, _drug_key)
    out += dose_level.now_level(ctx, out, _drug_key)
    out += dose_level.unnamed(ctx, out, _drug_key)
    out += _unnamed_supplement(ctx, {(k, c) for k, c, _s in seen})
    out += unnamed_meds.extract(ctx, out, _drug_key)
    return out


def _dose_today(ctx: Ctx, m: TermMatch, key: str, clause_end: int, fields: dict[str, Any]) -> list[Draft]:
    """ "아스피린 100mg 매일 먹는중인데 오늘도 먹었어", "on metformin 500 twice a day, forgot it this morning": a
    later clause of the regimen's sentence that names no drug and says a dose was taken or missed is an intake
    of that drug."""
    sentence = ctx.sentence_of(m.start)
    parts = [p for p in ctx.clauses_in(sentence) if clause_end <= p.start < sentence.end]
    following = [sen for sen, _parts in ctx.sentences if sen.start >= sentence.end]
    # Korean: also the next sentence's clauses that name nothing ("란투스 18단위 자기전에 맞아요. 오늘은 깜빡함")
    if ctx.lang == "ko" and following:
        parts += [p for p in ctx.clauses_in(following[0])
                  if not any(p.start <= t.start < p.end and t.term_key for t in ctx.matches)]
    for part in parts:
        if any(part.start <= t.start < part.end and (t.term_key or "").startswith("drug:") for t in ctx.matches):
            return []
        said = dose_status(ctx.dictionary, ctx.lang, part.text)
        if said is not None:
            dose = {k: fields[k] for k in ("value", "unit", "value_as_said", "unit_as_said") if k in fields}
            when = event_time(ctx, part.start, part.end)  # its own clause's day, else the turn's
            days = [d for d, _e in listed_times.listed_days(ctx, part.start, part.end, denied=said == "missed")] \
                or [when.get("date") or ctx.said_at.date()]  # "… 월요일이랑 화요일 두번 까먹었어요": each day listed
            return [Draft("med.regimen_dose_today", "medication_intake", key, part.start, part.end,
                          dose | {"status": said, "date": day}, time="own", confidence=0.8) for day in days]
    return []


def _as_needed(ctx: Ctx, text: str) -> bool:
    """A drug kept for when needed (cue list ``as_needed``: "prn", "as needed", "필요할 때만")."""
    return cue_pattern(ctx.dictionary, "as_needed", "ko" if ctx.lang == "ko" else "en").search(text) is not None


def _specific_first(ctx: Ctx, named: list[tuple[TermMatch, str | None]],
                    widened: dict[int, int]) -> list[tuple[TermMatch, str | None]]:
    """ "took my evening insulin, 22 units lantus", "인슐린 란투스 18단위": a drug the dictionary names as
    unspecified (its name says so) gives way to a member of its family (a key under its own) named later in the
    same sentence; the member takes the record, and its wording is read from the unspecified one's clause on
    (``widened``: the member's start -> that clause's start)."""
    out: list[tuple[TermMatch, str | None]] = []
    for m, key in named:
        term = ctx.dictionary.terms.get(key or "")
        if term is not None and "unspecified" in term.name.lower():
            sentence = ctx.sentence_of(m.start)
            member = next((o for o, k in named if k != key and (k or "").startswith(f"{key}_")
                           and m.start < o.start < sentence.end), None)
            if member is not None:
                widened[member.start] = ctx.clause_of(m.start).start
                continue
        out.append((m, key))
    return out


def _unnamed_supplement(ctx: Ctx, seen: set[tuple[str, str]]) -> list[Draft]:
    """ "Vitamin D came back at 18 so I started 2000 IU a day": the supplement of the nutrient measured."""
    out: list[Draft] = []
    for q in ctx.quantities:
        if not ctx.free(q) or q.unit not in ("IU", "units", "mcg", "mg"):
            continue
        clause = ctx.clause_of(q.start)
        if not START.search(clause.text):
            continue
        sentence = ctx.sentence_of(q.start)
        for m in ctx.matches:
            keys = [m.term_key] if m.term_key else list(m.candidates)
            supp = next((s for s in (supplement_for(k) for k in keys) if s), None)
            if supp and sentence.start <= m.start < sentence.end and ("medication_regimen", supp) not in seen:
                fields: dict[str, Any] = dose_fields(q) | frequency_fields(ctx, clause.text) | {"status": "active"}
                fields.update(start_time(ctx, clause.start, clause.end))
                out.append(Draft("med.supplement_of_measured",
                                 "medication_regimen", supp, q.start, q.end, fields, time="own"))
                seen.add(("medication_regimen", supp))
                ctx.take(q)
                break
    return out
