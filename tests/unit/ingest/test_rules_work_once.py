"""Work a turn's rules no longer repeat (session 61, issue 16), each answering as the work it skips would: the
bare-value test scans a turn's numbers only when a leading value could be closed; the measure-word conditions' cue
lists are picked from the dictionary once; the digit twin of a text is kept for the calls that ask again."""

from __future__ import annotations

import dataclasses
from types import SimpleNamespace
from typing import Any

import pytest

from pia_graph.ingest import followup_reading
from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.earlier_records import Term
from pia_graph.ingest.extract import condition_said, spoken_numbers
from pia_graph.ingest.extract.numbers import find_quantities
from pia_graph.ontology import Dictionary

WAIST = "body:waist"


@pytest.mark.parametrize(("text", "term_at"), [
    ("249; waist 46", 5),
    ("249, waist 46", 5),
    ("249 waist 46", 4),
    ("waist 46, 249", 0),
    ("  - 101 ;waist 38", 10),
    ("81,4 waist 40", 5),
])
def test_a_leading_value_is_read_as_the_whole_scan_reads_it(text: str, term_at: int) -> None:
    terms = [Term(WAIST, term_at, term_at + 5)]
    whole = followup_reading._leading_value(text, find_quantities(text, "en"), [], terms)
    assert followup_reading.bare_value(text, "en", [], terms) == whole


def test_the_leading_values_found_by_either_separator() -> None:
    terms = [Term(WAIST, 5, 10)]
    for text in ("249; waist 46", "249, waist 46"):
        found = followup_reading.bare_value(text, "en", [], terms)
        assert found is not None and found.value == 249


def test_no_number_scan_where_no_value_can_be_closed(monkeypatch: pytest.MonkeyPatch) -> None:
    def scan(*_: Any, **__: Any) -> None:
        raise AssertionError("scanned")

    monkeypatch.setattr(followup_reading, "find_quantities", scan)
    assert followup_reading.bare_value("249 waist 46", "en", [], [Term(WAIST, 4, 9)]) is None
    with pytest.raises(AssertionError):  # a turn with no record and no term still reads its one number
        followup_reading.bare_value("249 waist 46", "en", [], [])


def _scanned(dictionary: Dictionary, lang: str) -> list[tuple[str, str]]:
    """What `_measures` read by a scan of every cue list on every turn (session 60)."""
    out = []
    for group, cue_lang in dictionary.cues:
        key = "condition:" + group.removeprefix("measure_condition.")
        if cue_lang == lang and group.startswith("measure_condition.") and dictionary.record_type(key) == "condition":
            out.append((key, cue_pattern(dictionary, group, lang).pattern))
    return out


def _measures(dictionary: Dictionary, lang: str) -> list[tuple[str, str]]:
    ctx: Any = SimpleNamespace(dictionary=dictionary, lang=lang)
    return [(key, words.pattern) for key, words in condition_said._measures(ctx)]


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_measure_lists_are_the_scans(dictionary: Dictionary, lang: str) -> None:
    assert _measures(dictionary, lang) == _scanned(dictionary, lang)
    assert _measures(dictionary, lang)  # hypertension's, dyslipidemia's: the data holds some in both languages


def test_another_dictionary_gets_its_own_measure_lists(dictionary: Dictionary) -> None:
    first = _measures(dictionary, "en")
    dropped = ("measure_condition." + first[0][0].removeprefix("condition:"), "en")
    other = dataclasses.replace(dictionary, cues={k: v for k, v in dictionary.cues.items() if k != dropped})
    assert _measures(other, "en") == _scanned(other, "en") == first[1:]
    assert _measures(dictionary, "en") == first


@pytest.mark.parametrize(("text", "after"), [
    ("pulse seventy nine and bp one twenty over eighty", (5,)),
    ("혈압 백삼십에 팔십, 공복 백오", ()),
    ("pain about a four now", ()),
])
def test_the_kept_digit_twin_is_the_twin(text: str, after: tuple[int, ...]) -> None:
    fresh = spoken_numbers._twin.__wrapped__(text, after, ())
    for _ in range(2):  # computed, then kept
        assert spoken_numbers.digit_twin_values(text, after) == fresh
        assert spoken_numbers.digit_twin(text, after) == fresh[0]
    assert spoken_numbers.digit_twin_values("혈압 백오", ())[1] == {3: 105.0}  # the longer value, by its offset


def test_a_rating_word_is_still_written_in_digits() -> None:
    assert spoken_numbers.digit_twin("pain about a four now") == "pain about a 4    now"
    assert spoken_numbers.digit_twin("eight out of ten today") == "8     out of 10  today"


def test_a_kept_resolution_is_of_its_own_zone() -> None:
    import datetime as dt
    import importlib

    resolve = importlib.import_module("pia_graph.temporal.resolve")  # the package names a function so too
    seoul = dt.datetime(2026, 3, 5, 7, 0, tzinfo=dt.timezone(dt.timedelta(hours=9)))
    utc = seoul.astimezone(dt.UTC)  # the same instant, the day before in UTC: an equal datetime
    assert seoul == utc
    for said_at in (seoul, utc, seoul):
        fresh = list(resolve._resolved.__wrapped__("blood drawn yesterday", said_at, said_at.tzinfo, "en", False))
        assert resolve.resolve_in_text("blood drawn yesterday", said_at) == fresh
    first = resolve.resolve_in_text("blood drawn yesterday", seoul)
    assert first[0].date == dt.date(2026, 3, 4)
    assert resolve.resolve_in_text("blood drawn yesterday", utc)[0].date == dt.date(2026, 3, 3)
    first.clear()  # a caller's list is its own
    assert resolve.resolve_in_text("blood drawn yesterday", seoul)
