"""The app factory. The lifespan opens the process's one Neo4j driver and builds the one MemoryService
(with its embedding model); routes reach them through the dependencies of `deps.py`."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI

from pia_graph.api import errors
from pia_graph.api.deps import Runtime
from pia_graph.api.logs import RequestLogMiddleware
from pia_graph.api.routes import candidates, health, recall, records, turns, understanding, users
from pia_graph.api.store_health import StoreMonitor
from pia_graph.config import Settings, get_settings
from pia_graph.db.driver import open_driver
from pia_graph.hu2.regenerate import Regenerator
from pia_graph.memory.service import MemoryService
from pia_graph.memory.user_data import UserData
from pia_graph.memory.warm_up import warm_up_if_on

log = logging.getLogger(__name__)

DESCRIPTION = """The health agent's memory. Every route but the health checks takes a tenant's API key as
`Authorization: Bearer <key>`; a key reaches only its own tenant's users. Errors name the field to fix."""


def create_app(settings: Settings | None = None, *, embeddings: bool = True) -> FastAPI:
    """A new app. `settings` defaults to the environment's (`PIA_` variables); `embeddings=False` skips the
    embedding model (facts are then stored without vectors)."""
    cfg = settings or get_settings()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        driver = open_driver(cfg)
        try:
            driver.verify_connectivity()
            service = MemoryService.create(driver, cfg, embeddings=embeddings)
            regenerator = Regenerator.create(driver, cfg, service.dictionary, service.index)
            # before the app answers: a user's first turns must not pay for cold plans and tables (warm_up.py)
            warm_up_if_on(service, regenerator=regenerator)
            monitor = StoreMonitor(driver, cfg.neo4j_database)
            app.state.runtime = Runtime(
                settings=cfg, driver=driver, service=service, users=UserData(driver, cfg.neo4j_database),
                monitor=monitor, regenerator=regenerator,
            )
            monitor.start()
            log.info("API ready on Neo4j %s", cfg.bolt_uri)
            try:
                yield
            finally:
                monitor.stop()
        finally:
            driver.close()

    app = FastAPI(
        title="PIA graph", version="0.1.0", description=DESCRIPTION, lifespan=lifespan,
        openapi_tags=[
            {"name": "memory",
             "description": "Retain turns; recall, context pack and snapshot; records and trajectories."},
            {"name": "users", "description": "Profile, export and erasure."},
            {"name": "curation", "description": "The curators' queue of unknown terms."},
            {"name": "health", "description": "Liveness and readiness."},
        ],
    )
    app.state.retry_after_s = cfg.api_retry_after_s
    errors.install(app)
    app.add_middleware(RequestLogMiddleware)
    for module in (health, turns, recall, records, users, understanding, candidates):
        app.include_router(module.router)
    return app
