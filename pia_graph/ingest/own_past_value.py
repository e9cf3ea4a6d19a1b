"""A value of the user's set against their own past ("4.1 this time. is that the lowest since I started?", "오늘은
84.9! 어제보다 더 빠졌죠?", "ran 12k today!! longest since the knee surgery?"): the number is a measure of the user's
own series though no word names it, so the turn tells a reading (RETAIN), whatever its question asks.

The clause of the value holds one number and no verdict but NO_HEALTH (it is the user's, not asked, not imagined);
the same or a later clause sets something against the user's own past: a comparison or a superlative
(``own_past_compare``) and the span of the user's past it is measured over (``own_past_span``), both cue lists of
``ontology/84_rule_words.cypher``. The number lies in the range of a coordinate that a bare number may name (the
``implied`` ranges of ``81_unit_inference.cypher``), or the turn names a health term or word: "sold 40 today, best
day since we opened" tells nothing of the user's health. Pure.
"""

from __future__ import annotations

import re

from pia_graph.ingest import cues
from pia_graph.ingest.clause_verdict import Verdict
from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.experiencer import Experiencer
from pia_graph.ingest.extract.spoken_numbers import digit_twin
from pia_graph.ingest.utterance import AnalysedUtterance
from pia_graph.ontology import load_default_dictionary

# a number as a value is said: digits with a decimal part or a thousands comma at most; not a clock time, a date, a
# ratio or a percentage ("2:30", "3/4", "40%")
_NUMBER = re.compile(r"(?<![\w.:/])\d{1,3}(?:,\d{3})+(?![\w:/%])|(?<![\w.:/])\d{1,5}(?:\.\d{1,2})?(?![:/%]|\.\d)")


def own_past_value(utterance: AnalysedUtterance) -> tuple[int, int] | None:
    """The span of the clause whose value the turn sets against the user's own past, or None."""
    lang = utterance.lang
    compare, span = cues.gate_cues("own_past_compare", lang), cues.gate_cues("own_past_span", lang)
    clauses = utterance.clauses
    for n, clause in enumerate(clauses):
        if clause.verdict != Verdict.NO_HEALTH or clause.experiencer != Experiencer.SELF or clause.hypothetical:
            continue
        twin = digit_twin(clause.text)
        numbers = list(_NUMBER.finditer(twin))
        if len(numbers) != 1 or not _bare_after(twin[numbers[0].end():], lang):
            continue
        # a clause in a question sets its own value against nothing told ("is 130 more than last time?"): the
        # comparison comes after it
        later = clauses[n + 1:] if clause.in_question else clauses[n:]
        if not any(compare.search(c.text) and span.search(c.text) and c.experiencer == Experiencer.SELF
                   and not c.hypothetical for c in later):
            continue
        if _in_range(float(numbers[0].group(0).replace(",", "")), lang) or _health_named(utterance):
            return clause.start, clause.end
    return None


# Korean: what may follow the value and leave it bare, a copula, a particle or a verb of reading it
_BARE_AFTER_KO = re.compile(r"^(?:\s*$|[\s.!?~,…ㅋㅎㅠㅜ]|이에요|예요|이야|야|임|이네|이다|으로|로|은|는|이|가|에"
                            r"|나왔|나옴|찍)")
_WORD = re.compile(r"^\s*([A-Za-z']+)")


def _bare_after(rest: str, lang: str) -> bool:
    """Nothing counted follows the value ("40 cookies", "40개"): the end, a mark, a particle (Korean), or a word
    that may stand beside a bare reading (``reading_moment``, ``reading_word``, ``reading_beside`` of
    ``84_rule_words.cypher``: "58 this morning", "92 after the stairs")."""
    if lang == "ko":
        return bool(_BARE_AFTER_KO.match(rest))
    word = _WORD.match(rest)
    if word is None:
        return True
    dictionary = load_default_dictionary()
    return any((group, "en") in dictionary.cues and cue_pattern(dictionary, group, "en").match(rest.lstrip())
               for group in ("reading_moment", "reading_word", "reading_beside"))


def _in_range(value: float, lang: str) -> bool:
    dictionary = load_default_dictionary()
    return any(r.min <= value <= r.max for rule in dictionary.unit_inference.values() if rule.lang in (lang, "any")
               for r in rule.implied)


def _health_named(utterance: AnalysedUtterance) -> bool:
    return any(m.term_key for m in utterance.alias_matches) or bool(cues.health_rx(utterance.lang)
                                                                     .search(utterance.text))
