"""per_dictionary: a derived table is built once per dictionary object, never served to another dictionary."""

from __future__ import annotations

from pia_graph.ontology.model import Dictionary
from pia_graph.ontology.per_dictionary import per_dictionary


def test_a_table_is_built_once_per_dictionary_and_only_served_to_it() -> None:
    calls: list[int] = []

    @per_dictionary
    def size(dictionary: Dictionary) -> int:
        calls.append(id(dictionary))
        return len(dictionary.terms)

    first, second = Dictionary(), Dictionary()
    assert size(first) == 0 and size(first) == 0
    assert calls == [id(first)]
    assert size(second) == 0
    assert calls == [id(first), id(second)]
