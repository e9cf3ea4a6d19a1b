"""The level of a drug that is also a lab test, said by the level word alone (issue 12): "started taking vitamin D,
2000 IU every morning. Dr Alvarez said my level was low at 18", "5000 IU vitamin D … level today 61", "비타민D는 그만
먹기로 했어요. 수치가 45로 올라서", and after "비타민D 2000 먹기 시작" the day before, "의사쌤이 두 배로 올리래요 수치가
아직 17이라고".

The drug and its test share a name in the dictionary's ambiguity rows (vitamin D, magnesium, folate, testosterone,
thyroxine: ``ontology/70_ambiguity.cypher``, ``71_ambiguity_generated.cypher``). A number that a level word (cue list
``level_word``) leads, with no measurement named in its sentence, is the test's reading when the turn names exactly one
such drug, or the user takes exactly one (an active regimen). The level word is the sentence's own ("my level", "the
levels", "level today", "… 올리래요 수치가"), not a word that another noun leads ("stress level 8", "스트레스 수치").
"""

from __future__ import annotations

import re
from collections.abc import Callable

from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.hup.bounds import bound_for
from pia_graph.ingest.hup.types import types_where
from pia_graph.ontology import Dictionary
from pia_graph.ontology.per_dictionary import per_dictionary
from pia_graph.ontology.units import UnitError

_MEASURE_TYPES = types_where(result=True)
_GAP = 24  # characters at most between the level word and its number ("my level was low at 18")
# what may stand before the level word in its sentence: nothing, a possessive or article (English); nothing, a
# non-Hangul character, or a word closed by a verb ending or a connective (Korean: "올리래요 수치가", "올라서 수치는")
_OWNER_EN = re.compile(r"(?:^|\b(?:my|the|her|his|their|your|its|our))\s*$", re.I)
_OWNER_KO = re.compile(r"(?:^|[^가-힣\s]|(?:요|고|서|데|니까|래|대|어|아))\s*$")


@per_dictionary
def _test_of_drug(dictionary: Dictionary) -> dict[str, str]:
    """drug → test, for the forms that name both (one test and one drug among an ambiguity's candidates); built
    once per dictionary, not by a scan of its ambiguities on every turn with a level word."""
    out: dict[str, str] = {}
    for amb in dictionary.ambiguities.values():
        tests = [c for c in amb.candidates if c.startswith("test:")]
        drugs = [c for c in amb.candidates if c.startswith("drug:")]
        if len(tests) == 1 and len(drugs) == 1:
            out[drugs[0]] = tests[0]
    return out


Canonical = Callable[[Ctx, str, float, "str | None"], tuple[float, "str | None"]]


def level_readings(ctx: Ctx, canonical: Canonical) -> list[Draft]:
    """The test's readings that level words lead; ``canonical`` puts a value in the test's unit (``vitals_labs``)."""
    hits = list(cue_pattern(ctx.dictionary, "level_word", ctx.lang).finditer(ctx.text))
    if not hits:
        return []
    siblings = _test_of_drug(ctx.dictionary)
    # the drug or its test named (a form left unresolved between the two names both: "vitamin D" with no cue)
    keys = [k for m in ctx.matches for k in ((m.term_key,) if m.term_key else m.candidates)]
    named = [siblings.get(k, k) for k in keys if k in siblings or k in siblings.values()]
    active = [siblings[c] for c in ctx.profile_value("active_regimens") or [] if c in siblings]
    tests = list(dict.fromkeys(named or active))
    if len(tests) != 1:
        return []
    test = tests[0]
    owner = _OWNER_KO if ctx.lang == "ko" else _OWNER_EN
    measures = ctx.terms(record_types=_MEASURE_TYPES)
    out: list[Draft] = []
    for h in hits:
        sentence = ctx.sentence_of(h.start())
        if not owner.search(ctx.text[sentence.start:h.start()]) \
                or any(sentence.start <= m.start < sentence.end for m in measures):
            continue
        q = next((q for q in ctx.quantities if q.start >= h.end()), None)
        if q is None or not ctx.free(q) or q.kind != "number" or q.start >= sentence.end \
                or q.start - h.end() > _GAP or re.search(r"\d", ctx.text[h.end():q.start]):
            continue
        bound = bound_for(test, "lab_result")
        if bound is not None and not bound.low <= q.value <= bound.high:
            continue
        try:
            value, unit = canonical(ctx, test, q.value, q.unit)
        except UnitError:
            continue
        out.append(Draft("measure.level_of_named_drug", "lab_result", test, h.start(), q.end,
                         {"value": value, "unit": unit, "value_as_said": f"{q.value:g}", "unit_as_said": q.unit},
                         confidence=0.85))
        ctx.take(q)
    return out
