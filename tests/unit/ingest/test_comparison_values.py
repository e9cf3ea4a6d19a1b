"""Issue 12 (session 46, cmp46): two values of one measurement said as a comparison in one turn
(``extract/comparisons.py``). Each value takes the time word of its own side: the current one its own or the turn's
day, never the earlier side's; the earlier one is a record only when its side fixes a time on the calendar."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

SAID = "2026-05-10T09:00:00+09:00"
TODAY = dt.date(2026, 5, 10)


def _readings(run: Any, text: str, lang: str) -> list[tuple[float, Any]]:
    """(value, its time) of each reading: the date, month, or the start of a span."""
    return [(r.value, r.date or r.month or (r.year and str(r.year)) or r.start)
            for r in run(text, SAID, lang).records if r.type in ("lab_result", "vital_sign", "body_measurement")]


@pytest.mark.parametrize(("text", "lang", "expected"), [
    # the earlier side's own time dates the earlier value; the current one is today's
    ("작년엔 공복혈당 140이었는데 지금 125", "ko", [(140.0, dt.date(2025, 1, 1)), (125.0, TODAY)]),
    ("공복혈당 작년엔 140이었는데 지금 125", "ko", [(140.0, dt.date(2025, 1, 1)), (125.0, TODAY)]),
    ("1월엔 당화혈색소 8이었는데 지금 7.2", "ko", [(8.0, "2026-01"), (7.2, TODAY)]),
    ("3월에 잰 당화혈색소가 7.8이었는데 오늘 결과는 7.1", "ko", [(7.8, "2026-03"), (7.1, TODAY)]),
    ("my a1c was 8 in january, now it's 7.2", "en", [(8.0, "2026-01"), (7.2, TODAY)]),
    ("weight went from 90 kg in january to 82 now", "en", [(90.0, "2026-01"), (82.0, TODAY)]),
    ("bp was 150/95 last month, now 132/84", "en",
     [(150.0, "2026-04"), (95.0, "2026-04"), (132.0, TODAY), (84.0, TODAY)]),
    ("A1c came back at 7.2%, up from 6.8 in December.", "en", [(7.2, TODAY), (6.8, "2025-12")]),
    ("당화혈색소 7.4로 올랐어ㅠ 석달전엔 6.9였는데", "ko", [(7.4, TODAY), (6.9, "2026-02")]),
])
def test_each_value_takes_the_time_of_its_own_side(run: Any, text: str, lang: str,
                                                   expected: list[tuple[float, Any]]) -> None:
    assert sorted(_readings(run, text, lang), key=str) == sorted(expected, key=str)


@pytest.mark.parametrize(("text", "lang", "current"), [
    # an earlier value whose side fixes no time is no record; the current one is today's
    ("지난번엔 당화혈색소 7.9였는데 이번엔 7.1", "ko", 7.1),
    ("예전엔 몸무게 90kg 넘었는데 지금 82", "ko", 82.0),
    ("예전엔 90kg 넘었는데 지금 82", "ko", 82.0),
    ("당화혈색소 7.2에서 6.8로 떨어졌어요", "ko", 6.8),
    ("fasting sugar went from 150 to 132 since March", "en", 132.0),
    ("my a1c is down to 6.8 from 7.4", "en", 6.8),
    ("a1c 7.4 -> 6.9 this time", "en", 6.9),
])
def test_an_earlier_value_without_a_time_of_its_own_is_no_record(run: Any, text: str, lang: str,
                                                                 current: float) -> None:
    assert _readings(run, text, lang) == [(current, TODAY)]


@pytest.mark.parametrize(("text", "lang", "expected"), [
    # two readings of one day, no earlier time said: both stay, dated today
    ("혈압 아침엔 150/95였는데 저녁엔 135/85", "ko", [(150.0, TODAY), (95.0, TODAY), (135.0, TODAY), (85.0, TODAY)]),
    # each side names its own day
    ("어제 저녁 혈압 151/95 였는데 오늘 아침엔 138/88", "ko",
     [(151.0, dt.date(2026, 5, 9)), (95.0, dt.date(2026, 5, 9)), (138.0, TODAY), (88.0, TODAY)]),
    # an aim with its target is a goal, not a change made: the weight said is today's reading
    ("weight 80 kg, want to get to 72", "en", [(80.0, TODAY)]),
    # the earlier side's time is today's: both kept, both today
    ("weight was 82.4 kg this morning, now 81.9", "en", [(82.4, TODAY), (81.9, TODAY)]),
])
def test_what_is_no_comparison_with_an_earlier_time_is_left_alone(run: Any, text: str, lang: str,
                                                                  expected: list[tuple[float, Any]]) -> None:
    assert sorted(_readings(run, text, lang), key=str) == sorted(expected, key=str)


def test_the_grammar_reads_the_sides() -> None:
    from pia_graph.ingest.extract.comparisons import frames
    from pia_graph.ingest.extract.context import Ctx
    from pia_graph.ingest.utterance import analyse
    from pia_graph.ontology import AliasIndex, load_default_dictionary

    dictionary = load_default_dictionary()
    index = AliasIndex.build(dictionary)
    said = dt.datetime.fromisoformat(SAID)
    for text, lang, earlier, current, side in [
        ("my a1c was 8 in january, now it's 7.2", "en", "8", "7.2", "my a1c was 8 in january, "),
        ("down to 6.8 from 7.4 in march", "en", "7.4", "6.8", "from 7.4 in march"),
        ("작년엔 140이었는데 지금 125", "ko", "140", "125", "작년엔 140이었는데"),
        ("혈당 140이었는데 혈압은 130", "ko", None, None, None),  # two measurements: no comparison
    ]:
        ctx = Ctx.build(analyse(text, lang, said_at=said, index=index, dictionary=dictionary), said, dictionary,
                        None)
        got = [(f.earlier.raw, f.current.raw, text[f.side[0]:f.side[1]]) for f in frames(ctx)]
        assert got == ([] if earlier is None else [(earlier, current, side)]), text
