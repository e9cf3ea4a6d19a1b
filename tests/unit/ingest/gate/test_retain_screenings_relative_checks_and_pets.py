"""RETAIN precision and recall on four mechanisms of unseen text (issue 12), with sentences of their own: a screening
scale, test or score named is health (``gate_health`` cue rows: PHQ-9, HPV, a T-score, a hearing test, 골밀도, 청력); a
relative's check (a screening, a test or a visit, as their subject or owner, with no condition, drug or history word)
is a passing episode of theirs (``clause_evidence.relative_checked``, ``check_word`` and ``birth_given`` rows); a pet as
the clause's subject is the pet's, and the user as the one who asked is a bystander (``experiencer``); a weekday as
what a visit is ("… is Friday") is still to come (``plan_future_time``), so a visit ahead said as a request's reason is
its setting. Each has a guard that the user's own health in the same shape stays kept."""

from __future__ import annotations

from typing import Any

import pytest


@pytest.mark.parametrize(("text", "lang", "kept"), [
    ("GAD-7 at the clinic was 12, up from 8", "en", True),
    ("pap came back clear and HPV negative", "en", True),
    ("bone scan says T-score -2.1 at the spine", "en", True),
    ("hearing test this morning, mild loss on the left", "en", True),
    ("우울 검사 PHQ-9 했는데 11점이에요", "ko", True),
    ("골밀도 검사 -2.0 나왔어요", "ko", True),
    ("청력 검사에서 왼쪽이 25데시벨 떨어졌대요", "ko", True),
    ("항암 3차 끝났어요", "ko", True),
    # guards: the same words in a general question stay unkept
    ("what GAD-7 score counts as moderate", "en", False),
    ("골밀도 검사는 보통 몇 년마다 해요?", "ko", False),
])
def test_a_screening_scale_or_its_score_is_health(retain: Any, text: str, lang: str, kept: bool) -> None:
    assert retain(text, lang) is kept


@pytest.mark.parametrize(("text", "lang", "kept"), [
    ("my dad's colonoscopy came back clear", "en", False),
    ("the school sent a note that my daughter failed the hearing screening", "en", False),
    ("딸이 학교 신체검사 받는데", "ko", False),
    # guards: a relative's condition or a procedure that is no check stays their history; a child the user bore by a
    # procedure is the user's
    ("my dad's colonoscopy found colon cancer", "en", True),
    ("my mom had heart bypass surgery at 58", "en", True),
    ("둘째는 2022년에 제왕절개로 낳았어요", "ko", True),
    # the user's own check
    ("my colonoscopy came back clear", "en", True),
])
def test_a_relatives_check_is_their_passing_episode(retain: Any, text: str, lang: str, kept: bool) -> None:
    assert retain(text, lang) is kept


@pytest.mark.parametrize(("text", "kept"), [
    ("our puppy got into my sister's sleeping pills last night", False),
    ("the dog chewed up my mom's melatonin gummies", False),
    ("nvm, it was the dog's allergy tablet I was asking about", False),
    # guards: the user's own health beside the pet
    ("my cat's dander makes my asthma flare", True),
    ("I was asking about my ibuprofen, I take 400 mg twice a day", True),
])
def test_a_pet_as_the_subject_and_the_user_as_the_one_who_asked(retain: Any, text: str, kept: bool) -> None:
    assert retain(text, "en") is kept


@pytest.mark.parametrize(("text", "kept"), [
    ("my cardiology appointment is Friday. can you pull my blood pressure readings from this month?", False),
    # guards: a visit said as past, or with a health fact of its own, stays kept
    ("my cardiology appointment was Friday. can you pull my blood pressure readings from this month?", True),
])
def test_a_visit_ahead_on_a_weekday_is_the_requests_setting(retain: Any, text: str, kept: bool) -> None:
    assert retain(text, "en") is kept
