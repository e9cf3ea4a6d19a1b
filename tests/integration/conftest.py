"""Fixtures shared by the integration tests that run turns through ``MemoryService`` (the database and the
per-test ``user_id`` come from ``tests/conftest.py``). A module that needs the service otherwise made (with
embeddings, with its own settings) defines its own ``service`` fixture, which takes the place of this one."""

from __future__ import annotations

import pytest
from neo4j import Driver

from pia_graph.config import Settings
from pia_graph.memory import MemoryService


@pytest.fixture(scope="module")
def service(ontology_loaded: Driver, neo4j_settings: Settings) -> MemoryService:
    """The service on the real dictionary, with no embeddings and no HU2 debounce (a regeneration asked for runs
    at once)."""
    fast = neo4j_settings.model_copy(update={"hu2_debounce_s": 0.0})
    return MemoryService.create(ontology_loaded, fast, embeddings=False)
