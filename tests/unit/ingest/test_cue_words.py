"""Cue words are dictionary data (ontology/80_cues.cypher): compiled by one syntax, never copied into Python."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from pia_graph.ingest.cue_words import MissingCuesError, cue_pattern
from pia_graph.ontology import CueList, Dictionary

PACKAGE = Path(__file__).resolve().parents[3] / "pia_graph"
# A literal that holds this many entries of one cue list is a copy of that list (one shared word is not).
COPY_THRESHOLD = 3
# Lists of plain time nouns: the temporal grammar and the extractors' patterns name the same times for what they
# mean ("아침" as a dose moment, a part of the day); sharing three of them is no copy of what the list decides.
# The particles, endings and predicate starts a glued word splits on (glued_word_end, glued_predicate: 은, 는, 도,
# 먹, 있 ...) are the grammar every Korean pattern says; sharing three of them is no copy either.
# The plan grammar's times still to come and weekdays (plan_future_time ko, plan_weekday en: 내일, 다음 주, 모레,
# monday …) are such time nouns too: the medication and time rules name them for a start day or a date (session 58).
NOT_COPIED = frozenset({("glued_head", "ko"), ("glued_word_end", "ko"), ("glued_predicate", "ko"),
                        ("plan_future_time", "ko"), ("plan_weekday", "en")})
# A rule's own words (84_rule_words.cypher: not, never, ok, fine, 검사 …) are common words other rules say for what
# they mean; tests/unit/test_cue_literals.py watches those. This detector watches the lists that decide a record.
RULE_WORDS = "84_rule_words.cypher"
_REGEX_NOISE = re.compile(r"\\b|\(\?:|\(\?<?[=!][^)]*\)|[()^$]|\\s[*+?]?|\?(?=\s|$)")


def _alternatives(literal: str) -> set[str]:
    out: set[str] = set()
    for alt in literal.split("|"):
        text = _REGEX_NOISE.sub(" ", alt).replace("'?", "'").replace("\\", "")
        text = " ".join(text.split()).strip().lower()
        if text:
            out.add(text)
    return out


def _string_literals(path: Path) -> list[tuple[int, str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [(n.lineno, n.value) for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)]


def test_every_cue_list_is_parsed_from_the_scripts(dictionary: Dictionary) -> None:
    for group in ("dose_missed", "dose_taken"):
        for lang in ("en", "ko"):
            assert dictionary.cues[(group, lang)].cues, (group, lang)
            assert dictionary.cues[(group, lang)].file == "80_cues.cypher"


def test_no_python_literal_copies_a_cue_list(dictionary: Dictionary) -> None:
    lists = {key: {" ".join(c.lower().split()) for c in cl.cues} for key, cl in dictionary.cues.items()
             if key not in NOT_COPIED and cl.file != RULE_WORDS}
    copies: list[str] = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for line, literal in _string_literals(path):
            alts = _alternatives(literal)
            for (group, lang), cues in lists.items():
                shared = alts & cues
                if len(shared) >= COPY_THRESHOLD:
                    copies.append(f"{path.relative_to(PACKAGE.parent)}:{line} repeats {group}/{lang}: {sorted(shared)}")
    assert copies == []


def test_the_copy_detector_sees_the_old_copy(dictionary: Dictionary) -> None:
    """The regex the medication rules held before the list moved to the dictionary is caught."""
    old = (r"\b(?:forgot|forget|forgetting|missed|miss|skipped|skip|didn't\s+take|did\s+not\s+take|no\s+dose)\b"
           r"|깜빡|빼먹|까먹|(?:안|못)\s*먹(?:었|고|음|은)|거르|걸렀")
    en = {c.lower() for c in dictionary.cues[("dose_missed", "en")].cues}
    ko = set(dictionary.cues[("dose_missed", "ko")].cues)
    assert len(_alternatives(old) & en) >= COPY_THRESHOLD
    assert len(_alternatives(old) & ko) >= COPY_THRESHOLD


@pytest.mark.parametrize(("cue", "lang", "text", "hit"), [
    ("didn't take", "en", "I didnt take it", True),
    ("didn't take", "en", "I didn’t  take it", True),
    ("miss", "en", "I dismissed it", False),  # Latin cues match whole words
    ("discontinu*", "en", "they discontinued it", True),
    ("got my * in", "en", "got my jab in", True),
    ("안 먹었", "ko", "메트포르민안먹었어", True),  # Korean: no word boundary, optional space
    # a cue ending on punctuation ends where no letter or digit is glued on (a \b after the dot would want one)
    ("this a.m.", "en", "148 this a.m.", True),  # the end of the text
    ("this a.m.", "en", "148 this a.m. ugh", True),  # a space
    ("this a.m.", "en", "148 this a.m., finally", True),  # more punctuation
    ("this a.m.", "en", "148 this a.m.5", False),  # a digit glued on
    ("this a.m.", "en", "148 nothis a.m.", False),  # it still starts on a word boundary
    ("this am", "en", "148 this ams", False),  # a cue ending on a letter keeps its \b
])
def test_cue_syntax(cue: str, lang: str, text: str, hit: bool) -> None:
    d = Dictionary(cues={("g", lang): CueList("g", lang, (cue,))})
    assert bool(cue_pattern(d, "g", lang).search(text)) is hit


def test_a_missing_list_is_a_bug_that_raises() -> None:
    with pytest.raises(MissingCuesError):
        cue_pattern(Dictionary(), "dose_missed", "en")
