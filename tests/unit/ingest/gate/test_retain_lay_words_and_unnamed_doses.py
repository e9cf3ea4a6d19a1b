"""RETAIN on the user's own turns said in lay words or pointing back (session 49, gate49; issue 12), each mechanism in
wording of its own with a guard:

- a symptom's lay alias of a noun and a participle said with a linking verb between ("heart was racing":
  ``alias_variants.copula_forms``, indexed by ``AliasIndex``);
- lay health words with no term of their own (hearing aids, eye pressure, diuretics; 보청기, 안압, 이뇨제) and a dose
  said with no drug (용량을 줄였어요, 반알로): ``gate_health``;
- a Korean value or result as the subject of a judgement read out to the user ("콩팥 수치가 안 좋대요"):
  ``experiencer._REPORTED_RESULT_KO``; a possessive with the thing owned left unsaid ("my husband's was 140") is the
  owner's (``experiencer._NOT_OWNED``), so session 48's bare reading after an earlier turn (``followup_reading``)
  makes no reading of the user's from it;
- a dose changed with the drug only pointed at ("they halved it"), kept after an earlier turn's medication record
  (``retain_gate.retain_for_earlier_drug``, cue list ``dose_change_unnamed``)."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.ingest.experiencer import Experiencer, experiencer_of
from pia_graph.ingest.retain_gate import retain_decision, retain_for_earlier_drug
from pia_graph.ingest.turn_flow import offline_scenario
from pia_graph.ingest.utterance import analyse
from pia_graph.ontology import AliasIndex, load_default_dictionary
from pia_graph.ontology.alias_variants import copula_forms

_DICTIONARY = load_default_dictionary()
_INDEX = AliasIndex.build(_DICTIONARY)


def _scenario(text: str, lang: str, history: list[str]) -> dict[str, Any]:
    earlier = dt.datetime(2026, 4, 6, 8, 30, tzinfo=dt.timezone(dt.timedelta(hours=9)))
    turns = [{"text": t, "said_at": (earlier + dt.timedelta(minutes=n)).isoformat()} for n, t in enumerate(history)]
    scenario = {"id": "t", "kind": "gate", "lang": lang, "text": text, "history": turns,
                "said_at": (earlier + dt.timedelta(days=1)).isoformat()}
    return offline_scenario(scenario, _INDEX, _DICTIONARY)


def test_copula_forms_of_a_noun_and_participle() -> None:
    forms = copula_forms("chest tightening")
    assert "chest was tightening" in forms and "chest s been tightening" in forms
    assert copula_forms("nausea") == [] and copula_forms("sore throat") == [] and copula_forms("pain in my knee") == []


@pytest.mark.parametrize("text", [
    "my heart was pounding when I got into bed",
    "heart's been racing since the second espresso",
    "hands are shaking a bit this morning",
])
def test_a_lay_symptom_with_a_linking_verb_is_kept(retain: Any, text: str) -> None:
    assert retain(text, "en")
    matches = _INDEX.match(text)
    assert any(m.term_key and m.term_key.startswith("symptom:") for m in matches)


def test_a_participle_of_no_body_part_stays_what_it_was() -> None:
    # guard: "the market was racing" names no symptom
    assert not any(m.term_key and m.term_key.startswith("symptom:") for m in _INDEX.match("the market was racing"))


@pytest.mark.parametrize(("text", "lang"), [
    ("picked up my new hearing aids from the audiologist", "en"),
    ("eye pressure was 23 on the left side", "en"),
    ("보청기 맞추고 왔어요 양쪽 다", "ko"),
    ("안과에서 안압 재봤는데 19래요", "ko"),
    ("이뇨제 먹고부터 화장실 자주 가요", "ko"),
    ("선생님이 용량을 반으로 줄여주셨어요", "ko"),
    ("오늘부터 반알씩 먹어요", "ko"),
    ("간 수치가 좀 안 좋대요", "ko"),
    ("검사 결과 다 괜찮대요", "ko"),
])
def test_a_lay_health_word_is_kept(retain: Any, text: str, lang: str) -> None:
    assert retain(text, lang)


@pytest.mark.parametrize(("text", "lang"), [
    ("엄마 간 수치가 좀 안 좋대요", "ko"),
    ("보청기 가격 보통 얼마예요?", "ko"),
    ("do hearing aids really help with tinnitus?", "en"),
])
def test_someone_elses_or_asked_stays_dropped(retain: Any, text: str, lang: str) -> None:
    assert not retain(text, lang)


@pytest.mark.parametrize(("history", "text", "lang"), [
    (["on amlodipine 10 mg every morning"], "they cut it in half at today's visit", "en"),
    (["started sertraline 50mg last month"], "she doubled it on friday", "en"),
    (["로수바스타틴 10mg 매일 먹고 있어요"], "어제부터 반으로 줄였어요", "ko"),
])
def test_a_dose_changed_after_a_turn_about_the_drug_is_kept(history: list[str], text: str, lang: str) -> None:
    got = _scenario(text, lang, history)
    assert got["retain"] and "earlier_drug" in got["reasons"]


@pytest.mark.parametrize(("history", "text", "lang"), [
    ([], "they cut it in half at today's visit", "en"),  # nothing said of a drug before
    (["bp 138/84 this morning"], "they cut it in half at today's visit", "en"),  # a reading, no drug
    (["on amlodipine 10 mg every morning"], "my brother's doctor cut it in half", "en"),  # someone else's dose
    (["on amlodipine 10 mg every morning"], "should they cut it in half?", "en"),  # asked
    ([], "어제부터 반으로 줄였어요", "ko"),
])
def test_a_dose_change_with_nothing_to_point_at_stays_dropped(history: list[str], text: str, lang: str) -> None:
    got = _scenario(text, lang, history)
    assert "earlier_drug" not in got["reasons"]


def test_the_earlier_drug_is_asked_only_of_a_dose_change() -> None:
    asked: list[bool] = []

    def earlier() -> bool:
        asked.append(True)
        return True

    utterance = analyse("the weather was nice", "en", index=_INDEX, dictionary=_DICTIONARY)
    assert not retain_for_earlier_drug(retain_decision(utterance), utterance, earlier).retain
    assert not asked


@pytest.mark.parametrize(("text", "whose"), [
    ("my husband's was 140", Experiencer.OTHER),
    ("my daughter's came back higher", Experiencer.FAMILY),
    ("my buddy's stag do was wild", Experiencer.SELF),  # guard: an event owned, no health of his
])
def test_a_possessive_with_the_thing_left_unsaid_is_the_owners(text: str, whose: Experiencer) -> None:
    assert experiencer_of(text, "en") == whose


@pytest.mark.parametrize(("history", "text", "lang"), [
    (["bp 152/96 after work"], "my wife's was 128", "en"),
    (["공복 131 나왔어요"], "남편꺼는 104", "ko"),
])
def test_someone_elses_bare_value_after_the_users_reading_is_not_the_users(history: list[str], text: str,
                                                                           lang: str) -> None:
    got = _scenario(text, lang, history)
    assert not got["retain"] and not got["records"]


def test_a_bare_value_after_the_users_reading_is_the_next_reading() -> None:
    got = _scenario("and this morning it's 131", "en", ["bp 152/96 after work"])
    assert got["retain"] and [r["coordinate"] for r in got["records"]] == ["vital:systolic_bp"]


@pytest.mark.parametrize(("text", "lang"), [
    ("one thirty two over eighty four after lunch, is that ok?", "en"),
    ("it read 151 over 97 earlier, do I need to call someone?", "en"),
    ("아침에 잰 거 142에 91인데 높은 편이에요?", "ko"),
    ("백삼십오에 팔십육 나왔는데 괜찮은 건가요?", "ko"),
])
def test_a_blood_pressure_pair_told_before_a_question_is_kept(retain: Any, text: str, lang: str) -> None:
    assert retain(text, lang)


@pytest.mark.parametrize(("text", "lang"), [
    ("아까 120에 80분 기다렸어요 어이없지 않아요?", "ko"),  # a wait in minutes, no reading
    ("30에 15% 할인이면 얼마예요?", "ko"),
])
def test_a_pair_of_other_numbers_is_no_reading(retain: Any, text: str, lang: str) -> None:
    assert not retain(text, lang)
