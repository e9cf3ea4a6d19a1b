"""The statements of the generated ontology scripts, as template files a curator reads (``templates/*.cypher``).

A template is the script it gives, written with one row: the header comment, ``UNWIND [``, one row whose values
are ``$name`` placeholders, then ``] AS row`` and the statement that loads the rows. Rendering repeats the row
once per data row, joined by ``,`` and a line break, each placeholder replaced by the Cypher literal of its value
(``render_literal``: strings quoted and escaped). Only data reaches a placeholder; the statement text is the
file's, so the same rows always give the same bytes.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from importlib.resources import files

from pia_graph.ontology.cypher_literal import Value, render_literal

_NAME = re.compile(r"^[a-z][a-z0-9_]*$")
_OPEN = "UNWIND [\n"
_CLOSE = "\n] AS row"
# a placeholder outside string literals and comments; group 1 is its name
_TOKEN = re.compile(r"'(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\"|//[^\n]*|\$([A-Za-z_][A-Za-z0-9_]*)")


class TemplateError(ValueError):
    """No such template, a template without the one-row shape, or rows that do not fill its placeholders."""


@dataclass(frozen=True)
class ScriptTemplate:
    name: str
    head: str  # through ``UNWIND [`` and its line break
    row: str  # the row, with ``$name`` placeholders
    tail: str  # from ``] AS row`` to the end
    placeholders: frozenset[str]

    def render(self, rows: Iterable[Mapping[str, Value]]) -> str:
        return self.head + ",\n".join(self._row(values) for values in rows) + "\n" + self.tail

    def _row(self, values: Mapping[str, Value]) -> str:
        if set(values) != self.placeholders:
            missing, extra = sorted(self.placeholders - set(values)), sorted(set(values) - self.placeholders)
            raise TemplateError(f"{self.name}: row lacks {missing}, has no place for {extra}")

        def fill(m: re.Match[str]) -> str:
            return m.group(0) if m.group(1) is None else render_literal(values[m.group(1)])

        return _TOKEN.sub(fill, self.row)


@cache
def script_template(name: str) -> ScriptTemplate:
    """``templates/<name>.cypher`` of this package, read once."""
    if not _NAME.match(name):
        raise TemplateError(f"not a template name: {name!r}")
    resource = files("pia_graph.ontology").joinpath("templates").joinpath(f"{name}.cypher")
    if not resource.is_file():
        raise TemplateError(f"no template {name}.cypher")
    return parse_template(name, resource.read_text(encoding="utf-8"))


def parse_template(name: str, text: str) -> ScriptTemplate:
    start, end = text.find(_OPEN), text.find(_CLOSE)
    if start < 0 or end < start or text.count(_OPEN) != 1 or text.count(_CLOSE) != 1:
        raise TemplateError(f"{name}: expected one 'UNWIND [' line, one row and one '] AS row'")
    head, row, tail = text[: start + len(_OPEN)], text[start + len(_OPEN) : end], text[end + 1 :]
    names = frozenset(m.group(1) for m in _TOKEN.finditer(row) if m.group(1) is not None)
    return ScriptTemplate(name, head, row, tail, names)


def template_names() -> list[str]:
    folder = files("pia_graph.ontology").joinpath("templates")
    return sorted(p.name.removesuffix(".cypher") for p in folder.iterdir() if p.name.endswith(".cypher"))
