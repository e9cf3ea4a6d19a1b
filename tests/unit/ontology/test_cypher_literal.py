from __future__ import annotations

import pytest

from pia_graph.ontology.cypher_literal import (
    CypherLiteralError,
    parse_literal,
    split_statements,
    unwind_literals,
)


def test_maps_lists_strings_numbers() -> None:
    text = """[
      // a comment
      {key: 'test:a', `odd key`: "dq \\"x\\"", n: 1, f: -2.5, e: 1e3, b: true, z: null, l: ['it\\'s', '\\u00e9'],},
      {key: 'test:b'} /* block */
    ]"""
    value = parse_literal(text)
    assert value == [
        {
            "key": "test:a",
            "odd key": 'dq "x"',
            "n": 1,
            "f": -2.5,
            "e": 1000.0,
            "b": True,
            "z": None,
            "l": ["it's", "é"],
        },
        {"key": "test:b"},
    ]


def test_backslash_escape_and_nested() -> None:
    assert parse_literal(r"['\\', {a: [[1], []]}]") == ["\\", {"a": [[1], []]}]


@pytest.mark.parametrize("bad", ["[1, 2", "{a 1}", "['x]", "[1] extra", "{a: 1, a: 2}"])
def test_errors_name_the_place(bad: str) -> None:
    with pytest.raises(CypherLiteralError):
        parse_literal(bad)


def test_split_statements_ignores_semicolons_in_strings_and_comments() -> None:
    script = "// a; comment\nRETURN 'a;b' AS x;\n/* ; */ MATCH (n) RETURN n;\n// trailing only\n"
    assert split_statements(script) == ["// a; comment\nRETURN 'a;b' AS x", "/* ; */ MATCH (n) RETURN n"]


def test_unwind_literals_skip_comprehensions() -> None:
    stmt = (
        "UNWIND [{key: 'x'}] AS row WITH row UNWIND [g IN ['en'] | [x IN row[g] | x]] AS grp RETURN 'UNWIND [1]' AS s"
    )
    assert unwind_literals(stmt) == [[{"key": "x"}]]
