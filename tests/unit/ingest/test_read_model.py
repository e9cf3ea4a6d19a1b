"""The learned second opinion on READ and route: features, the weights file, and the one explicit decision."""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest

from pia_graph.ingest.extract.pipeline import RulesExtractor
from pia_graph.ingest.read_gate import ReadDecision, decide_read
from pia_graph.ingest.read_model import (
    CLASSES,
    FeatureSpec,
    ReadModel,
    Thresholds,
    combine,
    decide,
    features,
    hashed_ngrams,
    letter_grams,
    load_read_model,
    model_file,
    model_from_json,
    ngrams,
)
from pia_graph.ingest.read_route import Route
from pia_graph.ingest.turn_flow import gate_and_extract
from pia_graph.ontology import AliasIndex, Dictionary

T = Thresholds(flip_read=0.8, flip_route=0.5, keep_rule=0.2)


def probs(none: float, structured: float, associative: float, both: float) -> dict[Route, float]:
    return dict(zip(CLASSES, (none, structured, associative, both), strict=True))


def test_ngrams_pad_words_and_lower_case() -> None:
    grams = ngrams("My  A1c", (2,))
    assert " m" in grams and "my" in grams and "c " in grams
    assert "  " not in grams  # runs of spaces collapse


def test_hashed_ngrams_are_deterministic_and_unit_length() -> None:
    a = hashed_ngrams("지난달 혈압 어땠어", (1, 2, 3), 512)
    b = hashed_ngrams("지난달 혈압 어땠어", (1, 2, 3), 512)
    assert np.array_equal(a, b)
    assert float(np.linalg.norm(a)) == pytest.approx(1.0)
    assert not np.array_equal(a, hashed_ngrams("what was my ldl", (1, 2, 3), 512))


def test_letter_grams_share_an_ending_across_stems_and_read_korean_rows_only() -> None:
    """Session 64: 먹었어요 and 갔어요 share no syllable gram of their ending's first syllable (었 / 갔) but share the
    letters ᆻ어요; the grams are marked apart from the syllable grams, and only a Korean row reads them."""
    ate, went = letter_grams("먹었어요", (4,)), letter_grams("갔어요", (4,))
    assert ate & went and not ngrams("먹었어요", (2,)) & ngrams("갔어요", (2,)) - {"요 ", "어요"}
    assert not ate & ngrams("먹었어요", (1, 2, 3, 4)) and letter_grams("먹었어요", ()) == set()
    spec = FeatureSpec((1, 2), 256, 0, 0.0, letter_sizes=(3, 4))
    plain = FeatureSpec((1, 2), 256, 0, 0.0)
    assert not np.array_equal(features(spec, "먹었어요", "ko", None), features(plain, "먹었어요", "ko", None))
    assert np.array_equal(features(spec, "I ate", "en", None), features(plain, "I ate", "en", None))


def test_the_letter_sizes_survive_the_weights_file_and_an_old_file_reads_none() -> None:
    spec = FeatureSpec((1, 2), 16, 0, 0.0, letter_sizes=(3, 4))
    model = ReadModel(spec, np.linspace(-1, 1, 17 * 4).reshape(17, 4), np.zeros(4), T, ("s",))
    again = model_from_json(json.loads(json.dumps(model.to_json())))
    assert again.spec.letter_sizes == (3, 4)
    text = "혈압 어땠어요"
    assert again.probabilities(text, "ko") == pytest.approx(model.probabilities(text, "ko"), abs=1e-5)
    data = model.to_json()
    del data["features"]["letter_sizes"]
    assert model_from_json(data).spec.letter_sizes == ()
    assert "letter_sizes" not in ReadModel(FeatureSpec((1, 2), 16, 0, 0.0), model.weights, model.bias, T,
                                           ("s",)).to_json()["features"]  # the files of before stay as they were


def test_features_reject_an_embedding_of_the_wrong_size() -> None:
    spec = FeatureSpec((2,), 64, 4, 1.0)
    assert features(spec, "hi", "en", [0.1, 0.2, 0.3, 0.4]).shape == (64 + 1 + 4,)
    with pytest.raises(ValueError):
        features(spec, "hi", "en", [0.1, 0.2])


def test_rules_kept_when_the_model_is_not_confident() -> None:
    rule = ReadDecision(True, "structured", ["personal:structured"])
    out = combine(rule, probs(0.1, 0.5, 0.3, 0.1), T)
    assert (out.read, out.route) == (True, "structured")
    assert "rules_kept" in out.reasons and out.reasons[0] == "personal:structured"


