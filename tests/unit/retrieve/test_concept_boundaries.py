"""Concept boundaries and record kinds in the ranking (pure): a named symptom or condition widens to the other
primary members of its condition tags (열 → the temperatures), a visit named beside what is asked is context,
a type asked is not fenced by a name of another type, a value asked ranks the records that hold one first, and
the sentence behind a visit record says what happened there."""

from __future__ import annotations

import datetime as dt
from typing import Any

from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.fuse import fuse
from pia_graph.retrieve.fuse_signals import unfenced_types
from pia_graph.retrieve.structured import StructuredHit, strength_of
from pia_graph.retrieve.term_lookups import widened
from pia_graph.retrieve.understand import understand
from tests.unit.retrieve.test_fuse_mechanisms import SAID, fact, hit, rec

KO = dt.timezone(dt.timedelta(hours=9))


def hits_of(u: Any, *records: dict[str, Any]) -> list[StructuredHit]:
    """Records as the structured read gives them: each with the strength of the coordinate or type it came by."""
    by_coord = {d.value: d for d in u.coordinates}
    out = []
    for r in records:
        d = by_coord.get(r["coordinate"])
        out.append(StructuredHit(r, [d.reason if d else "type"], strength_of(d.reason) if d else 0.95))
    return out


def test_a_named_fever_widens_to_the_temperatures_and_never_a_named_test_to_its_siblings(
    index: AliasIndex, dictionary: Dictionary
) -> None:
    u = understand("아플때 열 제일 높았던게 몇도였지", SAID, "ko", index, dictionary)
    reasons = {d.value: d.reason for d in u.coordinates}
    assert reasons["vital:body_temperature"] == "widened:concept:fever_course:primary"
    assert "symptom:chills" not in reasons  # a related member stays out
    ldl = understand("what was my LDL", SAID, "en", index, dictionary)
    assert [d.value for d in ldl.coordinates] == ["test:ldl_cholesterol"]
    ator = understand("am i still on atorvastatin", SAID, "en", index, dictionary)
    assert "drug:rosuvastatin" not in {d.value for d in ator.coordinates}
    assert widened(dictionary, "test:ldl_cholesterol") == []


def test_upset_stomach_reaches_the_abdominal_pain_said_of_it(dictionary: Dictionary) -> None:
    keys = {k for k, _, _ in widened(dictionary, "symptom:upset_stomach")}
    assert {"symptom:abdominal_pain", "symptom:diarrhea", "symptom:nausea"} <= keys


def test_a_value_asked_ranks_the_temperatures_above_the_fever_that_has_none(
    index: AliasIndex, dictionary: Dictionary
) -> None:
    u = understand("아플때 열 제일 높았던게 몇도였지", SAID, "ko", index, dictionary)
    fever = rec("c", "condition:fever", dt.date(2026, 6, 7), None, "t1", type="condition")  # type: ignore[arg-type]
    fever.pop("value")
    temp = rec("v", "vital:body_temperature", dt.date(2026, 6, 7), 38.9, "t2", type="vital_sign")
    out = fuse(u, "structured", hits_of(u, fever, temp), [], {}, dictionary, SAID, 10)
    assert [i.id for i in out.items] == ["v", "c"]
    assert "no_value" in out.items[1].why


def test_a_type_asked_is_not_fenced_by_a_named_visit(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("내가 무슨 알레르기 있다고 했었지? 병원에서 물어봐서", SAID, "ko", index, dictionary)
    assert unfenced_types(u, dictionary) == {"allergy"}
    allergy = rec("a", "drug:penicillin", dt.date(2026, 5, 1), None, "t1", type="allergy")  # type: ignore[arg-type]
    out = fuse(u, "structured", hits_of(u, allergy), [], {}, dictionary, SAID, 10)
    assert [i.id for i in out.items] == ["a"]


def test_a_type_a_named_term_is_of_stays_fenced(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("which diabetes meds am i taking", SAID, "en", index, dictionary)
    assert "medication_regimen" not in unfenced_types(u, dictionary)


def test_a_visit_named_beside_a_test_is_context(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("what was my HDL at the physical", SAID, "en", index, dictionary)
    reasons = {d.value: d.reason for d in u.coordinates}
    assert reasons["visit:checkup"].startswith("visit_context:")
    day = dt.date(2026, 6, 1)
    visit = rec("v", "visit:checkup", day, None, "t1", type="medical_visit")  # type: ignore[arg-type]
    hdl = rec("h", "test:hdl_cholesterol", day, 52, "t1", type="lab_result")
    out = fuse(u, "structured", hits_of(u, visit, hdl), [], {}, dictionary, SAID, 10)
    assert [i.id for i in out.items] == ["h", "v"]
    alone = understand("when was my physical", SAID, "en", index, dictionary)
    assert {d.value: d.reason for d in alone.coordinates}["visit:checkup"].startswith("alias")


def test_the_sentence_behind_a_visit_comes_first_unless_its_date_is_asked(
    index: AliasIndex, dictionary: Dictionary
) -> None:
    day = dt.date(2026, 6, 1)
    visit = rec("v", "visit:clinic", day, None, "t1", type="medical_visit")  # type: ignore[arg-type]
    said = fact("f", "t1", "내과 선생님이 메토프롤롤 반으로 줄였어 25로", day)
    u = understand("내과에서 뭐 바꿨더라", SAID, "ko", index, dictionary)
    out = fuse(u, "structured", hits_of(u, visit), [hit(said, 1)], {}, dictionary, SAID, 10)
    assert [i.id for i in out.items] == ["f", "v"]
    when = understand("내과 언제 갔었지", SAID, "ko", index, dictionary)
    out = fuse(when, "structured", hits_of(when, visit), [hit(said, 1)], {}, dictionary, SAID, 10)
    assert [i.id for i in out.items] == ["v", "f"]  # the date is asked: the visit answers, its sentence after it


def test_a_relatives_record_ranks_after_the_askers_own_unless_family_history_is_asked(
    index: AliasIndex, dictionary: Dictionary
) -> None:
    son = rec("s", "condition:asthma", dt.date(2026, 6, 8), None, "t1", type="family_history",  # type: ignore[arg-type]
              relation="son")
    own = rec("o", "condition:asthma", dt.date(2026, 6, 1), None, "t2", type="condition")  # type: ignore[arg-type]
    u = understand("how bad was my asthma", SAID, "en", index, dictionary)
    out = fuse(u, "structured", hits_of(u, son, own), [], {}, dictionary, SAID, 10)
    assert [i.id for i in out.items] == ["o", "s"]
    assert "about_someone_else" in out.items[1].why
    fam = understand("does asthma run in my family", SAID, "en", index, dictionary)
    out = fuse(fam, "structured", hits_of(fam, son, own), [], {}, dictionary, SAID, 10)
    assert out.items[0].id == "s"


def test_a_record_type_asked_narrows_instead_of_widening(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("which diabetes meds am i on right now", SAID, "en", index, dictionary)
    assert not any(d.reason.startswith("widened:") for d in u.coordinates)
    plain = understand("how is my diabetes", SAID, "en", index, dictionary)
    assert {"test:hba1c", "test:fasting_glucose"} <= {d.value for d in plain.coordinates}


def test_the_pharmacist_is_not_a_medication_asked(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("약사가 칼슘 관련해서 뭐랬지", SAID, "ko", index, dictionary)
    assert not u.record_types  # 약사, 약국: the person and the place, not the medicine
    assert [d.value for d in understand("혈압약 뭐 먹지", SAID, "ko", index, dictionary).record_types] == [
        "medication_regimen"]
