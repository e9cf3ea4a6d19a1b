"""Where the project's own files live: the Cypher files, the ontology scripts, the Java launcher."""

from __future__ import annotations

import os
from pathlib import Path


def project_root() -> Path:
    """The checkout that holds `cypher/`, `ontology/` and `launcher/` (PIA_PROJECT_ROOT overrides)."""
    override = os.environ.get("PIA_PROJECT_ROOT")
    if override:
        return Path(override).resolve()
    return Path(__file__).resolve().parent.parent


def cypher_dir() -> Path:
    return project_root() / "cypher"


def ontology_dir() -> Path:
    return project_root() / "ontology"


def browser_dir() -> Path:
    """The Neo4j Browser style and guide for analysts."""
    return project_root() / "browser"


def launcher_dir() -> Path:
    return project_root() / "launcher"


def shared_eval_dir() -> Path:
    """The scenario suites beside the checkout (PIA_EVAL_DIR overrides)."""
    override = os.environ.get("PIA_EVAL_DIR")
    if override:
        return Path(override).resolve()
    return project_root().parent / "shared" / "eval"
