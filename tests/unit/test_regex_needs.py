"""``regex_needs``: what a pattern cannot match without, and the prefilter that skips patterns on texts without
it. The prefilter must never skip a pattern that matches (the rules' outputs stay the same)."""

from __future__ import annotations

import importlib
import re

import pytest

from pia_graph.ingest import correction_cues
from pia_graph.ingest.correction_cues import refers_back, says_correction, says_withdrawal
from pia_graph.ingest.extract.numbers import _patterns
from pia_graph.ingest.extract.unnamed_meds import CLASSES
from pia_graph.ontology import load_default_dictionary
from pia_graph.regex_needs import FOLDS_TO_ASCII, Prefilter, may_match, needs, needs_all, sub_where

find = importlib.import_module("pia_graph.temporal.find")
spoken = importlib.import_module("pia_graph.ingest.extract.spoken_numbers")
experiencer = importlib.import_module("pia_graph.ingest.experiencer")


def test_literal_run_and_alternation() -> None:
    need = needs(re.compile(r"\b(?:yesterday|the\s+day\s+before)\b", re.I))
    assert need is not None and set(need.folded) == {"yesterday", "before"} and not need.exact


def test_hangul_literals_are_exact_and_classes_kept() -> None:
    need = needs(re.compile(r"(?<![가-힣0-9])(\d+)\s*개월\s*전", re.I))
    assert need is not None and need.exact == ("개월",)
    digits = needs(re.compile(r"(?<!\d)(\d{2,3})/(\d{2,3})"))
    assert digits is not None and (digits.exact == ("/",) or digits.classes is not None)


@pytest.mark.parametrize("pattern", [r"(?:a|b*)c?", r"x?", r"(?i:abc)", r"[^abc]+", r".+", r"\w+"])
def test_nothing_certain_needs_nothing(pattern: str) -> None:
    assert needs(re.compile(pattern)) is None


def test_optional_parts_are_not_needed() -> None:
    need = needs(re.compile(r"(?:very\s+)?high\s+(?:bp)?"))
    assert need is not None and need.exact == ("high",)


def test_case_folding_follows_re() -> None:
    """The characters outside ASCII that a case-insensitive ASCII letter matches are exactly FOLDS_TO_ASCII; a
    text holding one is read by the need's pattern, not by the lowered text."""
    letters = re.compile("[a-z]", re.I)
    assert {chr(c) for c in range(0x80, 0x110000) if letters.fullmatch(chr(c))} == FOLDS_TO_ASCII
    kelvin = Prefilter((re.compile(r"\bweek\b", re.I),))
    assert kelvin.possible("WEEK") == [True] and kelvin.possible("\u212aw") == [False]
    sharp = Prefilter((re.compile("ks", re.I),))
    assert sharp.possible("\u212a\u017f") == [True]  # the Kelvin sign and the long s fold to k and s


def test_prefilter_marks_only_patterns_that_cannot_match() -> None:
    rules = (re.compile(r"\byesterday\b", re.I), re.compile(r"어제"), re.compile(r"\d+\s*mg"), re.compile(r"\w+"))
    assert Prefilter(rules).possible("Yesterday I took 5 mg") == [True, False, True, True]
    assert Prefilter(rules).possible("어제 약 먹음") == [False, True, False, True]


def test_prefilter_asks_every_need_of_the_sequence() -> None:
    """A pattern is run only where each of its required parts' needs holds: a Korean date needs a digit and 월 and
    일; a text with digits but no 월 skips it, an optional part ("에") asks nothing."""
    date = re.compile(r"(?<![가-힣0-9])(\d{1,2})\s*월\s*(\d{1,2})\s*일(?:에)?")
    assert {n.exact for n in needs_all(date)} >= {("월",), ("일",)}
    assert Prefilter((date,)).possible("아침 혈압 132/85") == [False]
    assert Prefilter((date,)).possible("3월 그리고 5") == [False]
    assert Prefilter((date,)).possible("3월 5일에 병원") == [True]
    assert needs_all(re.compile(r"\w+")) == ()
    assert Prefilter((re.compile(r"\w+"),)).possible("") == [True]


