"""The learned second opinion on each drafted record: its view of a record, the veto (a rejection with its reason,
a visit's results kept under it), the weights file, and the write path with and without an opinion."""

from __future__ import annotations

import datetime as dt
import json
import zlib
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from pia_graph.ingest import record_model
from pia_graph.ingest.extract.pipeline import RulesExtractor
from pia_graph.ingest.hup import Extraction, RejectionCode
from pia_graph.ingest.hup.records import LabResultRecord, MedicalVisitRecord, SymptomRecord
from pia_graph.ingest.record_model import (
    PARENT,
    VETO,
    RecordModel,
    RecordSpec,
    RecordView,
    load_record_model,
    model_from_json,
    use_record_model,
    veto_records,
)
from pia_graph.ingest.turn_flow import GatedTurn, gate_and_extract, offline_scenario
from pia_graph.ontology import AliasIndex, Dictionary

SPEC = RecordSpec(sizes=(1, 2), clause_buckets=64, span_buckets=32, token_buckets=4096)
SAID = dt.datetime(2026, 7, 1, 9, tzinfo=dt.UTC)


def _token_index(token: str) -> int:
    return 2 * SPEC.clause_buckets + SPEC.span_buckets + zlib.crc32(token.encode("utf-8")) % SPEC.token_buckets


def _model(bias: float = 0.0, veto: float = 0.1, against: tuple[str, ...] = ()) -> RecordModel:
    """An opinion that doubts the records bearing any of ``against``'s tokens (P about 0) and is neutral (P 0.5
    with bias 0) on the rest."""
    weights = np.zeros(SPEC.width)
    for token in against:
        weights[_token_index(token)] = -20.0
    return RecordModel(SPEC, weights, bias, veto)


@pytest.fixture(autouse=True)
def _packaged() -> Iterator[None]:
    record_model.RECORD_FILE.clear()  # each test starts with the packaged answer, and leaves it to the next
    yield
    record_model.RECORD_FILE.clear()


def _turn(text: str, dictionary: Dictionary, index: AliasIndex, lang: str = "en") -> GatedTurn:
    return gate_and_extract(text, SAID, lang, index=index, dictionary=dictionary, extractor=RulesExtractor(),
                            profile=dict, record_key="k", read_decision=False, describe_records=True)


def test_the_probability_is_the_logistic_of_the_weights() -> None:
    view = RecordView("my knee hurts", "knee hurts", "en", ("type=symptom",))
    assert _model(0.0).probability(view) == pytest.approx(0.5)
    assert _model(-3.0).probability(view) == pytest.approx(1 / (1 + np.exp(3.0)))
    assert _model(0.0, against=("type=symptom",)).probability(view) < 1e-6


def test_korean_clauses_hash_alike_written_apart_or_together() -> None:
    apart = record_model.features(SPEC, RecordView("머리 가 아파요", "머리", "ko", ()))
    together = record_model.features(SPEC, RecordView("머리가 아파요", "머리", "ko", ()))
    block = slice(SPEC.clause_buckets, 2 * SPEC.clause_buckets)  # the spaceless block
    assert np.array_equal(apart[block], together[block]) and not np.array_equal(apart[:64], together[:64])
    english = record_model.features(SPEC, RecordView("my head hurts", "head", "en", ()))
    assert not english[block].any()


def test_the_view_names_the_record_its_clause_and_its_flags(dictionary: Dictionary, index: AliasIndex) -> None:
    got = _turn("I had a headache yesterday. My fasting glucose was 104 this morning", dictionary, index)
    assert got.extraction is not None and len(got.drafts) == len(got.extraction.records) >= 2
    by_coord = {v.tokens[1]: v for v in got.drafts}
    headache = by_coord["coord=symptom:headache"]
    assert "type=symptom" in headache.tokens and "headache" in headache.clause and "glucose" not in headache.clause
    assert any(t.startswith("rule=") and t != "rule=none" for t in headache.tokens)
    assert "valued" in by_coord["coord=test:fasting_glucose"].tokens


