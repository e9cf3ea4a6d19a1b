"""A small recursive-descent parser for the Cypher literals that ontology scripts hold.

Scripts keep their data in one literal after ``UNWIND``: maps with bare or backtick keys, single- or
double-quoted strings with escapes, numbers, ``true``/``false``/``null``, lists and ``//`` or ``/* */``
comments. Reading that literal here lets Python know the dictionary without a database.
"""

from __future__ import annotations

import math
import re
from typing import Any

Value = Any  # str | int | float | bool | None | list[Value] | dict[str, Value]

_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "b": "\b", "f": "\f", "'": "'", '"': '"', "\\": "\\"}
_NUMBER = re.compile(r"-?(?:\d+\.\d*|\.\d+|\d+)(?:[eE][-+]?\d+)?")
_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_UNWIND = re.compile(r"\bUNWIND\s*\[", re.IGNORECASE)


class CypherLiteralError(ValueError):
    """The text is not a literal this parser understands; the message names the offset."""


class _Parser:
    def __init__(self, text: str, pos: int = 0) -> None:
        self.text = text
        self.pos = pos

    def fail(self, what: str) -> CypherLiteralError:
        line = self.text.count("\n", 0, self.pos) + 1
        snippet = self.text[self.pos : self.pos + 30].replace("\n", " ")
        return CypherLiteralError(f"{what} at line {line} (offset {self.pos}): {snippet!r}")

    def skip(self) -> None:
        text = self.text
        while self.pos < len(text):
            ch = text[self.pos]
            if ch.isspace():
                self.pos += 1
            elif text.startswith("//", self.pos):
                end = text.find("\n", self.pos)
                self.pos = len(text) if end < 0 else end + 1
            elif text.startswith("/*", self.pos):
                end = text.find("*/", self.pos + 2)
                if end < 0:
                    raise self.fail("unterminated comment")
                self.pos = end + 2
            else:
                return

    def peek(self) -> str:
        self.skip()
        return self.text[self.pos] if self.pos < len(self.text) else ""

    def expect(self, ch: str) -> None:
        if self.peek() != ch:
            raise self.fail(f"expected {ch!r}")
        self.pos += 1

    def value(self) -> Value:
        ch = self.peek()
        if ch == "[":
            return self.list_()
        if ch == "{":
            return self.map_()
        if ch in ("'", '"'):
            return self.string()
        number = _NUMBER.match(self.text, self.pos)
        if number:
            self.pos = number.end()
            raw = number.group()
            return float(raw) if any(c in raw for c in ".eE") else int(raw)
        ident = _IDENT.match(self.text, self.pos)
        if ident:
            word = ident.group().lower()
            if word in ("true", "false", "null"):
                self.pos = ident.end()
                return {"true": True, "false": False, "null": None}[word]
        raise self.fail("expected a literal")

    def list_(self) -> list[Value]:
        self.expect("[")
        items: list[Value] = []
        if self.peek() == "]":
            self.pos += 1
            return items
        while True:
            items.append(self.value())
            ch = self.peek()
            self.pos += 1
            if ch == "]":
                return items
            if ch != ",":
                self.pos -= 1
                raise self.fail("expected ',' or ']'")
            if self.peek() == "]":
                raise self.fail("a trailing comma before ']' (Neo4j refuses it)")

    def key(self) -> str:
        ch = self.peek()
        if ch == "`":
            end = self.text.find("`", self.pos + 1)
            if end < 0:
                raise self.fail("unterminated backtick key")
            name = self.text[self.pos + 1 : end]
            self.pos = end + 1
            return name
        if ch in ("'", '"'):
            return self.string()
        ident = _IDENT.match(self.text, self.pos)
        if not ident:
            raise self.fail("expected a map key")
        self.pos = ident.end()
        return ident.group()

    def map_(self) -> dict[str, Value]:
        self.expect("{")
        out: dict[str, Value] = {}
        if self.peek() == "}":
            self.pos += 1
            return out
        while True:
            name = self.key()
            self.expect(":")
            if name in out:
                raise self.fail(f"duplicate key {name!r}")
            out[name] = self.value()
            ch = self.peek()
            self.pos += 1
            if ch == "}":
                return out
            if ch != ",":
                self.pos -= 1
                raise self.fail("expected ',' or '}'")
            if self.peek() == "}":
                raise self.fail("a trailing comma before '}' (Neo4j refuses it)")

    def string(self) -> str:
        quote = self.text[self.pos]
        self.pos += 1
        out: list[str] = []
        text = self.text
        while self.pos < len(text):
            ch = text[self.pos]
            if ch == quote:
                self.pos += 1
                return "".join(out)
            if ch == "\\":
                nxt = text[self.pos + 1 : self.pos + 2]
                if nxt in _ESCAPES:
                    out.append(_ESCAPES[nxt])
                    self.pos += 2
                elif nxt in ("u", "U"):
                    width = 4 if nxt == "u" else 8
                    digits = text[self.pos + 2 : self.pos + 2 + width]
                    try:
                        out.append(chr(int(digits, 16)))
                    except ValueError as exc:
                        raise self.fail("bad unicode escape") from exc
                    self.pos += 2 + width
                else:
                    raise self.fail("unknown escape")
            else:
                out.append(ch)
                self.pos += 1
        raise self.fail("unterminated string")


