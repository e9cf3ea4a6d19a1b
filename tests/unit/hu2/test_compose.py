"""Deterministic composition: seven fields, every sentence cited and within its evidence, only the last field
recommends, never an allergen, a forbidden class or a dose; property-tested over random memories."""

from __future__ import annotations

import datetime as dt
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pia_graph.hu2.compose import MAX_CHARS, check_understanding, compose
from pia_graph.hu2.constraints import allergies, constraints
from pia_graph.hu2.guards import DOSE_PATTERN, allergy_class_components, class_components, named_terms, numbers_outside
from pia_graph.hu2.models import FIELDS, EvidenceRecord

from .builders import AS_OF, fact, inputs, lexicon, rec


def _cardiac() -> list[EvidenceRecord]:
    return [
        rec(1, "condition", "condition:cardiovascular_disease", said="had a heart attack in october"),
        rec(2, "medication_regimen", "drug:metoprolol", 25.0, unit="mg", value_as_said="25", status="active",
            said="now on aspirin 81, atorvastatin 80, metoprolol 25 twice a day"),
        rec(3, "allergy", "drug:penicillin", said="penicillin allergy since childhood"),
        rec(4, "vital_sign", "vital:systolic_bp", 124.0, unit="mmHg", value_as_said="124", band_flag="borderline",
            said="bp 124/76", day=dt.date(2026, 1, 15)),
        rec(5, "vital_sign", "vital:diastolic_bp", 76.0, unit="mmHg", value_as_said="76", said="bp 124/76",
            day=dt.date(2026, 1, 15)),
        rec(6, "vital_sign", "vital:systolic_bp", 118.0, unit="mmHg", value_as_said="118", band_flag="normal",
            said="bp 118/72"),
        rec(7, "vital_sign", "vital:diastolic_bp", 72.0, unit="mmHg", value_as_said="72", said="bp 118/72"),
        rec(8, "medication_intake", "drug:metoprolol", status="missed", said="missed my metoprolol yesterday"),
        rec(9, "symptom", "symptom:back_pain", 5.0, status="active", said="back is sore from shoveling snow, 5/10"),
        rec(10, "exercise", "activity:walking", 45.0, unit="min", value_as_said="45", said="walked 45 min outside"),
        rec(11, "exercise", "activity:walking", 20.0, unit="min", value_as_said="20", said="20 min treadmill walking",
            day=dt.date(2025, 12, 8)),
        rec(12, "baseline_habit", "profile:smoking", "former", said="ex-smoker, quit the day of the heart attack"),
        rec(13, "goal", "goal:weight", 85.0, unit="kg", value_as_said="85", said="goal is 85 kg"),
        rec(14, "body_measurement", "body:weight", 92.0, unit="kg", value_as_said="92", said="weight 92",
            day=dt.date(2025, 12, 1)),
        rec(15, "body_measurement", "body:weight", 89.5, unit="kg", value_as_said="89.5", said="weight 89.5"),
    ]


def test_seven_fields_cited_guarded_and_within_length() -> None:
    lex = lexicon()
    data = inputs(_cardiac(), [fact(1, "now on aspirin 81, atorvastatin 80, metoprolol 25 twice a day",
                                    ["drug:aspirin", "drug:atorvastatin", "drug:metoprolol"])],
                  sex="male", birth_date="1958-10-02")
    u = compose(data, lex)
    assert [f.field for f in u.fields] == list(FIELDS)
    assert check_understanding(u, data, lex) == []
    for f in u.fields:
        assert len(f.text) <= MAX_CHARS
        assert all(s.cites for s in f.sentences)
    texts = u.texts()
    assert "man in his sixties" in texts["who"] and "cardiovascular disease" in texts["who"]
    assert "118/72" in texts["physical_state"] and "124/76" in texts["physical_state"]
    assert "penicillin" in texts["medical_constraints"]
    assert "moving toward it" in texts["trajectory_goal"]
    assert "metoprolol" in texts["recommendation"] and "penicillin" not in texts["recommendation"].lower()
    assert not DOSE_PATTERN.search(texts["recommendation"])
    # Only the recommendation recommends.
    for name in FIELDS[:-1]:
        assert not re.search(r"\b(?:should|take|ask the doctor|keep up)\b", texts[name], re.I), name


