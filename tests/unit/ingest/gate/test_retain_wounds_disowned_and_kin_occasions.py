"""RETAIN on unseen wording (session 61, issues 12 and 8), each mechanism beside guards that keep what it must not
touch:

- a wound told by what was done to the body: an English wound word (cue list ``wound``: broke, burned, cut, a cast)
  beside a part of the body (``wound_part``) in one clause, or a word of healing care that needs no part (stitches,
  sutures, 실밥, 꿰맸, 깁스, 흉터, 베였: ``gate_health``), is health; a wound word with no body part (broke my phone,
  cut the onions) is not, and "in stitches" is laughter (``health_homograph``);
- a turn that says outright that what it names is not the user's (``disowns_earlier``: "not mine", "제 거 말고")
  and names whose it is, with no number, is not kept (``retain_gate._disowned``), history or none;
- weather said cold ("cold out today") is no cold (``health_homograph``);
- a relative right before an occasion or a place of theirs ("엄마 생신 때", "아빠 집에서": cue list
  ``kin_occasion``) says when or where, not whose the health is (``experiencer.incidental_family``);
- a Korean future on a stem in ㄹ before what follows (-ㄹ 건데) with a time still to come is a plan
  (``ontology/read/plan_endings_ko.tsv`` future_after_l).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest


@pytest.mark.parametrize(("text", "lang", "kept"), [
    ("fell off the ladder and broke my collarbone, sling for a month", "en", True),
    ("sliced my thumb open on a tin can last night", "en", True),
    ("got 8 sutures in my forearm this afternoon", "en", True),
    ("stitches come out on friday", "en", True),
    ("손바닥 베였는데 다섯 바늘 꿰맸어요", "ko", True),
    ("팔 깁스 풀었어요 오늘", "ko", True),
    # guards: a wound word with no part of the body, laughter
    ("broke my phone screen again lol", "en", False),
    ("cut the onions too thick for the stew", "en", False),
    ("that movie had us in stitches", "en", False),
])
def test_a_wound_of_the_body_is_health(retain: Callable[[str, str], bool], text: str, lang: str,
                                       kept: bool) -> None:
    assert retain(text, lang) is kept


@pytest.mark.parametrize(("text", "lang", "kept"), [
    ("sorry, that bp was my father-in-law's, not mine", "en", False),
    ("그 혈당 남편 거예요 제 거 말고", "ko", False),
    ("아 그 약은 제 거 아니고 우리 엄마 거예요", "ko", False),
    # guards: a number of the user's own said with it, or no one else named
    ("not mine, my husband's. my fasting sugar was 128 this morning", "en", True),
    ("my blood pressure was 150/95 this morning", "en", True),
])
def test_a_turn_that_disowns_what_it_names(retain: Callable[[str, str], bool], text: str, lang: str,
                                           kept: bool) -> None:
    assert retain(text, lang) is kept


@pytest.mark.parametrize(("text", "lang", "kept"), [
    ("so cold out this morning", "en", False),
    ("caught a cold, sneezing all day", "en", True),
    ("아빠 생일 때 술을 너무 마셔서 아직 속이 쓰려요", "ko", True),
    ("엄마 댁에서 자고 왔더니 허리가 아파요", "ko", True),
    # guard: the relative as the subject keeps the relative's health theirs
    ("아빠가 속이 쓰리대요", "ko", False),
])
def test_weather_and_a_relatives_occasion(retain: Callable[[str, str], bool], text: str, lang: str,
                                          kept: bool) -> None:
    assert retain(text, lang) is kept


@pytest.mark.parametrize(("text", "kept"), [
    ("다음주에 필라테스 갈 건데 옷 뭐 입지", False),
    # guard: a future with no time still to come, beside a told fact
    ("어제 필라테스 갔는데 허리가 아파요", True),
])
def test_a_korean_future_before_what_follows(retain: Callable[[str, str], bool], text: str, kept: bool) -> None:
    assert retain(text, "ko") is kept
