"""Statements no sentence drew on are quoted in their field (`hu2/statements.py`); an allergy statement no allergy
cites is quoted in medical_constraints; activities are named in the user's one-word names ("aquafit", "산책")
but never in a verb form ("swam", "lifted")."""

from __future__ import annotations

import datetime as dt

from pia_graph.hu2.compose import check_understanding, compose
from pia_graph.hu2.models import EvidenceFact
from pia_graph.hu2.statements import route, unsaid

from .builders import fact, inputs, lexicon, rec


def test_a_statement_nothing_drew_on_is_quoted_in_who_and_not_twice() -> None:
    facts = [fact(1, "truck driver, eat at diners", []), fact(2, "vegetarian since college", [],
                                                              day=dt.date(2026, 1, 5))]
    records = [rec(1, "lab_result", "test:uric_acid", 7.9, unit="mg/dL", value_as_said="7.9", said="uric acid 7.9")]
    data = inputs(records, facts)
    u = compose(data, lexicon())
    who = u.field("who")
    assert "diners" in who.text and "vegetarian" in who.text
    assert who.text.index("vegetarian") < who.text.index("diners")  # oldest first
    assert {"f1", "f2"} <= set(who.cites)
    assert sum(t.count("diners") for t in u.texts().values()) == 1
    assert not check_understanding(u, data, lexicon())


def test_statements_about_someone_else_questions_and_drawn_on_ones_are_not_quoted() -> None:
    facts = [fact(1, "my toddler has a fever 39", ["symptom:fever"]), fact(2, "can i eat at diners?", []),
             fact(3, "uric acid 7.9", ["test:uric_acid"])]
    records = [rec(1, "lab_result", "test:uric_acid", 7.9, unit="mg/dL", value_as_said="7.9", said="uric acid 7.9")]
    out = unsaid(inputs(records, facts), {"r1"})
    assert out == {}


def test_a_statement_is_routed_by_what_it_names() -> None:
    assert route(fact(1, "pulmonary rehab twice a week, short of breath", ["symptom:shortness_of_breath"])) \
        == "physical_state"
    assert route(fact(2, "beers with the team", ["substance:alcohol"])) == "behavioral_state"
    assert route(fact(3, "allergic to sulfa drugs", [])) == "medical_constraints"
    assert route(fact(4, "no known allergies", [])) == "who"


def test_an_allergy_statement_cited_only_for_its_reaction_is_still_quoted_in_constraints() -> None:
    facts = [fact(1, "allergic to sulfa drugs, I get a bad rash", ["symptom:rash"])]
    records = [rec(1, "symptom", "symptom:rash", said="allergic to sulfa drugs, I get a bad rash")]
    data = inputs(records, facts)
    u = compose(data, lexicon())
    assert "sulfa" in u.field("medical_constraints").text
    assert "sulfa" not in u.field("recommendation").text
    assert not check_understanding(u, data, lexicon())


def test_a_quote_that_does_not_fit_is_left_out_never_cut_into_the_limit() -> None:
    long = "x" * 70
    facts = [fact(i, f"{long} {i}", [], day=dt.date(2026, 1, i)) for i in range(1, 12)]
    u = compose(inputs([], facts), lexicon())
    assert all(len(t) <= 500 for t in u.texts().values())


def test_one_word_activity_names_are_said_back_but_not_verb_forms() -> None:
    records = [rec(1, "exercise", "activity:swimming", 45.0, unit="min", value_as_said="45", said="aquafit 45 min"),
               rec(2, "exercise", "activity:strength_training", 40.0, unit="min", value_as_said="40",
                   said="lifted 40 min")]
    text = compose(inputs(records), lexicon()).field("behavioral_state").text
    assert "swimming (aquafit)" in text and "(lifted)" not in text
    ko = [rec(1, "exercise", "activity:walking", 30.0, unit="min", value_as_said="30", said="산책 30분")]
    assert "걷기(산책)" in compose(inputs(ko, lang="ko"), lexicon()).field("behavioral_state").text


def test_an_activity_only_a_statement_names_is_said_in_the_users_word() -> None:
    facts = [fact(1, "아쿠아로빅 주2회", ["activity:swimming"])]
    text = compose(inputs([], facts, lang="ko"), lexicon()).field("behavioral_state").text
    assert "아쿠아로빅" in text


def test_a_compound_name_that_holds_the_dictionarys_name_is_said_as_written() -> None:
    ko = [rec(1, "exercise", "activity:golf", 120.0, unit="min", value_as_said="120", said="파크골프 두시간"),
          rec(2, "exercise", "activity:swimming", 40.0, unit="min", value_as_said="40",
              said="복지관에서 수중운동 40분")]
    text = compose(inputs(ko, lang="ko"), lexicon()).field("behavioral_state").text
    assert "골프(파크골프)" in text and "수영(수중운동)" in text
    en = [rec(1, "exercise", "activity:walking", 30.0, unit="min", value_as_said="30", said="walks 30 min")]
    assert "(walks)" not in compose(inputs(en), lexicon()).field("behavioral_state").text


def test_a_turn_cited_for_a_term_whose_words_say_more_is_quoted_whole() -> None:
    turn = "firefighter, 24 on 48 off, sleep is a mess"
    clause = EvidenceFact(fact_id="f1", text="sleep is a mess", term_keys=["sleep:night"], turn_text=turn)
    records = [rec(1, "sleep", "sleep:night", 300.0, said=turn, value_as_said="5 hours")]
    data = inputs(records, [clause])
    u = compose(data, lexicon())
    joined = "\n".join(u.texts().values())
    assert "firefighter" in joined and joined.count("firefighter") == 1
    assert not check_understanding(u, data, lexicon())


def test_a_cited_statement_whose_words_the_fields_already_say_is_not_quoted_again() -> None:
    facts = [fact(1, "uric acid 7.9", ["test:uric_acid"])]
    records = [rec(1, "lab_result", "test:uric_acid", 7.9, unit="mg/dL", value_as_said="7.9", said="uric acid 7.9")]
    u = compose(inputs(records, facts), lexicon())
    assert "In their words" not in "\n".join(u.texts().values())
