"""Treatment sessions and places of care (eval/LABEL_CONVENTIONS.md: "a chemo / infusion cycle had on a datable day"
and "an outpatient procedure, scan or session had on a datable day ... stitches out" are clinic visits):
- a drug given as an infusion (rule visit.procedure_done through ``visit_sessions.infusion_end``) is a visit on its
  day and keeps its intake; one planned, or a regimen of infusions, is none;
- a Korean drug or cycle received and come back from (rule visit.session_given) is a visit; a shot alone (at home),
  a bare shot come back from (labelled both ways), a vaccine's shot, rain, and a plan are none;
- care around an operation (the dictionary's procedure:wound_care, ``session``) had on a day is a visit.
Sentences of our own."""

from __future__ import annotations

from typing import Any

import pytest

SAID = "2026-05-14T10:00:00+09:00"  # a Thursday


def _visits(run: Any, text: str, lang: str) -> list[tuple[str, str, str]]:
    return [(r.coordinate, str(r.date), r.rule_id) for r in run(text, SAID, lang).records if r.type == "medical_visit"]


def _coords(run: Any, text: str, lang: str) -> list[str]:
    return [r.coordinate for r in run(text, SAID, lang).records]


@pytest.mark.parametrize(("text", "date"), [
    ("I had my iron infusion today", "2026-05-14"),
    ("got my Remicade infusion this morning", "2026-05-14"),
    ("IV iron yesterday, no reaction", "2026-05-13"),
])
def test_a_drug_given_as_an_infusion_is_a_clinic_visit_that_keeps_its_drug(run: Any, text: str, date: str) -> None:
    assert _visits(run, text, "en") == [("visit:clinic", date, "visit.procedure_done")]


def test_the_infused_drug_keeps_its_intake(run: Any) -> None:
    assert "drug:iron_supplement" in _coords(run, "I had my iron infusion today", "en")


@pytest.mark.parametrize("text", [
    "my next iron infusion is on Friday",
    "I've been on infliximab infusions every 8 weeks since 2019",
    "should I ask about an iron infusion?",
])
def test_an_infusion_planned_or_as_a_regimen_is_no_visit(run: Any, text: str) -> None:
    assert _visits(run, text, "en") == []


@pytest.mark.parametrize(("text", "date"), [
    ("허셉틴 2번째 맞고 왔어요 오늘.", "2026-05-14"),
    ("스테로이드 주사 맞으러 다녀요. 오늘 1차 맞고 왔어요", "2026-05-14"),
    ("다발성경화증 주사 오크레부스 2차 맞고 왔어요. 6시간 걸림.", "2026-05-14"),
])
def test_a_korean_drug_or_cycle_come_back_from_is_a_clinic_visit(run: Any, text: str, date: str) -> None:
    assert [(c, d) for c, d, _r in _visits(run, text, "ko")] == [("visit:clinic", date)]


@pytest.mark.parametrize("text", [
    "인슐린 주사 맞았어요",  # a shot at home
    "비타민D 수치 14래서 주사 맞고 왔어요 오늘",  # a bare shot: labelled both ways, left none
    "비 맞고 왔어요",  # rain, no shot
    "내일 주사 맞으러 갈 거예요",  # a plan
    "주사 맞고 왔어요?",  # a question
])
def test_no_visit_without_a_shot_received_and_come_back_from(run: Any, text: str) -> None:
    assert _visits(run, text, "ko") == []


def test_a_vaccine_come_back_from_stays_the_vaccination(run: Any) -> None:
    got = run("독감 주사 맞고 왔어요", SAID, "ko").records
    assert [r.coordinate for r in got if r.type == "vaccination"] == ["vaccine:influenza"]
    assert [r for r in got if r.type == "medical_visit"] == []


@pytest.mark.parametrize(("text", "lang", "date"), [
    ("Pre-op assessment for the hip today. Weight 88.2", "en", "2026-05-14"),
    ("Wound check at the practice nurse today, all healing fine.", "en", "2026-05-14"),
    ("wound check went ok yesterday, and my BP there was 128/84", "en", "2026-05-13"),
    ("오늘 실밥 뽑았어요. 샤워 해도 된대요", "ko", "2026-05-14"),
])
def test_care_around_an_operation_had_on_a_day_is_a_clinic_visit(run: Any, text: str, lang: str, date: str) -> None:
    assert [(c, d) for c, d, _r in _visits(run, text, lang)] == [("visit:clinic", date)]


def test_care_around_an_operation_is_no_surgery(run: Any) -> None:
    assert "procedure:wound_care" not in _coords(run, "Wound check at the practice nurse today", "en")
