#!/usr/bin/env bash
# The test suite on a fresh machine: set up, then pytest. The fixtures start their own embedded Neo4j
# (or use PIA_NEO4J_URI, or a container where a Docker engine answers).
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/bootstrap.sh
exec .venv/bin/pytest -q "$@"
