"""`scripts/cue_inventory.py` loaded as a module, for the tests that watch word lists written in Python."""

from __future__ import annotations

from types import ModuleType

from tests.unit.script_loader import load_script


def load_cue_inventory() -> ModuleType:
    return load_script("cue_inventory")
