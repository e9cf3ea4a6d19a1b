"""Why a record is what it is (`field:reason`, `fuse.py`): the sentence of a ranked record's turn, which holds the
reason the record has no place for, follows its record; otherwise it is cited on it and ranked after every other
item."""

from __future__ import annotations

import datetime as dt
from typing import Any

from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.associative import FactHit
from pia_graph.retrieve.fuse import fuse
from pia_graph.retrieve.structured import StructuredHit
from pia_graph.retrieve.understand import understand

KST = dt.timezone(dt.timedelta(hours=9))
SAID = dt.datetime(2026, 9, 10, 20, 0, tzinfo=KST)


def rec(rid: str, coord: str, rtype: str, day: dt.date, **extra: Any) -> dict[str, Any]:
    return {"record_id": rid, "coordinate": coord, "type": rtype, "date": day,
            "sort_time": dt.datetime.combine(day, dt.time(12), KST), "turn_id": f"t-{rid}",
            "recorded_at": dt.datetime.combine(day, dt.time(9), KST), **extra}


def test_why_is_a_field_of_the_question(index: AliasIndex, dictionary: Dictionary) -> None:
    for text, lang in [("why am i not supposed to take advil", "en"), ("진통제 왜 바꿨지", "ko"),
                       ("what was the amoxicillin for", "en"), ("약 바꾼 이유가 뭐였지", "ko")]:
        assert "reason" in {d.value for d in understand(text, SAID, lang, index, dictionary).fields}, text
    assert "reason" not in {d.value for d in understand("what was my last LDL?", SAID, "en", index, dictionary)
                            .fields}


def test_the_reason_sentence_follows_its_record_when_why_is_asked(index: AliasIndex, dictionary: Dictionary) -> None:
    naproxen = rec("r1", "drug:naproxen", "medication_regimen", dt.date(2026, 8, 6), status="stopped")
    other = rec("r2", "drug:acetaminophen", "medication_regimen", dt.date(2026, 8, 1), status="active")
    said = FactHit({"fact_id": "f1", "turn_id": "t-r1", "text": "선생님이 진통제 오래 먹지 말라고 해서 낙센 끊음"},
                   text_rank=1, rrf=1 / 61)
    why = understand("진통제 왜 바꿨지", SAID, "ko", index, dictionary)
    hits = [StructuredHit(naproxen, ["type"], 0.95), StructuredHit(other, ["type"], 0.9)]
    out = fuse(why, "both", hits, [said], {}, dictionary, SAID, 10)
    assert [i.id for i in out.items] == ["r1", "f1", "r2"]
    plain = understand("진통제 뭐 먹었지", SAID, "ko", index, dictionary)
    out = fuse(plain, "both", hits, [said], {}, dictionary, SAID, 10)
    assert [i.id for i in out.items] == ["r1", "r2", "f1"]  # cited on its record, after every other item
