"""`cues.found_cues`: the cue table's matches in a question, read once per text with the cues that cannot match
skipped (`regex_needs.Prefilter`), are exactly what a scan of the whole table gives."""

from __future__ import annotations

import re

import pytest

from pia_graph.retrieve import cues
from pia_graph.retrieve.cues import Cue, cue_finds, cues_for, found_cues

QUESTIONS = [
    ("en", "what was my ldl before I started the atorvastatin?"),
    ("en", "has the new bp pill helped? show my morning readings since last week"),
    ("en", "what did Dr Haddad say about my ankles at the last visit"),
    ("en", "after meals? highest sugar reading this year vs last year's"),
    ("en", "which diabetes meds did I stop, and what am I on right now"),
    ("en", "how's my kidney function been trending this year? remind me who my kidney doctor is"),
    ("ko", "혈압약 먹기 시작하고 나서 혈압 어떻게 됐어?"),
    ("ko", "점심 먹고 잰 혈당 지난주랑 비교해줘"),
    ("ko", "정형외과에서 허리 뭐라 그랬지? LDL 수치도 알려줘"),
    ("ko", "자디앙 먹기 전이랑 후 비교해줘, 요즘 공복혈당 어때"),
]


def _scan(text: str, lang: str) -> list[tuple[Cue, list[tuple[int, int]]]]:
    out = []
    for c in cues_for(lang):
        spans = [m.span() for m in c.pattern.finditer(text)]
        if spans:
            out.append((c, spans))
    return out


@pytest.mark.parametrize(("lang", "text"), QUESTIONS)
def test_the_matches_are_those_of_a_scan_of_the_whole_table(lang: str, text: str) -> None:
    found = [(c, [m.span() for m in ms]) for c, ms in found_cues(text, lang)]
    assert found == _scan(text, lang) and found  # every question here holds a cue


def test_cue_finds_keeps_the_table_order_per_target() -> None:
    text = "what was my ldl before I started the atorvastatin?"
    spans = [m.span() for m in cue_finds(text, "en", "anchor", "anchor_before")]
    assert spans == [m.span() for c in cues_for("en") if c.target in ("anchor", "anchor_before")
                     for m in c.pattern.finditer(text)] and spans


def test_a_cue_the_prefilter_rules_out_is_not_run(monkeypatch: pytest.MonkeyPatch) -> None:
    class Nothing:
        def possible(self, text: str) -> list[bool]:
            return [False] * len(cues_for("en"))

    monkeypatch.setattr(cues, "_prefilter", lambda lang: Nothing())
    found_cues.cache_clear()
    try:
        assert found_cues("what was my ldl before I started the atorvastatin?", "en") == ()
    finally:
        found_cues.cache_clear()


def test_the_prefilter_passes_every_cue_a_text_matches() -> None:
    for lang, text in QUESTIONS:
        possible = cues._prefilter(lang).possible(text)
        assert all(p for (c, p) in zip(cues_for(lang), possible, strict=True) if re.search(c.pattern, text))
