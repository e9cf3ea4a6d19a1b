"""Session 31's read-path mechanisms (pure): the one-syllable Korean cue 약 not read inside 예약 or 약간, family
asked as 가족 중, a record whose coordinate is the name asked answering before its sentence, and a concept's
related terms ranked in the dictionary's order."""

from __future__ import annotations

import datetime as dt
from typing import Any

from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.associative import FactHit
from pia_graph.retrieve.fuse import fuse
from pia_graph.retrieve.structured import StructuredHit, structured_hits
from pia_graph.retrieve.understand import understand

TZ = dt.timezone(dt.timedelta(hours=9))
SAID = dt.datetime(2026, 10, 5, 20, 0, tzinfo=TZ)


def rec(rid: str, coord: str, day: dt.date, turn: str, **extra: Any) -> dict[str, Any]:
    return {"record_id": rid, "coordinate": coord, "type": extra.pop("type", "lab_result"),
            "value": extra.pop("value", 1), "date": day, "sort_time": dt.datetime.combine(day, dt.time(12), TZ),
            "turn_id": turn, "recorded_at": dt.datetime.combine(day, dt.time(9), TZ), **extra}


def fact(fid: str, turn: str, text: str, said: dt.date) -> dict[str, Any]:
    return {"fact_id": fid, "turn_id": turn, "text": text, "said_at": dt.datetime.combine(said, dt.time(9), TZ)}


def types(text: str, lang: str, index: AliasIndex, dictionary: Dictionary) -> set[str]:
    return {d.value for d in understand(text, SAID, lang, index, dictionary).record_types}


def test_the_medicine_cue_is_not_read_inside_other_korean_words(index: AliasIndex, dictionary: Dictionary) -> None:
    assert "medication_regimen" not in types("심장내과 다음 예약 언제였지?", "ko", index, dictionary)
    assert "medication_regimen" not in types("요즘 약간 어지러운거", "ko", index, dictionary)
    assert "medication_regimen" in types("내 혈압약 이름 뭐였지", "ko", index, dictionary)
    assert "medication_regimen" in types("무슨 약 먹고 있지", "ko", index, dictionary)


def test_family_asked_as_among_the_family_reads_family_history(index: AliasIndex, dictionary: Dictionary) -> None:
    assert "family_history" in types("우리 가족중에 당뇨 있는 사람 있었나", "ko", index, dictionary)
    assert "family_history" in types("식구 중에 고혈압 있는 사람", "ko", index, dictionary)
    assert "family_history" not in types("가족이랑 여행 갔을때 먹은 약", "ko", index, dictionary)
    assert "family_history" in types("what did I say about my mom's health history", "en", index, dictionary)


def test_a_record_holding_the_name_asked_comes_before_its_sentence(
    index: AliasIndex, dictionary: Dictionary
) -> None:
    u = understand("내 혈압약 이름 뭐였지 처방전 잃어버림", SAID, "ko", index, dictionary)
    assert any(d.value == "name" for d in u.fields)
    losartan = rec("r1", "drug:losartan", dt.date(2026, 6, 17), "t1", type="medication_regimen", value=50)
    said = fact("f1", "t1", "혈압약 코자 50 매일 아침", dt.date(2026, 6, 17))
    hits = [StructuredHit(losartan, ["indication:vital:systolic_bp:혈압", "type:medication_regimen"], 1.0)]
    out = fuse(u, "both", hits, [FactHit(said, text_rank=1, text_score=1.0, rrf=1 / 61)], {}, dictionary, SAID, 10)
    assert [i.id for i in out.items[:2]] == ["r1", "f1"]
    # The same sentence on the associative route: the record still comes first.
    out = fuse(u, "associative", hits, [FactHit(said, text_rank=1, text_score=1.0, rrf=1 / 61)], {}, dictionary,
               SAID, 10)
    assert [i.id for i in out.items[:2]] == ["r1", "f1"]


