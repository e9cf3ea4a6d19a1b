"""The current state asked of sentences ("양압기 요즘 몇 시간 쓰고 있어?"): the newest sentence found by the question's
words gains `LATEST_SAID` over older ones found the same way (`fuse.newest_said`, `fuse_facts._fact_score`); asked
without "now", the fused rank keeps its order."""

from __future__ import annotations

import datetime as dt

from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.associative import FactHit
from pia_graph.retrieve.fuse import fuse, newest_said
from pia_graph.retrieve.understand import understand

TZ = dt.timezone(dt.timedelta(hours=9))
SAID = dt.datetime(2026, 6, 1, 20, 0, tzinfo=TZ)


def _fact(fid: str, day: dt.date, text: str, text_rank: int | None, rrf: float) -> FactHit:
    fact = {"fact_id": fid, "turn_id": f"t-{fid}", "text": text, "date": day,
            "said_at": dt.datetime.combine(day, dt.time(8), TZ)}  # as the recall statements return a fact
    return FactHit(fact, vector_rank=text_rank, vector_score=0.6, text_rank=text_rank, rrf=rrf)


def _facts() -> list[FactHit]:
    first_week = _fact("f-old", dt.date(2026, 5, 4), "양압기 첫 주 평균 3시간 40분", 1, 2 / 61)
    latest = _fact("f-new", dt.date(2026, 5, 25), "마스크 바꾸고 평균 6시간 20분", 2, 2 / 62)
    return [first_week, latest]


def _ids(text: str, index: AliasIndex, dictionary: Dictionary) -> list[str]:
    u = understand(text, SAID, "ko", index, dictionary)
    return [i.id for i in fuse(u, "associative", [], _facts(), {}, dictionary, SAID, 10).items]


def test_asked_now_the_newest_sentence_answers_first(index: AliasIndex, dictionary: Dictionary) -> None:
    assert _ids("양압기 요즘 몇 시간 쓰고 있어?", index, dictionary)[:2] == ["f-new", "f-old"]


def test_asked_without_now_the_fused_rank_keeps_its_order(index: AliasIndex, dictionary: Dictionary) -> None:
    assert _ids("양압기 몇 시간 썼었지?", index, dictionary)[:2] == ["f-old", "f-new"]


def test_the_newest_is_chosen_among_sentences_found_by_words_only() -> None:
    by_meaning = _fact("f-vec", dt.date(2026, 5, 30), "밤에 안 깼어요", None, 1 / 61)
    assert newest_said([*_facts(), by_meaning]) == "f-new"
    assert newest_said([by_meaning]) == ""
    # without a time the id decides, never the order found: the same answer run after run
    timeless = [FactHit({"fact_id": f, "text": "x"}, text_rank=1) for f in ("f-b", "f-a")]
    assert newest_said(timeless) == newest_said(timeless[::-1]) == "f-b"
