"""A procedure had in a clinic chair on a datable day is a clinic visit that day (eval/LABEL_CONVENTIONS.md: root
canal, scaling, a tooth out, an implant, a hearing test, a laser session), with a few words allowed
between the procedure and its day (rule ``visit.procedure_done``); one planned, or one of a year past, is none. A
supply said in another sentence of a turn with one drug is that drug's. Sentences of our own."""

from __future__ import annotations

from typing import Any

import pytest

SAID = "2026-05-14T10:00:00+09:00"  # a Thursday


def _visits(run: Any, text: str, lang: str) -> list[tuple[str, str, str | None]]:
    return [(r.coordinate, str(r.date), r.rule_id) for r in run(text, SAID, lang).records
            if r.type == "medical_visit"]


@pytest.mark.parametrize(("text", "lang", "date"), [
    ("Root canal on #30 today, jaw is sore.", "en", "2026-05-14"),  # a tooth number between
    ("Hearing test with the audiologist this morning: mild loss on the left.", "en", "2026-05-14"),
    ("Laser session #2 for the veins at the derm today.", "en", "2026-05-14"),
    ("Root canal on the back molar yesterday, still numb.", "en", "2026-05-13"),  # a treatment: a day before is had
    ("어제 스케일링 받았어요. 피가 좀 났어요", "ko", "2026-05-13"),
    ("오늘 치과 스케일링 받았어요", "ko", "2026-05-14"),
    ("임플란트 식립 수술 어제 했는데 좀 부었어요", "ko", "2026-05-13"),  # two words between
    ("오늘 사랑니 발치했어요", "ko", "2026-05-14"),
    ("청력검사 했는데 경도 난청이래요", "ko", "2026-05-14"),
    ("피부과 레이저 토닝 3회차 받고 왔어요", "ko", "2026-05-14"),
])
def test_an_outpatient_procedure_had_on_a_day_is_a_clinic_visit(run: Any, text: str, lang: str, date: str) -> None:
    assert _visits(run, text, lang) == [("visit:clinic", date, "visit.procedure_done")]


@pytest.mark.parametrize(("text", "lang"), [
    ("Dental implant next month, kind of nervous.", "en"),  # planned
    ("Thinking about a root canal on #19 today.", "en"),  # a wish
    ("다음 달에 임플란트 할 예정이에요", "ko"),
    ("스케일링 받으러 가야 하는데 귀찮다", "ko"),
])
def test_a_planned_procedure_is_no_visit(run: Any, text: str, lang: str) -> None:
    assert _visits(run, text, lang) == []


def test_an_operation_of_a_year_past_stays_a_surgery_of_history(run: Any) -> None:
    records = run("Had my wisdom teeth out in 2015.", SAID, "en").records
    assert [(r.type, r.coordinate) for r in records] == [("surgery", "procedure:wisdom_tooth_extraction")]


def _regimens(run: Any, text: str) -> list[tuple[str, str, str]]:
    return [(r.coordinate, str(r.start), str(r.expected_end)) for r in run(text, SAID, "ko").records
            if r.type == "medication_regimen"]


def test_a_supply_in_another_sentence_of_a_one_drug_turn_is_its_supply(run: Any) -> None:
    assert _regimens(run, "오늘 처방전 받아서 90일치 타왔어요. 메트포르민 1000으로 용량도 올랐어요") == [
        ("drug:metformin", "2026-05-14", "2026-08-11")]
    assert _regimens(run, "항생제 아목시실린 500이었어요. 5일치고 어제 저녁부터 먹었어요") == [
        ("drug:amoxicillin", "2026-05-13", "2026-05-17")]


def test_a_supply_apart_from_two_drugs_is_neither_drugs(run: Any) -> None:
    assert ("drug:losartan", "2026-05-14", "None") in _regimens(
        run, "로사르탄 먹고 있어요. 메트포르민도 먹어요. 90일치 받았어요.")
