"""A procedure's Korean lay alias that ends in a nominalised verb ("쓸개 떼어냄", "사랑니 뽑음", "백내장 수술함")
is also indexed under the forms it is typed in, conjugated (``alias_variants._ko_verb_forms``); other terms'
aliases are not."""

from __future__ import annotations

import pytest

from pia_graph.ontology import AliasIndex
from pia_graph.ontology.alias_variants import inflections


@pytest.mark.parametrize(("alias", "form"), [
    ("쓸개 떼어냄", "쓸개 떼어냈어"),  # an open stem (떼어내 + ㅁ): its contracted past
    ("쓸개 떼어냄", "쓸개 떼어내는"),
    ("편도 뗌", "편도 뗐어"),
    ("사랑니 뽑음", "사랑니 뽑았어"),  # a closed stem (뽑 + 음) in ㅗ takes 았
    ("ct 찍음", "ct 찍었어"),  # in ㅣ, 었
    ("백내장 수술함", "백내장 수술했어"),  # 하 -> 했, 해서
    ("백내장 수술함", "백내장 수술해서"),
])
def test_a_nominalised_verb_at_the_end_of_a_lay_alias_gives_its_conjugated_forms(alias: str, form: str) -> None:
    assert form in inflections(alias, verb_forms=True)


@pytest.mark.parametrize("alias", ["쓸개", "정상 체중", "처음 진단"])
def test_one_word_or_no_nominalised_verb_gives_no_verb_form(alias: str) -> None:
    assert not any(" " in v for v in inflections(alias, verb_forms=True))


def test_the_closed_stem_is_never_read_as_an_open_one() -> None:
    forms = inflections("사랑니 뽑음", verb_forms=True)
    assert "사랑니 뽑으고" not in forms and "사랑니 뽑고" in forms


@pytest.mark.parametrize(("text", "key"), [
    ("2015년에 쓸개 떼어냈어요", "procedure:cholecystectomy"),
    ("작년에 사랑니 뽑았어요", "procedure:wisdom_tooth_extraction"),
    ("편도 뗐어요 어릴때", "procedure:tonsillectomy"),
])
def test_a_conjugated_lay_phrase_is_matched(default_index: AliasIndex, text: str, key: str) -> None:
    assert key in [m.term_key for m in default_index.match(text, "ko")]


def test_a_symptom_phrase_is_conjugated_by_ko_conjugate_and_what_follows_is_still_read(
        default_index: AliasIndex) -> None:
    # session 63: a symptom's predicate alias covers its conjugations (ko_conjugate), not the procedure forms here
    matches = default_index.match("가슴 답답하고 숨차", "ko")
    assert [(m.surface, m.rule) for m in matches[:1]] == [("가슴 답답하고", "conjugation")]
    assert [m.term_key for m in matches[1:]] == ["symptom:shortness_of_breath"]
    assert inflections("가슴 답답함") == []
