"""The rules extractor: utterance -> HUP records, facts, rejections and unknown terms.

Families propose drafts over one analysed utterance (``utterance.py``); one step settles which rule owns
evidence two rules claim, by the precedence the registry declares (``ownership.py``), not by the order the
families run in. Records said of someone other than the user (the clause's experiencer) are dropped; then
each record gets the time expression governing it, results hang under the visit of their sentence, every
record is validated, and ids are derived, once, from the turn.
"""

from __future__ import annotations

import datetime as dt
import logging
from collections.abc import Mapping
from typing import Any, Protocol

from pia_graph.ingest.clause_verdict import Verdict
from pia_graph.ingest.clauses import Segment
from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.experiencer import Experiencer
from pia_graph.ingest.extract import (
    care_instructions,
    comparisons,
    corrections,
    facts,
    followups,
    goals,
    lifestyle,
    list_lines,
    listed_times,
    medications,
    not_readings,
    own_share,
    past_midnight,
    profile,
    registry,
    sleep_exercise,
    symptoms_conditions,
    time_scope,
    visits,
    vitals_labs,
)
from pia_graph.ingest.extract.allergic_conditions import allergy_over_its_condition
from pia_graph.ingest.extract.care_reasons import without_care_reasons
from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.extract.deliveries import birth_of_own_child, delivery_of_own_child, newborn_weight
from pia_graph.ingest.extract.episode_carry import episode_day
from pia_graph.ingest.extract.episode_times import episode_fields
from pia_graph.ingest.extract.made_up_doses import without_made_up
from pia_graph.ingest.extract.morning_after import next_morning
from pia_graph.ingest.extract.moved_visits import moved_visit_day
from pia_graph.ingest.extract.ownership import Family, owned_drafts
from pia_graph.ingest.extract.reading_source import SOURCES_OF_TYPE, attach_sources, list_joins, source_cues
from pia_graph.ingest.extract.record_times import (
    anaphor_time,
    carried_time,
    dated_ahead,
    explicit_time,
    in_clause,
    later_visit_time,
    listed_time,
    visit_time,
)
from pia_graph.ingest.extract.registry import RuleError
from pia_graph.ingest.extract.said_elsewhere import ONGOING, said_by_another
from pia_graph.ingest.extract.set_aside import set_aside
from pia_graph.ingest.extract.timing import (
    EXPLICIT_ONLY_TYPES,
    POINT_KINDS,
    UNTIMED_TYPES,
    after_said_at,
    batch_time,
    governing,
    reading_day,
    time_fields,
)
from pia_graph.ingest.hup import Extraction, HupRecord, Rejection, make_record, record_id, turn_key, validate
from pia_graph.ingest.hup.types import types_where
from pia_graph.ingest.hup.validate import without_parts_of_rejected
from pia_graph.ingest.negation import HEDGED_FACTOR
from pia_graph.ingest.utterance import AnalysedUtterance, analyse
from pia_graph.ontology import AliasIndex, Dictionary

log = logging.getLogger(__name__)

RULES_VERSION = "rules/1"

FAMILIES: tuple[tuple[str, Family], ...] = (
    ("visits", visits.extract),
    ("profile", profile.extract),
    ("medications", medications.extract),
    ("vitals_labs", vitals_labs.extract),
    ("sleep_exercise", sleep_exercise.extract),
    ("symptoms_conditions", symptoms_conditions.extract),
    ("lifestyle", lifestyle.extract),
    ("goals", goals.extract),
    ("constraints", care_instructions.extract),
)
_NOT_SAID_AS_FACT = frozenset({Verdict.MEDIA, Verdict.REQUEST, Verdict.GENERIC, Verdict.FIGURATIVE})
_ONE_PER_TURN = types_where(one_per_turn=True)
_RESULT_TYPES = types_where(result=True)


class Extractor(Protocol):
    """What the write path calls; the rules extractor is the default, a model-backed one may follow."""

    def __call__(
        self, text: str, said_at: dt.datetime, lang: str, *, index: AliasIndex, dictionary: Dictionary,
        profile: Mapping[str, Any] | None = None, turn_id: str | None = None,
        utterance: AnalysedUtterance | None = None,
    ) -> Extraction: ...


