"""Terms a question sets apart (`retrieve/excluded.py`): the exclusion words of both languages, what a term set apart
stands for (a class's drugs, a concept's members, a measure's medicines when a medicine word follows), a term named
twice (two of one kind contrasted) set apart from nothing, and the ranking that puts their items last (a demotion,
not a deletion)."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.associative import FactHit
from pia_graph.retrieve.fuse import fuse
from pia_graph.retrieve.structured import StructuredHit
from pia_graph.retrieve.understand import understand

TZ = dt.timezone(dt.timedelta(hours=9))
SAID = dt.datetime(2026, 5, 20, 20, 0, tzinfo=TZ)


def apart(text: str, lang: str, index: AliasIndex, dictionary: Dictionary) -> set[str]:
    return {d.value for d in understand(text, SAID, lang, index, dictionary).set_apart}  # type: ignore[arg-type]


@pytest.mark.parametrize(("text", "lang", "term"), [
    ("besides metformin what am I actually on right now", "en", "drug:metformin"),
    ("what symptoms have i had this month apart from the headaches", "en", "symptom:headache"),
    ("aside from the ibuprofen did I take anything for the back", "en", "drug:ibuprofen"),
    ("not counting the covid one, when was my last ER trip", "en", "condition:covid19"),
    ("아스피린 외에 먹은 거 있었나", "ko", "drug:aspirin"),
    ("크레아티닌 빼면 신장 수치 뭐 있었어", "ko", "test:creatinine"),
    ("수영 빼고 이번주 운동한 시간 합쳐줘", "ko", "activity:swimming"),
    ("당화혈색소 제외하고 당뇨 관련 수치", "ko", "test:hba1c"),
    ("그냥 두통 아니고 편두통 온 날만", "ko", "symptom:headache"),
])
def test_an_exclusion_word_sets_the_term_apart(text: str, lang: str, term: str, index: AliasIndex,
                                               dictionary: Dictionary) -> None:
    u = understand(text, SAID, lang, index, dictionary)  # type: ignore[arg-type]
    assert term in {d.value for d in u.set_apart}
    assert term not in {d.value for d in u.coordinates}


def test_the_same_words_without_an_exclusion_ask_the_term(index: AliasIndex, dictionary: Dictionary) -> None:
    assert apart("what symptoms have i had this month, the headaches", "en", index, dictionary) == set()
    assert apart("살 빼고 나서 혈압 좋아졌나", "ko", index, dictionary) == set()  # a loss that dates, no exclusion
    # "without" sets apart only "the ..." ("without the weekend ones"): days without a headache ask about headaches
    assert apart("how many days without a headache last month?", "en", index, dictionary) == set()
    assert apart("how long have I gone without a cigarette", "en", index, dictionary) == set()


def test_a_class_word_sets_its_drugs_apart(index: AliasIndex, dictionary: Dictionary) -> None:
    assert "drug:rosuvastatin" in apart("Other than the statin, did the cardiologist change anything?", "en", index,
                                        dictionary)
    assert "drug:insulin_glargine" in apart("인슐린 말고 먹는 당뇨약은?", "ko", index, dictionary)


def test_a_measure_with_a_medicine_word_sets_its_medicines_apart(index: AliasIndex, dictionary: Dictionary) -> None:
    bp_meds = apart("혈압약 말고 다른 약 뭐 먹고 있었지?", "ko", index, dictionary)
    assert {"drug:amlodipine", "drug:losartan"} <= bp_meds
    # without the medicine word the measure alone is set apart, not the drugs that lower it
    assert "drug:amlodipine" not in apart("혈압 말고 다른 수치 뭐 있었지", "ko", index, dictionary)


def test_a_concept_sets_its_primary_members_apart(index: AliasIndex, dictionary: Dictionary) -> None:
    lipids = apart("콜레스테롤 제외하고 이번 건강검진 수치 다 알려줘", "ko", index, dictionary)
    assert {"test:ldl_cholesterol", "test:hdl_cholesterol", "test:triglycerides"} <= lipids


def test_one_kind_said_twice_is_no_term_set_apart(index: AliasIndex, dictionary: Dictionary) -> None:
    # "the dentist now, not the one before": two dentists contrasted, the kind is still asked
    assert "visit:dentist" not in apart("지금 다니는 치과 말고 전에 임플란트 상담한 치과 이름", "ko", index, dictionary)


def _rec(rid: str, coordinate: str, day: dt.date) -> dict[str, Any]:
    return {"record_id": rid, "coordinate": coordinate, "type": "medication_regimen", "status": "active",
            "date": day, "sort_time": dt.datetime.combine(day, dt.time(9), TZ), "turn_id": f"t-{rid}",
            "recorded_at": dt.datetime.combine(day, dt.time(9), TZ)}


def test_the_items_of_a_term_set_apart_rank_last_with_their_reason(index: AliasIndex,
                                                                    dictionary: Dictionary) -> None:
    hits = [StructuredHit(_rec("r-met", "drug:metformin", dt.date(2026, 5, 10)), ["type"], 1.0),
            StructuredHit(_rec("r-aml", "drug:amlodipine", dt.date(2026, 1, 22)), ["type"], 1.0)]
    fact = FactHit({"fact_id": "f-met", "text": "Metformin bumped to 1000 mg", "turn_id": "t-r-met",
                    "said_at": dt.datetime(2026, 5, 10, 9, tzinfo=TZ)}, vector_score=0.9)
    mentions = {"f-met": {"drug:metformin"}}

    def ranked(text: str) -> list[Any]:
        u = understand(text, SAID, "en", index, dictionary)
        return fuse(u, "structured", hits, [fact], {}, dictionary, SAID, 10, mentions=mentions).items

    plain = ranked("what meds am I on right now")
    assert plain[0].id == "r-met"  # the newest first when nothing is set apart
    items = ranked("besides metformin what meds am I on right now")
    assert items[0].id == "r-aml"
    assert {i.id for i in items} >= {"r-met", "r-aml"}  # demoted, not dropped
    assert "set_apart" in next(i for i in items if i.id == "r-met").why
    assert [i.id for i in items].index("f-met") > [i.id for i in items].index("r-aml")
