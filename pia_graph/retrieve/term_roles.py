"""The roles a named term plays beside what a question asks (pure): a visit that places the question, a term that
names which medicine. Both re-read the coordinates `understand` decided (moved out of `understand.py`, session 64)."""

from __future__ import annotations

from pia_graph.memory.recall_models import Decided, QueryUnderstanding
from pia_graph.ontology import Dictionary
from pia_graph.ontology.concepts import expand


def visit_as_context(out: QueryUnderstanding, coords: dict[str, Decided]) -> None:
    """A visit named beside something else the question asks ("my HDL at the physical", "병원에서 물어봐서 ...
    알레르기") places the question; its records are context, ranked after what is asked."""
    asked = [d for d in coords.values() if not d.value.startswith("visit:")] or \
        [d for d in out.record_types if d.value != "medical_visit"]
    if not asked:
        return
    placed: set[str] = set()
    for key, d in list(coords.items()):
        if key.startswith("visit:") and d.reason.startswith("alias"):
            ctx = Decided(value=key, reason=f"visit_context:{d.reason}", span=d.span)
            coords[key] = ctx
            out.entities = [ctx if e is d else e for e in out.entities]
            placed.add(d.span or "")
    # the visit word's own type cue ("since the company checkup", 건강검진 콜레스테롤 결과: 검진 inside 건강검진) asks
    # no visit either
    out.record_types = [t for t in out.record_types if t.value != "medical_visit" or not any(
        t.span and p and (t.span in p or p in t.span) for p in placed)]


def describe_medicine(coords: dict[str, Decided], alias_keys: list[tuple[tuple[int, int], tuple[str, ...]]],
                      med_spans: list[tuple[int, int]], text: str, dictionary: Dictionary) -> None:
    """A term said right before a medicine word (혈압약 → 혈압 약, "bp meds", 당뇨약) names which medicine, not what
    is asked: the terms it reaches, unless another word of the question names them too, rank at a related
    term's strength, after the drugs asked for ("혈압약 언제 끊었었지": the amlodipine, then the readings)."""
    def reached(keys: tuple[str, ...]) -> set[str]:
        return {k for key in keys for k in (key, *(link.term_key for link in expand(dictionary, key)))}

    def before_medicine(end: int) -> bool:
        return any(start >= end and not text[end:start].strip() and start - end <= 1 for start, _ in med_spans)

    describing = set().union(*(reached(k) for (_, e), k in alias_keys if before_medicine(e)))
    other = set().union(*(reached(k) for (_, e), k in alias_keys if not before_medicine(e)))
    for key in describing - other:
        d = coords.get(key)
        if d is not None and not d.reason.startswith(("indication:", "drug_class:", "anchor:")):
            coords[key] = Decided(value=key, reason=f"describes_medicine:{d.reason}", span=d.span)

