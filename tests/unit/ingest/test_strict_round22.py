"""Round 22 rules for strict records, one test per mechanism, each a miss class that recurs in at least three
tuning suites (counts in docs/extraction.md, round 22). Wording of its own (not the suites'); the positive cases
fail on 95f86ff, the guards pass on both."""

from __future__ import annotations

from typing import Any

import pytest

from tests.unit.ingest.strict_helpers import SAID_EN, SAID_KO
from tests.unit.ingest.strict_helpers import of_type as _of

# --- a body part with a rating, or with a pain word, is that part's pain -------------------------------------------

@pytest.mark.parametrize(("text", "lang", "key", "value"), [
    ("cold coming on, and my throat is maybe 6/10", "en", "symptom:sore_throat", 6.0),
    ("shoulder's acting up after tennis, 5 out of 10", "en", "symptom:shoulder_pain", 5.0),
    ("thighs are wrecked after leg day, like 7/10", "en", "symptom:muscle_pain", 7.0),
    ("허리 디스크 있어서 오래 못 앉아요.. 오늘 허리 6점", "ko", "symptom:back_pain", 6.0),
])
def test_a_rated_body_part_is_its_pain(run: Any, text: str, lang: str, key: str, value: float) -> None:
    got = _of(run, text, "symptom", lang, SAID_KO if lang == "ko" else SAID_EN)
    assert key in got
    assert got[key].value == value


@pytest.mark.parametrize(("text", "key"), [
    ("throat is raw again today", "symptom:sore_throat"),
    ("legs have ached since i started the new statin", "symptom:muscle_pain"),
])
def test_new_pain_words_and_parts(run: Any, text: str, key: str) -> None:
    assert key in _of(run, text, "symptom")


def test_a_rating_said_of_a_part_is_not_another_symptoms(run: Any) -> None:
    got = _of(run, "had a fever overnight, 38.4 now, and my throat is like 8/10", "symptom")
    assert got["symptom:sore_throat"].value == 8.0
    assert got["symptom:fever"].value is None


def test_a_rating_with_no_part_is_no_part_pain(run: Any) -> None:  # guard
    assert not any(k.endswith("_pain") for k in _of(run, "sleep quality maybe 6/10 last night", "symptom"))


# --- a name that is a test or a supplement, read with a value in its own clause, is the test ----------------------

@pytest.mark.parametrize("text", ["vitamin d came in at 21, so starting 1000 IU a day",
                                  "vit d was 16, gp wants me taking 4000 IU daily"])
def test_a_level_read_beside_a_supplement_started_is_both(run: Any, text: str) -> None:
    labs = _of(run, text, "lab_result")
    regimens = _of(run, text, "medication_regimen")
    assert "test:vitamin_d" in labs
    assert "drug:vitamin_d_supplement" in regimens


def test_a_supplement_dose_alone_stays_the_supplement(run: Any) -> None:  # guard
    text = "taking vit d 1000 iu every morning"
    assert "drug:vitamin_d_supplement" in _of(run, text, "medication_regimen")
    assert not _of(run, text, "lab_result")


def test_d3_names_the_supplement(run: Any) -> None:
    assert "drug:vitamin_d_supplement" in _of(run, "started D3 1000 IU daily", "medication_regimen")


# --- Korean 먹고 then a past tense within a few words: the dose was taken --------------------------------------------

@pytest.mark.parametrize(("text", "key"), [
    ("타이레놀 먹고 열이 금방 내렸어", "drug:acetaminophen"),
    ("아스피린 먹고 나서 열이 좀 내렸어", "drug:aspirin"),
])
def test_a_dose_then_what_followed_is_taken(run: Any, text: str, key: str) -> None:
    got = _of(run, text, "medication_intake", "ko", SAID_KO)
    assert key in got
    assert got[key].status == "taken"


def test_taking_now_is_no_dose(run: Any) -> None:  # guard: 먹고 있었어 / 있어 is a regimen
    assert not _of(run, "메트포르민 먹고 있어요 아침 저녁으로", "medication_intake", "ko", SAID_KO)


# --- a symptom's status: a later part that names its own symptom or part is not about this one ---------------------

def test_a_later_sentence_of_another_part_does_not_end_the_symptom(run: Any) -> None:
    got = _of(run, "headache hanging on all day. ankle is fine now", "symptom")
    assert got["symptom:headache"].status == "active"


def test_a_short_last_sentence_naming_nothing_still_ends_it(run: Any) -> None:  # guard
    got = _of(run, "urgent care last night with palpitations. all good now", "symptom")
    assert got["symptom:palpitations"].status == "resolved"


@pytest.mark.parametrize(("text", "lang", "key"), [
    ("the dizziness finally stopped this morning", "en", "symptom:dizziness"),
    ("기침은 어제부터 멎었어요", "ko", "symptom:cough"),
    ("두통은 아까 끝났어", "ko", "symptom:headache"),
])
def test_more_words_of_an_ending(run: Any, text: str, lang: str, key: str) -> None:
    got = _of(run, text, "symptom", lang, SAID_KO if lang == "ko" else SAID_EN)
    assert got[key].status == "resolved"


# --- hay fever told with its allergen is the allergy (no suite stores allergic rhinitis); a word inside a longer term
# is the term's ---------------------------------------------------------------------------------------------------

def test_hay_fever_with_its_allergen_is_the_allergy_not_a_condition(run: Any) -> None:
    text = "hay fever again, pollen allergy is awful this week, on loratadine 10mg daily"
    assert "substance:pollen" in _of(run, text, "allergy")
    assert not _of(run, text, "condition")


def test_a_word_inside_a_longer_term_is_no_symptom_of_its_own(run: Any) -> None:
    assert "symptom:fever" not in _of(run, "hay fever every may, like clockwork", "symptom")


def test_allergic_rhinitis_alone_stays_a_condition(run: Any) -> None:  # guard
    assert "condition:allergic_rhinitis" in _of(run, "diagnosed with allergic rhinitis years ago", "condition")
