"""The weights file of a learned opinion (`pia_graph/opinion_file.py`): the shipped file or the one a setting names
(empty: none), parsed once per path and modification time, a model put in place by scripts and tests until cleared,
an unreadable file refused with a warning only where the opinion asks for it."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from pia_graph.config import Settings
from pia_graph.opinion_file import OpinionFile

Setting = Callable[[str, str], None]


def _parse(data: dict[str, Any]) -> int:
    if "value" not in data:
        raise ValueError("no value")
    return int(data["value"])


def _file(folder: Path, value: int, name: str = "demo_model.json") -> Path:
    path = folder / name
    path.write_text(json.dumps({"value": value}), encoding="utf-8")
    return path


def _from_rerank_setting(s: Settings) -> str | None:
    return s.rerank_model


@pytest.fixture
def demo(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> OpinionFile[int]:
    opinion = OpinionFile("demo", _parse)
    monkeypatch.setattr(opinion, "shipped", lambda: tmp_path / "demo_model.json")
    return opinion


def test_no_file_no_opinion_and_a_file_placed_later_is_read(demo: OpinionFile[int], tmp_path: Path) -> None:
    assert demo.load() is None and demo.active() is None
    _file(tmp_path, 3)
    assert demo.load() == 3 and demo.active() == 3


def test_parsed_once_per_path_and_again_when_replaced(tmp_path: Path) -> None:
    calls: list[int] = []

    def counting(data: dict[str, Any]) -> int:
        calls.append(1)
        return _parse(data)

    opinion = OpinionFile("demo", counting)
    path = _file(tmp_path, 1)
    assert opinion.load(path) == opinion.load(path) == 1
    assert len(calls) == 1
    _file(tmp_path, 2)
    stat = path.stat()
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000_000))
    assert opinion.load(path) == 2 and len(calls) == 2


def test_a_model_put_in_place_answers_until_cleared(demo: OpinionFile[int], tmp_path: Path) -> None:
    _file(tmp_path, 5)
    demo.use(None)  # the rules alone, whatever file ships
    assert demo.active() is None and demo.load() == 5
    demo.use(7)
    assert demo.active() == 7
    demo.clear()
    assert demo.active() == 5


def test_the_setting_names_a_file_or_with_an_empty_value_none(tmp_path: Path, pia_setting: Setting) -> None:
    opinion = OpinionFile("demo", _parse, setting=_from_rerank_setting)
    named = _file(tmp_path, 9, "other.json")
    pia_setting("PIA_RERANK_MODEL", str(named))
    assert opinion.configured() == named and opinion.load() == 9
    pia_setting("PIA_RERANK_MODEL", "")
    assert opinion.configured() is None and opinion.load() is None


def test_an_unreadable_file_raises_unless_the_opinion_passes_it_over(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps({"other": 1}), encoding="utf-8")
    with pytest.raises(ValueError):
        OpinionFile("demo", _parse).load(path)
    assert OpinionFile("demo", _parse, refuse_unreadable=True).load(path) is None


def test_the_shipped_file_follows_the_project_root(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    opinion = OpinionFile("demo", _parse)
    in_checkout = opinion.shipped()
    assert in_checkout.parts[-3:] == ("ontology", "read", "demo_model.json")
    monkeypatch.setenv("PIA_PROJECT_ROOT", str(tmp_path))  # no checkout there: the package's data
    assert opinion.shipped().parts[-5:] == ("pia_graph", "resources", "ontology", "read", "demo_model.json")
    monkeypatch.delenv("PIA_PROJECT_ROOT")
    assert opinion.shipped() == in_checkout


def test_a_folder_in_the_files_place_is_no_opinion(tmp_path: Path) -> None:
    folder = tmp_path / "demo_model.json"
    folder.mkdir()
    assert OpinionFile("demo", _parse).load(folder) is None
    assert OpinionFile("demo", _parse).load(tmp_path / "missing" / "demo_model.json") is None
