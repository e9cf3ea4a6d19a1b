"""Short questions with no topic of their own take the conversation's (retrieve/thread.py `topicless`, `topic_of`); a
lone Korean lab shorthand is read as its measure (ontology/read/query_cues.tsv); a time's possessive is a window
("and last year's?", retrieve/question_window.py)."""

from __future__ import annotations

import datetime as dt
from typing import Literal

from pia_graph.ingest.read_gate import ReadDecision
from pia_graph.memory.recall_models import QueryUnderstanding, ThreadTurn
from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.question_window import window_of
from pia_graph.retrieve.thread import THREAD_REASON, follow_up
from pia_graph.retrieve.thread_read import entries, read_with_thread
from pia_graph.retrieve.understand import understand

KST = dt.timezone(dt.timedelta(hours=9))
EST = dt.timezone(dt.timedelta(hours=-5))
NOT_READ = ReadDecision(False, "none", [])


def _thread(turns: list[tuple[str, bool]], said: dt.datetime, lang: Literal["en", "ko"], index: AliasIndex,
            dictionary: Dictionary) -> list[ThreadTurn]:
    rows = [ThreadTurn(said_at=said - dt.timedelta(hours=len(turns) - n), text=text, lang=lang, asked=asked)
            for n, (text, asked) in enumerate(turns)]
    return entries(rows, index, dictionary, lang)


def _follow(text: str, turns: list[tuple[str, bool]], said: dt.datetime, lang: Literal["en", "ko"],
            index: AliasIndex, dictionary: Dictionary) -> QueryUnderstanding:
    return understand(text, said, lang, index, dictionary, thread=_thread(turns, said, lang, index, dictionary))


def test_a_short_question_with_no_topic_takes_what_the_last_turns_told(index: AliasIndex,
                                                                       dictionary: Dictionary) -> None:
    said = dt.datetime(2026, 9, 22, 9, 0, tzinfo=EST)
    told = [("step goal is 8000 a day", False), ("walked to work, 9,100 steps", False)]
    u = _follow("lowest day", told, said, "en", index, dictionary)
    assert "activity:steps" in [d.value for d in u.coordinates]
    assert not u.entities  # what the question is about, no boundary as a name would be
    assert {d.reason for d in u.coordinates} == {THREAD_REASON}
    # everything the last turns told of, newest first: "did I hit it?" after the steps and the goal
    u = _follow("did I hit it?", [("my goal: 8000 steps a day", False), ("9,100 steps today", False)], said, "en",
                index, dictionary)
    assert "activity:steps" in [d.value for d in u.coordinates]


def test_a_topicless_question_that_asks_a_sentence_or_says_a_time_takes_nothing(index: AliasIndex,
                                                                                dictionary: Dictionary) -> None:
    said = dt.datetime(2026, 9, 22, 9, 0, tzinfo=KST)
    told = [("공복 혈당 118", False), ("체중 71.2", False)]
    for question in ("트레이너가 한 말 정리", "상담 선생님 이름 뭐였지", "약국 어디였지", "지난주는 어땠어?"):
        u = _follow(question, told, said, "ko", index, dictionary)
        assert not u.coordinates, question
    said_en = dt.datetime(2026, 9, 22, 9, 0, tzinfo=EST)
    for question in ("who's my gyno", "which app was i using", "what did the coach say"):
        u = _follow(question, [("resting hr 61 on the garmin", False)], said_en, "en", index, dictionary)
        assert not u.coordinates, question


def test_a_topicless_question_is_read_by_the_rules_alone(index: AliasIndex, dictionary: Dictionary) -> None:
    """The thread gives it a topic; whether it is read stays the rules' (the READ gate's figures do not move)."""
    said = dt.datetime(2026, 9, 22, 9, 0, tzinfo=EST)
    thread = _thread([("9,100 steps today", False)], said, "en", index, dictionary)
    u = understand("lowest day", said, "en", index, dictionary)
    f = follow_up("lowest day", "en", u)
    assert f is not None and f.kind == "topic"
    assert read_with_thread(NOT_READ, "lowest day", said, "en", index, dictionary, thread) == NOT_READ


def test_a_lone_korean_shorthand_is_its_measure(index: AliasIndex, dictionary: Dictionary) -> None:
    said = dt.datetime(2026, 3, 10, 8, 0, tzinfo=KST)
    for question, key in (("공복 어때", "test:fasting_glucose"), ("식후는 어때 요즘", "test:postprandial_glucose"),
                          ("산소는?", "vital:spo2"), ("제일 길게 뛴 날", "activity:running")):
        u = understand(question, said, "ko", index, dictionary)
        assert [d.value for d in u.coordinates][:1] == [key], question
    # how a drug is taken is no reading: 공복에 먹는 약, 식후 30분
    for question in ("공복에 먹는 약이야?", "식후 30분에 먹으면 돼?"):
        u = understand(question, said, "ko", index, dictionary)
        assert not any(d.value.startswith("test:") for d in u.coordinates), question
    # a told shorthand gives a later topicless question its topic
    u = _follow("젤 높았던거 언제", [("공복 111… 어제 회식", False)], said, "ko", index, dictionary)
    assert "test:fasting_glucose" in [d.value for d in u.coordinates]


def test_a_possessive_time_is_the_window_a_follow_up_asks(index: AliasIndex, dictionary: Dictionary) -> None:
    said = dt.datetime(2026, 3, 10, 9, 0, tzinfo=EST)
    w = window_of("and last year's?", said, "en")
    assert w is not None and (w.start, w.end) == (dt.date(2025, 1, 1), dt.date(2025, 12, 31))
    u = _follow("and last year's?", [("what was my ldl in march?", True)], said, "en", index, dictionary)
    assert [d.value for d in u.coordinates] == ["test:ldl_cholesterol"]
    assert u.window is not None and (u.window.start, u.window.end) == (dt.date(2025, 1, 1), dt.date(2025, 12, 31))
