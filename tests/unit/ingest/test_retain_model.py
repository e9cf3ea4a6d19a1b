"""The learned second opinion on RETAIN: the weights file, the rescue / veto decision, and the write path with and
without the file."""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Callable, Iterator
from pathlib import Path

import numpy as np
import pytest

from pia_graph.ingest import retain_model
from pia_graph.ingest.extract.pipeline import RulesExtractor
from pia_graph.ingest.read_model import FeatureSpec
from pia_graph.ingest.retain_gate import RetainDecision
from pia_graph.ingest.retain_model import (
    RESCUE,
    VETO,
    VETO_OVERRULED,
    RetainModel,
    combine,
    load_retain_model,
    model_from_json,
    retain_model_file,
    someone_else,
    use_retain_model,
)
from pia_graph.ingest.turn_flow import gate_and_extract, offline_scenario
from pia_graph.ingest.utterance import analyse
from pia_graph.ontology import AliasIndex, Dictionary

SPEC = FeatureSpec(sizes=(1, 2), buckets=64, embedding_dim=0, embedding_weight=0.0)
SAID = dt.datetime(2026, 7, 1, 9, tzinfo=dt.UTC)


def _model(bias: float, veto: float = 0.1, rescue: float = 0.95, veto_other: float = 0.0) -> RetainModel:
    return RetainModel(SPEC, np.zeros(SPEC.buckets + 1), bias, veto, rescue, veto_other)


@pytest.fixture(autouse=True)
def _packaged() -> Iterator[None]:
    retain_model.RETAIN_FILE.clear()  # each test starts with the packaged answer, and leaves it to the next
    yield
    retain_model.RETAIN_FILE.clear()


def _kept(text: str, dictionary: Dictionary, index: AliasIndex) -> RetainDecision:
    return gate_and_extract(text, SAID, "en", index=index, dictionary=dictionary, extractor=RulesExtractor(),
                            profile=dict, record_key="k", read_decision=False).retain


def test_the_probability_is_the_logistic_of_the_weights() -> None:
    assert _model(0.0).probability("my knee hurts", "en") == pytest.approx(0.5)
    assert _model(3.0).probability("my knee hurts", "en") == pytest.approx(1 / (1 + np.exp(-3.0)))


def test_a_confident_opinion_rescues_a_drop_and_says_so() -> None:
    rules = RetainDecision(False, ["no_health"])
    got = combine(rules, "fed the cat and then did my stretches", "en", _model(5.0))
    assert got.retain and got.reasons[0] == "no_health" and got.reasons[-1].startswith(RESCUE)
    assert combine(rules, "fed the cat", "en", _model(2.0)) is rules  # p 0.88: below rescue 0.95


def test_small_talk_and_empty_turns_are_never_rescued() -> None:
    for reason in ("small_talk", "empty"):
        rules = RetainDecision(False, [reason])
        assert combine(rules, "thanks!", "en", _model(9.0)) is rules


def test_a_doubtful_keep_is_vetoed_and_a_likely_one_stands() -> None:
    rules = RetainDecision(True, ["statement"], [(0, 10)])
    got = combine(rules, "my knee hurts", "en", _model(-5.0))
    assert not got.retain and got.reasons[-1].startswith(VETO)
    assert combine(rules, "my knee hurts", "en", _model(0.0)) is rules


def test_without_a_model_the_rules_answer() -> None:
    rules = RetainDecision(False, ["no_health"])
    assert combine(rules, "anything", "en", None) is rules


def test_the_file_round_trips_and_a_wrong_width_is_refused(tmp_path: Path) -> None:
    data = {"spec": {"sizes": [1, 2], "buckets": 64}, "weights": [0.5] * 65, "bias": -1.0, "veto": 0.1,
            "rescue": 0.9}
    path = tmp_path / "retain_model.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    model = load_retain_model(path)
    assert model is not None and model.veto == 0.1 and model.rescue == 0.9 and model.spec.buckets == 64
    assert load_retain_model(tmp_path / "missing.json") is None
    with pytest.raises(ValueError):
        model_from_json({**data, "weights": [0.5] * 64})


