"""What one user holds in the store, counted by label: shared by the write-path tests that check nothing leaked."""

from __future__ import annotations

from pia_graph.db.queries import run_read
from pia_graph.memory import MemoryService


def node_counts(service: MemoryService, user_id: str) -> dict[str, int]:
    """The user's nodes per label (`user_nodes_count.cypher`)."""
    rows = run_read(service.driver, "user_nodes_count", database=service.database, user_id=user_id)
    return {r["label"]: r["nodes"] for r in rows}
