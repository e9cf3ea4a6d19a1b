"""A turn that fixes an earlier turn's record: detection (no store read without a cue) and the pure resolver."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.ingest.correction_cues import refers_back
from pia_graph.ingest.earlier_records import Prior, Term
from pia_graph.ingest.extract.pipeline import RulesExtractor
from pia_graph.ingest.followup_resolve import resolve
from pia_graph.ingest.hup import HupRecord, make_record
from pia_graph.ingest.turn_flow import gate_and_extract
from pia_graph.ontology import AliasIndex, Dictionary

KST = dt.timezone(dt.timedelta(hours=9))
EST = dt.timezone(dt.timedelta(hours=-5))


def prior(at: dt.datetime, rid: str, **props: Any) -> Prior:
    return Prior({"record_id": rid, "negated": False, **props}, at)


def weight(at: dt.datetime, value: float, said: str, **more: Any) -> Prior:
    return prior(at, "r_w", type="body_measurement", coordinate="body:weight", value=value, unit="kg",
                 value_as_said=said, date=at.date(), span=said, span_start=0, span_end=len(said), **more)


def bp(at: dt.datetime, sys: float, dia: float, day: dt.date) -> list[Prior]:
    span = f"{sys:g}/{dia:g}"
    common = {"type": "vital_sign", "unit": "mmHg", "unit_as_said": "mmHg", "date": day, "span": span,
              "span_start": 3, "span_end": 3 + len(span)}
    return [prior(at, "r_sys", coordinate="vital:systolic_bp", value=sys, value_as_said=f"{sys:g}", **common),
            prior(at, "r_dia", coordinate="vital:diastolic_bp", value=dia, value_as_said=f"{dia:g}", **common)]


def fix(dictionary: Dictionary, text: str, at: dt.datetime, priors: list[Prior], lang: str = "en",
        own: list[HupRecord] | None = None, terms: list[Term] | None = None) -> Any:
    return resolve(text, lang, at, own or [], priors, dictionary, "t_key", terms)


@pytest.mark.parametrize(("text", "hit"), [
    ("oops meant 178 not 187 lol", True),
    ("wait no, that was yesterday", True),
    ("아 오타요 72.4 아니고 70.4키로요", True),
    ("아까 공복 132라고 했는데 잘못봤어요 123이에요", True),
    ("아 어제가 아니라 그저께였다", True),
    ("took my amlodipine today", False),
    ("bp 130/80 this morning, fasting 98", False),
    ("오늘 아침 공복혈당 132", False),
    ("not feeling great today, headache", False),
])
def test_only_a_turn_that_refers_back_reads_the_store(dictionary: Dictionary, text: str, hit: bool) -> None:
    assert refers_back(text, dictionary) is hit


def test_a_withdrawn_value_is_replaced_in_the_earlier_unit_and_day(dictionary: Dictionary) -> None:
    before = dt.datetime(2026, 2, 9, 8, 20, tzinfo=EST)
    got = fix(dictionary, "oops meant 178 not 187 lol fat fingers", before + dt.timedelta(minutes=6),
              [weight(before, 84.822, "187")])
    (new,) = got.records
    assert (new.coordinate, new.value, new.unit, new.date) == ("body:weight", pytest.approx(80.74, abs=0.01), "kg",
                                                               before.date())
    assert new.rule_id == "earlier_turn.value" and new.span == "178"
    assert got.supersedes == [(new.record_id, "r_w")]


def test_a_quoted_value_in_stones_is_converted_as_said(dictionary: Dictionary) -> None:
    before = dt.datetime(2026, 2, 3, 8, 10, tzinfo=EST)
    got = fix(dictionary, "Wait, I said 13 stone 4 earlier. That was wrong, it was 12 stone 4.",
              before + dt.timedelta(minutes=50), [weight(before, 84.368, "186", unit_as_said="lb")])
    assert [round(float(r.value or 0), 1) for r in got.records] == [78.0]


def test_a_pair_replaces_both_values_of_the_earlier_turn_on_their_day(dictionary: Dictionary) -> None:
    before = dt.datetime(2026, 7, 5, 20, 0, tzinfo=EST)
    got = fix(dictionary, "Correction - yesterday's reading was 126/78, not 162/78. I transposed it",
              dt.datetime(2026, 7, 6, 9, 0, tzinfo=EST), bp(before, 162, 78, before.date()))
    assert [(r.coordinate, r.value, r.date) for r in got.records] == [
        ("vital:systolic_bp", 126, before.date()), ("vital:diastolic_bp", 78, before.date())]
    assert [old for _, old in got.supersedes] == ["r_sys", "r_dia"]


def test_one_new_value_with_correction_wording_replaces_the_last_reading(dictionary: Dictionary) -> None:
    before = dt.datetime(2026, 10, 22, 7, 30, tzinfo=KST)
    got = fix(dictionary, "아 잘못봤다 138/85예요", before + dt.timedelta(minutes=2),
              bp(before, 148, 95, before.date())[::-1], lang="ko")  # the store returns them in record id order
    assert [(r.coordinate, r.value) for r in got.records] == [("vital:systolic_bp", 138), ("vital:diastolic_bp", 85)]


def test_one_value_told_as_a_new_measure_fixes_nothing(dictionary: Dictionary) -> None:
    """ "BUN은 24였어요 아까 말 안한거": the turn completes with a reading of its own; the earlier one stays."""
    before = dt.datetime(2026, 5, 15, 9, 20, tzinfo=KST)
    creatinine = prior(before, "r_cr", type="lab_result", coordinate="test:creatinine", value=1.3, unit="mg/dL",
                       value_as_said="1.3", date=before.date(), span="1.3", span_start=0, span_end=3)
    own = make_record("lab_result", coordinate="test:bun", value=24, unit="mg/dL", value_as_said="24",
                      date=before.date(), rule_id="measure.term_value")
    got = fix(dictionary, "BUN은 24였어요 아까 말 안한거", before + dt.timedelta(minutes=10), [creatinine], lang="ko",
              own=[own])
    assert got.rule is None and got.supersedes == [] and [r.coordinate for r in got.records] == ["test:bun"]


def test_a_value_withdrawn_that_no_earlier_record_holds_fixes_nothing(dictionary: Dictionary) -> None:
    before = dt.datetime(2026, 2, 9, 8, 20, tzinfo=EST)
    got = fix(dictionary, "oops meant 178 not 190", before + dt.timedelta(minutes=6), [weight(before, 84.822, "187")])
    assert got.records == [] and got.supersedes == []


def test_a_turn_without_wording_that_refers_back_changes_nothing(dictionary: Dictionary) -> None:
    before = dt.datetime(2026, 2, 9, 8, 20, tzinfo=EST)
    # the turn names its measure (the extractor's own record is the new reading): nothing earlier is fixed
    got = fix(dictionary, "weight 178 today", before + dt.timedelta(minutes=6), [weight(before, 84.822, "187")],
              terms=[Term("body:weight", 0, 6)])
    assert got.rule is None and got.records == []


def test_records_outside_the_window_are_not_fixed(dictionary: Dictionary) -> None:
    before = dt.datetime(2026, 1, 1, 8, 0, tzinfo=EST)
    got = fix(dictionary, "oops meant 178 not 187", before + dt.timedelta(days=30), [weight(before, 84.822, "187")])
    assert got.supersedes == []


def test_a_day_moved_back_moves_the_last_event(dictionary: Dictionary) -> None:
    before = dt.datetime(2026, 12, 3, 9, 0, tzinfo=EST)
    intake = prior(before, "r_in", type="medication_intake", coordinate="drug:amlodipine", status="taken",
                   date=before.date(), span="amlodipine", span_start=8, span_end=18)
    got = fix(dictionary, "wait no, that was yesterday. haven't taken today's yet", before + dt.timedelta(minutes=5),
              [intake])
    (new,) = got.records
    assert (new.coordinate, new.status, new.date, new.rule_id) == (
        "drug:amlodipine", "taken", dt.date(2026, 12, 2), "earlier_turn.date")
    assert got.supersedes == [(new.record_id, "r_in")]


def test_a_korean_day_withdrawn_must_be_the_earlier_records_day(dictionary: Dictionary) -> None:
    before = dt.datetime(2026, 10, 20, 9, 0, tzinfo=KST)
    shot = prior(before, "r_v", type="vaccination", coordinate="vaccine:influenza", date=dt.date(2026, 10, 19),
                 span="독감주사", span_start=3, span_end=7)
    moved = fix(dictionary, "아 어제가 아니라 그저께였다 ㅎㅎ", before + dt.timedelta(minutes=5), [shot], lang="ko")
    assert [r.date for r in moved.records] == [dt.date(2026, 10, 18)]
    other = prior(before, "r_v", type="vaccination", coordinate="vaccine:influenza", date=dt.date(2026, 10, 15),
                  span="독감주사", span_start=3, span_end=7)
    later = before + dt.timedelta(minutes=5)
    assert fix(dictionary, "아 어제가 아니라 그저께였다", later, [other], lang="ko").records == []


def test_a_drug_named_wrongly_moves_to_the_drug_that_replaces_it(dictionary: Dictionary) -> None:
    before = dt.datetime(2026, 8, 18, 10, 0, tzinfo=EST)
    regimen = prior(before, "r_m", type="medication_regimen", coordinate="drug:metoprolol", value=25.0, unit="mg",
                    value_as_said="25", status="active", start=before.date(), span="metoprolol", span_start=8,
                    span_end=18)
    text = "oops not metoprolol, it's amlodipine 2.5. wrong bottle lol"
    terms = [Term("drug:metoprolol", 9, 19), Term("drug:amlodipine", 26, 36)]
    got = fix(dictionary, text, before + dt.timedelta(minutes=5), [regimen], terms=terms)
    (new,) = got.records
    assert (new.coordinate, new.value, new.unit, new.start, new.rule_id) == (
        "drug:amlodipine", 2.5, "mg", before.date(), "earlier_turn.term")
    assert got.supersedes == [(new.record_id, "r_m")]


def test_the_turn_reads_recent_records_only_when_it_refers_back(dictionary: Dictionary, index: AliasIndex) -> None:
    """The write path's cost for an ordinary turn: ``recent`` (the store read) is never called."""
    asked: list[str] = []

    def recent() -> list[Prior]:
        asked.append("read")
        return [weight(dt.datetime(2026, 2, 9, 8, 20, tzinfo=EST), 84.822, "187")]

    at = dt.datetime(2026, 2, 9, 8, 26, tzinfo=EST)
    for text in ("weight today 180", "oops meant 178 not 187 lol fat fingers"):
        gated = gate_and_extract(text, at, "en", index=index, dictionary=dictionary, extractor=RulesExtractor(),
                                 profile=dict, record_key="t", recent=recent)
        assert gated.extraction is not None
    assert asked == ["read"]
    assert gated.retain.retain and len(gated.supersedes) == 1
    assert [r.rule_id for r in gated.extraction.records] == ["earlier_turn.value"]


