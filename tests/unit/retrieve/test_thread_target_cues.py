"""The thread's cue rows kept per language and target are the table's own rows of that target and its refinements,
in the table's order, so a follow-up reads the same matches as a scan of the whole table (retrieve/thread.py)."""

from __future__ import annotations

import pytest

from pia_graph.retrieve.cues import cues_for
from pia_graph.retrieve.thread import _hits, mentions_thread, target_cues

_TARGETS = ("thread_opener", "thread_anaphor", "thread_before", "thread_prior", "thread_sentence", "provider")


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("target", _TARGETS)
def test_rows_of_a_target_and_its_refinements_in_table_order(lang: str, target: str) -> None:
    rows = [c for c in cues_for(lang) if c.target == target or c.target.startswith(target + ":")]
    assert list(target_cues(lang, target)) == rows


def test_thread_prior_keeps_its_unit_refinements() -> None:
    # thread_prior:<unit> rows shift by their unit (the year before); they must stay among thread_prior's rows
    assert any(c.target.startswith("thread_prior:") for c in target_cues("en", "thread_prior"))
    assert all(c.target.split(":")[0] == "thread_prior" for c in target_cues("en", "thread_prior"))


@pytest.mark.parametrize(("text", "lang"), [
    ("and before that?", "en"), ("what about the month before?", "en"), ("did I take it this morning?", "en"),
    ("BP 141/80 this morning", "en"), ("그럼 그 전엔?", "ko"), ("그 약 언제부터 먹었지?", "ko"), ("혈압 130/85", "ko"),
])
def test_matches_are_those_of_a_whole_table_scan(text: str, lang: str) -> None:
    for target in _TARGETS:
        scan = [(c.target, m.span()) for c in cues_for(lang)
                if c.target == target or c.target.startswith(target + ":") for m in c.pattern.finditer(text)]
        assert [(t, m.span()) for t, m in _hits(text, lang, target)] == scan
    assert mentions_thread(text, lang) == any(
        c.pattern.search(text) for c in cues_for(lang)
        if c.target.split(":")[0] in ("thread_opener", "thread_anaphor", "thread_before", "thread_prior"))
