"""Whose health, on unseen wording (session 61, issues 12 and 8), each mechanism beside guards:

- "X's" before a progressive verb or "due" (cue list ``is_after_possessive``) is "X is …": X is the subject of the
  clause, not the owner of an event ("my neighbour's starting radiation" is the neighbour's; "my buddy's bachelor
  party" stays an event owned);
- a Korean hearsay ending (-대요) with no person named, over a finding of the body or a clinician's decision about
  care (cue list ``told_finding``: 금 갔, 부러졌, 골절, 유지한 …), is told to the user, not someone else's; a person
  named in it still owns it, and a state reported with no finding ("감기 걸렸대요") stays hearsay;
- a stranger (cue list ``stranger``) with "a", "some" or "this" opening an English clause before a verb is its
  subject ("a guy collapsed at the gym"); "a guy named …", "a man of seventy", "I'm a woman" are not.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from pia_graph.ingest.experiencer import other_person


@pytest.mark.parametrize(("text", "lang", "kept"), [
    ("my neighbour's starting radiation next week, what do you bring someone for that", "en", False),
    ("my coworker's taking some new pill for anxiety, is that safe with alcohol?", "en", False),
    # guards: the user's own health beside someone's event; a relative's start of a drug for a condition named is
    # family history (a relative's drug alone is none since session 64: every develop label of the kind says so)
    ("my buddy's bachelor party was saturday, bp 150/95 this morning", "en", True),
    ("my mom's starting metformin for her diabetes next week", "en", True),
])
def test_possessive_read_as_is_before_a_progressive(retain: Callable[[str, str], bool], text: str, lang: str,
                                                    kept: bool) -> None:
    assert retain(text, lang) is kept


@pytest.mark.parametrize(("text", "other"), [
    ("my neighbour's starting radiation next week", True),
    ("my friend's due for a colonoscopy", True),
    ("my buddy's bachelor party got out of hand", False),
])
def test_the_person_before_is_after_possessive_is_the_subject(text: str, other: bool) -> None:
    assert other_person(text, "en") is other


@pytest.mark.parametrize(("text", "other"), [
    ("목욕탕에서 미끄러져서 갈비뼈에 금 갔대요", False),
    ("오늘 INR 2.3 나와서 와파린 그대로 유지한대요", False),
    ("발목 인대 파열이라 수술해야 한대요", False),
    # guards: a person named owns the finding; a state with no finding reported stays hearsay
    ("친구가 넘어져서 손목 부러졌대요", True),
    ("감기 걸려서 열 난대요", True),
])
def test_a_finding_or_decision_told_with_no_one_named(text: str, other: bool) -> None:
    assert other_person(text, "ko") is other


@pytest.mark.parametrize(("text", "kept"), [
    ("목욕탕에서 미끄러져서 갈비뼈에 금 갔대요", True),
    ("오늘 INR 2.3 나와서 와파린 그대로 유지한대요", True),
    ("친구가 넘어져서 손목 부러졌대요", False),
])
def test_a_told_finding_is_kept(retain: Callable[[str, str], bool], text: str, kept: bool) -> None:
    assert retain(text, "ko") is kept


@pytest.mark.parametrize(("text", "other"), [
    ("a guy collapsed at the gym today, paramedics came", True),
    ("some lady fainted in the queue at the pharmacy", True),
    ("an older man had a seizure on the train", True),
    # guards: a stranger not the subject of the clause, the user's own kind
    ("a guy named Marco at the sports clinic", False),
    ("what is a normal pressure for a man of seventy?", False),
    ("I'm a woman, seventy nine", False),
])
def test_a_stranger_opening_the_clause_is_its_subject(text: str, other: bool) -> None:
    assert other_person(text, "en") is other
