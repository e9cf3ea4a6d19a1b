"""Cue words are dictionary data (issue 12): no new word list written as a regex alternation in the read and time
paths' Python; the lists that moved read the same words in the same order as the literals they replace."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from pia_graph.ontology import load_default_dictionary
from pia_graph.ontology.word_lists import RULE_WORDS_FILE, MissingWordsError, alternation, rule_words
from tests.unit.cue_inventory_loader import load_cue_inventory

ROOT = Path(__file__).resolve().parents[2]
WATCHED = ("retrieve", "hu2", "temporal", "memory", "causal")
ALLOWED = Path(__file__).with_name("cue_literals_allowed.tsv")
MIN_WORDS = 4




INVENTORY = load_cue_inventory()


def _allowed() -> list[tuple[str, str, str]]:
    rows = []
    for line in ALLOWED.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            path, words, reason = line.split("\t")
            rows.append((path, words, reason.strip()))
    return rows


def _found() -> Counter[tuple[str, str]]:
    found: Counter[tuple[str, str]] = Counter()
    for package in WATCHED:
        for path in sorted((ROOT / "pia_graph" / package).rglob("*.py")):
            for w in INVENTORY.word_alternations(path, MIN_WORDS, ROOT):
                found[(w.path, "|".join(w.words))] += 1
    return found


# --- the watch: a new word list fails; a list that moved leaves the allow-list -----------------------------------

def test_no_new_word_list_in_the_watched_packages() -> None:
    allowed = Counter((path, words) for path, words, _ in _allowed())
    new = _found() - allowed
    assert not new, ("word lists written in Python; move them to ontology/" + RULE_WORDS_FILE
                     + " (pia_graph/ontology/word_lists.py) or add a row with its reason to " + ALLOWED.name
                     + ":\n" + "\n".join(f"{p}: {w}" for p, w in sorted(new)))


def test_the_allow_list_names_only_lists_that_are_there() -> None:
    stale = Counter((path, words) for path, words, _ in _allowed()) - _found()
    assert not stale, f"rows of {ALLOWED.name} whose list is gone (moved or changed): {sorted(stale)}"


def test_every_allowed_list_says_why() -> None:
    assert all(reason for _, _, reason in _allowed())


# --- the detector: plain words count, grammar does not --------------------------------------------------------

@pytest.mark.parametrize(("source", "lists"), [
    (r'X = re.compile(r"\b(?:stopped|quit|switched|came\s+off)\b")', [("stopped", "quit", "switched", "came off")]),
    (r'X = re.compile(r"실패|포기|못\s*하|물거품")', [("실패", "포기", "못 하", "물거품")]),
    (r'X = re.compile(r"\b(?:stop|quit|switch)\b")', []),  # three words: below the watch
    (r'X = re.compile(r"\d+\s*(?:mg|ml|g\b|tabs?)")', []),  # grammar: a boundary, an optional ending
    ('def f():\n    """one|two|three|four"""\n', []),  # a docstring is no pattern
])
def test_the_detector(tmp_path: Path, source: str, lists: list[tuple[str, ...]]) -> None:
    path = tmp_path / "m.py"
    path.write_text(source, encoding="utf-8")
    assert [w.words for w in INVENTORY.word_alternations(path, MIN_WORDS)] == lists


# --- the moved lists: the dictionary's words spliced into the rule's grammar -------------------------------

def test_alternation_keeps_order_and_escapes() -> None:
    assert alternation(["못 하", "못했", "a.b"], r"\s*") == r"못\s*하|못했|a\.b"
    assert alternation(["have not", "not"]) == r"have\s+not|not"


def test_rule_word_lists_are_parsed_from_their_script() -> None:
    lists = {k: v for k, v in load_default_dictionary().cues.items() if v.file == RULE_WORDS_FILE}
    assert ("date_move_verb", "ko") in lists and ("habit_failed_before", "en") in lists
    for cue_list in lists.values():
        assert cue_list.note and cue_list.cues
        assert not any("*" in w for w in cue_list.cues)  # taken as written: no cue syntax here


def test_a_missing_word_list_raises() -> None:
    with pytest.raises(MissingWordsError):
        rule_words("no_such_list", "en")


@pytest.mark.parametrize(("text", "hit"), [
    ("다음주로 미뤘어요", True), ("예약 바뀜", True), ("약을 먹었어요", False),
])
def test_a_moved_list_reads_as_before(text: str, hit: bool) -> None:
    from pia_graph.temporal.moves import has_move
    assert has_move(text) is hit


def test_the_compiled_patterns_hold_the_words() -> None:
    from pia_graph.hu2 import habit_change
    from pia_graph.temporal import parts
    assert re.search(r"실패\|포기\|못\\s\*하", habit_change._patterns()["failed_after_ko"].pattern)
    assert parts._ko_suffix().match(" 하반기에")
