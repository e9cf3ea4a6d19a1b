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
      {key: 'test:a', `odd key`: "dq \\"x\\"", n: 1, f: -2.5, e: 1e3, b: true, z: null, l: ['it\\'s', '\\u00e9']},
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


# a trailing comma parses nowhere in Neo4j, so the scripts' reader refuses it too (it once loaded locally and
# failed on `pia ontology load`)
@pytest.mark.parametrize("bad", ["[1, 2", "{a 1}", "['x]", "[1] extra", "{a: 1, a: 2}", "[1, 2,]", "{a: 1,}"])
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


def test_data_rows_that_do_not_parse_are_an_error_not_an_empty_list() -> None:
    """A missing comma between two rows once dropped every cue list of a script without a word."""
    good = "UNWIND [{group: 'a', cues: ['x']}, {group: 'b', cues: ['y']}] AS row MERGE (c:CueList {group: row.group})"
    assert [r["group"] for r in unwind_literals(good)[0]] == ["a", "b"]
    with pytest.raises(CypherLiteralError, match="expected ','"):
        unwind_literals(good.replace("]}, {", "]} {"))
