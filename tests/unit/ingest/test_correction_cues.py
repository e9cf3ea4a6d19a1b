"""Correction wording: one source in the dictionary, three strengths, read by the store and two extractor rules."""

from __future__ import annotations

from typing import Any

import pytest

from pia_graph.ingest.correction_cues import quoted_marker, replaces_previous, says_correction
from pia_graph.ontology import Dictionary
from pia_graph.store.supersession import is_correction

SAID = "2026-07-16T19:00:00+00:00"


@pytest.mark.parametrize(("text", "hit"), [
    ("Actually my fasting glucose was 108, not 118", True),
    ("공복혈당 118이 아니라 108이야", True),
    ("my weight was 81.2, not 82, it was a typo", True),
    ("hba1c 6.1, scratch that, 6.4", True),
    ("어제 혈압 잘못 입력했어요", True),
    ("Fasting glucose 108 this morning", False),
    ("sorry for the long message, bp 120/80", False),  # 'sorry' marks only the gap between two values
    ("tired but ok, slept 7h", False),  # 'but' marks only a value quoted from before
])
def test_the_store_reads_the_strong_list_only(dictionary: Dictionary, text: str, hit: bool) -> None:
    assert says_correction(text, dictionary) is hit
    assert is_correction(text, dictionary) is hit  # the store's entry point is the same reader


@pytest.mark.parametrize(("gap", "hit"), [
    (", no wait ", True),
    (" — wait, no, ", True),
    (" on the scale, sorry, ", True),
    (" typo, it was ", True),  # strong wording counts between two values too
    (" 아니 아니 ", True),
    (" 잘못봤네 ", True),  # a Korean cue keeps its ending
    (" 잘못 입력함 ", True),
    (" and then ", False),
    (" but ", False),  # weak: only after a quoted value
])
def test_between_two_values_reads_the_strong_and_between_lists(dictionary: Dictionary, gap: str, hit: bool) -> None:
    assert replaces_previous(gap, "any", dictionary) is hit


@pytest.mark.parametrize(("lang", "word"), [("en", "but"), ("en", "actually"), ("en", "sorry"), ("ko", "착각"),
                                            ("ko", "정정"), ("ko", "아니고")])
def test_after_a_quoted_value_every_list_counts(dictionary: Dictionary, lang: str, word: str) -> None:
    assert quoted_marker(dictionary, lang).search(f"x {word} y")


def test_each_word_is_written_once(dictionary: Dictionary) -> None:
    for lang in ("en", "ko"):
        lists = [set(dictionary.cues[(g, lang)].cues) for g in ("correction", "correction_between",
                                                                "correction_marker")]
        assert not (lists[0] & lists[1]) and not (lists[0] & lists[2]) and not (lists[1] & lists[2])


@pytest.mark.parametrize(("text", "lang", "kept"), [
    ("weight 90.4kg, wait, no, 89.4", "en", 89.4),
    ("몸무게 72.5 잘못 입력 70.5", "ko", 70.5),  # 잘못 입력 reached only the store before the lists were one
])
def test_the_value_said_last_counts(run: Any, text: str, lang: str, kept: float) -> None:
    got = [r for r in run(text, SAID, lang).records if r.type == "body_measurement"]
    assert [round(float(r.value), 1) for r in got] == [kept]