def test_a_term_the_question_names_is_not_the_name_it_asks(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("what was the name of the pharmacy for my metformin", SAID, "en", index, dictionary)
    metformin = rec("r1", "drug:metformin", dt.date(2026, 6, 17), "t1", type="medication_regimen", value=500)
    said = fact("f1", "t1", "picked up metformin at Walgreens on 5th", dt.date(2026, 6, 17))
    hits = [StructuredHit(metformin, ["alias:alias:metformin"], 1.0)]
    out = fuse(u, "both", hits, [FactHit(said, text_rank=1, text_score=1.0, rrf=1 / 61)], {}, dictionary, SAID, 10)
    assert out.items[0].id == "f1"  # the pharmacy's name is in the sentence


def test_a_concepts_related_terms_rank_in_the_dictionarys_order(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("how are my kidney numbers?", SAID, "en", index, dictionary)
    related = [d.value for d in u.coordinates if d.reason.endswith(":related")]
    assert related.index("test:bun") < related.index("test:uric_acid")
    bun = rec("r1", "test:bun", dt.date(2026, 1, 8), "t1")
    uric = rec("r2", "test:uric_acid", dt.date(2026, 3, 20), "t2")
    creat = rec("r3", "test:creatinine", dt.date(2026, 4, 10), "t3")
    hits = structured_hits(u, [bun, uric, creat], [])
    strength = {h.record["record_id"]: h.strength for h in hits}
    assert strength["r3"] > strength["r1"] > strength["r2"]
    out = fuse(u, "structured", hits, [], {}, dictionary, SAID, 10)
    assert [i.id for i in out.items] == ["r3", "r1", "r2"]  # BUN before the newer uric acid


def test_a_korean_words_tail_after_a_used_stem_is_no_residual_word(
    index: AliasIndex, dictionary: Dictionary
) -> None:
    assert understand("발 아픈거 병원에서 뭐래", SAID, "ko", index, dictionary).residual_words == []
    assert "해서" not in understand("잠 관련해서 의사들이 뭐라고 했지", SAID, "ko", index, dictionary).residual_words
    assert understand("허리", SAID, "ko", index, dictionary).residual_words == ["허리"]


def test_a_question_about_what_is_to_come_ranks_the_item_dated_after_it_first(
    index: AliasIndex, dictionary: Dictionary
) -> None:
    u = understand("심장내과 다음 예약 언제였지?", SAID, "ko", index, dictionary)
    assert {d.value for d in u.fields} >= {"future", "date"}
    assert "future" in {d.value for d in understand("when's my next endo appointment?", SAID, "en", index,
                                                    dictionary).fields}
    assert "future" not in {d.value for d in understand("심장내과 예약 언제였지", SAID, "ko", index, dictionary).fields}
    seen = fact("f1", "t1", "심장내과 세브란스 김태호 교수님 진료봄", dt.date(2026, 9, 1))
    booked = {**fact("f2", "t2", "다음 예약은 12월 3일 오전 10시", dt.date(2026, 9, 1)), "date": dt.date(2026, 12, 3)}
    facts = [FactHit(seen, text_rank=1, text_score=1.0, rrf=1 / 61), FactHit(booked, text_rank=2, text_score=1.0,
                                                                             rrf=1 / 62)]
    out = fuse(u, "associative", [], facts, {}, dictionary, SAID, 10)
    assert out.items[0].id == "f2"
    assert "after_the_question" in out.items[0].why


def test_a_record_of_the_type_asked_said_with_the_named_term_ranks_first(
    index: AliasIndex, dictionary: Dictionary
) -> None:
    u = understand("자디앙 먹고 생긴 증상", SAID, "ko", index, dictionary)
    assert "symptom" in {d.value for d in u.record_types}
    chills = rec("r1", "symptom:chills", dt.date(2026, 10, 1), "t1", type="symptom", value=None)
    urination = rec("r2", "symptom:frequent_urination", dt.date(2026, 7, 19), "t2", type="symptom", value=None)
    said = fact("f2", "t2", "자디앙 먹고 소변을 자주 봐요.", dt.date(2026, 7, 19))
    hits = [StructuredHit(r, ["type:symptom"], 0.95) for r in (chills, urination)]
    out = fuse(u, "both", hits, [FactHit(said, text_rank=1, text_score=1.0, rrf=1 / 61)], {}, dictionary, SAID, 10,
               mentions={"f2": {"drug:empagliflozin"}})
    assert out.items[0].id == "r2"
    assert "said_with:drug:empagliflozin" in out.items[0].why
    assert [i.id for i in out.items].index("r1") > [i.id for i in out.items].index("f2")
