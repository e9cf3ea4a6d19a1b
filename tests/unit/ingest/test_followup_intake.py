"""A dose of a drug named only by reference ("took it this morning", "아까 말한 약 먹었어요") and an earlier dose's
status taken back ("아니다 먹었네", "actually I did take it"): detection, the pure resolver, and the whole turn as
the offline twin runs it after its history."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.ingest.correction_cues import refers_back
from pia_graph.ingest.earlier_records import Prior
from pia_graph.ingest.followup_resolve import resolve
from pia_graph.ingest.hup import make_record
from pia_graph.ingest.turn_flow import offline_scenario
from pia_graph.ontology import AliasIndex, Dictionary

KST = dt.timezone(dt.timedelta(hours=9))
BEFORE = dt.datetime(2026, 3, 12, 8, 0, tzinfo=KST)
LATER = BEFORE + dt.timedelta(minutes=30)


def dose(drug: str, status: str, rid: str = "r_d", at: dt.datetime = BEFORE, **more: Any) -> Prior:
    return Prior({"record_id": rid, "negated": False, "type": "medication_intake", "coordinate": drug,
                  "status": status, "date": at.date(), "span": drug, "span_start": 0, "span_end": 5, **more}, at)


def regimen(drug: str, rid: str = "r_m", at: dt.datetime = BEFORE) -> Prior:
    return Prior({"record_id": rid, "negated": False, "type": "medication_regimen", "coordinate": drug,
                  "status": "active", "span": drug, "span_start": 0, "span_end": 5}, at)


def follow(dictionary: Dictionary, text: str, priors: list[Prior], lang: str = "en", at: dt.datetime = LATER,
           own: list[Any] | None = None) -> Any:
    return resolve(text, lang, at, own or [], priors, dictionary, "t_key")


@pytest.mark.parametrize(("text", "hit"), [
    ("took it this morning, finally remembered", True),
    ("forgot it last night", True),
    ("took the first one with lunch", True),
    ("아까 말한 약 먹었어요", True),
    ("그거 오늘 안 먹었어", True),
    ("첫 알은 점심 먹고 먹었어", True),
    ("오늘도 먹었어", True),
    ("took my metformin this morning", False),  # the drug named: no reference, no read
    ("점심 먹었어", False),
])
def test_a_dose_by_reference_reads_the_store(dictionary: Dictionary, text: str, hit: bool) -> None:
    assert refers_back(text, dictionary) is hit


@pytest.mark.parametrize(("text", "lang", "status", "day"), [
    ("took it this morning", "en", "taken", dt.date(2026, 3, 12)),
    ("forgot it yesterday", "en", "missed", dt.date(2026, 3, 11)),
    ("아까 말한 약 먹었어요", "ko", "taken", dt.date(2026, 3, 12)),
    ("그거 어제 안 먹었어", "ko", "missed", dt.date(2026, 3, 11)),
])
def test_a_dose_by_reference_is_of_the_drug_the_last_turn_named(dictionary: Dictionary, text: str, lang: str,
                                                                 status: str, day: dt.date) -> None:
    got = follow(dictionary, text, [regimen("drug:levothyroxine")], lang)
    (new,) = got.records
    assert (new.type, new.coordinate, new.status, new.date, new.rule_id) == (
        "medication_intake", "drug:levothyroxine", status, day, "earlier_turn.intake")
    assert got.supersedes == []  # a new dose, no correction


def test_a_dose_by_reference_needs_one_drug_and_no_record_of_its_own(dictionary: Dictionary) -> None:
    two = [regimen("drug:metformin"), regimen("drug:amlodipine", rid="r_2")]
    assert follow(dictionary, "took it this morning", two).records == []
    assert follow(dictionary, "took it this morning", []).records == []
    own = make_record("substance_use", coordinate="substance:alcohol", rule_id="t", span="x")
    got = follow(dictionary, "오늘도 먹었어", [regimen("drug:metformin")], "ko", own=[own])
    assert [r.type for r in got.records] == ["substance_use"]
    # the newest turn that named a medication decides, even with an older one of another drug
    older = regimen("drug:amlodipine", rid="r_old", at=BEFORE - dt.timedelta(days=1))
    (new,) = follow(dictionary, "took it", [older, regimen("drug:metformin")]).records
    assert new.coordinate == "drug:metformin"


@pytest.mark.parametrize(("text", "lang", "before", "after"), [
    ("아니다 먹었네 ㅋㅋ 약통 보니까 어제 칸 비어있음", "ko", "missed", "taken"),
    ("actually I did take it", "en", "missed", "taken"),
    ("oops no, I forgot it after all", "en", "taken", "missed"),
])
def test_a_status_taken_back_supersedes_the_last_dose(dictionary: Dictionary, text: str, lang: str, before: str,
                                                      after: str) -> None:
    yesterday = dose("drug:rosuvastatin", before, date=dt.date(2026, 3, 11))
    got = follow(dictionary, text, [yesterday], lang)
    (new,) = got.records
    assert (new.coordinate, new.status, new.date, new.rule_id) == (
        "drug:rosuvastatin", after, dt.date(2026, 3, 11), "earlier_turn.intake")
    assert got.supersedes == [(new.record_id, "r_d")]


def test_a_status_is_taken_back_only_with_withdrawal_wording_and_a_recent_dose(dictionary: Dictionary) -> None:
    # no withdrawal: a later "took it" is a dose of its own, nothing superseded
    got = follow(dictionary, "took it this morning", [dose("drug:metformin", "missed")])
    assert got.supersedes == [] and [r.status for r in got.records] == ["taken"]
    # the dose said more than 12 h before is not the one taken back
    old = dose("drug:metformin", "missed", at=BEFORE - dt.timedelta(days=1))
    assert follow(dictionary, "actually I did take it", [old]).supersedes == []
    # both statuses said: two doses, not one taken back
    assert follow(dictionary, "actually only took one, missed the evening one",
                  [dose("drug:metformin", "taken")]).records == []


@pytest.mark.parametrize(("history", "text", "lang", "want"), [
    ("I keep forgetting my levothyroxine 50mcg", "took it this morning, finally remembered", "en",
     ("drug:levothyroxine", "taken", "2026-03-12")),
    ("GP gave me amoxicillin 500mg three times a day for a week", "took the first one with lunch", "en",
     ("drug:amoxicillin", "taken", "2026-03-12")),
    ("메트포르민 처방받았어요", "아까 말한 약 먹었어요", "ko", ("drug:metformin", "taken", "2026-03-12")),
    ("메트포르민 500mg 하루 두번 먹어요", "그거 오늘 안 먹었어", "ko", ("drug:metformin", "missed", "2026-03-12")),
    ("아 오늘 로수바스타틴 깜빡했어요", "아니다 먹었네 ㅋㅋ", "ko", ("drug:rosuvastatin", "taken", "2026-03-12")),
])
def test_the_turn_after_its_history_stores_the_dose(dictionary: Dictionary, index: AliasIndex, history: str,
                                                    text: str, lang: str, want: tuple[str, str, str]) -> None:
    scenario = {"id": "t", "kind": "storage", "lang": lang, "said_at": "2026-03-12T10:00:00+09:00", "text": text,
                "history": [{"said_at": "2026-03-12T08:00:00+09:00", "text": history}]}
    got = offline_scenario(scenario, index, dictionary)
    assert got["retain"]
    assert [(r["coordinate"], r.get("status"), r.get("date")) for r in got["records"]] == [want]


@pytest.mark.parametrize(("text", "lang", "status", "day"), [
    ("and I forgot tonight's dose too", "en", "missed", dt.date(2026, 3, 12)),
    ("missed my dose yesterday", "en", "missed", dt.date(2026, 3, 11)),
    ("took the morning dose with breakfast", "en", "taken", dt.date(2026, 3, 12)),
    ("아 어제 저녁꺼 먹었었네요", "ko", "taken", dt.date(2026, 3, 11)),
    ("아침꺼 깜빡했어요", "ko", "missed", dt.date(2026, 3, 12)),
])
def test_a_dose_named_by_its_time_of_day_is_of_the_open_drug(dictionary: Dictionary, text: str, lang: str,
                                                             status: str, day: dt.date) -> None:
    # "tonight's dose", "my dose", "저녁꺼" (the evening one): a dose with no drug named is the recent turns' one drug
    assert refers_back(text, dictionary)
    (new,) = follow(dictionary, text, [regimen("drug:sertraline")], lang).records
    assert (new.type, new.coordinate, new.status, new.date, new.rule_id) == (
        "medication_intake", "drug:sertraline", status, day, "earlier_turn.intake")


def test_a_dose_named_by_its_time_of_day_keeps_the_guards(dictionary: Dictionary) -> None:
    two = [regimen("drug:metformin"), regimen("drug:amlodipine", rid="r_2")]
    assert follow(dictionary, "forgot tonight's dose", two).records == []  # two candidates: none picked
    assert follow(dictionary, "forgot tonight's dose", []).records == []  # no drug named before
    # a drug named two weeks ago is out of the recent window
    old = regimen("drug:metformin", at=BEFORE - dt.timedelta(days=14))
    assert not any(r.type == "medication_intake" for r in follow(dictionary, "저녁꺼 안 먹었어", [old], "ko").records)
