"""The benchmark population's erase (`population_erase.cypher`) leaves nothing of the users it erases: the series,
rejections, candidate sightings and jobs the import made included (they were left behind run after run before
session 51), while another user's memory stays whole."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from neo4j import Driver

from pia_graph.config import Settings
from pia_graph.demo.population import PopulationSpec, erase_users, import_population, user_ids
from pia_graph.memory import MemoryService

COUNT_OWNED = "MATCH (n) WHERE n.user_id IN $users RETURN labels(n)[0] AS label, count(*) AS n"


@pytest.fixture(scope="module")
def service(ontology_loaded: Driver, neo4j_settings: Settings) -> Iterator[MemoryService]:
    yield MemoryService.create(ontology_loaded, neo4j_settings, embeddings=False)


def _owned(service: MemoryService, users: list[str]) -> dict[str, int]:
    with service.driver.session(database=service.database) as session:
        return {r["label"]: r["n"] for r in session.run(COUNT_OWNED, users=users)}


def test_population_erase_leaves_nothing_of_the_erased_users(service: MemoryService) -> None:
    spec = PopulationSpec(prefix="erase-probe", days=12)
    users = user_ids(spec, 0, 3)
    import_population(service, spec, 0, 3, embed_later=True)
    before = _owned(service, users)
    assert before.get("Record", 0) > 0 and before.get("Series", 0) > 0  # the import made series to erase

    erase_users(service.driver, service.database, users[:2])

    assert _owned(service, users[:2]) == {}
    kept = _owned(service, users[2:])
    assert kept.get("Record", 0) > 0 and kept.get("Series", 0) > 0  # the third user's memory is untouched
    erase_users(service.driver, service.database, users[2:])
    assert _owned(service, users) == {}