def test_model_turns_a_missed_read_over_only_above_its_threshold() -> None:
    rule = ReadDecision(False, "none", ["general"])
    out = combine(rule, probs(0.1, 0.1, 0.7, 0.1), T)
    assert (out.read, out.route) == (True, "associative")
    assert any(r.startswith("model_read:associative") for r in out.reasons)
    kept = combine(rule, probs(0.3, 0.1, 0.5, 0.1), T)
    assert not kept.read


@pytest.mark.parametrize("reasons", [["pet"], ["norm_judgement"], ["pet", "norm_judgement"]])
def test_model_does_not_turn_over_a_no_read_the_grammar_decided(reasons: list[str]) -> None:
    """A pet's trouble judged, a value just told judged in general: who or what the ask is about, which
    words alone do not show (session 30)."""
    out = combine(ReadDecision(False, "none", reasons), probs(0.05, 0.05, 0.05, 0.85), T)
    assert not out.read and "rules_kept" in out.reasons
    mixed = combine(ReadDecision(False, "none", ["pet", "general"]), probs(0.05, 0.05, 0.05, 0.85), T)
    assert mixed.read  # another ask set aside only as general: the model may still read


def test_model_changes_the_route_when_the_rules_route_is_unlikely() -> None:
    rule = ReadDecision(True, "structured", ["personal:structured"])
    out = combine(rule, probs(0.0, 0.1, 0.8, 0.1), T)
    assert (out.read, out.route) == (True, "associative")
    assert "model_route:structured->associative" in out.reasons
    # the rules' route still plausible in the model's eyes: kept
    kept = combine(rule, probs(0.0, 0.3, 0.6, 0.1), T)
    assert kept.route == "structured"


def test_model_can_say_no_read() -> None:
    out = combine(ReadDecision(True, "both", ["personal:both"]), probs(0.9, 0.05, 0.03, 0.02), T)
    assert (out.read, out.route) == (False, "none")


def test_turning_a_read_into_a_no_read_has_its_own_threshold() -> None:
    rule = ReadDecision(True, "structured", ["personal:structured"])
    sure = Thresholds(flip_read=0.8, flip_route=0.5, keep_rule=0.2, flip_no_read=0.95)
    kept = combine(rule, probs(0.9, 0.05, 0.03, 0.02), sure)  # 요즘혈당어때: the rules read, the model says none
    assert (kept.read, kept.route) == (True, "structured") and "rules_kept" in kept.reasons
    assert not combine(rule, probs(0.96, 0.02, 0.01, 0.01), sure).read
    # reading where the rules did not still needs flip_read only
    assert combine(ReadDecision(False, "none", ["no_question"]), probs(0.15, 0.8, 0.03, 0.02), sure).read
    assert T.no_read == T.flip_read  # left out: flip_read, as before


def test_a_weights_file_without_flip_no_read_uses_flip_read() -> None:
    data = _tiny_model().to_json()
    assert data["thresholds"]["flip_no_read"] == T.flip_read
    del data["thresholds"]["flip_no_read"]
    assert model_from_json(data).thresholds.no_read == T.flip_read


def _tiny_model() -> ReadModel:
    spec = FeatureSpec((1, 2), 32, 0, 0.0)
    rng = np.random.default_rng(7)
    return ReadModel(spec, rng.normal(size=(33, 4)), rng.normal(size=4), T, ("unit",))


def test_weights_file_round_trip_gives_the_same_probabilities(tmp_path: Path) -> None:
    model = _tiny_model()
    path = tmp_path / "m.json"
    path.write_text(json.dumps(model.to_json()), encoding="utf-8")
    again = model_from_json(json.loads(path.read_text(encoding="utf-8")))
    for text in ("what was my bp", "혈압 얼마였지"):
        a, b = model.probabilities(text, "en"), again.probabilities(text, "en")
        assert a == pytest.approx(b, abs=1e-5)
        assert sum(a.values()) == pytest.approx(1.0)


def test_without_a_model_the_rules_answer(tmp_path: Path) -> None:
    assert load_read_model(tmp_path / "absent.json") is None
    text = "what was my last a1c?"
    assert decide(text, "en", None) == decide_read(text, "en")


def test_the_shipped_model_loads_and_explains_itself() -> None:
    if not model_file().is_file():
        pytest.skip("no read model shipped")
    model = load_read_model()
    # session 36: English texts carry the packaged sentence embedding, Korean ones need none
    assert model is not None and model.spec.embeds("en") and not model.spec.embeds("ko")
    out = decide("what was my last a1c?", "en", model)
    assert out.read and any(r.startswith("model:") for r in out.reasons)
    assert "model_skipped:no_embedding" not in out.reasons  # decide embedded the question itself
    ko = decide("지난번 당화혈색소 얼마였지?", "ko", model)
    assert ko.read and any(r.startswith("model:") for r in ko.reasons)


