"""Associative recall over one user's facts inside Neo4j: vector similarity and full-text, fused by
reciprocal rank (hybrid search), always scoped to the user.

Vector: the exact cosine over the user's own facts (`recall_facts_exact`, anchored on user_id) by default;
the approximate index with oversampling and a user filter (`recall_facts_vector_index`) is the measured
alternative (`pia bench recall`). Full-text: a Lucene query built from the user's words, every special
character escaped, narrowed to the user inside the index and filtered exactly after it; its hits are weighed by
the user's own facts (how many of them hold each word), never by Lucene's corpus-wide BM25, so that one user's
ranking never moves with other users' data.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Literal

from neo4j import Driver
from neo4j.exceptions import ClientError

from pia_graph.db.queries import run_read, run_read_once
from pia_graph.db.schema import VECTOR_INDEX
from pia_graph.ontology.ko_morph import Morph, analyser, leading_content, wanted
from pia_graph.ontology.ko_suffixes import KO_SUFFIXES
from pia_graph.retrieve.cues import stopwords
from pia_graph.retrieve.record_quotes import with_turn_texts
from pia_graph.retrieve.records import props, timed
from pia_graph.retrieve.structured import record_params
from pia_graph.retrieve.vector_cache import NO_IDS, FactVectorCache, UserVectors, shortlist

VectorMode = Literal["exact", "index"]
RRF_K = 60
# Full-text hits asked of the index per word before the exact user filter: more than one user's facts holding
# a word, so that the set (and so the ranking) never depends on which other users' facts fill the list.
FULLTEXT_CANDIDATES = 1000
SHORTLIST_SIZE = 10  # see padded_ids
PREFIX_MIN = 4  # an English word this long also matches as the start of a longer word
# what may follow a shorter Latin word inside one indexed token (a Lucene regular expression)
_HANGUL_AFTER = "[가-힣]+"

_LUCENE_SPECIAL = re.compile(r'([+\-&|!(){}\[\]^"~*?:\\/])')
_WORD = re.compile(r"[0-9A-Za-z\u00C0-\u024F]+(?:'[a-z]+)?|[가-힣]+")
_QUESTION_ENDINGS = {"였지", "였더라", "이었지", "했지", "했던", "해준", "해줬던", "준", "던"}
# the endings by length, longest first: a word's suffix of each length is looked up, not every ending tried
_KO_ENDINGS: dict[int, frozenset[str]] = {
    n: frozenset(e for e in set(KO_SUFFIXES) | _QUESTION_ENDINGS if len(e) == n)
    for n in sorted({len(e) for e in set(KO_SUFFIXES) | _QUESTION_ENDINGS if e}, reverse=True)}


def escape_lucene(term: str) -> str:
    return _LUCENE_SPECIAL.sub(r"\\\1", term)


# 하다 conjugated onto its stem in one syllable (좋아한다고 → 좋아한, 운동했던 → 운동했, 수술함): the stem before it
# finds every form (좋아함, 좋아해, 좋아하는)
_HA_FORMS = frozenset("하한할함했해")


def ko_stem(token: str) -> str:
    """A Korean word without the longest particle or ending it closes with (a KO_SUFFIXES entry or a question
    ending: 부산에서 → 부산, 추천해준 → 추천), at least two syllables kept, and without a 하다 form on its stem
    (좋아한다고 → 좋아); the word itself when none applies (pure)."""
    for n, endings in _KO_ENDINGS.items():
        if len(token) - n >= 2 and token[-n:] in endings:
            token = token[:-n]
            break
    if len(token) >= 4 and token[-1] == "다" and token[-2] in _HA_FORMS:
        token = token[:-1]  # 좋아한다(고)
    if len(token) >= 3 and token[-1] in _HA_FORMS:
        return token[:-1]
    return token


def _ko_morph_stem(morphs: tuple[Morph, ...], start: int, end: int, word: str) -> str:
    """The nouns a Korean word starts with, by the analyser (혈압약먹고 → 혈압약); the rules' stem otherwise."""
    content_end = leading_content(morphs, start, end)
    if content_end is None or content_end - start < 2:
        return ko_stem(word)
    return word[: content_end - start]


_EN_ENDINGS = ("ing", "ies", "es", "ed", "s")


def en_stem(word: str) -> str:
    """A light English stem for a prefix query: plural and verb endings off, at least four letters kept
    ("peanuts" → "peanut", "walked" → "walk"); a short word or one with no such ending stays as it is."""
    for ending in _EN_ENDINGS:
        if word.endswith(ending) and len(word) - len(ending) >= 4 and not word.endswith("ss"):
            return word[: -len(ending)]
    return word


