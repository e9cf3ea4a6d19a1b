"""A ranked record carries the user's own sentence it was written from (its quote), and the context pack shows it
where it says more than the record's rendering (retrieve/record_quotes.py, retrieve/context_pack.py)."""

from __future__ import annotations

from pia_graph.memory.recall_models import Provenance, RecallItem
from pia_graph.retrieve.context_pack import build_context_pack
from pia_graph.retrieve.record_quotes import QUOTE_MAX_CHARS, adds_words, record_quote, with_quotes

TURN = "Rough week. Switched to Allegra 180 at the ENT on Monday! BP fine."


def test_the_sentence_holding_the_records_span_by_its_offsets() -> None:
    start = TURN.index("Allegra")
    assert record_quote("Allegra", start, start + 7, TURN) == "Switched to Allegra 180 at the ENT on Monday!"
    # the analysed text is what the offsets index; the verbatim text is used only without it
    analysed = "혈당 130 나왔어요. 이비인후과에서 알레그라로 바꿔줬어요"
    at = analysed.index("알레그라")
    assert record_quote("알레그라", at, at + 4, "other words", analysed) == "이비인후과에서 알레그라로 바꿔줬어요"


def test_offsets_that_do_not_hold_the_span_are_not_trusted_the_span_is_looked_up() -> None:
    assert record_quote("bp", 0, 5, TURN) == "BP fine."
    assert record_quote("allegra", None, None, TURN) == "Switched to Allegra 180 at the ENT on Monday!"


def test_no_sentence_when_the_span_is_nowhere_and_the_turn_has_several() -> None:
    assert record_quote("zyrtec", None, None, TURN) is None
    assert record_quote("zyrtec", None, None, "got the new pills from the ENT") == "got the new pills from the ENT"
    assert record_quote("x", 0, 1, "") is None
    assert record_quote("x", 0, 1, None) is None


def test_a_long_sentence_is_cut_to_the_clauses_around_the_span() -> None:
    long = ("we drove for hours and hours to the coast and back again with the kids " * 4
            + "and then I took my metformin 500 late, but ate well")
    at = long.index("metformin")
    quote = record_quote("metformin", at, at + 9, long)
    assert quote is not None and "metformin 500" in quote and len(quote) <= QUOTE_MAX_CHARS


def _record(rid: str, text: str, quote: str | None = None) -> RecallItem:
    return RecallItem(kind="record", id=rid, coordinate="drug:fexofenadine", text=text, quote=quote,
                      provenance=Provenance(turn_id="t_1", span="Allegra"))


def test_with_quotes_fills_records_from_their_rows_and_facts_from_their_span() -> None:
    fact = RecallItem(kind="fact", id="f_1", text="User felt dizzy", provenance=Provenance(turn_id="t_2",
                                                                                          span="I felt dizzy"))
    rec = _record("r_1", "Fexofenadine 180 mg")
    start = TURN.index("Allegra")
    rows = [{"record_id": "r_1", "span": "Allegra", "span_start": start, "span_end": start + 7, "text": TURN,
             "text_analysed": TURN}]
    out = with_quotes([rec, fact, _record("r_2", "Other")], rows)
    assert [i.quote for i in out] == ["Switched to Allegra 180 at the ENT on Monday!", "I felt dizzy", None]
    assert rec.quote is None  # copied, not changed in place


def test_adds_words_only_when_the_quote_says_something_the_rendering_lacks() -> None:
    assert adds_words("switched to Allegra at the ENT", "Fexofenadine 180 mg")
    assert not adds_words("LDL 96", "LDL 96 mg/dL on 2026-02-20 (normal)")
    assert not adds_words(None, "LDL 96")


def test_the_pack_shows_a_records_sentence_once_and_not_where_a_fact_says_it() -> None:
    said = "Switched to Allegra 180 at the ENT on Monday!"
    items = [_record("r_1", "Fexofenadine 180 mg", said), _record("r_2", "ENT visit", said),
             _record("r_3", "LDL 96 mg/dL", "LDL 96")]
    pack = build_context_pack(items, [], None, None, counter=lambda t: len(t.split()))
    lines = pack.text.splitlines()
    assert lines[0] == f'recall: Fexofenadine 180 mg (said: "{said}") [r_1]'
    assert lines[1] == "recall: ENT visit [r_2]"  # the same sentence is not said twice
    assert lines[2] == "recall: LDL 96 mg/dL [r_3]"  # its sentence adds no word
    assert pack.data["recall"][0]["quote"] == said and "quote" not in pack.data["recall"][1]
    fact = RecallItem(kind="fact", id="f_1", text="User switched to Allegra", quote=said,
                      provenance=Provenance(turn_id="t_1", span=said))
    with_fact = build_context_pack([items[0], fact], [], None, None, counter=lambda t: len(t.split()))
    assert with_fact.text.splitlines()[0] == "recall: Fexofenadine 180 mg [r_1]"
