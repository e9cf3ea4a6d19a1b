"""The candidate queue: unknown health-like words waiting for a curator.

:func:`find_candidates` is a pure, conservative heuristic: an unknown word counts only when it sits in a
slot that health talk reserves for a test, drug or diagnosis ("my X levels", "X test", "took X 20 mg",
"diagnosed with X", "X 수치", "X약"). Known aliases, stop words and numbers never become candidates.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime

from neo4j import Driver

from pia_graph.db.queries import run_write
from pia_graph.ontology.alias_gate import AliasIndex
from pia_graph.ontology.normalize import normalize_alias

_W = r"[A-Za-z][A-Za-z0-9\-]{2,29}"
_K = r"[가-힣A-Za-z][가-힣A-Za-z0-9]{1,14}"
_EN_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("my_x_levels", re.compile(rf"\bmy ({_W}) (?:levels?|numbers?|counts?|results?|readings?)\b", re.I)),
    ("x_test", re.compile(rf"\b({_W}) (?:test|panel|levels?)\b", re.I)),
    (
        "took_x_dose",
        re.compile(
            rf"\b(?:took|take|taking|started|on|prescribed) (?:my |an? |some )?({_W}) "
            r"\d+(?:\.\d+)?\s*(?:mg|mcg|µg|g|iu|ml|units?)\b",
            re.I,
        ),
    ),
    ("diagnosed_with_x", re.compile(rf"\bdiagnosed with ({_W}(?: {_W})?)", re.I)),
)
_KO_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("x_수치", re.compile(rf"({_K})\s?수치")),
    ("x_약", re.compile(rf"({_K})\s?약(?:을|이|도|은|만)?(?=\s|$|[.,!?])")),
    ("x_진단", re.compile(rf"({_K})\s?진단")),
    ("x_검사", re.compile(rf"({_K})\s?검사")),
)
STOP_WORDS: frozenset[str] = frozenset(
    [
        "the",
        "a",
        "an",
        "my",
        "your",
        "his",
        "her",
        "their",
        "our",
        "this",
        "that",
        "these",
        "those",
        "some",
        "any",
        "blood",
        "lab",
        "labs",
        "test",
        "tests",
        "new",
        "old",
        "last",
        "first",
        "same",
        "other",
        "all",
        "her",
        "him",
        "me",
        "it",
        "its",
        "them",
        "what",
        "which",
        "whatever",
        "whose",
        "where",
        "when",
        "how",
        "why",
        "who",
        "and",
        "or",
        "but",
        "not",
        "no",
        "never",
        "really",
        "very",
        "just",
        "also",
        "still",
        "again",
        "more",
        "less",
        "most",
        "least",
        "high",
        "low",
        "normal",
        "good",
        "bad",
        "fine",
        "ok",
        "level",
        "levels",
        "number",
        "numbers",
        "result",
        "results",
        "reading",
        "readings",
        "dose",
        "pill",
        "pills",
        "med",
        "meds",
        "medicine",
        "medication",
        "something",
        "anything",
        "nothing",
        "everything",
        "one",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "daily",
        "it's",
        "내",
        "제",
        "나",
        "저",
        "이",
        "그",
        "저번",
        "지난",
        "요즘",
        "오늘",
        "어제",
        "다른",
        "모든",
        "무슨",
        "어떤",
        "혈액",
        "피",
        "검사",
        "약",
        "수치",
        "결과",
        "처방",
        "병원",
        "건강",
        "감기",
        "두통",
        "먹는",
        "먹던",
        "먹은",
        "새",
        "새로운",
        "무엇",
        "뭐",
        "이번",
        "다음",
        "그냥",
        "좀",
        "많이",
        "조금",
    ]
)


@dataclass(frozen=True, slots=True)
class CandidateHit:
    text: str
    norm: str
    cue: str
    start: int
    end: int


def _is_known(phrase: str, index: AliasIndex) -> bool:
    if index.lookup(phrase):
        return True
    return any(m.start == 0 and m.end >= len(phrase.rstrip()) for m in index.match(phrase))


def find_candidates(text: str, index: AliasIndex, lang: str | None = None) -> list[CandidateHit]:
    """Unknown health-like words of an utterance, in text order, each once."""
    patterns = list(_EN_PATTERNS) + list(_KO_PATTERNS)
    if lang == "en":
        patterns = list(_EN_PATTERNS)
    found: dict[str, CandidateHit] = {}
    for cue, pattern in patterns:
        for m in pattern.finditer(text):
            phrase = m.group(1).strip("- ")
            norm = normalize_alias(phrase)
            words = norm.split()
            if not norm or len(norm.replace(" ", "")) < 2 or any(w in STOP_WORDS for w in words):
                continue
            if any(ch.isdigit() for ch in norm) and not any(ch.isalpha() for ch in norm):
                continue
            if _is_known(phrase, index) or norm in found:
                continue
            start = m.start(1)
            found[norm] = CandidateHit(phrase, norm, cue, start, start + len(phrase))
    return sorted(found.values(), key=lambda h: h.start)


def queue_candidates(
    driver: Driver, text: str, index: AliasIndex, seen_at: datetime, lang: str = "en", database: str | None = None
) -> list[CandidateHit]:
    """Find candidates in ``text`` and MERGE each into the queue (count + 1 when it is already there)."""
    hits = find_candidates(text, index, lang)
    for hit in hits:
        lo, hi = max(0, hit.start - 60), min(len(text), hit.end + 60)
        run_write(
            driver,
            "candidate_upsert",
            database=database,
            norm=hit.norm,
            text=hit.text,
            lang=lang,
            cue=hit.cue,
            context=text[lo:hi],
            seen_at=seen_at.isoformat(),
            user_id=None,
        )
    return hits
