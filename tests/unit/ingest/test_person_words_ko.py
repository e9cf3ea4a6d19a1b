"""Korean person words for a peer or a spouse (동기, 선배, 지인, 마누라, 집사람, 신랑 …): their health stays theirs,
and a person word inside another word names nobody (session 32)."""

from __future__ import annotations

from typing import Any

import pytest

SAID = "2026-09-10T10:00:00+09:00"


@pytest.mark.parametrize("text", [
    "회사 동기가 어제 고혈압 진단 받았대요",
    "마누라 혈압약 노바스크 5mg 먹기 시작함",
    "지인이 당뇨래서 걱정",
])
def test_someone_elses_health_by_a_person_word_is_not_the_users(run: Any, text: str) -> None:
    got = run(text, SAID, "ko").records
    assert not [r for r in got if r.type in ("condition", "medication_regimen")]


@pytest.mark.parametrize(("text", "rtype", "coordinate"), [
    ("새우 먹으면 입술붓고 간지러움ㅠ 갑각류 알러지인듯", "allergy", "food:shellfish"),  # 알러지인듯 holds no 지인
])
def test_a_person_word_inside_another_word_is_no_person(run: Any, text: str, rtype: str, coordinate: str) -> None:
    assert coordinate in [r.coordinate for r in run(text, SAID, "ko").records if r.type == rtype]
