"""Every route against the real Neo4j: what it stores and answers, and the errors that say what to fix."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient
from fhir.resources.R4B.bundle import Bundle

pytestmark = pytest.mark.integration

GLUCOSE = "My fasting glucose was 132 this morning, and I took my metformin 500 mg."


def _post(api: TestClient, caller: Any, uid: str, body: dict[str, str]) -> Any:
    return api.post(f"/v1/users/{uid}/turns", json=body, headers=caller.headers)


def test_health_and_readiness(api: TestClient) -> None:
    assert api.get("/healthz").json() == {"status": "ok"}
    ready = api.get("/readyz")
    assert ready.status_code == 200, ready.text
    assert {c["name"]: c["ok"] for c in ready.json()["checks"]} == {"neo4j": True, "schema": True, "dictionary": True}


def test_retain_stores_records_and_is_idempotent(
    api: TestClient, tenant_a: Any, public_id: str, make_turn: Any
) -> None:
    first = _post(api, tenant_a, public_id, make_turn("t1", GLUCOSE))
    assert first.status_code == 200, first.text
    body = first.json()
    assert body["user_id"] == public_id and body["written"] and not body["duplicate"]
    coords = {r["coordinate"]: r for r in body["records"]}
    assert coords["test:fasting_glucose"]["value"] == 132.0 and coords["test:fasting_glucose"]["band_flag"] == "high"
    assert "drug:metformin" in coords
    again = _post(api, tenant_a, public_id, make_turn("t1", GLUCOSE)).json()
    assert again["duplicate"] and not again["written"]
    records = api.get(f"/v1/users/{public_id}/records", headers=tenant_a.headers).json()
    assert records["count"] == 2 and records["user_id"] == public_id
    assert all("user_id" not in r and "embedding" not in r for r in records["records"])


def test_record_filters(api: TestClient, tenant_a: Any, public_id: str, make_turn: Any) -> None:
    _post(api, tenant_a, public_id, make_turn("t1", GLUCOSE, "2026-03-11T08:10:00+09:00"))
    _post(api, tenant_a, public_id, make_turn("t2", "My fasting glucose was 118 today", "2026-04-20T08:00:00+09:00"))
    url = f"/v1/users/{public_id}/records"
    labs = api.get(url, params={"type": "lab_result"}, headers=tenant_a.headers).json()["records"]
    assert [r["value"] for r in labs] == [118.0, 132.0]  # newest first
    meds = api.get(url, params={"coordinate": "drug:metformin"}, headers=tenant_a.headers).json()["records"]
    assert [r["type"] for r in meds] == ["medication_intake"]
    april = api.get(url, params={"from": "2026-04-01", "to": "2026-04-30"}, headers=tenant_a.headers).json()
    assert [r["value"] for r in april["records"]] == [118.0]
    traj = api.get(f"/v1/users/{public_id}/trajectories/test:fasting_glucose", headers=tenant_a.headers).json()
    assert [p["value"] for p in traj["points"]] == [132.0, 118.0]  # oldest first, along NEXT
    bad = api.get(url, params={"from": "March"}, headers=tenant_a.headers)
    assert bad.status_code == 422 and bad.json()["fields"][0]["field"] == "query.from"


def test_errors_name_what_to_fix_and_store_nothing(
    api: TestClient, tenant_a: Any, public_id: str, make_turn: Any, neo4j_driver: Any, neo4j_settings: Any,
) -> None:
    from pia_graph.db.queries import run_read

    naive = _post(api, tenant_a, public_id, make_turn("t2", GLUCOSE, "2026-03-11T08:10:00"))
    assert naive.status_code == 422 and naive.json()["fields"][0]["field"] == "body.said_at"
    assert "2026-03-11T08:10:00" in str(naive.json()["fields"][0]["value"])
    too_long = _post(api, tenant_a, public_id, make_turn("t3", "glucose 100 " * 400))
    assert too_long.status_code == 413 and too_long.json()["error"] == "text_too_long"
    stored = run_read(neo4j_driver, "user_erase_audit", database=neo4j_settings.neo4j_database,
                      user_id=f"{tenant_a.tenant_id}:{public_id}")
    assert stored[0]["nodes"] == 0  # nothing of any refused request was written
    assert api.get(f"/v1/users/{public_id}/records", headers=tenant_a.headers).status_code == 404
    assert _post(api, tenant_a, public_id, make_turn("t1", GLUCOSE)).status_code == 200
    conflict = _post(api, tenant_a, public_id, make_turn("t1", "I slept badly"))
    assert conflict.status_code == 409 and conflict.json()["error"] == "turn_conflict"
    missing = api.post(f"/v1/users/{public_id}/turns", json={"said_at": "2026-03-11T08:10:00+09:00"},
                       headers=tenant_a.headers)
    assert {f["field"] for f in missing.json()["fields"]} == {"body.turn_id", "body.text"}


def test_an_implausible_value_is_left_out_and_named_the_rest_stored(
    api: TestClient, tenant_a: Any, public_id: str, make_turn: Any,
) -> None:
    text = "my blood pressure was 420/80 this morning, weight 81 kg"
    answer = _post(api, tenant_a, public_id, make_turn("t1", text))
    assert answer.status_code == 200, answer.text
    body = answer.json()
    assert body["written"] and [r["coordinate"] for r in body["records"]] == ["body:weight"] and body["facts"]
    rejection, part = body["rejections"]
    assert rejection["code"] == "out_of_bounds" and rejection["coordinate"] == "vital:systolic_bp"
    assert (part["code"], part["coordinate"], part["value"]) == ("part_of_rejected", "vital:diastolic_bp", 80.0)
    assert rejection["value"] == 420.0 and text[rejection["span_start"]:rejection["span_end"]] == rejection["span"]


def test_keys(api: TestClient, tenant_a: Any, public_id: str, neo4j_driver: Any, neo4j_settings: Any) -> None:
    from pia_graph.tenants import create_key, revoke_keys

    url = f"/v1/users/{public_id}/records"
    assert api.get(url).status_code == 401
    assert api.get(url, headers={"Authorization": "Bearer pia_nope_nope"}).status_code == 401
    extra = create_key(neo4j_driver, neo4j_settings.neo4j_database, tenant_a.tenant_id)
    headers = {"Authorization": f"Bearer {extra.key}"}
    assert api.put(f"/v1/users/{public_id}/profile", json={"sex": "male"}, headers=headers).status_code == 200
    assert revoke_keys(neo4j_driver, neo4j_settings.neo4j_database, tenant_a.tenant_id, extra.key_id) == [extra.key_id]
    assert api.get(url, headers=headers).status_code == 401
    assert api.get(url, headers=tenant_a.headers).status_code == 200  # the tenant's other key still works


def test_profile_export_and_fhir(api: TestClient, tenant_a: Any, public_id: str, make_turn: Any) -> None:
    put = api.put(f"/v1/users/{public_id}/profile", json={"sex": "female", "birth_date": "1968-04-02"},
                  headers=tenant_a.headers)
    assert put.json() == {"user_id": public_id, "sex": "female", "birth_date": "1968-04-02"}
    texts = [GLUCOSE, "I'm allergic to penicillin", "My mother had breast cancer", "I had my appendix removed in 2015",
             "I got my flu shot last week", "I have type 2 diabetes", "My blood pressure was 150/95 this morning"]
    for n, text in enumerate(texts):
        assert _post(api, tenant_a, public_id, make_turn(f"t{n}", text)).status_code == 200
    plain = api.get(f"/v1/users/{public_id}/export", headers=tenant_a.headers).json()
    assert [t["turn_id"] for t in plain["turns"]] == [f"t{n}" for n in range(len(texts))]
    assert plain["profile"] == {"sex": "female", "birth_date": "1968-04-02"}
    fhir = api.get(f"/v1/users/{public_id}/export", params={"format": "fhir"}, headers=tenant_a.headers)
    assert fhir.headers["content-type"].startswith("application/fhir+json")
    bundle = Bundle.model_validate(fhir.json())
    assert Bundle.model_validate_json(bundle.model_dump_json()) == bundle  # round trip
    kinds = [e.resource.get_resource_type() for e in bundle.entry or []]
    for kind in ("Patient", "Observation", "MedicationStatement", "AllergyIntolerance", "FamilyMemberHistory",
                 "Procedure", "Immunization", "Condition", "Provenance"):
        assert kind in kinds, kind
    by_kind = {e.resource.get_resource_type(): e.resource for e in reversed(bundle.entry or [])}
    glucose = next(e.resource for e in bundle.entry or [] if e.resource.get_resource_type() == "Observation"
                   and e.resource.code.coding[0].code == "1558-6")
    assert glucose.valueQuantity.system == "http://unitsofmeasure.org" and glucose.valueQuantity.code == "mg/dL"
    assert glucose.interpretation[0].coding[0].code == "H"
    assert by_kind["Patient"].gender == "female"
    provenance = [e.resource for e in bundle.entry or [] if e.resource.get_resource_type() == "Provenance"]
    assert {p.entity[0].what.identifier.value for p in provenance} == {f"t{n}" for n in range(len(texts))}
    urls = {e.fullUrl for e in bundle.entry or []}
    assert all(t.reference in urls for p in provenance for t in p.target)


def test_erasure_is_complete_audited_and_idempotent(
    api: TestClient, tenant_a: Any, public_id: str, make_turn: Any, neo4j_driver: Any, neo4j_settings: Any,
) -> None:
    from pia_graph.db.queries import run_read

    _post(api, tenant_a, public_id, make_turn("t1", GLUCOSE))
    _post(api, tenant_a, public_id, make_turn("t2", "I took Zorblatix 20 mg for my knee"))  # a curator candidate
    key = f"{tenant_a.tenant_id}:{public_id}"
    before = run_read(neo4j_driver, "user_erase_audit", database=neo4j_settings.neo4j_database, user_id=key)[0]
    assert before["nodes"] > 3
    done = api.delete(f"/v1/users/{public_id}", headers=tenant_a.headers).json()
    assert done["existed"] and done["deleted_nodes"] == before["nodes"]
    assert done["remaining_nodes"] == 0 and done["remaining_contexts"] == 0
    after = run_read(neo4j_driver, "user_erase_audit", database=neo4j_settings.neo4j_database, user_id=key)[0]
    assert after == {"nodes": 0, "contexts": 0}
    again = api.delete(f"/v1/users/{public_id}", headers=tenant_a.headers).json()
    assert not again["existed"] and again["deleted_nodes"] == 0 and again["remaining_nodes"] == 0
    assert api.get(f"/v1/users/{public_id}/records", headers=tenant_a.headers).status_code == 404


def test_candidate_queue_quotes_only_the_tenants_own_users(
    api: TestClient, tenant_a: Any, tenant_b: Any, public_id: str, make_turn: Any,
) -> None:
    posted = _post(api, tenant_a, public_id, make_turn("t1", "I started taking Quuxaprol 20 mg this week"))
    assert posted.json()["candidates"] == ["Quuxaprol"], posted.text
    norm = posted.json()["candidates"][0].lower()
    mine = api.get("/v1/candidates", params={"limit": 500}, headers=tenant_a.headers).json()["candidates"]
    theirs = api.get("/v1/candidates", params={"limit": 500}, headers=tenant_b.headers).json()["candidates"]
    own = next(c for c in mine if c["norm"] == norm)
    other = next(c for c in theirs if c["norm"] == norm)
    assert own["context"] and "Quuxaprol" in own["context"]
    assert other["context"] is None
