"""Follow-up questions read with the conversation (retrieve/thread.py, retrieve/thread_read.py): what a turn with no
coordinate of its own inherits from the user's previous turns, the window it asks, and the READ decision."""

from __future__ import annotations

import datetime as dt
from typing import Literal

from pia_graph.ingest.read_gate import ReadDecision
from pia_graph.memory.recall_models import QueryUnderstanding, ThreadTurn
from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.thread import THREAD_REASON, period_before
from pia_graph.retrieve.thread_read import entries, may_follow, read_with_thread
from pia_graph.retrieve.understand import understand

KST = dt.timezone(dt.timedelta(hours=9))
EST = dt.timezone(dt.timedelta(hours=-5))
NOT_READ = ReadDecision(False, "none", [])


def _thread(turns: list[tuple[str, bool]], said: dt.datetime, lang: Literal["en", "ko"], index: AliasIndex,
            dictionary: Dictionary) -> list[ThreadTurn]:
    """Earlier turns (text, whether it was a question), an hour apart, the last an hour before ``said``."""
    rows = [ThreadTurn(said_at=said - dt.timedelta(hours=len(turns) - n), text=text, lang=lang, asked=asked)
            for n, (text, asked) in enumerate(turns)]
    return entries(rows, index, dictionary, lang)


def _follow(text: str, turns: list[tuple[str, bool]], said: dt.datetime, lang: Literal["en", "ko"],
            index: AliasIndex, dictionary: Dictionary) -> QueryUnderstanding:
    thread = _thread(turns, said, lang, index, dictionary)
    return understand(text, said, lang, index, dictionary, thread=thread)


def test_before_that_ends_where_the_previous_window_began(index: AliasIndex, dictionary: Dictionary) -> None:
    said = dt.datetime(2026, 5, 20, 9, 0, tzinfo=EST)
    u = _follow("and before that?", [("what was my A1c in March?", True)], said, "en", index, dictionary)
    assert [d.value for d in u.coordinates] == ["test:hba1c"]
    assert {d.reason for d in u.coordinates} == {THREAD_REASON}
    assert u.window is not None and u.window.start is None and u.window.end == dt.date(2026, 2, 28)


def test_the_month_before_is_the_previous_window_shifted_back(index: AliasIndex, dictionary: Dictionary) -> None:
    said = dt.datetime(2026, 5, 20, 9, 0, tzinfo=EST)
    u = _follow("what about the month before?", [("what was my A1c in March?", True)], said, "en", index,
                dictionary)
    assert [d.value for d in u.coordinates] == ["test:hba1c"]
    assert u.window is not None and (u.window.start, u.window.end) == (dt.date(2026, 2, 1), dt.date(2026, 2, 28))


def test_it_is_the_drug_of_the_turn_before_with_the_turns_own_window(index: AliasIndex,
                                                                     dictionary: Dictionary) -> None:
    said = dt.datetime(2026, 5, 20, 9, 0, tzinfo=EST)
    u = _follow("did I take it this morning?", [("I take metformin 500 twice a day", False)], said, "en", index,
                dictionary)
    assert [d.value for d in u.entities] == ["drug:metformin"]
    assert "medication_regimen" in [d.value for d in u.record_types]
    assert u.window is not None and u.window.start == u.window.end == dt.date(2026, 5, 20)


def test_a_statements_time_is_not_the_window_of_the_question_after_it(index: AliasIndex,
                                                                       dictionary: Dictionary) -> None:
    said = dt.datetime(2026, 5, 20, 9, 0, tzinfo=EST)
    u = _follow("was the last one under 7?", [("my A1c was 7.2 in march", False)], said, "en", index, dictionary)
    assert [d.value for d in u.coordinates] == ["test:hba1c"]
    assert u.window is None


def test_a_turn_that_names_its_own_coordinate_inherits_nothing(index: AliasIndex, dictionary: Dictionary) -> None:
    said = dt.datetime(2026, 5, 20, 9, 0, tzinfo=EST)
    u = _follow("and what about my LDL?", [("what was my A1c in March?", True)], said, "en", index, dictionary)
    assert [d.value for d in u.coordinates] == ["test:ldl_cholesterol"]
    assert all(d.reason != THREAD_REASON for d in u.coordinates)


