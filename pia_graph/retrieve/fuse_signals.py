"""The signals the fused ranking reads about one item or question (pure): the question's residual words a sentence
holds, a record that holds a value or answers a name asked, the record types a question's names do not fence.
Split out of ``fuse``."""

from __future__ import annotations

import datetime as dt
from bisect import bisect_left
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

from pia_graph.db.values import native
from pia_graph.ingest.experiencer import NOT_THE_USER, Experiencer, experiencer_of
from pia_graph.ingest.hup.types import types_where
from pia_graph.memory.recall_models import QueryUnderstanding, RecallItem, TimeWindow
from pia_graph.ontology import Dictionary
from pia_graph.ontology.model import Term
from pia_graph.retrieve.associative import RRF_K, FactHit
from pia_graph.retrieve.cues import holds_result
from pia_graph.retrieve.fusion_weights import MAX_COSINE_GAP, MIN_COSINE_ALONE, MIN_COSINE_BESIDE_RECORDS
from pia_graph.retrieve.records import ItemDraft, as_date, record_day
from pia_graph.retrieve.structured import StructuredHit

# The record types whose coordinate is itself a name (a drug, a vaccine, a surgery, a condition, an allergen):
# when a name is asked and the question did not say it ("내 혈압약 이름 뭐였지", "the name of my bp pill"), the
# record holds the answer and its sentence follows it.
NAME_HOLDING_TYPES = types_where(names_a_thing=True)
SENTENCES_KEPT = 16_384  # fact sentences whose experiencer is kept per process (a few MB at most)


def holds_residual_word(text: str, words: list[str]) -> bool:
    """Whether a sentence holds one of the question's words that its understanding did not use (pure):
    Korean stems as substrings, English words as word prefixes."""
    low = text.lower()
    tokens = low.replace(",", " ").replace(".", " ").split()
    for word in words:
        if any("\uac00" <= ch <= "\ud7a3" for ch in word):
            if word in low:
                return True
        elif any(tok.startswith(word) for tok in tokens):
            return True
    return False


def residual_coverage(text: str, words: list[str]) -> float:
    """The share of the question's residual words the sentence holds (pure; 0 when there are none)."""
    if not words:
        return 0.0
    return sum(holds_residual_word(text, [w]) for w in words) / len(words)


def has_value(rec: dict[str, Any]) -> bool:
    """Whether a record holds a number or an amount (a value, a duration), pure."""
    value = rec.get("value")
    return (value is not None and value != "") or rec.get("duration_min") is not None


def holds_name_asked(item: ItemDraft | RecallItem, hit: StructuredHit) -> bool:
    """Whether a record answers a name asked by its own coordinate (pure): a drug, vaccine, surgery, condition or
    allergen the question reached by a class, an indication, a concept or a record type, not by saying it
    ("내 혈압약 이름 뭐였지" → losartan). A term the question names is not what it asks the name of ("the pharmacy
    for my metformin"), and a visit's coordinate says nothing of the clinic's name."""
    return item.type in NAME_HOLDING_TYPES and not any(r.startswith("alias") for r in hit.reasons)


def unfenced_types(u: QueryUnderstanding, dictionary: Dictionary) -> set[str]:
    """The record types the question asks for that none of its named terms is of: the names do not fence them
    ("가족력 ... 병원에서 물어봄": the clinic is named, the family history asked). A type a named term is of stays
    fenced ("diabetes meds": the drugs indicated for it are among its coordinates, so not every regimen). Pure."""
    generic = type_words(u)
    named_types = {t.record_type for d in u.coordinates
                   if d.value not in generic and (t := dictionary.terms.get(d.value)) is not None}
    # the visits a procedure named asks (`concept_reach.procedure_visits`) stay unfenced beside a visit named ("응급실
    # 간 게 며칠이었지? 그리고 MRI는 언제 찍었어?": the ER is named, the MRI's day is a clinic visit)
    return {d.value for d in u.record_types} - named_types | {
        d.value for d in u.record_types if d.reason.startswith("procedure_visit:")}


