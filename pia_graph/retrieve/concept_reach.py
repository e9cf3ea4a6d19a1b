"""What a named symptom or condition reaches through the dictionary's concepts (pure; `understand` calls these after
it has read the question's names): the other primary members of its condition tags, the tests asked as its results,
and everything about it. Each reached term is a `Decided` with its reason, after the named term."""

from __future__ import annotations

from pia_graph.memory.recall_models import Decided, QueryUnderstanding
from pia_graph.ontology import Dictionary
from pia_graph.retrieve.term_lookups import WIDENING_KINDS, compounds_of, widened


def widen_named(out: QueryUnderstanding, coords: dict[str, Decided], dictionary: Dictionary) -> None:
    """A named symptom or condition reaches the other primary members of the condition tags it is a primary
    member of (dictionary data, `ontology/40_concepts.cypher`), at a concept primary's strength: "열 몇
    도였지" names the fever, and the temperatures that measure it stand inside its boundary; 배탈 reaches the
    abdominal pain and diarrhoea said of it. Tests and drugs never widen (LDL never brings HDL), and the named
    term keeps the first rank. A record type asked narrows instead ("which diabetes meds": the drugs, not the
    glucose readings), so nothing widens then."""
    if out.record_types:
        return
    for named in [d for d in out.entities if d.reason.startswith("alias")]:
        for key in compounds_of(dictionary, named.value, named.span or ""):
            if key not in coords:
                d = Decided(value=key, reason=f"widened:compound:{named.span}", span=named.span)
                out.entities.append(d)
                coords[key] = d
        for key, concept, role in widened(dictionary, named.value):
            if key not in coords:
                d = Decided(value=key, reason=f"widened:{concept}:{role}", span=named.span)
                out.entities.append(d)
                coords[key] = d


def results_asked(out: QueryUnderstanding, coords: dict[str, Decided], dictionary: Dictionary) -> None:
    """Test results asked ("how's my anaemia looking, blood results wise", 8월 검사결과): beside a named symptom or
    condition, the tests among the primary members of the condition tags that hold it (dictionary data), at a
    concept primary's strength; with nothing named, every lab result (the window bounds them)."""
    named = [d for d in out.entities if d.reason.startswith("alias")
             and d.value.split(":", 1)[0] in WIDENING_KINDS]
    for d in named:
        for concept in dictionary.concepts.values():
            if concept.kind != "condition_tag" or not any(m.term_key == d.value for m in concept.members):
                continue
            for m in concept.members:
                if m.role == "primary" and m.term_key.startswith("test:") and m.term_key not in coords:
                    coords[m.term_key] = Decided(value=m.term_key, reason=f"results:{concept.key}:primary",
                                                 span=d.span)
    for d in [e for e in out.entities if e.reason.startswith("alias") and e.value.startswith("visit:")]:
        # "what came back from my august physical": the results of a visit are the panel the dictionary relates
        # to it (concept:checkup relates visit:checkup), and what was measured on the visit's day answers first
        # (`fuse`: the field `results`).
        for concept in dictionary.concepts.values():
            if not any(m.term_key == d.value and m.role == "related" for m in concept.members):
                continue
            for m in concept.members:
                if m.role == "primary" and m.term_key not in coords:
                    coords[m.term_key] = Decided(value=m.term_key, reason=f"results:{concept.key}:primary",
                                                 span=d.span)
    out.fields.append(Decided(value="results", reason="cue:results"))
    if not out.entities and not any(t.value == "lab_result" for t in out.record_types):
        out.record_types.append(Decided(value="lab_result", reason="cue:results"))


def everything_about(out: QueryUnderstanding, coords: dict[str, Decided], dictionary: Dictionary) -> None:
    """Everything about a named symptom or condition ("통풍 관련된거"): the other members of the condition tags that
    hold it (its tests, its drugs), each at its role's strength, after the named term."""
    for d in [e for e in out.entities if e.reason.startswith("alias")
              and e.value.split(":", 1)[0] in WIDENING_KINDS]:
        for concept in dictionary.concepts.values():
            if concept.kind != "condition_tag" or not any(m.term_key == d.value for m in concept.members):
                continue
            for m in concept.members:
                if m.term_key not in coords:
                    coords[m.term_key] = Decided(value=m.term_key, reason=f"concept:{concept.key}:{m.role}",
                                                 span=d.span)


# The dictionary's flags of a procedure had at a visit (`ingest/extract/visit_procedures.py`): a scan or a test, a
# treatment session, an operation in the clinic chair. Had on a day, each is stored as a visit record of that day.
_HAD_AT_A_VISIT = ("diagnostic", "session", "outpatient")


def procedure_visits(out: QueryUnderstanding, dictionary: Dictionary, dated: bool) -> None:
    """A procedure had at a visit named and no record type asked ("when was my last colonoscopy", 수면다원검사 받은
    날): the write path keeps its day as a visit record (eval/LABEL_CONVENTIONS.md: an outpatient procedure, scan or
    session had on a datable day is a visit that day; the procedure has no record of its own), so the visits are
    asked beside it, and the visit said in the turn that names the procedure comes first (`fuse`: said with the
    term). An operation of history (an appendectomy) has no visit, and a type asked ("what meds after the scope")
    narrows instead. Only a day asked (``dated``: a date field, or a window said: "was it in january") asks the
    visit, which holds nothing but its day: "what did the MRI show" is answered by the sentences."""
    if not dated:
        return
    for named in [d for d in out.entities if d.reason.startswith("alias")]:
        term = dictionary.terms.get(named.value)
        if any(not (t.span and named.span and t.span in named.span) for t in out.record_types):
            return  # a type word inside the procedure's own name (수면 in 수면다원검사) asks no other type
        if term is not None and any(term.extra.get(flag) for flag in _HAD_AT_A_VISIT):
            out.record_types.append(Decided(value="medical_visit", reason=f"procedure_visit:{named.value}",
                                            span=named.span))
            return
