"""`wording.quote` with ``keep`` and `statements.quoted_sentence` with ``said``: a statement too long to quote whole
keeps the part holding the most words no field says yet (a plan or a drug being weighed, often said last), never
the opening words alone; a short statement, or one with nothing new, is quoted as before."""

from __future__ import annotations

from pia_graph.hu2.compose import check_understanding, compose
from pia_graph.hu2.models import EvidenceFact
from pia_graph.hu2.statements import quoted_sentence
from pia_graph.hu2.wording import Words, quote

from .builders import inputs, lexicon, rec

LONG = ("Feeling better so I'm just going to stop the sertraline tomorrow and take St John's wort instead, "
        "it's natural.")


def test_a_long_statement_is_quoted_where_its_new_words_are() -> None:
    out = quote(LONG, 80, ["John", "wort", "instead", "natural"])
    assert "St John's wort instead, it's natural" in out
    assert out.startswith("“…") and len(out) <= 80 + 4


def test_without_new_words_a_long_statement_keeps_its_opening() -> None:
    head = "“Feeling better so I'm just going to stop the sertraline tomorrow and take St…”"
    assert quote(LONG, 80) == quote(LONG, 80, []) == head


def test_a_short_statement_is_quoted_whole_whatever_is_new() -> None:
    assert quote("Running 10 km on weekends", 90, ["weekends"]) == "“Running 10 km on weekends”"


def test_korean_keeps_the_drug_said_last() -> None:
    turn = ("무릎이 계속 아파서 오늘 아침에 정형외과 다녀왔고 물리치료도 받았는데 별로 나아지질 않아서 "
            "그냥 집에 있는 부루펜이랑 탁센 번갈아가면서 먹으려고요")
    out = quote(turn, 80, ["부루펜이랑", "탁센", "번갈아가면서"])
    assert "부루펜" in out and "탁센" in out


def test_quoted_sentence_keeps_what_the_fields_do_not_say() -> None:
    fact = EvidenceFact(fact_id="f1", text=LONG, term_keys=["drug:sertraline"], turn_text=LONG)
    w = Words("en", lexicon().dictionary)
    said = "A woman in her thirties. Stopped sertraline. Feeling better, going to stop."
    s = quoted_sentence("who", [fact], w, room=400, said=said)
    assert s is not None and "wort" in s.text and s.cites == ["f1"]
    plain = quoted_sentence("who", [fact], w, room=400)
    assert plain is not None and "wort" not in plain.text


def test_compose_says_the_supplement_weighed_in_a_long_statement() -> None:
    records = [rec(1, "medication_regimen", "drug:sertraline", said=LONG)]
    records[0] = records[0].model_copy(update={"status": "stopped", "span": "sertraline"})
    data = inputs(records, [EvidenceFact(fact_id="f1", text=LONG, term_keys=["drug:sertraline"], turn_text=LONG)])
    u = compose(data, lexicon())
    assert "john's wort" in "\n".join(u.texts().values()).lower()
    assert not check_understanding(u, data, lexicon())