def type_words(u: QueryUnderstanding) -> set[str]:
    """The terms the question names by the very word that asks for a record type (pure): 운동 is both the
    exercise type and `activity:workout`, "sleep" both the sleep type and the night's sleep. Said so, the word
    asks for every record of the type, so the term neither fences the type nor makes other terms of its kind
    siblings to drop ("9월 이후 운동": the cycling and the running, not only records named "workout"). The
    alias may be the longer form (운동함 holds the cue 운동); a one-letter cue (약) never counts."""
    spans = [d.span for d in u.record_types if d.span and len(d.span) >= 2]
    return {d.value for d in u.entities if d.span and d.reason.startswith("alias")
            and any(t in d.span or d.span in t for t in spans)}


def named_by_words(term_key: str, words: list[str], dictionary: Dictionary) -> bool:
    """Whether one of the dictionary's aliases of a term holds one of the question's residual words (pure):
    "my back thing" and the back-pain record, 허리 and 허리 통증, 주사 and 대상포진 주사. What
    `holds_residual_word` answers of each alias in turn, asked of the term's `AliasWords` (made once per term)."""
    term = dictionary.terms.get(term_key)
    if term is None or not words:
        return False
    forms = alias_words(term)
    return any(forms.holds(word) for word in words)


_JOIN = "\x00"  # between two aliases' texts: no question word holds it (`AliasWords.holds` checks)


@dataclass(frozen=True, slots=True)
class AliasWords:
    """A term's aliases as `holds_residual_word` reads them: every alias's lowercased text, joined by a character
    no word holds (a Korean word is a substring of one alias exactly when it is one of the joined text), and the
    distinct tokens of all of them, sorted (an English word starts a token of an alias exactly when the first
    token not before it in that order starts with it: the tokens a word starts are one run of the order)."""

    text: str
    tokens: tuple[str, ...]
    aliases: tuple[str, ...]

    def holds(self, word: str) -> bool:
        """`any(holds_residual_word(alias, [word]) for alias in the term's aliases)`, without the loop."""
        if _JOIN in word:  # never a typed word; answered the long way rather than across two aliases
            return any(holds_residual_word(a, [word]) for a in self.aliases)
        if any("\uac00" <= ch <= "\ud7a3" for ch in word):
            return word in self.text
        at = bisect_left(self.tokens, word)
        return at < len(self.tokens) and self.tokens[at].startswith(word)


ALIAS_WORDS_KEPT = 65_536  # terms whose AliasWords are kept per process (each dictionary term once)
_alias_words: dict[int, tuple[Term, AliasWords]] = {}


def alias_words(term: Term) -> AliasWords:
    """The `AliasWords` of a term, made on first use and kept per process (by the term object, which the entry
    holds so that its id is not reused; a dictionary's terms never change once built). A dense user's recall asks
    it for every coordinate its records and their turns hold, and going over each of a term's aliases again was
    a third of a free-text question's client CPU (session 57)."""
    kept = _alias_words.get(id(term))
    if kept is not None and kept[0] is term:
        return kept[1]
    lows = tuple(a.text.lower() for a in term.aliases)
    tokens = {tok for low in lows for tok in low.replace(",", " ").replace(".", " ").split()}
    words = AliasWords(_JOIN.join(lows), tuple(sorted(tokens)), tuple(a.text for a in term.aliases))
    if len(_alias_words) >= ALIAS_WORDS_KEPT:
        _alias_words.clear()
    _alias_words[id(term)] = (term, words)
    return words


def names_by_words(words: list[str], dictionary: Dictionary) -> Callable[[str], bool]:
    """`named_by_words` of one question's words, kept per term key for one ranking: the records of the found
    sentences' turns repeat a few coordinates, and each asked it again over every alias of the term (session 55:
    a tenth of the fused ranking's CPU on a dense user's recall)."""
    return cache(lambda term_key: named_by_words(term_key, words, dictionary))


