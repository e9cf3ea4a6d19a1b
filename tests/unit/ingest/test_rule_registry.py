"""The rule registry: every rule declared once and used, every record carries its rule, a rule bug raises."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path
from typing import Any

import pytest

from pia_graph.ingest.extract import pipeline
from pia_graph.ingest.extract.context import Ctx, Draft
from pia_graph.ingest.extract.registry import RULES, RuleError, check

EXTRACT = Path(__file__).resolve().parents[3] / "pia_graph" / "ingest" / "extract"
SAID = "2026-03-11T21:00:00+09:00"


def _used_ids() -> set[str]:
    ids: set[str] = set()
    for path in EXTRACT.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        ids |= set(re.findall(r'Draft\(\s*"([a-z_.]+)"', text)) | set(re.findall(r'rule_id = "([a-z_.]+)"', text))
    # an earlier turn's record fixed by a later turn (ingest/followup_*.py): copied under its rule
    for path in EXTRACT.parent.glob("followup_*.py"):
        ids |= set(re.findall(r'rule="([a-z_.]+)"', path.read_text(encoding="utf-8")))
    return ids


def test_every_declared_rule_is_used_and_every_used_rule_declared() -> None:
    assert _used_ids() == set(RULES)


def test_records_carry_their_rule_and_evidence(run: Any) -> None:
    got = run("BP 128/84 this morning, took my metformin, headache 6/10", SAID, "en")
    rules = {(r.coordinate, r.rule_id) for r in got.records}
    assert ("vital:systolic_bp", "measure.term_value") in rules
    assert ("drug:metformin", "med.named_drug") in rules
    assert ("symptom:headache", "symptom.term") in rules
    text = "BP 128/84 this morning, took my metformin, headache 6/10"
    assert all(r.span == text[r.span_start:r.span_end] and r.span for r in got.records)


def test_a_draft_outside_its_declaration_raises() -> None:
    with pytest.raises(RuleError, match="declares"):
        check("symptom.term", "condition", "en")
    with pytest.raises(RuleError, match="undeclared"):
        check("no.such_rule", "symptom", "en")
    with pytest.raises(RuleError, match="declared for 'ko'"):
        check("meal.ko_meal_word", "meal", "en")


def test_a_family_that_raises_fails_the_turn_instead_of_dropping_it(run: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(ctx: Ctx) -> list[Draft]:
        raise ZeroDivisionError("a bug in a rule")

    monkeypatch.setattr(pipeline, "FAMILIES", (*pipeline.FAMILIES, ("goals", broken)))
    with pytest.raises(ZeroDivisionError):
        run("headache since this morning", SAID, "en")


def test_a_rule_that_builds_an_invalid_record_raises(run: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    def bad(ctx: Ctx) -> list[Draft]:
        return [Draft("symptom.term", "symptom", "symptom:headache", 0, 8, {"month": "March"})]

    monkeypatch.setattr(pipeline, "FAMILIES", (("symptoms_conditions", bad),))
    with pytest.raises(RuleError, match="invalid symptom record"):
        run("headache", SAID, "en")


def test_a_draft_keeps_its_rule_through_copies() -> None:
    d = Draft("symptom.term", "symptom", "symptom:headache", 0, 8)
    assert dataclasses.replace(d, start=1).rule == "symptom.term"
