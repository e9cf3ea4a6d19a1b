"""The condition a user's symptom is the complaint of, read from the drug they take for it (pure, no database):
a symptom of the curators' table and a regimen of a drug indicated for its condition name the condition, unsure,
on the statements that name either; the understanding cites them and never states a diagnosis."""

from __future__ import annotations

from pia_graph.hu2.complaints import complaint_table, reading_conditions, treated_complaints
from pia_graph.hu2.compose import check_understanding, compose, enrich
from pia_graph.hu2.models import Hu2Inputs
from tests.unit.hu2.builders import fact, inputs, lexicon, rec

_MOOD = "재발할까봐 무서워서 우울해요 기분 3/10"
_RX = "정신과에서 졸로푸트 처방받음"


def _user(mood: str = _MOOD, drug: str = "drug:sertraline", rx: str = _RX, status: str = "active") -> Hu2Inputs:
    return inputs([rec(1, "symptom", "symptom:low_mood", 3.0, said=mood),
                   rec(2, "medication_regimen", drug, said=rx, status=status)],
                  [fact(1, mood, ["symptom:low_mood", "mood:mood"]), fact(2, rx, [drug])], lang="ko")


def test_the_table_reads_every_condition_a_symptom_is_the_complaint_of() -> None:
    table = complaint_table()
    assert table["symptom:low_mood"] == ("condition:depression",)
    assert "condition:anxiety" in table["symptom:panic_attack"]
    d = lexicon().dictionary
    assert all(k in d.terms and all(c in d.terms for c in v) for k, v in table.items())


def test_a_symptom_and_a_drug_for_its_condition_name_the_condition_on_both_statements() -> None:
    named = treated_complaints(_user(), lexicon().dictionary)
    assert named == {"f1": ["condition:depression"], "f2": ["condition:depression"]}
    # a drug switched away from was still taken for it
    assert treated_complaints(_user(status="stopped"), lexicon().dictionary)["f1"] == ["condition:depression"]


def test_a_symptom_alone_or_a_drug_not_for_its_condition_names_nothing() -> None:
    d = lexicon().dictionary
    assert treated_complaints(_user(drug="drug:amlodipine", rx="암로디핀 5 먹어요"), d) == {}
    alone = inputs([rec(1, "symptom", "symptom:low_mood", said=_MOOD)], [fact(1, _MOOD, ["symptom:low_mood"])])
    assert treated_complaints(alone, d) == {}


def test_someone_elses_symptom_or_a_question_says_nothing_about_the_user() -> None:
    d = lexicon().dictionary
    other = "남편이 요즘 우울해요"
    inp = inputs([rec(2, "medication_regimen", "drug:sertraline", said=_RX, status="active")],
                 [fact(1, other, ["symptom:low_mood"]), fact(2, _RX, ["drug:sertraline"])], lang="ko")
    assert treated_complaints(inp, d) == {}
    asked = "feeling depressed, should i take more sertraline?"
    inp = inputs([rec(2, "medication_regimen", "drug:sertraline", said="on sertraline 50", status="active")],
                 [fact(1, asked, ["symptom:low_mood", "drug:sertraline"])])
    assert treated_complaints(inp, d) == {}


def test_the_understanding_cites_the_statements_for_the_condition_and_states_no_diagnosis() -> None:
    inp, lex = _user(), lexicon()
    rich = enrich(inp, lex)
    assert "condition:depression" in rich.facts[0].term_keys
    assert "condition:depression" not in (rich.facts[0].sure_keys or [])  # unsure: never stated as one
    u = compose(inp, lex)
    cited = {c for fld in u.fields for s in fld.sentences for c in s.cites}
    assert {"f1", "f2"} & cited
    assert "앓고 있는 질환" not in u.field("who").text  # no condition the user lives with is said
    assert not check_understanding(u, inp, lex)


def test_enriching_twice_keeps_what_was_unsure_unsure() -> None:
    inp, lex = _user(), lexicon()
    once = enrich(inp, lex)
    twice = enrich(once, lex)
    assert [f.term_keys for f in twice.facts] == [f.term_keys for f in once.facts]
    assert [f.sure_keys for f in twice.facts] == [f.sure_keys for f in once.facts]


def _readings(values: list[float], conditions: tuple[str, ...] = ()) -> Hu2Inputs:
    recs = [rec(i, "lab_result", "test:ldl_cholesterol", v, said=f"ldl {v:g}") for i, v in enumerate(values, 1)]
    recs += [rec(f"c{i}", "condition", c, said=c) for i, c in enumerate(conditions)]
    facts = [fact(i, f"ldl {v:g}", ["test:ldl_cholesterol"]) for i, v in enumerate(values, 1)]
    return inputs(recs, facts)


def test_a_reading_in_a_findings_range_names_its_condition_on_the_statement_that_gave_it() -> None:
    # the first reading was in the high-cholesterol range, the statin brought the latest down: still named
    assert reading_conditions(_readings([182.0, 94.0])) == {"f1": ["condition:dyslipidemia"]}
    assert reading_conditions(_readings([121.0, 94.0])) == {}  # no reading in the range


def test_a_reading_names_nothing_the_users_conditions_already_say() -> None:
    assert reading_conditions(_readings([182.0], ("condition:hypercholesterolemia",))) == {}


def test_the_understanding_cites_the_reading_for_the_condition_and_states_none() -> None:
    inp, lex = _readings([182.0, 94.0]), lexicon()
    rich = enrich(inp, lex)
    assert "condition:dyslipidemia" in rich.facts[0].term_keys
    assert "condition:dyslipidemia" not in (rich.facts[0].sure_keys or [])
    u = compose(inp, lex)
    assert "f1" in {c for fld in u.fields for s in fld.sentences for c in s.cites}
    assert "Also mentioned in conversation" not in u.field("who").text
    assert not check_understanding(u, inp, lex)
