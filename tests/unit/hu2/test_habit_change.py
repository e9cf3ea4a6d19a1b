"""A habit the user is giving up, said back in their words and kept up by the recommendation (pure, no database)."""

from __future__ import annotations

import datetime as dt

from pia_graph.hu2.compose import check_understanding, compose
from pia_graph.hu2.habit_change import changes, rules
from tests.unit.hu2.builders import AS_OF, fact, inputs, lexicon, rec

_EARLIER = AS_OF - dt.timedelta(days=40)


def test_the_table_names_habits_and_each_cue_names_the_habit_not_quit_alone() -> None:
    table = rules()
    assert {r.habit for r in table} >= {"profile:smoking", "profile:alcohol"}
    for r in table:
        assert not r.cues.search("I quit my job last week")
        assert not r.cues.search("회사 그만뒀어요")


def test_a_korean_user_quitting_smoking_is_said_with_the_words_they_used() -> None:
    inp = inputs([rec(1, "substance_use", "substance:smoking", said="담배 하루 한갑 20년", day=_EARLIER)],
                 [fact(1, "담배 하루 한갑 20년", ["substance:smoking"], day=_EARLIER),
                  fact(2, "금연 10일째 ㅎㅎ", [])], lang="ko")
    u = compose(inp, lexicon())
    behaviour = u.field("behavioral_state")
    assert "금연" in behaviour.text and "10일째" in behaviour.text
    assert "f2" in {c for x in behaviour.sentences for c in x.cites}
    rec_text = u.field("recommendation").text
    assert "금연" in rec_text
    assert not check_understanding(u, inp, lexicon())


def test_advice_or_intent_to_quit_is_no_change() -> None:
    for said, lang in (("의사가 금연하래", "ko"), ("담배 끊어야 하는데", "ko"),
                       ("doc says I should quit smoking", "en"), ("I need to quit smoking", "en")):
        inp = inputs([], [fact(1, said, [])], lang=lang)
        assert not changes(inp, lexicon().dictionary), said


def test_the_newest_statement_decides_a_failure_ends_the_change() -> None:
    quit_then_failed = inputs([], [fact(1, "quit smoking on monday", [], day=_EARLIER),
                                   fact(2, "couldn't quit smoking after all", [])])
    assert not changes(quit_then_failed, lexicon().dictionary)
    failed_then_quit = inputs([], [fact(1, "금연 실패함", [], day=_EARLIER), fact(2, "다시 금연 시작", [])], lang="ko")
    found = changes(failed_then_quit, lexicon().dictionary)
    assert [c.rule.habit for c in found] == ["profile:smoking"] and found[0].fact is not None
    assert found[0].fact.fact_id == "f2"


def test_a_smoking_cessation_drug_shows_the_change_without_a_statement() -> None:
    inp = inputs([rec(1, "medication_regimen", "drug:varenicline", said="started chantix", status="active")])
    u = compose(inp, lexicon())
    behaviour = u.field("behavioral_state")
    assert "Quitting smoking" in behaviour.text and "r1" in {c for x in behaviour.sentences for c in x.cites}
    assert "quitting smoking" in u.field("recommendation").text.lower()


def test_drinking_given_up_replaces_the_cut_back_advice() -> None:
    inp = inputs([rec(1, "substance_use", "substance:alcohol", said="2 beers", day=_EARLIER)],
                 [fact(1, "stopped drinking since new year", [])])
    u = compose(inp, lexicon())
    assert "Cutting out alcohol" in u.field("behavioral_state").text
    rec_text = u.field("recommendation").text
    assert "Keep going with cutting out alcohol" in rec_text and "cutting back" not in rec_text


def test_someone_elses_quitting_is_not_the_users() -> None:
    inp = inputs([], [fact(1, "남편이 금연 시작했어요", [])], lang="ko")
    assert not changes(inp, lexicon().dictionary)
