"""Session 46's read-path mechanisms (pure): a Korean verb in the present modifier made the noun the dictionary
holds, a family's illnesses asked in Korean, a meal that dates a glucose reading, and a sentence reporting speech
that may rank by meaning beside the records of the term asked. The questions are written for the test."""

from __future__ import annotations

import datetime as dt
from typing import Literal

from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.associative import FactHit
from pia_graph.retrieve.fuse_signals import asks_speech, fact_clears_floor
from pia_graph.retrieve.ko_query import nominal, past_nominals
from pia_graph.retrieve.understand import understand
from tests.unit.retrieve.fuse_rows import SAID, fact_row


def _coords(text: str, lang: Literal["en", "ko"], index: AliasIndex, dictionary: Dictionary) -> list[str]:
    return [d.value for d in understand(text, SAID, lang, index, dictionary).coordinates]


def test_the_present_modifier_is_made_the_noun() -> None:
    assert nominal("두근거리는거") == "두근거림"
    assert nominal("숨차는거") == "숨참"
    assert nominal("저리는") == "저림"
    assert nominal("어지러운거") == "어지러움"  # the ㄴ modifier, as before


def test_a_symptom_said_as_a_verb_names_its_term(index: AliasIndex, dictionary: Dictionary) -> None:
    assert "symptom:palpitations" in _coords("심장 두근거리는거 언제 있었어", "ko", index, dictionary)
    assert "symptom:shortness_of_breath" in _coords("운동하면 숨차는거 왜 그렇대", "ko", index, dictionary)


def test_a_familys_illnesses_asked_in_korean(index: AliasIndex, dictionary: Dictionary) -> None:
    for text in ("엄마 아빠 무슨병 있다고 했었지", "우리 가족 병력 뭐 있었지", "아버지 어떤 질환 있으셨지"):
        u = understand(text, SAID, "ko", index, dictionary)
        assert "family_history" in [d.value for d in u.record_types], text
    u = understand("엄마가 무슨 병원 가라고 했지", SAID, "ko", index, dictionary)
    assert "family_history" not in [d.value for d in u.record_types]


def test_a_meal_dates_the_glucose_asked(index: AliasIndex, dictionary: Dictionary) -> None:
    for text in ("이번주 혈당 점심 먹고 잰거", "저녁 먹은 후 혈당 어땠어"):
        assert _coords(text, "ko", index, dictionary) == ["test:postprandial_glucose"], text
    assert _coords("blood sugar after dinner this week", "en", index, dictionary) == ["test:postprandial_glucose"]
    # no word puts the reading after the meal: every glucose the concept holds, and the meal
    coords = _coords("혈당 높을때 점심 뭐 먹었지", "ko", index, dictionary)
    assert "test:fasting_glucose" in coords and "meal:lunch" in coords
    # named outright, the glucose is left as the alias says
    assert _coords("아침 혈당 어때", "ko", index, dictionary) == ["test:fasting_glucose"]


def test_a_sentence_of_speech_may_rank_by_meaning_beside_named_records(index: AliasIndex,
                                                                        dictionary: Dictionary) -> None:
    u = understand("gout advice from the rheumatologist", SAID, "en", index, dictionary)
    assert asks_speech(u)
    assert not asks_speech(understand("my uric acid this year", SAID, "en", index, dictionary))
    hit = FactHit(fact_row("f1", "t1", "rheum dr castellanos said lay off beer and red meat", dt.date(2026, 5, 12)),
                  vector_rank=1, vector_score=0.6, text_rank=None, rrf=1 / 61)
    assert not fact_clears_floor(hit, beside_records=True, best_cosine=0.6, named=True)
    assert fact_clears_floor(hit, beside_records=True, best_cosine=0.6, named=True, speech=True)
    # the cosine floor still holds
    weak = FactHit(hit.fact, vector_rank=1, vector_score=0.05, text_rank=None, rrf=1 / 61)
    assert not fact_clears_floor(weak, beside_records=True, best_cosine=0.6, named=True, speech=True)


def test_a_past_modifier_is_made_the_noun_the_dictionary_holds(index: AliasIndex, dictionary: Dictionary) -> None:
    assert past_nominals("두근거렸던거") == ["두근거림"]
    assert "아픔" in past_nominals("아팠던거")
    assert past_nominals("먹고") == []
    assert "symptom:palpitations" in _coords("가슴 두근거렸던거 언제였지", "ko", index, dictionary)
    assert "symptom:dizziness" in _coords("어지러웠던거 언제였지", "ko", index, dictionary)


def test_lay_words_for_late_eating_and_the_amount_walked(index: AliasIndex, dictionary: Dictionary) -> None:
    assert _coords("how often am I snacking late at night", "en", index, dictionary) == ["meal:late_night_eating"]
    assert {"activity:walking", "activity:steps"} <= set(_coords("주말에 얼마나 걸었어", "ko", index, dictionary))
    walked = _coords("how much did i walk this week", "en", index, dictionary)
    assert {"activity:walking", "activity:steps"} <= set(walked)
    assert "activity:steps" not in _coords("how much weight did i lose", "en", index, dictionary)
