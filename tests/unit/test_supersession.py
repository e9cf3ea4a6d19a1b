from __future__ import annotations

import datetime as dt

from pia_graph.store.supersession import RecordRef, SupersedeReason, plan_supersessions

TZ = dt.timezone(dt.timedelta(hours=9))


def ref(rid: str, rtype: str, coord: str, said_day: int, *, new: bool, relation: str | None = None,
        event_day: int | None = None) -> RecordRef:
    said = dt.datetime(2026, 3, said_day, 9, tzinfo=TZ)
    event = dt.datetime(2026, 3, event_day or said_day, 12, tzinfo=TZ)
    return RecordRef(rid, rtype, coord, relation, said, event, new)


def test_newer_blood_type_supersedes_the_older_and_both_stay() -> None:
    links = plan_supersessions(
        [ref("old", "blood_type", "profile:blood_type", 1, new=False),
         ref("new", "blood_type", "profile:blood_type", 5, new=True)],
        correction=False,
    )
    assert [(s.newer, s.older, s.reason) for s in links] == [("new", "old", SupersedeReason.NEWER_STATEMENT)]


def test_an_older_statement_arriving_late_is_superseded_by_the_current_one() -> None:
    links = plan_supersessions(
        [ref("current", "medication_regimen", "drug:metformin", 10, new=False),
         ref("late", "medication_regimen", "drug:metformin", 2, new=True)],
        correction=False,
    )
    assert [(s.newer, s.older) for s in links] == [("current", "late")]


def test_supersession_never_crosses_coordinates_or_relations() -> None:
    links = plan_supersessions(
        [ref("a", "family_history", "condition:type_2_diabetes", 1, new=False, relation="mother"),
         ref("b", "family_history", "condition:type_2_diabetes", 2, new=True, relation="father"),
         ref("c", "condition", "condition:hypertension", 2, new=True),
         ref("d", "condition", "condition:type_2_diabetes", 1, new=False)],
        correction=False,
    )
    assert links == []
    # the same relation and coordinate, for contrast: there the newer statement does supersede
    same = plan_supersessions(
        [ref("a", "family_history", "condition:type_2_diabetes", 1, new=False, relation="father"),
         ref("b", "family_history", "condition:type_2_diabetes", 2, new=True, relation="father")],
        correction=False,
    )
    assert [(x.newer, x.older, x.reason) for x in same] == [("b", "a", SupersedeReason.NEWER_STATEMENT)]


def test_measurements_are_not_superseded_without_a_correction() -> None:
    refs = [ref("a", "lab_result", "test:fasting_glucose", 3, new=False),
            ref("b", "lab_result", "test:fasting_glucose", 3, new=True)]
    assert plan_supersessions(refs, correction=False) == []
    assert [(s.newer, s.older, s.reason) for s in plan_supersessions(refs, correction=True)] == [
        ("b", "a", SupersedeReason.CORRECTION)
    ]


def test_a_correction_touches_only_the_same_day() -> None:
    refs = [ref("a", "lab_result", "test:fasting_glucose", 3, new=False),
            ref("b", "lab_result", "test:fasting_glucose", 9, new=True)]
    assert plan_supersessions(refs, correction=True) == []


def test_intakes_of_the_same_drug_do_not_block_a_regimen_change() -> None:
    links = plan_supersessions(
        [ref("old", "medication_regimen", "drug:metformin", 1, new=False),
         ref("intake", "medication_intake", "drug:metformin", 3, new=False),
         ref("new", "medication_regimen", "drug:metformin", 9, new=True)],
        correction=False,
    )
    assert [(s.newer, s.older) for s in links] == [("new", "old")]


def test_a_correction_does_not_cross_reading_sources() -> None:
    """ "actually at the clinic it was 134/82" after the home cuff's 152/96 the same day: two readings, both stand;
    a reading of the same source (or one with none said) is still corrected."""
    def bp(rid: str, said_day: int, *, new: bool, source: str | None) -> RecordRef:
        base = ref(rid, "vital_sign", "vital:systolic_bp", said_day, new=new)
        return RecordRef(base.record_id, base.type, base.coordinate, None, base.recorded_at, base.sort_time, new,
                         source)

    home, clinic = bp("home", 3, new=False, source="home"), bp("clinic", 3, new=True, source="clinic")
    assert plan_supersessions([home, clinic], correction=True) == []
    for old_source in ("clinic", None):
        links = plan_supersessions([bp("old", 3, new=False, source=old_source), clinic], correction=True)
        assert [(s.newer, s.older, s.reason) for s in links] == [("clinic", "old", SupersedeReason.CORRECTION)]
