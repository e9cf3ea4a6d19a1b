"""A place asked of sentences ("이번 말고 그 전 추적 검사 결과", "the time before"): the sentences of that day among
those found by the question's words gain `PLACE_SAID` (`fuse.placed_said`, `fuse_facts._fact_score`), as a place picks a
record among records; asked without a place, the fused rank keeps its order."""

from __future__ import annotations

import datetime as dt

from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.associative import FactHit
from pia_graph.retrieve.fuse import fuse, placed_said
from pia_graph.retrieve.understand import understand

TZ = dt.timezone(dt.timedelta(hours=9))
SAID = dt.datetime(2026, 12, 20, 20, 0, tzinfo=TZ)


def _fact(fid: str, day: dt.date, text: str, text_rank: int | None, rrf: float) -> FactHit:
    fact = {"fact_id": fid, "turn_id": f"t-{fid}", "text": text, "date": day,
            "said_at": dt.datetime.combine(day, dt.time(8), TZ)}  # as the recall statements return a fact
    return FactHit(fact, vector_rank=text_rank, vector_score=0.6, text_rank=text_rank, rrf=rrf)


def _facts() -> list[FactHit]:
    return [_fact("f-latest", dt.date(2026, 12, 10), "이번 추적 검사에서 HPV 음성 나왔어요!!", 1, 2 / 61),
            _fact("f-before", dt.date(2026, 7, 16), "6개월 추적 검사 HPV 여전히 양성", 2, 2 / 62),
            _fact("f-first", dt.date(2026, 1, 15), "질확대경 추적 검사 CIN1", 3, 2 / 63)]


def _ids(text: str, index: AliasIndex, dictionary: Dictionary) -> list[str]:
    u = understand(text, SAID, "ko", index, dictionary)
    return [i.id for i in fuse(u, "associative", [], _facts(), {}, dictionary, SAID, 10).items]


def test_the_one_before_the_latest_answers_first(index: AliasIndex, dictionary: Dictionary) -> None:
    assert _ids("이번 말고 그 전 추적 검사 결과 뭐였어?", index, dictionary)[0] == "f-before"


def test_asked_without_a_place_the_fused_rank_keeps_its_order(index: AliasIndex, dictionary: Dictionary) -> None:
    assert _ids("추적 검사 결과 뭐였어?", index, dictionary)[:3] == ["f-latest", "f-before", "f-first"]


def test_the_place_counts_days_of_sentences_found_by_words_the_user_said_of_themselves(
        index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("이번 말고 그 전 추적 검사 결과 뭐였어?", SAID, "ko", index, dictionary)
    by_meaning = _fact("f-vec", dt.date(2026, 11, 1), "HPV 백신 맞음", None, 1 / 61)  # not found by the words
    sister = _fact("f-sis", dt.date(2026, 11, 2), "언니도 추적 검사 양성이래요", 4, 1 / 64)  # someone else's
    ahead = _fact("f-ahead", dt.date(2026, 12, 28), "다음 추적 검사 예약", 5, 1 / 65)  # after the question
    assert placed_said(u, [*_facts(), by_meaning, sister, ahead], SAID.date()) == {"f-before"}
    assert placed_said(u, _facts()[:1], SAID.date()) == frozenset()  # one day only: no day before the latest
