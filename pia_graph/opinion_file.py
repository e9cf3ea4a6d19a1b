"""The weights file of a learned second opinion (READ, RETAIN, record, coordinate, rerank): where it is, read once.

Each opinion ships (or not) as `ontology/read/<name>_model.json`; a setting may name another file or turn it off.
The file is parsed once per path and modification time, so a file put in place later (or replaced) is read then;
a missing file is no opinion, and the rules answer alone. Scripts that score a candidate, and tests, put a model
in place of the file with ``use`` until ``clear``. Each opinion's module keeps its parser and its thresholds; only
this finding, caching and swapping is shared.
"""

from __future__ import annotations

import json
import logging
import os
import stat
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from pia_graph.paths import ontology_dir

if TYPE_CHECKING:
    from pia_graph.config import Settings

log = logging.getLogger(__name__)

M = TypeVar("M")
# What a setting says of an opinion's file: a path, None (the shipped file), or "" (none: the opinion is off)
Chosen = Path | str | None


class OpinionFile(Generic[M]):
    """One opinion's file: ``load`` reads it (cached), ``use`` swaps in a model, ``active`` is what answers."""

    def __init__(self, name: str, parse: Callable[[dict[str, Any]], M], *,
                 setting: Callable[[Settings], Chosen] | None = None, refuse_unreadable: bool = False) -> None:
        self.name = name
        self._parse = parse
        self._setting = setting
        # the serving path's reranker is optional: a file it cannot read is logged and passed over, not raised
        self._refuse_unreadable = refuse_unreadable
        self._read: dict[tuple[Path, float | None], M | None] = {}
        self._chosen: list[M | None] = []
        self._shipped: dict[str | None, Path] = {}

    def shipped(self) -> Path:
        """The file that ships, by the project root it is under (``PIA_PROJECT_ROOT``, what ``ontology_dir``
        reads): built once per root, since a recall asks three opinions for their files (building the path was
        most of a recall's ~0.1-0.3 ms spent finding them)."""
        root = os.environ.get("PIA_PROJECT_ROOT")
        found = self._shipped.get(root)
        if found is None:
            found = self._shipped[root] = ontology_dir() / "read" / f"{self.name}_model.json"
        return found

    def configured(self) -> Path | None:
        """The file the setting names (empty: none), else the shipped one."""
        if self._setting is None:
            return self.shipped()
        from pia_graph.config import get_settings  # only an opinion with a setting reads them (import cost)

        given = self._setting(get_settings())
        if given is None:
            return self.shipped()
        return Path(given) if str(given).strip() else None

    def load(self, path: Path | None = None) -> M | None:
        """The opinion of ``path`` (by default the configured file), or None when there is no such file."""
        file = path if path is not None else self.configured()
        if file is None:
            return None
        key = (file, _mtime(file))
        if key not in self._read:
            self._read[key] = self._load(file, key[1] is not None)
        return self._read[key]

    def _load(self, file: Path, present: bool) -> M | None:
        if not present:
            log.debug("no %s opinion at %s: the rules answer alone", self.name, file)
            return None
        try:
            model = self._parse(json.loads(file.read_text(encoding="utf-8")))
        except (OSError, ValueError) as exc:
            if not self._refuse_unreadable:
                raise
            log.warning("%s model %s not used: %s", self.name, file, exc)
            return None
        log.info("%s opinion loaded from %s", self.name, file)
        return model

    def use(self, model: M | None) -> None:
        """Answer with ``model`` in place of the file (None: the rules alone) until called again or cleared."""
        self._chosen[:] = [model]

    def active(self) -> M | None:
        return self._chosen[0] if self._chosen else self.load()

    def clear(self) -> None:
        """Forget the files read and the model put in place (tests that change the settings or the files)."""
        self._read.clear()
        self._chosen.clear()


def _mtime(file: Path) -> float | None:
    """The modification time of ``file`` when it is a regular file (as ``Path.is_file`` and ``stat``), else None;
    an opinion that does not ship costs one system call and raises nothing (``os.access`` answers False), one that
    does costs two."""
    if not os.access(file, os.F_OK):
        return None
    try:
        found = os.stat(file)
    except (FileNotFoundError, NotADirectoryError):  # removed in between
        return None
    return found.st_mtime if stat.S_ISREG(found.st_mode) else None
