"""The learned reranker (`retrieve/rerank.py`): optional (no file, or `PIA_RERANK_MODEL=""`, leaves the fused order),
a model file for another feature set is refused, its features read what the fusion and the question hold, and its
order follows the model's scores ("full") or moves items only among equal fused scores ("ties")."""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from pia_graph.config import get_settings
from pia_graph.memory.recall_models import Decided, Provenance, QueryUnderstanding, RecallItem, TimeWindow
from pia_graph.retrieve import rerank as rr

SAID = dt.datetime(2026, 7, 20, 20, 0, tzinfo=dt.UTC)


def item(iid: str, score: float, **extra: Any) -> RecallItem:
    fields: dict[str, Any] = {"kind": "record", "id": iid, "text": iid, "score": score,
                              "provenance": Provenance(turn_id=f"t-{iid}"), **extra}
    return RecallItem(**fields)


def model_data(**weights: float) -> dict[str, Any]:
    return {"format": rr.FORMAT, "features": list(rr.FEATURES), "depth": 20, "mode": "full",
            "weights": [weights.get(name, 0.0) for name in rr.FEATURES]}


def column(rows: np.ndarray, name: str) -> list[float]:
    return [float(v) for v in rows[:, rr.FEATURES.index(name)]]


Setting = Callable[[str, str], None]


def _shipped_in(monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
    monkeypatch.setattr(rr.RERANK_FILE, "shipped", lambda: folder / "read" / "rerank_model.json")


def test_without_a_file_no_model(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, pia_setting: Setting) -> None:
    _shipped_in(monkeypatch, tmp_path)
    monkeypatch.delenv("PIA_RERANK_MODEL", raising=False)
    get_settings.cache_clear()
    assert rr.load_model() is None
    pia_setting("PIA_RERANK_MODEL", str(tmp_path / "missing.json"))
    assert rr.load_model() is None


def test_the_setting_empty_turns_a_shipped_file_off(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                                     pia_setting: Setting) -> None:
    (tmp_path / "read").mkdir()
    (tmp_path / "read" / "rerank_model.json").write_text(json.dumps(model_data(score=1.0)))
    _shipped_in(monkeypatch, tmp_path)
    monkeypatch.delenv("PIA_RERANK_MODEL", raising=False)
    get_settings.cache_clear()
    assert rr.load_model() is not None  # the shipped file is read
    pia_setting("PIA_RERANK_MODEL", "")
    assert rr.load_model() is None


def test_with_a_file_the_model_is_read(tmp_path: Path, pia_setting: Setting) -> None:
    path = tmp_path / "m.json"
    path.write_text(json.dumps(model_data(bigrams_ko=2.0)))
    pia_setting("PIA_RERANK_MODEL", str(path))
    model = rr.load_model()
    assert model is not None
    assert model.weights[rr.FEATURES.index("bigrams_ko")] == 2.0


def test_a_model_of_other_features_is_refused(tmp_path: Path, pia_setting: Setting) -> None:
    data = model_data()
    data["features"] = [*rr.FEATURES[:-1], "something_else"]
    with pytest.raises(ValueError):
        rr.model_from(data)
    path = tmp_path / "m.json"
    path.write_text(json.dumps(data))
    pia_setting("PIA_RERANK_MODEL", str(path))
    assert rr.load_model() is None  # refused with a warning, not an error on the serving path


def test_features_read_the_fusion_and_the_question() -> None:
    u = QueryUnderstanding(lang="en", coordinates=[Decided(value="symptom:headache", reason="alias")],
                           fields=[Decided(value="date", reason="cue:field")],
                           window=TimeWindow(start=dt.date(2026, 7, 1), end=dt.date(2026, 7, 31),
                                             expression="this month", rule_id="t"))
    items = [
        item("a", 1.0, coordinate="symptom:headache", date="2026-07-16", sources=["structured"],
             text="Headache on 2026-07-16"),
        item("b", 1.0, coordinate="symptom:headache", date="2026-07-10", sources=["structured"],
             text="Headache on 2026-07-10"),
        item("c", 0.5, kind="fact", text="the pounding headache after coffee", date="2026-06-20",
             sources=["fulltext"], why=["fulltext:rank 2"]),
    ]
    rows = rr.features("when did the headache start after coffee", u, items, SAID)
    assert column(rows, "tied_before") == [0.0, 0.5, 0.0]
    assert column(rows, "coordinate_asked") == [1.0, 1.0, 0.0]
    assert column(rows, "in_window") == [1.0, 1.0, 0.0]
    assert column(rows, "outside_window") == [0.0, 0.0, 1.0]
    assert column(rows, "newest_of_coordinate") == [1.0, 0.0, 0.0]
    assert column(rows, "oldest_of_coordinate") == [0.0, 1.0, 0.0]
    assert column(rows, "date_asked_held") == [1.0, 1.0, 1.0]
    assert column(rows, "fulltext_place") == [0.0, 0.0, 0.5]
    words = column(rows, "words_en")
    assert words[2] > words[0] > 0.0  # "headache" alone against "headache", "after", "coffee"


def test_korean_syllable_pairs_are_shared() -> None:
    u = QueryUnderstanding(lang="ko")
    items = [item("a", 1.0, kind="fact", text="어제 두통이 심했어요"), item("b", 1.0, kind="fact", text="잘 잤어요")]
    rows = rr.features("두통 언제였지", u, items, SAID)
    assert column(rows, "bigrams_ko")[0] > 0.0
    assert column(rows, "bigrams_ko")[1] == 0.0


def test_full_mode_orders_by_the_model() -> None:
    model = rr.model_from(model_data(bigrams_ko=1.0))
    u = QueryUnderstanding(lang="ko")
    items = [item("a", 1.0, kind="fact", text="잘 잤어요"), item("b", 0.5, kind="fact", text="어제 두통이 심했어요")]
    assert [i.id for i in rr.rerank(model, "두통 언제였지", u, items, SAID)] == ["b", "a"]


def test_ties_mode_moves_only_among_equal_scores() -> None:
    data = model_data(bigrams_ko=1.0)
    data["mode"] = "ties"
    model = rr.model_from(data)
    u = QueryUnderstanding(lang="ko")
    items = [item("a", 1.0, kind="fact", text="잘 잤어요"), item("b", 0.5, kind="fact", text="잘 먹었어요"),
             item("c", 0.5, kind="fact", text="어제 두통이 심했어요")]
    assert [i.id for i in rr.rerank(model, "두통 언제였지", u, items, SAID)] == ["a", "c", "b"]


def test_equal_model_scores_keep_the_fused_order() -> None:
    model = rr.model_from(model_data())  # all weights zero
    items = [item(x, 1.0) for x in "abcde"]
    assert [i.id for i in rr.rerank(model, "q", QueryUnderstanding(lang="en"), items, SAID)] == list("abcde")

