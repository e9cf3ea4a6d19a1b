"""`words_unsaid` (`hu2/statements.py`): a statement a sentence drew on, whose own words hold more than every field
says, is quoted in its field. Drawn on counts through a cited record taken from its words, not only through its
own id (a record's sentence cites its statements only once `with_statements` adds them); a turn is quoted once;
of a turn that asks, the clause that tells is quoted, never the question."""

from __future__ import annotations

from pia_graph.hu2.compose import check_understanding, compose
from pia_graph.hu2.models import EvidenceFact
from pia_graph.hu2.statements import unsaid, words_unsaid

from .builders import inputs, lexicon, rec


def _clause(n: int, text: str, keys: list[str], turn: str) -> EvidenceFact:
    return EvidenceFact(fact_id=f"f{n}", text=text, term_keys=keys, turn_text=turn)


def test_a_statement_drawn_on_through_its_record_is_quoted_when_its_words_say_more() -> None:
    turn = "felt shaky at 4am, sugar was 64, had juice"
    records = [rec(1, "symptom", "symptom:tremor", said=turn)]
    records[0] = records[0].model_copy(update={"span": "shaky"})
    data = inputs(records, [_clause(1, turn, ["symptom:tremor"], turn)])
    out = words_unsaid(data, {"r1"}, "Also on record: tremor (shaky).")
    assert [f.fact_id for f in out["physical_state"]] == ["f1"]
    u = compose(data, lexicon())
    assert "sugar was 64" in u.field("physical_state").text
    assert not check_understanding(u, data, lexicon())


def test_a_statement_neither_cited_nor_drawn_on_is_left_to_unsaid() -> None:
    turn = "felt shaky at 4am, sugar was 64"
    records = [rec(1, "symptom", "symptom:tremor", said="another turn")]
    data = inputs(records, [_clause(1, turn, ["symptom:tremor"], turn)])
    assert words_unsaid(data, {"r1"}, "Also on record: tremor.") == {}


def test_a_turn_two_cited_clauses_come_from_is_quoted_once() -> None:
    turn = "28 weeks with number two, due in november, first baby"
    facts = [_clause(1, "28 weeks with number two", ["profile:pregnancy"], turn),
             _clause(2, "due in november", ["profile:pregnancy"], turn)]
    out = words_unsaid(inputs([], facts), {"f1", "f2"}, "Pregnant.")
    assert sum(len(v) for v in out.values()) == 1


def test_of_a_turn_that_asks_the_clause_that_tells_is_quoted_and_the_question_is_not() -> None:
    turn = "꽃가루때문에 콧물 재채기.. 지르텍 먹어도 되나요"
    facts = [_clause(1, "꽃가루때문에 콧물 재채기..", ["symptom:runny_nose", "symptom:sneezing"], turn),
             _clause(2, "지르텍 먹어도 되나요", ["drug:cetirizine"], turn)]
    data = inputs([], facts, lang="ko")
    out = words_unsaid(data, {"f1", "f2"}, "최근 증상: 콧물, 재채기.")
    assert [(f.fact_id, f.text) for v in out.values() for f in v] == [("f1", "꽃가루때문에 콧물 재채기..")]
    never_cited = unsaid(data, set())
    assert [f.fact_id for v in never_cited.values() for f in v] == ["f1"]


def test_a_question_alone_is_never_quoted() -> None:
    turn = "can i take ibuprofen for my back?"
    data = inputs([], [_clause(1, turn, ["drug:ibuprofen"], turn)])
    assert words_unsaid(data, {"f1"}, "Nothing.") == {}
    assert unsaid(data, set()) == {}
