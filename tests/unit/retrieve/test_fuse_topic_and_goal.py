"""A topic inherited from the conversation beside the question's own words (session 67, `retrieve/fuse_topic.py`), and
a goal asked of a quantity the question names (`retrieve/structured.py`): pure, no database."""

from __future__ import annotations

import datetime as dt
from typing import Any, Literal

from pia_graph.memory.recall_models import ThreadTurn
from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.associative import FactHit
from pia_graph.retrieve.fuse import fuse
from pia_graph.retrieve.fuse_topic import own_words, own_words_over_topic, topic_only
from pia_graph.retrieve.structured import structured_hits
from pia_graph.retrieve.thread_read import entries
from pia_graph.retrieve.understand import understand
from tests.unit.retrieve.fuse_rows import SAID, fact_row, record_row

D = dt.date


def _found(fid: str, turn: str, text: str, day: dt.date, rank: int) -> FactHit:
    return FactHit(fact_row(fid, turn, text, day), text_rank=rank, rrf=1 / (60 + rank))


def _ranked(text: str, lang: Literal["en", "ko"], told: list[str], rows: list[dict[str, Any]], facts: list[FactHit],
            index: AliasIndex, dictionary: Dictionary, mentions: dict[str, set[str]] | None = None) -> list[str]:
    """The ids ranked for ``text`` asked after the statements ``told`` (the thread), with the records found by
    coordinate (``rows``) and the sentences found."""
    thread = entries([ThreadTurn(said_at=SAID - dt.timedelta(hours=len(told) - n), text=t, lang=lang, asked=False)
                      for n, t in enumerate(told)], index, dictionary, lang)
    u = understand(text, SAID, lang, index, dictionary, thread=thread)
    coords = {d.value for d in u.coordinates}
    types = {d.value for d in u.record_types}
    hits = structured_hits(u, [r for r in rows if r["coordinate"] in coords], [r for r in rows if r["type"] in types])
    return [i.id for i in fuse(u, "structured", hits, facts, {}, dictionary, SAID, 10, mentions=mentions).items]


def _told_weight_and_mood() -> tuple[list[str], list[dict[str, Any]]]:
    told = ["체중 48.5, 맥박 60", "기분 8점", "체중 49.2"]
    rows = [record_row("w1", "body:weight", D(2026, 9, 15), "t1", kind="body_measurement", value=48.5),
            record_row("m1", "mood:mood", D(2026, 9, 29), "t2", kind="mood", value=8),
            record_row("w2", "body:weight", D(2026, 10, 13), "t3", kind="body_measurement", value=49.2)]
    return told, rows


def test_the_questions_own_words_answer_before_a_topic_inherited(index: AliasIndex, dictionary: Dictionary) -> None:
    told, rows = _told_weight_and_mood()
    period = _found("f0", "t0", "생리 다시 시작했어요!! 1년 반 만에", D(2026, 9, 22), 1)
    ranked = _ranked("생리 언제 돌아왔더라", "ko", told, rows, [period], index, dictionary)
    assert ranked[0] == "f0", ranked  # 생리 is no term: the sentence that holds it answers, not the weights told last


def test_a_topic_the_found_sentence_names_stands(index: AliasIndex, dictionary: Dictionary) -> None:
    told = ["피검 hCG 95 나왔어요", "아 잘못 봤다 95 아니고 59예요"]
    rows = [record_row("h1", "test:hcg_serum", D(2026, 10, 2), "t1", kind="lab_result", value=59)]
    first = _found("f0", "t0", "피검 hCG 95 나왔어요", D(2026, 10, 2), 1)
    ranked = _ranked("피검 수치 순서대로 알려줘", "ko", told, rows, [first], index, dictionary,
                     mentions={"f0": {"test:hcg_serum"}})
    assert ranked[0] == "h1", ranked  # the sentence found names the hCG told: the topic is what the words ask


def test_a_genuine_follow_up_keeps_its_topic(index: AliasIndex, dictionary: Dictionary) -> None:
    told = ["my goal: 8000 steps a day", "9,100 steps today"]
    rows = [record_row("s1", "activity:steps", D(2026, 10, 14), "t1", kind="exercise", value=9100)]
    day = _found("f0", "t9", "3 serves of protein a day", D(2026, 10, 1), 1)
    assert _ranked("lowest day", "en", told, rows, [day], index, dictionary)[0] == "s1"  # "day" names nothing


def test_own_words_are_the_words_that_can_name_something(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("페닐알라닌 제일 높았던 달", SAID, "ko", index, dictionary)
    assert "페닐알라닌" in own_words(u)
    u = understand("did I hit it?", SAID, "en", index, dictionary)
    assert own_words(u) == []
    assert not topic_only(u)  # nothing inherited without a thread
    assert not own_words_over_topic(u, [_found("f0", "t0", "hit 10k steps", D(2026, 10, 1), 1)])


def test_a_goal_asked_of_a_quantity_named_ranks_above_its_readings(index: AliasIndex,
                                                                   dictionary: Dictionary) -> None:
    rows = [record_row(f"w{n}", "body:weight", day, f"t{n}", kind="body_measurement", value=v)
            for n, (day, v) in enumerate([(D(2026, 1, 12), 84.3), (D(2026, 2, 9), 82.0), (D(2026, 3, 9), 80.6)])]
    rows.append(record_row("g0", "goal:weight", D(2026, 1, 5), "tg", kind="goal", value=75))
    ranked = _ranked("내 체중 목표가 몇이었지?", "ko", [], rows, [], index, dictionary)
    assert ranked[0] == "g0", ranked
    ranked = _ranked("what was my weight goal again?", "en", [], rows, [], index, dictionary)
    assert ranked[0] == "g0", ranked
    assert ranked[1:4] == ["w2", "w1", "w0"]  # the readings stay, newest first


def test_a_type_asked_of_another_quantity_is_not_lifted(index: AliasIndex, dictionary: Dictionary) -> None:
    rows = [record_row("w0", "body:weight", D(2026, 3, 9), "t0", kind="body_measurement", value=80.6),
            record_row("g0", "goal:steps_daily", D(2026, 1, 5), "tg", kind="goal", value=8000)]
    ranked = _ranked("내 체중 목표가 몇이었지?", "ko", [], rows, [], index, dictionary)
    assert ranked[0] == "w0", ranked  # a steps goal is no goal of the weight


def test_a_word_of_the_anchor_alone_leaves_the_topic(index: AliasIndex, dictionary: Dictionary) -> None:
    told, rows = _told_weight_and_mood()
    fast = _found("f0", "t0", "오늘부터 간헐적 단식 16:8.", D(2026, 9, 1), 1)
    ranked = _ranked("단식 시작하고 얼마나 빠졌어?", "ko", told, rows, [fast], index, dictionary)
    # one word of three, the anchor's: the topic inherited is what it asks, before the fast's sentence
    assert ranked.index("w2") < ranked.index("f0"), ranked
