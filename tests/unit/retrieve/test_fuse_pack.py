"""Fusion, snapshot and context pack (pure): the boundary, conflicts, folding, budget and citations."""

from __future__ import annotations

import datetime as dt
from typing import Any

from pia_graph.evaluation.retrieval import score
from pia_graph.memory.recall_models import CausalLinkOut, Depth3, QueryUnderstanding, TrendOut
from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.associative import FactHit
from pia_graph.retrieve.context_pack import NOTHING, build_context_pack, count_tokens
from pia_graph.retrieve.fuse import fuse
from pia_graph.retrieve.snapshot import build_snapshot
from pia_graph.retrieve.structured import StructuredHit
from pia_graph.retrieve.understand import understand

KST = dt.timezone(dt.timedelta(hours=9))
SAID = dt.datetime(2026, 4, 10, 20, 0, tzinfo=KST)


def rec(rid: str, coord: str, day: dt.date, value: float, **extra: Any) -> dict[str, Any]:
    rtype = extra.pop("type", "lab_result")
    return {"record_id": rid, "coordinate": coord, "type": rtype, "value": value, "unit": "mg/dL", "date": day,
            "sort_time": dt.datetime.combine(day, dt.time(12), KST), "turn_id": f"t-{rid}",
            "recorded_at": dt.datetime.combine(day, dt.time(9), KST), "span": f"{coord} {value}", **extra}


def fact(fid: str, turn: str, text: str) -> dict[str, Any]:
    return {"fact_id": fid, "turn_id": turn, "text": text, "date": dt.date(2026, 3, 1)}


def u_of(text: str, index: AliasIndex, dictionary: Dictionary) -> QueryUnderstanding:
    return understand(text, SAID, "en", index, dictionary)


def test_the_named_boundary_drops_other_coordinates_even_from_rehydration(
    index: AliasIndex, dictionary: Dictionary
) -> None:
    u = u_of("What was my last LDL?", index, dictionary)
    ldl = rec("r1", "test:ldl_cholesterol", dt.date(2026, 3, 1), 96)
    hdl = rec("r2", "test:hdl_cholesterol", dt.date(2026, 3, 1), 50)
    hits = [StructuredHit(ldl, ["alias"], 1.0), StructuredHit(hdl, ["type"], 0.9)]
    f = FactHit(fact("f1", "t-x", "LDL 96 and HDL 50 today"), text_rank=1, text_score=2.0, rrf=1 / 61)
    out = fuse(u, "structured", hits, [f], {"t-x": [rec("r3", "test:hdl_cholesterol", dt.date(2026, 3, 1), 50)]},
               dictionary, SAID, 10)
    coords = [i.coordinate for i in out.items if i.kind == "record"]
    assert coords == ["test:ldl_cholesterol"]
    assert out.dropped["outside_named_coordinates"] == 1
    assert out.dropped["rehydrated_outside_named_coordinates"] == 1


def test_conflicts_show_the_superseded_value_beside_the_current_one(
    index: AliasIndex, dictionary: Dictionary
) -> None:
    u = u_of("What dose of atorvastatin am I taking?", index, dictionary)
    old = rec("old", "drug:atorvastatin", dt.date(2026, 1, 1), 10, type="medication_regimen", superseded_by="new",
              start=dt.date(2026, 1, 1), status="active")
    new = rec("new", "drug:atorvastatin", dt.date(2026, 2, 1), 20, type="medication_regimen",
              start=dt.date(2026, 2, 1), status="active")
    out = fuse(u, "structured", [StructuredHit(old, ["alias"]), StructuredHit(new, ["alias"])], [], {}, dictionary,
               SAID, 10)
    assert [i.id for i in out.items] == ["new"]
    assert out.items[0].supersedes == ["old"]
    assert len(out.conflicts) == 1
    assert out.conflicts[0].current.id == "new" and [o.id for o in out.conflicts[0].superseded] == ["old"]


def test_a_fact_from_a_ranked_records_turn_is_cited_on_it_and_ranked_last(
    index: AliasIndex, dictionary: Dictionary
) -> None:
    u = u_of("What was my last LDL?", index, dictionary)
    ldl = rec("r1", "test:ldl_cholesterol", dt.date(2026, 3, 1), 96)
    same_turn = FactHit(fact("f1", "t-r1", "LDL 96 this morning"), text_rank=1, rrf=1 / 61)
    out = fuse(u, "structured", [StructuredHit(ldl, ["alias"])], [same_turn], {}, dictionary, SAID, 10)
    assert [i.id for i in out.items] == ["r1", "f1"]
    assert any("f1" in why for why in out.items[0].why)
    assert out.items[1].score == 0.0 and "cited on r1" in out.items[1].why


