"""RETAIN gate, round 21: a health word's sense in its clause (``ingest/sense.py``): an idiom of hurt said of a
subject or a cause with no health word, a meal named as a social event, a measuring device bought or not worn, the
user's health-care job, a feeling about a programme watched. One test per rule, English and Korean, with wording
of its own (not a suite's sentence), and the cases each frame must leave alone."""

from __future__ import annotations

import pytest

from pia_graph.ingest.retain_gate import retain_decision
from pia_graph.ingest.sense import sense_spans, work_sentence
from pia_graph.ingest.utterance import analyse
from pia_graph.ontology import AliasIndex, Dictionary


def _retain(index: AliasIndex, dictionary: Dictionary, text: str, lang: str = "en") -> bool:
    return retain_decision(analyse(text, lang, index=index, dictionary=dictionary)).retain


# rule idiom_subject / idiom_cause: an idiom of hurt is figurative when its subject (en) or its cause (ko) names no
# body part and no health word
@pytest.mark.parametrize(("text", "lang"), [
    ("this commute is killing me", "en"),
    ("my landlord will be the death of me", "en"),
    ("the group chat is raising my blood pressure", "en"),
    ("my brother-in-law is a walking headache", "en"),  # "is a walking …" said of a person, not a symptom
    ("회의가 길어져서 머리 아파 ㅋㅋ", "ko"),
    ("주식 떨어져서 속쓰려", "ko"),
])
def test_an_idiom_of_hurt_said_of_no_health_is_not_kept(index: AliasIndex, dictionary: Dictionary, text: str,
                                                        lang: str) -> None:
    assert not _retain(index, dictionary, text, lang)


@pytest.mark.parametrize(("text", "lang"), [
    ("my knees are killing me after the stairs", "en"),
    ("this migraine is killing me", "en"),
    ("어제 술 마셔서 머리 아파", "ko"),
    ("넘어져서 머리 아파", "ko"),
    ("회사에서 머리 아파서 타이레놀 먹음", "ko"),
])
def test_an_idiom_said_of_the_body_or_a_health_cause_stays(index: AliasIndex, dictionary: Dictionary, text: str,
                                                          lang: str) -> None:
    assert _retain(index, dictionary, text, lang)


# rule social_meal: a meal named as a social event or a chore is no health evidence; what was eaten at it is
@pytest.mark.parametrize(("text", "lang"), [
    ("lunch with my old roommate on thursday", "en"),
    ("cooking dinner for the kids, brb", "en"),
    ("내일 점심 약속 있어", "ko"),
    ("금요일 부서 회식 ㅠㅠ", "ko"),  # a company dinner or a drinking night named, nothing drunk yet
    ("이따 술자리 있음", "ko"),
])
def test_a_meal_as_a_social_event_is_not_kept(index: AliasIndex, dictionary: Dictionary, text: str,
                                             lang: str) -> None:
    assert not _retain(index, dictionary, text, lang)


@pytest.mark.parametrize(("text", "lang"), [
    ("dinner with friends, had 3 glasses of wine", "en"),
    ("회식에서 소주 한 병 마심", "ko"),
    ("어제 술자리에서 맥주 4잔 마셨어", "ko"),
])
def test_what_was_eaten_or_drunk_at_a_social_meal_stays(index: AliasIndex, dictionary: Dictionary, text: str,
                                                        lang: str) -> None:
    assert _retain(index, dictionary, text, lang)


# rule measuring_device with acquired / device_fault: a device bought with no reading is a product; what a device
# not worn or charging says is no reading of the user's
@pytest.mark.parametrize(("text", "lang"), [
    ("ordered a new bp monitor, should come friday", "en"),
    ("fitbit shows barely any steps, battery died before lunch", "en"),
    ("체온계 주문했어 내일 온대", "ko"),
    ("워치 충전하느라 걸음수 안 찍힘", "ko"),
])
def test_a_device_bought_or_not_worn_is_no_reading(index: AliasIndex, dictionary: Dictionary, text: str,
                                                  lang: str) -> None:
    assert not _retain(index, dictionary, text, lang)


@pytest.mark.parametrize(("text", "lang"), [
    ("bought a new scale, 82.4 kg this morning", "en"),
    ("새로 산 혈압계로 재보니 135/85", "ko"),
])
def test_a_reading_of_a_new_device_stays(index: AliasIndex, dictionary: Dictionary, text: str, lang: str) -> None:
    assert _retain(index, dictionary, text, lang)


# rule health_work: the health words of a sentence that says the user's health-care job are the work's
@pytest.mark.parametrize(("text", "lang"), [
    ("im a nurse so i hand out insulin all night", "en"),
    ("i work as a phlebotomist, drew blood from 40 people today", "en"),
    ("물리치료사라 하루종일 남의 허리 봐줌", "ko"),
])
def test_the_users_health_work_is_not_their_health(index: AliasIndex, dictionary: Dictionary, text: str,
                                                   lang: str) -> None:
    assert not _retain(index, dictionary, text, lang)


@pytest.mark.parametrize(("text", "lang"), [
    ("im a nurse and my lower back is wrecked after the shift", "en"),
    ("i'm a paramedic and i take lisinopril for my pressure", "en"),
    ("im a vet tech, i have asthma", "en"),
    ("im a nurse, diabetic since 2010", "en"),
    ("as my doctor said my a1c is 6.1 now", "en"),
    ("간호사라 야간 근무하는데 요즘 불면증 심해", "ko"),
])
def test_the_users_own_state_in_the_work_frame_stays(index: AliasIndex, dictionary: Dictionary, text: str,
                                                     lang: str) -> None:
    assert _retain(index, dictionary, text, lang)


def test_work_sentence_needs_the_job_said_as_the_users(dictionary: Dictionary) -> None:
    assert work_sentence("i'm an ER nurse", "en", dictionary)
    assert not work_sentence("the nurse said my iron is low", "en", dictionary)
    assert work_sentence("약사인데 요즘 너무 바빠", "ko", dictionary)
    assert not work_sentence("약사가 식후에 먹으래", "ko", dictionary)


# rule media reaction: a mood said after a programme watched is about the programme
@pytest.mark.parametrize(("text", "lang"), [
    ("예능 보다가 출연자가 쓰러지는 장면 나옴 ㅠ 너무 무서워", "ko"),
])
def test_a_feeling_about_a_programme_is_not_kept(index: AliasIndex, dictionary: Dictionary, text: str,
                                                 lang: str) -> None:
    assert not _retain(index, dictionary, text, lang)


def test_sense_spans_are_empty_without_the_dictionary() -> None:
    assert sense_spans("this commute is killing me", "en", None, []) == []
