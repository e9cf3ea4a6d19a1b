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


def _record(coordinate: str, quote: str | None) -> RecallItem:
    return RecallItem(kind="record", id="r_1", coordinate=coordinate, date="2026-05-02", text="Sildenafil 50 mg",
                      quote=quote, provenance=Provenance(turn_id="t_1", span="sildenafil"))


FORMAT = frozenset({"drug:metformin", "visit:clinic"})
SAID = "got sildenafil from the telehealth thing"


def test_a_record_beyond_the_format_quotes_the_sentence_it_serves_as_the_format_has_only_a_fact_for_it() -> None:
    item = ranked_item(_record("drug:sildenafil", SAID), FORMAT, {})
    assert item["quote"] == SAID and item["said"] == SAID
    assert item["coordinate"] == "drug:sildenafil"  # kept: no selector can name it
    expect = {"relevant": [{"fact_contains": "sildenafil from the telehealth"}]}
    assert score(expect, [item])["rr"] == 1.0
    assert score(expect, [item], stored=True)["rr"] == 0.0  # the scorer before session 64
    assert "quote" not in ranked_item(_record("drug:sildenafil", None), FORMAT, {})  # no sentence served, none scored


def test_a_record_at_a_format_coordinate_quotes_nothing_though_it_serves_its_sentence() -> None:
    item = ranked_item(_record("drug:metformin", "started metformin 500"), FORMAT, {})
    assert "quote" not in item and item["said"] == "started metformin 500"
    assert not matches({"fact_contains": "started metformin"}, item)  # `said` is never matched
    assert matches({"coordinate": "drug:metformin", "date": "2026-05-02"}, item)


def test_a_finer_coordinate_the_projection_covers_is_reported_at_its_format_coordinate() -> None:
    item = ranked_item(_record("visit:dentist", "dentist this morning"), FORMAT, {"visit:dentist": "visit:clinic"})
    assert item["coordinate"] == "visit:clinic" and item["stored_coordinate"] == "visit:dentist"
    assert "quote" not in item
    assert score({"relevant": [{"coordinate": "visit:clinic"}]}, [item])["rr"] == 1.0
    assert score({"relevant": [{"coordinate": "visit:clinic"}]}, [item], stored=True)["rr"] == 0.0
    # a projection onto a key the format lacks is no projection: the record stays beyond, quoting its sentence
    beyond = ranked_item(_record("visit:dentist", "dentist this morning"), FORMAT,
                         {"visit:dentist": "visit:dental_clinic"})
    assert beyond["coordinate"] == "visit:dentist" and beyond["quote"] == "dentist this morning"
