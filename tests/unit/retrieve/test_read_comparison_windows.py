"""A time said as the point a comparison starts from, as an event the readings around it answer, or joined to
another time (pure): the window of `understand`, and the stage the miss census gives a selector
(`scripts/retrieval_miss_stages.py`)."""

from __future__ import annotations

import datetime as dt
from typing import Literal

from pia_graph.memory.recall_models import QueryUnderstanding, TimeWindow
from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.question_window import window_of
from pia_graph.retrieve.understand import understand
from scripts.retrieval_miss_stages import scenario_stage, selector_stage

UTC = dt.UTC
KST = dt.timezone(dt.timedelta(hours=9))


def window(text: str, said: dt.datetime, lang: Literal["en", "ko"]) -> tuple[dt.date | None, dt.date | None] | None:
    w = window_of(text, said, lang)
    return None if w is None else (w.start, w.end)


def test_a_time_compared_with_runs_to_the_moment_asked() -> None:
    said = dt.datetime(2026, 12, 1, 9, 0, tzinfo=UTC)
    assert window("is my a1c better than in september", said, "en") == (dt.date(2026, 9, 1), dt.date(2026, 12, 1))
    assert window("how's my weight compared to last month", said, "en") == (dt.date(2026, 11, 1),
                                                                               dt.date(2026, 12, 1))
    said_ko = dt.datetime(2026, 6, 1, 9, 0, tzinfo=KST)
    assert window("LDL 3월보다 올랐어?", said_ko, "ko") == (dt.date(2026, 3, 1), dt.date(2026, 6, 1))


def test_the_time_compared_with_outranks_the_primary_expression() -> None:
    # 설날 (the day asked on) is the resolver's primary expression; 지난주보다 says what the question compares
    said = dt.datetime(2026, 2, 17, 9, 0, tzinfo=KST)
    w = window_of("설날인데 혈압 지난주보다 나아졌어?", said, "ko")
    assert w is not None and w.expression == "지난주"
    assert (w.start, w.end) == (dt.date(2026, 2, 9), dt.date(2026, 2, 17))


def test_an_event_asked_for_its_effect_sets_no_window() -> None:
    said = dt.datetime(2026, 12, 1, 9, 0, tzinfo=UTC)
    assert window_of("what did thanksgiving do to my sugar", said, "en") is None
    assert window_of("설날 전이랑 비교하면 혈당 어때", dt.datetime(2026, 2, 25, 9, 0, tzinfo=KST), "ko") is None


def test_a_time_that_is_the_window_asked_stays_as_it_was() -> None:
    said = dt.datetime(2026, 7, 24, 9, 0, tzinfo=UTC)
    assert window("how did I sleep this week", said, "en") == (dt.date(2026, 7, 20), dt.date(2026, 7, 24))
    assert window("did i sleep more than 7 hours last week", said, "en") == (dt.date(2026, 7, 13),
                                                                               dt.date(2026, 7, 19))
    assert window("설날 전에 혈당 어땠어", dt.datetime(2026, 3, 1, 9, 0, tzinfo=KST), "ko") is not None


def test_joined_times_are_one_window() -> None:
    said = dt.datetime(2026, 4, 13, 9, 0, tzinfo=UTC)  # a Monday
    week_and_last = (dt.date(2026, 4, 6), dt.date(2026, 4, 13))
    assert window("show me my blood pressure readings this week and last", said, "en") == week_and_last
    assert window("bp this week and last week", said, "en") == week_and_last
    assert window("이번주랑 지난주 혈압 보여줘", said, "ko") == week_and_last
    assert window("3월이랑 4월 체중", said, "ko") == (dt.date(2026, 3, 1), dt.date(2026, 4, 30))
    # a joining word before something that is no time joins nothing
    assert window("what was my weight last week and what did the doc say", said, "en") == (dt.date(2026, 4, 6),
                                                                                          dt.date(2026, 4, 12))


def test_the_comparison_words_are_no_type_or_field(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("LDL 3월보다 올랐어?", dt.datetime(2026, 6, 1, 9, 0, tzinfo=KST), "ko", index, dictionary)
    assert [d.value for d in u.coordinates][:1] == ["test:ldl_cholesterol"]
    assert u.window is not None and u.window.end == dt.date(2026, 6, 1)


def _record(coord: str, day: str, superseded: bool = False) -> dict[str, object]:
    raw = {"coordinate": coord, "date": dt.date.fromisoformat(day), "type": "lab_result"}
    return {"coordinate": coord, "date": day, "text": "", "superseded": superseded, "type": "lab_result",
            "value": 1.0, "subject": None, "raw": raw}


def test_the_census_tells_the_stages_apart() -> None:
    u = QueryUnderstanding(lang="en")
    sel = {"coordinate": "test:ldl", "date": "2026-03-02"}
    ranked = [{"coordinate": "test:hdl", "date": "2026-03-02"}, {"coordinate": "test:ldl", "date": "2026-03-02"}]
    stored = [_record("test:ldl", "2026-03-02")]
    assert selector_stage(sel, [sel], ranked, [], u, True, stored, []) == "ranked below 1"
    assert selector_stage(sel, [sel], [], [], u, True, [], []) == "not stored"
    assert selector_stage(sel, [sel], [], [], u, True, [_record("test:ldl", "2026-03-03")], []) == \
        "stored differently:date"
    assert selector_stage(sel, [sel], [], [], u, True, [_record("test:ldl", "2026-03-02", True)], []) == \
        "superseded only"
    asked_hdl = QueryUnderstanding(lang="en", coordinates=[{"value": "test:hdl", "reason": "alias"}])
    assert selector_stage(sel, [sel], [], [], asked_hdl, True, stored, []) == "not understood:coordinate"
    in_may = QueryUnderstanding(lang="en", coordinates=[{"value": "test:ldl", "reason": "alias"}],
                                window=TimeWindow(start=dt.date(2026, 5, 1), end=dt.date(2026, 5, 31),
                                                  expression="in may", rule_id="en.month"))
    assert selector_stage(sel, [sel], [], [], in_may, True, stored, []) == "not understood:window"
    assert selector_stage({"fact_contains": "dr kim"}, [], [], [], u, False, [],
                          [{"text": "User saw Dr Kim", "quote": ""}]) == "not fetched:fact, words only"
    assert scenario_stage(["not stored", "ranked below 5", "not understood:window"]) == "ranked below 5"
