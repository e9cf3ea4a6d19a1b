"""RETAIN on mechanisms of unseen text (session 59, issues 12 and 8), with sentences of their own, each with a guard
that the user's own health, or a relative's history told for itself, stays kept:

- a first-degree relative's health told only as the setting of a question about it, with no first person in what is
  asked, is not kept (``retain_gate._kin_setting``); a question the user asks of themselves keeps it;
- the care of teeth, gums and eyes, and a ketone reading, is health (``gate_health`` rows); a word with "pain" at its
  start that is no pain ("painting") is not (``health_homograph``);
- a question someone else asks, reported ("asked whether", "is asking about"), tells no fact
  (``cues.EMBEDDED_QUESTION_EN``); an intention not yet acted on ("been meaning to") is weighed, not done
  (``intention``); a programme's scene is media (``cues.MEDIA_EN``); a wh-word is a whole word ("whooping" asks
  nothing: ``ask_cues.QUESTION_START_EN``).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest


@pytest.mark.parametrize(("text", "lang", "kept"), [
    ("아빠가 통풍이 있는데 이것도 자식한테 유전되나요?", "ko", False),
    ("중학생 아들이 발목을 삐었는데 냉찜질 해도 되나요?", "ko", False),
    ("my dad's on warfarin now, is grapefruit a problem for him?", "en", False),
    ("my daughter has asthma, which inhaler spacer works best for kids?", "en", False),
    # guards: a relative's history told alone, or beside a question the user asks of themselves
    ("아빠가 통풍이 있어요", "ko", True),
    ("아빠가 대장암 수술 받았어요. 저도 검사 받아봐야 할까요?", "ko", True),
    ("my dad has type 2 diabetes, should I get my sugar checked too?", "en", True),
    ("my daughter has asthma", "en", True),
    ("누나도 갑상선 질환 진단 받았어요 유전일까요", "ko", True),
])
def test_a_relatives_health_as_the_setting_of_a_question(retain: Callable[[str, str], bool], text: str, lang: str,
                                                         kept: bool) -> None:
    assert retain(text, lang) is kept


@pytest.mark.parametrize(("text", "lang", "kept"), [
    ("어제부터 잇몸이 부어서 양치할 때 아파요", "ko", True),
    ("찬물 마시면 이가 시려요", "ko", True),
    ("아침 케톤 0.8 나왔어요", "ko", True),
    ("눈이 충혈돼서 하루종일 뻑뻑해요", "ko", True),
    ("my gums bled when I flossed this morning", "en", True),
    ("both eyes are itchy and watering since saturday", "en", True),
    ("spent the weekend painting the fence", "en", False),
])
def test_teeth_eyes_and_ketones_are_health(retain: Callable[[str, str], bool], text: str, lang: str,
                                           kept: bool) -> None:
    assert retain(text, lang) is kept


@pytest.mark.parametrize(("text", "lang", "kept"), [
    ("my manager asked whether migraines count as sick days, do they?", "en", False),
    ("the gym is asking about heart conditions on the form, what's on my file?", "en", False),
    ("I've been meaning to get my teeth cleaned", "en", False),
    ("binged greys anatomy last night, that surgery scene was so fake", "en", False),
    # a wh-word is a whole word: "whooping", "however" ask nothing
    ("whooping cough booster at the pharmacy this morning", "en", True),
    ("however my knee still aches after the run", "en", True),
    # guards: the user's own, told
    ("my manager asked me to go home, I had a migraine all afternoon", "en", True),
    ("got my teeth cleaned today, no cavities", "en", True),
])
def test_questions_passed_on_and_intentions(retain: Callable[[str, str], bool], text: str, lang: str,
                                            kept: bool) -> None:
    assert retain(text, lang) is kept


@pytest.mark.parametrize(("text", "lang", "kept"), [
    ("he's a lot better this morning, no fever", "en", False),
    # guards: the user's own state; a test told with its result
    ("threw up twice last night, no fever", "en", True),
    ("어제 MRI 찍었는데 디스크래요. 수술해야 하나요?", "ko", True),
])
def test_an_absent_state_after_someone_else(retain: Callable[[str, str], bool], text: str,
                                            lang: str, kept: bool) -> None:
    assert retain(text, lang) is kept
