"""`scripts/cue_inventory.py` loaded as a module, for the tests that watch word lists written in Python."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]


def load_cue_inventory() -> ModuleType:
    spec = importlib.util.spec_from_file_location("cue_inventory", ROOT / "scripts" / "cue_inventory.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["cue_inventory"] = module
    spec.loader.exec_module(module)
    return module