def test_the_letter_sizes_are_read_from_the_file_and_an_old_file_reads_none() -> None:
    """Session 64: an opinion trained on the letter grams of Korean texts (``read_model.letter_grams``)."""
    data = {"spec": {"sizes": [1, 2], "buckets": 64, "letter_sizes": [3, 4]}, "weights": [0.5] * 65, "bias": -1.0,
            "veto": 0.1, "rescue": 0.9}
    assert model_from_json(data).spec.letter_sizes == (3, 4)
    assert model_from_json({**data, "spec": {"sizes": [1, 2], "buckets": 64}}).spec.letter_sizes == ()


def test_the_write_path_without_an_opinion_keeps_the_rules_verdict(dictionary: Dictionary, index: AliasIndex) -> None:
    use_retain_model(None)  # what a deployment without ontology/read/retain_model.json does
    got = _kept("fed the cat and watered the plants", dictionary, index)
    assert not got.retain and not any(r.startswith("model_retain") for r in got.reasons)


def test_the_packaged_opinion_loads_and_never_trained_on_held_out_or_validate_text() -> None:
    model = load_retain_model()
    assert model is not None and retain_model_file().is_file()
    assert 0.0 < model.veto < 0.5 < model.rescue < 1.0
    trained = set(json.loads(retain_model_file().read_text(encoding="utf-8"))["trained_on"])
    assert not trained & {"extract18_blind", "extract19_blind", "extract29_blind", "wave4_blind", "wave5_blind"}
    rounds = [s.removeprefix("extract").removesuffix("_blind") for s in trained if s.startswith("extract")]
    assert not [r for r in rounds if r.isdigit() and int(r) >= 51]  # decision sets (extract48-50: develop, session 68)


def test_the_write_path_with_an_opinion_rescues_and_vetoes(dictionary: Dictionary, index: AliasIndex) -> None:
    use_retain_model(_model(8.0))
    rescued = _kept("fed the cat and watered the plants", dictionary, index)
    assert rescued.retain and rescued.reasons[-1].startswith(RESCUE)
    use_retain_model(_model(-8.0))  # a kept turn the rules type no record of ("my knee has hurt": see below)
    vetoed = _kept("my physio said the tendon is healing slowly", dictionary, index)
    assert not vetoed.retain and vetoed.reasons[-1].startswith(VETO)
    use_retain_model(None)
    assert _kept("my physio said the tendon is healing slowly", dictionary, index).retain


def test_an_opinion_never_overrides_what_the_account_or_the_conversation_decided(dictionary: Dictionary,
                                                                                 index: AliasIndex) -> None:
    """The opinion reads the text alone: a turn on a proxy account ("할머니 … 드세요" typed for her) keeps its
    record even when the opinion would veto every keep."""
    use_retain_model(_model(-8.0))
    history = [{"said_at": "2026-08-01T10:00:00+09:00", "text": "손녀가 써드려요. 할머니 78세 혼자 사세요"}]
    later = {"id": "p", "kind": "storage", "lang": "ko", "said_at": "2026-08-02T10:00:00+09:00",
             "text": "할머니 수면제 졸피뎀 드세요", "history": history, "expect": {"records": []}}
    got = offline_scenario(later, index, dictionary)
    assert got["retain"] is True
    assert any(r["coordinate"] == "drug:zolpidem" for r in got["records"])
    alone = offline_scenario({**later, "history": []}, index, dictionary)  # no account said: the veto may answer
    assert not any(r["coordinate"] == "drug:zolpidem" for r in alone["records"])


@pytest.mark.parametrize("text", [
    "My brother has gout",  # family history: the user's record
    "my knee has hurt since tuesday",
    "I'm pregnant \u2014 which of my current meds should I ask my OB about?",
])
def test_a_veto_does_not_drop_a_turn_the_rules_type_a_record_of(text: str, dictionary: Dictionary,
                                                                  index: AliasIndex) -> None:
    use_retain_model(_model(-5.0))  # an opinion that vetoes every keep (p 0.007)
    got = _kept(text, dictionary, index)
    assert got.retain and got.reasons[-1] == VETO_OVERRULED


