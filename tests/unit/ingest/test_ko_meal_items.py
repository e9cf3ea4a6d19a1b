"""Korean meals named by their time of day, as users type them (issue 12, session 45): one record per item with the
food as its value (rule meal.ko_item, ``extract/meal_items.py``), and what is no meal item."""

from __future__ import annotations

from typing import Any

import pytest

SAID = "2026-06-15T20:00:00+09:00"


def _meals(run: Any, text: str, said: str = SAID) -> list[tuple[str, Any]]:
    return [(r.coordinate, r.value) for r in run(text, said, "ko").records if r.type == "meal"]


# --- meals: one per item, the food as the value ----------------------------------------------------------------

@pytest.mark.parametrize(("text", "want"), [
    ("어제 점심 김치찌개 저녁 삼겹살에 소주 3잔", [("meal:meal", "김치찌개"), ("meal:meal", "삼겹살")]),
    ("오늘 먹은거: 아침 오트밀, 점심 쌀국수, 저녁 연어. 밤 12시에 아이스크림",
     [("meal:meal", "오트밀"), ("meal:meal", "쌀국수"), ("meal:meal", "연어"),
      ("meal:late_night_eating", "아이스크림")]),
    ("야식으로 족발 반마리에 맥주 2캔 먹음.. 망했다", [("meal:late_night_eating", "족발 반마리")]),
    ("운동 1시간 하고 저녁은 샐러드 먹었어요", [("meal:meal", "샐러드")]),
    ("점심 김밥이랑 라면 반그릇", [("meal:meal", "김밥, 라면 반그릇")]),
    ("아침으로 빵 한조각", [("meal:meal", "빵 한조각")]),
])
def test_each_meal_item_is_a_record_with_its_food(run: Any, text: str, want: list[tuple[str, str]]) -> None:
    assert _meals(run, text) == want


@pytest.mark.parametrize("text", [
    "아침 혈압 백이십팔에 팔십이",  # a reading, said in Hangul numbers
    "저녁에 수영 40분",  # an activity
    "저녁에 맥주 세캔",  # drinks only
    "월요일 아침 몸이 무겁다",  # 아침 the morning, no food
    "매일 아침 오트밀 먹어요",  # a habit
    "저녁에 삼겹살 먹을거에요",  # still ahead
    "점심 뭐 먹을까",  # a question
    "밤 11시 반에 누워서 새벽 3시에 깸",  # a clock time of sleep
    "점심 안 먹었어요",  # none had
])
def test_what_is_no_meal_item(run: Any, text: str) -> None:
    assert not [r for r in run(text, SAID, "ko").records if r.rule_id == "meal.ko_item"]
