"""The read path against the real Neo4j: recall end to end, and isolation on every path (structured, vector,
full-text), including a store of many users whose facts are near-identical to the asking user's."""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest
from neo4j import Driver

from pia_graph.config import Settings, get_settings
from pia_graph.db.queries import run_read, run_write
from pia_graph.db.schema import fact_vector_index
from pia_graph.demo.population import ASKED_AT, erase_users, make_users, template_vectors, write_users
from pia_graph.errors import UnknownUserError
from pia_graph.ingest.read_model import FeatureSpec
from pia_graph.memory import MemoryService, ProfileIn, TurnIn
from pia_graph.memory.recall_models import QueryIn, Recall
from pia_graph.retrieve.associative import fulltext_search, vector_search
from pia_graph.retrieve.coordinate_model import CoordinateModel, CoordinateThresholds

pytestmark = pytest.mark.integration

KST = dt.timezone(dt.timedelta(hours=9))
SPEC_NO_EMBEDDING = FeatureSpec(sizes=(1, 2, 3), buckets=64, embedding_dim=0, embedding_weight=0.0)
POPULATION = 200  # users of near-identical facts: enough that a plain top-k over the index is others' facts


@pytest.fixture(scope="module")
def service(ontology_loaded: Driver, neo4j_settings: Settings) -> Iterator[MemoryService]:
    yield MemoryService.create(ontology_loaded, neo4j_settings, embeddings=True)


def at(month: int, day: int, hour: int = 9) -> dt.datetime:
    return dt.datetime(2026, month, day, hour, 0, tzinfo=KST)


def ask(service: MemoryService, user_id: str, text: str, **kw: object) -> Recall:
    return service.recall(user_id, QueryIn(text=text, said_at=at(4, 20, 20), **kw))  # type: ignore[arg-type]


def owned_ids(service: MemoryService, user_id: str) -> set[str]:
    rows = run_read(service.driver, "records_list", database=service.database, user_id=user_id, types=[],
                    coordinates=[], since=None, until=None, include_superseded=True, limit=10000)
    ids = {r["record"]["record_id"] for r in rows}
    turns = run_read(service.driver, "recall_facts_of_turns", database=service.database, user_id=user_id,
                     turn_ids=[r["record"]["turn_id"] for r in rows] + list(_fact_turns(service, user_id)))
    return ids | {f["fact_id"] for f in turns}


def _fact_turns(service: MemoryService, user_id: str) -> set[str]:
    rows = run_read(service.driver, "recall_facts_exact", database=service.database, user_id=user_id,
                    vector=[1.0] + [0.0] * 383, k=1000)
    return {r["turn_id"] for r in rows}


def all_ids(out: Recall) -> set[str]:
    ids = {i.id for i in out.items} | set(out.context.cited_ids)
    for c in out.conflicts:
        ids |= {c.current.id} | {o.id for o in c.superseded}
    if out.snapshot is not None:
        for group in (out.snapshot.profile, out.snapshot.allergies, out.snapshot.conditions,
                      out.snapshot.family_history, out.snapshot.active_regimens, out.snapshot.latest,
                      out.snapshot.goals, out.snapshot.preferences):
            for e in group:
                ids |= set(e.record_ids)
    return ids


HISTORY = [
    (at(1, 12, 7), "Fasting sugar this morning was 118, not great."),
    (at(2, 3, 12), "Got my A1c checked at the clinic today: 6.4%."),
    (at(2, 15, 10), "LDL came back 130 and HDL 45 from this morning's blood draw."),
    (at(2, 20, 21), "Started rosuvastatin 10 mg at night."),
    (at(3, 5, 21), "The doctor switched me from rosuvastatin to atorvastatin 20 mg starting today."),
    (at(3, 10, 18), "Saw a dermatologist in Busan, Dr. Kang, about the rash on my arm."),
    (at(3, 22, 9), "BP 124/80 on the pharmacy machine today"),
    (at(4, 2, 11), "Repeat A1c today: 6.2%! Progress."),
    (at(4, 3, 9), "I'm allergic to penicillin, I get hives."),
]


@pytest.fixture
def stocked(service: MemoryService, user_id: str) -> str:
    service.set_profile(user_id, ProfileIn(sex="male", birth_date="1974-05-19"))
    for said_at, text in HISTORY:
        service.retain(user_id, TurnIn(text=text, said_at=said_at))
    return user_id


