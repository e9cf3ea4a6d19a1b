"""Every stored coordinate said by some field, Korean statements in -요 taken as statements, terms named by their
coordinates (pure, no database)."""

from __future__ import annotations

import datetime as dt

from pia_graph.hu2.compose import compose
from pia_graph.hu2.facts_view import is_question
from pia_graph.hu2.guards import named_terms
from pia_graph.hu2.on_record import routes
from pia_graph.ingest.hup.types import RECORD_TYPES
from tests.unit.hu2.builders import AS_OF, fact, inputs, lexicon, rec


def _cited_coordinates(u, inp) -> set[str]:  # type: ignore[no-untyped-def]
    by_id = {r.record_id: r.coordinate for r in inp.records}
    return {by_id[c] for c in u.cited_ids() if c in by_id}


def test_a_symptom_older_than_the_recent_ones_is_still_said_with_when() -> None:
    old = AS_OF - dt.timedelta(days=200)
    inp = inputs([rec(1, "symptom", "symptom:heartburn", said="heartburn again", day=old, status="active"),
                  rec(2, "symptom", "symptom:headache", said="headache", status="active")])
    u = compose(inp, lexicon())
    assert {"symptom:heartburn", "symptom:headache"} <= _cited_coordinates(u, inp)
    text = u.field("physical_state").text
    assert "heartburn" in text.lower() and "Also on record" in text


def test_every_stored_coordinate_of_many_types_is_cited_and_no_field_exceeds_its_length() -> None:
    recs = [rec(i, "symptom", k, said=k.split(":")[1], status="active", day=AS_OF - dt.timedelta(days=150 + i))
            for i, k in enumerate(["symptom:heartburn", "symptom:nausea", "symptom:cough", "symptom:fatigue",
                                   "symptom:dizziness", "symptom:back_pain", "symptom:insomnia"])]
    recs += [rec(20 + i, "meal", k, said=k.split(":")[1]) for i, k in enumerate(["meal:breakfast", "meal:lunch",
                                                                                  "meal:dinner"])]
    inp = inputs(recs)
    u = compose(inp, lexicon())
    assert {r.coordinate for r in recs} <= _cited_coordinates(u, inp)
    assert all(len(f.text) <= 500 for f in u.fields)
    assert not any("on_record" in s.rule for s in u.field("recommendation").sentences)


def test_a_stopped_medicine_left_out_elsewhere_is_said_as_stopped_never_as_taken() -> None:
    inp = inputs([rec(1, "medication_intake", "drug:naproxen", said="took a naproxen", status="taken")])
    u = compose(inp, lexicon())
    assert "drug:naproxen" in _cited_coordinates(u, inp)
    assert "Takes" not in u.field("who").text


def test_every_record_type_is_routed_to_a_descriptive_field() -> None:
    table = routes()
    assert set(table) <= RECORD_TYPES
    assert all(r.field not in ("recommendation",) for r in table.values())


def test_korean_polite_statements_are_not_questions() -> None:
    assert not is_question("커피 하루 3잔 마셔요")
    assert not is_question("필라테스 주 2회 다녀요, 재밌어요")
    assert not is_question("새우 먹으면 두드러기 나요")
    assert is_question("타이레놀 먹어도 되나요")
    assert is_question("이부프로펜 먹어도 괜찮나")
    assert is_question("can I take advil?")


def test_a_korean_statement_in_yo_is_said_back_in_behaviour() -> None:
    inp = inputs([rec(1, "condition", "condition:hypothyroidism", said="갑상선 기능저하증", status="active")],
                 [fact(1, "커피 하루 3잔 마셔요", ["substance:caffeine"]),
                  fact(2, "필라테스 주 2회 다녀요", ["activity:pilates"])], lang="ko")
    u = compose(inp, lexicon())
    named = set(named_terms(u.field("behavioral_state").text, lexicon().index))
    assert {"substance:caffeine", "activity:pilates"} <= named


def test_blood_pressure_and_stress_are_named_by_their_coordinates() -> None:
    for lang in ("en", "ko"):
        inp = inputs([rec(1, "vital_sign", "vital:systolic_bp", 142.0, said="혈압 142/88", unit="mm[Hg]"),
                      rec(2, "vital_sign", "vital:diastolic_bp", 88.0, said="혈압 142/88", unit="mm[Hg]"),
                      rec(3, "mood", "mood:stress", 8.0, said="스트레스 8/10")], lang=lang)
        u = compose(inp, lexicon())
        named = {k for f in u.fields for k in named_terms(f.text, lexicon().index)}
        assert {"vital:systolic_bp", "vital:diastolic_bp", "mood:stress"} <= named, (lang, u.texts())


def test_an_allergy_is_said_with_the_users_word_and_the_reaction_not_as_a_current_symptom() -> None:
    inp = inputs([rec(1, "allergy", "food:shellfish", said="새우 먹으면 입술 붓고 두드러기")],
                 [fact(1, "새우 먹으면 입술 붓고 두드러기", ["food:shrimp", "symptom:hives"])], lang="ko")
    u = compose(inp, lexicon())
    constraints = u.field("medical_constraints").text
    assert "두드러기" in constraints and "새우" in constraints
    assert "두드러기" not in u.field("physical_state").text


def test_statement_terms_of_one_day_are_all_said_whatever_order_the_store_returns_them() -> None:
    said = ["인슐린 란투스 아침에 16단위, 그리고 자누비아 반알 드세요",
            "아목시실린 드시고 온몸에 두드러기 난 적 있어요",
            "새벽에 저혈당 와서 식은땀 흘리셨어요", "메트포르민도 드세요", "아스피린 드세요"]
    facts = [fact(i, text, [k for m in lexicon().index.match(text) if (k := m.term_key)])
             for i, text in enumerate(said)]
    texts = {compose(inputs([], order, lang="ko"), lexicon()).field("who").text for order in (facts, facts[::-1])}
    assert len(texts) == 1
    (who,) = texts
    for name in ("란투스", "자누비아", "아목시실린", "메트포르민", "아스피린"):
        assert name in who