def firsts(current: list[StructuredHit], superseded: list[StructuredHit]) -> tuple[set[str], list[StructuredHit]]:
    """When the question asks the first time ("언제부터", "맨 처음", "when did the cough start"): the id of the
    earliest record of each coordinate, and the superseded records that stand for a start (pure). A regimen
    replaced on a later day (a dose change: 자이로릭 100, then 200) began the drug; one replaced on its own day
    was corrected and stays among the conflicts."""
    days = {str(h.record["record_id"]): record_day(h.record) for h in current}
    revived = [h for h in superseded if str(h.record.get("superseded_by")) in days
               and record_day(h.record) is not None
               and days[str(h.record.get("superseded_by"))] not in (None, record_day(h.record))]
    earliest: dict[str, tuple[float, str]] = {}
    for hit in [*current, *revived]:
        when = timestamp(hit.record)
        coord = str(hit.record.get("coordinate"))
        if coord not in earliest or when < earliest[coord][0]:
            earliest[coord] = (when, str(hit.record["record_id"]))
    ids = {rid for _, rid in earliest.values()}
    return ids, [h for h in revived if str(h.record["record_id"]) in ids]


def timestamp(rec: dict[str, Any], keys: tuple[str, ...] = ("sort_time",)) -> float:
    """A record's sort time in seconds (0 when it has none): the order of records in time. ``keys``: the times to
    try in turn (a sentence: its sort time, else its turn's)."""
    for key in keys:
        t = native(rec.get(key))
        if isinstance(t, dt.datetime):
            return t.timestamp()
    return 0.0


@lru_cache(maxsize=SENTENCES_KEPT)
def about_someone_else(text: str, lang: str) -> bool:
    """Whether a sentence is about someone other than the user (a relative, a friend, a pet: "아버지도 혈압약 30년째
    드심", "언니는 필라테스 빠졌대"), read by the write path's experiencer rules (pure). Kept per sentence and
    language: a user's facts come back recall after recall, and the experiencer rules were a twentieth of a
    depth-1 recall's client CPU (session 50)."""
    return experiencer_of(text, lang) in NOT_THE_USER | {Experiencer.FAMILY}


def fact_in_window(fact: dict[str, Any], window: TimeWindow) -> bool:
    """Whether a fact is about the window: its own date when the sentence gave one, else the day it was said
    (a day late still counts: "slept badly" is said the morning after)."""
    day = day_of(fact.get("date")) or day_of(fact.get("said_at"))
    if day is None:
        return True
    lo = window.start or dt.date.min
    hi = window.end or dt.date.max
    return lo <= day <= hi or (fact.get("date") is None and day == hi + dt.timedelta(days=1))


def day_of(value: Any) -> dt.date | None:
    """A stored time or date as its day (None when absent)."""
    return as_date(native(value))


def rrf_norm(hit: FactHit) -> float:
    """The fused score scaled to 0..1 (1 = first in every list)."""
    return min(1.0, hit.rrf / (2.0 / (RRF_K + 1)))


def term_kind(term_key: str) -> str:
    """A term key's kind: "drug" of "drug:metformin"."""
    return term_key.split(":", 1)[0]


def fact_clears_floor(hit: FactHit, beside_records: bool, best_cosine: float, named: bool,
                      speech: bool = False) -> bool:
    """Whether a fact hit may rank (pure): any full-text hit; a vector-only hit above the cosine floor and near the
    best one, and never beside records when the question names its subject, unless it reports the speech asked
    (`speech`: "gout advice from the rheumatologist" is answered by "rheum dr castellanos said lay off beer")."""
    if hit.text_rank is not None:
        return True
    if beside_records and named and not speech:
        return False  # records answer a question that names its subject; a fact must share its words
    floor = MIN_COSINE_BESIDE_RECORDS if beside_records else MIN_COSINE_ALONE
    cosine = hit.vector_score or 0.0
    return cosine >= floor and cosine >= best_cosine - MAX_COSINE_GAP


def asks_speech(u: QueryUnderstanding) -> bool:
    """Whether the question asks what someone said or advised (pure): its answer is a sentence, read by meaning too."""
    return any(d.value in ("said", "advice") for d in u.fields)


def reports(fact: dict[str, Any]) -> bool:
    """Whether a found sentence reports a finding, read on the user's own words (its span) when it has them (pure)."""
    return holds_result(str(fact.get("span") or fact.get("text") or ""))
