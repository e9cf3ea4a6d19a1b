"""The status asked of a regimen and the advice asked of a clinician (`asked_status:*`, `field:advice` in
`ontology/read/query_cues.tsv`; `fuse.py`): a regimen of the status asked ranks before an active one of the same
family, which stays; the sentence that reports the advice ranks before the record of the event it was said about."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.associative import FactHit
from pia_graph.retrieve.cues import holds_advice
from pia_graph.retrieve.fuse import fuse
from pia_graph.retrieve.records import regimen_status_asked
from pia_graph.retrieve.structured import StructuredHit
from pia_graph.retrieve.understand import asked_statuses, understand

KST = dt.timezone(dt.timedelta(hours=9))
SAID = dt.datetime(2026, 9, 10, 20, 0, tzinfo=KST)


def rec(rid: str, coord: str, rtype: str, day: dt.date, **extra: Any) -> dict[str, Any]:
    return {"record_id": rid, "coordinate": coord, "type": rtype, "date": day,
            "sort_time": dt.datetime.combine(day, dt.time(12), KST), "turn_id": f"t-{rid}",
            "recorded_at": dt.datetime.combine(day, dt.time(9), KST), **extra}


@pytest.mark.parametrize(("text", "lang"), [
    ("which diabetes meds did I stop and why", "en"), ("what did I quit taking", "en"),
    ("when did i come off the lipitor", "en"), ("당뇨약 끊은거 있었나", "ko"), ("혈압약 언제 끊었었지?", "ko"),
    ("약 중단한 거 뭐였지", "ko")])
def test_a_stopped_status_is_asked(text: str, lang: str, index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand(text, SAID, lang, index, dictionary)
    assert asked_statuses(u) == {"stopped"}, text
    assert any(d.reason == "cue:asked_status" for d in u.fields)


@pytest.mark.parametrize(("text", "lang"), [
    ("what am I on now", "en"), ("지금 먹는 약 뭐야", "ko"), ("how did my triglycerides do since I quit soda", "en"),
    ("맥주 끊고 중성지방 어떻게 됐는지", "ko"),
    ("끊기 전에 나 담배 하루에 얼마나 폈었지", "ko"),
    ("what was my last LDL?", "en"), ("콜레스테롤약 크레스토로 바꾼게 언제였더라", "ko"),
    ("when did i switch to crestor", "en"), ("혈압약 바꾼게 언제였지", "ko"), ("정민호쌤이 혈압약 뭘 바꿨더라", "ko")])
def test_no_stopped_status_is_asked(text: str, lang: str, index: AliasIndex, dictionary: Dictionary) -> None:
    assert asked_statuses(understand(text, SAID, lang, index, dictionary)) == set(), text


def test_regimen_status_asked_reads_the_regimen() -> None:
    day = dt.date(2026, 9, 10)
    stopped = rec("r1", "drug:metformin", "medication_regimen", dt.date(2026, 5, 1), status="stopped")
    active = rec("r2", "drug:sitagliptin", "medication_regimen", dt.date(2026, 5, 1), status="active")
    assert regimen_status_asked(stopped, {"stopped"}, day)
    assert not regimen_status_asked(active, {"stopped"}, day)
    assert regimen_status_asked(active, {"active"}, day)
    assert not regimen_status_asked({**stopped, "negated": True}, {"stopped"}, day)
    assert not regimen_status_asked(rec("r3", "symptom:cough", "symptom", day), {"stopped"}, day)


def test_the_stopped_regimen_ranks_before_the_active_one(index: AliasIndex, dictionary: Dictionary) -> None:
    stopped = rec("r1", "drug:metformin", "medication_regimen", dt.date(2026, 5, 1), status="stopped")
    active = rec("r2", "drug:sitagliptin", "medication_regimen", dt.date(2026, 8, 1), status="active")
    hits = [StructuredHit(active, ["type"], 0.95), StructuredHit(stopped, ["type"], 0.95)]
    asked = understand("which diabetes meds did I stop", SAID, "en", index, dictionary)
    out = fuse(asked, "structured", hits, [], {}, dictionary, SAID, 10)
    assert [i.id for i in out.items] == ["r1", "r2"]  # the active one stays, after it
    assert "status_asked" in out.items[0].why
    plain = understand("which diabetes meds", SAID, "en", index, dictionary)
    out = fuse(plain, "structured", hits, [], {}, dictionary, SAID, 10)
    assert [i.id for i in out.items] == ["r2", "r1"]  # nothing asked: the newest first, as before


@pytest.mark.parametrize(("text", "lang"), [
    ("what did the doctor tell me to avoid after the surgery", "en"), ("쓸개 수술 후 주의사항 뭐랬지", "ko"),
    ("자이로릭 시작할때 주의하라던거 뭐였지", "ko")])
def test_advice_is_asked(text: str, lang: str, index: AliasIndex, dictionary: Dictionary) -> None:
    assert "advice" in {d.value for d in understand(text, SAID, lang, index, dictionary).fields}, text


@pytest.mark.parametrize(("text", "lang"), [
    ("장갑 살때 조심해야 되는 내 알레르기 뭐였지", "ko"), ("am i supposed to still be on the aspirin", "en")])
def test_no_advice_is_asked(text: str, lang: str, index: AliasIndex, dictionary: Dictionary) -> None:
    assert "advice" not in {d.value for d in understand(text, SAID, lang, index, dictionary).fields}, text


def test_holds_advice() -> None:
    assert holds_advice("surgeon said no heavy lifting for 4 weeks")
    assert holds_advice("기름진 음식 당분간 피하라고 함")
    assert not holds_advice("gallbladder out today, all went fine")


def test_the_advice_sentence_ranks_before_the_surgery_record(index: AliasIndex, dictionary: Dictionary) -> None:
    surgery = rec("r1", "procedure:cholecystectomy", "surgery", dt.date(2026, 8, 6))
    said = FactHit({"fact_id": "f1", "turn_id": "t-r1", "text": "쓸개 떼고 한달은 기름진 거 피하라고 하심"},
                   text_rank=1, rrf=1 / 61)
    hits = [StructuredHit(surgery, ["type"], 0.95)]
    asked = understand("쓸개 수술 후 주의사항 뭐랬지", SAID, "ko", index, dictionary)
    out = fuse(asked, "both", hits, [said], {}, dictionary, SAID, 10)
    assert [i.id for i in out.items] == ["f1", "r1"]
    assert "beside record r1" in out.items[0].why
    plain = understand("쓸개 수술 언제 했지", SAID, "ko", index, dictionary)
    out = fuse(plain, "both", hits, [said], {}, dictionary, SAID, 10)
    assert out.items[0].id == "r1"  # the date asked: the record answers
