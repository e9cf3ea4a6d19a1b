"""Query understanding (pure): entities as a hard boundary, concept expansion, types, windows, depth."""

from __future__ import annotations

import datetime as dt

import pytest

from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.understand import named_coordinates, understand, wants_active

KST = dt.timezone(dt.timedelta(hours=9))
SAID = dt.datetime(2026, 4, 10, 20, 0, tzinfo=KST)


def coords(text: str, index: AliasIndex, dictionary: Dictionary, lang: str = "en") -> list[str]:
    return [d.value for d in understand(text, SAID, lang, index, dictionary).coordinates]  # type: ignore[arg-type]


def test_a_named_drug_is_an_entity_and_never_its_sibling(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("What dose of atorvastatin am I taking?", SAID, "en", index, dictionary)
    assert named_coordinates(u) == {"drug:atorvastatin"}
    assert "drug:rosuvastatin" not in [d.value for d in u.coordinates]
    assert u.entities[0].reason.startswith("alias") and u.entities[0].span == "atorvastatin"


def test_ldl_never_expands_to_hdl(index: AliasIndex, dictionary: Dictionary) -> None:
    assert coords("What was my last LDL?", index, dictionary) == ["test:ldl_cholesterol"]


@pytest.mark.parametrize(("text", "lang", "expected"), [
    ("How are my diabetes numbers looking?", "en", {"test:fasting_glucose", "test:hba1c"}),
    ("how is my cholesterol", "en", {"test:total_cholesterol", "test:ldl_cholesterol", "test:hdl_cholesterol",
                                     "test:triglycerides"}),
    ("how's my kidney function", "en", {"test:creatinine", "test:egfr"}),
    ("간수치 어때?", "ko", {"test:alt", "test:ast", "test:ggt"}),
])
def test_concept_words_expand_to_their_primary_terms(
    text: str, lang: str, expected: set[str], index: AliasIndex, dictionary: Dictionary
) -> None:
    u = understand(text, SAID, lang, index, dictionary)  # type: ignore[arg-type]
    primary = {d.value for d in u.coordinates if d.reason.endswith(":primary")}
    assert expected <= primary
    assert u.concepts and u.concepts[0].reason.startswith("concept_alias")
    assert not named_coordinates(u)  # a concept is not a named entity


@pytest.mark.parametrize(("text", "lang", "start", "end", "rule"), [
    ("How was my BP last month?", "en", dt.date(2026, 3, 1), dt.date(2026, 3, 31), "en.month_rel"),
    ("weight since March", "en", dt.date(2026, 3, 1), dt.date(2026, 4, 10), "en.since_month"),
    ("blood sugar in January", "en", dt.date(2026, 1, 1), dt.date(2026, 1, 31), "en.in_month"),
    ("지난달 혈압 기록 보여줘", "ko", dt.date(2026, 3, 1), dt.date(2026, 3, 31), "ko.month_rel"),
])
def test_the_window_comes_from_the_temporal_resolver(
    text: str, lang: str, start: dt.date, end: dt.date, rule: str, index: AliasIndex, dictionary: Dictionary
) -> None:
    u = understand(text, SAID, lang, index, dictionary)  # type: ignore[arg-type]
    assert u.window is not None
    assert (u.window.start, u.window.end, u.window.rule_id) == (start, end, rule)


def test_record_types_and_the_active_wish(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("What meds am I on right now?", SAID, "en", index, dictionary)
    assert [d.value for d in u.record_types] == ["medication_regimen"]
    assert wants_active(u) and u.window is None  # "right now" asks for the active ones, not today's records
    ko = understand("지금 먹는 약 뭐였지?", SAID, "ko", index, dictionary)
    assert "medication_regimen" in [d.value for d in ko.record_types]
    allergy = understand("Remind me what I'm allergic to?", SAID, "en", index, dictionary)
    assert [d.value for d in allergy.record_types] == ["allergy"]


def test_last_in_last_week_is_a_window_not_the_latest(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("BP readings last week?", SAID, "en", index, dictionary)
    assert u.window is not None and not u.wants_latest
    assert understand("What was my last LDL?", SAID, "en", index, dictionary).wants_latest


def test_depth_auto_and_asked(index: AliasIndex, dictionary: Dictionary) -> None:
    assert understand("What was my last LDL?", SAID, "en", index, dictionary).depth == 1
    assert understand("How am I doing overall?", SAID, "en", index, dictionary).depth == 2
    trend = understand("How are my liver numbers trending?", SAID, "en", index, dictionary)
    assert trend.depth == 3 and trend.depth_reason.startswith("cue:depth3")
    asked = understand("What was my last LDL?", SAID, "en", index, dictionary, depth=2)
    assert (asked.depth, asked.depth_reason) == (2, "asked")
