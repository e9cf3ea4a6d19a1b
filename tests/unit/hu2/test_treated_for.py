"""What a statement says one of the user's drugs is for (pure, no database): a class head before the drug or a
measure said beside it, agreed with the drug's indications, names the condition, and the understanding cites it."""

from __future__ import annotations

from pia_graph.hu2.compose import check_understanding, compose, enrich
from pia_graph.hu2.treated_for import regimen_drugs, treated_for
from tests.unit.hu2.builders import fact, inputs, lexicon, rec


def _said(text: str, drug: str, lang: str = "en", status: str = "active") -> list[str]:
    inp = inputs([rec(1, "medication_regimen", drug, said=text, status=status)], [fact(1, text, [drug])], lang=lang)
    lex = lexicon()
    return treated_for(inp.facts[0], lex.index, lex.dictionary, regimen_drugs(inp))


def test_a_class_head_before_the_drug_names_the_condition_in_either_language() -> None:
    assert _said("blood pressure meds: lisinopril 20 and hydrochlorothiazide 25", "drug:lisinopril") == [
        "condition:hypertension"]
    assert _said("혈압약 로살탄 50 아침에 먹어", "drug:losartan", lang="ko") == ["condition:hypertension"]
    assert _said("혈압약 코자 50 먹은지 10년 됐음", "drug:losartan", lang="ko") == ["condition:hypertension"]


def test_a_measure_said_beside_the_drug_names_the_condition() -> None:
    assert _said("암로디핀 10 먹는데 혈압 146/92", "drug:amlodipine", lang="ko") == ["condition:hypertension"]
    assert _said("bp 138/86 this morning on the amlodipine", "drug:amlodipine") == ["condition:hypertension"]
    # a drug switched away from was still taken for it
    assert _said("bp 151/95, lisinopril stopped", "drug:lisinopril", status="stopped") == ["condition:hypertension"]


def test_no_condition_where_the_class_and_the_drug_do_not_agree_or_nothing_names_a_class() -> None:
    assert _said("ibuprofen for my back, bp 128/80", "drug:ibuprofen") == []  # not a blood pressure drug
    assert _said("started amlodipine 5", "drug:amlodipine") == []  # a drug alone says no condition
    assert _said("sleeping pills: zolpidem at night, thyroid ok", "drug:zolpidem") == []


def test_a_drug_the_user_has_no_regimen_of_a_question_or_someone_elses_medicine_says_nothing() -> None:
    lex = lexicon()
    no_regimen = inputs([], [fact(1, "blood pressure meds like amlodipine scare me", ["drug:amlodipine"])])
    assert treated_for(no_regimen.facts[0], lex.index, lex.dictionary, regimen_drugs(no_regimen)) == []
    assert _said("should i take my bp meds amlodipine at night?", "drug:amlodipine") == []
    assert _said("my wife's blood pressure meds: lisinopril 20", "drug:lisinopril") == []
    assert _said("남편 혈압약 로살탄 50 먹어", "drug:losartan", lang="ko") == []


def test_the_understanding_cites_the_statement_for_the_condition() -> None:
    said = "혈압약 올메텍 20 먹어요"
    inp = inputs([rec(1, "medication_regimen", "drug:olmesartan", said=said, status="active"),
                  rec(2, "vital_sign", "vital:systolic_bp", 148.0, said="혈압 148/90", value_as_said="148")],
                 [fact(1, said, ["drug:olmesartan"]), fact(2, "혈압 148/90", ["concept:blood_pressure"])], lang="ko")
    lex = lexicon()
    rich = enrich(inp, lex)
    assert "condition:hypertension" in (rich.facts[0].sure_keys or [])
    assert "condition:hypertension" not in rich.facts[1].term_keys  # a reading alone names no condition
    u = compose(inp, lex)
    cited = {c for fld in u.fields for s in fld.sentences for c in s.cites}
    assert "f1" in cited
    assert not check_understanding(u, inp, lex)


def test_an_attack_named_like_a_condition_names_the_condition_unsure() -> None:
    """"편두통 또와서 8점", "migraine again today": the write path keeps the attack (a symptom); the statement also
    names the condition of that name, cited but never said as one (not a sure key)."""
    lex = lexicon()
    for said, lang in (("편두통 또와서 8점 ㅠㅠ", "ko"), ("migraine again today, 7/10", "en")):
        inp = inputs([rec(1, "symptom", "symptom:migraine", said=said)], [fact(1, said, ["symptom:migraine"])],
                     lang=lang)
        rich = enrich(inp, lex)
        assert "condition:migraine" in rich.facts[0].term_keys
        assert "condition:migraine" not in (rich.facts[0].sure_keys or [])
        u = compose(inp, lex)
        assert "f1" in {c for fld in u.fields for s in fld.sentences for c in s.cites}
        assert "condition" not in u.field("who").text.lower() and not check_understanding(u, inp, lex)
    # a symptom with no condition of its name names none
    headache = inputs([rec(1, "symptom", "symptom:nausea", said="nauseous again")],
                      [fact(1, "nauseous again", ["symptom:nausea"])])
    assert not any(k.startswith("condition:") for k in enrich(headache, lex).facts[0].term_keys)