_NAMED_ESCAPES = {"\\": "\\\\", "'": "\\'", "\n": "\\n", "\t": "\\t", "\r": "\\r", "\b": "\\b", "\f": "\\f"}
_QUOTED = str.maketrans({**{chr(c): f"\\u{c:04x}" for c in (*range(0x20), 0x7F)}, **_NAMED_ESCAPES})


def quote_string(text: str) -> str:
    """A Cypher string literal the parser above reads back as ``text`` (the scripts' writers use it): backslash,
    quote and every control character are escaped, so no text can end the literal or the line."""
    return "'" + text.translate(_QUOTED) + "'"


def render_literal(value: Value) -> str:
    """The Cypher literal of a plain value (string, number, boolean, null, list, map with identifier keys), in the
    scripts' layout: ``['a', 'b']``, ``{key: 'x', n: 1}``. ``parse_literal`` reads it back as ``value``."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return quote_string(value)
    if isinstance(value, int) or (isinstance(value, float) and math.isfinite(value)):
        return repr(value)
    if isinstance(value, list | tuple):
        return "[" + ", ".join(render_literal(v) for v in value) + "]"
    if isinstance(value, dict):
        for key in value:
            if not _IDENT.fullmatch(key):
                raise CypherLiteralError(f"not an identifier key: {key!r}")
        return "{" + ", ".join(f"{k}: {render_literal(v)}" for k, v in value.items()) + "}"
    raise CypherLiteralError(f"no Cypher literal for {type(value).__name__}")


def parse_literal(text: str) -> Value:
    """Parse one whole Cypher literal (trailing comments and whitespace allowed)."""
    parser = _Parser(text)
    value = parser.value()
    parser.skip()
    if parser.pos != len(text):
        raise parser.fail("unexpected text after the literal")
    return value


def parse_literal_at(text: str, pos: int) -> tuple[Value, int]:
    """Parse the literal that starts at ``pos``; return it and the offset just after it."""
    parser = _Parser(text, pos)
    value = parser.value()
    return value, parser.pos


def split_statements(script: str) -> list[str]:
    """Split a script on top-level ``;`` (outside strings, backticks and comments); drop empty parts."""
    parts: list[str] = []
    start = 0
    pos = 0
    n = len(script)
    while pos < n:
        ch = script[pos]
        if script.startswith("//", pos):
            end = script.find("\n", pos)
            pos = n if end < 0 else end + 1
        elif script.startswith("/*", pos):
            end = script.find("*/", pos + 2)
            pos = n if end < 0 else end + 2
        elif ch in ("'", '"', "`"):
            pos += 1
            while pos < n and script[pos] != ch:
                pos += 2 if script[pos] == "\\" and ch != "`" else 1
            pos += 1
        elif ch == ";":
            parts.append(script[start:pos])
            pos += 1
            start = pos
        else:
            pos += 1
    parts.append(script[start:])
    return [p.strip() for p in parts if _has_code(p)]


def _has_code(part: str) -> bool:
    stripped = re.sub(r"//[^\n]*", "", part)
    stripped = re.sub(r"/\*.*?\*/", "", stripped, flags=re.DOTALL)
    return bool(stripped.strip())


def unwind_literals(statement: str) -> list[list[Value]]:
    """Every list literal that directly follows ``UNWIND`` in a statement (data rows), in order.

    An ``UNWIND [`` whose bracket opens a list comprehension rather than a literal is skipped; one whose first
    item is a map holds data rows, so a literal that does not parse there (a missing comma) is an error,
    never an empty list.
    """
    found: list[list[Value]] = []
    masked = _mask_strings_and_comments(statement)
    for m in _UNWIND.finditer(masked):
        try:
            value, _ = parse_literal_at(statement, m.end() - 1)
        except CypherLiteralError:
            if masked[m.end() :].lstrip().startswith("{"):
                raise
            continue
        if isinstance(value, list):
            found.append(value)
    return found


def unwind_rows(script: str) -> list[dict[str, Value]]:
    """The map rows of every ``UNWIND`` literal of a script, statement by statement (what an ontology script
    holds as data; the dictionary and the causal parameters read it this way)."""
    rows: list[dict[str, Value]] = []
    for statement in split_statements(script):
        for literal in unwind_literals(statement):
            rows.extend(r for r in literal if isinstance(r, dict))
    return rows


def _mask_strings_and_comments(text: str) -> str:
    """The text with strings and comments blanked, so that keywords inside them are not seen."""
    out = list(text)
    pos = 0
    n = len(text)
    while pos < n:
        ch = text[pos]
        if text.startswith("//", pos):
            end = text.find("\n", pos)
            end = n if end < 0 else end
            out[pos:end] = " " * (end - pos)
            pos = end
        elif ch in ("'", '"'):
            begin = pos
            pos += 1
            while pos < n and text[pos] != ch:
                pos += 2 if text[pos] == "\\" else 1
            pos = min(pos + 1, n)
            out[begin + 1 : pos - 1] = " " * max(0, pos - 1 - (begin + 1))
        else:
            pos += 1
    return "".join(out)
