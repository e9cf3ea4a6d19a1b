"""Session 29's ranking mechanisms (pure): a type word that is also a term does not fence its type, a record whose
coordinate the question's own words name comes right before its sentence (session 31; it followed it before), and a
sentence reporting speech answers a question about what someone said."""

from __future__ import annotations

import datetime as dt
from typing import Any

from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.associative import FactHit
from pia_graph.retrieve.cues import reports_speech
from pia_graph.retrieve.fuse import fuse
from pia_graph.retrieve.fuse_signals import named_by_words, names_by_words, type_words
from pia_graph.retrieve.structured import StructuredHit
from pia_graph.retrieve.understand import understand

TZ = dt.timezone(dt.timedelta(hours=9))
SAID = dt.datetime(2026, 10, 20, 20, 0, tzinfo=TZ)


def rec(rid: str, coord: str, day: dt.date, turn: str, **extra: Any) -> dict[str, Any]:
    return {"record_id": rid, "coordinate": coord, "type": extra.pop("type", "exercise"),
            "value": extra.pop("value", 1), "date": day, "sort_time": dt.datetime.combine(day, dt.time(12), TZ),
            "turn_id": turn,
            "recorded_at": dt.datetime.combine(day, dt.time(9), TZ), **extra}


def fact(fid: str, turn: str, text: str, said: dt.date) -> dict[str, Any]:
    return {"fact_id": fid, "turn_id": turn, "text": text, "said_at": dt.datetime.combine(said, dt.time(9), TZ)}


def hit(f: dict[str, Any], rank: int) -> FactHit:
    return FactHit(f, text_rank=rank, text_score=1.0, rrf=1 / (60 + rank))


def test_a_type_word_that_is_also_a_term_asks_for_every_record_of_the_type(
    index: AliasIndex, dictionary: Dictionary
) -> None:
    u = understand("9월 이후 운동", SAID, "ko", index, dictionary)
    assert any(d.value == "exercise" for d in u.record_types)
    assert type_words(u) == {d.value for d in u.entities}  # 운동 names activity:workout with the cue's own word
    cycling = rec("r1", "activity:cycling", dt.date(2026, 9, 27), "t1")
    running = rec("r2", "activity:running", dt.date(2026, 10, 17), "t2")
    hits = [StructuredHit(r, ["type:exercise"], 0.95) for r in (cycling, running)]
    said = fact("f1", "t1", "자전거 40키로 탐", dt.date(2026, 9, 27))
    out = fuse(u, "structured", hits, [hit(said, 1)], {}, dictionary, SAID, 10)
    assert {i.id for i in out.items[:2]} == {"r1", "r2"}
    assert "outside_named_coordinates" not in out.dropped


def test_a_named_condition_still_fences_the_type_asked_beside_it(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("which diabetes meds am I on", SAID, "en", index, dictionary)
    assert type_words(u) == set()  # "diabetes" and "meds" are two words: the drugs for it, not every regimen


def test_a_record_named_by_the_questions_words_comes_right_before_its_sentence(
    index: AliasIndex, dictionary: Dictionary
) -> None:
    u = understand("허리", SAID, "ko", index, dictionary)
    # the part asked is its pain (parts_asked), and its word stays a residual word the sentences are read by
    assert [(d.value, d.reason) for d in u.coordinates] == [("symptom:back_pain", "cue:body_part")]
    assert u.residual_words == ["허리"]
    assert named_by_words("symptom:back_pain", u.residual_words, dictionary)
    assert not named_by_words("vital:systolic_bp", u.residual_words, dictionary)
    # the ranking's copy, kept per term key for one question: the same answers, asked again from the copy
    named = names_by_words(u.residual_words, dictionary)
    keys = ["symptom:back_pain", "vital:systolic_bp", "symptom:back_pain", "drug:unknown"]
    assert [named(k) for k in keys] == [named_by_words(k, u.residual_words, dictionary) for k in keys] == [
        True, False, True, False]
    assert named.cache_info().hits == 1 and named.cache_info().misses == 3  # type: ignore[attr-defined]
    sore = fact("f1", "t1", "간호하느라 허리 아파 6점", dt.date(2026, 6, 8))
    other = fact("f2", "t2", "허리 이제 괜찮음 혈압 120/80", dt.date(2026, 8, 16))
    back = rec("r1", "symptom:back_pain", dt.date(2026, 6, 8), "t1", type="symptom")
    bp = rec("r2", "vital:systolic_bp", dt.date(2026, 8, 16), "t2", type="vital_sign")
    out = fuse(u, "associative", [], [hit(sore, 1), hit(other, 2)], {"t1": [back], "t2": [bp]}, dictionary, SAID, 10)
    ids = [i.id for i in out.items]
    assert ids.index("r1") + 1 == ids.index("f1")  # right before its sentence: the record types the answer
    assert ids.index("r2") > ids.index("f2")  # a record the words do not name stays context, at half
    assert "named_by_question_words" in out.items[ids.index("r1")].why


def test_sentences_reporting_speech_are_recognised_in_both_languages() -> None:
    assert reports_speech("ER doc dr kim said its probably reflux")
    assert reports_speech("씬지로이드는 칼슘이랑 4시간 띄워서 먹으래요")
    assert reports_speech("정형외과 갔는데 연골 괜찮대 물리치료만")
    assert not reports_speech("아침에 칼슘이랑 같이 먹어버림")
    assert not reports_speech("ER visit today, chest felt tight")


def test_a_question_about_what_was_said_ranks_the_reported_sentence_first(
    index: AliasIndex, dictionary: Dictionary
) -> None:
    u = understand("약사가 칼슘 관련해서 뭐랬지", SAID, "ko", index, dictionary)
    assert any(d.value == "said" for d in u.fields)
    eaten = fact("f1", "t1", "아침에 칼슘이랑 같이 먹어버림", dt.date(2026, 9, 20))
    told = fact("f2", "t2", "씬지로이드는 칼슘이랑 4시간 띄워서 먹으래요", dt.date(2026, 9, 9))
    out = fuse(u, "associative", [], [hit(eaten, 1), hit(told, 2)], {}, dictionary, SAID, 10)
    assert [i.id for i in out.items[:2]] == ["f2", "f1"]
    assert "reports_speech" in out.items[0].why
    plain = understand("칼슘 수치", SAID, "ko", index, dictionary)
    out = fuse(plain, "associative", [], [hit(eaten, 1), hit(told, 2)], {}, dictionary, SAID, 10)
    assert out.items[0].id == "f1"  # no speech asked: the order by words and meaning stands


def test_a_korean_compound_reaches_the_kind_it_names(index: AliasIndex, dictionary: Dictionary) -> None:
    from pia_graph.retrieve.term_lookups import compounds_of

    u = understand("두통 기록", SAID, "ko", index, dictionary)
    reasons = {d.value: d.reason for d in u.coordinates}
    assert reasons["symptom:headache"].startswith("alias")  # the named term keeps the first rank
    assert reasons.get("symptom:migraine") == "widened:compound:두통"  # 편두통 holds 두통
    assert compounds_of(dictionary, "test:ldl_cholesterol", "콜레스테롤") == ()  # tests never widen
    assert compounds_of(dictionary, "symptom:headache", "headache") == ()  # only Korean compounds
