"""Outside a checkout, the Cypher and ontology folders are the wheel's package data."""

from __future__ import annotations

from pathlib import Path

import pytest

from pia_graph import paths


def test_checkout_folders_first() -> None:
    assert paths.is_checkout()
    assert paths.cypher_dir() == paths.project_root() / "cypher"


def test_package_data_outside_a_checkout(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PIA_PROJECT_ROOT", str(tmp_path))
    assert not paths.is_checkout()
    assert paths.cypher_dir().parts[-3:] == ("pia_graph", "resources", "cypher")
    assert paths.ontology_dir().parts[-3:] == ("pia_graph", "resources", "ontology")
    assert paths.default_home() == Path.home() / ".pia"
