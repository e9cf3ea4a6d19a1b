"""A tight chest told as a state is chest pain (eval/LABEL_CONVENTIONS.md: "chest feels tight", 가슴이 조여 are
symptom:chest_pain); a switch told in the passive ("X replaced by Y") stops X and starts Y; a Korean stop said after
one drug ("X 끊고 Y만 발라요") stops that drug, not the next one named."""

from __future__ import annotations

from typing import Any

import pytest

from tests.unit.ingest.rule_test_helpers import regimens_of, symptoms_of


# dictionary: symptom:chest_pain's lay forms of tightness (ontology/21_symptoms.cypher)
@pytest.mark.parametrize(("text", "lang"), [
    ("chest feels tight when I walk uphill", "en"),
    ("my chest was tight all evening", "en"),
    ("chest tight after the stairs, some wheeze", "en"),
    ("woke up with a tightness in my chest", "en"),
    ("어제 밤부터 가슴이 조여요", "ko"),
    ("계단 오르면 가슴이 조이는 느낌이에요", "ko"),
])
def test_a_tight_chest_is_chest_pain(run: Any, text: str, lang: str) -> None:
    assert "symptom:chest_pain" in symptoms_of(run, text, lang)


def test_tight_elsewhere_is_no_chest_pain(run: Any) -> None:
    assert "symptom:chest_pain" not in symptoms_of(run, "my hamstrings feel tight after the run", "en")


# rule med.named_drug (extract/drug_switch.py): the drug after a change cue then "by" is the one taken on
@pytest.mark.parametrize(("text", "old", "new"), [
    ("BP meds changed: amlodipine 5 replaced by losartan 50 because of ankle swelling", "drug:amlodipine",
     "drug:losartan"),
    ("the lisinopril was replaced by losartan 50 last week", "drug:lisinopril", "drug:losartan"),
    ("my metformin got replaced by januvia last month", "drug:metformin", "drug:sitagliptin"),
])
def test_a_passive_switch_stops_the_old_drug_and_starts_the_new(run: Any, text: str, old: str, new: str) -> None:
    regs = regimens_of(run, text, "en")
    assert (regs[old].status, regs[new].status) == ("stopped", "active")


def test_a_drug_taken_by_mouth_is_no_switch(run: Any) -> None:
    regs = regimens_of(run, "started metformin 500 today, replaced my breakfast by a smoothie", "en")
    assert regs["drug:metformin"].status == "active"


# rule med.named_drug: Korean says the verb after the drug, so 끊고 stops the drug before it only
@pytest.mark.parametrize(("text", "stopped", "kept"), [
    ("독시사이클린 끊고 클린다마이신 젤만 발라요", "drug:doxycycline", "drug:clindamycin"),
    ("이부프로펜 끊고 아세트아미노펜만 가끔 챙겨요", "drug:ibuprofen", "drug:acetaminophen"),
])
def test_a_korean_stop_is_the_drug_before_it(run: Any, text: str, stopped: str, kept: str) -> None:
    regs = regimens_of(run, text, "ko")
    assert regs[stopped].status == "stopped"
    assert kept not in regs or regs[kept].status != "stopped"


# cue list drug_switch_from (ko 말고) and extract/pipeline.py: in a switch, the drug set aside by 말고 is the one left
@pytest.mark.parametrize(("text", "old", "new"), [
    ("리피토 말고 크레스토로 바꿨어요", "drug:atorvastatin", "drug:rosuvastatin"),
    ("암로디핀 말고 로사르탄 50으로 바꿔주셨어요", "drug:amlodipine", "drug:losartan"),
])
def test_a_drug_set_aside_by_a_korean_switch_is_stopped(run: Any, text: str, old: str, new: str) -> None:
    regs = regimens_of(run, text, "ko")
    assert (regs[old].status, regs[new].status) == ("stopped", "active")


def test_a_drug_set_aside_with_no_switch_is_no_record(run: Any) -> None:
    assert "drug:rosuvastatin" not in regimens_of(run, "아토르바스타틴 20 하루 한 번 먹어요, 크레스토 말고요", "ko")
