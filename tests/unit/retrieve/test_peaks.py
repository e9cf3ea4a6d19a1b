"""The highest or the lowest of a series asked (`retrieve/peaks.py`, the `field:highest` / `field:lowest` cues):
understood from the question's words, and the record holding the extreme value of its coordinate ranked first."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.fuse import fuse
from pia_graph.retrieve.peaks import PEAK_ASKED, asked_extreme, extreme_ids, number_of, peak_bonus
from pia_graph.retrieve.structured import StructuredHit
from pia_graph.retrieve.understand import understand
from tests.unit.retrieve.fuse_rows import SAID, record_row


def fields(text: str, lang: str, index: AliasIndex, dictionary: Dictionary) -> set[str]:
    return {d.value for d in understand(text, SAID, lang, index, dictionary).fields}  # type: ignore[arg-type]


@pytest.mark.parametrize(("text", "lang", "asked"), [
    ("when was my crp highest", "en", "highest"),
    ("lowest vitamin d i've had", "en", "lowest"),
    ("highest step day in august", "en", "highest"),
    ("what was my longest run", "en", "highest"),
    ("이번달 식후혈당 제일 높았던게 언제야", "ko", "highest"),
    ("헤모글로빈 제일 낮았을때 몇이었어", "ko", "lowest"),
    ("자전거 제일 길게 탄게 언제임", "ko", "highest"),
    ("혈압 최저 얼마였지", "ko", "lowest"),
    ("잠 제일 오래 잔 날이 언제야", "ko", "highest"),
])
def test_the_extreme_asked_is_understood(text: str, lang: str, asked: str, index: AliasIndex,
                                          dictionary: Dictionary) -> None:
    u = understand(text, SAID, lang, index, dictionary)  # type: ignore[arg-type]
    assert asked_extreme(u) == asked


@pytest.mark.parametrize(("text", "lang"), [
    ("제일 최근 혈압 몇이었지", "ko"),  # the latest, not an extreme
    ("what was my most recent a1c", "en"),
    ("peak flow readings this week", "en"),  # a measure's name
    ("did i sleep at least 7 hours", "en"),
    ("가장 처음 먹은 혈압약", "ko"),
    ("가장 오래된 콜레스테롤 기록 보여줘", "ko"),  # the oldest, not the longest
    ("제일 오래전에 잰 혈당", "ko"),  # long ago
])
def test_the_latest_the_first_and_a_measures_name_ask_no_extreme(text: str, lang: str, index: AliasIndex,
                                                                  dictionary: Dictionary) -> None:
    assert not fields(text, lang, index, dictionary) & {"highest", "lowest"}


def test_a_question_asking_both_extremes_asks_the_range_not_one(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("my highest and lowest sugar this month", SAID, "en", index, dictionary)
    assert asked_extreme(u) is None


def row(rid: str, coord: str, day: int, value: Any, **extra: Any) -> dict[str, Any]:
    return record_row(rid, coord, dt.date(2026, 9, day), f"t{rid}", kind="lab_result", value=value, **extra)


def test_the_extreme_of_each_coordinate_and_unit_is_pointed_to() -> None:
    rows = [row("a", "test:crp", 2, 84), row("b", "test:crp", 7, 22), row("c", "test:crp", 14, 4),
            row("d", "test:ferritin", 3, 9), row("e", "test:ferritin", 20, 30)]
    assert extreme_ids(rows, "highest") == {"a", "e"}
    assert extreme_ids(rows, "lowest") == {"c", "d"}
    assert extreme_ids(rows, None) == set()


def test_one_record_equal_values_denials_and_others_hold_no_extreme() -> None:
    rows = [row("a", "goal:exercise", 2, 8000),  # alone in its coordinate
            row("b", "test:psa", 3, 5.1), row("c", "test:psa", 9, 5.1),  # all equal
            row("d", "test:hba1c", 4, 9.9, negated=True), row("e", "test:hba1c", 5, 7.0),
            row("f", "test:hba1c", 6, 12.0, relation="father"), row("g", "test:hba1c", 8, 6.5)]
    assert extreme_ids(rows, "highest") == {"e"}


def test_values_of_other_units_are_other_series_and_durations_count() -> None:
    rows = [row("a", "activity:cycling", 2, 80, unit="km"), row("b", "activity:cycling", 3, 42, unit="km"),
            row("c", "activity:cycling", 4, 90, unit="min")]
    assert extreme_ids(rows, "highest") == {"a"}  # 90 min is no distance; alone in minutes
    assert number_of({"value": None, "duration_min": 420}) == 420.0
    assert number_of({"value": "5.9"}) == 5.9
    assert number_of({"value": "moderate"}) is None
    assert number_of({"value": True}) is None
    assert peak_bonus("a", {"a"}) == PEAK_ASKED and peak_bonus("b", {"a"}) == 0.0


def test_the_record_holding_the_extreme_ranks_first_and_the_series_follows(
    index: AliasIndex, dictionary: Dictionary
) -> None:
    u = understand("when was my crp highest", SAID, "en", index, dictionary)
    rows = [row("a", "test:crp", 2, 84), row("b", "test:crp", 7, 22), row("c", "test:crp", 14, 4)]
    hits = [StructuredHit(r, strength=1.0, reasons=["alias:test:crp"]) for r in rows]
    out = fuse(u, "structured", hits, [], {}, dictionary, SAID, 10)
    assert [i.id for i in out.items] == ["a", "c", "b"]  # the highest, then the newest first as before
    assert "extreme_of_coordinate" in out.items[0].why
    low = understand("when was my crp lowest", SAID, "en", index, dictionary)
    out = fuse(low, "structured", hits, [], {}, dictionary, SAID, 10)
    assert out.items[0].id == "c"