def test_a_veto_stands_where_the_rules_type_nothing(dictionary: Dictionary, index: AliasIndex) -> None:
    use_retain_model(_model(-5.0))
    use_retain_model(None)
    assert _kept("the nurse told me to drink more water", dictionary, index).retain  # the rules keep it
    use_retain_model(_model(-5.0))
    got = _kept("the nurse told me to drink more water", dictionary, index)
    assert not got.retain and got.reasons[-1].startswith(VETO)


def test_a_second_veto_threshold_reaches_only_a_turn_with_someone_else_in_it() -> None:
    """Session 65: below ``veto`` a keep is vetoed; between ``veto`` and ``veto_other`` only where a clause of the turn
    is someone else's, and ``others`` is asked only there."""
    model = _model(-0.85, veto=0.1, veto_other=0.5)  # p 0.30
    keep = RetainDecision(True, ["statement"])
    asked: list[str] = []

    def others(answer: bool) -> Callable[[], bool]:
        return lambda: asked.append("asked") is None and answer

    assert not combine(keep, "t", "en", model, others=others(True)).retain
    assert combine(keep, "t", "en", model, others=others(False)).retain
    assert combine(keep, "t", "en", _model(-0.85, veto=0.1), others=others(True)).retain  # no second threshold
    assert not combine(keep, "t", "en", _model(-3.0, veto=0.1, veto_other=0.5), others=others(False)).retain
    assert combine(keep, "t", "en", _model(0.0, veto=0.1, veto_other=0.5), others=others(True)).retain  # p 0.5
    assert len(asked) == 2  # only where p lay between the two thresholds
    assert combine(keep, "t", "en", model).retain  # no ``others`` given: no clause is someone else's


def test_the_second_veto_threshold_is_read_from_the_file_and_an_old_file_has_none() -> None:
    data = {"spec": {"sizes": [1, 2], "buckets": 64}, "weights": [0.5] * 65, "bias": -1.0, "veto": 0.2,
            "rescue": 0.9}
    assert model_from_json({**data, "veto_other": 0.4}).veto_other == 0.4
    assert model_from_json(data).veto_other == 0.2
    assert model_from_json({**data, "veto_other": 0.1}).veto_other == 0.2  # never below the veto


def test_the_write_path_vetoes_higher_where_the_turn_is_about_someone_else(dictionary: Dictionary,
                                                                           index: AliasIndex) -> None:
    use_retain_model(None)
    son = "my teenage son is vaping, how do I even bring that up with him?"
    nurse = "the nurse told me to drink more water"
    assert _kept(son, dictionary, index).retain and _kept(nurse, dictionary, index).retain  # the rules keep both
    use_retain_model(_model(-0.85, veto=0.1, veto_other=0.5))  # p 0.30
    got = _kept(son, dictionary, index)
    assert not got.retain and got.reasons[-1].startswith(VETO)
    assert _kept(nurse, dictionary, index).retain  # the user's own words
    use_retain_model(_model(-0.85, veto=0.1))
    assert _kept(son, dictionary, index).retain


@pytest.mark.parametrize(("text", "lang", "others"), [
    ("my teenage son is vaping, how do I even bring that up with him?", "en", True),  # a relative's episode
    ("my neighbour's kid has a bad peanut allergy", "en", True),
    ("My father had a heart attack at 60", "en", False),  # a relative's history: the user's family history
    ("엄마가 당뇨 진단을 받으셨어요", "ko", False),
    ("the nurse told me to drink more water", "en", False),
])
def test_someone_else_is_a_clause_not_the_users_but_never_a_relatives_history(text: str, lang: str, others: bool,
                                                                             dictionary: Dictionary,
                                                                             index: AliasIndex) -> None:
    clauses = analyse(text, lang, index=index, dictionary=dictionary).clauses
    assert someone_else(clauses, lang)() is others