def test_an_allergen_on_the_regimen_list_is_never_recommended() -> None:
    lex = lexicon()
    records = [
        rec(1, "allergy", "drug:aspirin", said="aspirin gives me hives, allergic"),
        rec(2, "medication_regimen", "drug:ibuprofen", status="active", said="on ibuprofen for my back"),
        rec(3, "medication_intake", "drug:ibuprofen", status="missed", said="missed my ibuprofen"),
        rec(4, "medication_intake", "drug:aspirin", status="missed", said="missed my aspirin"),
    ]
    u = compose(inputs(records), lex)
    rec_text = u.texts()["recommendation"].lower()
    assert "ibuprofen" not in rec_text and "aspirin" not in rec_text
    assert not {"drug:ibuprofen", "drug:aspirin"} & set(u.recommended)


def test_statement_allergies_and_constraints() -> None:
    lex = lexicon()
    data = inputs(
        [rec(1, "condition", "condition:chronic_kidney_disease", said="doc says stage 3 kidney disease"),
         rec(2, "lab_result", "test:egfr", 47.0, unit="mL/min/1.73m2", value_as_said="47", said="egfr 47")],
        [fact(1, "amoxicillin gives me a rash all over, allergic", ["drug:amoxicillin"]),
         fact(2, "can I take amoxicillin?", ["drug:amoxicillin"])],
    )
    found = allergies(data)
    assert [(a.key, a.cites, a.source) for a in found] == [("drug:amoxicillin", ("f1",), "statement")]
    rules = {c.rule_id for c in constraints(data, lex.dictionary)}
    assert rules == {"ci.ckd.nsaid", "ci.egfr.nsaid"}
    u = compose(data, lex)
    assert "kidney" in u.texts()["medical_constraints"].lower()
    assert "amoxicillin" in u.texts()["medical_constraints"].lower()


def test_korean_prose_and_empty_memory() -> None:
    lex = lexicon()
    data = inputs([rec(1, "lab_result", "test:hba1c", 7.2, unit="%", value_as_said="7.2", band_flag="high",
                       said="당화혈색소 7.2")], lang="ko", sex="female", birth_date="1960-05-01")
    u = compose(data, lex)
    assert "여성" in u.texts()["who"] and "당화혈색소 7.2" in u.texts()["physical_state"]
    empty = compose(inputs([]), lex)
    assert all(f.text == "" for f in empty.fields)  # never padded


_DRUGS = sorted(k for k, t in lexicon().dictionary.terms.items() if t.kind == "drug" and t.drug_class)[:120]
_TESTS = ["test:hba1c", "test:ldl_cholesterol", "test:egfr", "body:weight", "vital:systolic_bp", "test:alt"]
_CONDS = ["condition:chronic_kidney_disease", "condition:asthma", "condition:type_2_diabetes",
          "condition:cardiovascular_disease", "condition:peptic_ulcer"]


@st.composite
def memories(draw: st.DrawFn) -> list[EvidenceRecord]:
    out: list[EvidenceRecord] = []
    n = 0
    for drug in draw(st.lists(st.sampled_from(_DRUGS), max_size=5, unique=True)):
        n += 1
        dose = draw(st.integers(1, 1000))
        out.append(rec(n, "medication_regimen", drug, float(dose), unit="mg", value_as_said=str(dose),
                       status="active", said=f"on {drug.split(':')[1]} {dose} mg"))
        if draw(st.booleans()):
            n += 1
            out.append(rec(n, "medication_intake", drug, status="missed", said=f"missed my {drug.split(':')[1]}"))
    for drug in draw(st.lists(st.sampled_from([*_DRUGS, "food:shellfish", "food:peanut"]), max_size=3, unique=True)):
        n += 1
        out.append(rec(n, "allergy", drug, said=f"allergic to {drug.split(':')[1]}"))
    for test in draw(st.lists(st.sampled_from(_TESTS), max_size=4)):
        n += 1
        value = draw(st.decimals(min_value=1, max_value=300, places=1))
        day = AS_OF - dt.timedelta(days=draw(st.integers(0, 400)))
        out.append(rec(n, "lab_result", test, float(value), unit="%", value_as_said=str(value), day=day,
                       band_flag=draw(st.sampled_from([None, "high", "low", "normal", "borderline"])),
                       said=f"{test} {value}"))
    for cond in draw(st.lists(st.sampled_from(_CONDS), max_size=2, unique=True)):
        n += 1
        out.append(rec(n, "condition", cond, said=f"I have {cond}"))
    if draw(st.booleans()):
        n += 1
        out.append(rec(n, "pregnancy_status", "profile:pregnancy", status="active", said="I'm pregnant"))
    return out


