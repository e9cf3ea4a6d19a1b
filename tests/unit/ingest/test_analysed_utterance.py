"""The analysed utterance: built once, read by the gates and the extractor; experiencer and verdict per clause;
and the kinds of miss its mechanisms fix (each with wording of its own, not a suite's sentence)."""

from __future__ import annotations

from typing import Any

import pytest

from pia_graph.ingest.clause_verdict import Verdict
from pia_graph.ingest.experiencer import Experiencer
from pia_graph.ingest.read_gate import decide_read
from pia_graph.ingest.retain_gate import retain_decision
from pia_graph.ingest.utterance import analyse
from pia_graph.ontology import AliasIndex, Dictionary

SAID = "2026-03-11T09:00:00+09:00"


def _kinds(run: Any, text: str, lang: str = "en") -> list[tuple[str, str]]:
    return sorted((r.type, r.coordinate) for r in run(text, SAID, lang).records)


@pytest.mark.parametrize(("text", "lang", "who"), [
    ("my cat threw up twice", "en", [Experiencer.PET]),
    ("the vet said my dog is too heavy, 31 kg", "en", [Experiencer.PET, Experiencer.PET]),
    ("my coworker's daughter has asthma", "en", [Experiencer.OTHER]),
    ("my sister has asthma", "en", [Experiencer.FAMILY]),
    ("in my story the hero has diabetes", "en", [Experiencer.HYPOTHETICAL]),
    ("my back hurts", "en", [Experiencer.SELF]),
    ("내 친구는 당뇨가 있어", "ko", [Experiencer.OTHER]),
    ("엄마가 고혈압이 있어", "ko", [Experiencer.FAMILY]),
])
def test_each_clause_has_its_experiencer(index: AliasIndex, dictionary: Dictionary, text: str, lang: str,
                                         who: list[Experiencer]) -> None:
    u = analyse(text, lang, index=index, dictionary=dictionary)
    assert [c.experiencer for c in u.clauses] == who


def test_the_gates_read_the_verdicts_of_one_analysis(index: AliasIndex, dictionary: Dictionary) -> None:
    u = analyse("my son has a fever of 39 tonight, what was my last a1c?", "en", index=index, dictionary=dictionary)
    assert [c.verdict for c in u.clauses] == [Verdict.FAMILY_EPISODE, Verdict.QUESTION]
    assert retain_decision(u).retain is False
    assert decide_read(u.text, "en", utterance=u).read is True


@pytest.mark.parametrize(("text", "kept"), [
    ("my son has a fever of 38.9 tonight", False),  # a child's passing illness is not family history
    ("my father had a stroke at 70", True),  # a relative's history is
    ("dad had knee surgery at 60", True),
    ("the meeting was a pain in the neck", False),  # a health word said figuratively
    ("thanks!", False),
    ("no longer taking the lisinopril", True),  # a greeting word first, then a drug
])
def test_retain_by_kind(index: AliasIndex, dictionary: Dictionary, text: str, kept: bool) -> None:
    assert retain_decision(analyse(text, "en", index=index, dictionary=dictionary)).retain is kept


def test_a_relative_of_a_grandparent_line_is_no_first_degree_history(run: Any) -> None:
    assert _kinds(run, "my grandma on my mom's side had diabetes") == []


def test_records_of_someone_else_in_the_same_sentence_are_not_the_users(run: Any) -> None:
    assert _kinds(run, "my roommate has a cough and now i have a sore throat") == [("symptom", "symptom:sore_throat")]


def test_a_figurative_headache_makes_no_symptom(run: Any) -> None:
    assert _kinds(run, "the commute is a real headache but my bp was 118/75") == [
        ("vital_sign", "vital:diastolic_bp"), ("vital_sign", "vital:systolic_bp")]


def test_a_list_of_drugs_shares_the_verb_before_it(run: Any) -> None:
    got = run("took my lisinopril, magnesium and fish oil after breakfast", SAID, "en").records
    intakes = sorted(r.coordinate for r in got if r.type == "medication_intake" and r.status == "taken")
    assert "drug:lisinopril" in intakes and len(intakes) == 3


def test_a_corrected_reading_replaces_the_first(run: Any) -> None:
    got = [r for r in run("weight 90.4kg, oops i mean 89.4", SAID, "en").records if r.type == "body_measurement"]
    assert [round(float(r.value), 1) for r in got] == [89.4]


def test_a_symptom_said_to_start_at_a_time_starts_then(run: Any) -> None:
    got = [r for r in run("the rash started on monday", SAID, "en").records if r.type == "symptom"]
    # said on Wednesday 2026-03-11: "monday" is 2026-03-09, the symptom's start, not a one-day date
    assert [(str(r.start), r.date) for r in got] == [("2026-03-09", None)]


@pytest.mark.parametrize(("text", "value"), [
    ("quit smoking back in 2015", "former"),
    ("used to smoke for years but quit last spring", "former"),
    ("half a pack a day smoker", "current"),
    ("하루에 한 갑 피워요", "current"),
])
def test_smoking_status(run: Any, text: str, value: str) -> None:
    lang = "ko" if any("가" <= c <= "힣" for c in text) else "en"
    got = [r for r in run(text, SAID, lang).records if r.coordinate == "profile:smoking"]
    assert [r.value for r in got] == [value]


def test_a_drinking_habit_is_not_an_episode(run: Any) -> None:
    got = _kinds(run, "social drinker, a couple of beers on weekends")
    assert got == [("baseline_habit", "profile:alcohol")]


@pytest.mark.parametrize(("text", "km", "minutes"), [
    ("10k in 55:30 this morning", 10.0, 55.5),  # mm:ss keeps its seconds (x9, x11, x14 gold)
    ("did 2 miles in 24 minutes", 3.22, 24),
])
def test_a_distance_in_a_time_is_a_run(run: Any, text: str, km: float, minutes: float) -> None:
    got = [r for r in run(text, SAID, "en").records if r.type == "exercise"]
    assert [(r.coordinate, r.rule_id) for r in got] == [("activity:running", "exercise.distance_in_time")]
    assert round(float(got[0].value), 2) == km and got[0].duration_min == minutes


def test_mood_and_stress_take_their_own_scores(run: Any) -> None:
    got = {r.coordinate: r.value for r in run("stress is 8/10 and mood maybe 5/10", SAID, "en").records}
    assert got == {"mood:stress": 8, "mood:mood": 5}


def test_history_items_keep_their_own_bare_years(run: Any) -> None:
    got = {r.coordinate: r.year for r in run("tonsils out 1998 and appendix removed (2012)", SAID, "en").records
           if r.type == "surgery"}
    assert got == {"procedure:tonsillectomy": 1998, "procedure:appendectomy": 2012}
