"""The dev storage suite through the gate and `extract` (no database), scored as FORMAT.md scores it."""

from __future__ import annotations

import datetime as dt
from typing import Any

from pia_graph.ingest.extract import extract
from pia_graph.ingest.retain_gate import decide_retain
from pia_graph.ingest.scoring import RecordScore, record_to_expect, score_records
from pia_graph.ontology import AliasIndex, Dictionary

from .conftest import load_suite


def test_dev_storage_suite(dictionary: Dictionary, index: AliasIndex) -> None:
    total = RecordScore()
    for case in load_suite("storage.jsonl"):
        predicted: list[dict[str, Any]] = []
        said_at = dt.datetime.fromisoformat(case["said_at"])
        if decide_retain(case["text"], case["lang"], index.match(case["text"], case["lang"])).retain:
            got = extract(case["text"], said_at, case["lang"], index=index, dictionary=dictionary,
                          profile=case.get("user"))
            predicted = [record_to_expect(r) for r in got.records]
        if not case["expect"]["retain"]:
            assert predicted == [], case["id"]
        total = total + score_records(case["expect"]["records"], predicted)
    assert total.tp + total.fn > 0, "the suite expects no record: the scores below would be vacuous"
    assert total.f1 >= 0.95, total
    assert total.field_exactness >= 0.97, total
