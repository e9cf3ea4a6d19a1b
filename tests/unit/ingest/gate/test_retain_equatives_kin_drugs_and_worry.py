"""Whose health, and the user's reaction to it, on unseen wording (session 64, issue 12), each mechanism beside
guards:

- an equative gives what the turn points at to someone else (``equative_owner``): "리튬 드시는 건 엄마예요", "임신한
  건 제 동생이에요", "그거 우리 엄마 수치예요"; a relative's condition so said stays (family history), and a
  sentence of the user's own beside it keeps the turn;
- a first-degree relative's drug with no condition named is no history of theirs (``clause_evidence.acute_named``):
  "아빠가 와파린 드시는데 …"; with the condition named it stays;
- worry said as the reaction to someone else's health news the gate did not keep is small talk
  (``news_reaction.worry_at_news``, cue list ``worry_reaction``); worry beside a symptom of the user's stays.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from pia_graph.ingest.equative_owner import given_to_another


@pytest.mark.parametrize(("text", "lang", "given"), [
    ("리튬 드시는 건 엄마예요", "ko", True),
    ("임신한 건 제 동생이에요", "ko", True),
    ("아 그거 우리 엄마 수치예요.", "ko", True),
    ("아까 그 혈압 동생꺼였어요", "ko", True),
    ("That double dose thing was my dad, sorry", "en", True),
    ("oh it was my mum's, not mine", "en", True),
    # guards: the user is the complement, the person is no complement, or more follows the person
    ("머리 아픈 건 저예요", "ko", False),
    ("그건 엄마가 먹는 약이에요", "ko", False),
    ("그게 엄마 생일이라서 과식했어요", "ko", False),
    ("it's my son's birthday today so I ate too much cake", "en", False),
    ("this is my mom's account", "en", False),
    ("it was my doctor", "en", False),
])
def test_an_equative_gives_the_health_to_someone_else(text: str, lang: str, given: bool) -> None:
    assert given_to_another(text, lang) is given


@pytest.mark.parametrize(("text", "lang", "kept"), [
    ("아 그거 우리 엄마 수치예요. 리튬 드시는 건 엄마예요", "ko", False),
    ("아 예를 든 거예요. 임신한 건 제 동생이에요", "ko", False),
    ("아 그거 제 동생 인바디에요", "ko", False),
    # guards: a relative's condition is family history; the user's own sentence beside it; a value of the turn's
    ("당뇨 있는 건 엄마예요", "ko", True),
    ("그건 엄마 생일이에요. 케이크 먹고 배탈났어요", "ko", True),
    ("그거 우리 엄마 수치예요. 제 혈압은 130에 85였어요", "ko", True),
])
def test_a_turn_given_away_by_an_equative_is_not_kept(retain: Callable[[str, str], bool], text: str, lang: str,
                                                      kept: bool) -> None:
    assert retain(text, lang) is kept


@pytest.mark.parametrize(("text", "lang", "kept"), [
    ("엄마가 와파린 드시는데 요즘 멍이 자주 드신대요. 걱정이네", "ko", False),
    ("아빠가 와파린 드시는데 엊그제 INR이 4 넘었대요", "ko", False),
    ("my kid's pediatrician said he needs more iron, so we're starting drops", "en", False),
    # guards: the relative's condition named; the user's own drug
    ("my mom takes metformin for her diabetes", "en", True),
    ("엄마가 고혈압이라 암로디핀 드세요", "ko", True),
    ("저 와파린 먹는데 요즘 멍이 자주 들어요", "ko", True),
])
def test_a_relatives_drug_alone_is_no_history(retain: Callable[[str, str], bool], text: str, lang: str,
                                              kept: bool) -> None:
    assert retain(text, lang) is kept


@pytest.mark.parametrize(("text", "lang", "kept"), [
    ("울 남편 PSA 4.5 나왔는데 재검하라네요. 걱정됨", "ko", False),
    ("남편 공복혈당이 118이래요. 걱정되네", "ko", False),
    ("my friend is in hospital with covid, so worried", "en", False),
    # guards: worry beside a symptom of the user's; worry with no one else's news; the user's own news
    ("울 남편 암 진단 받았어요. 걱정돼서 잠을 못 자요", "ko", True),
    ("걱정돼요. 혈압이 높아요", "ko", True),
    ("my bp was 150/95 this morning, so worried", "en", True),
])
def test_worry_at_someone_elses_news_is_small_talk(retain: Callable[[str, str], bool], text: str, lang: str,
                                                  kept: bool) -> None:
    assert retain(text, lang) is kept


@pytest.mark.parametrize(("text", "lang", "kept"), [
    ("I'm seeing a new cardiologist friday, give me my INR history and what the old one said", "en", False),
    ("i have my rheumatology review monday, can you sum up my flares", "en", False),
    # guards: a visit had (the tense said, or unsaid), a visit ahead with a reading of its own
    ("saw a new cardiologist friday, give me my INR history", "en", True),
    ("I'm seeing a new cardiologist friday", "en", True),
    ("I'm seeing the GP friday, bp was 150/95 this morning, can you list my readings", "en", True),
])
def test_a_visit_ahead_said_in_the_present_with_a_weekday_sets_a_request(
        retain: Callable[[str, str], bool], text: str, lang: str, kept: bool) -> None:
    assert retain(text, lang) is kept


@pytest.mark.parametrize(("text", "lang", "kept"), [
    ("my girlfriend keeps getting UTIs after we travel, any tips I can pass on", "en", False),
    ("my husband gets migraines whenever we fly", "en", False),
    # guards: the user the subject of the main clause, or owning the state
    ("I get migraines when we fly", "en", True),
    ("since we moved my asthma is worse", "en", True),
    ("we both got covid after we travelled", "en", True),
])
def test_we_in_a_clause_of_time_is_not_the_subject(retain: Callable[[str, str], bool], text: str, lang: str,
                                                   kept: bool) -> None:
    assert retain(text, lang) is kept
