"""A Korean predicate alias covers its conjugations (``ko_conjugate``; indexed by ``AliasIndex`` as variant keys):
"핑 돌아" names 핑 돌았어요, "밤새 뒤척임" names 밤새 뒤척였어요, "어지러웠어" names 어지럽고; a noun that ends like a
predicate's form is not conjugated for a term a user names with a noun, and no key starts inside a longer word."""

from __future__ import annotations

from typing import Any

import pytest

from pia_graph.ontology import AliasIndex
from pia_graph.ontology.ko_conjugate import Stems, conjugations, predicate_stem, said_as_predicate


@pytest.mark.parametrize(("word", "stem", "a_form"), [
    ("어지러웠어", "어지럽", "어지러워"),  # a past of an ㅂ stem
    ("어지러워", "어지럽", "어지러워"),
    ("어지러움", "어지럽", "어지러워"),
    ("피곤함", "피곤하", "피곤해"),
    ("피곤하다", "피곤하", "피곤해"),
    ("토했다", "토하", "토해"),
    ("뒤척임", "뒤척이", "뒤척여"),
    ("돌아", "돌", "돌아"),
    ("와", "오", "와"),
    ("차요", "차", "차"),
    ("아파", "아프", "아파"),
    ("빠졌어요", "빠지", "빠져"),
    ("없어", "없", "없어"),
    ("높음", "높", "높아"),
    ("힘듦", "힘들", "힘들어"),
    ("잤습니다", "자", "자"),
])
def test_the_stems_of_a_predicate_said_in_one_form(word: str, stem: str, a_form: str) -> None:
    assert predicate_stem(word) == Stems(stem, a_form)


@pytest.mark.parametrize(("alias", "form"), [
    ("핑 돌아", "핑 돌았어"),
    ("핑 돌아", "핑 돌고"),
    ("밤새 뒤척임", "밤새 뒤척였어"),
    ("밤새 뒤척임", "밤새 뒤척이다"),
    ("어지러웠어", "어지럽고"),
    ("어지러웠어", "어지러움"),
    ("어지러웠어", "어지러워서"),
    ("어지러움", "어지러워"),
    ("피곤함", "피곤했는데"),
    ("숨이 차요", "숨이 찼고"),
    ("배가 아파", "배가 아픈"),
    ("혈압이 높음", "혈압이 높았어"),
])
def test_an_alias_gives_its_conjugations(alias: str, form: str) -> None:
    assert form in conjugations(alias)


def test_the_alias_itself_is_no_variant_and_the_words_before_the_predicate_stay() -> None:
    forms = conjugations("핑 돌아")
    assert "핑 돌아" not in forms and all(f.startswith("핑 ") for f in forms)


@pytest.mark.parametrize("alias", ["뛰기", "감기", "등산", "ldl", "땀"])
def test_a_single_word_with_a_one_syllable_stem_or_no_predicate_gives_none(alias: str) -> None:
    assert conjugations(alias) == []


@pytest.mark.parametrize(("word", "clear"), [
    ("피곤해", True), ("어지러웠어", True), ("높음", True), ("아프다", True), ("숨차요", True),
    ("위염", False), ("간암", False), ("요가", False), ("남자", False), ("뒤척임", False),
])
def test_only_a_form_no_noun_has_is_clearly_a_predicate(word: str, clear: bool) -> None:
    assert said_as_predicate(word) is clear


def test_clear_only_leaves_a_noun_that_ends_like_a_predicate() -> None:
    assert conjugations("무릎 관절염", clear_only=True) == []
    assert "혈압이 높고" in conjugations("혈압이 높음", clear_only=True)


def _index(*pairs: tuple[str, str]) -> AliasIndex:
    rows: list[dict[str, Any]] = [{"norm": n, "lang": "ko", "text": n, "targets": [t]} for n, t in pairs]
    return AliasIndex.from_alias_rows(rows)


@pytest.mark.parametrize(("text", "key"), [
    ("어제 오후에 핑 돌았어요", "symptom:dizziness"),
    ("머리가 핑돌았어", "symptom:dizziness"),  # typed without the space
    ("밤새 뒤척였어요", "symptom:insomnia"),
    ("아침부터 어지럽고 속이 안 좋아", "symptom:dizziness"),
    ("어지러워서 누웠어", "symptom:dizziness"),
])
def test_the_gate_matches_a_conjugated_form(text: str, key: str) -> None:
    index = _index(("핑 돌아", "symptom:dizziness"), ("밤새 뒤척임", "symptom:insomnia"),
                   ("어지러웠어", "symptom:dizziness"))
    assert [m.term_key for m in index.match(text)] == [key]


def test_a_form_is_not_matched_inside_a_longer_word() -> None:
    index = _index(("어지러웠어", "symptom:dizziness"), ("핑 돌아", "symptom:dizziness"))
    assert index.match("산만하고 어지럽히는 방") == []
    assert index.match("핑 돌고래 구경") == []


def test_a_noun_term_is_not_conjugated_and_an_alias_wins_over_a_form() -> None:
    index = _index(("무릎 관절염", "condition:osteoarthritis"), ("피곤함", "symptom:fatigue"),
                   ("피곤해요", "mood:mood"))
    assert index.match("무릎 관절였어") == []
    assert [m.term_key for m in index.match("피곤해요")] == ["mood:mood"]
    assert index.match("피곤했는데") == []  # a form of both names neither


def test_a_noun_that_looks_like_a_nominal_gives_no_common_word() -> None:
    assert "밤새" not in conjugations("밤샘") and "밤샜어" in conjugations("밤샘")  # the adverb 밤새 stays free
    assert "지침" not in conjugations("지쳤어") and "지치고" in conjugations("지쳤어")  # 지침: a guideline
    assert conjugations("오심") == []  # 오시-: the honorific of 오다, not a predicate of nausea


def test_a_form_two_terms_share_is_left_to_their_aliases() -> None:
    index = _index(("우울하", "mood:mood"), ("우울해요", "symptom:low_mood"))
    assert [m.term_key for m in index.match("요즘 우울하고 힘들어")] == ["mood:mood"]  # 우울하 + the ending 고


@pytest.mark.parametrize("form", ["저녁 먹기", "피곤하기", "배가 아프면", "어지러우면", "입맛이 없으면"])
def test_no_form_of_what_is_before_wanted_or_supposed(form: str) -> None:
    aliases = ("저녁 먹음", "피곤함", "배가 아파", "어지러워", "입맛이 없어")
    assert not any(form in conjugations(a) for a in aliases)
