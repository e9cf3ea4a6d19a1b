"""A stage of the user's own course asked by its count of weeks (session 65, koread65): "what was my ferritin at 22
weeks", 20주 때 몸무게 몇이었지, 금연 4주째 몸무게가 얼마였지. The record of the day the user said that count answers
first, the count is no window back from the moment asked, and a question with a plain time keeps its window."""

from __future__ import annotations

import datetime as dt
from typing import Any, Literal

from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.associative import FactHit, fact_params
from pia_graph.retrieve.fuse import fuse
from pia_graph.retrieve.stage_days import stage_counts, stage_days, stage_terms
from pia_graph.retrieve.structured import StructuredHit
from pia_graph.retrieve.understand import understand

KST = dt.timezone(dt.timedelta(hours=9))
SAID = dt.datetime(2026, 4, 10, 21, 0, tzinfo=KST)
Lang = Literal["en", "ko"]


def _rec(rid: str, day: dt.date, value: float) -> dict[str, Any]:
    return {"record_id": rid, "coordinate": "body:weight", "type": "body_measurement", "date": day, "value": value,
            "unit": "kg", "sort_time": dt.datetime.combine(day, dt.time(12), KST), "turn_id": f"t-{rid}",
            "recorded_at": dt.datetime.combine(day, dt.time(12), KST)}


def _fact(fid: str, text: str, day: dt.date, turn: str) -> FactHit:
    return FactHit({"fact_id": fid, "text": text, "date": day, "turn_id": turn,
                    "said_at": dt.datetime.combine(day, dt.time(12), KST)}, text_rank=1, rrf=0.01)


def test_a_count_of_weeks_asked_is_a_stage_not_a_window(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("금연 4주째 몸무게가 얼마였지?", SAID, "ko", index, dictionary)
    assert u.window is None and stage_counts(u) == {4}
    assert stage_terms(u) == ["4주째"]
    assert stage_counts(understand("20주 때 몸무게 몇이었지?", SAID, "ko", index, dictionary)) == {20}
    assert stage_counts(understand("30주 검진 때 뭐 나왔었지?", SAID, "ko", index, dictionary)) == {30}
    assert stage_counts(understand("what was my ferritin at 22 weeks?", SAID, "en", index, dictionary)) == {22}


def test_a_time_back_from_now_keeps_its_window_and_asks_no_stage(index: AliasIndex, dictionary: Dictionary) -> None:
    cases: tuple[tuple[str, Lang], ...] = (
        ("기침 3주째인데 언제부터였지?", "ko"), ("지난 2주에 혈당 어땠어?", "ko"),
        ("2주에 한 번 맞는 주사 뭐였지?", "ko"),
        ("what was my weight 2 weeks ago?", "en"), ("how much weight have I gained since the 12 week scan?", "en"))
    for text, lang in cases:
        assert stage_counts(understand(text, SAID, lang, index, dictionary)) == set(), text
    assert understand("기침 3주째인데 언제부터였지?", SAID, "ko", index, dictionary).window is not None
    assert understand("what was my weight 2 weeks ago?", SAID, "en", index, dictionary).window is not None


def test_the_days_are_those_of_the_users_own_sentences_that_say_the_count(
    index: AliasIndex, dictionary: Dictionary
) -> None:
    u = understand("20주 때 몸무게 몇이었지?", SAID, "ko", index, dictionary)
    facts = [_fact("f1", "20주 59.8kg", dt.date(2026, 3, 4), "t1"),
             _fact("f2", "24주 62.1kg", dt.date(2026, 4, 1), "t2"),
             _fact("f3", "2주마다 체중 재래요", dt.date(2026, 2, 1), "t3"),
             _fact("f4", "동생은 임신 20주에 10kg 쪘대요", dt.date(2026, 4, 3), "t4")]
    assert stage_days(u, facts) == {dt.date(2026, 3, 4)}
    assert stage_days(understand("몸무게 몇이었지?", SAID, "ko", index, dictionary), facts) == set()


def test_the_record_of_the_stage_day_ranks_above_the_newest(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("20주 때 몸무게 몇이었지?", SAID, "ko", index, dictionary)
    stage, newest = _rec("r20", dt.date(2026, 3, 4), 59.8), _rec("r24", dt.date(2026, 4, 1), 62.1)
    hits = [StructuredHit(r, ["alias:alias:몸무게"], 1.0) for r in (newest, stage)]
    facts = [_fact("f1", "20주 59.8kg", dt.date(2026, 3, 4), "t-r20")]
    ranked = [i.id for i in fuse(u, "structured", hits, facts, {}, dictionary, SAID, 5).items if i.kind == "record"]
    assert ranked[:2] == ["r20", "r24"]
    plain = understand("몸무게 몇이었지?", SAID, "ko", index, dictionary)
    ranked = [i.id for i in fuse(plain, "structured", hits, facts, {}, dictionary, SAID, 5).items
              if i.kind == "record"]
    assert ranked[:2] == ["r24", "r20"]


def test_the_stage_count_is_searched_as_a_substring_of_the_facts() -> None:
    params, _, _ = fact_params("neo4j", "u1", "20주 때 몸무게 몇이었지?", None, 20, None, extra_terms=["20주"])
    assert "20주" in params["terms"] and "몸무게" in params["terms"]
    assert "20주" not in fact_params("neo4j", "u1", "20주 때 몸무게 몇이었지?", None, 20, None)[0]["terms"]


def test_a_family_question_without_the_word_family_history_asks_it(index: AliasIndex, dictionary: Dictionary) -> None:
    cases: tuple[tuple[str, Lang], ...] = (
        ("우리 부모님 병력 뭐라고 말해뒀었지?", "ko"), ("형제 중에 병 있는 사람 누구였지?", "ko"),
        ("does anyone in my immediate family have thyroid problems?", "en"))
    for text, lang in cases:
        u = understand(text, SAID, lang, index, dictionary)
        assert "family_history" in {d.value for d in u.record_types}, text
    u = understand("내 병력 뭐였지?", SAID, "ko", index, dictionary)
    assert "family_history" not in {d.value for d in u.record_types}
