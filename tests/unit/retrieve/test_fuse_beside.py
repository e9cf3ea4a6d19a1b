"""Session 20 read-path mechanisms (pure): an anchor clause, context-settled aliases, a sentence that says
what its record cannot, negated records found by type, and the Korean plural after a concept word."""

from __future__ import annotations

import datetime as dt
from typing import Any

from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.associative import FactHit
from pia_graph.retrieve.fuse import fuse
from pia_graph.retrieve.fuse_signals import holds_residual_word
from pia_graph.retrieve.structured import StructuredHit, strength_of
from pia_graph.retrieve.understand import understand

KST = dt.timezone(dt.timedelta(hours=9))
SAID = dt.datetime(2026, 4, 10, 20, 0, tzinfo=KST)


def rec(rid: str, coord: str, rtype: str, **extra: Any) -> dict[str, Any]:
    day = dt.date(2026, 3, 1)
    return {"record_id": rid, "coordinate": coord, "type": rtype, "date": day,
            "sort_time": dt.datetime.combine(day, dt.time(12), KST), "turn_id": f"t-{rid}",
            "recorded_at": dt.datetime.combine(day, dt.time(9), KST), **extra}


def test_the_drug_of_a_since_clause_dates_the_question_and_ranks_after_its_subject(
    index: AliasIndex, dictionary: Dictionary
) -> None:
    u = understand("how has my blood pressure been since I started the lisinopril?", SAID, "en", index, dictionary)
    by_key = {d.value: d.reason for d in u.coordinates}
    assert by_key["drug:lisinopril"].startswith("anchor:")
    assert strength_of(by_key["drug:lisinopril"]) < strength_of(by_key["vital:systolic_bp"])
    plain = understand("what dose of lisinopril am I on?", SAID, "en", index, dictionary)
    assert {d.value: d.reason for d in plain.coordinates}["drug:lisinopril"].startswith("alias")


def test_a_context_settled_alias_keeps_its_other_terms_inside_the_boundary(
    index: AliasIndex, dictionary: Dictionary
) -> None:
    u = understand("is my vitamin D coming up with the supplements?", SAID, "en", index, dictionary)
    keys = [d.value for d in u.coordinates]
    assert keys[0] == "drug:vitamin_d_supplement" and "test:vitamin_d" in keys
    assert strength_of(u.coordinates[1].reason) < strength_of(u.coordinates[0].reason)


def test_the_korean_plural_after_a_concept_word_still_names_it(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("내 당뇨 수치들 어때요?", SAID, "ko", index, dictionary)
    assert {"test:fasting_glucose", "test:hba1c"} <= {d.value for d in u.coordinates}


def test_residual_words_are_the_ones_no_alias_cue_or_window_took(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("다낭 갔을 때 뭐 먹고 탈 났었지?", SAID, "ko", index, dictionary)
    assert "다낭" in u.residual_words
    u = understand("What was my last LDL?", SAID, "en", index, dictionary)
    assert "ldl" not in u.residual_words and "last" not in u.residual_words
    assert holds_residual_word("다낭에서 길거리 반미 먹고 장염 걸림", ["다낭"])
    assert holds_residual_word("cycled 55 km", ["cycle"]) and not holds_residual_word("LDL 96", ["cycle"])


def test_a_name_question_puts_the_sentence_before_its_record(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("what was the vet clinic called?", SAID, "en", index, dictionary)
    visit = rec("v1", "visit:clinic", "medical_visit")
    f = FactHit({"fact_id": "f1", "turn_id": "t-v1", "text": "took the pup to Maple Grove Animal Clinic"},
                text_rank=1, rrf=1 / 61)
    out = fuse(u, "structured", [StructuredHit(visit, ["alias"], 1.0)], [f], {}, dictionary, SAID, 10)
    assert [i.id for i in out.items] == ["f1", "v1"]
    plain = understand("when was my last clinic visit?", SAID, "en", index, dictionary)
    out = fuse(plain, "structured", [StructuredHit(visit, ["alias"], 1.0)], [f], {}, dictionary, SAID, 10)
    assert [i.id for i in out.items] == ["v1", "f1"]  # folded: the record answers, its sentence after everything


def test_a_negated_record_found_by_type_follows_the_positive_ones(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("what am I allergic to?", SAID, "en", index, dictionary)
    no_shellfish = rec("n1", "food:shellfish", "allergy", negated=True)
    latex = rec("a1", "substance:latex", "allergy")
    latex["sort_time"] = latex["sort_time"] - dt.timedelta(days=30)
    out = fuse(u, "structured", [StructuredHit(no_shellfish, ["type"], 0.95), StructuredHit(latex, ["type"], 0.95)],
               [], {}, dictionary, SAID, 10)
    assert [i.id for i in out.items] == ["a1", "n1"]
    assert "negated" in out.items[1].why
