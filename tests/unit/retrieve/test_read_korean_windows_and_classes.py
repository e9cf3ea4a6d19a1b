"""Session 32's read-path mechanisms for the Korean gap (pure): the first time asked, a day said with 지나고 as the
start of a window, a term before a medicine word naming the medicine, a type cue under an anchor, a record reached
by a class word holding the name asked, the Korean endings of the preference cue, and ferritin's lay aliases."""

from __future__ import annotations

import datetime as dt
from typing import Any, Literal

from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.associative import FactHit
from pia_graph.retrieve.fuse import fuse
from pia_graph.retrieve.structured import structured_hits
from pia_graph.retrieve.understand import understand

TZ = dt.timezone(dt.timedelta(hours=9))
SAID = dt.datetime(2026, 10, 15, 20, 0, tzinfo=TZ)


def rec(rid: str, coord: str, day: dt.date, turn: str, **extra: Any) -> dict[str, Any]:
    return {"record_id": rid, "coordinate": coord, "type": extra.pop("type", "symptom"),
            "value": extra.pop("value", None), "date": day, "sort_time": dt.datetime.combine(day, dt.time(12), TZ),
            "turn_id": turn, "recorded_at": dt.datetime.combine(day, dt.time(9), TZ), **extra}


def fact(fid: str, turn: str, text: str, said: dt.date) -> dict[str, Any]:
    return {"fact_id": fid, "turn_id": turn, "text": text, "said_at": dt.datetime.combine(said, dt.time(9), TZ)}


def fields(text: str, lang: Literal["en", "ko"], index: AliasIndex, dictionary: Dictionary) -> set[str]:
    return {d.value for d in understand(text, SAID, lang, index, dictionary).fields}


def test_the_first_time_is_asked_in_either_language(index: AliasIndex, dictionary: Dictionary) -> None:
    asked: list[tuple[str, Literal["en", "ko"]]] = [
        ("기침 몇일부터 했었지?", "ko"), ("어지러운거 맨 처음 언제부터였지?", "ko"),
        ("통풍약 처음 먹기 시작한게 언제였지", "ko"),
        ("when did the breathlessness start", "en"), ("when did the heart flutters first happen", "en")]
    for text, lang in asked:
        assert "first" in fields(text, lang, index, dictionary), text
    # Not inside an anchor (the drug dates the question) nor a window ("since the start of september").
    not_asked: list[tuple[str, Literal["en", "ko"]]] = [
        ("혈압약 먹기 시작하고 나서 혈압 어떻게 됐어", "ko"),
        ("has my good cholesterol improved since I started swimming", "en"),
        ("how many lifting sessions have i done since the start of september", "en")]
    for text, lang in not_asked:
        assert "first" not in fields(text, lang, index, dictionary), text