def lucene_terms(text: str) -> list[str]:
    """The content words of a question as Lucene clauses: English words as they are, Korean words stemmed
    of their particles and matched as prefixes (부산에서 → 부산*), every special character escaped. One recall
    asks this three times of its question (the understanding's residual words, the full-text queries, the
    substrings): the answer is kept per text and analyser."""
    return list(_lucene_terms(text, wanted() if re.search(r"[가-힣]", text) else ""))


@lru_cache(maxsize=1024)
def _lucene_terms(text: str, ko_morph: str) -> tuple[str, ...]:
    """`lucene_terms`, keyed by the Korean analyser chosen (`ko_morph.wanted()`; '' for a text with no Hangul)."""
    out: list[str] = []
    ko = analyser() if ko_morph else None
    for found in _WORD.finditer(text):
        word = found.group().lower()
        if re.match(r"[가-힣]", word):
            if word in stopwords("ko"):
                continue
            stem = ko_stem(word) if ko is None else _ko_morph_stem(ko.analyse(text), found.start(), found.end(), word)
            if len(stem) < 2 or stem in stopwords("ko"):
                continue
            clause = escape_lucene(stem) + "*"
        else:
            word = word.split("'")[0]
            if word in stopwords("en") or len(word) < 2:
                continue
            clause = escape_lucene(word)
            stem = en_stem(word)
            if stem != word:
                clause = f"{clause} OR {escape_lucene(stem)}*"  # "peanuts" finds "the peanut one"
            elif len(word) >= PREFIX_MIN:
                clause = f"{clause} OR {clause}*"  # a clipped word: "endo" finds "endocrinologist"
            elif re.search(r"[a-z]", word):
                # a short Latin word as Korean writes it, its particle glued on ("MRI랑", "PSA를", "CD4가": one token
                # each to the index's analyser): the word and Hangul only, never a longer Latin word ("hb" is no hba1c)
                clause = f"{clause} OR /{word}{_HANGUL_AFTER}/"
        if clause not in out:
            out.append(clause)
    return tuple(out)


def substring_terms(text: str) -> list[str]:
    """The Korean content words of a question, stemmed, for substring matching inside the user's facts."""
    return [t[:-1].replace("\\", "") for t in lucene_terms(text) if t.endswith("*") and re.match(r"[가-힣]", t)]


def _owner(user_id: str) -> str:
    return user_id.replace("\\", "\\\\").replace('"', '\\"')


def lucene_queries(text: str, user_id: str) -> list[str]:
    """One Lucene query per content word of the question, `(text:(w) OR span:(w)) AND user_id:"<id>"` (pure):
    the read path asks which of the user's facts hold each word, in the fact's text or in the user's own words
    it was written from (its span: "my", "I", "me" where the text says "User"), and weighs the words by the user's
    own facts (recall_records_facts), never by Lucene's score over every user's facts."""
    owner = _owner(user_id)
    return [f'(text:({term}) OR span:({term})) AND user_id:"{owner}"' for term in lucene_terms(text)]


@dataclass
class FactHit:
    fact: dict[str, Any]
    vector_rank: int | None = None
    vector_score: float | None = None
    text_rank: int | None = None
    text_score: float | None = None
    rrf: float = 0.0
    why: list[str] = field(default_factory=list)


class VectorIndexMissingError(RuntimeError):
    """`vector_mode="index"` asked of a database without the vector index (PIA_FACT_VECTOR_INDEX is off)."""

    def __init__(self) -> None:
        super().__init__(
            f'vector_mode="index" reads the vector index {VECTOR_INDEX}, which this database does not have: it is '
            "made only with PIA_FACT_VECTOR_INDEX=1 (then run `pia db init`), since each commit that writes a fact "
            "pays for it; recall's default vector_mode=\"exact\" needs no index"
        )


def rrf_fuse(ranked_lists: list[list[str]], k: int = RRF_K) -> dict[str, float]:
    """Reciprocal-rank fusion: sum of 1 / (k + rank) over the lists an id appears in (pure)."""
    scores: dict[str, float] = {}
    for ranked in ranked_lists:
        for rank, key in enumerate(ranked, start=1):
            scores[key] = scores.get(key, 0.0) + 1.0 / (k + rank)
    return scores