def _link_visits(ctx: Ctx, drafts: list[Draft]) -> None:
    """Results said in the sentence of a checkup (or the sentences after it) hang under it."""
    # a booked visit has no results yet: only visits that happened take them
    visit_idx = [i for i, d in enumerate(drafts) if d.type == "medical_visit" and d.fields.get("status") != "scheduled"]
    for n, i in enumerate(visit_idx):
        sentence = ctx.sentence_of(drafts[i].start)
        for d in drafts:
            if d.type in _RESULT_TYPES and sentence.start <= d.start < sentence.end and d.visit_ref is None:
                d.visit_ref = i
        # "Physical was in November. LDL came back 131": a later sentence with no time of its own, up to
        # the next visit, reports that visit's results.
        stop = drafts[visit_idx[n + 1]].start if n + 1 < len(visit_idx) else len(ctx.text)
        for d in drafts:
            if d.type not in _RESULT_TYPES or d.visit_ref is not None or not sentence.end <= d.start < stop:
                continue
            own = ctx.sentence_of(d.start)
            if not any(r.span is not None and r.kind in POINT_KINDS and own.start <= r.span.start < own.end
                       for r in ctx.resolutions):
                d.visit_ref = i


def _record(ctx: Ctx, draft: Draft, fields_time: dict[str, Any]) -> HupRecord:
    registry.check(draft.rule, draft.type, ctx.lang)
    fields: dict[str, Any] = dict(fields_time)
    fields.update(draft.fields)
    span = ctx.text[draft.start:draft.end]
    clause = ctx.utterance.clause_at(draft.start) if ctx.utterance is not None else None
    hedged = clause is not None and clause.hedged  # decided once, when the utterance was analysed
    return make_record(
        draft.type, coordinate=draft.coordinate, span=span, span_start=draft.start, span_end=draft.end,
        confidence=round(draft.confidence * HEDGED_FACTOR, 3) if hedged else draft.confidence,
        extractor=RULES_VERSION, rule_id=draft.rule, visit_ref=draft.visit_ref, **fields,
    )


def _band(ctx: Ctx, record: HupRecord) -> None:
    if not isinstance(record.value, (int, float)) or record.type not in _RESULT_TYPES:
        return
    try:
        from pia_graph.ontology.ranges import band, depends_on_person

        sex: Any = None
        age: float | None = None
        if depends_on_person(ctx.dictionary, record.coordinate):  # else the profile is not read: the same band
            sex, birth = ctx.profile_value("sex"), ctx.profile_value("birth_date")
            if isinstance(birth, str) and len(birth) >= 4:
                age = ctx.said_at.year - int(birth[:4])
        b = band(ctx.dictionary, record.coordinate, float(record.value), sex, age)
    except Exception as exc:  # a missing range must never lose the record
        log.debug("no band for %s: %s", record.coordinate, exc)
        return
    if b is not None:
        record.band = b.label
        record.band_flag = b.flag


def _flag(ctx: Ctx, record: HupRecord) -> None:
    """Carry the term's flag for the agent ('self_harm') onto a record that states it (not a negated one)."""
    term = ctx.dictionary.terms.get(record.coordinate)
    flag = term.extra.get("flag") if term is not None else None
    if flag and not record.negated:
        record.flag = str(flag)