@given(memories(), st.sampled_from(["en", "ko"]))
@settings(max_examples=60, deadline=None)
def test_property_every_understanding_passes_its_guards(records: list[EvidenceRecord], lang: str) -> None:
    lex = lexicon()
    data = inputs(records, lang=lang, sex="female", birth_date="1980-01-01")
    u = compose(data, lex)
    assert check_understanding(u, data, lex) == []
    evidence = data.evidence()
    for f in u.fields:
        assert len(f.text) <= MAX_CHARS
        for s in f.sentences:
            assert s.cites and all(c in evidence for c in s.cites)
            assert numbers_outside(s.text, [evidence[c] for c in s.cites], lex.digit_names) == []
    rec_text = u.texts()["recommendation"]
    assert not DOSE_PATTERN.search(rec_text)
    allergens = {r.coordinate for r in records if r.type == "allergy"}
    banned = {c for a in allergens for c in allergy_class_components(lex.dictionary.terms[a].drug_class)}
    ci = {c.drug_class for c in constraints(data, lex.dictionary)}
    banned |= {comp for cls in ci for part in cls.split("|") for comp in class_components(part)}
    for key in set(named_terms(rec_text, lex.index)) | set(u.recommended):
        assert key not in allergens
        term = lex.dictionary.terms.get(key)
        assert not (class_components(term.drug_class if term else None) & banned), key


def test_depth3_sentences_cite_only_what_hu2_reads() -> None:
    """Depth 3 may rest on a superseded record HU2 never reads: the sentence cites the known ids only, and goes
    when none is known (a cite the guards cannot check would drop it anyway)."""
    from pia_graph.memory.recall_models import CausalLinkOut, Depth3, TrendOut

    lex = lexicon()
    records = [rec(1, "lab_result", "test:fasting_glucose", 150.0, said="fasting glucose 150"),
               rec(2, "lab_result", "test:fasting_glucose", 120.0, said="fasting glucose 120"),
               rec(3, "regimen", "drug:metformin", said="started metformin")]
    data = inputs(records)
    data.depth3 = Depth3(
        trends=[TrendOut(coordinate="test:fasting_glucose", direction="down", method="theil_sen", n=2,
                         record_ids=["r1", "r2", "r_superseded"]),
                TrendOut(coordinate="vital:weight", direction="up", method="theil_sen", n=3,
                         record_ids=["r_gone1", "r_gone2"])],
        causal=[CausalLinkOut(cause="drug:metformin", effect="test:fasting_glucose", rule="statement",
                              confidence=0.8, evidence=["r3", "r2", "r_superseded"])],
    )
    u = compose(data, lex)
    assert check_understanding(u, data, lex) == []
    goal = next(f for f in u.fields if f.field == "trajectory_goal")
    rules = {s.rule: s.cites for s in goal.sentences}
    assert rules["goal.trend.theil_sen"] == ["r1", "r2"]
    assert rules["goal.causal.statement"] == ["r3", "r2"]
    assert "weight" not in goal.text.lower()


def test_terms_are_named_in_the_users_own_words_beside_the_dictionary_name() -> None:
    records = [
        rec(1, "condition", "condition:gerd", status="active", said="GP says reflux (GERD)"),
        rec(2, "symptom", "symptom:hot_flashes", status="active", said="hot flushes at night"),
        rec(3, "medication_regimen", "drug:levothyroxine", status="active", said="on synthroid daily"),
        rec(4, "symptom", "symptom:knee_pain", status="active", said="my kne pain is back"),  # a misspelling
    ]
    u = compose(inputs(records, sex="female", birth_date="1970-05-01"), lexicon())
    text = " ".join(f.text for f in u.fields)
    assert "(GERD)" in text and "(hot flushes)" in text and "(synthroid)" in text
    assert "(kne pain)" not in text
    assert not check_understanding(u, inputs(records, sex="female", birth_date="1970-05-01"), lexicon())


def test_vaccinations_are_part_of_who_and_cited() -> None:
    records = [rec(1, "vaccination", "vaccine:shingles", said="shingles vaccine dose 1 today"),
               rec(2, "vaccination", "vaccine:influenza", said="flu shot at the pharmacy",
                   day=dt.date(2026, 1, 20))]
    u = compose(inputs(records), lexicon())
    who = u.field("who")
    assert "Vaccines on record:" in who.text and "this month" in who.text and "last month" not in who.text
    assert {"r1", "r2"} <= {c for s in who.sentences for c in s.cites}
    ko = compose(inputs([rec(1, "vaccination", "vaccine:shingles", said="대상포진 백신 1차 맞음")], lang="ko"),
                 lexicon())
    assert "예방접종: 대상포진" in ko.field("who").text


