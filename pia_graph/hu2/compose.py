"""Deterministic composition of the seven fields from one user's memory, every sentence guarded (pure).

`compose(inputs, lexicon)` is the default phrasing and the fallback of the model-backed one. Each field keeps
its sentences in priority order while they fit `MAX_CHARS`; a field is shorter when memory holds less, and
never padded. A sentence that fails a guard (a number not in what it cites; in the recommendation an allergen,
a forbidden class, a dose) is dropped, and the reason logged.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass, field
from functools import cached_property

from pia_graph.hu2 import caregiving, conflicts, given, habit_of
from pia_graph.hu2 import fields as f
from pia_graph.hu2.complaints import reading_conditions, treated_complaints
from pia_graph.hu2.constraints import Allergy, Constraint, allergies, constraints, forbidden, merge_reported
from pia_graph.hu2.guards import Finding, Forbidden, check_numbers, check_recommendation, named_terms
from pia_graph.hu2.models import FIELDS, FieldName, FieldText, Hu2Inputs, Sentence, Understanding
from pia_graph.hu2.on_record import left_out, on_record_sentence
from pia_graph.hu2.reactions import Reaction, ReactionCues, reactions
from pia_graph.hu2.recommend import recommendation
from pia_graph.hu2.statements import quoted_sentence, unsaid, words_unsaid
from pia_graph.hu2.trajectory import trajectory_goal
from pia_graph.hu2.treated_for import regimen_drugs, treated_for
from pia_graph.hu2.wording import Words, said_names
from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.ontology.alias_gate import TermMatch
from pia_graph.ontology.units import unit_candidates

log = logging.getLogger(__name__)

MAX_CHARS = 500
# the record type a term of a statement would be stored as, where it decides how the term is named (wording)
_KIND_OF_PREFIX = {"activity:": "exercise", "sleep:": "sleep", "meal:": "meal", "food:": "meal", "mood:": "mood",
                   "goal:": "goal", "preference:": "preference"}
GENERATOR = "rules/1"


@dataclass
class Lexicon:
    """The dictionary and its alias index, built once per process."""

    dictionary: Dictionary
    index: AliasIndex
    extra_names: tuple[str, ...] = field(default=())

    @cached_property
    def digit_names(self) -> tuple[str, ...]:
        """Names and units with digits in them ("type 2 diabetes", "mL/min/1.73m2"): not numbers a text states."""
        names = {a.text for t in self.dictionary.terms.values() for a in t.aliases if any(c.isdigit() for c in a.text)}
        names |= {t.name for t in self.dictionary.terms.values() if any(c.isdigit() for c in t.name)}
        names |= {t.unit for t in self.dictionary.terms.values() if t.unit and any(c.isdigit() for c in t.unit)}
        names |= {t.drug_class for t in self.dictionary.terms.values()
                  if t.drug_class and any(c.isdigit() for c in t.drug_class)}
        return tuple(sorted(names | set(self.extra_names), key=len, reverse=True))


@dataclass(frozen=True)
class Memory:
    """What the guards need besides the text: evidence by id, and what the recommendation may not name."""

    evidence: dict[str, str]
    forbidden: Forbidden
    allergies: list[Allergy]
    constraints: list[Constraint]
    reactions: list[Reaction] = field(default_factory=list)  # reported reactions that are not allergies


def memory_of(inputs: Hu2Inputs, lexicon: Lexicon) -> Memory:
    reported = reactions(inputs.facts, lambda text: [
        (k, m.start) for m in lexicon.index.match(text) for k in ([m.term_key] if m.term_key else m.candidates)],
        ReactionCues.of(lexicon.dictionary))
    allergy_list = merge_reported(allergies(inputs, reported, lexicon.dictionary), lexicon.dictionary)
    allergic = {a.key for a in allergy_list}
    others = [x for x in reported if not x.allergic and x.key not in allergic]
    constraint_list = constraints(inputs, lexicon.dictionary)
    return Memory(inputs.evidence(), forbidden(allergy_list, constraint_list, lexicon.dictionary, others),
                  allergy_list, constraint_list, others)


def sentence_findings(s: Sentence, name: str, memory: Memory, lexicon: Lexicon) -> list[Finding]:
    out = check_numbers(s.text, s.cites, memory.evidence, lexicon.digit_names)
    if name == "recommendation":
        out += check_recommendation(s.text, lexicon.index, lexicon.dictionary, memory.forbidden, s.names)
    return out


def fit(sentences: list[Sentence], name: str, memory: Memory, lexicon: Lexicon, limit: int = MAX_CHARS
        ) -> list[Sentence]:
    kept: list[Sentence] = []
    length = 0
    for s in sentences:
        if not s.cites:
            log.warning("hu2 %s: uncited sentence dropped (%s)", name, s.rule)
            continue
        findings = sentence_findings(s, name, memory, lexicon)
        if findings:
            log.info("hu2 %s: sentence of %s dropped: %s", name, s.rule,
                     [(x.violation.value, x.detail) for x in findings])
            continue
        extra = len(s.text) + (1 if kept else 0)
        if length + extra > limit:
            continue  # a shorter, later sentence may still fit
        kept.append(s)
        length += extra
    return kept


_NUMBER_BEFORE = re.compile(r"\d(?:[\d.,]*\d)?\s*$")


def is_unit_after_number(text: str, m: TermMatch) -> bool:
    """The match is a unit's spelling said right after a number ("16 mi", "5 ms"): the unit, not the term."""
    return bool(unit_candidates(m.surface)) and bool(_NUMBER_BEFORE.search(text[:m.start]))