def test_the_earliest_record_answers_the_first_time(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("기침 몇일부터 했었지?", SAID, "ko", index, dictionary)
    days = [dt.date(2026, 10, 8), dt.date(2026, 10, 15), dt.date(2026, 11, 2)]
    recs = [rec(f"r{n}", "symptom:cough", d, f"t{n}") for n, d in enumerate(days)]
    out = fuse(u, "structured", structured_hits(u, recs, []), [], {}, dictionary, SAID, 10)
    assert out.items[0].id == "r0"
    assert "first_of_coordinate" in out.items[0].why
    # Without the cue the newest comes first, as before.
    plain = understand("기침 기록", SAID, "ko", index, dictionary)
    out = fuse(plain, "structured", structured_hits(plain, recs, []), [], {}, dictionary, SAID, 10)
    assert out.items[0].id == "r2"


def test_a_dose_changes_older_regimen_is_the_start(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("통풍약 처음 먹기 시작한게 언제였지", SAID, "ko", index, dictionary)
    old = rec("r1", "drug:allopurinol", dt.date(2026, 7, 2), "t1", type="medication_regimen", value=100,
              superseded_by="r2")
    new = rec("r2", "drug:allopurinol", dt.date(2026, 8, 18), "t2", type="medication_regimen", value=200)
    out = fuse(u, "structured", structured_hits(u, [old, new], []), [], {}, dictionary, SAID, 10)
    assert [i.id for i in out.items] == ["r1", "r2"]
    assert out.conflicts and out.conflicts[0].current.id == "r2"
    # A record corrected on its own day stays among the conflicts only.
    fixed = {**old, "sort_time": new["sort_time"], "date": new["date"]}
    out = fuse(u, "structured", structured_hits(u, [fixed, new], []), [], {}, dictionary, SAID, 10)
    assert [i.id for i in out.items] == ["r2"]


def test_a_day_followed_by_jinago_opens_a_window(index: AliasIndex, dictionary: Dictionary) -> None:
    w = understand("추석 지나고 공복혈당 어땠어", SAID, "ko", index, dictionary).window
    assert w is not None and w.end == SAID.date() and w.start is not None and w.start < SAID.date()
    # "추석 때" is the three-day holiday, the day before to the day after (session 55: read36's ER on 추석 전날)
    day = understand("추석 때 공복혈당 어땠어", SAID, "ko", index, dictionary).window
    assert day is not None and day.start is not None and day.end is not None
    assert (day.end - day.start).days == 2


def test_a_term_before_a_medicine_word_names_the_medicine(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("혈압약 언제 끊었었지?", SAID, "ko", index, dictionary)
    reasons = {d.value: d.reason for d in u.coordinates}
    assert reasons["vital:systolic_bp"].startswith("describes_medicine:")
    assert reasons["drug:amlodipine"].startswith("indication:")
    bp = rec("r1", "vital:systolic_bp", dt.date(2026, 8, 19), "t1", type="vital_sign", value=126)
    drug = rec("r2", "drug:amlodipine", dt.date(2026, 7, 8), "t2", type="medication_regimen", value=5)
    out = fuse(u, "structured", structured_hits(u, [bp, drug], [drug]), [], {}, dictionary, SAID, 10)
    assert out.items[0].id == "r2"
    # Named again on its own, the measure is asked: the readings keep their strength.
    again = understand("혈압약 먹고 나서 혈압 몇이었지", SAID, "ko", index, dictionary)
    assert not any(d.reason.startswith("describes_medicine:") for d in again.coordinates)


def test_a_type_cue_under_an_anchor_dates_the_question(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("혈압약 먹기 시작하고 나서 혈압 어떻게 됐어", SAID, "ko", index, dictionary)
    assert not u.record_types
    assert "vital:systolic_bp" in {d.value for d in u.coordinates}
    assert {d.value for d in understand("혈압약 언제 끊었었지?", SAID, "ko", index, dictionary).record_types} \
        == {"medication_regimen"}


def test_a_class_reached_record_holding_the_name_asked_sits_before_its_sentence(
    index: AliasIndex, dictionary: Dictionary
) -> None:
    u = understand("그때 사랑니 빼고 받은 항생제 이름이 뭐였지", SAID, "ko", index, dictionary)
    amox = rec("r1", "drug:amoxicillin", dt.date(2026, 7, 3), "t1", type="medication_regimen")
    said = fact("f1", "t1", "사랑니 발치함 아목시실린 5일치랑 타이레놀 받음", dt.date(2026, 7, 3))
    other = fact("f2", "t2", "항생제 다 먹음 설사 좀 함", dt.date(2026, 7, 8))
    hits = structured_hits(u, [amox], [])
    facts = [FactHit(other, text_rank=1, text_score=1.0, rrf=2 / 61), FactHit(said, text_rank=2, text_score=0.9,
                                                                              rrf=1 / 61)]
    out = fuse(u, "associative", hits, facts, {}, dictionary, SAID, 10)
    ids = [i.id for i in out.items]
    assert ids.index("r1") == ids.index("f1") - 1


def test_korean_preference_cue_takes_its_endings(index: AliasIndex, dictionary: Dictionary) -> None:
    for text in ["내가 좋아한다고 한 운동이 뭐였지", "내가 싫어하는 음식", "좋아했던 운동"]:
        types = {d.value for d in understand(text, SAID, "ko", index, dictionary).record_types}
        assert "preference" in types, text


def test_ferritin_is_iron_storage_in_korean(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("철분 저장 수치 제일 최근꺼 몇이야", SAID, "ko", index, dictionary)
    assert [d.value for d in u.entities][:1] == ["test:ferritin"]
    assert "drug:iron_supplement" in {d.value for d in understand("철분제 언제부터 먹었지", SAID, "ko", index,
                                                                  dictionary).coordinates}


def test_a_sentence_about_someone_else_ranks_after_the_askers_own(
    index: AliasIndex, dictionary: Dictionary
) -> None:
    u = understand("혈압약 먹기 시작하고 나서 혈압 어떻게 됐어", SAID, "ko", index, dictionary)
    father = fact("f1", "t1", "아버지도 혈압약 30년째 드심", dt.date(2026, 7, 25))
    mine = fact("f2", "t2", "내과에서 코자 50 처방받음 내일 아침부터 먹으래", dt.date(2026, 7, 10))
    facts = [FactHit(father, text_rank=1, text_score=1.0, rrf=2 / 61), FactHit(mine, text_rank=2, text_score=0.9,
                                                                                rrf=1 / 61)]
    out = fuse(u, "associative", [], facts, {}, dictionary, SAID, 10)
    assert [i.id for i in out.items] == ["f2", "f1"]
    assert "about_someone_else" in out.items[1].why
    # A question about the relative is answered by their sentences as before.
    asked = understand("아버지 혈압약 뭐 드신다고 했지", SAID, "ko", index, dictionary)
    assert "someone_else" in {d.value for d in asked.fields}
    out = fuse(asked, "associative", [], facts, {}, dictionary, SAID, 10)
    assert out.items[0].id == "f1"


def test_a_korean_ha_verb_is_searched_by_its_stem() -> None:
    from pia_graph.retrieve.associative import lucene_terms

    assert "좋아*" in lucene_terms("내가 좋아한다고 한 운동이 뭐였지")
    assert "운동*" in lucene_terms("운동했던 날")
    assert "헬스*" in lucene_terms("헬스한 기록")
    assert "혈압*" in lucene_terms("혈압 기록")  # a noun keeps its last syllable


def test_a_record_of_the_type_asked_sits_before_the_users_own_sentence(
    index: AliasIndex, dictionary: Dictionary
) -> None:
    u = understand("내가 잠 몇시간 자는게 목표라고 했지", SAID, "ko", index, dictionary)
    goal = rec("r1", "goal:sleep", dt.date(2026, 7, 1), "t1", type="goal", value=420)
    said = fact("f1", "t1", "하루 7시간은 자는걸 목표로 하기로 함 12시 전에 눕기", dt.date(2026, 7, 1))
    hits = structured_hits(u, [], [goal])
    out = fuse(u, "associative", hits, [FactHit(said, text_rank=1, text_score=1.0, rrf=1 / 61)], {}, dictionary,
               SAID, 10)
    assert [i.id for i in out.items[:2]] == ["r1", "f1"]
    # A sentence reporting what someone said answers a question about it first.
    told = understand("교수님이 목표 뭐라고 했더라", SAID, "ko", index, dictionary)
    said_by = fact("f1", "t1", "교수님이 하루 7시간은 자라고 하심", dt.date(2026, 7, 1))
    out = fuse(told, "associative", structured_hits(told, [], [goal]),
               [FactHit(said_by, text_rank=1, text_score=1.0, rrf=1 / 61)], {}, dictionary, SAID, 10)
    assert [i.id for i in out.items[:2]] == ["f1", "r1"]
