"""The Browser style covers every record type and the edges that matter; the guide is generated from the
saved queries and the committed copy is current."""

from __future__ import annotations

import re

from pia_graph.analysis.browser_guide import parse_saved_query, render_guide, saved_queries
from pia_graph.ingest.hup import ALL_TYPES
from pia_graph.paths import browser_dir
from pia_graph.store.serialize import type_label


def _rules() -> dict[str, str]:
    text = (browser_dir() / "pia.grass").read_text(encoding="utf-8")
    return {m.group(1): m.group(2) for m in re.finditer(r"^((?:node|relationship)(?:\.\w+)?) \{(.*)\}$", text, re.M)}


def test_every_record_type_has_its_own_colour_and_a_caption() -> None:
    rules = _rules()
    colours = {}
    for record_type in ALL_TYPES:
        rule = rules.get(f"node.{type_label(record_type)}")
        assert rule is not None, f"no style for {record_type}"
        assert "caption:" in rule
        colours[record_type] = re.search(r"\bcolor: (#\w+)", rule).group(1)  # type: ignore[union-attr]
    # measurements and events are told apart by colour (the profile attributes may share a grey)
    episodic = ["lab_result", "vital_sign", "symptom", "medication_regimen", "medication_intake", "sleep",
                "exercise", "condition", "allergy"]
    assert len({colours[t] for t in episodic}) == len(episodic)


def test_nodes_without_a_name_property_get_a_caption_they_have() -> None:
    rules = _rules()
    assert "{text}" in rules["node.Alias"] and "{range_id}" in rules["node.ReferenceRange"]
    assert "{key}" in rules["node.Term"]


def test_the_edges_that_matter_are_told_apart() -> None:
    rules = _rules()
    colour = {t: re.search(r"color: (#\w+)", rules[f"relationship.{t}"]).group(1)  # type: ignore[union-attr]
              for t in ("NEXT", "CAUSES", "SUPERSEDES", "FROM_TURN", "OF")}
    assert len({colour["NEXT"], colour["CAUSES"], colour["SUPERSEDES"], colour["FROM_TURN"]}) == 4
    width = {t: int(re.search(r"shaft-width: (\d+)px", rules[f"relationship.{t}"]).group(1))  # type: ignore[union-attr]
             for t in ("NEXT", "CAUSES", "SUPERSEDES", "FROM_TURN", "OF")}
    assert min(width["NEXT"], width["CAUSES"], width["SUPERSEDES"]) > max(width["FROM_TURN"], width["OF"])


def test_saved_query_parsing_keeps_description_params_and_statement() -> None:
    text = "// Line one.\n// line two\n// :param user_id => 'u1'\nMATCH (n {user_id: $user_id})\nRETURN n;\n"
    q = parse_saved_query("analyst_x", text)
    assert q.description == "Line one. line two"
    assert q.params == [":param user_id => 'u1'"]
    assert q.statement == "MATCH (n {user_id: $user_id})\nRETURN n"


def test_every_saved_query_documents_its_parameters() -> None:
    queries = saved_queries()
    assert any(q.name.startswith("analyst_") for q in queries)  # else the check of parameters below is empty
    for q in queries:
        used = set(re.findall(r"\$(\w+)", q.statement))
        documented = {re.match(r":param (\w+)", p).group(1) for p in q.params}  # type: ignore[union-attr]
        if q.name.startswith("analyst_"):
            assert used <= documented, f"{q.name}: {used - documented} not documented"
        assert q.description, q.name


def test_committed_guide_is_generated_from_the_saved_queries() -> None:
    committed = (browser_dir() / "guide.html").read_text(encoding="utf-8")
    assert committed == render_guide(saved_queries()), "run `pia browser guide` and commit browser/guide.html"
    assert committed.count("<slide") == len(saved_queries()) + 1
