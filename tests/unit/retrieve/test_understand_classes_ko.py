"""Drug-class words, drugs that lower a named measure, and Korean words read apart or as nouns (pure)."""

from __future__ import annotations

import datetime as dt
import re

from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.ko_query import nominal, rewrite
from pia_graph.retrieve.understand import named_coordinates, understand

KST = dt.timezone(dt.timedelta(hours=9))
SAID = dt.datetime(2026, 4, 10, 20, 0, tzinfo=KST)


def test_a_class_word_names_every_drug_of_the_class_and_no_other(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("how many times did i miss my statin this month", SAID, "en", index, dictionary)
    named = named_coordinates(u)
    assert {"drug:atorvastatin", "drug:rosuvastatin"} <= named
    assert "drug:metformin" not in named and not any(k.startswith("test:") for k in named)
    assert all(d.reason == "drug_class:statin" for d in u.entities)


def test_a_class_word_after_since_started_is_an_anchor(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("has my mood improved since starting the antidepressant?", SAID, "en", index, dictionary)
    sertraline = [d for d in u.entities if d.value == "drug:sertraline"]
    assert sertraline and sertraline[0].reason.startswith("anchor:")


def test_bp_meds_reach_the_drugs_that_lower_blood_pressure(index: AliasIndex, dictionary: Dictionary) -> None:
    coords = [d.value for d in understand("what bp meds am i on", SAID, "en", index, dictionary).coordinates]
    assert {"drug:losartan", "drug:hydrochlorothiazide", "vital:systolic_bp"} <= set(coords)
    assert "drug:metformin" not in coords
    plain = [d.value for d in understand("show me my bp readings", SAID, "en", index, dictionary).coordinates]
    assert not any(k.startswith("drug:") for k in plain)  # no medication asked: no drugs


def test_korean_glued_noun_is_read_apart(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("이번달 고지혈증약 몇번 빼먹었어", SAID, "ko", index, dictionary)
    coords = [d.value for d in u.coordinates]
    assert "condition:dyslipidemia" in coords and "drug:atorvastatin" in coords
    assert u.rewrites == ["ko_rewrite:고지혈증약->고지혈증 약"]


def test_korean_modifier_is_read_as_its_noun(index: AliasIndex, dictionary: Dictionary) -> None:
    assert nominal("어지러운거") == "어지러움"
    assert nominal("숨찬") == "숨참"
    assert nominal("아파") is None
    for text, key in [("어지러운거 언제부터 어땠는지", "symptom:dizziness"),
                      ("숨찬 증상 기록 좀", "symptom:shortness_of_breath"),
                      ("무릎 아픈거 기록 보여줘", "symptom:knee_pain")]:
        assert key in [d.value for d in understand(text, SAID, "ko", index, dictionary).coordinates], text


def test_a_rewrite_that_names_nothing_leaves_the_text_as_typed() -> None:
    text = "제주도 언제 간다고 했더라 예약한거"
    assert rewrite(text, lambda s: False, [re.compile("약")]) == (text, [])