def extract(
    text: str, said_at: dt.datetime, lang: str, *, index: AliasIndex, dictionary: Dictionary,
    profile: Mapping[str, Any] | None = None, turn_id: str | None = None, utterance: AnalysedUtterance | None = None,
) -> Extraction:
    """Extract HUP records and facts from one utterance (pure: no database, no clock). ``utterance`` is the
    analysed utterance the gates read (built here when not given); ``turn_id`` is the key record ids derive
    from, set here once (the service passes the user-qualified turn)."""
    if utterance is None:
        utterance = analyse(text, lang, said_at=said_at, index=index, dictionary=dictionary)
    text, lang = utterance.text, utterance.lang
    ctx = Ctx.build(utterance, said_at, dictionary, profile)
    corrections.replace_in_place(ctx)  # "10mg 아 아니 5mg이요": the value said last, in the first one's place
    corrections.settle(ctx)  # values the turn takes back are evidence for no rule
    drafts = owned_drafts(ctx, FAMILIES)  # overlaps between rules settled in one step (ownership.py)
    drafts += followups.extract(ctx, drafts)
    drafts += followups.goal_current(ctx, drafts)
    drafts = [d for d in drafts if not d.corrected]  # "82.1kg.. sorry typo, 81.2": the reading said again
    drafts += followups.earlier_doses(ctx, drafts)
    drafts += own_share.shared(ctx, utterance, drafts)  # "my son has asthma and so do I"
    drafts = [d for d in drafts if not _about_someone_else(ctx, utterance, d) and not said_by_another(ctx, d, drafts)]
    # "심방세동 아니고 그냥 두근거림", "milk allergy, not lactose intolerance": an alternative set aside
    # ("리피토 말고 다른 걸로 바꿔달라고 했어요": the drug a switch leaves is stopped, not set aside)
    drafts = [d for d in drafts
              if d.type in _RESULT_TYPES or _left_by_switch(d)
              or not set_aside(dictionary, text, d.start, d.end, lang, d.type)]
    drafts = _reported_coordinates(ctx, drafts)
    # "141/89, 137/87. avg ~139/88", "eGFR >60": a summary of readings, a bound, no reading of its own
    drafts = not_readings.summaries(ctx, not_readings.bounds(ctx, drafts))
    drafts = without_care_reasons(ctx, drafts)  # "urgent care today for a sprained ankle": no condition
    drafts = allergy_over_its_condition(ctx, drafts)
    drafts.sort(key=lambda d: (d.start, d.type != "medical_visit"))
    # "작년엔 140이었는데 지금 125": each value of a comparison takes its own side's time; an earlier one with none is
    # no record
    drafts, sides, said_sides = comparisons.settle(ctx, drafts, _RESULT_TYPES)
    _link_visits(ctx, drafts)
    anchors = [(d.start, d.end) for d in drafts]
    tid = turn_id or turn_key(text, said_at, lang)
    records: list[HupRecord] = []
    rejections: list[Rejection] = []
    index_map: dict[int, int] = {}
    for i, draft in enumerate(drafts):
        own, foreign = sides.get(id(draft), (None, []))
        if own is not None:  # an earlier value of a comparison: dated by its own side only
            tf = time_fields(draft.type, own, said_at)
        elif draft.time == "clause":
            # a history item (surgery, diagnosis) does not take the time said after another item of its kind
            peers = [(d.start, d.end) for d in drafts if d.type == draft.type] \
                if draft.type in EXPLICIT_ONLY_TYPES else None
            res = reading_day(governing(ctx, draft.start, draft.end, anchors, draft.type, peers, foreign,
                                        ahead_ok=draft.fields.get("status") == "scheduled"), draft.type, said_at)
            res = past_midnight.next_day(ctx, res, draft.start, draft.end, draft.type)  # "… and a kebab at 1am"
            res = next_morning(ctx, res, draft.start, draft.end, draft.type)  # "어제 저녁 치킨 먹고 … 아침 공복 128"
            moved = moved_visit_day(ctx, draft.start, draft.end) if draft.type == "medical_visit" else None
            if moved is not None:  # "had to cancel my GP appointment today. Rebooked for Thursday the 14th"
                res = moved
                draft.fields["status"] = "scheduled"
            led = listed_times.led_day(ctx, draft.start, draft.end) if draft.type in _RESULT_TYPES else None
            if led is not None:  # "mon 134/86, tue 129/83": the day that leads the reading's list item
                res = led
            if res is not None and draft.type in _RESULT_TYPES and after_said_at(res, said_at):
                res = None  # "크레아티닌 1.4 … 3개월뒤에 다시 보재": the next check's day is not the reading's
            if res is None and draft.visit_ref is None and draft.type not in UNTIMED_TYPES | EXPLICIT_ONLY_TYPES:
                # "Labs from Friday:\nUrate 0.48", "Steps 11,204\nthat's yesterday": the time scope of its block
                res = time_scope.block_time(ctx, draft.start, anchors)
            if res is None and draft.visit_ref is None:  # "city2surf yesterday! 14k in 1:26": the episode's day
                res = episode_day(ctx, draft.start, draft.type)
            if res is None and draft.type in _RESULT_TYPES and draft.visit_ref is None:
                res = anaphor_time(ctx, draft) or carried_time(ctx, draft, drafts) \
                    or batch_time(ctx, draft.start, said_sides) \
                    or listed_time(ctx, draft, drafts)
            elif res is None and draft.type == "medical_visit" and draft.fields.get("status") != "scheduled":
                res = batch_time(ctx, draft.start)  # "검진 결과요: ... (3월 9일 받음)": the checkup of the batch
            if draft.visit_ref is not None and (res is None or not in_clause(ctx, res, draft)):
                tf = visit_time(records, index_map.get(draft.visit_ref)) \
                    or later_visit_time(ctx, drafts, draft.visit_ref, anchors) or time_fields(draft.type, res, said_at)
            else:
                tf = time_fields(draft.type, res, said_at)
            if draft.type in EXPLICIT_ONLY_TYPES:
                tf = explicit_time(ctx, draft, tf, records)
            if draft.type in _RESULT_TYPES and dated_ahead(tf, said_at):
                tf = time_fields(draft.type, None, said_at)  # a reading linked to a visit booked ahead
        else:
            tf = {}
        if draft.type == "symptom" and "date" in tf and not tf.get("time_assumed") and not draft.fields.get("negated") \
                and (ONGOING.search(ctx.sentence_of(draft.start).text)
                     or cue_pattern(dictionary, "onset", lang).search(ctx.sentence_of(draft.start).text)):
            # "hurt my back Friday, still sore", "cough started on sunday": the onset of an ongoing episode
            tf["start"] = tf.pop("date")
        if draft.time == "clause":
            tf = episode_fields(ctx, draft, tf)
        for each_tf in _each_time(ctx, draft, tf):
            try:
                record = _record(ctx, draft, each_tf)
            except ValueError as exc:  # the rule built a record its type does not allow: a bug in the rule
                raise RuleError(f"rule {draft.rule} built an invalid {draft.type} record: {exc}") from exc
            rejection = validate(record, said_at)
            if rejection is not None:
                rejections.append(rejection)
                continue
            _band(ctx, record)
            _flag(ctx, record)
            index_map.setdefault(i, len(records))
            records.append(record)
    records, index_map = without_parts_of_rejected(records, rejections, index_map)
    records, index_map = without_made_up(records, index_map)  # "forgot it this morning, took it at noon": taken
    # "home cuff said 152/96 but at the clinic it was 134/82": each reading the source of the cue nearest it (the
    # cue lists are read only in a turn with a record that can take a source)
    if any(r.type in SOURCES_OF_TYPE for r in records):
        attach_sources(records, source_cues(text, lang, dictionary), lambda pos: _bounds(ctx.clause_of(pos)),
                       text=text, joins=list_joins(dictionary, lang))
    for n, record in enumerate(records):
        record.record_id = record_id(tid, n, record.coordinate)
        if record.visit_ref is not None:
            record.visit_ref = index_map.get(record.visit_ref)
    return Extraction(
        records=records,
        facts=facts.extract(ctx, records),
        rejections=rejections,
        unknown_terms=facts.unknown_terms(ctx),
    )


