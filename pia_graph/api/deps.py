"""What a route may ask for, declared once as `Annotated` aliases: the runtime's parts, the current tenant,
and the caller's user id qualified by that tenant."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated

from fastapi import Depends, Path, Request
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from neo4j import Driver

from pia_graph.api.models import USER_ID_PATTERN
from pia_graph.api.store_health import StoreMonitor
from pia_graph.config import Settings
from pia_graph.errors import AuthenticationError
from pia_graph.hu2.regenerate import Regenerator
from pia_graph.memory.service import MemoryService
from pia_graph.memory.user_data import UserData
from pia_graph.tenants import Tenant, resolve_key


@dataclass
class Runtime:
    """What the lifespan opens once per process: the one driver, the service (with the embedding model)."""

    settings: Settings
    driver: Driver
    service: MemoryService
    users: UserData
    monitor: StoreMonitor
    regenerator: Regenerator | None = None  # HU2 on request, made on first use


def get_runtime(request: Request) -> Runtime:
    runtime: Runtime = request.app.state.runtime
    return runtime


RuntimeDep = Annotated[Runtime, Depends(get_runtime)]


def get_settings_dep(runtime: RuntimeDep) -> Settings:
    return runtime.settings


def get_service(runtime: RuntimeDep) -> MemoryService:
    return runtime.service


def get_users(runtime: RuntimeDep) -> UserData:
    return runtime.users


SettingsDep = Annotated[Settings, Depends(get_settings_dep)]
ServiceDep = Annotated[MemoryService, Depends(get_service)]
UsersDep = Annotated[UserData, Depends(get_users)]

_bearer = HTTPBearer(auto_error=False, description="A tenant's API key (`pia keys create --tenant T`).")


def current_tenant(
    request: Request,
    runtime: RuntimeDep,
    credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)],
) -> Tenant:
    runtime.monitor.check()  # every route that reaches the store comes through here
    if credentials is None or credentials.scheme.lower() != "bearer":
        raise AuthenticationError("send the tenant's API key as `Authorization: Bearer <key>`")
    tenant = resolve_key(runtime.driver, runtime.settings.neo4j_database, credentials.credentials)
    if tenant is None:
        raise AuthenticationError("unknown or revoked API key")
    request.scope.setdefault("pia.log", {})["tenant"] = tenant.tenant_id
    return tenant


TenantDep = Annotated[Tenant, Depends(current_tenant)]


@dataclass(frozen=True)
class UserRef:
    """A user as one tenant names it (`public`) and as it is stored (`key`, qualified by the tenant)."""

    tenant: Tenant
    public: str

    @property
    def key(self) -> str:
        return self.tenant.user_key(self.public)


def own_user(
    tenant: TenantDep,
    user_id: Annotated[str, Path(pattern=USER_ID_PATTERN, description="The tenant's id of the user.")],
) -> UserRef:
    """A key can only ever name its own tenant's users: every route reaches the store through this."""
    return UserRef(tenant=tenant, public=user_id)


OwnUser = Annotated[UserRef, Depends(own_user)]
