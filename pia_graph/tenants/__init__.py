"""Tenants of the HTTP API: hashed API keys, and user ids qualified by their tenant."""

from pia_graph.tenants.keys import (
    CreatedKey,
    Tenant,
    check_tenant_id,
    create_key,
    list_keys,
    resolve_key,
    revoke_keys,
)

__all__ = ["CreatedKey", "Tenant", "check_tenant_id", "create_key", "list_keys", "resolve_key", "revoke_keys"]
