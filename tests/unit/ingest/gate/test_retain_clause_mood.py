"""Rules of ``ingest/clause_mood.py`` and the grammar beside it (RETAIN gate): a clause that names health but tells
nothing of the user by its mood (a wish not done, a superlative record asked for, a wondering Korean wh-ending, a
claim-check tag) or by its subject (people picked out by a relative clause, a benefit claimed for a health thing,
a programme's guest, an owner named after the fact, a relative's episode continued by a pronoun). Wording of its
own (not the suites'); the guards keep the user's own facts that share the shape."""

from __future__ import annotations

import pytest

from pia_graph.ingest.analysed_text import analysed_form
from pia_graph.ingest.clause_mood import episode_continued_en, late_owner, people_in_general_ko
from pia_graph.ingest.clause_verdict import Verdict
from pia_graph.ingest.experiencer import Experiencer
from pia_graph.ingest.retain_gate import retain_decision
from pia_graph.ingest.utterance import analyse
from pia_graph.ontology import AliasIndex, load_default_dictionary

_DICTIONARY = load_default_dictionary()
_INDEX = AliasIndex.build(_DICTIONARY)


def _decide(text: str, lang: str) -> tuple[bool, list[str]]:
    utterance = analyse(analysed_form(text), lang, index=_INDEX, dictionary=_DICTIONARY)
    decision = retain_decision(utterance)
    return decision.retain, [str(r) for r in decision.reasons]


@pytest.mark.parametrize(("text", "lang", "reason"), [
    # a wish for an activity or a food, not done
    ("비 그쳤다 자전거 타고싶다", "ko", Verdict.HYPOTHETICAL),
    ("honestly wanna go for a swim today", "en", Verdict.HYPOTHETICAL),
    # people picked out by what they do
    ("요즘 필라테스 하는 사람 엄청 많아", "ko", Verdict.GENERIC),
    ("당뇨 있는 사람들은 과일 조심해야 된대", "ko", None),
    # a benefit claimed for a health thing, no first person, no past
    ("귀리가 콜레스테롤에 좋아", "ko", Verdict.GENERIC),
    ("green tea is great for your blood pressure", "en", Verdict.GENERIC),
    # a superlative record named with no value: asked for
    ("highest resting heart rate ive had this year", "en", Verdict.QUESTION),
    # a wondering ending on a wh-word, a wh-word predicated with no mark
    ("내 중성지방 마지막으로 잰 날이 언제던가", "ko", Verdict.QUESTION),
    ("이번 달 두통 온 날이 며칠이었지", "ko", Verdict.QUESTION),
    # a claim heard, checked with a tag
    ("블로그에서 본 의사가 아침 굶는 게 좋다던데 진짜야?", "ko", None),
    ("라디오에 나온 교수가 고혈압엔 소금 줄이라고 하던데", "ko", None),
    # a polite request, no value told
    ("제 혈압 기록 좀 찾아주세요", "ko", Verdict.REQUEST),
    # hearsay in the present
    ("they say turmeric helps with joint pain", "en", Verdict.MEDIA),
    # a relative's passing episode, the care continued by a pronoun; a child compound as first-degree
    ("my daughter caught the flu, urgent care gave her tamiflu", "en", Verdict.FAMILY_EPISODE),
    ("큰딸이 감기 걸려서 학원 못 갔어", "ko", Verdict.FAMILY_EPISODE),
    # an owner named after the fact
    ("sugar was 210 after lunch. my dad's i mean", "en", None),
    # a sentence opened by a condition with a future consequence: a case weighed or a plan
    ("if my potassium is still high next week they'll change my water pill", "en", Verdict.HYPOTHETICAL),
    ("so if the cough hangs on i'm gonna ask for an x-ray", "en", Verdict.HYPOTHETICAL),
])
def test_not_about_the_user(text: str, lang: str, reason: Verdict | None) -> None:
    retain, reasons = _decide(text, lang)
    assert not retain, reasons
    if reason is not None:
        assert str(reason) in reasons


@pytest.mark.parametrize(("text", "lang"), [
    ("요즘 너무 우울해서 죽고 싶어", "ko"),  # a wish with a mood named is the user's state
    ("어제 필라테스 하고 싶어서 등록했어 허리 아파서", "ko"),  # done, a pain told
    ("나 같은 사람은 혈압약 평생 먹어야 돼", "ko"),  # the user among the people
    ("귀리 먹고 나서 콜레스테롤 좋아졌어", "ko"),  # a change told in the past
    ("metformin has been great for my sugars", "en"),  # the user's own
    ("lowest fasting sugar ive had this month, 88", "en"),  # the value is told
    ("my son has asthma, he uses an inhaler daily", "en"),  # a relative's condition: family history
    ("sugar was 210 after lunch. my own, not my dad's", "en"),  # the user's own
    ("우유 마시면 배가 아파요", "ko"),  # the user's own pattern
    ("땅콩 먹으면 입술이 부어요", "ko"),  # a state felt after the condition: the user's pattern
    ("커피 마시면 혈압 올라가서 끊었어", "ko"),  # a past told
    ("나는 커피 마시면 혈압 올라가요", "ko"),  # the user's own
    ("라면 먹고 자서 얼굴 부음", "ko"),  # 라면 is a dish, no condition
    ("if i skip my evening walk my sugar runs high", "en"),  # a habit in the present: no modal
    ("sugar 188 after lunch, will recheck tonight if i remember", "en"),  # the condition does not open the sentence
])
def test_the_users_own_is_kept(text: str, lang: str) -> None:
    retain, reasons = _decide(text, lang)
    assert retain, reasons


def test_people_in_general_ko_needs_a_relative_clause() -> None:
    assert people_in_general_ko("매일 뛰는 사람 많더라")
    assert people_in_general_ko("혈압 높은 사람들은")
    assert not people_in_general_ko("사람 많아서 대기 오래 걸림")


def test_late_owner_names_whose() -> None:
    assert late_owner("my husband's i mean", "en") == Experiencer.OTHER
    assert late_owner("that was my mom's", "en") == Experiencer.FAMILY
    assert late_owner("아 엄마 거예요", "ko") == Experiencer.FAMILY
    assert late_owner("내 거예요", "ko") is None
    assert late_owner("my knee is sore", "en") is None


def test_episode_continued_only_by_a_pronoun() -> None:
    assert episode_continued_en("the clinic put him on antibiotics")
    assert not episode_continued_en("i took him to the clinic and got a flu shot myself")
    assert not episode_continued_en("my wife gave him some tylenol")