#: events that happen on a day, once per day listed in their clause
_EACH_DAY_TYPES = frozenset({"medication_intake", "exercise"})


def _each_time(ctx: Ctx, draft: Draft, tf: dict[str, Any]) -> list[dict[str, Any]]:
    """The draft's time fields, or one set per time when its clause lists several (``listed_times``): a dose
    missed or taken on each day listed, an activity done on each, a history item done in each year listed."""
    if draft.time != "clause":
        return [tf]
    if draft.type in _EACH_DAY_TYPES:
        denied = draft.fields.get("status") == "missed"
        days = listed_times.listed_days(ctx, draft.start, draft.end, denied=denied)
        today = listed_times.today_beside_schedule(ctx, draft.start) if days and draft.type == "exercise" else None
        if today is not None:  # "월수금 요가 가는데 오늘 50분 했어요": the weekdays are its schedule
            return [{**tf, **listed_times.day_fields(*today)}]
        if days:
            return [{**tf, **listed_times.day_fields(d, e)} for d, e in days]
        if draft.type == "medication_intake":  # "화요일부터 목요일까지 3일 연속 빼먹었어요": a dose missed each day
            # (a dose taken over a span is a course with its two ends: "took amoxicillin from 4/1 to 4/7")
            each = listed_times.days_of_span(tf) if denied else []
            dated = {k: v for k, v in tf.items() if k not in ("start", "end")}  # the span's ends given up for a day
            if each:
                return [{**dated, **listed_times.day_fields(d, str(tf.get("time_expression") or ""))} for d in each]
            if type(tf.get("end")) is dt.date and tf["end"] == ctx.said_at.date():
                # "두통 3일째에요 타이레놀 먹었어요": a span counted back to today is the episode's; the dose is today's
                return [{**dated, "date": tf["end"]}]
    if draft.type in EXPLICIT_ONLY_TYPES and draft.type != "condition":
        years = listed_times.listed_years(ctx, draft.end)
        if years:
            base = {k: v for k, v in tf.items() if k not in ("date", "month", "start", "end")}
            return [{**base, **listed_times.year_fields(y)} for y in years]
    return [tf]


