"""A key reaches only its own tenant's users, and a user id only that user's data, on every route."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

pytestmark = pytest.mark.integration

ALICE = ["My fasting glucose was 132 this morning", "I'm allergic to penicillin", "I take lisinopril 10 mg daily"]
BOB = ["My fasting glucose was 99 this morning", "I got my flu shot last week"]

# Every route that names a user, and how this module reaches it; a new route fails the coverage test below
# until it has an isolation test here.
USER_ROUTES = {
    ("post", "/v1/users/{user_id}/turns"),
    ("get", "/v1/users/{user_id}/records"),
    ("get", "/v1/users/{user_id}/trajectories/{coordinate}"),
    ("put", "/v1/users/{user_id}/profile"),
    ("get", "/v1/users/{user_id}/export"),
    ("delete", "/v1/users/{user_id}"),
}


@pytest.fixture
def two_users(api: TestClient, tenant_a: Any, tenant_b: Any, make_turn: Any) -> Iterator[tuple[str, str]]:
    """Tenant A's users alice and bob, with their own turns; erased for both tenants afterwards."""
    alice, bob = f"alice-{uuid.uuid4().hex[:8]}", f"bob-{uuid.uuid4().hex[:8]}"
    for uid, texts in ((alice, ALICE), (bob, BOB)):
        api.put(f"/v1/users/{uid}/profile", json={"sex": "female"}, headers=tenant_a.headers)
        for n, text in enumerate(texts):
            r = api.post(f"/v1/users/{uid}/turns", json=make_turn(f"t{n}", text), headers=tenant_a.headers)
            assert r.status_code == 200, r.text
    yield alice, bob
    for uid in (alice, bob):
        for caller in (tenant_a, tenant_b):
            api.delete(f"/v1/users/{uid}", headers=caller.headers)


def _ids(rows: list[dict[str, Any]]) -> set[str]:
    return {r["record_id"] for r in rows}


def test_every_user_route_is_covered_here(api: TestClient) -> None:
    paths = api.app.openapi()["paths"]  # type: ignore[attr-defined]
    found = {(method, path) for path, ops in paths.items() if "{user_id}" in path for method in ops}
    covered = USER_ROUTES | RECALL_ROUTES | UNDERSTANDING_ROUTES
    assert found <= covered, sorted(found - covered)


# Covered in test_api_understanding.py.
UNDERSTANDING_ROUTES = {
    ("get", "/v1/users/{user_id}/understanding"),
    ("post", "/v1/users/{user_id}/understanding/regenerate"),
}

# Covered in test_api_recall.py (vector and full-text paths included).
RECALL_ROUTES = {
    ("post", "/v1/users/{user_id}/recall"),
    ("post", "/v1/users/{user_id}/context"),
    ("get", "/v1/users/{user_id}/snapshot"),
}


def test_other_tenant_cannot_read_a_user(api: TestClient, tenant_a: Any, tenant_b: Any,
                                         two_users: tuple[str, str]) -> None:
    alice, _ = two_users
    for url, params in ((f"/v1/users/{alice}/records", {}),
                        (f"/v1/users/{alice}/trajectories/test:fasting_glucose", {}),
                        (f"/v1/users/{alice}/export", {"format": "json"}),
                        (f"/v1/users/{alice}/export", {"format": "fhir"})):
        assert api.get(url, params=params, headers=tenant_a.headers).status_code == 200, url
        denied = api.get(url, params=params, headers=tenant_b.headers)
        assert denied.status_code == 404 and denied.json()["error"] == "unknown_user", url


def test_other_tenant_writes_land_in_its_own_user(api: TestClient, tenant_a: Any, tenant_b: Any,
                                                 two_users: tuple[str, str], make_turn: Any) -> None:
    alice, _ = two_users
    before = _ids(api.get(f"/v1/users/{alice}/records", headers=tenant_a.headers).json()["records"])
    # The same user id and the same turn id with other text: no 409, because it is another tenant's user.
    wrote = api.post(f"/v1/users/{alice}/turns", json=make_turn("t0", "My fasting glucose was 250 today"),
                     headers=tenant_b.headers)
    assert wrote.status_code == 200 and wrote.json()["written"], wrote.text
    assert api.put(f"/v1/users/{alice}/profile", json={"sex": "male"}, headers=tenant_b.headers).status_code == 200
    theirs = api.get(f"/v1/users/{alice}/records", headers=tenant_b.headers).json()["records"]
    assert [r["value"] for r in theirs] == [250.0]
    assert not _ids(theirs) & before
    after = api.get(f"/v1/users/{alice}/records", headers=tenant_a.headers).json()["records"]
    assert _ids(after) == before
    assert api.get(f"/v1/users/{alice}/export", headers=tenant_a.headers).json()["profile"]["sex"] == "female"
    traj = api.get(f"/v1/users/{alice}/trajectories/test:fasting_glucose", headers=tenant_a.headers).json()
    assert [p["value"] for p in traj["points"]] == [132.0]


def test_other_tenant_cannot_erase_a_user(api: TestClient, tenant_a: Any, tenant_b: Any,
                                         two_users: tuple[str, str]) -> None:
    alice, _ = two_users
    gone = api.delete(f"/v1/users/{alice}", headers=tenant_b.headers).json()
    assert not gone["existed"] and gone["deleted_nodes"] == 0
    assert api.get(f"/v1/users/{alice}/records", headers=tenant_a.headers).json()["count"] == 3


def test_users_of_one_tenant_see_only_their_own(api: TestClient, tenant_a: Any, two_users: tuple[str, str]) -> None:
    alice, bob = two_users
    a = api.get(f"/v1/users/{alice}/records", headers=tenant_a.headers).json()["records"]
    b = api.get(f"/v1/users/{bob}/records", headers=tenant_a.headers).json()["records"]
    assert {r["coordinate"] for r in a} == {"test:fasting_glucose", "drug:penicillin", "drug:lisinopril"}
    assert {r["coordinate"] for r in b} == {"test:fasting_glucose", "vaccine:influenza"}
    assert not _ids(a) & _ids(b)
    traj = api.get(f"/v1/users/{bob}/trajectories/test:fasting_glucose", headers=tenant_a.headers).json()
    assert [p["value"] for p in traj["points"]] == [99.0]
    export = api.get(f"/v1/users/{bob}/export", headers=tenant_a.headers).json()
    assert [t["text"] for t in export["turns"]] == BOB
    assert not {f["fact_id"] for f in export["facts"]} & {
        f["fact_id"] for f in api.get(f"/v1/users/{alice}/export", headers=tenant_a.headers).json()["facts"]}
    erased = api.delete(f"/v1/users/{bob}", headers=tenant_a.headers).json()
    assert erased["remaining_nodes"] == 0
    assert len(api.get(f"/v1/users/{alice}/records", headers=tenant_a.headers).json()["records"]) == 3
