"""Questions that pick a record by its place among the user's own (session 64, pure): the n-th newest ("the time
before", 지지난번), the n-th oldest ("my third infusion", 두 번째 접종), the n-th after an anchor record (퇴원하고 나서
첫 외래) and a day counted from an anchor record ("three days after the second shot"); the grammar
(`record_place.py`) and the pick over the records recall fetched (`fuse_place.py`), ranked first with the reason."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.memory.recall_models import ThreadTurn
from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.fuse import fuse
from pia_graph.retrieve.fuse_place import nth_of, placed_ids
from pia_graph.retrieve.structured import structured_hits
from pia_graph.retrieve.thread_read import entries
from pia_graph.retrieve.understand import understand
from tests.unit.retrieve.fuse_rows import SAID, record_row

D = dt.date


def _a1c() -> list[dict[str, Any]]:
    return [record_row(f"a{n}", "test:hba1c", day, f"t{n}", kind="lab_result", value=v)
            for n, (day, v) in enumerate([(D(2026, 1, 10), 7.9), (D(2026, 4, 12), 7.1), (D(2026, 7, 15), 6.8),
                                          (D(2026, 10, 1), 6.5)])]


def _top(text: str, lang: str, rows: list[dict[str, Any]], index: AliasIndex, dictionary: Dictionary) -> str:
    u = understand(text, SAID, lang, index, dictionary)  # type: ignore[arg-type]
    out = fuse(u, "structured", structured_hits(u, rows, [r for r in rows if r["type"] != "lab_result"]), [], {},
               dictionary, SAID, 10)
    return out.items[0].id


@pytest.mark.parametrize(("text", "lang", "want"), [
    ("what was my a1c the time before?", "en", "a2"),
    ("my a1c before last", "en", "a2"),
    ("what was my a1c the one before that", "en", "a2"),
    ("지지난번 당화혈색소 몇이었어", "ko", "a2"),
    ("당화혈색소 지난번 말고 그 전 수치", "ko", "a2"),
    ("what was my second a1c", "en", "a1"),
    ("세 번째 당화혈색소 몇이었지", "ko", "a2"),
    ("what was my latest a1c", "en", "a3"),  # no place: the newest, as before
])
def test_the_record_at_the_place_asked_ranks_first(
        text: str, lang: str, want: str, index: AliasIndex, dictionary: Dictionary) -> None:
    assert _top(text, lang, _a1c(), index, dictionary) == want, text


def test_the_reason_says_the_place(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("what was my a1c the time before?", SAID, "en", index, dictionary)
    assert not u.wants_latest  # "before last" / "the time before" is no ask for the newest
    out = fuse(u, "structured", structured_hits(u, _a1c(), []), [], {}, dictionary, SAID, 10)
    assert any(w.startswith("place:newest_2:") for w in out.items[0].why)


@pytest.mark.parametrize("text", [
    "get a second opinion on my a1c",  # an ordinal before no term and no occasion word
    "how much did I swim the week before last",  # the window's words
    "what was my badge reading the month before last?",  # a calendar month, even where no window reads it
    "my a1c the year before last",
    "what was my a1c on the 2nd",  # a day of the month
    "지지난주 금요일 혈압",
    "그 전에 혈압은?",  # a follow-up's shift, not a place
])
def test_no_place_where_the_words_are_no_place(text: str, index: AliasIndex, dictionary: Dictionary) -> None:
    lang = "ko" if any("가" <= c <= "힣" for c in text) else "en"
    assert understand(text, SAID, lang, index, dictionary).places == []  # type: ignore[arg-type]


def test_an_ordinal_read_as_a_day_counts_the_term_it_stands_before(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("whats the name of the 2nd diabetes pill i got added", SAID, "en", index, dictionary)
    assert u.window is None and [(p.order, p.n) for p in u.places] == [("oldest", 2)]
    rows = [record_row(f"m{n}", coord, day, f"t{n}", kind="medication_regimen", value=500)
            for n, (coord, day) in enumerate([("drug:metformin", D(2025, 3, 1)), ("drug:sitagliptin", D(2025, 9, 1)),
                                              ("drug:empagliflozin", D(2026, 5, 1))])]
    assert set(placed_ids(u, structured_hits(u, rows, rows), SAID.date())) == {"m1"}


def test_a_day_counted_from_the_second_shot(index: AliasIndex, dictionary: Dictionary) -> None:
    shots = [record_row(f"v{n}", "vaccine:shingles", day, f"s{n}", kind="vaccination")
             for n, day in enumerate([D(2026, 3, 2), D(2026, 6, 8)])]
    temps = [record_row(f"f{n}", "vital:body_temperature", day, f"f{n}", kind="vital_sign", value=v)
             for n, (day, v) in enumerate([(D(2026, 3, 5), 37.9), (D(2026, 6, 11), 38.4), (D(2026, 9, 1), 36.6)])]
    for text, lang in [("what was my temperature three days after the second shot", "en"),
                       ("두 번째 접종 사흘 뒤 체온 몇 도였지", "ko")]:
        u = understand(text, SAID, lang, index, dictionary)  # type: ignore[arg-type]
        assert u.window is None, text
        hits = structured_hits(u, temps, shots)
        assert placed_ids(u, hits, SAID.date()).keys() == {"f1"}, text


def test_the_first_visit_after_an_anchor(index: AliasIndex, dictionary: Dictionary) -> None:
    rows = [record_row("h", "visit:hospital_admission", D(2026, 8, 3), "th", kind="medical_visit"),
            *(record_row(f"c{n}", "visit:clinic", day, f"c{n}", kind="medical_visit")
              for n, day in enumerate([D(2026, 6, 1), D(2026, 8, 20), D(2026, 9, 14)]))]
    u = understand("퇴원하고 나서 첫 외래 언제였지", SAID, "ko", index, dictionary)
    assert [p.kind for p in u.places] == ["after"]
    assert set(placed_ids(u, structured_hits(u, rows, rows), SAID.date())) == {"c1"}


def test_readings_count_by_coordinate_events_together() -> None:
    rows = [record_row("s1", "vital:systolic_bp", D(2026, 1, 1), "t1", kind="vital_sign"),
            record_row("s2", "vital:systolic_bp", D(2026, 2, 1), "t2", kind="vital_sign"),
            record_row("d1", "vital:diastolic_bp", D(2026, 1, 1), "t1", kind="vital_sign"),
            record_row("d2", "vital:diastolic_bp", D(2026, 2, 1), "t2", kind="vital_sign"),
            record_row("g", "visit:gp", D(2026, 1, 5), "t3", kind="medical_visit"),
            record_row("c", "visit:cardiology", D(2026, 2, 5), "t4", kind="medical_visit")]
    assert {r["record_id"] for r in nth_of(rows, "newest", 2)} == {"s1", "d1", "g"}
    assert nth_of(rows, "oldest", 3) == []  # fewer occasions than asked: nothing picked


@pytest.mark.parametrize(("text", "lang"), [("how much have i lost since my first mounjaro jab", "en"),
                                            ("첫 접종 후 열 났던 날", "ko")])
def test_an_ordinal_that_dates_the_question_picks_nothing(
        text: str, lang: str, index: AliasIndex, dictionary: Dictionary) -> None:
    assert understand(text, SAID, lang, index, dictionary).places == []  # type: ignore[arg-type]


def test_a_profile_record_is_no_anchor_to_count_from(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("what did the health check the day before my birthday show?", SAID, "en", index, dictionary)
    rows = [record_row("b", "profile:birth_date", D(1980, 6, 2), "tb", kind="birth_date"),
            record_row("c", "visit:checkup", D(1980, 6, 1), "tc", kind="medical_visit")]
    assert placed_ids(u, structured_hits(u, rows, []), SAID.date()) == {}


def test_the_time_before_as_a_follow_up(index: AliasIndex, dictionary: Dictionary) -> None:
    """With no window in the thread, "the time before" is the A1c before the newest; after a window it shifts that
    window (`thread.py`), and picks no place inside the shifted one."""
    def follow(first: str) -> list[tuple[str, int]]:
        thread = entries([ThreadTurn(said_at=SAID - dt.timedelta(hours=1), text=first, lang="en", asked=True)],
                         index, dictionary, "en")
        u = understand("and the time before?", SAID, "en", index, dictionary, thread=thread)
        assert [d.value for d in u.coordinates] == ["test:hba1c"]
        return [(p.order, p.n) for p in u.places]

    assert follow("what was my A1c?") == [("newest", 2)]
    assert follow("what was my A1c in March?") == []


def test_a_record_known_by_its_end_counts_there_and_one_of_no_day_picks_nothing() -> None:
    stopped = record_row("l", "drug:lisinopril", D(2026, 1, 8), "t1", kind="medication_regimen", end=D(2026, 2, 12))
    stopped["date"] = None
    started = record_row("s", "drug:losartan", D(2026, 2, 13), "t2", kind="medication_regimen")
    assert [r["record_id"] for r in nth_of([started, stopped], "oldest", 1)] == ["l"]
    stopped["end"] = None
    assert nth_of([started, stopped], "oldest", 1) == []