def _reported_coordinates(ctx: Ctx, drafts: list[Draft]) -> list[Draft]:
    """A narrower term the dictionary reports under a broader coordinate (``reports_as``: a heart attack
    under cardiovascular disease, a specialist visit under clinic); one record per coordinate and type."""
    out: list[Draft] = []
    for d in drafts:
        term = ctx.dictionary.terms.get(d.coordinate)
        broader = term.extra.get("reports_as") if term is not None else None
        if term is not None and isinstance(broader, str) and broader in ctx.dictionary.terms:
            d.fields.setdefault("note", term.name)
            d.coordinate = broader
        relation = d.fields.get("relation")
        if d.type in _ONE_PER_TURN and any(o.type == d.type and o.coordinate == d.coordinate
                                           and o.fields.get("relation") == relation for o in out):
            continue  # "새우 먹으면 두드러기 나요. 갑각류 알레르기 있어요": one shellfish allergy
        out.append(d)
    return out


def _about_someone_else(ctx: Ctx, utterance: AnalysedUtterance, draft: Draft) -> bool:
    """A record said of a friend, a relative, a pet or a made-up person ("my uncle has asthma") is not the
    user's; a relative's condition is family history (its own record type). How the user's own child was born
    ("both my kids were c-sections") is the user's procedure (cue lists ``delivery`` and ``own_child``)."""
    if draft.type == "family_history":
        return False
    # ... unless the clause is about someone else who gave birth ("와이프가 제왕절개로 둘째 낳았어요": the wife's)
    by_other = utterance.experiencer_at(draft.start) == Experiencer.OTHER
    if draft.type == "surgery" and not by_other and delivery_of_own_child(ctx, draft.start, draft.end):
        return False
    if draft.type == "pregnancy_status" and not by_other and birth_of_own_child(ctx, draft.start):
        return False  # "our son was born on aug 15": the pregnancy that ended is the user's
    if draft.coordinate == "body:weight" and newborn_weight(ctx, draft.fields):
        return True  # "baby girl arrived oct 4th!! 7lb 2oz": the newborn's weight
    if any(a <= draft.start < b for a, b in utterance.figurative):
        return True  # "work is a total headache": a health word said figuratively
    if draft.type.startswith("medication_") and list_lines.listed_for_another(ctx, utterance, draft.start):
        return True  # "husband's:\n- atorvastatin 20 mg", "엄마 약: 아토르바스타틴 20mg": a relative's pills
    clause = utterance.clause_at(draft.start)
    if clause is not None and (clause.given or clause.considered) and draft.type.startswith("medication_"):
        return True  # "옆집 할머니가 졸피뎀 몇알 줬는데": a drug someone else gave is a fact, no regimen or intake
    if clause is not None and clause.verdict in _NOT_SAID_AS_FACT:
        return True  # "watched a doc about insomnia": what a clause reports or asks for is not the user's record
    return utterance.experiencer_at(draft.start) != Experiencer.SELF


class RulesExtractor:
    """The deterministic default behind the ``Extractor`` protocol."""

    version = RULES_VERSION

    def __call__(
        self, text: str, said_at: dt.datetime, lang: str, *, index: AliasIndex, dictionary: Dictionary,
        profile: Mapping[str, Any] | None = None, turn_id: str | None = None,
        utterance: AnalysedUtterance | None = None,
    ) -> Extraction:
        return extract(text, said_at, lang, index=index, dictionary=dictionary, profile=profile,
                       turn_id=turn_id, utterance=utterance)


def _left_by_switch(d: Draft) -> bool:
    return d.type == "medication_regimen" and d.fields.get("status") == "stopped"


def _bounds(segment: Segment) -> tuple[int, int]:
    return segment.start, segment.end
