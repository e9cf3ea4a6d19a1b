"""A user who cares for a relative is said to, in their words; a narrower term stored under a broader coordinate is
named by the user's word for it (pure, no database)."""

from __future__ import annotations

import datetime as dt

from pia_graph.hu2.compose import check_understanding, compose
from tests.unit.hu2.builders import AS_OF, fact, inputs, lexicon, rec

_EARLIER = AS_OF - dt.timedelta(days=60)


def _who(u: object) -> str:
    return u.field("who").text  # type: ignore[attr-defined, no-any-return]


def test_caring_for_a_relative_is_said_in_the_users_words_and_cited() -> None:
    inp = inputs([rec(1, "family_history", "condition:dementia", said="caring for my mom with dementia",
                      relation="mother")],
                 [fact(1, "caring for my mom with dementia + two kids, I basically don't sleep",
                       ["condition:dementia"], day=_EARLIER),
                  fact(2, "back pain from lifting mom in and out of the car, 6/10", ["symptom:back_pain"])])
    u = compose(inp, lexicon())
    who = _who(u)
    assert "Caregiver" in who and "caring for my mom" in who
    assert "f1" in {c for s in u.field("who").sentences for c in s.cites}
    assert not check_understanding(u, inp, lexicon())


def test_korean_care_at_home_is_said() -> None:
    inp = inputs([], [fact(1, "엄마 돌보느라 밤에 잠을 못 자요", [])], lang="ko")
    assert "가족 돌봄" in _who(compose(inp, lexicon()))


def test_no_caregiver_on_a_proxy_account_in_a_question_or_without_a_cue() -> None:
    proxy = inputs([], [fact(1, "typing this for my dad, I'm caring for him since his stroke", []),
                        fact(2, "he takes amlodipine 5", [])])
    assert "Caregiver" not in _who(compose(proxy, lexicon()))
    asked = inputs([], [fact(1, "any tips for caring for my mom with dementia?", [])])
    assert "Caregiver" not in _who(compose(asked, lexicon()))
    plain = inputs([], [fact(1, "my mom has dementia", [])])
    assert "Caregiver" not in _who(compose(plain, lexicon()))


def test_a_narrower_term_reported_under_a_broader_one_is_said_by_the_users_word() -> None:
    inp = inputs([rec(1, "family_history", "condition:cardiovascular_disease",
                      said="dad died of a heart attack at 59", relation="father")])
    who = _who(compose(inp, lexicon()))
    assert "heart attack" in who and "father" in who
