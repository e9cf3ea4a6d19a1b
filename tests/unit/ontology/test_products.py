from __future__ import annotations

import pytest

from pia_graph.ontology import AliasIndex, load_default_dictionary
from pia_graph.ontology.coverage import Resolver
from pia_graph.ontology.products import product_forms, strip_company, strip_strength


@pytest.mark.parametrize(
    ("name", "brand"),
    [
        ("삼진제약 게보린정 300mg", "게보린"),
        ("동아제약 판피린큐액", "판피린"),
        ("한국얀센 어린이타이레놀현탁액", "타이레놀"),
        ("대웅제약 이지엔6애니연질캡슐", "이지엔6"),
        ("한미약품 아모잘탄정5/50밀리그램", "아모잘탄"),
        ("한국얀센 콘서타OROS서방정18밀리그램", "콘서타"),
        ("동아에스티 슈가논정5밀리그램", "슈가논"),
    ],
)
def test_product_reduces_to_the_brand(name: str, brand: str) -> None:
    forms = product_forms(name)
    assert brand in forms
    assert forms[0] != brand  # the full name comes first: the longest known form wins


def test_parts() -> None:
    assert strip_company("종근당 펜잘큐정") == "펜잘큐정"
    assert strip_company("펜잘큐정") == "펜잘큐정"  # one word: nothing to strip
    assert strip_strength("타이레놀정500밀리그람") == "타이레놀정"
    assert product_forms("Tylenol 500 mg") == ["tylenol 500 mg"]  # only Korean names are reduced


def test_products_resolve_to_their_generic(default_index: AliasIndex) -> None:
    r = Resolver(default_index, load_default_dictionary())
    assert r.product("삼진제약 게보린정") == r.product("게보린")
    assert r.product("한국화이자 리피토정10밀리그램") == r.term("atorvastatin", "en")
    assert r.term("삼진제약 게보린정", "ko") is None  # as written, before normalisation