def test_a_fix_the_turn_tells_whole_keeps_the_turns_own_record(dictionary: Dictionary) -> None:
    """ "typo: fasting glucose was 113, not 131": the turn's own record supersedes (the record the
    store's same-day correction links, and the one `pia import` writes), no copy is made."""
    before = dt.datetime(2026, 3, 20, 8, 0, tzinfo=KST)
    glucose = prior(before, "r_g", type="lab_result", coordinate="test:fasting_glucose", value=131.0, unit="mg/dL",
                    value_as_said="131", date=before.date(), span="fasting glucose 131", span_start=0, span_end=19)
    own = make_record("lab_result", coordinate="test:fasting_glucose", value=113.0, unit="mg/dL", value_as_said="113",
                      date=before.date(), rule_id="measure.term_value", record_id="r_own")
    got = fix(dictionary, "sorry, typo: fasting glucose was 113, not 131", before + dt.timedelta(hours=1),
              [glucose], own=[own])
    assert got.records == [own] and got.supersedes == [("r_own", "r_g")]


@pytest.mark.parametrize("text", ["no dizziness, bp 125/78", "forgot to say, no dizziness, bp 125/78"])
def test_a_new_reading_that_takes_nothing_back_fixes_nothing(dictionary: Dictionary, text: str) -> None:
    """A second reading of the day, not a fix of the morning's: a plain "no" takes nothing back, and "forgot to say"
    only points back (the store is read, nothing is superseded)."""
    before = dt.datetime(2026, 10, 22, 7, 30, tzinfo=KST)
    got = fix(dictionary, text, before + dt.timedelta(hours=7), bp(before, 130, 80, before.date()))
    assert got.supersedes == []
