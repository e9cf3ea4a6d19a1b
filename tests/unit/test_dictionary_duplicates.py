"""A Python word list that duplicates dictionary data fails (issue 12: cue words are dictionary data that curators
edit). Two kinds of duplicate, over every module of `pia_graph` (the ingest rules included):

- a list that holds most of one of the dictionary's cue lists (`ontology/80_cues.cypher`, `84_rule_words.cypher`):
  at least three of its words and at least 60 % of the cue list;
- a list whose words are mostly the dictionary's aliases (drug, symptom, meal, activity names…): at least four
  aliases, at least half of the list.

The lists there now are named, each with its reason, in `dictionary_duplicates_allowed.tsv`; a new one fails until
the rule reads the dictionary or the list gets a row. Word lists are found by `scripts/cue_inventory.py`."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from pia_graph.ingest import cues
from pia_graph.ontology import Dictionary, load_default_dictionary
from tests.unit.cue_inventory_loader import load_cue_inventory

ROOT = Path(__file__).resolve().parents[2]
ALLOWED = Path(__file__).with_name("dictionary_duplicates_allowed.tsv")
MIN_CUE_WORDS, CUE_SHARE = 3, 0.6
MIN_ALIASES, ALIAS_SHARE = 4, 0.5




INVENTORY = load_cue_inventory()


@pytest.fixture(scope="module")
def dictionary() -> Dictionary:
    return load_default_dictionary()


def duplicates(words: tuple[str, ...], cue_lists: dict[str, set[str]], aliases: set[str]) -> list[str]:
    """What a word list duplicates: the names of the cue lists it copies, and "aliases" when it lists aliases."""
    lowered = {w.lower() for w in words}
    out = [name for name, cues in cue_lists.items()
           if len(shared := lowered & cues) >= MIN_CUE_WORDS and len(shared) >= CUE_SHARE * len(cues)]
    named = [w for w in lowered if w in aliases]
    if len(named) >= MIN_ALIASES and len(named) >= ALIAS_SHARE * len(lowered):
        out.append("aliases")
    return out


def _cue_lists(dictionary: Dictionary) -> dict[str, set[str]]:
    return {f"{name}.{lang}": {w.lower() for w in cues.cues} for (name, lang), cues in dictionary.cues.items()}


def _found(dictionary: Dictionary) -> Counter[tuple[str, str]]:
    cue_lists = _cue_lists(dictionary)
    aliases = {a.norm for a in dictionary.aliases()}
    found: Counter[tuple[str, str]] = Counter()
    for path in sorted((ROOT / "pia_graph").rglob("*.py")):
        for w in INVENTORY.word_alternations(path, MIN_CUE_WORDS, ROOT):
            if duplicates(w.words, cue_lists, aliases):
                found[(w.path, "|".join(w.words))] += 1
    return found


def _allowed() -> Counter[tuple[str, str]]:
    rows: Counter[tuple[str, str]] = Counter()
    for line in ALLOWED.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            path, words, reason = line.split("\t")
            assert reason.strip(), f"{path}: {words} has no reason"
            rows[(path, words)] += 1
    return rows


def test_no_new_python_list_duplicates_the_dictionary(dictionary: Dictionary) -> None:
    new = _found(dictionary) - _allowed()
    assert not new, ("word lists in Python that duplicate the dictionary; read the dictionary's list or aliases "
                     f"instead, or add a row with the reason to {ALLOWED.name}:\n"
                     + "\n".join(f"{p}\t{w}" for p, w in sorted(new)))


def test_the_allow_list_names_only_duplicates_that_are_there(dictionary: Dictionary) -> None:
    stale = _allowed() - _found(dictionary)
    assert not stale, f"rows of {ALLOWED.name} whose list is gone or no longer a duplicate: {sorted(stale)}"


# --- the detector ----------------------------------------------------------------------------------------------

_CUES = {"dose_missed.en": {"skipped", "forgot", "missed", "didn't take", "haven't taken"}}
_ALIASES = {"lunch", "dinner", "breakfast", "supper", "metformin"}


@pytest.mark.parametrize(("words", "expected"), [
    (("skipped", "forgot", "missed", "no"), ["dose_missed.en"]),  # three of five cue words, 60 %
    (("skipped", "forgot", "today", "now"), []),  # two: a shared word or two is no copy
    (("lunch", "dinner", "breakfast", "supper", "after"), ["aliases"]),
    (("lunch", "dinner", "after", "before", "with", "at", "over", "by"), []),  # two aliases in grammar words
])
def test_the_detector(words: tuple[str, ...], expected: list[str]) -> None:
    assert duplicates(words, _CUES, _ALIASES) == expected


# --- the gate's health words (issue 12: the gate's vocabulary is the dictionary's) ------------------------------

GATE_ALLOWED = Path(__file__).with_name("gate_words_allowed.tsv")
# the words a medicine is named by: a drug's aliases and a drug class's (``ontology/41_drug_classes.cypher``)
_MEDICINE = ("drug:", "concept:class_")


def top_alternatives(pattern: str) -> list[str]:
    """The alternatives of a regular expression at its top level (a group's own ``|`` left inside it)."""
    out, depth, current, i = [], 0, "", 0
    while i < len(pattern):
        c = pattern[i]
        if c == "\\":
            current += pattern[i:i + 2]
            i += 2
            continue
        depth += (c == "(") - (c == ")")
        if c == "|" and depth == 0:
            out.append(current)
            current = ""
        else:
            current += c
        i += 1
    return [*out, current]


def plain_forms(alternative: str) -> list[str]:
    """The words a plain alternative spells ("headaches?" → headache, headaches; "fish\\s+oil" → fish oil); [] for
    one with any other regular-expression syntax (a shape, a lookaround, a stem with ``\\w*``)."""
    spelled = re.sub(r"\\s[*+]?", " ", alternative)
    forms = [spelled[:-2], spelled[:-1]] if spelled.endswith("s?") else [spelled]
    return [f.lower() for f in forms if re.fullmatch(r"[A-Za-z가-힣' -]+", f)]


def gate_duplicates(dictionary: Dictionary) -> dict[tuple[str, str], list[str]]:
    """The gate's plain health words (``cues.HEALTH_EN``, ``HEALTH_KO``) that the dictionary names without a
    condition (an alias that is no declared ambiguity), with the terms they name."""
    targets: dict[tuple[str, str], set[str]] = {}
    for a in dictionary.aliases():
        if (a.norm, a.lang) not in dictionary.ambiguities:
            targets.setdefault((a.norm, a.lang), set()).add(a.target)
    for c in dictionary.concepts.values():  # a drug class's words (the gate reads them: cues.drug_class_rx)
        for lang, word in c.words:
            targets.setdefault((word.lower(), lang), set()).add(c.key)
    found: dict[tuple[str, str], list[str]] = {}
    for name, lang, pattern in (("HEALTH_EN", "en", cues.HEALTH_EN), ("HEALTH_KO", "ko", cues.HEALTH_KO)):
        for alternative in top_alternatives(pattern):
            named = sorted({t for f in plain_forms(alternative) for t in targets.get((f, lang), ())})
            if named:
                found[(name, alternative)] = named
    return found


def _gate_allowed() -> dict[tuple[str, str], str]:
    rows: dict[tuple[str, str], str] = {}
    for line in GATE_ALLOWED.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            name, word, reason = line.split("\t")
            assert reason.strip(), f"{name}: {word} has no reason"
            rows[(name, word)] = reason
    return rows


def test_no_gate_word_names_a_medicine_the_dictionary_names(dictionary: Dictionary) -> None:
    """A drug's or a drug class's name in the gate's word lists fails: the alias match keeps the clause already
    (``clause_talk.has_health``), and a name kept in two places drifts."""
    medicine = {k: v for k, v in gate_duplicates(dictionary).items() if any(t.startswith(_MEDICINE) for t in v)}
    assert not medicine, ("the gate lists words the dictionary names a medicine by; delete them from cues.py:\n"
                          + "\n".join(f"{n}\t{w}\t{t}" for (n, w), t in sorted(medicine.items())))


def test_no_new_gate_word_duplicates_the_dictionary(dictionary: Dictionary) -> None:
    """Any other gate word the dictionary names fails unless ``gate_words_allowed.tsv`` lists it with its reason;
    a row whose word is gone fails too, so the list only shrinks."""
    found, allowed = set(gate_duplicates(dictionary)), set(_gate_allowed())
    new = "\n".join(f"{n}\t{w}" for n, w in sorted(found - allowed))
    assert not new, (f"gate words the dictionary names; delete them from cues.py or list them in "
                     f"{GATE_ALLOWED.name}:\n{new}")
    assert not allowed - found, f"rows of {GATE_ALLOWED.name} no longer in cues.py: {sorted(allowed - found)}"


@pytest.mark.parametrize(("alternative", "forms"), [
    ("headaches?", ["headache", "headaches"]),
    (r"fish\s+oil", ["fish oil"]),
    (r"vaccin\w*", []),
    (r"(?:bowl|plate)s?\s+of", []),
    ("혈압", ["혈압"]),
])
def test_plain_forms(alternative: str, forms: list[str]) -> None:
    assert plain_forms(alternative) == forms


def test_top_alternatives_leave_groups_whole() -> None:
    assert top_alternatives(r"a|b(?:c|d)|\|e") == ["a", "b(?:c|d)", r"\|e"]
