"""Gate rules added after a held-out review (new wordings, English and Korean)."""

from __future__ import annotations

import pytest

from pia_graph.ingest.clauses import all_clauses
from pia_graph.ingest.read_gate import decide_read
from pia_graph.ingest.retain_gate import decide_retain


def test_health_word_owned_by_another_person_is_theirs() -> None:
    assert not decide_retain("my wife's glucose was 180 after dinner, is that bad?").retain
    assert decide_retain("had 2 glasses of wine at my friend's wedding").retain


def test_apostrophe_s_as_has_is_not_possession() -> None:
    got = decide_read("my cat's been sneezing all week, should i take her in")
    assert not got.read


def test_care_provider_instruction_in_korean_is_retained() -> None:
    assert decide_retain("의사 선생님이 다음 주부터 혈압약 반 알만 먹으래", "ko").retain
    assert not decide_retain("친구가 요즘 혈압약 먹는대", "ko").retain


def test_korean_declarative_geoyeyo_is_not_a_question() -> None:
    assert decide_retain("내년 목표는 체중 70kg 되는 거예요", "ko").retain


def test_statement_with_dropped_subject_ending_in_a_period() -> None:
    assert decide_retain("did a finger-stick glucose today, 6.1 mmol/L. is that ok?").retain


def test_clause_with_its_own_predicate_inside_a_question() -> None:
    got = decide_retain("knee's swollen again after the hike, what did the physio say last time?")
    assert got.retain
    assert decide_read("knee's swollen again after the hike, what did the physio say last time?").route == "associative"


def test_frame_of_a_question_is_not_a_statement() -> None:
    assert not decide_retain("going by my last labs, should i cut back on red meat?").retain


@pytest.mark.parametrize("text", ["ankle hurts again 😣 how many times is that this year?"])
def test_emoji_ends_a_sentence(text: str) -> None:
    assert next(s.text for s, _ in all_clauses(text)).endswith("😣")
    assert decide_retain(text).retain
    assert decide_read(text).route == "structured"


def test_korean_n_final_connective_splits_clauses() -> None:
    parts = [p.text for _, ps in all_clauses("요즘 잠이 부족한데 혈압이랑 관련 있을까?") for p in ps]
    assert parts[0] == "요즘 잠이 부족한데"


@pytest.mark.parametrize(("text", "lang", "route"), [
    ("can u show me my weight this month", "en", "structured"),
    ("내가 전에 말했던 수면 앱 이름 뭐였더라", "ko", "associative"),
    ("어제 5km 걸었는데 이번 주 총 몇 km야?", "ko", "structured"),
    ("공복 118 나왔어. 저번 수치랑 비교하면 어때?", "ko", "structured"),
    # checked against the own medication list: the regimen records (session 56, compare:against_own_list)
    ("지금 먹고 있는 약이랑 진통제 같이 먹어도 괜찮아?", "ko", "structured"),
    ("내 혈당 수치면 약 먹어야 돼?", "ko", "both"),
    ("이번 달에 커피 몇 잔 마셨지?", "ko", "structured"),
    ("is my a1c high enough that i should start metformin?", "en", "both"),
    ("just started lisinopril, can i keep drinking coffee?", "en", "both"),
    ("is it ok to run a marathon with my asthma meds?", "en", "both"),
    ("remind me why i stopped the keto diet", "en", "associative"),
    ("what was the breathing exercise the therapist gave me", "en", "associative"),
    ("from my labs and what the nurse said, should i be worried about my kidneys?", "en", "both"),
])
def test_read_routes(text: str, lang: str, route: str) -> None:
    got = decide_read(text, lang)
    assert got.read and got.route == route, got


def test_retained_words_miscarriage_and_cant_eat() -> None:
    assert decide_retain("I had a miscarriage in 2023").retain
    assert decide_retain("저는 우유를 잘 못 먹어요", "ko").retain


@pytest.mark.parametrize("text", [
    "say someones a1c is 8, is that diabetes",  # an indefinite person's possessive typed without its apostrophe
    "somebodys heart rate at 150 resting is bad right",
    "everyones blood pressure goes up when they are stressed",
])
def test_indefinite_possessive_without_apostrophe_is_no_ones_record(text: str) -> None:
    assert not decide_retain(text).retain