def test_a_question_with_no_cue_of_the_conversation_inherits_nothing(index: AliasIndex,
                                                                      dictionary: Dictionary) -> None:
    said = dt.datetime(2026, 5, 20, 9, 0, tzinfo=EST)
    u = _follow("What did Dr Chen tell me to do?", [("Weight one sixty-nine.", False)], said, "en", index,
                dictionary)
    assert u.coordinates == [] and u.record_types == []


def test_korean_last_year_keeps_its_own_window_and_inherits_the_measure(index: AliasIndex,
                                                                         dictionary: Dictionary) -> None:
    said = dt.datetime(2026, 3, 14, 9, 0, tzinfo=KST)
    u = _follow("그럼 작년엔?", [("지난달 체중 몇이었지", True)], said, "ko", index, dictionary)
    assert [d.value for d in u.coordinates] == ["body:weight"]
    assert u.window is not None and (u.window.start, u.window.end) == (dt.date(2025, 1, 1), dt.date(2025, 12, 31))


def test_korean_before_that_follows_the_previous_question(index: AliasIndex, dictionary: Dictionary) -> None:
    said = dt.datetime(2026, 3, 14, 9, 0, tzinfo=KST)
    u = _follow("그럼 그 전엔?", [("지난달 체중 몇이었지", True)], said, "ko", index, dictionary)
    assert [d.value for d in u.coordinates] == ["body:weight"]
    assert u.window is not None and u.window.start is None and u.window.end == dt.date(2026, 1, 31)


def test_korean_that_drug_is_the_drug_of_the_turn_before(index: AliasIndex, dictionary: Dictionary) -> None:
    said = dt.datetime(2026, 3, 14, 9, 0, tzinfo=KST)
    u = _follow("그 약 언제부터 먹었지?", [("서트랄린 먹고나서 하품이 자꾸 나", False)], said, "ko", index, dictionary)
    assert [d.value for d in u.entities] == ["drug:sertraline"]
    assert {d.reason for d in u.entities} == {THREAD_REASON}


def test_a_chain_of_follow_ups_carries_the_measure(index: AliasIndex, dictionary: Dictionary) -> None:
    said = dt.datetime(2026, 3, 14, 9, 0, tzinfo=KST)
    u = _follow("그럼 작년엔?", [("지난달 체중 몇이었지", True), ("그럼 그 전엔?", True)], said, "ko", index,
                dictionary)
    assert [d.value for d in u.coordinates] == ["body:weight"]


def test_a_kept_question_without_words_is_read_as_kept(index: AliasIndex, dictionary: Dictionary) -> None:
    said = dt.datetime(2026, 3, 14, 9, 0, tzinfo=KST)
    kept = ThreadTurn(said_at=said - dt.timedelta(hours=1), lang="ko", asked=True, coordinates=["body:weight"],
                      window_start=dt.date(2026, 2, 1), window_end=dt.date(2026, 2, 28))
    thread = entries([kept], index, dictionary, "ko")
    assert thread == [kept]
    u = understand("그럼 그 전 달은?", said, "ko", index, dictionary, thread=thread)
    assert u.window is not None and (u.window.start, u.window.end) == (dt.date(2026, 1, 1), dt.date(2026, 1, 31))


def test_a_bare_time_continues_a_question_not_a_statement(index: AliasIndex, dictionary: Dictionary) -> None:
    said = dt.datetime(2026, 3, 14, 9, 0, tzinfo=KST)
    assert [d.value for d in _follow("설날 전에는?", [("지난달 체중 몇이었지", True)], said, "ko", index,
                                     dictionary).coordinates] == ["body:weight"]
    after_told = _follow("설날 전에는?", [("지금 몸무게 66.1", False)], said, "ko", index, dictionary)
    assert after_told.coordinates == []
    told = _thread([("지금 몸무게 66.1", False)], said, "ko", index, dictionary)
    assert not read_with_thread(NOT_READ, "설날 전에는?", said, "ko", index, dictionary, told).read


