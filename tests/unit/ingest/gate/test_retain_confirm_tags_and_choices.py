"""RETAIN on questions that ask to confirm what is on record (session 60, issues 12 and 8), with sentences of their
own, each beside a guard that a value or an event told before such a question stays kept:

- a tag said alone as the last clause of a question ("…, didn't she?", "…, right?", "… 같은데 맞아?") asks to confirm
  the clause right before it: that clause is asked, a value in it included (``sentence_asks.confirm_tag_alone``,
  cue list ``tag_question``; Korean ``confirm_tag``);
- a tag closing a value said unsure ("like 140/90 right?") makes it a question, the tag being no unit of the value;
- two nouns offered as a choice, each closed by the copula ("아침이었어 저녁이었어?"), ask which one
  (``ko_endings.asked_by_last_ko``);
- "wait" before a wh-word opens a question (``ask_cues.QUESTION_START_EN``); a question someone else wants answered
  ("wants to know if he can …") tells no fact (``cues.EMBEDDED_QUESTION_EN``);
- a value of the user's set against their own past ("… today, lowest since I started?") is a reading told, its name
  unsaid (``own_past_value``, cue lists ``own_past_compare`` and ``own_past_span``).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from pia_graph.ingest.ko_endings import asked_by_last_ko
from pia_graph.ingest.sentence_asks import confirm_tag_alone


@pytest.mark.parametrize(("text", "lang", "kept"), [
    ("the nurse said to skip ibuprofen with my blood thinner, didn't she?", "en", False),
    ("my thyroid dose went up to 75 in march, right?", "en", False),
    ("the cardiologist wanted my LDL under 70, correct? what else did she say", "en", False),
    ("my cholesterol was something like 210 right?", "en", False),
    ("지난주 공복혈당 104 나왔던 것 같은데 맞아요?", "ko", False),
    # guards: a value told in a clause of its own before a tag that confirms a comparison of it
    ("fasting 96 today, that's the best this month, right?", "en", True),
    ("my cholesterol was 210 at the checkup this morning", "en", True),
    ("오늘 공복혈당 110 나왔어요. 지난주보다 낮은 거 맞죠?", "ko", True),
])
def test_a_clause_before_a_tag_alone_is_asked(retain: Callable[[str, str], bool], text: str, lang: str,
                                              kept: bool) -> None:
    assert retain(text, lang) is kept


@pytest.mark.parametrize(("clause", "lang", "alone"), [
    ("right?", "en", True),
    ("didn't he?", "en", True),
    ("didnt she", "en", True),
    ("맞죠?", "ko", True),
    ("that's high right?", "en", False),
    ("on the right", "en", False),
    ("높은 거 맞지?", "ko", False),
])
def test_a_tag_alone(clause: str, lang: str, alone: bool) -> None:
    assert confirm_tag_alone(clause, lang) is alone


@pytest.mark.parametrize(("clause", "last", "asked"), [
    ("혈압약 아침에 먹는 거였어", "점심이었어?", True),
    ("검사 날짜가 월요일이에요", "화요일예요?", True),
    # verbs on 었 are no copula: two events told, the second asked
    ("어제 술 마셨어", "괜찮았어?", False),
    ("두통 있었어", "열났었어?", False),
])
def test_two_nouns_offered_as_a_choice(clause: str, last: str, asked: bool) -> None:
    assert asked_by_last_ko(clause, last) is asked


@pytest.mark.parametrize(("text", "lang", "kept"), [
    ("갑상선약 공복에 먹는 거였어 식후였어?", "ko", False),
    ("wait which inhaler was it I switched to, the brown one or the purple one?", "en", False),
    # guards: told, with "wait" or a past verb before a question
    ("wait, I took my metformin twice this morning", "en", True),
    ("어제 술 마셨어 오늘 간수치 괜찮을까?", "ko", True),
])
def test_choices_and_a_question_opened_by_wait(retain: Callable[[str, str], bool], text: str, lang: str,
                                               kept: bool) -> None:
    assert retain(text, lang) is kept


@pytest.mark.parametrize(("text", "lang", "kept"), [
    ("my mum is on lithium and wants to know if she can take ibuprofen", "en", False),
    # guard: the relative's condition told for itself is family history
    ("my mum has bipolar disorder and takes lithium", "en", True),
])
def test_a_question_someone_else_wants_answered(retain: Callable[[str, str], bool], text: str, lang: str,
                                                kept: bool) -> None:
    assert retain(text, lang) is kept


@pytest.mark.parametrize(("text", "lang", "kept"), [
    ("resting 61 on the watch this morning, lowest it's been since spring?", "en", True),
    ("down to 96 after the walk, is that lower than yesterday?", "en", True),
    ("오늘은 71.2! 지난주보다 빠졌죠?", "ko", True),
    ("오늘 아침 103. 지금까지 중에 제일 낮은 거야?", "ko", True),
    # guards: a count of something else, a value asked about in its own clause, nothing set against the past
    ("baked 40 muffins today, most since the bake sale", "en", False),
    ("is 130 more than last time?", "en", False),
    ("오늘 40개 팔았어 지금까지 중에 제일 많아", "ko", False),
])
def test_a_value_set_against_the_users_own_past(retain: Callable[[str, str], bool], text: str, lang: str,
                                                kept: bool) -> None:
    assert retain(text, lang) is kept