def enrich(inputs: Hu2Inputs, lexicon: Lexicon) -> Hu2Inputs:
    """Each fact also names the terms its utterance names by any alias (the write path links only some), every
    candidate of an ambiguous form included (and the condition an attack shares its name with: "migraine");
    `sure_keys` leaves those out ("PSA": the antigen or psoriasis). It
    names too the condition it says one of the user's drugs is for ("혈압약 로살탄": hypertension, `treated_for`).
    A form right after a number that is a unit's spelling is the unit, not the term ("16 mi long run": miles, not
    myocardial infarction). A symptom the user takes a drug for names the condition it is the complaint of
    (`complaints`: "우울해요" with sertraline on record, depression), unsure too. A combination product names its
    ingredients ("로수젯": rosuvastatin and ezetimibe)."""
    facts = []
    drugs = regimen_drugs(inputs)
    proxy = inputs.proxy_account or caregiving.proxy_account(
        [f.turn_text or f.text for f in inputs.facts] + [r.turn_text or r.span for r in inputs.records],
        lexicon.dictionary)
    inputs = inputs.model_copy(update={"proxy_account": proxy})
    for fct in inputs.facts:
        said = fct.turn_text or fct.text
        found = [m for m in lexicon.index.match(said) if not is_unit_after_number(said, m)]
        # enriched before (a caller that enriches, then composes): what it held unsure stays unsure
        held = fct.term_keys if fct.sure_keys is None else fct.sure_keys
        sure = [*held, *(m.term_key for m in found if m.term_key),
                *treated_for(fct, lexicon.index, lexicon.dictionary, drugs, proxy)]
        unsure = [k for m in found if not m.term_key for k in m.candidates]
        # "로수젯 처방": one product, two ingredients (HAS_INGREDIENT); the statement names each of them too, unsure
        # (cited with the product, never said as a drug of its own)
        unsure += [i for k in sure for i in lexicon.dictionary.ingredients_of(k)]
        # an attack said by the name it shares with a condition ("편두통 또와서 8점", "migraine again"): the
        # condition is named too, though not said to be diagnosed (unsure: cited, never stated as one)
        unsure += [k for m in found if m.term_key and m.term_key.startswith("symptom:")
                   for k in m.candidates if k.startswith("condition:")]
        unsure += [k for k in fct.term_keys if k not in sure]
        # "담배 하루 반갑": smoking the substance, and so the smoking habit (`habit_of`), unsure
        unsure += habit_of.also_named(sure)
        facts.append(fct.model_copy(update={"term_keys": list(dict.fromkeys([*sure, *unsure])),
                                            "sure_keys": list(dict.fromkeys(sure))}))
    # the condition a symptom is the complaint of, when a drug of theirs is for it ("우울해요" + sertraline:
    # depression), and a reading the condition whose range it is in ("ldl 182": high cholesterol): named too,
    # unsure (cited, never stated as a diagnosis)
    rich = inputs.model_copy(update={"facts": facts})
    named = treated_complaints(rich, lexicon.dictionary)
    for fact_id, keys in reading_conditions(rich).items():
        named[fact_id] = [*named.get(fact_id, []), *keys]
    facts = [x.model_copy(update={"term_keys": list(dict.fromkeys([*x.term_keys, *named[x.fact_id]]))})
             if x.fact_id in named else x for x in facts]
    return inputs.model_copy(update={"facts": facts})


