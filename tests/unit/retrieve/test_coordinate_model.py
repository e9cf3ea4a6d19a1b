"""The question -> coordinate opinion (retrieve/coordinate_model.py, session 63): it adds its confident coordinates
only where query understanding found none, at a related term's strength, and only when a weights file is used."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path
from types import ModuleType

import numpy as np
import pytest

from pia_graph.config import get_settings
from pia_graph.ingest.read_model import FeatureSpec, features
from pia_graph.memory.recall_models import Decided, QueryUnderstanding
from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.coordinate_model import (
    CoordinateModel,
    CoordinateThresholds,
    load_coordinate_model,
    model_from_json,
    opinion_coordinates,
    with_opinion,
)
from pia_graph.retrieve.structured import strength_of
from pia_graph.retrieve.understand import understand
from tests.unit.script_loader import load_script

SPEC = FeatureSpec(sizes=(1, 2, 3), buckets=64, embedding_dim=0, embedding_weight=0.0)
CLASSES = ("test:creatinine", "vital:diastolic_bp", "vital:systolic_bp")
SAID = dt.datetime(2026, 3, 5, 20, 0, tzinfo=dt.UTC)


def _model(bias: list[float], t: CoordinateThresholds | None = None) -> CoordinateModel:
    """An opinion whose answer is its bias: no weights, so every text gets the same probabilities."""
    return CoordinateModel(SPEC, CLASSES, np.zeros((SPEC.buckets + 1, len(CLASSES))), np.asarray(bias),
                           t or CoordinateThresholds(first=0.5, second=0.3, most=2), ("read45",))


def test_the_top_coordinate_joins_when_confident_and_the_next_when_it_reaches_the_second_threshold() -> None:
    t = CoordinateThresholds(first=0.5, second=0.3, most=2)
    got = opinion_coordinates([("vital:systolic_bp", 0.55), ("vital:diastolic_bp", 0.35), ("test:a", 0.1)], t)
    assert [d.value for d in got] == ["vital:systolic_bp", "vital:diastolic_bp"]
    assert got[0].reason == "model_coordinate:0.55"
    assert [d.value for d in opinion_coordinates([("vital:systolic_bp", 0.55), ("x", 0.2)], t)] == \
        ["vital:systolic_bp"]
    assert opinion_coordinates([("vital:systolic_bp", 0.45), ("x", 0.4)], t) == []
    assert len(opinion_coordinates([("a", 0.4), ("b", 0.35), ("c", 0.3)], CoordinateThresholds(0.3, 0.3, 2))) == 2


def test_no_coordinate_is_never_added_and_takes_its_share_of_the_probability() -> None:
    t = CoordinateThresholds(first=0.5, second=0.3, most=2)
    assert opinion_coordinates([("none", 0.7), ("test:creatinine", 0.2)], t) == []
    assert [d.value for d in opinion_coordinates([("none", 0.3), ("test:creatinine", 0.6), ("test:egfr", 0.1)], t)] \
        == ["test:creatinine"]


def test_the_opinion_fills_only_a_question_understanding_left_without_a_coordinate() -> None:
    model = _model([3.0, 0.0, 0.0])  # P(creatinine) 0.91
    empty = QueryUnderstanding(lang="ko")
    got = with_opinion(empty, "제 콩팥 수치 어땠는지 알려줘", model)
    assert [(d.value, d.reason) for d in got.coordinates] == [("test:creatinine", "model_coordinate:0.91")]
    assert empty.coordinates == []  # a copy: the understanding itself is not changed
    named = QueryUnderstanding(lang="en", coordinates=[Decided(value="test:hba1c", reason="alias", span="a1c")])
    assert with_opinion(named, "my a1c", model) is named
    other = QueryUnderstanding(lang="en", fields=[Decided(value="someone_else", reason="cue:experiencer")])
    assert with_opinion(other, "what was dad's number", model) is other
    assert with_opinion(empty, "제 콩팥 수치", None) is empty  # no file: understanding answers alone
    unsure = _model([0.5, 0.0, 0.0])  # 0.45: below the first threshold
    assert with_opinion(empty, "제 콩팥 수치", unsure) is empty


def test_a_coordinate_the_opinion_placed_ranks_below_a_named_one() -> None:
    assert strength_of("model_coordinate:0.91") == 0.6 < strength_of("alias") == 1.0
    assert strength_of("model_coordinate:0.91") < strength_of("concept:kidney:primary")


def test_the_file_round_trips_and_the_probabilities_follow_the_weights() -> None:
    weights = np.zeros((SPEC.buckets + 1, len(CLASSES)))
    weights[SPEC.buckets, 1] = 4.0  # the Korean flag votes for diastolic
    model = CoordinateModel(SPEC, CLASSES, weights, np.asarray([0.0, 0.0, 1.0]), CoordinateThresholds(0.5, 0.3, 2),
                            ("read45",))
    again = model_from_json(json.loads(json.dumps(model.to_json())))
    assert again.classes == CLASSES and again.thresholds == model.thresholds
    assert again.probabilities("혈압", "ko")[0][0] == "vital:diastolic_bp"
    assert again.probabilities("blood pressure", "en")[0][0] == "vital:systolic_bp"
    assert dict(again.probabilities("blood pressure", "en")) == \
        pytest.approx(dict(model.probabilities("blood pressure", "en")), abs=0.01)  # int8 weights
    with pytest.raises(ValueError):
        model_from_json({"format": 2, "classes": list(CLASSES)})


def test_no_opinion_without_its_file_or_with_the_setting_off(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert load_coordinate_model(tmp_path / "absent.json") is None
    path = tmp_path / "coordinate_model.json"
    path.write_text(json.dumps(_model([1.0, 0.0, 0.0]).to_json()), encoding="utf-8")
    assert load_coordinate_model(path) is not None
    monkeypatch.setenv("PIA_COORDINATE_MODEL_PATH", str(path))
    get_settings.cache_clear()
    try:
        chosen = load_coordinate_model()
        assert chosen is not None and chosen.classes == CLASSES
        monkeypatch.setenv("PIA_COORDINATE_MODEL", "0")
        get_settings.cache_clear()
        assert load_coordinate_model() is None
    finally:
        get_settings.cache_clear()


def test_understanding_of_a_lay_question_is_filled_and_of_a_named_one_kept(
    index: AliasIndex, dictionary: Dictionary
) -> None:
    model = _model([3.0, 0.0, 0.0])
    named = understand("what was my creatinine in February", SAID, "en", index, dictionary)
    assert named.coordinates and with_opinion(named, "what was my creatinine in February", model) is named
    lay = understand("how did that thing they checked come out", SAID, "en", index, dictionary)
    assert not lay.coordinates
    assert [d.value for d in with_opinion(lay, "how did that thing they checked come out", model).coordinates] == \
        ["test:creatinine"]


def _script() -> ModuleType:
    return load_script("train_coordinate_model")


def test_the_training_rows_are_the_serving_features_and_no_held_out_suite_trains() -> None:
    m = _script()
    examples = [m.Example("45", "ko", "콩팥 수치 어땠지", frozenset({"test:creatinine"}), True),
                m.Example("45", "en", "how's my sugar", frozenset({"test:fasting_glucose"}), False)]
    rows = m.matrix(SPEC, examples).toarray()
    for row, ex in zip(rows, examples, strict=True):
        assert row == pytest.approx(features(SPEC, ex.text, ex.lang, None))
    assert not {"18", "19", "28", "46", "47", "48"} & set(m.RETRIEVAL)
    assert not {"18", "19", "29", "46", "47", "48"} & set(m.STORAGE)
