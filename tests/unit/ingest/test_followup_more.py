"""Follow-ups of session 46: two values corrected in one turn, values given by term, readings swapped, an earlier
allergy or condition denied, a dose by reference after a turn that named two drugs, and the reason each link gives
(correction, completion, status): the pure resolver and whole turns through the offline twin."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.ingest.correction_cues import refers_back
from pia_graph.ingest.earlier_records import Prior, Term
from pia_graph.ingest.followup_resolve import resolve
from pia_graph.ingest.turn_flow import offline_scenario
from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.store.supersession import SupersedeReason

KST = dt.timezone(dt.timedelta(hours=9))
BEFORE = dt.datetime(2026, 5, 27, 8, 0, tzinfo=KST)
LATER = BEFORE + dt.timedelta(hours=1)


def reading(coordinate: str, value: float, rid: str, span: str, start: int, at: dt.datetime = BEFORE,
            kind: str = "lab_result", unit: str = "mg/dL", day: dt.date | None = None) -> Prior:
    return Prior({"record_id": rid, "type": kind, "coordinate": coordinate, "value": value, "unit": unit,
                  "value_as_said": span.split("/")[0] if "/" in span else str(value).removesuffix(".0"),
                  "date": day or at.date(), "negated": False, "span": span, "span_start": start,
                  "span_end": start + len(span)}, at)


def profile(kind: str, coordinate: str, rid: str, at: dt.datetime) -> Prior:
    return Prior({"record_id": rid, "type": kind, "coordinate": coordinate, "negated": False, "status": "active",
                  "span": coordinate, "span_start": 0, "span_end": 5}, at)


def turn(dictionary: Dictionary, index: AliasIndex, history: list[tuple[str, str]], text: str, said_at: str,
         lang: str = "en") -> list[tuple[Any, ...]]:
    scenario = {"id": "t", "kind": "storage", "lang": lang, "said_at": said_at, "text": text,
                "history": [{"said_at": a, "text": t} for a, t in history]}
    got = offline_scenario(scenario, index, dictionary)
    return sorted((r["coordinate"], r.get("value"), r.get("date"), r.get("negated")) for r in got["records"])


@pytest.mark.parametrize("text", ["oops I swapped them", "거꾸로 말했어요", "I don't actually have asthma",
                                  "페니실린 알러지 있다고 했던거 틀렸어요", "took the second one",
                                  "두 번째 거 먹었어요"])
def test_the_new_wording_reads_the_store(dictionary: Dictionary, text: str) -> None:
    assert refers_back(text, dictionary)


def test_two_values_withdrawn_in_one_turn_fix_two_records(dictionary: Dictionary) -> None:
    weight = reading("body:weight", 87.2, "r_w", "87.2", 7, kind="body_measurement", unit="kg")
    sugar = reading("test:fasting_glucose", 140, "r_g", "140", 30)
    got = resolve("oops, 78.2 not 87.2 and 104 not 140", "en", LATER, [], [weight, sugar], dictionary, "k")
    assert sorted((r.coordinate, r.value) for r in got.records) == [("body:weight", 78.2),
                                                                     ("test:fasting_glucose", 104.0)]
    assert sorted(old for _, old in got.supersedes) == ["r_g", "r_w"]
    assert got.reason == SupersedeReason.CORRECTION.value
    # a withdrawn value no earlier record had: nothing is fixed, not one of the two
    assert resolve("oops, 78.2 not 87.2 and 104 not 150", "en", LATER, [], [weight, sugar], dictionary,
                   "k").supersedes == []


def test_values_given_by_term_fix_the_records_of_those_terms(dictionary: Dictionary, index: AliasIndex) -> None:
    history = [("2026-05-27T11:40:00+09:00", "taking lisinopril 20 mg and metformin 1000 mg daily")]
    got = turn(dictionary, index, history, "no wait, 10 of the lisinopril and 500 metformin",
               "2026-05-27T12:15:00+09:00")
    assert [(c, v) for c, v, _, _ in got] == [("drug:lisinopril", 10.0), ("drug:metformin", 500.0)]
    history = [("2026-08-04T07:50:00+09:00", "started 18 mg aspirin daily per cardiologist")]
    got = turn(dictionary, index, history, "i meant 81 mg aspirin, not 18, autocorrect", "2026-08-04T08:00:00+09:00")
    assert [(c, v) for c, v, _, _ in got] == [("drug:aspirin", 81.0)]


def test_values_by_term_need_wording_that_takes_back(dictionary: Dictionary) -> None:
    drugs = [Prior({"record_id": f"r_{d}", "type": "medication_regimen", "coordinate": f"drug:{d}", "value": v,
                    "unit": "mg", "value_as_said": str(v), "status": "active", "negated": False, "span": d,
                    "span_start": 0, "span_end": 3}, BEFORE) for d, v in (("lisinopril", 20), ("metformin", 1000))]
    text = "10 of the lisinopril and 500 metformin"
    terms = [Term("drug:lisinopril", text.index("lisinopril"), text.index("lisinopril") + 10),
             Term("drug:metformin", text.index("metformin"), text.index("metformin") + 9)]
    assert resolve("no wait, " + text, "en", LATER, [], drugs, dictionary, "k",
                   [Term(t.coordinate, t.start + 9, t.end + 9) for t in terms]).supersedes
    assert resolve("i said " + text, "en", LATER, [], drugs, dictionary, "k",
                   [Term(t.coordinate, t.start + 7, t.end + 7) for t in terms]).supersedes == []


def test_swapped_readings_exchange_their_values(dictionary: Dictionary, index: AliasIndex) -> None:
    history = [("2026-05-27T11:40:00+09:00", "fasting sugar 140 this morning, 104 after lunch")]
    for text in ("I swapped them, 140 was after lunch and 104 was fasting", "oops I swapped them"):
        got = turn(dictionary, index, history, text, "2026-05-27T12:15:00+09:00")
        assert [(c, v) for c, v, _, _ in got] == [("test:fasting_glucose", 104.0),
                                                   ("test:postprandial_glucose", 140.0)]
    # a value the two readings did not have: no swap
    got = turn(dictionary, index, history, "I swapped them, 150 was after lunch", "2026-05-27T12:15:00+09:00")
    assert ("test:fasting_glucose", 104.0) not in [(c, v) for c, v, _, _ in got]


def test_swapped_pairs_on_two_days_exchange_both_values(dictionary: Dictionary) -> None:
    yesterday = BEFORE.date() - dt.timedelta(days=1)
    earlier = [reading("vital:systolic_bp", 132, "a1", "132/86", 6, kind="vital_sign", unit="mmHg"),
               reading("vital:diastolic_bp", 86, "a2", "132/86", 6, kind="vital_sign", unit="mmHg"),
               reading("vital:systolic_bp", 128, "b1", "128/82", 19, kind="vital_sign", unit="mmHg", day=yesterday),
               reading("vital:diastolic_bp", 82, "b2", "128/82", 19, kind="vital_sign", unit="mmHg", day=yesterday)]
    got = resolve("아까 말한 혈압 거꾸로 말했어요", "ko", LATER, [], earlier, dictionary, "k")
    assert sorted((r.coordinate, r.value, r.date) for r in got.records) == [
        ("vital:diastolic_bp", 82.0, BEFORE.date()), ("vital:diastolic_bp", 86.0, yesterday),
        ("vital:systolic_bp", 128.0, BEFORE.date()), ("vital:systolic_bp", 132.0, yesterday)]
    assert sorted(old for _, old in got.supersedes) == ["a1", "a2", "b1", "b2"]
    # one reading only: nothing to swap
    assert resolve("거꾸로 말했어요", "ko", LATER, [], earlier[:2], dictionary, "k").records == []


@pytest.mark.parametrize(("history", "text", "lang", "want"), [
    ("저 페니실린 알러지 있어요", "아 제가 페니실린 알러지 있다고 했던거 틀렸어요 엄마가 그랬던거래요 저는 없어요",
     "ko", [("drug:penicillin", None, None, True)]),
    ("I have asthma, use an inhaler sometimes", "I don't actually have asthma, that was my brother",
     "en", [("condition:asthma", None, None, True)]),
    ("계란 알레르기 있음", "계란 알레르기는 없어요 그건 잘못 적힌거에요", "ko", [("food:egg", None, None, True)]),
    # no denial: the allergy stays as said
    ("I'm allergic to penicillin", "actually my penicillin allergy got worse, hives now", "en",
     [("drug:penicillin", None, None, False)]),
])
def test_an_earlier_profile_record_denied_is_negated(dictionary: Dictionary, index: AliasIndex, history: str,
                                                     text: str, lang: str, want: list[tuple[Any, ...]]) -> None:
    # said ten days before: older than the other follow-ups' window, still a profile record of the user's
    got = turn(dictionary, index, [("2026-08-01T10:00:00+09:00", history)], text, "2026-08-11T14:15:00+09:00", lang)
    assert got == want


def test_a_denial_supersedes_the_earlier_record_with_reason_status(dictionary: Dictionary) -> None:
    old = profile("allergy", "drug:penicillin", "r_p", BEFORE - dt.timedelta(days=30))
    text = "penicillin allergy is not true, that was my mom"
    got = resolve(text, "en", LATER, [], [old], dictionary, "k", [Term("drug:penicillin", 0, 10)])
    assert [(r.coordinate, r.negated, r.rule_id) for r in got.records] == [
        ("drug:penicillin", True, "earlier_turn.status")]
    assert [old for _, old in got.supersedes] == ["r_p"] and got.reason == SupersedeReason.STATUS.value
    # the turn names another term: nothing denied
    other = resolve("latex allergy is not true", "en", LATER, [], [old], dictionary, "k", [Term("food:latex", 0, 5)])
    assert other.records == []


@pytest.mark.parametrize(("text", "want"), [
    ("took the second one this morning", [("drug:atorvastatin", None, "2026-05-27", False)]),
    ("forgot to take it, the 20 one", [("drug:atorvastatin", None, "2026-05-27", False)]),
    ("took it this morning", []),  # two drugs named, the wording picks none: nothing rather than a guess
])
def test_a_dose_by_reference_after_two_drugs_needs_wording_that_picks(dictionary: Dictionary, index: AliasIndex,
                                                                      text: str, want: list[Any]) -> None:
    history = [("2026-05-27T08:40:00+09:00", "doc put me on lisinopril 10 mg and atorvastatin 20 mg")]
    assert turn(dictionary, index, history, text, "2026-05-27T12:15:00+09:00") == want


def test_a_completion_and_a_status_flip_give_their_own_reason(dictionary: Dictionary) -> None:
    sugar = reading("test:random_glucose", 98, "r_g", "98", 0)
    done = resolve("oh and that was fasting", "en", LATER, [], [sugar], dictionary, "k")
    assert done.supersedes and done.reason == SupersedeReason.COMPLETION.value
    dose = Prior({"record_id": "r_d", "type": "medication_intake", "coordinate": "drug:metformin", "status": "missed",
                  "date": BEFORE.date(), "negated": False, "span": "metformin", "span_start": 0, "span_end": 9},
                 BEFORE)
    flip = resolve("actually I did take it", "en", LATER, [], [dose], dictionary, "k")
    assert flip.supersedes and flip.reason == SupersedeReason.STATUS.value
    fix = resolve("oops meant 89 not 98", "en", LATER, [], [sugar], dictionary, "k")
    assert fix.supersedes and fix.reason == SupersedeReason.CORRECTION.value


@pytest.mark.parametrize(("history", "text", "lang", "want"), [
    ("타이레놀 먹었어요", "2알씩이요", "ko", [("drug:acetaminophen", None, "2026-05-27", False)]),
    ("메트포르민 처방 받았어요", "하루 두 번 2알씩이요", "ko", [("drug:metformin", None, None, False)]),
    ("took my lantus tonight", "20 units", "en", [("drug:insulin_glargine", 20.0, "2026-05-27", False)]),
    ("혈당 104", "아 그거 식후 2시간이요", "ko", [("test:postprandial_glucose", 104.0, "2026-05-27", False)]),
])
def test_a_turn_of_only_what_the_last_one_left_open_is_kept(dictionary: Dictionary, index: AliasIndex, history: str,
                                                            text: str, lang: str, want: list[Any]) -> None:
    # no wording points back: a turn with no record of its own and a number with its unit reads the recent records
    got = turn(dictionary, index, [("2026-05-27T11:40:00+09:00", history)], text, "2026-05-27T12:15:00+09:00", lang)
    assert got == want


def test_a_dose_completes_only_a_medication_said_without_one(dictionary: Dictionary, index: AliasIndex) -> None:
    # the last turn said its dose already: the number is no completion of it
    got = turn(dictionary, index, [("2026-05-27T11:40:00+09:00", "took metformin 500 mg")], "2 tablets",
               "2026-05-27T12:15:00+09:00")
    assert got == []
    # said a day before: too long ago to complete
    got = turn(dictionary, index, [("2026-05-26T08:00:00+09:00", "타이레놀 먹었어요")], "2알씩이요",
               "2026-05-27T12:15:00+09:00", "ko")
    assert got == []
