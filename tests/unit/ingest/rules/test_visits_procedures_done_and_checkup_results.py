"""Visits told by what happened at them (issue 12, strict): a diagnostic procedure the user says they had is a clinic
visit on its day (rule ``visit.procedure_done``); a checkup named only for its results, with no day of its own and
no having said, is no visit. Also the Korean weight a change led to, said as the weight now (``weight_now_ko``).
Sentences of our own, labelled as the suites' conventions say."""

from __future__ import annotations

from typing import Any

import pytest

SAID = "2026-05-14T10:00:00+09:00"  # a Thursday


def _visits(run: Any, text: str, lang: str) -> list[tuple[str, str, str | None]]:
    return [(r.coordinate, str(r.date), r.rule_id) for r in run(text, SAID, lang).records
            if r.type == "medical_visit"]


@pytest.mark.parametrize(("text", "lang", "date"), [
    ("Colonoscopy done today, two small polyps removed.", "en", "2026-05-14"),
    ("just had my mammogram yesterday, all fine", "en", "2026-05-13"),
    ("Mammogram was on the 10th, the letter came today: benign.", "en", "2026-05-10"),
    ("Endoscopy this morning: mild gastritis.", "en", "2026-05-14"),
    ("위내시경 했는데 위염이 조금 있대요", "ko", "2026-05-14"),
    ("대장내시경 어제 했는데 깨끗하대요", "ko", "2026-05-13"),  # a day word between the procedure and its verb
    ("복부 초음파 받았는데 담석이 있대요", "ko", "2026-05-14"),
])
def test_a_diagnostic_procedure_had_is_a_clinic_visit_on_its_day(run: Any, text: str, lang: str, date: str) -> None:
    assert _visits(run, text, lang) == [("visit:clinic", date, "visit.procedure_done")]


@pytest.mark.parametrize(("text", "lang"), [
    ("the ultrasound on tuesday showed fatty liver", "en"),  # a finding of it, no having said
    ("I'm 48 and never had a colonoscopy", "en"),  # denied
    ("I had a colonoscopy in 2021, it was normal", "en"),  # a year: no day for a visit
    ("작년에 대장내시경 했고 깨끗했어요", "ko"),
    ("should I get a mammogram this year?", "en"),  # a question
    ("대장내시경 한 다음날 배에 가스가 차요", "ko"),  # the day after it, not its having
    ("My dad had a colonoscopy today", "en"),  # another person's
])
def test_a_procedure_not_said_as_had_on_a_day_is_no_visit(run: Any, text: str, lang: str) -> None:
    assert _visits(run, text, lang) == []


@pytest.mark.parametrize(("text", "lang", "date"), [
    ("Chemo round 4 today, went ok. Tired.", "en", "2026-05-14"),  # its place in the series between
    ("radiation session 12 done today", "en", "2026-05-14"),  # the marker word is part of the name
    ("had dialysis this morning, 3 hours on the machine", "en", "2026-05-14"),
    ("어제 항암 3차 맞고 왔어요", "ko", "2026-05-13"),
    ("투석 받고 왔어요 오늘 좀 어지럽네", "ko", "2026-05-14"),  # the alias "투석 받음" holds the having
    ("방사선 치료 12회차 받았어요", "ko", "2026-05-14"),
    ("어제 수혈 받았어요", "ko", "2026-05-13"),
])
def test_a_treatment_session_had_is_a_clinic_visit_on_its_day(run: Any, text: str, lang: str, date: str) -> None:
    assert _visits(run, text, lang) == [("visit:clinic", date, "visit.procedure_done")]


@pytest.mark.parametrize(("text", "lang"), [
    ("had chemo in 2019 for breast cancer", "en"),  # a year: history, no visit and no surgery
    ("항암제 먹고 있어요", "ko"),  # an oral drug, no session
    ("worried about the radiation from my CT scan", "en"),
    ("My mum had chemo today", "en"),  # another person's
])
def test_a_treatment_session_not_had_on_a_day_is_no_visit_and_never_a_surgery(run: Any, text: str, lang: str) -> None:
    records = run(text, SAID, lang).records
    assert [r.type for r in records if r.type in ("medical_visit", "surgery")] == []