def test_a_named_test_returns_it_and_never_its_sibling(service: MemoryService, stocked: str) -> None:
    out = ask(service, stocked, "What was my last LDL?")
    records = [i for i in out.items if i.kind == "record"]
    assert records and records[0].coordinate == "test:ldl_cholesterol" and records[0].value == 130
    assert {i.coordinate for i in records} == {"test:ldl_cholesterol"}
    assert out.read.read and out.depth == 1 and out.snapshot is None


def test_a_named_drug_never_returns_the_other_statin(service: MemoryService, stocked: str) -> None:
    out = ask(service, stocked, "What dose of atorvastatin am I taking?")
    coords = {i.coordinate for i in out.items if i.kind == "record"}
    assert coords == {"drug:atorvastatin"}
    assert out.items[0].value == 20 and out.items[0].provenance.span


def test_concept_expansion_brings_the_panel(service: MemoryService, stocked: str) -> None:
    out = ask(service, stocked, "How are my diabetes numbers looking?")
    got = [(i.coordinate, i.date) for i in out.items[:3]]
    assert set(got) == {("test:hba1c", "2026-04-02"), ("test:hba1c", "2026-02-03"),
                        ("test:fasting_glucose", "2026-01-12")}


def test_a_question_understanding_cannot_place_is_placed_by_the_opinion_when_its_file_is_used(
    service: MemoryService, stocked: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Session 63: a toy opinion that puts every question at the A1c (its bias alone) answers a lay question that
    no alias or cue places; with the setting off, or on a question that names its test, it adds nothing."""
    path = tmp_path / "coordinate_model.json"
    toy = CoordinateModel(SPEC_NO_EMBEDDING, ("none", "test:hba1c"), np.zeros((SPEC_NO_EMBEDDING.buckets + 1, 2)),
                          np.asarray([0.0, 3.0]), CoordinateThresholds(0.5, 0.3, 2), ("toy",))
    path.write_text(json.dumps(toy.to_json()), encoding="utf-8")
    lay = "how did that thing they checked come out?"
    monkeypatch.setenv("PIA_COORDINATE_MODEL_PATH", str(path))
    get_settings.cache_clear()
    try:
        out = ask(service, stocked, lay, k=30)  # on the associative route its records come after the facts
        assert [d.reason for d in out.understanding.coordinates] == ["model_coordinate:0.95"], out.understanding
        placed = [i for i in out.items if any(w.startswith("model_coordinate:0.95") for w in i.why)]
        assert placed and {i.coordinate for i in placed} == {"test:hba1c"}, [(i.coordinate, i.why) for i in out.items]
        named = ask(service, stocked, "What was my last LDL?")
        assert {i.coordinate for i in named.items if i.kind == "record"} == {"test:ldl_cholesterol"}
        monkeypatch.setenv("PIA_COORDINATE_MODEL", "0")
        get_settings.cache_clear()
        off = ask(service, stocked, lay, k=30)
        assert not off.understanding.coordinates
        assert not any(w.startswith("model_coordinate") for i in off.items for w in i.why)
    finally:
        get_settings.cache_clear()


def test_a_fact_is_found_by_words_and_meaning(service: MemoryService, stocked: str) -> None:
    out = ask(service, stocked, "what was the name of the dermatologist in Busan?")
    assert out.items[0].kind == "fact" and "Kang" in out.items[0].text
    assert set(out.items[0].sources) == {"vector", "fulltext"}
    assert out.items[0].provenance.turn_id


def test_depth_two_adds_the_snapshot_and_the_pack_cites_it(service: MemoryService, stocked: str) -> None:
    out = ask(service, stocked, "What was my last LDL?", depth=2)
    assert out.depth == 2 and out.snapshot is not None
    record, *rest = out.items
    assert (record.kind, record.coordinate, record.value, record.date) == ("record", "test:ldl_cholesterol", 130,
                                                                           "2026-02-15")
    # after it only the sentence it was said in, cited on it (the user's words the record cannot hold)
    assert [(i.kind, i.date) for i in rest] == [("fact", "2026-02-15")]
    assert any(w == f"cited on {record.id}" for w in rest[0].why)
    snap = out.snapshot
    assert snap.as_of == dt.date(2026, 4, 20)
    assert [(e.coordinate, e.text) for e in snap.profile] == [
        ("profile:sex", "sex male"), ("profile:birth_date", "born 1974-05-19 (age 51)")]
    assert [(e.coordinate, e.text) for e in snap.active_regimens] == [
        ("drug:atorvastatin", "Atorvastatin 20 mg since 2026-03-05 (active)")]  # rosuvastatin stopped
    assert [(e.coordinate, e.text) for e in snap.allergies] == [
        ("drug:penicillin", "Penicillin (allergy) said 2026-04-03 (hives)")]
    # nothing in HISTORY is a condition (the rash went to a dermatologist visit), a family history, goal or wish
    assert snap.conditions == snap.family_history == snap.goals == snap.preferences == []
    # one latest value per measured coordinate of HISTORY, newest first: the repeat A1c, not the first one
    assert [(e.coordinate, e.value, e.date) for e in snap.latest] == [
        ("test:hba1c", 6.2, "2026-04-02"), ("vital:diastolic_bp", 80, "2026-03-22"),
        ("vital:systolic_bp", 124, "2026-03-22"), ("test:hdl_cholesterol", 45, "2026-02-15"),
        ("test:ldl_cholesterol", 130, "2026-02-15"), ("test:fasting_glucose", 118, "2026-01-12"),
    ]
    assert all(len(e.record_ids) == 1 for group in (snap.allergies, snap.active_regimens, snap.latest)
               for e in group)
    # the pack: the recalled record first, the sentence it was said in, then the snapshot, every line citing its ids
    lines = out.context.text.splitlines()
    assert [ln.rsplit(" [", 1)[0] for ln in lines] == [
        "recall: LDL cholesterol (calculated) 130 mg/dL on 2026-02-15 (borderline high (130-159))",
        "recall: said 2026-02-15: \"LDL came back 130 and HDL 45 from this morning's blood draw.\"",
        "allergy: Penicillin (allergy) said 2026-04-03 (hives)",
        "medication: Atorvastatin 20 mg since 2026-03-05 (active)",
        "profile: sex male",
        "profile: born 1974-05-19 (age 51)",
    ] + [f"latest: {e.text}" for e in snap.latest]
    assert lines[0].endswith(f"[{out.items[0].id}]") and out.context.tokens <= 1500
    # the pack cites exactly what it shows: the recalled record and the snapshot's records, all the user's own
    shown = [i.id for i in out.items] + [
        r for group in (snap.allergies, snap.active_regimens, snap.latest) for e in group for r in e.record_ids
    ]
    assert out.context.cited_ids == list(dict.fromkeys(shown)) and set(shown) <= owned_ids(service, stocked)


def test_a_ranked_record_quotes_the_users_sentence_it_was_written_from(service: MemoryService, stocked: str) -> None:
    """The record's quote is the sentence of its turn holding its span ("Progress." is the turn's other sentence);
    the context pack shows it beside the record's rendering; the statement reads the asking user's records only."""
    out = ask(service, stocked, "How are my diabetes numbers looking?")
    a1c = next(i for i in out.items if i.kind == "record" and i.date == "2026-04-02")
    assert a1c.quote == "Repeat A1c today: 6.2%!"
    assert f'(said: "{a1c.quote}")' in out.context.text
    assert all(i.quote for i in out.items if i.kind == "record")
    rows = run_read(service.driver, "recall_record_quotes", database=service.database, user_id=f"{stocked}-not",
                    record_ids=[a1c.id])
    assert rows == []
    # the recall statement reads the quote's turn text anchored on the asking user: another user's turn of the
    # same id (the key is (user_id, turn_id)) is never read
    other = f"{stocked}-twin"
    service.driver.execute_query(
        "CREATE (:Turn {user_id: $user_id, turn_id: $turn_id, text: 'Repeat A1c today: 9.9%!', "
        "text_analysed: 'Repeat A1c today: 9.9%!'})", user_id=other, turn_id=a1c.provenance.turn_id,
        database_=service.database)
    try:
        again = ask(service, stocked, "How are my diabetes numbers looking?")
        assert next(i for i in again.items if i.id == a1c.id).quote == "Repeat A1c today: 6.2%!"
    finally:
        service.driver.execute_query("MATCH (t:Turn {user_id: $user_id}) DELETE t", user_id=other,
                                     database_=service.database)


def test_an_unknown_user_is_an_error(service: MemoryService) -> None:
    with pytest.raises(UnknownUserError):
        ask(service, "nobody-here-123", "What was my last LDL?")


def test_two_users_with_the_same_sentences_never_see_each_other(
    service: MemoryService, stocked: str, neo4j_driver: Driver, neo4j_settings: Settings
) -> None:
    other = f"{stocked}-twin"
    try:
        for said_at, text in HISTORY:
            service.retain(other, TurnIn(text=text, said_at=said_at))
        mine, theirs = owned_ids(service, stocked), owned_ids(service, other)
        assert mine and theirs and not mine & theirs
        for q in ("What was my last LDL?", "what was the name of the dermatologist in Busan?",
                  "How are my diabetes numbers looking?", "부산 피부과 이름이 뭐였지?"):
            for depth in (1, 2):
                ids = all_ids(ask(service, stocked, q, depth=depth))
                assert ids <= mine, q
    finally:
        run_write(neo4j_driver, "user_erase", database=neo4j_settings.neo4j_database, user_id=other)


@pytest.fixture(scope="module")
def population(service: MemoryService, neo4j_settings: Settings) -> Iterator[list[str]]:
    vectors = template_vectors(service.embedder)
    users = make_users("isotest", 0, POPULATION, vectors, records_per_series=1)
    # the index mode's cell below needs the vector index, which the schema leaves out by default
    with fact_vector_index(service.driver, neo4j_settings):
        write_users(service.driver, service.database, users)
        run_read(service.driver, "schema_await_indexes", database=service.database, timeout_s=300)
        yield [u.user_id for u in users]
    erase_users(service.driver, service.database, [u.user_id for u in users])


def test_no_path_returns_another_users_facts_in_a_crowd_of_near_identical_ones(
    service: MemoryService, population: list[str]
) -> None:
    assert service.embedder is not None
    asking = population[17]  # make_users is deterministic: isotest-00017's ten facts, one per template
    mine = owned_ids(service, asking)
    vector = service.embedder.embed(["what was the name of the dermatologist in Busan?"])[0]
    exact = vector_search(service.driver, service.database, asking, vector, 10, "exact")
    # all ten of the user's facts and no other's, the dermatologist's first
    assert len(exact) == 10 and {f["fact_id"] for f in exact} <= mine
    assert exact[0]["text"] == DERMATOLOGIST_17
    # The same question over the approximate index without oversampling: its top-k is others' near-copies.
    plain = vector_search(service.driver, service.database, asking, vector, 10, "index", oversample=1)
    assert len(plain) < 10 and {f["fact_id"] for f in plain} <= mine
    for text, first in (("dermatologist Busan", DERMATOLOGIST_17), ("한의원 추천", HANUIWON_17),
                        ("gym commute", "User stopped going to the gym because the commute was too long.")):
        found = fulltext_search(service.driver, service.database, asking, text, 10)
        assert found and found[0]["text"] == first, (text, found)
        assert {f["fact_id"] for f in found} <= mine, text
    for q, top in (("what was the name of the dermatologist in Busan?", DERMATOLOGIST_17),
                   ("동생이 추천해준 한의원 이름이 뭐였지?", HANUIWON_17)):
        out = service.recall(asking, QueryIn(text=q, said_at=ASKED_AT))
        assert out.items[0].kind == "fact" and out.items[0].text == top, (q, [i.text for i in out.items])
        assert all_ids(out) <= mine, q
    for q, records in (("How is my cholesterol?", [("test:ldl_cholesterol", 93.8), ("test:hdl_cholesterol", 46.1)]),
                       ("What meds am I on right now?", [("drug:rosuvastatin", 10)])):
        out = service.recall(asking, QueryIn(text=q, said_at=ASKED_AT))
        assert [(i.kind, i.coordinate, i.value) for i in out.items] == [("record", *r) for r in records], q
        assert all_ids(out) <= mine, q
    out = service.recall(asking, QueryIn(text="how am I doing overall?", said_at=ASKED_AT))
    assert out.depth == 2 and out.items == [] and out.snapshot is not None
    assert [(e.coordinate, e.value) for e in out.snapshot.latest] == [
        ("body:weight", 74.7), ("test:ldl_cholesterol", 93.8), ("test:hdl_cholesterol", 46.1),
        ("vital:systolic_bp", 141.6), ("test:fasting_glucose", 111.7), ("vital:diastolic_bp", 86.7)]
    assert [e.coordinate for e in out.snapshot.active_regimens] == ["drug:rosuvastatin"]
    assert all_ids(out) <= mine


DERMATOLOGIST_17 = "User saw a dermatologist named Dr. Lim in Busan about the rash on User's arm."
HANUIWON_17 = "동생이 허리 아플 때 새봄한의원 가보라고 추천해줬어."
