from __future__ import annotations

import pytest

from pia_graph.ontology import AliasIndex, load_default_dictionary
from pia_graph.ontology.candidates import find_candidates


@pytest.fixture(scope="module")
def index() -> AliasIndex:
    return AliasIndex.build(load_default_dictionary())


@pytest.mark.parametrize(
    ("text", "norm", "cue"),
    [
        ("my zonulin levels were high", "zonulin", "my_x_levels"),
        ("zonulin test came back", "zonulin", "x_test"),
        ("took fakedrugium 20 mg", "fakedrugium", "took_x_dose"),
        ("diagnosed with flurbosis", "flurbosis", "diagnosed_with_x"),
        ("칼프로텍틴 수치가 높대", "칼프로텍틴", "x_수치"),
    ],
)
def test_unknown_health_words(index: AliasIndex, text: str, norm: str, cue: str) -> None:
    assert [(h.norm, h.cue) for h in find_candidates(text, index)] == [(norm, cue)]


@pytest.mark.parametrize(
    "text",
    [
        "my LDL levels are fine",
        "ALT test done",
        "I took my metformin 500 mg",
        "my blood test was fine",
        "호모시스테인 수치가 높대",
        "thanks so much!",
        "my levels are ok",
    ],
)
def test_known_or_generic_words_are_not_candidates(index: AliasIndex, text: str) -> None:
    assert find_candidates(text, index) == []
