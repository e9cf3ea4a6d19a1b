from __future__ import annotations

import re

import pytest

from pia_graph.config import Settings
from pia_graph.db.queries import UnknownQueryError, query, query_names
from pia_graph.db.schema import schema_statements


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
