"""A script of `scripts/` loaded as a module, for the tests of the lead's and the curators' tools."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

SCRIPTS = Path(__file__).resolve().parents[2] / "scripts"


def load_script(name: str) -> ModuleType:
    """`scripts/NAME.py`, executed afresh as the module NAME and registered under it (as when run: a dataclass or a
    pickle looks its module up there), with `scripts/` on the path while it loads (a script imports its siblings,
    e.g. opinion_experiment)."""
    spec = importlib.util.spec_from_file_location(name, SCRIPTS / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    sys.path.insert(0, str(SCRIPTS))
    try:
        spec.loader.exec_module(module)
    finally:
        sys.path.remove(str(SCRIPTS))
    return module
