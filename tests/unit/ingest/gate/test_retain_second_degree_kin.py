"""A relative of a relative is no first-degree relative (session 46, gate46; issue 12), wording of its own: "my
sister's son", "my dad's brother", "언니네 딸", "my nan" are someone else (``experiencer_kin._KIN_OF_KIN``,
``kin_other``); guards: the user's own relative and the user's own fact beside a relative's household stay as they
were."""

from __future__ import annotations

from typing import Any

import pytest

from pia_graph.ingest.experiencer import Experiencer, experiencer_of


@pytest.mark.parametrize(("text", "lang"), [
    ("my brother's daughter was diagnosed with type 1 diabetes", "en"),
    ("my moms sister has breast cancer", "en"),
    ("my nan has dementia", "en"),
    ("오빠네 아들이 천식 진단 받았어요", "ko"),
    ("누나네 애기가 폐렴으로 입원했대요", "ko"),
])
def test_relative_of_a_relative_is_someone_else(retain: Any, text: str, lang: str) -> None:
    assert experiencer_of(text, lang) == Experiencer.OTHER
    assert not retain(text, lang)


@pytest.mark.parametrize(("text", "lang", "who"), [
    ("my brother was diagnosed with type 1 diabetes", "en", Experiencer.FAMILY),
    ("my mom's sister and i both have migraines", "en", Experiencer.SELF),
    ("오빠가 천식 진단 받았어요", "ko", Experiencer.FAMILY),
    ("오빠네 집에서 자고 허리가 아파요", "ko", Experiencer.SELF),
])
def test_first_degree_and_the_user_stay(retain: Any, text: str, lang: str, who: Experiencer) -> None:
    assert experiencer_of(text, lang) == who
    assert retain(text, lang)


@pytest.mark.parametrize(("text", "lang"), [
    ("mom had ovarian cancer in her 50s", "en"),  # an age of onset: history
    ("dad had a heart attack at age 58", "en"),
    ("아빠가 고혈압 진단 받으셨어요", "ko"),
])
def test_relative_history_stays(retain: Any, text: str, lang: str) -> None:
    assert retain(text, lang)


@pytest.mark.parametrize(("text", "kept"), [
    ("어렸을 때 천식이 심했대요", True),  # what the user was told of their own childhood
    ("땅콩 알레르기 있어요 아기 때 두드러기 났었대요", True),
    ("친구가 어제 천식 발작 왔었대요", False),  # guard: someone else's hearsay
])
def test_own_childhood_reported_is_the_users(retain: Any, text: str, kept: bool) -> None:
    assert retain(text, "ko") is kept


@pytest.mark.parametrize(("text", "kept"), [
    ("put on nearly a stone since the wedding", True),
    ("down half a stone this month", True),
    ("kids were skimming a stone on the lake", False),  # guard: a stone thrown is no weight
])
def test_weight_in_stone_without_a_digit(retain: Any, text: str, kept: bool) -> None:
    assert retain(text, "en") is kept
