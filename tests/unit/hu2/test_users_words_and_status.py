"""HU2 says back the kind of activity the user named ("water aerobics", "유모차 산책") beside the dictionary's
name, never a lone verb form ("swam"); a breastfeeding status is a stated caution in medical_constraints."""

from __future__ import annotations

import datetime as dt

from pia_graph.hu2.compose import check_understanding, compose

from .builders import inputs, lexicon, rec


def test_an_activity_is_named_in_the_users_phrase_and_a_later_plain_word_keeps_it() -> None:
    records = [
        rec(1, "exercise", "activity:swimming", 45.0, unit="min", value_as_said="45",
            said="water aerobics 45 min", day=dt.date(2026, 3, 2)),
        rec(2, "exercise", "activity:swimming", 40.0, unit="min", value_as_said="40", said="swam 40 min"),
        rec(3, "exercise", "activity:walking", 40.0, unit="min", value_as_said="40", said="stroller walk 40 min",
            day=dt.date(2026, 3, 1)),
        rec(4, "exercise", "activity:walking", 50.0, unit="min", value_as_said="50", said="walk 50 min"),
        rec(5, "exercise", "activity:running", 5.0, unit="km", value_as_said="5", said="ran 5 km"),
    ]
    u = compose(inputs(records), lexicon())
    text = u.field("behavioral_state").text
    assert "swimming (water aerobics)" in text and "walking (stroller walk)" in text
    assert "(swam)" not in text and "(ran)" not in text and "(walk)" not in text
    assert not check_understanding(u, inputs(records), lexicon())


def test_korean_activity_phrase_is_said_back() -> None:
    records = [rec(1, "exercise", "activity:swimming", 50.0, unit="min", value_as_said="50", said="아쿠아로빅 50분"),
               rec(2, "exercise", "activity:yoga", 60.0, unit="min", value_as_said="60", said="요가 60분")]
    u = compose(inputs(records, lang="ko"), lexicon())
    text = u.field("behavioral_state").text
    assert "수영(아쿠아로빅)" in text and "요가(" not in text


def test_breastfeeding_is_a_caution_and_not_a_pregnancy() -> None:
    records = [rec(1, "pregnancy_status", "profile:pregnancy", "breastfeeding", status="ended",
                   said="breastfeeding still")]
    u = compose(inputs(records, sex="female", birth_date="1992-01-01"), lexicon())
    assert "Breastfeeding:" in u.field("medical_constraints").text
    assert "r1" in {c for s in u.field("medical_constraints").sentences for c in s.cites}
    assert "pregnant" not in u.field("who").text.lower()
    ended = [rec(1, "pregnancy_status", "profile:pregnancy", status="ended", said="had the baby in may")]
    assert "Breastfeeding" not in compose(inputs(ended), lexicon()).field("medical_constraints").text
    ko = compose(inputs([rec(1, "pregnancy_status", "profile:pregnancy", "breastfeeding", status="ended",
                             said="모유수유 중이에요")], lang="ko"), lexicon())
    assert "모유수유" in ko.field("medical_constraints").text


def test_an_operation_in_the_snapshots_conditions_is_no_condition_the_user_lives_with() -> None:
    from pia_graph.memory.recall_models import Snapshot, SnapshotEntry

    records = [rec(1, "surgery", "procedure:cardiac_stent", said="심장 스텐트 2021년에 넣어서",
                   day=dt.date(2021, 1, 1)),
               rec(2, "condition", "condition:hypertension", status="active", said="혈압약 코자 50 먹은지 10년 됐음")]
    snap = Snapshot(as_of=dt.date(2026, 3, 10), conditions=[
        SnapshotEntry(coordinate=r.coordinate, type=r.type, text=r.span, record_ids=[r.record_id]) for r in records])
    data = inputs(records, lang="ko", sex="male").model_copy(update={"snapshot": snap})
    who = compose(data, lexicon()).field("who")
    person = next(s for s in who.sentences if s.rule == "who.person")
    assert "고혈압" in person.text and "r2" in person.cites
    assert "스텐트" not in person.text and "r1" not in person.cites
    assert any("스텐트" in s.text and "r1" in s.cites for s in who.sentences if s.rule == "who.past")


def test_a_regimen_is_named_with_what_the_drug_is_for_only_when_no_condition_it_treats_is_stated() -> None:
    """ "metformin (a type 2 diabetes medicine)": the dictionary's word on the drug, citing the regimen; no
    condition is asserted (none is cited), and a drug of a class of use (aspirin, a vitamin) is named alone."""
    records = [
        rec(1, "medication_regimen", "drug:amlodipine", 5.0, unit="mg", value_as_said="5", said="amlodipine 5 daily",
            status="active"),
        rec(2, "medication_regimen", "drug:aspirin", 81.0, unit="mg", value_as_said="81", said="aspirin 81",
            status="active"),
        rec(3, "medication_regimen", "drug:atorvastatin", 40.0, unit="mg", value_as_said="40",
            said="atorvastatin 40 for cholesterol", status="active"),
        rec(4, "condition", "condition:dyslipidemia", said="high cholesterol", status="active"),
    ]
    u = compose(inputs(records), lexicon())
    sentence = next(s for s in u.field("who").sentences if s.rule == "who.regimens")
    assert "amlodipine (5 mg; a hypertension medicine)" in sentence.text
    assert "aspirin (81 mg)" in sentence.text and "atorvastatin (40 mg)" in sentence.text
    assert "r1" in sentence.cites and "condition:hypertension" not in {r.coordinate for r in records}
    assert not check_understanding(u, inputs(records), lexicon())
    ko = compose(inputs([records[0]], lang="ko"), lexicon())
    assert "고혈압 약" in ko.field("who").text
