"""Session 46 composition (pure, no database): a proxy account's "she" is the user; drugs the user named that an
allergy or a constraint rules out are said in `medical_constraints` (never in the recommendation); a substance
statement names the habit it is use of; a blood-pressure pair keeps the diastolic said with it."""

from __future__ import annotations

import datetime as dt

from pia_graph.hu2 import conflicts, habit_of
from pia_graph.hu2.compose import check_understanding, compose, enrich, memory_of
from pia_graph.hu2.selection import about_someone_else
from pia_graph.hu2.wording import Words
from tests.unit.hu2.builders import AS_OF, fact, inputs, lexicon, rec

_EARLIER = AS_OF - dt.timedelta(days=30)


def _text(u: object, name: str) -> str:
    return u.field(name).text  # type: ignore[attr-defined, no-any-return]


def test_on_a_proxy_account_a_pronoun_or_the_relative_is_the_user_a_friend_is_not() -> None:
    assert about_someone_else("she had a fall in the kitchen")
    assert not about_someone_else("she had a fall in the kitchen", proxy=True)
    assert not about_someone_else("엄마 페니실린 알레르기 있으세요", proxy=True)
    assert about_someone_else("her friend gave her diclofenac", proxy=True)
    assert about_someone_else("친구가 준 약", proxy=True)


def test_a_proxy_accounts_statement_about_her_is_quoted() -> None:
    facts = [fact(1, "typing for my mum. she has type 2 diabetes", ["condition:type_2_diabetes"], day=_EARLIER),
             fact(2, "neuro Dr. Ferreira wants her walking daily", ["activity:walking"])]
    recs = [rec(1, "condition", "condition:type_2_diabetes", said="typing for my mum. she has type 2 diabetes",
                status="active")]
    inp = inputs(recs, facts)
    assert enrich(inp, lexicon()).proxy_account
    u = compose(inp, lexicon())
    assert "Ferreira" in _text(u, "behavioral_state")
    plain = inputs([], [fact(2, "neuro Dr. Ferreira wants her walking daily", ["activity:walking"])])
    assert not enrich(plain, lexicon()).proxy_account
    assert "Ferreira" not in "\n".join(_text(compose(plain, lexicon()), f) for f in ("who", "behavioral_state"))


def _ckd_and_ibuprofen_question() -> list:  # type: ignore[type-arg]
    return [rec(1, "condition", "condition:chronic_kidney_disease", said="ckd stage 3b", status="active"),
            rec(2, "allergy", "drug:penicillin", said="allergic to penicillin")]


def test_a_drug_asked_about_that_a_constraint_or_allergy_rules_out_is_said_with_why() -> None:
    facts = [fact(1, "ckd stage 3b", ["condition:chronic_kidney_disease"], day=_EARLIER),
             fact(2, "allergic to penicillin", ["drug:penicillin"], day=_EARLIER),
             fact(3, "coworker gave me some ibuprofen, can i take them", ["drug:ibuprofen"]),
             fact(4, "neighbour offered amoxicillin for my cough", ["drug:amoxicillin", "symptom:cough"])]
    inp = inputs(_ckd_and_ibuprofen_question(), facts)
    u = compose(inp, lexicon())
    mc = _text(u, "medical_constraints")
    assert "ibuprofen (NSAID)" in mc and "amoxicillin (penicillin antibiotic, like penicillin)" in mc
    said = next(s for s in u.field("medical_constraints").sentences if s.rule == "constraints.mentioned_drugs")
    assert {"f3", "f4"} <= set(said.cites)
    rec_text = _text(u, "recommendation").lower()
    assert "ibuprofen" not in rec_text and "amoxicillin" not in rec_text
    assert not check_understanding(u, inp, lexicon())


def test_no_ruled_out_drug_for_the_allergen_itself_or_a_prescribed_drug_behind_a_constraint() -> None:
    recs = [rec(1, "condition", "condition:stroke", said="had a stroke", status="active", day=_EARLIER),
            rec(2, "medication_regimen", "drug:aspirin", 81, said="on aspirin 81", status="active", day=_EARLIER),
            rec(3, "allergy", "drug:penicillin", said="allergic to penicillin")]
    facts = [fact(1, "on aspirin 81", ["drug:aspirin"], day=_EARLIER),
             fact(2, "allergic to penicillin", ["drug:penicillin"])]
    inp = enrich(inputs(recs, facts), lexicon())
    found = conflicts.conflicts(inp, lexicon().dictionary, memory_of(inp, lexicon()).forbidden)
    assert [c.key for c in found] == []
    assert conflicts.sentence([], Words("en", lexicon().dictionary, {})) is None


def test_korean_ruled_out_drug_sentence() -> None:
    recs = [rec(1, "allergy", "drug:penicillin", said="페니실린 알레르기")]
    facts = [fact(1, "페니실린 알레르기", ["drug:penicillin"], day=_EARLIER),
             fact(2, "병원에서 아목시실린 처방해준다는데 괜찮나", ["drug:amoxicillin"])]
    u = compose(inputs(recs, facts, lang="ko"), lexicon())
    assert "피해야 할 약: 아목시실린(penicillin antibiotic, 페니실린과 같은 계열)" in _text(u, "medical_constraints")
    assert conflicts._and_ko("새우") == "와" and conflicts._and_ko("페니실린") == "과"


def test_a_substance_statement_names_its_habit_and_is_said_under_it() -> None:
    assert habit_of.habit_of("substance:smoking") == "profile:smoking"
    assert habit_of.also_named(["substance:smoking"]) == ["profile:smoking"]
    assert habit_of.also_named(["profile:alcohol"]) == ["substance:alcohol"]
    inp = inputs([], [fact(1, "담배 하루 반갑", ["substance:smoking"], day=_EARLIER),
                      fact(2, "담배 하루 5개비로 줄임", ["substance:smoking"])], lang="ko")
    rich = enrich(inp, lexicon())
    assert all("profile:smoking" in f.term_keys and "profile:smoking" not in (f.sure_keys or []) for f in rich.facts)
    beh = _text(compose(inp, lexicon()), "behavioral_state")
    assert beh.count("흡연 여부(직접 한 말)") == 1  # the habit's name once, then as said
    on_record = inputs([rec(1, "baseline_habit", "profile:smoking", "current", said="현재 흡연자")],
                       [fact(1, "담배 하루 반갑", ["substance:smoking"], day=_EARLIER)], lang="ko")
    assert "흡연 여부(직접 한 말)" not in _text(compose(on_record, lexicon()), "behavioral_state")


def test_blood_pressure_pairs_the_diastolic_said_with_the_systolic() -> None:
    said = "bp lying 138/80 standing 112/68"
    recs = [rec(1, "vital_sign", "vital:systolic_bp", 138, said=said), rec(2, "vital_sign", "vital:diastolic_bp", 80,
                                                                            said=said),
            rec(3, "vital_sign", "vital:systolic_bp", 112, said=said), rec(4, "vital_sign", "vital:diastolic_bp", 68,
                                                                            said=said)]
    recs[0] = recs[0].model_copy(update={"span": "138/80"})
    recs[1] = recs[1].model_copy(update={"span": "138/80"})
    recs[2] = recs[2].model_copy(update={"span": "112/68"})
    recs[3] = recs[3].model_copy(update={"span": "112/68"})
    text = _text(compose(inputs(recs), lexicon()), "physical_state")
    assert "138/68" not in text and "112/80" not in text
    assert "138/80" in text or "112/68" in text
