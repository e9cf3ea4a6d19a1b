"""``regex_lead``: a look-ahead at the first characters of a match, put before an alternation or a sequence, must
leave every match where it was (the same span, the same alternative, the same groups) at every start position."""

from __future__ import annotations

import re

import pytest

from pia_graph.ontology import load_default_dictionary
from pia_graph.regex_lead import lead, led
from pia_graph.regex_needs import needs_all

_LEAD_TEXTS = ("BP 128/82 this morning, took my metformin", "past 3 months ago my LDL was 148", "ſlept badly, Kelvin",
               "KIDNEY ok", "어제 혈압 130/85 재고 약 먹었어", "last\u212aweek", "", "  -", "3 days ago",
               "wanna know my a1c")


def _same_everywhere(plain: re.Pattern[str], new: re.Pattern[str]) -> None:
    for text in _LEAD_TEXTS:
        for at in range(len(text) + 1):
            a, b = plain.match(text, at), new.match(text, at)
            assert (a and (a.span(), a.groups())) == (b and (b.span(), b.groups())), (plain.pattern, text, at)
        assert plain.sub("_", text) == new.sub("_", text)


@pytest.mark.parametrize("alternatives", [
    [r"\bpast\s+\w+\s+months\b", r"\w+\s+months\s+ago", r"\bmonths?\b", r"\bmy\b", r"\bmo\b"],
    [r"\bkidney\b", r"\bsleep\w*", r"(?<!\d)\d+\s*days?\b", r"\blast\b"],
    [r"(\d+)/(\d+)", r"\bbp\b"],
    [r"\bk\b", r"\bs\w*"],  # the Kelvin sign and the long s fold to k and s: the look-ahead's class folds alike
])
def test_led_alternation_matches_as_the_plain_one(alternatives: list[str]) -> None:
    plain = re.compile("|".join(alternatives), re.IGNORECASE)
    new = re.compile(led(alternatives, re.IGNORECASE), re.IGNORECASE)
    assert new.pattern != plain.pattern
    _same_everywhere(plain, new)


def test_led_keeps_an_unbounded_alternative_in_its_place() -> None:
    source = led([r"\bpast\s+\w+\s+months\b", r"\w+\s+months\s+ago", r"\bmonths?\b"], re.IGNORECASE)
    assert source == r"(?=[p])(?:\bpast\s+\w+\s+months\b)|\w+\s+months\s+ago|(?=[m])(?:\bmonths?\b)"


@pytest.mark.parametrize("alternatives", [
    ["혈압", "당화혈색소", "공복혈당"],  # uncased first characters: re skips to them by itself
    [r"^hello", r"^hi"],  # anchored at the start: re tries it once
    [r"(?i)abc"],  # global inline flags must open the pattern
    [r"\ba?"],  # a match may be empty
    [r"\b."],  # any character
])
def test_led_leaves_what_it_cannot_help(alternatives: list[str]) -> None:
    assert led(alternatives, re.IGNORECASE) == "|".join(alternatives)


def test_lead_prefixes_a_sequence_and_keeps_its_needs() -> None:
    source = r"(?<![\w/.$€£₩-])(?:yesterday|yday|(\d+)\s*days?\s+ago)(?![\w/])"
    plain = re.compile(source, re.IGNORECASE)
    new = re.compile(lead(source, re.IGNORECASE) + source, re.IGNORECASE)
    assert new.pattern.startswith("(?=[")
    assert [n.whole.pattern for n in needs_all(plain)] == [n.whole.pattern for n in needs_all(new)]
    _same_everywhere(plain, new)
    assert lead(r"took\s+my", 0) == ""  # a literal prefix: re finds the starts by itself


def test_every_led_cue_list_matches_as_its_plain_alternation() -> None:
    from pia_graph.ingest.cue_words import _compile, _piece

    texts = (*_LEAD_TEXTS, "didn't take my meds, forgot my pills", "아까 말한 거 아니고 132였어",
             "oops meant 178 not 187")
    for (_group, lang), cue_list in load_default_dictionary().cues.items():
        if not cue_list.cues:
            continue
        pieces = [_piece(c, lang) for c in sorted(cue_list.cues, key=len, reverse=True)]
        plain, new = re.compile("|".join(pieces), re.IGNORECASE), _compile(cue_list.cues, lang)
        for text in texts:
            assert [m.span() for m in plain.finditer(text)] == [m.span() for m in new.finditer(text)], (_group, text)


def test_private_re_helpers_changed_shape_leave_patterns_plain(monkeypatch: pytest.MonkeyPatch) -> None:
    """``regex_lead`` reads ``re``'s private parser and compiler (Python 3.11's). Where another Python changes them,
    every pattern must stay as written (no look-ahead), never fail at import or change a match."""
    import pia_graph.regex_lead as regex_lead

    class _Gone:
        def __getattr__(self, name: str) -> object:
            raise AttributeError(name)

    alternatives = [r"\bkidney\b", r"\bsleep\w*", r"\blast\b"]
    assert led(alternatives, re.IGNORECASE) != "|".join(alternatives)  # the helpers work here: a look-ahead is added
    monkeypatch.setattr(regex_lead, "sre_compiler", _Gone())
    assert led(alternatives, re.IGNORECASE) == "|".join(alternatives)
    monkeypatch.setattr(regex_lead, "sre_parse", _Gone())
    assert lead(r"\bkidney\b", re.IGNORECASE) == ""
    assert led(alternatives, re.IGNORECASE) == "|".join(alternatives)
