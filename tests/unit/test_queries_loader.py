from __future__ import annotations

import re

import pytest

from pia_graph.config import Settings
from pia_graph.db.queries import UnknownQueryError, query, query_names, statement_text
from pia_graph.db.schema import schema_statements
from pia_graph.paths import cypher_dir


def test_loads_a_query_by_name_and_caches_it() -> None:
    text = query("user_erase")
    assert "$user_id" in text
    assert query("user_erase") is text


@pytest.mark.parametrize("bad", ["../secret", "USER_ERASE", "user-erase", "", "a b"])
def test_rejects_names_that_are_not_plain_file_names(bad: str) -> None:
    with pytest.raises(UnknownQueryError):
        query(bad)


def test_unknown_name_is_a_clear_error() -> None:
    with pytest.raises(UnknownQueryError, match="no query file"):
        query("no_such_query_here")


_STRING = re.compile(r"'(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\"")


def test_every_query_file_is_one_statement() -> None:
    for name in query_names():
        text = query(name)
        body = "\n".join(line for line in text.splitlines() if not line.strip().startswith("//"))
        assert ";" not in _STRING.sub("''", body), f"{name} holds more than one statement"



def test_a_statement_is_sent_without_its_comment_lines() -> None:
    source = ("// what it reads\n  // an indented note\nMATCH (u:User {user_id: $user_id})  // trailing: kept\n"
              "WHERE u.site = 'http://example.org'\n// between clauses\nRETURN u;\n")
    assert statement_text(source) == ("MATCH (u:User {user_id: $user_id})  // trailing: kept\n"
                                      "WHERE u.site = 'http://example.org'\nRETURN u")
    text = query("recall_records_facts")
    assert "$user_id" in text and not any(line.lstrip().startswith("//") for line in text.splitlines())


def _lines_opened_inside_a_string(source: str) -> list[int]:
    """The numbers of the lines that begin inside a string literal or a quoted name (Cypher's quotes, a backslash
    escaping the next character), a comment running to the end of its line."""
    inside: list[int] = []
    quote: str | None = None
    line, i = 0, 0
    while i < len(source):
        c = source[i]
        if c == "\n":
            line += 1
            if quote is not None:
                inside.append(line)
        elif quote is not None:
            if c == "\\" and quote != "`":
                i += 1
            elif c == quote:
                quote = None
        elif source.startswith("//", i):
            while i + 1 < len(source) and source[i + 1] != "\n":
                i += 1
        elif c in "'\"`":
            quote = c
        i += 1
    return inside


def test_no_query_file_has_a_comment_like_line_inside_a_string() -> None:
    assert _lines_opened_inside_a_string("RETURN 'a\n// b' AS x // c 'd\nRETURN 1") == [1]
    assert _lines_opened_inside_a_string("// it's\nRETURN 'x' AS y\n") == []
    for path in sorted((cypher_dir() / "queries").glob("*.cypher")):
        source = path.read_text(encoding="utf-8")
        dropped = {n for n, line in enumerate(source.splitlines()) if line.lstrip().startswith("//")}
        assert not dropped & set(_lines_opened_inside_a_string(source)), f"{path.name}: a string holds a // line"

def test_schema_files_hold_the_vector_index_with_a_dimension_parameter() -> None:
    stmts = [s for _, s in schema_statements()]
    assert any("VECTOR INDEX fact_embedding" in s and "$dimensions" in s for s in stmts)
    assert "DROP INDEX fact_embedding IF EXISTS" in stmts
    # idempotent: every CREATE skips what exists, every DROP what is gone
    assert all(("IF NOT EXISTS" in s) if s.startswith("CREATE") else s.startswith("DROP") and "IF EXISTS" in s
               for s in stmts)


def test_the_vector_index_is_applied_only_with_its_setting_on_and_dropped_with_it_off() -> None:
    assert Settings.model_fields["fact_vector_index"].default is False
    off = schema_statements(Settings(fact_vector_index=False))
    on = schema_statements(Settings(fact_vector_index=True))
    assert not any("VECTOR INDEX fact_embedding" in s for _, s in off)
    assert ("04_vector_off.cypher", "DROP INDEX fact_embedding IF EXISTS") in off
    assert [f for f, s in on if "VECTOR INDEX fact_embedding" in s] == ["04_vector.cypher"]
    assert not any(f == "04_vector_off.cypher" for f, _ in on)
    # every other statement is applied either way, in the same order
    assert [x for x in off if x[0] != "04_vector_off.cypher"] == [x for x in on if x[0] != "04_vector.cypher"]


def test_the_unread_fact_text_index_is_dropped_and_the_users_one_kept() -> None:
    stmts = [s for _, s in schema_statements()]
    assert "DROP INDEX fact_text IF EXISTS" in stmts
    assert not any(s.startswith("CREATE") and " fact_text " in s for s in stmts)
    assert "DROP INDEX fact_text_user IF EXISTS" in stmts  # replaced by fact_words_user (text and span)
    assert any(s.startswith("CREATE FULLTEXT INDEX fact_words_user ") and "f.span" in s for s in stmts)


def test_readiness_expects_the_vector_index_only_with_its_setting_on() -> None:
    from pia_graph.api.routes.health import expected_schema_names

    off = expected_schema_names(Settings(fact_vector_index=False))
    on = expected_schema_names(Settings(fact_vector_index=True))
    assert "fact_embedding" not in off and "fact_embedding" in on
    assert on - off == {"fact_embedding"} and "fact_words_user" in off and "fact_text_user" not in off
