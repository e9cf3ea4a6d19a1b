"""An app on the session's Neo4j (lifespan run by the test client), and two tenants with a key each."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from dataclasses import dataclass

import pytest
from fastapi.testclient import TestClient
from neo4j import Driver

from pia_graph.api import create_app
from pia_graph.config import Settings
from pia_graph.tenants import create_key, revoke_keys


@dataclass(frozen=True)
class Caller:
    tenant_id: str
    key: str

    @property
    def headers(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.key}"}


@pytest.fixture(scope="session")
def api(ontology_loaded: Driver, neo4j_settings: Settings) -> Iterator[TestClient]:
    with TestClient(create_app(neo4j_settings)) as client:
        yield client


def _tenant(driver: Driver, settings: Settings) -> Iterator[Caller]:
    tenant_id = f"t-{uuid.uuid4().hex[:10]}"
    made = create_key(driver, settings.neo4j_database, tenant_id)
    yield Caller(tenant_id=tenant_id, key=made.key)
    revoke_keys(driver, settings.neo4j_database, tenant_id)


@pytest.fixture(scope="session")
def tenant_a(neo4j_driver: Driver, neo4j_settings: Settings) -> Iterator[Caller]:
    yield from _tenant(neo4j_driver, neo4j_settings)


@pytest.fixture(scope="session")
def tenant_b(neo4j_driver: Driver, neo4j_settings: Settings) -> Iterator[Caller]:
    yield from _tenant(neo4j_driver, neo4j_settings)


@pytest.fixture
def public_id(api: TestClient, tenant_a: Caller, tenant_b: Caller) -> Iterator[str]:
    """A fresh user id as the tenants name it; erased for both tenants after the test."""
    uid = f"u-{uuid.uuid4().hex[:10]}"
    yield uid
    for caller in (tenant_a, tenant_b):
        api.delete(f"/v1/users/{uid}", headers=caller.headers)


def turn(turn_id: str, text: str, said_at: str = "2026-03-11T08:10:00+09:00") -> dict[str, str]:
    return {"turn_id": turn_id, "said_at": said_at, "text": text}


@pytest.fixture(scope="session")
def make_turn() -> type[object]:
    """`make_turn(turn_id, text, said_at=...)`: a turn body."""
    return turn  # type: ignore[return-value]