def test_lay_verbs_are_not_names_and_a_goal_without_a_number_is_quoted() -> None:
    records = [
        rec(1, "exercise", "activity:running", 8.0, unit="km", value_as_said="8", said="ran 8k, no wheeze"),
        rec(2, "symptom", "symptom:wheezing", status="active", said="woke up wheezy, wheeze all night"),
        rec(3, "goal", "goal:exercise", said="goal: sub-2h half marathon in october"),
    ]
    u = compose(inputs(records), lexicon())
    text = " ".join(f.text for f in u.fields)
    assert "(ran)" not in text and "(wheeze)" not in text
    assert "“goal: sub-2h half marathon in october”" in u.field("trajectory_goal").text
    assert not check_understanding(u, inputs(records), lexicon())


def test_adherence_is_recommended_only_for_a_drug_on_an_active_regimen() -> None:
    """A missed dose of a drug with no regimen (an as-needed pill, one given up after a reaction) is no prescription
    to keep to: "take it as prescribed" is said only of a regimen that is active."""
    lex = lexicon()
    records = [
        rec(1, "medication_regimen", "drug:metformin", status="active", said="on metformin twice a day"),
        rec(2, "medication_intake", "drug:metformin", status="missed", said="forgot my metformin"),
        rec(3, "medication_intake", "drug:naproxen", status="missed", said="haven't taken naproxen since"),
    ]
    u = compose(inputs(records), lex)
    adherence = [s for s in u.field("recommendation").sentences if s.rule == "rec.adherence"]
    assert [s.names for s in adherence] == [["drug:metformin"]]
    assert adherence[0].cites == ["r2", "r1"]
    assert "naproxen" not in u.texts()["recommendation"].lower()


@pytest.mark.parametrize(("said", "keys", "allergen", "treatment"), [
    ("peanut allergy (anaphylaxis, carry an epipen)", ["food:peanut", "drug:epinephrine"], "food:peanut",
     "drug:epinephrine"),
    ("새우 알레르기 있어서 에피펜 들고 다녀요", ["food:shellfish", "drug:epinephrine"], "food:shellfish",
     "drug:epinephrine"),
    ("allergic to cats, i take zyrtec for it", ["substance:cat_dander", "drug:cetirizine"], "substance:cat_dander",
     "drug:cetirizine"),
])
def test_the_treatment_named_beside_an_allergy_is_no_allergen(said: str, keys: list[str], allergen: str,
                                                               treatment: str) -> None:
    lex = lexicon()
    data = inputs([], [fact(1, said, keys)])
    found = {a.key for a in allergies(data, dictionary=lex.dictionary)}
    assert treatment not in found and allergen in found
    assert "epinephrine" not in compose(data, lex).texts()["medical_constraints"].lower()


def test_a_drug_allergy_said_in_a_statement_still_counts() -> None:  # guard: only treatments are left out
    lex = lexicon()
    data = inputs([], [fact(1, "allergic to penicillin, carry an epipen", ["drug:penicillin", "drug:epinephrine"])])
    assert {a.key for a in allergies(data, dictionary=lex.dictionary)} == {"drug:penicillin"}


def test_a_drug_the_user_reacted_to_is_never_named_as_a_driver() -> None:
    """An allergy to lisinopril ("my lips swelled up on lisinopril"): a causal link from it stays out of the
    trajectory (the drug is forbidden in medical_constraints, not something that drives a measure)."""
    from pia_graph.memory.recall_models import CausalLinkOut, Depth3

    lex = lexicon()
    records = [rec(1, "vital_sign", "vital:systolic_bp", 150.0, unit="mmHg", value_as_said="150", said="bp 150/90"),
               rec(2, "medication_regimen", "drug:lisinopril", status="stopped", said="was on lisinopril"),
               rec(3, "allergy", "drug:lisinopril", said="my lips and tongue swelled up on lisinopril")]
    data = inputs(records)
    data.depth3 = Depth3(trends=[], causal=[CausalLinkOut(cause="drug:lisinopril", effect="vital:systolic_bp",
                                                          rule="statement", confidence=0.8, evidence=["r2", "r1"])])
    u = compose(data, lex)
    assert check_understanding(u, data, lex) == []
    goal = next(f for f in u.fields if f.field == "trajectory_goal")
    assert not [s for s in goal.sentences if s.rule.startswith("goal.causal")]
    constraints_field = next(f for f in u.fields if f.field == "medical_constraints")
    assert "lisinopril" in constraints_field.text.lower()