_TEXTS = [
    "bp 132/86 this am before coffee", "weighed in at 187.4 lbs today, down 2 from last week!!",
    "아침 혈압 142/91 ㅠㅠ 어제 짜게 먹어서 그런가", "오늘 메트포르민 저녁꺼 까먹음",
    "took my BP pill late, 2 days ago",
    "since christmas I've been on 20mg lipitor", "3개월 전부터 당뇨약 먹고 있어요", "slept 11pm-6:30am, woke up twice",
    "walked 40 min after lunch", "만오천보 걸었어", "2주 전 월요일에 병원 다녀옴", "last Tuesday's A1C was 7.1%",
    "Wednesday the 3rd of March", "from tomorrow I'm cutting out soda", "a couple of glasses of wine last night",
    "1만 2천 보", "11 stone 4", "5'11\" and 180 lbs", "반년 전에 진단받음", "ſince İstanbul trip",
    "\u212aelvin 3 weeks",
    "my coworker's mom has a cold, twenty five minutes walk", "2 and a half mg", "내 친구 엄마가 감기",
    "oops meant 178 not 187", "wait no, that was yesterday", "아까 132라고 했는데 123이에요", "Actually it was 108",
    "118이 아니라 108", "the 98 was after breakfast", "fasting glucose was 108, not 118, it was a typo",
]


@pytest.mark.parametrize("text", _TEXTS)
def test_rule_sets_skip_no_matching_pattern(text: str) -> None:
    """Over the time rules, the quantity patterns and the drug classes: every pattern that matches is kept."""
    sets = [tuple(r.pattern for r in find._rules(lang)) for lang in ("en", "ko")]
    sets += [tuple(p for _, p in _patterns()), tuple(k.pattern for k in CLASSES)]
    for patterns in sets:
        for pattern, may in zip(patterns, Prefilter(patterns).possible(text), strict=True):
            assert may or pattern.search(text) is None, pattern.pattern


def test_one_pattern_alone_is_skipped_only_where_it_cannot_match() -> None:
    """``may_match``: the need of one pattern, by its own automata; a text with a character that folds to ASCII
    (İ, ſ, the Kelvin sign) or a need with no cheap test is read by the need's pattern."""
    days = re.compile(r"\b(?:yesterday|the\s+day\s+before)\b", re.I)
    assert may_match(days, "YESTERDAY bp 120/80") and not may_match(days, "bp 120/80 this morning")
    assert may_match(re.compile("ks", re.I), "\u212a\u017f") and not may_match(re.compile("ks", re.I), "k s")
    assert may_match(re.compile(r"\w+"), "")  # needs nothing: always run
    assert may_match(re.compile(r"(?<!\d)\d{2,3}/\d{2,3}"), "bp 120/80")
    assert not may_match(re.compile(r"(?<!\d)\d{2,3}/\d{2,3}"), "bp one twenty over eighty")


@pytest.mark.parametrize("text", _TEXTS)
def test_one_pattern_guard_keeps_every_match(text: str) -> None:
    """The rules' patterns one at a time: where ``may_match`` says no, the pattern finds nothing, and
    ``sub_where`` gives what ``sub`` gives."""
    patterns = [r.pattern for lang in ("en", "ko") for r in find._rules(lang)]
    patterns += [p for _, p in _patterns()] + [k.pattern for k in CLASSES]
    # the ones the rules guard with it (spoken numbers, the person rules)
    patterns += [spoken._en(), spoken._and_a_half(), experiencer._OTHER_POSSESSED, *experiencer._OTHERS_FAMILY.values()]
    # the correction readers' joined cue lists (refers_back, says_correction, says_withdrawal)
    dictionary = load_default_dictionary()
    for reader in (refers_back, says_correction, says_withdrawal):
        reader(text, dictionary)
    patterns += [pattern for _, pattern in correction_cues._JOINED.values()]
    for pattern in patterns:
        assert may_match(pattern, text) or pattern.search(text) is None, pattern.pattern
        assert sub_where(pattern, "#", text) == pattern.sub("#", text)

