"""Rule ``allergy.drug_reaction``, two more shapes of its grammar: the reaction first and its drug after a
backward link (``drug_reaction_after``: "went into anaphylaxis after amoxicillin"), and a drug named right before
its reaction as one noun ("페니실린 쇼크 온적 있음"); and the short Korean name of the cephalosporins ("세파").
Guards: a drug after the reaction that treats it, a drug of a class that treats reactions
(``drug_reaction_relief``), a side effect, a denial and someone else's reaction make no allergy."""

from __future__ import annotations

from typing import Any

import pytest


def _allergies(run: Any, text: str, lang: str) -> list[tuple[str, str | None]]:
    return [(r.coordinate, r.reaction) for r in run(text, lang=lang).records if r.type == "allergy"]


@pytest.mark.parametrize(("text", "lang", "key", "reaction"), [
    ("went into anaphylaxis after amoxicillin", "en", "drug:amoxicillin", "anaphylaxis"),
    ("broke out in hives from sulfa", "en", "drug:sulfonamide", "hives"),
    ("my throat swelled up after taking penicillin once", "en", "drug:penicillin", "throat swelled"),
    ("페니실린 쇼크 온적 있음", "ko", "drug:penicillin", "쇼크"),
    ("세파 먹고 두드러기 올라왔었어", "ko", "drug:cephalosporin", "두드러기"),
    # a reaction "on" a drug, and a Korean reaction told as the drug's side effect (부작용)
    ("my lips and tongue swelled up on lisinopril, A&E said angioedema", "en", "drug:lisinopril", "tongue swelled"),
    ("broke out in a rash on bactrim", "en", "drug:sulfamethoxazole_trimethoprim", "rash"),
    ("리시노프릴 부작용으로 입술이 붓기 시작했어요", "ko", "drug:lisinopril", "입술이 붓"),
])
def test_a_reaction_told_of_a_drug_is_an_allergy_with_its_reaction(run: Any, text: str, lang: str, key: str,
                                                                   reaction: str) -> None:
    assert _allergies(run, text, lang) == [(key, reaction)]


@pytest.mark.parametrize(("text", "lang"), [
    ("took benadryl after the hives started", "en"),  # the drug after the reaction treats it
    ("got hives last night, took zyrtec after dinner", "en"),
    ("지르텍 두드러기 때문에 먹어", "ko"),  # an antihistamine named before hives
    ("cetirizine hives relief works well", "en"),
    ("still getting hives on cetirizine", "en"),  # hives despite the antihistamine, not from it
    ("felt nauseous after metformin", "en"),  # a side effect, no allergic sign
    ("no reaction after amoxicillin", "en"),
    ("엄마가 페니실린 쇼크 온 적 있어", "ko"),  # someone else's
    ("my mom went into anaphylaxis after amoxicillin", "en"),
])
def test_no_allergy_from_a_treatment_a_side_effect_or_someone_else(run: Any, text: str, lang: str) -> None:
    assert _allergies(run, text, lang) == []


@pytest.mark.parametrize(("text", "lang", "key"), [
    ("codeine makes me vomit, put that down as an allergy", "en", "drug:codeine"),
    ("tramadol made me throw up, intolerant to it", "en", "drug:tramadol"),
])
def test_a_reaction_the_sentence_names_an_allergy_is_one(run: Any, text: str, lang: str, key: str) -> None:
    assert [k for k, _r in _allergies(run, text, lang)] == [key]


@pytest.mark.parametrize(("text", "lang"), [
    ("metformin made me sick so I stopped", "en"),  # a side effect, not named an allergy
    ("codeine makes me sick but i'm not allergic", "en"),  # named, and denied
    ("메트포르민 부작용으로 메스꺼워서 끊었어요", "ko"),
])
def test_a_side_effect_not_named_an_allergy_makes_none(run: Any, text: str, lang: str) -> None:
    assert _allergies(run, text, lang) == []
