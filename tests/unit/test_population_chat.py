"""The benchmark's population of daily chat: deterministic, both languages, about 7 stated measurements per
user-day, missed doses present, turn ids never shared across users, rows that `pia import` reads."""

from __future__ import annotations

import datetime as dt
from typing import Any

from pia_graph.demo.population import PopulationSpec, chat_rows, user_ids


def _rows(prefix: str = "p", start: int = 0, count: int = 4, days: int = 60) -> list[dict[str, Any]]:
    return list(chat_rows(PopulationSpec(prefix=prefix, days=days), start, count))


def test_deterministic_for_a_seed() -> None:
    assert _rows() == _rows()
    assert _rows() != list(chat_rows(PopulationSpec(prefix="p", days=60, seed=17), 0, 4))


def test_volume_languages_and_missed_doses() -> None:
    rows = _rows(count=4, days=60)
    stated = sum(len(r["expect"]) for r in rows)
    assert 6.5 * 4 * 60 < stated < 8.5 * 4 * 60
    assert {r["lang"] for r in rows} == {"en", "ko"}
    texts = " ".join(r["text"] for r in rows)
    assert "forgot my" in texts and "took my" in texts and "깜빡하고" in texts
    coords = {c for r in rows for c in r["expect"]}
    assert {"vital:systolic_bp", "test:hba1c", "sleep:night", "activity:running", "body:weight"} <= coords
    ko = next(r for r in rows if r["lang"] == "ko")
    assert any("\uac00" <= ch <= "\ud7a3" for ch in ko["text"])


def test_rows_are_turns_in_time_order_with_unique_ids() -> None:
    rows = _rows(count=3, days=20)
    assert len({r["turn_id"] for r in rows}) == len(rows)
    for uid in user_ids(PopulationSpec(prefix="p"), 0, 3):
        said = [dt.datetime.fromisoformat(r["said_at"]) for r in rows if r["user_id"] == uid]
        assert said == sorted(said) and said[0].tzinfo is not None and len(said) == 2 * 20 + 1
    other = _rows(start=3, count=1, days=20)
    assert not {r["user_id"] for r in other} & {r["user_id"] for r in rows}
    assert not {r["turn_id"] for r in other} & {r["turn_id"] for r in rows}
