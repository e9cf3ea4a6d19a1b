"""Anchors (pure): the event a question is dated by ("since I started the lisinopril", 리시노프릴 먹기 시작한 뒤로,
대사증후군 진단 이후) and the terms under it, which only date the question; and what a drug that only dates it acts
on: "자디앙 먹기 전이랑 후 비교해줘", "since I started the jardiance, better or worse?" name no measure of their own,
so the measures the dictionary's mechanisms say the drug brings down or makes better are what is asked, at a concept
primary term's strength; the drug stays inside the boundary at a related term's strength (session 55)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

from pia_graph.memory.recall_models import Decided, QueryUnderstanding
from pia_graph.ontology import Dictionary, TermMatch
from pia_graph.retrieve.cues import cue_finds, cues_for, found_cues

ANCHOR_REACH = 40  # characters between an anchor cue ("since I started") and the term it anchors on

READING_FIELDS = frozenset({"first", "value", "latest", "highest", "lowest"})  # fields a reading answers
MEASURED = ("test:", "vital:", "body:")  # a term read off a meter or a lab
EFFECT = "effect:"  # the reason prefix of a measure the anchored drug acts on (`structured.strength_of`)
CONTEXT = "visit_context:"  # the reason prefix of a visit named as the place of what is asked (`understand`)


def acted_on(dictionary: Dictionary, drug: str, rise: bool = False) -> list[str]:
    """The terms a drug's mechanisms bring down or make better, in the dictionary's order (pure); with ``rise`` (the
    question asks whether a measure went up) also those it raises (a supplement and its own level)."""
    directions = ("down", "better", "up") if rise else ("down", "better")
    return list(dict.fromkeys(m.effect for m in dictionary.mechanisms
                              if m.cause == drug and m.direction in directions))


def anchored_effects(out: QueryUnderstanding, coords: dict[str, Decided], dictionary: Dictionary, text: str,
                     lang: str) -> None:
    """When every coordinate only dates the question (an anchor), no record type or concept is asked and the question
    asks for an effect (an `effect_asked` cue: 비교, 나아졌, "better", "working") or a reading (a `reading_asked` cue:
    "my highest reading before the water pill", 수치), the measures the anchored drugs act
    on are asked (``coords`` gains them after the drugs); "시작한 지 얼마나 됐지" asks the regimen itself."""
    dating = [d for d in coords.values() if not d.reason.startswith(CONTEXT)]  # a visit named as context dates nothing
    if not dating or out.record_types or out.concepts \
            or not all(d.reason.startswith("anchor:") for d in dating) \
            or any(d.value not in READING_FIELDS for d in out.fields) \
            or not cue_finds(text, lang, "effect_asked", "reading_asked"):
        return  # a sentence asked (what was said, a name, a reason, a date) is no reading
    rise = bool(cue_finds(text, lang, "effect_up"))
    for drug, d in list(coords.items()):
        if drug.startswith("drug:") and d.reason.startswith("anchor:"):
            for effect in acted_on(dictionary, drug, rise):
                coords.setdefault(effect, Decided(value=effect, reason=f"{EFFECT}{drug}", span=d.span))


def question_anchors(text: str, lang: str, drug_starts: list[int]) -> tuple[list[tuple[int, int, str]], str | None]:
    """The anchor cues of a question (start, end, surface) and the one that asks the time before its event, if any
    (pure). "before I started the new bp pill", 그 약 먹기 전에: the time before is asked, so the earliest records
    answer. An `anchor_before_term` cue counts only when a drug's name or class follows it (``drug_starts`` and the
    `class:` cues): "what was my ldl before the atorvastatin?", "my highest reading before the water pill" ask the
    time before the drug began; "the night before the colonoscopy" is a day and stays the question's words."""
    found = found_cues(text, lang)
    starts = [*drug_starts, *(f.start() for c, fs in found if c.target.startswith("class:") for f in fs)]
    drug_said = [(f.start(), f.end(), f.group(0)) for f in cue_finds(text, lang, "anchor_before_term")
                 if any(s >= f.end() and not text[f.end():s].strip() for s in starts)]
    anchors = [*((f.start(), f.end(), f.group(0)) for f in cue_finds(text, lang, "anchor", "anchor_before")),
               *drug_said]
    before = next((f.group(0) for f in cue_finds(text, lang, "anchor_before")), drug_said[0][2] if drug_said else None)
    return anchors, before


def names_after_anchor(matches: Sequence[TermMatch], anchors: Sequence[tuple[int, int, str]], text: str,
                       dating_ends: Sequence[int], rematch: Callable[[str], Sequence[TermMatch]]) -> list[TermMatch]:
    """A name that begins with an anchor's words, the anchor dating a medicine said right before it (pure):
    "스테로이드 먹고 나서 혈당 올랐나" reads "먹고 나서 혈당" (the after-meal sugar's name) as the anchor the
    steroid dates, then "혈당"; the name is read again from the anchor's end (``rematch``), its spans in
    ``text``'s places. ``dating_ends``: where a drug's name or a class word ends. "어제 먹고 나서 혈당"
    names no medicine: kept."""
    out: list[TermMatch] = []
    for m in matches:
        cut = next((end for start, end, _ in anchors if start <= m.start < end < m.end
                    and any(e <= start and not text[e:start].strip() for e in dating_ends)), None)
        if cut is None:
            out.append(m)
            continue
        rest = text[cut:m.end]
        lead = len(rest) - len(rest.lstrip())
        out += [dataclasses.replace(r, start=r.start + cut + lead, end=r.end + cut + lead)
                for r in rematch(rest.lstrip())]
    return out


