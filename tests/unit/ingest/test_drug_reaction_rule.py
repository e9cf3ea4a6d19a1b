"""Rule ``allergy.drug_reaction``: a drug (or a drug class held as an allergen) and an allergic reaction joined
by a causal link is an allergy to the drug, with its reaction; the reaction is no symptom of today and the drug
no dose. English and Korean, positives and guards (side effects, negation, someone else, questions).
Wording of its own; each positive case fails on main 0deaeb0 (a symptom of today, or an intake, no allergy)."""

from __future__ import annotations

from typing import Any

import pytest

from pia_graph.ingest.extract import registry
from pia_graph.ingest.retain_gate import decide_retain
from pia_graph.ontology import AliasIndex

SAID = "2026-03-11T09:00:00+09:00"


def _kinds(run: Any, text: str, lang: str) -> list[tuple[str, str]]:
    return [(r.type, r.coordinate) for r in run(text, SAID, lang).records]


def test_the_rule_is_declared() -> None:
    rule = registry.RULES["allergy.drug_reaction"]
    assert rule.types == frozenset({"allergy"}) and rule.family == "profile"


@pytest.mark.parametrize(("text", "lang", "key"), [
    ("ibuprofen gives me hives fyi", "en", "drug:ibuprofen"),
    ("aspirin made my lips swell up last time", "en", "drug:aspirin"),
    ("bactrim gave me a bad rash back in 2018", "en", "drug:sulfamethoxazole_trimethoprim"),
    ("had a reaction to sulfa drugs years ago, swelling all over", "en", "drug:sulfonamide"),
    ("NSAIDs make me wheeze", "en", "drug:nsaid"),
    ("broke out in hives from amoxicillin as a kid", "en", "drug:amoxicillin"),
    ("이부프로펜 먹으면 두드러기 올라와요", "ko", "drug:ibuprofen"),
    ("아스피린 먹고 입술이 퉁퉁 부었었어요", "ko", "drug:aspirin"),
    ("예전에 세파 항생제 맞고 온몸에 발진 났어요", "ko", "drug:cephalosporin"),
    ("아목시실린 복용 후 숨이 차고 두드러기가 났었어요", "ko", "drug:amoxicillin"),
])
def test_a_drug_reaction_is_an_allergy_not_a_symptom_of_today(run: Any, text: str, lang: str, key: str) -> None:
    got = run(text, SAID, lang).records
    assert [(r.type, r.coordinate) for r in got] == [("allergy", key)]
    # a class held as an allergen (drug:nsaid) may be taken first by profile.allergy's trigger path
    assert got[0].rule_id in ("allergy.drug_reaction", "profile.allergy") and got[0].reaction


@pytest.mark.parametrize(("text", "lang"), [
    ("took ibuprofen once and my face swelled up, so no more advil for me", "en"),
    ("이부프로펜 먹으면 두드러기 나서 못 먹어요", "ko"),
])
def test_the_drug_of_a_reaction_is_no_dose(run: Any, text: str, lang: str) -> None:
    got = _kinds(run, text, lang)
    assert ("allergy", "drug:ibuprofen") in got
    assert not [k for k in got if k[0].startswith("medication")]


@pytest.mark.parametrize(("text", "lang"), [
    ("amlodipine makes my ankles swell", "en"),  # a side effect, no allergy
    ("codeine makes me throw up", "en"),
    ("metformin gives me an upset stomach", "en"),
    ("메트포르민 먹으면 속이 메스꺼워요", "ko"),
    ("ibuprofen doesn't give me hives anymore", "en"),  # denied
    ("no reaction to amoxicillin at all", "en"),
    ("아스피린 먹어도 두드러기 안 나요", "ko"),
    ("my son gets hives from amoxicillin", "en"),  # someone else
    ("엄마가 아스피린 먹으면 두드러기 나요", "ko"),
    ("두드러기 때문에 지르텍 먹었어요", "ko"),  # the drug treats the reaction
    ("the hives made me take benadryl", "en"),
    ("took benadryl for the hives, it gave me some relief", "en"),
])
def test_no_allergy_from_a_side_effect_a_denial_or_someone_else(run: Any, text: str, lang: str) -> None:
    assert not [k for k in _kinds(run, text, lang) if k[0] == "allergy"]


def test_a_food_reaction_and_an_allergy_word_are_unchanged(run: Any) -> None:
    assert _kinds(run, "I'm allergic to penicillin", "en") == [("allergy", "drug:penicillin")]
    # (not "shrimp": the tests' completed dictionary, built when ../shared/eval is present, makes it ambiguous)
    assert _kinds(run, "peanuts make my throat swell", "en") == [("allergy", "food:peanut")]


def test_a_dose_without_a_reaction_is_still_a_dose(run: Any) -> None:
    assert _kinds(run, "took my amoxicillin this morning", "en") == [("medication_intake", "drug:amoxicillin")]


@pytest.mark.parametrize(("text", "lang"), [
    ("can ibuprofen give me hives?", "en"),
    ("아스피린 먹으면 두드러기 날 수 있어요?", "ko"),
])
def test_a_question_is_not_kept(index: AliasIndex, text: str, lang: str) -> None:
    assert not decide_retain(text, lang, index.match(text, lang)).retain