def test_the_period_before_keeps_calendar_months_whole() -> None:
    assert period_before(dt.date(2026, 3, 1), dt.date(2026, 3, 31)) == (dt.date(2026, 2, 1), dt.date(2026, 2, 28))
    assert period_before(dt.date(2025, 1, 1), dt.date(2025, 12, 31)) == (dt.date(2024, 1, 1), dt.date(2024, 12, 31))
    assert period_before(dt.date(2026, 5, 11), dt.date(2026, 5, 17)) == (dt.date(2026, 5, 4), dt.date(2026, 5, 10))


def test_the_read_gate_reads_a_follow_up_question(index: AliasIndex, dictionary: Dictionary) -> None:
    said = dt.datetime(2026, 3, 14, 9, 0, tzinfo=KST)
    cases: list[tuple[str, bool, str, Literal["en", "ko"]]] = [
        ("my weight now is 76.2", False, "and before the trip?", "en"),
        ("지난달 체중 몇이었지", True, "설날 전에는?", "ko"),
        ("항생제 7일치 받았어 오늘부터", False, "그 약 다 먹으면 언제 끝나?", "ko"),
    ]
    for told, question, asked, lang in cases:
        thread = _thread([(told, question)], said, lang, index, dictionary)
        read = read_with_thread(NOT_READ, asked, said, lang, index, dictionary, thread)
        assert (read.read, read.route) == (True, "structured"), asked
        assert any(r.startswith(THREAD_REASON) for r in read.reasons)


def test_the_read_gate_leaves_thanks_and_plans_and_an_empty_thread(index: AliasIndex,
                                                                    dictionary: Dictionary) -> None:
    said = dt.datetime(2026, 3, 14, 9, 0, tzinfo=KST)
    en = _thread([("my weight now is 76.2", False)], said, "en", index, dictionary)
    ko = _thread([("혈압 130", False)], said, "ko", index, dictionary)
    assert not read_with_thread(NOT_READ, "and thanks!", said, "en", index, dictionary, en).read
    assert not read_with_thread(NOT_READ, "그럼 내일 다시 잴게요", said, "ko", index, dictionary, ko).read
    assert not read_with_thread(NOT_READ, "and before the trip?", said, "en", index, dictionary, []).read
    # a bare time with no mark is a reply to the agent, not a question
    assert not read_with_thread(NOT_READ, "since tuesday", said, "en", index, dictionary, en).read
    assert not read_with_thread(NOT_READ, "화요일부터요", said, "ko", index, dictionary, ko).read


def test_the_thread_is_read_only_for_a_turn_that_may_follow_up() -> None:
    assert may_follow(NOT_READ, "and before that?", "en")
    assert may_follow(NOT_READ, "설날 전에는?", "ko")
    assert may_follow(NOT_READ, "and the month before", "en")  # a shift asks by itself
    assert not may_follow(NOT_READ, "BP 120/80 today", "en")  # a short statement costs no round trip
    assert not may_follow(NOT_READ, "since tuesday", "en")
    assert not may_follow(ReadDecision(True, "structured", []), "and before that?", "en")


def test_a_follow_up_continues_the_last_question_past_a_statement_said_between(index: AliasIndex,
                                                                                dictionary: Dictionary) -> None:
    said = dt.datetime(2026, 5, 20, 9, 0, tzinfo=EST)
    u = _follow("and last year's?", [("what was my LDL at the physical?", True), ("ran 8k this morning", False)],
                said, "en", index, dictionary)
    assert "test:ldl_cholesterol" in [d.value for d in u.coordinates]
    assert not [d.value for d in u.coordinates if d.value.startswith("activity:")]
    ko = _follow("그 전엔?", [("오늘 TSH 얼마 나왔지?", True), ("씬지 먹음", False)], said.astimezone(KST), "ko", index,
                 dictionary)
    assert [d.value for d in ko.coordinates] == ["test:tsh"]


def test_an_anaphor_still_points_to_the_thing_said_last(index: AliasIndex, dictionary: Dictionary) -> None:
    said = dt.datetime(2026, 5, 20, 9, 0, tzinfo=EST)
    u = _follow("did I take it yesterday too?", [("what was my LDL in March?", True), ("took my metformin", False)],
                said, "en", index, dictionary)
    assert [d.value for d in u.entities] == ["drug:metformin"]