def medicine_effect_asked(out: QueryUnderstanding, coords: dict[str, Decided], text: str, lang: str) -> bool:
    """A medicine asked only by what it treats, with its effect asked ("has the new bp pill helped?", "is my cholesterol
    med working?"): the readings of what it treats answer and the medicine only dates the question, so the medicine
    word asks no record type and the drugs it reaches stand in the boundary as anchors (``out`` and ``coords`` are
    updated; True when so). A drug named ("has the losartan helped") or anything else asked keeps the regimen."""
    drugs = [d for d in coords.values() if d.value.startswith("drug:")]
    if [d.value for d in out.record_types] != ["medication_regimen"] or not drugs \
            or not all(d.reason.startswith("indication:") for d in drugs) \
            or any(d.value not in READING_FIELDS for d in out.fields) \
            or not cue_finds(text, lang, "medicine_effect"):
        return False
    surface = out.record_types[0].span or ""
    out.record_types = []
    for d in drugs:
        coords[d.value] = Decided(value=d.value, reason=f"anchor:{surface}", span=d.span)
    return True


def anchor_of(
    span: tuple[int, int], anchors: list[tuple[int, int, str]], lang: str, text: str = "",
) -> str | None:
    """The anchor cue a term sits under: after it in English ("since I started the lisinopril"), before it in
    Korean ("리시노프릴 먹기 시작한 뒤로"), within ANCHOR_REACH characters. In English the anchor's clause ends at a
    mark or a question's own word (the `anchor_end` cue rows): "since I started ozempic how much weight did I lose"
    dates the weight by the drug, it does not anchor the weight too; in Korean a mark or a clause joined between the
    term and the anchor ("LDL 비교해주고, 처방할 때": the LDL is asked)."""
    for start, end, surface in anchors:
        if lang == "ko" and 0 <= start - span[1] <= ANCHOR_REACH and not any(
                c.pattern.search(text, span[1], start) for c in cues_for(lang)
                if c.target == "anchor_end" and c.lang == "ko"):
            return surface
        if lang != "ko" and 0 <= span[0] - end <= ANCHOR_REACH and not any(
                c.pattern.search(text, end, span[0]) for c in cues_for(lang) if c.target == "anchor_end"):
            return surface
    return None


def dated_by_medicine(span: tuple[int, int], keys: tuple[str, ...], anchors: list[tuple[int, int, str]],
                       lang: str, text: str, drug_spans: Sequence[tuple[int, int]] = ()) -> bool:
    """Korean: a measure said before a medicine under the anchor ("총콜레스테롤 약 먹기 전이랑 비교", "비타민D 수치 주사
    맞기 전이랑", "당화혈색소 자디앙 추가 전이랑 지금") is asked; the medicine (a medicine word, or a drug named in
    ``drug_spans``) is what the anchor dates by (a drug's own name before 약 is that medicine, and stays anchored)."""
    if lang != "ko" or any(k.startswith("drug:") for k in keys):
        return False
    meds = [c.pattern for c in cues_for(lang) if c.target in ("type:medication_regimen", "dating_medicine")]
    return any(0 <= start - span[1] <= ANCHOR_REACH
               and (any(p.search(text, span[1], start) for p in meds)
                    or any(span[1] <= s and e <= start for s, e in drug_spans))
               for start, _, _ in anchors)


def idle_anchors(anchors: list[tuple[int, int, str]], spans: list[tuple[int, int]], lang: str,
                 text: str) -> set[tuple[int, int]]:
    """The spans of the anchors no term or cue span is under or inside: they date nothing, so their words stay the
    question's own words (pure)."""
    return {(start, end) for start, end, surface in anchors
            if not any(anchor_of(span, [(start, end, surface)], lang, text) is not None
                       or (span[0] < end and start < span[1]) for span in spans)}


def anchored_senses(keys: tuple[str, ...], anchor: str, surface: str, text: str, lang: str) -> list[Decided]:
    """The terms of one name under an anchor (pure). A name that is both a medicine and a measure ("비타민D 먹고 나서
    수치 올랐어?", "since I started the vitamin d is my level better?") dates the question by the medicine, and the
    measure is the effect asked when the question asks a value or a change (an `effect_asked` or `field:value` cue):
    it is asked at an effect's strength; otherwise every term only dates the question (session 56)."""
    split = any(k.startswith("drug:") for k in keys) and any(k.startswith(MEASURED) for k in keys) \
        and bool(cue_finds(text, lang, "effect_asked", "field:value"))
    drug = next((k for k in keys if k.startswith("drug:")), "")
    return [Decided(value=k, reason=f"{EFFECT}{drug}" if split and k.startswith(MEASURED) else f"anchor:{anchor}",
                    span=surface) for k in keys]