def with_statements(s: Sentence, inputs: Hu2Inputs, lexicon: Lexicon) -> Sentence:
    """The sentence also cites the user's statements its records came from, each that names a term the sentence
    names or a record it cites is about: what it says rests on what they said, not only on what was extracted.
    Applied after the guards, and adds no number: a record's evidence already holds the utterance it came from."""
    turns = {r.record_id: r.turn_text for r in inputs.records if r.turn_text}
    wanted = set(named_terms(s.text, lexicon.index)) | {r.coordinate for r in inputs.records if r.record_id in s.cites}
    extra = [f.fact_id for f in inputs.facts
             if f.turn_text and f.turn_text in {turns.get(c) for c in s.cites} and wanted.intersection(f.term_keys)]
    if not extra:
        return s
    return s.model_copy(update={"cites": list(dict.fromkeys([*s.cites, *extra]))})


def allergy_words(allergy_list: list[Allergy], inputs: Hu2Inputs, lexicon: Lexicon) -> dict[str, list[str]]:
    """Per allergen, what the user's words behind it name besides it: the allergen as they called it (a term that
    reports as it: "shrimp" for shellfish) and the reaction (symptoms: "hives"), at most three."""
    said = {r.record_id: r.turn_text or r.span for r in inputs.records}
    said.update({x.fact_id: x.turn_text or x.text for x in inputs.facts})
    out: dict[str, list[str]] = {}
    for a in allergy_list:
        keys: list[str] = []
        for text in dict.fromkeys(said.get(c, "") for c in a.cites):
            for m in lexicon.index.match(text):
                k = m.term_key
                if not k or k == a.key:
                    continue
                term = lexicon.dictionary.terms.get(k)
                if k.startswith("symptom:") or (term is not None and term.extra.get("reports_as") == a.key):
                    keys.append(k)
        if keys:
            out[a.key] = list(dict.fromkeys(keys))[:3]
    return out