def vector_search(driver: Driver, database: str, user_id: str, vector: list[float], k: int,
                  mode: VectorMode = "exact", oversample: int = 20, *,
                  read: Callable[..., list[dict[str, Any]]] = run_read) -> list[dict[str, Any]]:
    """The user's top-k facts by cosine; ``read=run_read_once`` sends it in one round trip (the flat baseline)."""
    if mode == "index":
        try:
            rows = read(driver, "recall_facts_vector_index", database=database, user_id=user_id,
                        vector=vector, candidates=k * oversample, k=k)
        except ClientError as exc:
            if f"no such vector schema index: {VECTOR_INDEX}" not in str(exc.message):
                raise
            raise VectorIndexMissingError() from exc
    else:
        rows = read(driver, "recall_facts_exact", database=database, user_id=user_id, vector=vector, k=k)
    return [props(r) for r in rows]


def fulltext_search(driver: Driver, database: str, user_id: str, text: str, k: int) -> list[dict[str, Any]]:
    lucenes = lucene_queries(text, user_id)
    if not lucenes:
        return []
    rows = run_read(driver, "recall_facts_fulltext", database=database, lucenes=lucenes, user_id=user_id,
                    candidates=FULLTEXT_CANDIDATES, k=k)
    return [props(r) for r in rows]


def contains_search(driver: Driver, database: str, user_id: str, text: str, k: int) -> list[dict[str, Any]]:
    terms = substring_terms(text)
    if not terms:
        return []
    rows = run_read(driver, "recall_facts_contains", database=database, user_id=user_id, terms=terms, k=k)
    return [props(r) for r in rows]


@dataclass
class Associative:
    """Facts by meaning and words, fused; and the records and facts of their turns (rehydration)."""

    facts: list[FactHit]
    records_of_turn: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    facts_of_turn: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    memory: str = ""  # the fingerprint of the user's memory the statement read (exact mode)
    shortlisted: int | None = None  # facts the cosine scored from the copy's shortlist; None: every fact
    # the three ranked lists as the statement returned them (exact mode), so a reading by meaning alone can be
    # fused with an earlier reading by words (`with_meaning`)
    lists: tuple[list[dict[str, Any]], list[dict[str, Any]], list[dict[str, Any]]] = ([], [], [])


def fact_params(
    database: str, user_id: str, text: str, vector: list[float] | None, k: int, vectors: FactVectorCache | None,
    extra_terms: Sequence[str] = (),
) -> tuple[dict[str, Any], UserVectors | None, list[str] | None]:
    """The facts part of `recall_records_facts`' parameters (pure but for reading the copy of the user's
    vectors), with the copy's entry and the shortlist it chose: the cosine over the shortlist when the copy's
    fingerprint is the store's (the statement decides), else over every fact. Always a list and a string, never
    null: one cached plan for every recall (see the .cypher file). No vector and an empty text ask for no fact.
    `extra_terms`: substrings searched beside the question's Korean words (a stage's count: "20주")."""
    entry = vectors.get(database, user_id) if vectors is not None and vector is not None else None
    chosen = shortlist(entry, vector, k) if entry is not None and vector is not None else None
    params = {"vector": vector if vector is not None else [], "lucenes": lucene_queries(text, user_id),
              "terms": substring_terms(text) + [t for t in extra_terms if t], "k": k, "candidates": FULLTEXT_CANDIDATES,
              "memory": entry.memory if entry is not None else "", "shortlist": padded_ids(chosen or [])}
    return params, entry, chosen


def padded_ids(ids: list[str]) -> list[str]:
    """The shortlist padded with the id no fact has (`NO_IDS`, whose seek finds nothing) to at least
    `SHORTLIST_SIZE`: never empty, and nearly always in one of Neo4j's plan-cache size buckets (1, 2-9, 10-99 ...
    are planned apart, seconds each under load), whatever the user's count of facts."""
    return NO_IDS * max(1, SHORTLIST_SIZE - len(ids)) + ids


