"""HU2 through the API: the served understanding (null until generated, then cited and stale-flagged), a
regeneration on request that uses depth 3's trends, and isolation between tenants and users."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

pytestmark = pytest.mark.integration

# A fasting glucose that falls week after week, a drug started before it, and an allergy.
CAROL = [
    ("2026-01-05T08:00:00+09:00", "I started metformin 500 mg twice a day"),
    ("2026-01-06T08:00:00+09:00", "I'm allergic to penicillin"),
    ("2026-01-07T08:00:00+09:00", "My fasting glucose was 162 this morning"),
    ("2026-01-21T08:00:00+09:00", "My fasting glucose was 150 this morning"),
    ("2026-02-04T08:00:00+09:00", "My fasting glucose was 139 this morning"),
    ("2026-02-18T08:00:00+09:00", "My fasting glucose was 128 this morning"),
    ("2026-03-04T08:00:00+09:00", "My fasting glucose was 118 this morning"),
]
DAVE = [("2026-03-01T08:00:00+09:00", "My weight was 81 kg this morning")]


@pytest.fixture
def carol_and_dave(api: TestClient, tenant_a: Any, tenant_b: Any) -> Iterator[tuple[str, str]]:
    carol, dave = f"carol-{uuid.uuid4().hex[:8]}", f"dave-{uuid.uuid4().hex[:8]}"
    for uid, turns in ((carol, CAROL), (dave, DAVE)):
        api.put(f"/v1/users/{uid}/profile", json={"sex": "female", "birth_date": "1970-05-02"},
                headers=tenant_a.headers)
        for n, (said_at, text) in enumerate(turns):
            body = {"turn_id": f"t{n}", "text": text, "said_at": said_at}
            assert api.post(f"/v1/users/{uid}/turns", json=body, headers=tenant_a.headers).status_code == 200
    yield carol, dave
    for uid in (carol, dave):
        for caller in (tenant_a, tenant_b):
            api.delete(f"/v1/users/{uid}", headers=caller.headers)


def _cited(u: dict[str, Any]) -> set[str]:
    return set(u["cited_ids"])


def _stored_ids(api: TestClient, uid: str, headers: dict[str, str]) -> set[str]:
    export = api.get(f"/v1/users/{uid}/export", headers=headers).json()
    return {r["record_id"] for r in export["records"]} | {f["fact_id"] for f in export["facts"]}


def test_understanding_is_null_until_generated_then_cited_and_stale_after_a_turn(
        api: TestClient, tenant_a: Any, carol_and_dave: tuple[str, str]) -> None:
    carol, _ = carol_and_dave
    url = f"/v1/users/{carol}/understanding"
    first = api.get(url, headers=tenant_a.headers)
    assert first.status_code == 200 and first.json()["understanding"] is None

    made = api.post(f"{url}/regenerate", headers=tenant_a.headers)
    assert made.status_code == 200, made.text
    body = made.json()
    assert body["regenerated"] == "done" and body["user_id"] == carol
    u = body["understanding"]
    assert u["user_id"] == carol and u["stale"] is False
    assert set(u["fields"]) == {"who", "physical_state", "behavioral_state", "medical_constraints",
                                "trajectory_goal", "trajectory_preference", "recommendation"}
    assert "penicillin" in u["fields"]["medical_constraints"].lower()
    assert _cited(u) - {"profile"} <= _stored_ids(api, carol, tenant_a.headers)

    # Depth 3 feeds HU2: the falling glucose is a trend sentence citing the glucose records.
    rules = [s["rule"] for sentences in u["sentences"].values() for s in sentences]
    assert any(r.startswith("goal.trend.") for r in rules), rules

    assert api.get(url, headers=tenant_a.headers).json()["understanding"]["version"] == u["version"]
    turn = {"turn_id": "t-late", "text": "My fasting glucose was 112 this morning",
            "said_at": "2026-03-18T08:00:00+09:00"}
    assert api.post(f"/v1/users/{carol}/turns", json=turn, headers=tenant_a.headers).status_code == 200
    assert api.get(url, headers=tenant_a.headers).json()["understanding"]["stale"] is True


def test_understanding_routes_keep_tenants_and_users_apart(
        api: TestClient, tenant_a: Any, tenant_b: Any, carol_and_dave: tuple[str, str]) -> None:
    carol, dave = carol_and_dave
    for uid in (carol, dave):
        assert api.post(f"/v1/users/{uid}/understanding/regenerate", headers=tenant_a.headers).status_code == 200
    for method, suffix in (("get", ""), ("post", "/regenerate")):
        denied = api.request(method, f"/v1/users/{carol}/understanding{suffix}", headers=tenant_b.headers)
        assert denied.status_code == 404 and denied.json()["error"] == "unknown_user", (method, suffix)
    dave_u = api.get(f"/v1/users/{dave}/understanding", headers=tenant_a.headers).json()["understanding"]
    carol_ids = _stored_ids(api, carol, tenant_a.headers)
    assert not _cited(dave_u) & carol_ids
    assert "penicillin" not in " ".join(dave_u["fields"].values()).lower()
    assert "glucose" not in " ".join(dave_u["fields"].values()).lower()
