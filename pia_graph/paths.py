"""Where the project's own files live: the Cypher files, the ontology scripts, the Java launcher.

In a checkout they are the top-level folders beside `pia_graph/`; in an installed wheel they are package
data under `pia_graph.resources`, found through importlib.resources. PIA_PROJECT_ROOT overrides both.
"""

from __future__ import annotations

import os
from importlib.resources import files
from pathlib import Path

_CHECKOUT = Path(__file__).resolve().parent.parent


def project_root() -> Path:
    """The checkout that holds `cypher/`, `ontology/` and `launcher/` (PIA_PROJECT_ROOT overrides).

    For an installed wheel this is the folder above the package, which holds no checkout; the data folders
    below resolve to the package data instead."""
    override = os.environ.get("PIA_PROJECT_ROOT")
    if override:
        return Path(override).resolve()
    return _CHECKOUT


def is_checkout() -> bool:
    return (project_root() / "cypher" / "queries").is_dir()


def _data_dir(name: str) -> Path:
    if is_checkout():
        return project_root() / name
    resource = files("pia_graph.resources").joinpath(name)
    # A wheel installs as plain files, so the resource is a real folder on disk.
    return Path(str(resource))


def cypher_dir() -> Path:
    return _data_dir("cypher")


def ontology_dir() -> Path:
    return _data_dir("ontology")


def browser_dir() -> Path:
    """The Neo4j Browser style and guide for analysts."""
    return project_root() / "browser"


def launcher_dir() -> Path:
    return project_root() / "launcher"


def default_home() -> Path:
    """`.pia/` in a checkout; `~/.pia` for an installed package."""
    return project_root() / ".pia" if is_checkout() else Path.home() / ".pia"


def shared_eval_dir() -> Path:
    """The scenario suites beside the checkout (PIA_EVAL_DIR overrides)."""
    override = os.environ.get("PIA_EVAL_DIR")
    if override:
        return Path(override).resolve()
    return project_root().parent / "shared" / "eval"
