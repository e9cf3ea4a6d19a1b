"""A mood or a worry said as the user's reaction to someone else's news in the same turn (RETAIN gate, pure).

"우리 손녀가 의대 붙었당께 😊 기분 좋아서 자랑하는 거여", "my friend's in hospital with covid, so worried": the kept
clause holds only the reaction, the news is another's, so the turn is small talk (``retain_gate`` drops it). A
reaction with a number, beside a symptom, a drug or a reading of the user's, or after news of the user's own stays.
Cue lists ``mood_reaction`` and ``worry_reaction`` (``ontology/80_cues.cypher``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pia_graph.ingest import cues
from pia_graph.ingest.clause_verdict import Verdict
from pia_graph.ingest.experiencer import NOT_THE_USER, Experiencer
from pia_graph.ingest.utterance import AnalysedUtterance


def joy_at_news(utterance: AnalysedUtterance, kept: Sequence[tuple[int, int]]) -> bool:
    """Every kept clause is only a good mood (``mood_reaction``) with no number and no term but a mood, and another
    clause of the turn tells someone else's news with no health in it ("우리 손녀가 의대 붙었당께 😊 기분 좋아서
    자랑하는 거여"): the mood is the user's reaction to that news, small talk. A mood with a score ("기분 7점"),
    beside a symptom, a drug or a reading, or after news of the user's own, stays."""
    if not any(c.verdict == Verdict.NO_HEALTH and (c.experiencer in NOT_THE_USER or c.experiencer == Experiencer.FAMILY)
               for c in utterance.clauses):
        return False
    reaction = cues.gate_cues("mood_reaction", utterance.lang)
    for start, end in kept:
        text = utterance.text[start:end]
        terms = [m.term_key or "" for m in utterance.alias_matches if start <= m.start < end and m.term_key]
        if re.search(r"\d", text) or not reaction.search(text) or not terms \
                or not all(t.startswith("mood:") for t in terms):
            return False
    return True


def worry_at_news(utterance: AnalysedUtterance, kept: Sequence[tuple[int, int]]) -> bool:
    """Every kept clause is only worry (``worry_reaction``), with no number and no term the worry words do not
    hold, and another clause of the turn tells someone else's health news the gate did not keep ("울 남편 PSA 4.5
    나왔는데 재검하라네요. 걱정됨", "my friend's in hospital with covid, so worried"): the worry is the user's
    reaction to that news, small talk. Worry beside a symptom of the user's ("걱정돼서 잠을 못 자요"), or after news
    of the user's own, stays."""
    if not any(c.verdict != Verdict.STATEMENT and (c.experiencer in NOT_THE_USER or c.experiencer == Experiencer.FAMILY)
               and not any(s <= c.start < e for s, e in kept) for c in utterance.clauses):
        return False
    worry = cues.gate_cues("worry_reaction", utterance.lang)
    for start, end in kept:
        text = utterance.text[start:end]
        said = [(start + m.start(), start + m.end()) for m in worry.finditer(text)]
        if re.search(r"\d", text) or not said or any(
                not any(s < m.end and m.start < e for s, e in said)
                for m in utterance.alias_matches if start <= m.start < end and m.term_key):
            return False
    return True
