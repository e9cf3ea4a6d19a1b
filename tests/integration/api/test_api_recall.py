"""The read path over HTTP: recall, the context pack and the snapshot; and isolation on each of them, on the
vector and full-text paths included: two tenants' users of the same id, and two users of one tenant, who said
the very same sentences, never get one another's records or facts."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

pytestmark = pytest.mark.integration

HISTORY = [
    ("2026-02-03T09:00:00+09:00", "My LDL was 162 at the checkup, and HbA1c 6.1%."),
    ("2026-02-10T20:00:00+09:00", "Dr. Kang, the dermatologist in Busan, gave me a cream for the rash on my arm."),
    ("2026-02-11T08:00:00+09:00", "I'm allergic to penicillin, I get hives."),
    ("2026-03-02T08:00:00+09:00", "Started atorvastatin 20 mg once a day."),
]
ASKED_AT = "2026-04-01T09:00:00+09:00"
QUESTIONS = ["what was the name of the dermatologist in Busan?", "What was my last LDL?",
             "What meds am I on right now?"]


def _stock(api: TestClient, caller: Any, uid: str) -> None:
    api.put(f"/v1/users/{uid}/profile", json={"sex": "male", "birth_date": "1970-05-01"}, headers=caller.headers)
    for n, (said_at, text) in enumerate(HISTORY):
        r = api.post(f"/v1/users/{uid}/turns", json={"turn_id": f"h{n}", "said_at": said_at, "text": text},
                     headers=caller.headers)
        assert r.status_code == 200 and r.json()["written"], r.text


def _owned(api: TestClient, caller: Any, uid: str) -> set[str]:
    data = api.get(f"/v1/users/{uid}/export", headers=caller.headers).json()
    return {r["record_id"] for r in data["records"]} | {f["fact_id"] for f in data["facts"]}


def _ids(recall: dict[str, Any]) -> set[str]:
    ids = {i["id"] for i in recall["items"]}
    for c in recall["conflicts"]:
        ids |= {c["current"]["id"], *(s["id"] for s in c["superseded"])}
    return ids | set(recall["context"]["cited_ids"])


@pytest.fixture(scope="module")
def stocked(api: TestClient, tenant_a: Any, tenant_b: Any) -> Iterator[dict[str, Any]]:
    """The same user id under tenants A and B, and a second user of A, all with the same history."""
    uid, other = f"rc-{uuid.uuid4().hex[:8]}", f"rc2-{uuid.uuid4().hex[:8]}"
    for caller, user in ((tenant_a, uid), (tenant_b, uid), (tenant_a, other)):
        _stock(api, caller, user)
    yield {"uid": uid, "other": other}
    for caller, user in ((tenant_a, uid), (tenant_b, uid), (tenant_a, other)):
        api.delete(f"/v1/users/{user}", headers=caller.headers)


def _ask(api: TestClient, caller: Any, uid: str, text: str, route: str = "recall", **extra: Any) -> Any:
    return api.post(f"/v1/users/{uid}/{route}", json={"text": text, "said_at": ASKED_AT, **extra},
                    headers=caller.headers)


def test_recall_answers_with_reasons_and_provenance(api: TestClient, tenant_a: Any, stocked: dict[str, Any]) -> None:
    out = _ask(api, tenant_a, stocked["uid"], "What was my last LDL?")
    assert out.status_code == 200, out.text
    body = out.json()
    assert body["user_id"] == stocked["uid"]
    top = body["items"][0]
    assert top["coordinate"] == "test:ldl_cholesterol" and top["value"] == 162.0
    assert top["why"] and top["provenance"]["turn_id"] == "h0"
    fact = _ask(api, tenant_a, stocked["uid"], QUESTIONS[0]).json()["items"][0]
    assert fact["kind"] == "fact" and "Kang" in fact["text"]
    assert set(fact["sources"]) == {"vector", "fulltext"}  # both associative paths answered


def test_context_pack_and_snapshot(api: TestClient, tenant_a: Any, stocked: dict[str, Any]) -> None:
    pack = _ask(api, tenant_a, stocked["uid"], "What was my last LDL?", route="context", depth=2)
    assert pack.status_code == 200, pack.text
    body = pack.json()
    assert body["depth"] == 2 and "allergy: Penicillin" in body["context"]["text"]
    assert set(body["context"]["cited_ids"]) <= _owned(api, tenant_a, stocked["uid"])
    snap = api.get(f"/v1/users/{stocked['uid']}/snapshot", params={"as_of": "2026-04-01"}, headers=tenant_a.headers)
    assert snap.status_code == 200, snap.text
    s = snap.json()["snapshot"]
    assert [e["coordinate"] for e in s["allergies"]] == ["drug:penicillin"]
    assert [e["coordinate"] for e in s["active_regimens"]] == ["drug:atorvastatin"]
    early = api.get(f"/v1/users/{stocked['uid']}/snapshot", params={"as_of": "2026-02-20"}, headers=tenant_a.headers)
    assert early.json()["snapshot"]["active_regimens"] == []  # atorvastatin started in March


def test_recall_of_an_unknown_user_is_404(api: TestClient, tenant_a: Any) -> None:
    for route in ("recall", "context"):
        r = _ask(api, tenant_a, f"nobody-{uuid.uuid4().hex[:6]}", "What was my last LDL?", route=route)
        assert r.status_code == 404 and "nobody" not in r.json()["message"]
    assert api.get(f"/v1/users/nobody-{uuid.uuid4().hex[:6]}/snapshot", headers=tenant_a.headers).status_code == 404


def test_no_read_route_crosses_tenants_or_users(
    api: TestClient, tenant_a: Any, tenant_b: Any, stocked: dict[str, Any],
) -> None:
    uid, other = stocked["uid"], stocked["other"]
    owners = {"A": (tenant_a, uid), "B": (tenant_b, uid), "A2": (tenant_a, other)}
    owned = {name: _owned(api, caller, user) for name, (caller, user) in owners.items()}
    assert all(owned.values())
    assert not owned["A"] & owned["B"] and not owned["A"] & owned["A2"] and not owned["B"] & owned["A2"]
    for name, (caller, user) in owners.items():
        for q in QUESTIONS:
            for depth in (1, 2):
                found = _ask(api, caller, user, q, depth=depth)
                assert found.status_code == 200, found.text
                assert _ids(found.json()) <= owned[name], (name, q)
                pack = _ask(api, caller, user, q, route="context", depth=depth).json()
                assert set(pack["context"]["cited_ids"]) <= owned[name], (name, q)
        fact = _ask(api, caller, user, QUESTIONS[0]).json()["items"][0]
        assert {"vector", "fulltext"} <= set(fact["sources"]) and fact["id"] in owned[name]
        snap = api.get(f"/v1/users/{user}/snapshot", headers=caller.headers).json()["snapshot"]
        cited = {i for part in snap.values() if isinstance(part, list) for e in part for i in e["record_ids"]}
        assert cited and cited <= owned[name]
    lonely = f"only-a-{uuid.uuid4().hex[:6]}"
    api.put(f"/v1/users/{lonely}/profile", json={"sex": "female"}, headers=tenant_a.headers)
    try:
        for route in ("recall", "context"):
            assert _ask(api, tenant_b, lonely, "What was my last LDL?", route=route).status_code == 404
        assert api.get(f"/v1/users/{lonely}/snapshot", headers=tenant_b.headers).status_code == 404
    finally:
        api.delete(f"/v1/users/{lonely}", headers=tenant_a.headers)
