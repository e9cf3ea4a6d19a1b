"""schemathesis against the OpenAPI document: at least 1,000 generated requests over every operation, with a
valid tenant key, and not one 5xx. Bounded (examples per operation) so that the suite stays fast."""

from __future__ import annotations

import math
import uuid
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest
import schemathesis
from hypothesis import HealthCheck, Phase, given, settings
from neo4j import Driver

from pia_graph.api import create_app
from pia_graph.config import Settings
from pia_graph.db.queries import run_read, run_write
from pia_graph.tenants import create_key, revoke_keys

pytestmark = pytest.mark.integration

TARGET = 1100  # requests in all, spread over the operations that take input
# The test asserts status codes, never speed: schemathesis's default 10 s read timeout turned a cold first turn
# (dictionary and indexes loading) on a loaded machine into a failure, so a request may take this long.
REQUEST_TIMEOUT_S = 600


@pytest.fixture
def fuzz_key(neo4j_driver: Driver, neo4j_settings: Settings) -> Iterator[tuple[str, str]]:
    """A tenant of its own; every user the fuzzer made is erased afterwards."""
    tenant = f"fuzz-{uuid.uuid4().hex[:8]}"
    made = create_key(neo4j_driver, neo4j_settings.neo4j_database, tenant)
    yield tenant, made.key
    revoke_keys(neo4j_driver, neo4j_settings.neo4j_database, tenant)
    for row in run_read(neo4j_driver, "tenant_users", database=neo4j_settings.neo4j_database, tenant_id=tenant):
        run_write(neo4j_driver, "user_erase", database=neo4j_settings.neo4j_database, user_id=row["user_id"])
        run_write(neo4j_driver, "user_erase_rest", database=neo4j_settings.neo4j_database, user_id=row["user_id"])


def test_no_5xx_in_generated_requests(
    ontology_loaded: Driver, neo4j_settings: Settings, fuzz_key: tuple[str, str]
) -> None:
    # An app of its own: schemathesis runs the app's lifespan itself and keeps it until the process ends, so
    # sharing the session's app would replace (and later close) that app's driver under the other tests.
    schema = schemathesis.openapi.from_asgi("/openapi.json", create_app(neo4j_settings, embeddings=False))
    headers = {"Authorization": f"Bearer {fuzz_key[1]}"}
    statuses: Counter[int] = Counter()
    server_errors: list[str] = []
    operations = [result.ok() for result in schema.get_all_operations()]
    assert len(operations) >= 9
    # /healthz and /readyz take no input: hypothesis makes one example of each.
    per_operation = math.ceil(TARGET / (len(operations) - 2))

    for operation in operations:

        @settings(max_examples=per_operation, deadline=None, database=None, derandomize=True,
                  suppress_health_check=list(HealthCheck), phases=[Phase.explicit, Phase.generate])
        @given(case=operation.as_strategy())
        def call(case: Any) -> None:
            response = case.call(headers=headers, timeout=REQUEST_TIMEOUT_S)
            statuses[response.status_code] += 1
            if response.status_code >= 500:
                server_errors.append(f"{case.method} {case.formatted_path}: {response.text[:300]}")

        call()

    total = sum(statuses.values())
    print(f"schemathesis: {total} requests over {len(operations)} operations, statuses {dict(statuses)}")
    assert total >= 1000, dict(statuses)
    assert not server_errors, server_errors[:5]
    assert statuses[200] > 0 and statuses[422] > 0  # both valid and invalid requests were generated
