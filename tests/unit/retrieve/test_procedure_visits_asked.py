"""A procedure had at a visit, asked by name (pure): its day is kept as a visit record (eval/LABEL_CONVENTIONS.md), so
the question asks the visits beside it, and the visit said in the turn that names the procedure comes before another
visit. An operation of history asks no visit, nor does a question that asks another record type. The sentences are
written for the test, not taken from a suite."""

from __future__ import annotations

import datetime as dt

from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.associative import FactHit
from pia_graph.retrieve.fuse import fuse
from pia_graph.retrieve.structured import TYPE_STRENGTH, StructuredHit
from pia_graph.retrieve.understand import understand
from tests.unit.retrieve.fuse_rows import SAID, fact_row, record_row


def _visit_reasons(question: str, lang: str, index: AliasIndex, dictionary: Dictionary) -> list[str]:
    u = understand(question, SAID, lang, index, dictionary)
    return [d.reason for d in u.record_types if d.value == "medical_visit"]


def test_a_scan_or_scope_asks_the_visits(index: AliasIndex, dictionary: Dictionary) -> None:
    assert _visit_reasons("when was my last colonoscopy?", "en", index, dictionary) == [
        "procedure_visit:procedure:colonoscopy"]
    assert _visit_reasons("위내시경 받은 게 언제였지?", "ko", index, dictionary) == [
        "procedure_visit:procedure:endoscopy"]
    assert _visit_reasons("what day was my MRI?", "en", index, dictionary) == ["procedure_visit:procedure:mri"]


def test_an_operation_of_history_another_type_or_no_day_asked_asks_no_visit(
    index: AliasIndex, dictionary: Dictionary
) -> None:
    assert _visit_reasons("when did I have my appendectomy?", "en", index, dictionary) == []
    # no day asked: the visit holds nothing but its day, the sentences answer what the scan showed
    assert _visit_reasons("what did the MRI show?", "en", index, dictionary) == []
    u = understand("what meds did they give me after the colonoscopy?", SAID, "en", index, dictionary)
    assert [d.value for d in u.record_types] == ["medication_regimen"]


def test_the_visit_said_with_the_procedure_comes_first(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("when was my last colonoscopy?", SAID, "en", index, dictionary)
    scope_day, other_day = dt.date(2026, 3, 10), dt.date(2026, 9, 2)
    scope = record_row("r1", "visit:clinic", scope_day, "t1", kind="medical_visit")
    other = record_row("r2", "visit:clinic", other_day, "t2", kind="medical_visit")
    said = FactHit(fact_row("f1", "t1", "Colonoscopy done this morning at the hospital.", scope_day),
                   vector_rank=1, vector_score=0.8, text_rank=1, rrf=2 / 61)
    hits = [StructuredHit(other, ["type:medical_visit"], TYPE_STRENGTH),
            StructuredHit(scope, ["type:medical_visit"], TYPE_STRENGTH)]
    out = fuse(u, "structured", hits, [said], {}, dictionary, SAID, 10,
               mentions={"f1": {"procedure:colonoscopy"}})
    ids = [i.id for i in out.items]
    assert "r1" in ids and "r2" in ids  # the named procedure fences no visit out
    assert ids.index("r1") < ids.index("r2")


def test_a_term_set_apart_is_not_asked(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("when was my last migraine, the real one, not the ordinary headaches?", SAID, "en", index,
                   dictionary)
    assert "symptom:headache" not in {d.value for d in u.coordinates}
    assert "symptom:migraine" in {d.value for d in u.coordinates}
    assert "headaches" not in u.residual_words
    u = understand("진짜 편두통 마지막으로 온 게 언제야? 그냥 두통 말고", SAID, "ko", index, dictionary)
    assert "symptom:headache" not in {d.value for d in u.coordinates}
    # said without the word that sets it apart, or with a stop between, the term is asked
    u = understand("when was my last migraine or headache?", SAID, "en", index, dictionary)
    assert "symptom:headache" in {d.value for d in u.coordinates}
    u = understand("not sure, when was my last headache?", SAID, "en", index, dictionary)
    assert "symptom:headache" in {d.value for d in u.coordinates}


def test_a_sibling_set_apart_is_fenced_out_of_the_ranking(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("when was my last migraine, not the ordinary headaches?", SAID, "en", index, dictionary)
    migraine = record_row("r1", "symptom:migraine", dt.date(2026, 9, 19), "t1", kind="symptom", value=8)
    headache = record_row("r2", "symptom:headache", dt.date(2026, 10, 1), "t2", kind="symptom", value=3)
    hits = [StructuredHit(headache, ["alias"], 1.0), StructuredHit(migraine, ["alias"], 1.0)]
    out = fuse(u, "structured", hits, [], {}, dictionary, SAID, 10)
    assert [i.id for i in out.items] == ["r1"]