def test_associative_route_ranks_facts_first_and_keeps_provenance(index: AliasIndex, dictionary: Dictionary) -> None:
    u = u_of("What did Dr. Han tell me about my diet?", index, dictionary)
    bp = rec("r1", "vital:systolic_bp", dt.date(2026, 3, 1), 130, type="vital_sign")
    f = FactHit(fact("f1", "t-9", "Dr. Han said to cut back on sodium"), vector_rank=1, vector_score=0.7,
                text_rank=1, rrf=2 / 61)
    out = fuse(u, "associative", [StructuredHit(bp, ["type"], 0.9)], [f], {}, dictionary, SAID, 10)
    assert out.items[0].id == "f1" and out.items[0].sources == ["vector", "fulltext"]
    assert out.items[0].provenance.turn_id == "t-9"


def test_weak_vector_only_facts_are_not_shown(index: AliasIndex, dictionary: Dictionary) -> None:
    u = u_of("what was the name of the dermatologist?", index, dictionary)
    strong = FactHit(fact("f1", "t1", "saw a dermatologist, Dr. Kim"), vector_rank=1, vector_score=0.8, rrf=1 / 61)
    weak = FactHit(fact("f2", "t2", "BP 120/80"), vector_rank=2, vector_score=0.5, rrf=1 / 62)
    out = fuse(u, "associative", [], [strong, weak], {}, dictionary, SAID, 10)
    assert [i.id for i in out.items] == ["f1"]


def test_snapshot_keeps_what_is_current_and_active(dictionary: Dictionary) -> None:
    typed = [
        rec("a1", "drug:penicillin", dt.date(2025, 1, 1), 0, type="allergy", reaction="hives"),
        rec("m1", "drug:metformin", dt.date(2026, 1, 1), 500, type="medication_regimen", start=dt.date(2026, 1, 1),
            status="active"),
        rec("m2", "drug:amoxicillin", dt.date(2026, 1, 1), 500, type="medication_regimen",
            start=dt.date(2026, 1, 1), expected_end=dt.date(2026, 1, 10), status="active"),
        rec("m3", "drug:lisinopril", dt.date(2025, 6, 1), 10, type="medication_regimen", status="stopped"),
        rec("h1", "condition:type_2_diabetes", dt.date(2020, 1, 1), 0, type="family_history", relation="father"),
        rec("h2", "condition:stroke", dt.date(2020, 1, 1), 0, type="family_history", relation="uncle"),
        rec("c1", "condition:hypertension", dt.date(2024, 1, 1), 0, type="condition", status="active"),
    ]
    latest = [rec("l1", "test:ldl_cholesterol", dt.date(2026, 3, 1), 96, band="normal")]
    snap = build_snapshot({"exists": True, "sex": "male", "birth_date": "1974-05-19"}, typed, latest, dictionary,
                          SAID.date())
    assert [e.record_ids for e in snap.active_regimens] == [["m1"]]
    assert [e.record_ids for e in snap.family_history] == [["h1"]]
    assert [e.record_ids for e in snap.allergies] == [["a1"]]
    assert snap.latest[0].band == "normal"
    assert any("age 51" in e.text for e in snap.profile)


def test_context_pack_cites_every_line_renders_depth3_and_keeps_the_budget(dictionary: Dictionary) -> None:
    items = [
        fuse_item for fuse_item in fuse(
            QueryUnderstanding(lang="en"), "structured",
            [StructuredHit(rec(f"r{n}", "test:ldl_cholesterol", dt.date(2026, 1, 1) + dt.timedelta(days=n), 100 + n),
                           ["alias"]) for n in range(40)],
            [], {}, dictionary, SAID, 50,
        ).items
    ]
    d3 = Depth3(
        trends=[TrendOut(coordinate="test:ldl_cholesterol", direction="down", method="theil_sen", n=3,
                         record_ids=["r1", "r2", "r3"], text="LDL going down over 3 readings")],
        causal=[CausalLinkOut(cause="drug:atorvastatin", effect="test:ldl_cholesterol", rule="mechanism",
                              confidence=0.8, evidence=["r9", "f1"], text="atorvastatin lowered LDL")],
    )
    pack = build_context_pack(items, [], None, d3, budget=400)
    lines = pack.text.splitlines()
    assert all(line.rstrip().endswith("]") and "[" in line for line in lines)
    assert pack.tokens <= 400 and pack.truncated
    assert any(line.startswith("trend: LDL going down") for line in lines)
    assert any(line.startswith("causal: atorvastatin lowered LDL [r9, f1]") for line in lines)
    assert pack.text == build_context_pack(items, [], None, d3, budget=400).text  # deterministic
    assert count_tokens(pack.text) == pack.tokens
    assert build_context_pack([], [], None, None).text == NOTHING


def test_retrieval_scoring() -> None:
    expect = {"relevant": [{"coordinate": "test:hba1c", "date": "2026-02-03"}, {"fact_contains": "jeju"}]}
    ranked = [{"coordinate": "test:ldl_cholesterol", "date": "2026-02-03", "text": "x"},
              {"coordinate": None, "date": None, "text": "Back from Jeju!"},
              {"coordinate": "test:hba1c", "date": "2026-02-03", "text": "A1c"}]
    assert score(expect, ranked) == {"rr": 0.5, "recall": 1.0, "recall_10": 1.0, "precision": 2 / 3}
    assert score(expect, [])["rr"] == 0.0
