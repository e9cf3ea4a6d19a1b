"""A distance said with how it was run and no verb: "easy 4 miles", "Easy 5k after work.", "tempo 8k" (rule
``exercise.paced_distance``).

A run's effort word (``run_effort`` in ``ontology/80_cues.cypher``: easy, tempo, long, recovery …) right
before a distance in km or miles says the distance was run; a walk, a ride or a drive named in the sentence, a
goal or wish, or a sentence that already holds an exercise record leaves it alone.
"""

from __future__ import annotations

import re

from pia_graph.ingest.cue_words import aim_pattern, cue_pattern
from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.negation import is_negated

_KM_PER_MILE = 1.609344
_DISTANCE_UNITS = frozenset({"km", "k", "mi"})
_GAP = re.compile(r"\s*$")  # the effort word ends where the distance begins, but for spaces


def paced_distances(ctx: Ctx, drafts: list[Draft], other_ways: re.Pattern[str]) -> list[Draft]:
    """``other_ways``: the words of a way to cover a distance other than a run (a walk, a ride, a drive)."""
    if (("run_effort", ctx.lang) not in ctx.dictionary.cues
            or not ctx.dictionary.cues[("run_effort", ctx.lang)].cues):
        return []
    effort = cue_pattern(ctx.dictionary, "run_effort", ctx.lang)
    out: list[Draft] = []
    for q in ctx.quantities:
        if not ctx.free(q) or q.unit not in _DISTANCE_UNITS:
            continue
        sentence = ctx.sentence_of(q.start)
        head = ctx.text[sentence.start:q.start]
        said = next((m for m in effort.finditer(head) if _GAP.fullmatch(head, m.end())), None)
        if said is None:
            continue
        if any(d.type == "exercise" and sentence.start <= d.start < sentence.end for d in drafts + out) \
                or other_ways.search(sentence.text) or _other_activity(ctx, sentence.start, sentence.end):
            continue
        if aim_pattern(ctx.dictionary, ctx.lang).search(sentence.text) \
                or is_negated(sentence.text, said.start(), q.end - sentence.start, ctx.lang):
            continue
        km = round(q.value * (_KM_PER_MILE if q.unit == "mi" else 1.0), 2)
        ctx.take(q)
        out.append(Draft("exercise.paced_distance", "exercise", "activity:running", sentence.start + said.start(),
                         q.end, {"value": km, "unit": "km", "distance_km": km, "value_as_said": q.raw},
                         confidence=0.8))
    return out


def _other_activity(ctx: Ctx, start: int, end: int) -> bool:
    """An exercise other than a run named by the dictionary in the sentence ("easy 20 km on the bike")."""
    return any(start <= m.start < end and m.term_key is not None and m.term_key != "activity:running"
               and ctx.record_type(m.term_key) == "exercise" for m in ctx.matches)
