"""API keys per tenant, stored in Neo4j as SHA-256 hashes; the key itself is shown once, at creation.

A key is `pia_<key_id>_<secret>`: the key id is public (listings, revocation, logs), the secret is 32 random
bytes. Such a key has full entropy, so one SHA-256 is enough (no slow password hash is needed).

A tenant's users live in their own id space: the stored user id is `<tenant>:<user id>`, so that a key can
never name, read or erase another tenant's user, and every named query anchors on that one id.
"""

from __future__ import annotations

import hashlib
import re
import secrets
from dataclasses import dataclass
from typing import Any

from neo4j import Driver

from pia_graph.db.queries import run_read, run_write
from pia_graph.errors import InvalidInputError

_TENANT = re.compile(r"^[a-z0-9][a-z0-9_-]{0,31}$")


@dataclass(frozen=True)
class Tenant:
    tenant_id: str
    key_id: str

    def user_key(self, user_id: str) -> str:
        """The stored user id of one of this tenant's users."""
        return f"{self.tenant_id}:{user_id}"

    @property
    def user_prefix(self) -> str:
        return f"{self.tenant_id}:"


@dataclass(frozen=True)
class CreatedKey:
    tenant_id: str
    key_id: str
    key: str


def check_tenant_id(tenant_id: str) -> str:
    if not _TENANT.match(tenant_id):
        raise InvalidInputError(
            f"invalid tenant id {tenant_id!r}: 1-32 of lower-case letters, digits, _ and -, starting with a "
            "letter or digit", field="tenant",
        )
    return tenant_id


def hash_key(key: str) -> str:
    return hashlib.sha256(key.encode("utf-8")).hexdigest()


def create_key(driver: Driver, database: str, tenant_id: str) -> CreatedKey:
    check_tenant_id(tenant_id)
    key_id = secrets.token_hex(6)
    key = f"pia_{key_id}_{secrets.token_urlsafe(32)}"
    run_write(driver, "tenant_key_create", database=database, tenant_id=tenant_id, key_id=key_id,
              key_hash=hash_key(key))
    return CreatedKey(tenant_id=tenant_id, key_id=key_id, key=key)


def revoke_keys(driver: Driver, database: str, tenant_id: str, key_id: str = "") -> list[str]:
    """Revokes one key of the tenant, or all of them when `key_id` is empty; returns the ids revoked."""
    check_tenant_id(tenant_id)
    rows = run_write(driver, "tenant_key_revoke", database=database, tenant_id=tenant_id, key_id=key_id)
    return [row["key_id"] for row in rows]


def list_keys(driver: Driver, database: str, tenant_id: str) -> list[dict[str, Any]]:
    check_tenant_id(tenant_id)
    return run_read(driver, "tenant_key_list", database=database, tenant_id=tenant_id)


def resolve_key(driver: Driver, database: str, key: str) -> Tenant | None:
    """The tenant of a live key, or None for an unknown or revoked one."""
    if not key.startswith("pia_") or len(key) > 200:
        return None
    rows = run_read(driver, "tenant_key_resolve", database=database, key_hash=hash_key(key))
    if not rows:
        return None
    return Tenant(tenant_id=rows[0]["tenant_id"], key_id=rows[0]["key_id"])