def compose(inputs: Hu2Inputs, lexicon: Lexicon) -> Understanding:
    inputs = enrich(inputs, lexicon)
    memory = memory_of(inputs, lexicon)
    # what the user called each term: in statements first, then in the records (a record's words win)
    said = [(k, _KIND_OF_PREFIX.get(k.split(":", 1)[0] + ":", "statement"), f.turn_text or f.text)
            for f in inputs.facts for k in (f.term_keys if f.sure_keys is None else f.sure_keys)]
    said += [(r.coordinate, r.type, r.turn_text or r.span) for r in inputs.records]
    w = Words(inputs.lang, lexicon.dictionary, said_names(said, lexicon.index, lexicon.dictionary))
    drafts: dict[str, list[Sentence]] = {
        "who": f.who(inputs, w, memory.allergies),
        "physical_state": f.physical_state(inputs, w, memory.allergies),
        "behavioral_state": f.behavioral_state(inputs, w),
        "medical_constraints": f.medical_constraints(w, memory.allergies, memory.constraints, memory.reactions,
                                                     allergy_words(memory.allergies, inputs, lexicon)),
        "trajectory_goal": trajectory_goal(inputs, w),
        "trajectory_preference": f.trajectory_preference(inputs, w),
        "recommendation": recommendation(inputs, w, memory.allergies, memory.constraints),
    }
    kept = {name: fit(drafts[name], name, memory, lexicon) for name in FIELDS}
    cited = {i for sentences in kept.values() for s in sentences for i in s.cites}
    for name, records in left_out(inputs, cited).items():
        used = sum(len(s.text) + 1 for s in kept[name])
        extra = on_record_sentence(name, records, inputs, w, room=MAX_CHARS - used)
        if extra is not None and name != "recommendation":
            kept[name] = fit([*kept[name], extra], name, memory, lexicon)
    cited = {i for sentences in kept.values() for s in sentences for i in s.cites}
    spoken = "\n".join(s.text for sentences in kept.values() for s in sentences)
    for name, facts in unsaid(inputs, cited, frozenset(c for a in memory.allergies for c in a.cites)).items():
        used = sum(len(s.text) + 1 for s in kept[name])
        quoted = quoted_sentence(name, facts, w, room=MAX_CHARS - used, said=spoken)
        if quoted is not None:
            kept[name] = fit([*kept[name], quoted], name, memory, lexicon)
    cited = {i for sentences in kept.values() for s in sentences for i in s.cites}
    spoken = "\n".join(s.text for sentences in kept.values() for s in sentences)
    allergy_cited = frozenset(c for a in memory.allergies for c in a.cites)
    for name, facts in words_unsaid(inputs, cited, spoken, allergy_cited).items():
        if name == "recommendation":
            continue
        used = sum(len(s.text) + 1 for s in kept[name])
        quoted = quoted_sentence(name, facts, w, room=MAX_CHARS - used, said=spoken)
        if quoted is not None:
            kept[name] = fit([*kept[name], quoted], name, memory, lexicon)
    # drugs they named that the allergies or constraints rule out ("can i take ibuprofen" with kidney disease)
    found = conflicts.conflicts(inputs, lexicon.dictionary, memory.forbidden)
    ruled_out = conflicts.sentence(found, w)
    # and drugs someone else gave or advised them ("옆집 할머니가 졸피뎀 몇알 줬는데"): not theirs, check first
    gifts = given.given_drugs(inputs)
    barred = {c.key for c in found} | set(memory.forbidden.terms)
    for name, extra in (("medical_constraints", ruled_out),
                        ("medical_constraints", given.constraint_sentence(gifts, barred, w)),
                        ("recommendation", given.recommendation_sentence(gifts, w))):
        if extra is not None:
            kept[name] = fit([*kept[name], extra], name, memory, lexicon)
    out: list[FieldText] = []
    for name in FIELDS:
        field_name: FieldName = name  # type: ignore[assignment]
        out.append(FieldText(field=field_name, sentences=[with_statements(s, inputs, lexicon) for s in kept[name]]))
    understanding = Understanding(user_id=inputs.user_id, lang=inputs.lang, version=inputs.memory_version,
                                  generator=GENERATOR, fields=out)
    understanding.recommended = recommended_terms(understanding, lexicon)
    return understanding


def recommended_terms(u: Understanding, lexicon: Lexicon) -> list[str]:
    """Terms the recommendation names: those its sentences declare plus any its words name."""
    rec = u.field("recommendation")
    named = [k for k in named_terms(rec.text, lexicon.index) if k.startswith(("drug:", "food:", "substance:"))]
    keys = [k for s in rec.sentences for k in s.names] + named
    return list(dict.fromkeys(keys))


def check_understanding(u: Understanding, inputs: Hu2Inputs, lexicon: Lexicon) -> list[Finding]:
    """Every guard over a whole understanding (per sentence): what the model's phrasing must also pass."""
    memory = memory_of(inputs, lexicon)
    return [x for fld in u.fields for s in fld.sentences for x in sentence_findings(s, fld.field, memory, lexicon)]