def test_a_doubted_record_is_left_out_as_a_rejection_and_the_rest_stays(dictionary: Dictionary,
                                                                      index: AliasIndex) -> None:
    use_record_model(_model(0.0, against=("coord=symptom:headache",)))
    got = _turn("I had a headache yesterday. My fasting glucose was 104 this morning", dictionary, index)
    assert got.extraction is not None
    assert [r.coordinate for r in got.extraction.records] == ["test:fasting_glucose"]
    vetoed = [r for r in got.extraction.rejections if r.code == RejectionCode.MODEL_VETO]
    assert [r.coordinate for r in vetoed] == ["symptom:headache"] and vetoed[0].reason.startswith(f"{VETO}:")
    assert got.retain.retain  # the turn, its facts and its other records are kept


def test_without_an_opinion_the_rules_records_stand(dictionary: Dictionary, index: AliasIndex) -> None:
    use_record_model(None)  # what a deployment without ontology/read/record_model.json does
    got = gate_and_extract("I had a headache yesterday", SAID, "en", index=index, dictionary=dictionary,
                           extractor=RulesExtractor(), profile=dict, record_key="k", read_decision=False)
    assert got.extraction is not None and [r.coordinate for r in got.extraction.records] == ["symptom:headache"]
    assert got.drafts == () and not got.extraction.rejections  # nothing read, nothing left out


def test_a_visit_with_results_under_it_is_never_vetoed_and_the_results_follow_it() -> None:
    child = LabResultRecord(record_id="c", coordinate="test:hba1c", value=6.1, visit_ref=2, span="a1c 6.1")
    doubted = SymptomRecord(record_id="s", coordinate="symptom:fatigue", span="tired")
    visit = MedicalVisitRecord(record_id="v", coordinate="visit:checkup", span="checkup")
    extraction = Extraction(records=[child, doubted, visit])
    views = [RecordView("a1c 6.1", "a1c 6.1", "en", ("type=lab_result", "under_visit")),
             RecordView("tired", "tired", "en", ("type=symptom",)),
             RecordView("checkup", "checkup", "en", ("type=medical_visit", PARENT))]
    got, gone = veto_records(extraction, views, _model(0.0, against=("type=symptom", "type=medical_visit")))
    assert gone == {"s"} and [r.record_id for r in got.records] == ["c", "v"]
    assert got.records[0].visit_ref == 1 and got.records[1].record_id == "v"  # still points at the visit
    same, none = veto_records(extraction, views, None)
    assert same is extraction and not none


def test_the_file_round_trips_and_a_missing_file_is_no_opinion(tmp_path: Path) -> None:
    model = _model(-0.5, veto=0.2, against=("type=symptom",))
    path = tmp_path / "record_model.json"
    path.write_text(json.dumps(model.to_json(["extract8_blind"])), encoding="utf-8")
    loaded = load_record_model(path)
    assert loaded is not None and loaded.veto == 0.2 and loaded.spec == SPEC and loaded.bias == -0.5
    assert np.allclose(loaded.weights, model.weights)
    assert load_record_model(tmp_path / "missing.json") is None
    with pytest.raises(ValueError):
        model_from_json({**model.to_json(), "format": 2})


def test_the_offline_twin_leaves_out_a_vetoed_record_and_reports_it(dictionary: Dictionary,
                                                                  index: AliasIndex) -> None:
    scenario = {"id": "v", "kind": "storage", "lang": "en", "said_at": "2026-08-02T10:00:00+09:00",
                "text": "I had a headache yesterday", "expect": {"records": []}}
    use_record_model(None)
    assert [r["coordinate"] for r in offline_scenario(scenario, index, dictionary)["records"]] == ["symptom:headache"]
    use_record_model(_model(0.0, against=("type=symptom",)))
    got = offline_scenario(scenario, index, dictionary)
    assert got["records"] == [] and got["retain"] is True
    assert [r["code"] for r in got["rejections"]] == ["model_veto"]
