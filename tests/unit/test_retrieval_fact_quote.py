"""The retrieval kind's prediction items and matcher: a fact item quotes the user's own words (its provenance span)
beside its third-person text, and a free-text selector is found in either."""

from __future__ import annotations

from pia_graph.evaluation.retrieval import matches, ranked_item, score
from pia_graph.memory.recall_models import Provenance, RecallItem


def _fact(text: str, span: str | None) -> RecallItem:
    return RecallItem(kind="fact", id="f_1", text=text, provenance=Provenance(turn_id="t_1", span=span))


def test_a_fact_item_quotes_the_users_words() -> None:
    item = ranked_item(_fact("pretty sure red wine is User's trigger", "pretty sure red wine is my trigger"))
    assert item["text"] == "pretty sure red wine is User's trigger"
    assert item["quote"] == "pretty sure red wine is my trigger"
    assert "quote" not in ranked_item(_fact("User's knee hurts", None))


def test_a_selector_in_the_users_own_words_matches_the_quote() -> None:
    item = ranked_item(_fact("red wine is User's trigger", "red wine is my trigger"))
    assert matches({"fact_contains": "Red wine is MY trigger"}, item)
    assert matches({"fact_contains": "User's trigger"}, item)  # the text still matches
    assert not matches({"fact_contains": "white wine"}, item)
    assert score({"relevant": [{"fact_contains": "is my trigger"}]}, [item])["rr"] == 1.0


def test_a_record_item_has_no_quote_and_matches_by_coordinate() -> None:
    rec = {"coordinate": "test:ldl_cholesterol", "date": "2026-01-02", "text": "LDL 96", "kind": "record"}
    assert matches({"coordinate": "test:ldl_cholesterol"}, rec)
    assert not matches({"fact_contains": "ldl 96 my"}, rec)
