"""The Korean words no exact alias covers, particles read off: what both fuzzy gates compare (ontology/ko_uncovered)."""

from __future__ import annotations

import re

from pia_graph.ontology.alias_gate import TermMatch
from pia_graph.ontology.ko_uncovered import uncovered_words

_WORD = re.compile(r"(?<![가-힣])[가-힣]{2,}")
_PARTICLES = ("으로", "을", "를", "이", "가")


def _words(text: str, exact: list[TermMatch], min_left: int = 2) -> list[tuple[str, str]]:
    return [(w.group(0), stem) for w, stem in uncovered_words(text, exact, _WORD, _PARTICLES, min_left)]


def test_a_word_an_exact_match_covers_is_passed_over() -> None:
    exact = [TermMatch(0, 2, "혈압", "혈압", "vital:systolic_bp", ("vital:systolic_bp",), False, "alias")]
    assert _words("혈압 혈딩이 높아", exact) == [("혈딩이", "혈딩"), ("높아", "높아")]


def test_a_particle_is_read_off_only_when_enough_is_left() -> None:
    assert _words("아로바스타틴을 먹어", [], min_left=4) == [("아로바스타틴을", "아로바스타틴"), ("먹어", "먹어")]
    assert _words("혈이", [], min_left=2) == [("혈이", "혈이")]  # one syllable would be left: kept whole
