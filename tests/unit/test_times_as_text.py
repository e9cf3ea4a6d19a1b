"""Date-times go to the write statements as ISO text (`store/serialize.py:times_as_text`): the text must name the
value and the Neo4j type the driver would have sent (an offset, a named zone), and what cannot be text stays."""

from __future__ import annotations

import datetime as dt
from typing import Any
from zoneinfo import ZoneInfo

from pia_graph.ingest.hup import FactDraft, HupRecord
from pia_graph.store.serialize import temporal_text, times_as_text
from pia_graph.store.write_turn import TurnWrite, fact_payloads, turn_payload

KST = dt.timezone(dt.timedelta(hours=9))


def test_an_offset_is_sent_as_its_offset() -> None:
    assert temporal_text(dt.datetime(2026, 5, 20, 8, tzinfo=KST)) == "2026-05-20T08:00:00+09:00"
    assert temporal_text(dt.datetime(2026, 5, 20, 8, 0, 1, 5, tzinfo=dt.UTC)) == "2026-05-20T08:00:01.000005+00:00"


def test_a_named_zone_keeps_its_name() -> None:
    value = dt.datetime(2026, 5, 20, 8, tzinfo=ZoneInfo("Asia/Seoul"))
    assert temporal_text(value) == "2026-05-20T08:00:00+09:00[Asia/Seoul]"


def test_what_datetime_cannot_read_is_left_to_the_driver() -> None:
    assert temporal_text(dt.datetime(2026, 5, 20, 8)) is None  # naive: a LocalDateTime
    odd = dt.timezone(dt.timedelta(hours=5, seconds=30))
    assert temporal_text(dt.datetime(2026, 5, 20, 8, tzinfo=odd)) is None


def test_a_map_is_split_into_plain_properties_and_times() -> None:
    when = dt.datetime(2026, 5, 20, 8, tzinfo=KST)
    naive = dt.datetime(2026, 5, 20, 8)
    plain, times = times_as_text({"a": 1, "day": dt.date(2026, 5, 20), "at": when, "local": naive})
    assert plain == {"a": 1, "day": dt.date(2026, 5, 20), "local": naive}
    assert times == {"at": "2026-05-20T08:00:00+09:00"}


def test_the_payload_sends_text_and_the_caller_keeps_python_values() -> None:
    said = dt.datetime(2026, 5, 20, 8, tzinfo=KST)
    record = HupRecord(record_id="r1", type="lab_result", coordinate="glucose_fasting", value=104.0, unit="mg/dL")
    fact_props = {"fact_id": "f1", "text": "x", "recorded_at": said, "sort_time": said}
    facts: list[dict[str, Any]] = [{"props": fact_props, "term_keys": ["k"]}]
    w = TurnWrite(user_id="u", turn_id="t", text="fasting glucose 104", said_at=said, lang="en",
                  retain_reasons=[], read=False, route="none", extractor="rules", records=[record], facts=facts)
    payload, props = turn_payload(w)
    assert payload["turn_times"] == {"said_at": "2026-05-20T08:00:00+09:00"} and "said_at" not in payload["turn"]
    (rec,) = payload["records"]
    assert rec["times"] == {"recorded_at": "2026-05-20T08:00:00+09:00", "sort_time": "2026-05-20T08:00:00+09:00"}
    assert "recorded_at" not in rec["props"] and rec["label"] == "LabResult"
    (fact,) = payload["facts"]
    assert fact["term_keys"] == ["k"] and fact["props"] == {"fact_id": "f1", "text": "x"}
    assert props[0]["recorded_at"] == said and facts[0]["props"]["sort_time"] == said  # not changed in place


def test_each_record_carries_its_place_in_the_turn() -> None:
    """Records of one turn share its time; their place in the extraction orders them when read (node ids, reused
    by Neo4j after deletes, never do)."""
    said = dt.datetime(2026, 5, 20, 8, tzinfo=KST)
    records = [HupRecord(record_id=rid, type="vital_sign", coordinate=coord, value=1.0)
               for rid, coord in (("r_c", "vital:systolic_bp"), ("r_a", "vital:diastolic_bp"), ("r_b", "vital:pulse"))]
    w = TurnWrite(user_id="u", turn_id="t", text="bp 120/80 pulse 60", said_at=said, lang="en", retain_reasons=[],
                  read=False, route="none", extractor="rules", records=records, facts=[])
    payload, props = turn_payload(w)
    assert [(p["record_id"], p["position"]) for p in props] == [("r_c", 0), ("r_a", 1), ("r_b", 2)]
    assert [r["props"]["position"] for r in payload["records"]] == [0, 1, 2]


def test_each_fact_carries_its_place_in_the_turn() -> None:
    """A fact id hashes the user id, so two users' copies of one turn order its facts differently by id; the place
    written with each fact orders them the same for everyone."""
    said = dt.datetime(2026, 5, 20, 8, tzinfo=KST)
    drafts = [FactDraft(text="아이고 얘기하자면 길어요"), FactDraft(text="요즘 잠을 통 못자요")]
    out = fact_payloads("u", "t", said, "ko", drafts, [None, None], ["f_b", "f_a"])
    assert [(f["props"]["fact_id"], f["props"]["position"]) for f in out] == [("f_b", 0), ("f_a", 1)]