def associative_from_row(row: dict[str, Any], entry: UserVectors | None, chosen: list[str] | None) -> Associative:
    """The facts of a row of `recall_records_facts`, fused by reciprocal rank, with the records and facts of
    their turns; `shortlisted` set when the statement scored the copy's shortlist (the fingerprints agreed)."""
    lists = ([timed(f) for f in row["by_vector"]], [timed(f) for f in row["by_text"]],
             [timed(f) for f in row["by_substring"]])
    out = Associative(fuse_fact_lists(*lists), memory=str(row["memory"]), lists=lists)
    if entry is not None and chosen is not None and entry.memory == out.memory:
        out.shortlisted = len(chosen)
    for rec in row["records"]:
        r = timed(rec)
        out.records_of_turn.setdefault(str(r.get("turn_id")), []).append(r)
    if "record_turns" in row:  # each record's turn text, for its quote (retrieve/record_quotes.py)
        with_turn_texts((r for records in out.records_of_turn.values() for r in records), row["record_turns"])
    for fact in row["turn_facts"]:
        f = timed(fact)
        out.facts_of_turn.setdefault(str(f.get("turn_id")), []).append(f)
    return out


def with_meaning(words: Associative, meaning: Associative) -> Associative:
    """The facts by meaning (`meaning`: a reading with the vector and no words) fused with those by words and
    substrings of an earlier reading (`words`: the same text, no vector), with the records and facts of every
    found turn: what one reading with the vector and the words returns (pure). Each turn's records and facts
    are the same lists whichever reading brought them (each statement reads a turn's own, in a total order for
    the records and in the turn's relationship order for the facts), and are looked up by turn, never walked in
    the dict's order; the fingerprint and the shortlist are the meaning's."""
    by_vector, by_text, by_substring = meaning.lists[0], words.lists[1], words.lists[2]
    out = Associative(fuse_fact_lists(by_vector, by_text, by_substring), memory=meaning.memory,
                      shortlisted=meaning.shortlisted, lists=(by_vector, by_text, by_substring))
    for source in (meaning, words):
        for turn, records in source.records_of_turn.items():
            out.records_of_turn.setdefault(turn, records)
        for turn, facts in source.facts_of_turn.items():
            out.facts_of_turn.setdefault(turn, facts)
    return out


def recall_associative(
    driver: Driver, database: str, user_id: str, text: str, vector: list[float] | None, k: int,
    mode: VectorMode = "exact", vectors: FactVectorCache | None = None,
) -> Associative:
    """The user's facts by meaning and by words, fused by reciprocal rank, best first, with the records and
    facts of their turns. The exact mode asks all of it in one statement (`recall_records_facts`, asked for no
    record), the cosine over the shortlist of `vectors` (the process's copy of the user's fact vectors) when its
    fingerprint is the store's, else over every fact; the index mode (measured in `pia bench recall`) one
    statement per search."""
    if mode == "exact":
        params, entry, chosen = fact_params(database, user_id, text, vector, k, vectors)
        rows = run_read_once(driver, "recall_records_facts", database=database, user_id=user_id,
                             **record_params(None, None), **params)
        return associative_from_row(rows[0], entry, chosen)
    by_vector = vector_search(driver, database, user_id, vector, k, mode) if vector is not None else []
    return Associative(fuse_fact_lists(by_vector, fulltext_search(driver, database, user_id, text, k),
                                       contains_search(driver, database, user_id, text, k)))


def fuse_fact_lists(
    by_vector: list[dict[str, Any]], by_text: list[dict[str, Any]], by_substring: list[dict[str, Any]]
) -> list[FactHit]:
    """Three ranked lists of facts into one, by reciprocal rank, each hit saying where it was found (pure)."""
    hits: dict[str, FactHit] = {}
    for rank, fact in enumerate(by_vector, start=1):
        hit = hits.setdefault(fact["fact_id"], FactHit(fact))
        hit.vector_rank, hit.vector_score = rank, float(fact["score"])
        hit.why.append(f"vector:rank {rank} cos {float(fact['score']):.2f}")
    for rank, fact in enumerate(by_text, start=1):
        hit = hits.setdefault(fact["fact_id"], FactHit(fact))
        hit.text_rank, hit.text_score = rank, float(fact["score"])
        hit.why.append(f"fulltext:rank {rank}")
    for rank, fact in enumerate(by_substring, start=1):
        hit = hits.setdefault(fact["fact_id"], FactHit(fact))
        if hit.text_rank is None:  # a word of the question is in it: as good as a full-text hit
            hit.text_rank, hit.text_score = rank, float(fact["score"])
        hit.why.append(f"substring:rank {rank} ({int(fact['score'])} words)")
    fused = rrf_fuse([[f["fact_id"] for f in by_vector], [f["fact_id"] for f in by_text],
                      [f["fact_id"] for f in by_substring]])
    for key, hit in hits.items():
        hit.rrf = fused.get(key, 0.0)
    return sorted(hits.values(), key=lambda h: (-h.rrf, h.fact["fact_id"]))