def test_a_kidney_transplant_is_a_surgery_not_a_dialysis_session(run: Any) -> None:
    got = [(r.type, r.coordinate) for r in run("kidney transplant in 2015, doing well", SAID, "en").records]
    assert got == [("surgery", "procedure:kidney_transplant")]


def test_a_turn_with_a_visit_of_its_own_gets_no_second_one_from_its_procedure(run: Any) -> None:
    got = _visits(run, "오늘 건강검진 받고 왔어요 위내시경까지 했어요", "ko")
    assert [c for c, _, _ in got] == ["visit:checkup"]


@pytest.mark.parametrize(("text", "lang"), [
    ("건강검진 결과 나왔는데 LDL 162, HDL 38이래요", "ko"),
    ("국가건강검진 통보서 왔어요: 공복혈당 91, 혈압 116/72", "ko"),
    ("NHS health check letter: total cholesterol 6.1, HDL 1.3", "en"),
])
def test_a_checkup_named_for_its_results_alone_is_no_visit(run: Any, text: str, lang: str) -> None:
    assert _visits(run, text, lang) == []


@pytest.mark.parametrize(("text", "lang", "date"), [
    ("지난주 금요일 검진 결과 AST 48 ALT 65 나왔어요", "ko", "2026-05-08"),  # the checkup's own day
    ("오늘 건강검진 받았는데 결과 바로 나왔어요 공복혈당 102", "ko", "2026-05-14"),  # the checkup said as had
    ("검진 때 요산 8.2 나왔어요", "ko", "2026-05-14"),  # no results word: the checkup is the event
])
def test_a_checkup_with_its_day_or_its_having_stays_a_visit(run: Any, text: str, lang: str, date: str) -> None:
    assert _visits(run, text, lang) == [("visit:checkup", date, "visit.term")]


@pytest.mark.parametrize(("text", "value"), [
    ("삭센다 시작한지 한달, 3.2키로 빠져서 지금 71.8이에요", 71.8),
    ("한달 됐는데 2.4kg 빠짐. 지금 64.3.", 64.3),  # the weight now opens the next sentence
    ("끊고 나서 4키로 다시 쪘어요 ㅠㅠ 지금 73.2", 73.2),  # an adverb between the amount and its verb
])
def test_the_korean_weight_now_after_a_change_is_the_weight(run: Any, text: str, value: float) -> None:
    got = [(r.coordinate, r.value, r.unit, str(r.date)) for r in run(text, SAID, "ko").records
           if r.type == "body_measurement"]
    assert got == [("body:weight", value, "kg", "2026-05-14")]


@pytest.mark.parametrize("text", [
    "3키로 빠졌어요 지금 너무 좋아요",  # no number after the change
    "5키로 뛰었어 지금 10시",  # a distance, and a clock
])
def test_a_korean_change_without_a_weight_now_stores_no_weight(run: Any, text: str) -> None:
    assert not [r for r in run(text, SAID, "ko").records if r.type == "body_measurement"]


@pytest.mark.parametrize(("text", "lang", "date"), [
    ("GAD-7 was 11 at the GP this morning, and she's starting me on sertraline 50mg from tomorrow.", "en",
     "2026-05-14"),
    ("saw the cardiologist today, follow-up booked for the 20th", "en", "2026-05-14"),
])
def test_a_visit_dated_in_its_own_clause_is_had_whatever_the_sentence_books_ahead(run: Any, text: str, lang: str,
                                                                                  date: str) -> None:
    got = [(r.coordinate, str(r.date), r.status) for r in run(text, SAID, lang).records if r.type == "medical_visit"]
    assert got == [("visit:clinic", date, None)]