def _english_embedding_model() -> ReadModel:
    spec = FeatureSpec((1, 2), 32, 3, 1.0, ("en",))
    rng = np.random.default_rng(11)
    return ReadModel(spec, rng.normal(size=(32 + 1 + 3, 4)), rng.normal(size=4), T, ("unit",))


def test_an_embedding_read_for_english_only_leaves_korean_rows_at_zero() -> None:
    spec = FeatureSpec((2,), 16, 3, 1.0, ("en",))
    assert spec.embeds("en") and not spec.embeds("ko")
    assert list(features(spec, "hi", "en", [0.5, 0.5, 0.5])[-3:]) == [0.5, 0.5, 0.5]
    # a Korean row is the same with or without a vector: the model was trained with zeros there
    assert np.array_equal(features(spec, "혈압", "ko", [0.5, 0.5, 0.5]), features(spec, "혈압", "ko", None))
    assert list(features(spec, "혈압", "ko", None)[-3:]) == [0.0, 0.0, 0.0]


def test_the_embedding_languages_survive_the_weights_file() -> None:
    model = _english_embedding_model()
    again = model_from_json(json.loads(json.dumps(model.to_json())))
    assert again.spec.embedding_langs == ("en",)
    vector = [0.2, -0.1, 0.4]
    assert again.probabilities("what was my bp", "en", vector) == pytest.approx(
        model.probabilities("what was my bp", "en", vector), abs=1e-5)
    data = model.to_json()
    del data["features"]["embedding_langs"]  # a file from before session 36: every language embedded
    assert model_from_json(data).spec.embedding_langs == ("en", "ko")


def test_decide_gives_korean_texts_to_an_english_embedding_model_without_a_vector() -> None:
    model = _english_embedding_model()
    out = decide("혈압 얼마였지?", "ko", model)
    assert "model_skipped:no_embedding" not in out.reasons and any(r.startswith("model:") for r in out.reasons)
    given = decide("what was my bp?", "en", model, [0.2, -0.1, 0.4])
    assert any(r.startswith("model:") for r in given.reasons)


def test_without_a_usable_english_embedding_the_rules_answer(monkeypatch: pytest.MonkeyPatch) -> None:
    import pia_graph.embedding
    from pia_graph.ingest import read_model

    model = _english_embedding_model()
    text = "what was my blood pressure last tuesday?"
    # the packaged embedder gives 384 dimensions, this model wants 3: the rules answer
    wrong_size = decide(text, "en", model)
    assert "model_skipped:no_embedding" in wrong_size.reasons
    assert (wrong_size.read, wrong_size.route) == (decide_read(text, "en").read, decide_read(text, "en").route)

    def broken(settings: object) -> object:
        raise RuntimeError("no model")

    monkeypatch.setattr(pia_graph.embedding, "get_embedder", broken)
    read_model._sentence_vector.cache_clear()
    try:
        assert "model_skipped:no_embedding" in decide("what did the doctor say?", "en", model).reasons
    finally:
        read_model._sentence_vector.cache_clear()


def _gated(text: str, model: ReadModel, read_vector: Callable[[], list[float]], dictionary: Dictionary,
           index: AliasIndex) -> ReadDecision:
    said_at = dt.datetime(2026, 7, 1, 9, tzinfo=dt.UTC)
    return gate_and_extract(text, said_at, "en", index=index, dictionary=dictionary, extractor=RulesExtractor(),
                            profile=dict, record_key="k", read_model=model, read_vector=read_vector).read


def test_the_write_path_decides_with_the_turn_vector_it_is_given(dictionary: Dictionary, index: AliasIndex) -> None:
    model = _english_embedding_model()
    text = "what was my blood pressure last tuesday?"
    vector = [0.3, 0.1, -0.2]
    calls: list[int] = []

    def given() -> list[float]:
        calls.append(1)
        return vector

    assert _gated(text, model, given, dictionary, index) == decide(text, "en", model, vector)
    assert calls == [1]  # asked once, after the extraction


def test_a_failing_turn_vector_leaves_the_decision_to_the_rules_and_keeps_the_turn(
        dictionary: Dictionary, index: AliasIndex) -> None:
    model = _english_embedding_model()  # wants 3 dimensions: the packaged embedder's 384 do not fit
    text = "what was my blood pressure last tuesday?"

    def broken() -> list[float]:
        raise RuntimeError("embedding thread failed")

    out = _gated(text, model, broken, dictionary, index)
    assert "model_skipped:no_embedding" in out.reasons
    assert (out.read, out.route) == (decide_read(text, "en").read, decide_read(text, "en").route)
