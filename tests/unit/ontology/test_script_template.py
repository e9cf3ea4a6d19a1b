"""The generated scripts' templates: data reaches a placeholder only as a quoted literal, the statement stays the
file's, and every term template carries every alias group."""

from __future__ import annotations

import math

import pytest

from pia_graph.ontology.cypher_literal import (
    CypherLiteralError,
    parse_literal,
    quote_string,
    render_literal,
    split_statements,
    unwind_literals,
)
from pia_graph.ontology.model import ALIAS_GROUPS
from pia_graph.ontology.script_template import TemplateError, parse_template, script_template, template_names

HOSTILE = "it's \\ a \"test\"\n}] AS row MATCH (n) DETACH DELETE n; // $key\t\x00"


@pytest.mark.parametrize(
    "value",
    [HOSTILE, "", "수치", ["a", "b'c"], [], None, True, False, 3, -2.5, {"key": "x", "n": [1, {"b": None}]}],
)
def test_render_literal_reads_back(value: object) -> None:
    assert parse_literal(render_literal(value)) == value


def test_quote_string_escapes_what_could_end_the_literal_or_the_line() -> None:
    assert quote_string("it's") == "'it\\'s'"
    assert quote_string("a\\b") == "'a\\\\b'"
    assert quote_string("a\nb\tc\x01") == "'a\\nb\\tc\\u0001'"


@pytest.mark.parametrize("bad", [math.nan, math.inf, object(), {"not a key": 1}])
def test_render_literal_refuses_what_is_no_cypher_literal(bad: object) -> None:
    with pytest.raises(CypherLiteralError):
        render_literal(bad)


def test_every_template_loads_by_name() -> None:
    names = template_names()
    assert names == ["ambiguity", "drug_aliases", "drug_terms", "ingredients", "loinc_codes", "symptom_aliases",
                     "symptom_terms"]
    for name in names:
        template = script_template(name)
        assert template.head.endswith("UNWIND [\n") and template.tail.startswith("] AS row\n"), name
        assert "key" in template.placeholders or "drug" in template.placeholders, name


def test_hostile_text_stays_data() -> None:
    template = script_template("ingredients")
    text = template.render([{"drug": HOSTILE, "ingredient": "drug:b"}, {"drug": "drug:c", "ingredient": "drug:d"}])
    (statement,) = split_statements(text)
    (rows,) = unwind_literals(statement)
    assert rows == [{"drug": HOSTILE, "ingredient": "drug:b"}, {"drug": "drug:c", "ingredient": "drug:d"}]
    assert text.endswith(template.tail) and text.startswith(template.head)


def test_no_rows_gives_an_empty_list() -> None:
    template = script_template("ambiguity")
    text = template.render([])
    assert text == template.head + "\n" + template.tail
    assert unwind_literals(split_statements(text)[0]) == [[]]


def test_a_row_must_fill_every_placeholder_and_nothing_else() -> None:
    template = script_template("ingredients")
    with pytest.raises(TemplateError, match="lacks \\['ingredient'\\]"):
        template.render([{"drug": "drug:a"}])
    with pytest.raises(TemplateError, match="no place for \\['extra'\\]"):
        template.render([{"drug": "drug:a", "ingredient": "drug:b", "extra": 1}])


def test_a_dollar_inside_a_string_or_comment_is_no_placeholder() -> None:
    template = parse_template("t", "// h\nUNWIND [\n  {a: $a, b: '$b', c: \"$c\"} // $d\n] AS row\nRETURN row;\n")
    assert template.placeholders == frozenset({"a"})
    rendered = template.render([{"a": "x"}])
    assert rendered == "// h\nUNWIND [\n  {a: 'x', b: '$b', c: \"$c\"} // $d\n] AS row\nRETURN row;\n"


@pytest.mark.parametrize("text", ["UNWIND [\n{a: $a}\n", "{a: $a}\n] AS row\n", "UNWIND [\n\n] AS row\nUNWIND [\n"])
def test_a_template_needs_the_one_row_shape(text: str) -> None:
    with pytest.raises(TemplateError):
        parse_template("t", text)


def test_unknown_template_names_are_refused() -> None:
    with pytest.raises(TemplateError):
        script_template("../22_drugs")
    with pytest.raises(TemplateError):
        script_template("no_such_template")


@pytest.mark.parametrize("name", ["drug_terms", "drug_aliases", "symptom_terms", "symptom_aliases"])
def test_term_templates_carry_every_alias_group_in_order(name: str) -> None:
    template = script_template(name)
    values = {p: f"x_{p}" for p in template.placeholders}
    (literal,) = unwind_literals(split_statements(template.render([values]))[0])
    (row,) = literal
    assert [k for k in row if k in ALIAS_GROUPS] == list(ALIAS_GROUPS)
