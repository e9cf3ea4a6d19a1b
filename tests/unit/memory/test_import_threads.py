"""`pia import` answers "the user's last turns before this one" from the turns it wrote, as `user_thread` returns
them once stored (memory/import_threads.py): said_at, the words, the language, read or not, the records'
coordinates once each; the newest `THREAD_TURNS` before the turn asking, newest first; a turn id sent again is
stored once, the first; only for a user the store held nothing of before the import."""

from __future__ import annotations

import datetime as dt

from pia_graph.ingest.hup import make_record
from pia_graph.memory.import_threads import ImportThreads, retraction_row, stored_row
from pia_graph.retrieve.thread import THREAD_TURNS
from pia_graph.store.write_turn import TurnWrite

KST = dt.timezone(dt.timedelta(hours=9))
SAID = dt.datetime(2026, 5, 20, 8, tzinfo=KST)


def _write(text: str, hours: int, *, lang: str = "en", read: bool = False, decided: bool = True,
           coordinates: tuple[str, ...] = ()) -> TurnWrite:
    records = [make_record("lab_result", rule_id="measure.term_value", coordinate=c, value=1.0, unit="mg/dL",
                           span=text, span_start=0, span_end=len(text)) for c in coordinates]
    return TurnWrite(user_id="u", turn_id=text, text=text, said_at=SAID + dt.timedelta(hours=hours), lang=lang,
                     retain_reasons=[], read=read, route="none", extractor="x", records=records, facts=[],
                     read_not_decided=None if decided else "imported_history")


def test_a_written_turn_as_user_thread_returns_it() -> None:
    row = stored_row(_write("LDL 130, HDL 50, LDL again", 0, lang="ko", read=True,
                            coordinates=("test:ldl_cholesterol", "test:hdl_cholesterol", "test:ldl_cholesterol")))
    assert (row.said_at, row.text, row.lang, row.asked) == (SAID, "LDL 130, HDL 50, LDL again", "ko", True)
    assert row.coordinates == ["test:ldl_cholesterol", "test:hdl_cholesterol"]  # collect(DISTINCT ...)
    assert (row.record_types, row.window_start, row.window_end) == ([], None, None)
    # read_not_decided: the stored turn has no `read`, coalesce(t.read, false)
    assert stored_row(_write("x", 0, read=True, decided=False)).asked is False
    assert stored_row(_write("x", 0, lang="fr")).lang is None
    gone = retraction_row(SAID, "scratch that", "en")
    assert (gone.text, gone.lang, gone.asked, gone.coordinates) == ("scratch that", "en", False, [])


def test_the_newest_turns_before_the_turn_asking_newest_first() -> None:
    threads = ImportThreads(lambda user: False)
    for hours in (0, 5, 1, 3, 2):  # out of order in the file
        threads.note("u", f"t{hours}", stored_row(_write(f"t{hours}", hours)))
    threads.note("u", "t5", stored_row(_write("t5 sent again", 9)))  # a resend: the first stays
    threads.note("v", "v1", stored_row(_write("other user", 1)))
    got = threads.earlier("u", SAID + dt.timedelta(hours=4))
    assert [r.text for r in got] == ["t3", "t2", "t1"][:THREAD_TURNS]
    assert [r.text for r in threads.earlier("u", SAID + dt.timedelta(hours=10))][:1] == ["t5"]
    assert threads.earlier("u", SAID) == []  # said_at is exclusive
    assert threads.earlier("w", SAID + dt.timedelta(days=1)) == []
    assert threads.answered == 4


def test_only_a_user_with_nothing_stored_before_is_answered() -> None:
    threads = ImportThreads(lambda user: user == "old")
    threads.note("new", "a", stored_row(_write("a", 0)))
    threads.note("old", "b", stored_row(_write("b", 0)))
    later = SAID + dt.timedelta(hours=1)
    assert [r.text for r in threads.reader("new", later)() or []] == ["a"]
    assert threads.reader("old", later)() is None  # read from the store
    assert ImportThreads(lambda user: False, enabled=False).reader("new", later)() is None
