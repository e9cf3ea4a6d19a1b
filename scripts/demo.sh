#!/usr/bin/env bash
# The main job on a fresh machine: set up, start the embedded Neo4j, init schema and ontology, run the demo.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/bootstrap.sh
if [ -z "${PIA_NEO4J_URI:-}" ]; then
  .venv/bin/pia neo4j status >/dev/null 2>&1 || .venv/bin/pia neo4j start
fi
.venv/bin/pia db init
.venv/bin/pia ontology load
.venv/bin/pia demo "$@"
