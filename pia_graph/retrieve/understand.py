"""Query understanding (pure): what a question points to, each decision with its reason.

Named entities come from the dictionary's exact aliases and are a hard boundary (LDL never brings HDL);
concept words expand to their member terms (primary first, related after); the cue table adds record types,
fields and the wish for the latest or the active ones; the temporal resolver gives the window; a few cues
choose the depth when the caller leaves it to us. No database, no clock: `said_at` is passed in.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from typing import Literal

from pia_graph.memory.recall_models import Decided, Depth, QueryUnderstanding, ThreadTurn
from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.ontology.concepts import expand
from pia_graph.ontology.fuzzy import with_loanwords
from pia_graph.retrieve.anchors import (
    anchor_of,
    anchored_effects,
    anchored_senses,
    dated_by_medicine,
    idle_anchors,
    medicine_effect_asked,
    names_after_anchor,
    question_anchors,
)
from pia_graph.retrieve.apart_time import apart_times, before_apart
from pia_graph.retrieve.concept_heads import concepts_by_head
from pia_graph.retrieve.concept_reach import everything_about, procedure_visits, results_asked, widen_named
from pia_graph.retrieve.cues import cue_finds, cues_for, found_cues
from pia_graph.retrieve.excluded import apart_ranked, excluded, exclusions, medicines_named, widened_apart
from pia_graph.retrieve.fuse_signals import about_someone_else
from pia_graph.retrieve.ko_query import rewrite
from pia_graph.retrieve.meal_dates import meal_dates_glucose
from pia_graph.retrieve.parts_asked import parts_asked, same_sentence
from pia_graph.retrieve.question_window import window_of
from pia_graph.retrieve.read_senses import read_senses
from pia_graph.retrieve.record_place import question_terms, record_places
from pia_graph.retrieve.shorthands import lone_shorthands
from pia_graph.retrieve.source import asked_sources
from pia_graph.retrieve.term_lookups import (
    class_members,
    indicated_for,
    lowering,
    of_class,
)
from pia_graph.retrieve.term_roles import describe_medicine, visit_as_context
from pia_graph.retrieve.thread import inherit
from pia_graph.retrieve.understand_words import (
    inside,
    names_before,
    overlaps,
    residual_words,
    singular_names,
    within,
)


def understand(
    text: str,
    said_at: dt.datetime,
    lang: Literal["en", "ko"],
    index: AliasIndex,
    dictionary: Dictionary,
    depth: Depth = "auto",
    thread: Sequence[ThreadTurn] = (),
) -> QueryUnderstanding:
    """``thread``: the user's previous turns, newest last; a follow-up with no coordinate of its own inherits from
    them (``retrieve/thread.py``)."""
    asked = text
    out = QueryUnderstanding(lang=lang)
    if lang == "ko":
        glue = [c.pattern for c in cues_for(lang) if c.target == "glue"]
        text, out.rewrites = rewrite(text, lambda s: bool(index.lookup(s)), glue)
    else:
        text, out.rewrites = singular_names(text, lambda s: bool(index.lookup(s)))
    coords: dict[str, Decided] = {}
    alias_spans: list[tuple[int, int]] = []
    alias_keys: list[tuple[tuple[int, int], tuple[str, ...]]] = []  # each alias match's span and its terms
    providers = [f.start() for f in cue_finds(text, lang, "provider")]
    backs = [(f.start(), f.end()) for f in cue_finds(text, lang, "place_back")]  # "the visit before last"
    cues_apart = [c for c in exclusions(text, lang) if not overlaps(c, backs)]  # 지난번 말고 그 전: a place
    set_apart: set[str] = set()  # the terms the question sets apart ("not the ordinary headaches")
    apart_spans: list[tuple[int, int]] = []  # where it says them: no word to find there
    apart_keys: list[tuple[tuple[int, int], tuple[str, ...]]] = []  # each term set apart by name, with its span
    descriptors: list[tuple[int, int]] = []  # terms that describe a provider ("the sleep doc")
    matches = with_loanwords(text, lang, index, dictionary)  # "트루바다 먹고 나서": a drug's name said in Hangul
    drug_spans = [(m.start, m.end) for m in matches  # the drugs named: what an anchor after a measure may date by
                  if any(k.startswith("drug:") for k in (m.candidates if m.term_key is None else (m.term_key,)))]
    anchors, before = question_anchors(text, lang, [s for s, _ in drug_spans])
    matches = names_after_anchor(matches, anchors, text, [
        *(e for _, e in drug_spans),
        *(f.end() for c in cues_for(lang) if c.target.startswith("class:") for f in c.pattern.finditer(text))],
        lambda rest: list(index.match(rest, lang)))
    for m in matches:
        if any(0 < p - m.end <= 2 and not text[m.end:p].strip() for p in providers):
            descriptors.append((m.start, m.end))
            out.rewrites.append(f"provider:{m.surface}")
            continue
        if excluded((m.start, m.end), cues_apart, text, lang):
            out.rewrites.append(f"excluded:{m.surface}")
            set_apart.update(m.candidates if m.term_key is None else (m.term_key,))
            apart_spans.append((m.start, m.end))
            apart_keys.append(((m.start, m.end), m.candidates if m.term_key is None else (m.term_key,)))
            continue
        alias_spans.append((m.start, m.end))
        alias_keys.append(((m.start, m.end), m.candidates if m.term_key is None else (m.term_key,)))
        # a term that is itself an anchor's event ("검진 이후로", "입원 후") dates the question, as one under it does
        anchor = anchor_of((m.start, m.end), anchors, lang, text) or next(
            (surface for start, end, surface in anchors if start <= m.start and m.end <= end), None)
        if anchor is not None and not m.is_concept and not dated_by_medicine(
                (m.start, m.end), m.candidates if m.term_key is None else (m.term_key,), anchors, lang, text,
                drug_spans):
            # "since I started the lisinopril": the drug dates the window; the question is about what follows.
            for d in anchored_senses(m.candidates if m.term_key is None else (m.term_key,), anchor, m.surface,
                                     text, lang):  # "비타민D 먹고 나서 수치": the pill dates, the level is asked
                out.entities.append(d)
                coords.setdefault(d.value, d)
            continue
        if m.term_key is None:
            # An ambiguous form the context did not settle: each candidate stays inside the boundary.
            for key in m.candidates:
                d = Decided(value=key, reason=f"alias_ambiguous:{m.rule}", span=m.surface)
                out.entities.append(d)
                coords.setdefault(key, d)
            continue
        if m.is_concept:
            out.concepts.append(Decided(value=m.term_key, reason=f"concept_alias:{m.rule}", span=m.surface))
            for link in expand(dictionary, m.term_key):
                coords.setdefault(
                    link.term_key, Decided(value=link.term_key, reason=f"concept:{m.term_key}:{link.role}",
                                           span=m.surface),
                )
            continue
        d = Decided(value=m.term_key, reason=f"alias:{m.rule}", span=m.surface)
        out.entities.append(d)
        coords[m.term_key] = d  # a named term outranks the same term reached through a concept
        for member in class_members(dictionary, m.term_key):
            # "insulin", "NSAID": a drug whose name is a class word names the drugs of that class too (란투스 is
            # a long-acting insulin), after the named term.
            if member not in coords:
                c = Decided(value=member, reason=f"drug_class:{m.term_key}", span=m.surface)
                out.entities.append(c)
                coords[member] = c
        if "context:" in m.rule:
            # One surface, several terms, settled by the words around it ("vitamin D ... supplements"): the
            # others stay inside the boundary, after the chosen one (a level and its supplement share a name).
            for key in m.candidates:
                if key != m.term_key and key not in coords:
                    other = Decided(value=key, reason=f"alias_ambiguous:{m.rule}", span=m.surface)
                    out.entities.append(other)
                    coords[key] = other
    apart_at = apart_times(text, said_at, lang, cues_apart)  # "이번 주 말고 지난주": a time set apart is no window
    out.apart_times = [t for _, t in apart_at]
    apart_spans.extend(s for s, _ in apart_at)
    window = window_of(text, said_at, lang, [s for s, _ in apart_at])
    shifted = before_apart(text, lang, apart_at)  # "어젯밤 말고 그 전날 밤": the time just before the one set apart
    window = shifted[1] if shifted is not None and window is None else window
    time_spans: list[tuple[int, int]] = []
    if window is not None:
        pos = text.find(window.expression) if window.expression else -1
        if pos >= 0:
            time_spans.append((pos, pos + len(window.expression)))
    type_spans: list[tuple[int, int]] = []
    cue_hits: list[tuple[str, str, tuple[int, int]]] = []
    for cue, found_all in found_cues(text, lang):
        if cue.target.startswith(("thread_", "place_")) or cue.target in (
                "glue", "said_mark", "advice_mark", "name_mark", "result_mark", "provider", "after_day",
                "after_day_before", "not_window", "frequency_mark", "anchor_stop",
                "holiday_during", "effect_asked", "effect_up", "reading_asked", "medicine_effect", "dating_medicine",
                "status_clause", "anchor_end", "anchor_before_term", "stage_said",
                "meal_after", "meal_reading", "reference_before",
                "reference_from", "reference_around", "around_before", "window_join", "window_possessive"):
            continue  # glue: read by `rewrite` above, the glued noun stays a word; said_mark, name_mark: on facts
        for found in found_all:
            if cue.target.startswith(("type:", "coord:")) and overlaps((found.start(), found.end()), descriptors):
                continue  # "the sleep doc" asks for no night's sleep
            cue_hits.append((cue.target, found.group(0), (found.start(), found.end())))
            if cue.target.startswith("type:"):
                type_spans.append((found.start(), found.end()))
    active = False
    asked_status: dict[str, str] = {}
    clauses = [(f.start(), f.end()) for f in cue_finds(text, lang, "status_clause")]
    results = False
    related = False
    depth_cues: dict[int, str] = {}
    for target, surface, span in cue_hits:
        kind, _, value = target.partition(":")
        if kind in ("class", "coord", "day_part") and excluded(span, cues_apart, text, lang):
            # "other than the statin"; a part of the day set apart ("that wasn't in the morning") is not asked
            set_apart.update(of_class(dictionary, value) if kind == "class" else (value,) if kind == "coord" else ())
            apart_spans.append(span)
            continue
        if kind == "type" and (anchor_of(span, anchors, lang, text) is not None
                               or overlaps(span, [(s, e) for s, e, _ in anchors])):
            # "혈압약 먹기 시작하고 나서 혈압 어떻게 됐어": the medicine dates it, the readings answer; so does a type
            # word inside the anchor itself (대사증후군 진단 이후, 처방할 때)
            continue
        if kind == "type" and value not in {d.value for d in out.record_types}:
            out.record_types.append(Decided(value=value, reason="cue:type", span=surface))
        elif kind == "coord" and not overlaps(span, type_spans) and not overlaps(span, alias_spans):
            anchor = anchor_of(span, anchors, lang, text)  # "since the running started": it dates the question
            d = Decided(value=value, reason="cue:coordinate" if anchor is None else f"anchor:{anchor}", span=surface)
            out.entities.append(d)
            coords.setdefault(value, d)
        elif target == "field:first" and overlaps(span, [*time_spans, *((s, e) for s, e, _ in anchors)]):
            continue  # "since I started the statin" dates the question; "since the start of May" is a window
        elif kind == "day_part" and not overlaps(span, [*time_spans, *apart_spans, *(
                s for s, keys in alias_keys if not all(k.startswith("concept:") for k in keys))]):
            # "저녁 혈압만", "morning readings": the readings of that part of the day ("this morning" is a window,
            # 아침 혈당 a test's name; 저녁 혈압 names only the concept)
            if not any(d.value.startswith("day_part:") for d in out.fields):
                out.fields.append(Decided(value=target, reason="cue:day_part", span=surface))
        elif kind == "field" and value not in {d.value for d in out.fields}:
            out.fields.append(Decided(value=value, reason="cue:field", span=surface))
        elif target == "latest" and not overlaps(span, [*time_spans, *backs, *apart_spans]):
            out.wants_latest = True
        elif target == "active":
            active = True
        elif kind == "asked_status" and not overlaps(span, [*((s, e) for s, e, _ in anchors), *clauses]):
            asked_status.setdefault(value, surface)  # "since I quit soda" dates the question; it asks no status
        elif target == "results":
            results = True
        elif target == "related":
            related = True
        elif kind == "depth":
            depth_cues.setdefault(int(value), surface)
        elif kind == "class" and not inside(span, alias_spans) and not names_before(span, alias_keys, text):
            # "my statin", 항생제: every drug of the class stands inside the boundary, as a name would. A shorter
            # alias inside the class words ("sleeping" in "sleeping pills") gives way to them.
            for inner in within(span, alias_keys):
                if coords.get(inner) is not None and coords[inner].reason.startswith("alias"):
                    out.entities = [e for e in out.entities if e is not coords[inner]]
                    del coords[inner]
            anchor = anchor_of(span, anchors, lang, text)
            reason = f"anchor:{anchor}" if anchor is not None else f"drug_class:{value}"
            for drug in of_class(dictionary, value):
                if drug not in coords:
                    d = Decided(value=drug, reason=reason, span=surface)
                    out.entities.append(d)
                    coords[drug] = d
    cue_spans = [s for t, _, s in cue_hits if t.startswith(("type:", "coord:", "class:"))]
    said_spans = [s for t, _, s in cue_hits if t in ("field:said", "field:advice")]
    # the part alone in its sentence is what is asked (a visit beside it is context); with another term or a record
    # type named there, that term is (a knee's surgery, the runs before the knee hurt), and what was said about it
    # is its sentence (정형외과에서 허리 뭐라 그랬지, "what did Dr Haddad say about my ankles")
    # a term under an anchor only dates the question ("how's my knee been since they started the duloxetine")
    named_spans = [*(s for s, keys in alias_keys if not all(k.startswith("visit:") for k in keys)
                     and not all(k in coords and coords[k].reason.startswith("anchor:") for k in keys)),
                   *cue_spans, *said_spans]
    for key, surface, span in parts_asked(text, lang, [*alias_spans, *descriptors, *cue_spans]):
        if excluded(span, cues_apart, text, lang):  # "apart from the knee", 무릎 외에
            set_apart.add(key)
            continue
        if any(same_sentence(text, span, other) for other in named_spans):
            continue
        # "is the knee getting better", 무릎 좀 나아졌나요: the part's pain, as the write path keeps it; under an
        # anchor (무릎 아프기 전에 얼마나 뛰었지) it only dates the question
        anchor = anchor_of(span, anchors, lang, text)
        coords.setdefault(key, Decided(value=key, reason="cue:body_part" if anchor is None else f"anchor:{anchor}",
                                       span=surface))
    asks = [s for t, _, s in cue_hits if t in ("field:said", "field:content")]
    if asks and all(same_sentence(text, a, b) for a in asks for b in [*alias_spans, *cue_spans]):
        # what was said, shown or given, asked of the terms of its own sentence (not of another part of the
        # question: "혈압 어땠지? 왜 높았다고 했더라"): their turn's sentence answers before their record (`fuse`)
        out.fields.append(Decided(value="sentence", reason="cue:sentence_asked"))
    if before is not None and not any(d.value == "first" for d in out.fields):
        out.fields.append(Decided(value="first", reason="cue:anchor_before", span=before))
    if not any(d.value == "said" for d in out.fields) or any(d.value == "value" for d in out.fields):
        # advice is what someone said to do or avoid (주의사항 뭐랬지); "조심해야 되는 내 알레르기" asks the
        # allergy, and "what dose am i supposed to take" the value a record holds
        out.fields = [d for d in out.fields if d.value != "advice"]
    if asked_status and not active:
        # "which diabetes meds did I stop", 언제 바꿨지: the regimens of the status asked first (both asked, none)
        for value, surface in asked_status.items():
            out.fields.append(Decided(value=f"status:{value}", reason="cue:asked_status", span=surface))
    if active:
        out.fields.append(Decided(value="active", reason="cue:active"))
        if window is not None and window.start == window.end == said_at.date():
            window = None  # "what am I on right now": the active ones, not the records of today
    if any(d.value == "medication_regimen" for d in out.record_types):
        # "what am I taking for my hay fever", "당뇨약": the drugs indicated for a condition the question names
        # stand inside its boundary (the dictionary's indications).
        for condition in [d for d in out.entities if d.value.startswith("condition:")]:
            for drug in indicated_for(dictionary, condition.value):
                coords.setdefault(drug, Decided(value=drug, reason=f"indication:{condition.value}",
                                                span=condition.span))
        # "bp meds", 혈압약: the drugs that lower a measure the question names (the dictionary's mechanisms).
        for measure in [d for d in list(coords.values()) if d.value.startswith(("vital:", "test:"))
                        and not d.reason.endswith(":related")]:
            for drug in lowering(dictionary, measure.value):
                coords.setdefault(drug, Decided(value=drug, reason=f"indication:{measure.value}",
                                                span=measure.span))
    senses = [(t.partition(":")[2], surface) for t, surface, _ in cue_hits if t.startswith("sense:")]
    if senses:
        coords = read_senses(out, coords, dictionary, senses)  # "did my iron go up": the iron labs, not the pill
    if results:
        results_asked(out, coords, dictionary)
    if related:
        everything_about(out, coords, dictionary)
    widen_named(out, coords, dictionary)
    # "when was my colonoscopy": its day is a visit record
    procedure_visits(out, dictionary, window is not None or any(d.value == "date" for d in out.fields))
    visit_as_context(out, coords)
    meal_dates_glucose(out, coords, alias_keys, text, lang)  # "점심 먹고 잰 혈당": the post-meal glucose
    lone_shorthands(out, coords, alias_keys, text, lang)  # "after meals?", "fasting?": the measure said alone
    anchored_effects(out, coords, dictionary, text, lang)  # "자디앙 먹기 전이랑 후 비교해줘": what the drug acts on
    if lang == "en" and not coords and not out.concepts and not out.record_types and not descriptors:
        # No alias and no cue: a concept's head word ("my kidneys", "livr enzymes") still points to it.
        for key, word, head in concepts_by_head(text, dictionary):
            out.concepts.append(Decided(value=key, reason=f"concept_head:{head}", span=word))
            for link in expand(dictionary, key):
                coords.setdefault(link.term_key, Decided(value=link.term_key,
                                                         reason=f"concept:{key}:{link.role}", span=word))
    if about_someone_else(text, lang):
        # "아빠 PSA 몇이었지", "what did my wife say": the question is about someone else; their sentences answer
        out.fields.append(Decided(value="someone_else", reason="cue:experiencer"))
    out.window = window
    out.sources = asked_sources(text, lang, dictionary)  # "at the clinic", 집에서 잰: where the readings were taken
    # a medicine word under an anchor ("before I started the new bp pill") only dates the question: the term before
    # it names what is asked, not which medicine
    med_spans = [s for t, _, s in cue_hits
                 if t == "type:medication_regimen" and anchor_of(s, anchors, lang, text) is None]
    if medicine_effect_asked(out, coords, text, lang):  # "has the new bp pill helped?": the readings answer
        med_spans = []
    describe_medicine(coords, alias_keys, med_spans, text, dictionary)
    if set_apart:  # a term set apart is not asked, even where a concept or a widening reaches it
        set_apart = widened_apart(set_apart - {k for _, keys in alias_keys for k in keys}, dictionary, medicines_named(
            apart_keys, [s for t, _, s in cue_hits if t == "type:medication_regimen"], text))
        coords = {k: d for k, d in coords.items() if k not in set_apart or d.reason.startswith("alias")}
        out.entities = [d for d in out.entities if d.value in coords]
        out.set_apart = apart_ranked(set_apart - coords.keys())
    out.coordinates = list(coords.values())
    # "the visit before last", "my third infusion", "three days after the second shot": records picked by their place
    terms = question_terms(alias_keys, cue_hits, {k: d.span or "" for k, d in coords.items()}, text)
    placed = record_places(text, lang, terms, time_spans[0] if time_spans else None)
    out.places = placed.places
    if placed.window_replaced:
        out.window = window = None  # "사흘 뒤" counts from the anchor's day, not from today
    # a day part stays a word of the question: the sentence that says it ("오늘 저녁은 인슐린 깜빡함") still answers;
    # so do an anchor's words when no term is under it ("이프타 먹고 나서 재본 거": 이프타 is no term of ours)
    idle = idle_anchors(anchors, [*alias_spans, *(s for t, _, s in cue_hits if t.startswith(("type:", "coord:")))],
                        lang, text)
    # a content ask's word ("show", "due") is a word the sentence asked holds: it stays a word to find
    out.residual_words = residual_words(text, [*alias_spans, *apart_spans, *time_spans, *placed.spans, *(
        s for t, _, s in cue_hits if not t.startswith("day_part:") and t != "field:content" and s not in idle)])
    if depth != "auto":
        out.depth, out.depth_reason = depth, "asked"
    elif 3 in depth_cues:
        out.depth, out.depth_reason = 3, f"cue:depth3:{depth_cues[3]}"
    elif 2 in depth_cues:
        out.depth, out.depth_reason = 2, f"cue:depth2:{depth_cues[2]}"
    else:
        out.depth, out.depth_reason = 1, "default"
    final = inherit(out, asked, thread) if thread else out
    if final.window != out.window and any(t.window_start or t.window_end for t in thread if t.asked):
        # "and the time before?" after "my A1c in March": the window before March answers, newest first
        final.places = [p for p in final.places if p.terms or p.order != "newest"]
    return final


def named_coordinates(u: QueryUnderstanding) -> set[str]:
    """The coordinates the question names by alias: the hard boundary (empty when it names none)."""
    return {d.value for d in u.entities}


def wants_active(u: QueryUnderstanding) -> bool:
    return any(d.value == "active" for d in u.fields)


def asked_statuses(u: QueryUnderstanding) -> set[str]:
    """The regimen statuses the question asks for ("what did I quit taking": {"stopped"}), from its fields."""
    return {d.value.partition(":")[2] for d in u.fields if d.value.startswith("status:")}
