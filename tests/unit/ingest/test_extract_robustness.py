"""Robustness probes: utterances the way people type them (particles glued on, number words, unit
spellings, fragments, abbreviations), each with the records it must give. Run on the shipped dictionary."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.ingest.extract import extract
from pia_graph.ingest.retain_gate import decide_retain
from pia_graph.ingest.scoring import record_to_expect, score_records
from pia_graph.ontology import AliasIndex, Dictionary, load_default_dictionary

SAID_AT = "2026-03-11T09:00:00+09:00"  # a Wednesday
TODAY, YESTERDAY = "2026-03-11", "2026-03-10"


def R(type_: str, coordinate: str, **fields: Any) -> dict[str, Any]:  # noqa: N802 - reads like a table
    return {"type": type_, "coordinate": coordinate, **fields}


def V(coordinate: str, value: float, **fields: Any) -> dict[str, Any]:  # noqa: N802
    kind = {"vital": "vital_sign", "test": "lab_result", "body": "body_measurement"}[coordinate.split(":")[0]]
    return R(kind, coordinate, value=value, **fields)


SYS, DIA = "vital:systolic_bp", "vital:diastolic_bp"

KO: list[tuple[str, list[dict[str, Any]]]] = [
    ("혈압 135에 88 나왔어요", [V(SYS, 135, date=TODAY), V(DIA, 88, date=TODAY)]),
    ("혈압이 140/90으로 좀 높게 나왔어요", [V(SYS, 140), V(DIA, 90)]),
    ("공복혈당 102였음", [V("test:fasting_glucose", 102, unit="mg/dL", date=TODAY)]),
    ("당화혈색소 6.1프로", [V("test:hba1c", 6.1, unit="%")]),
    ("당화혈색소 6.1% 나옴", [V("test:hba1c", 6.1)]),
    ("몸무게 72키로", [V("body:weight", 72, unit="kg")]),
    ("오늘 아침 체중 68.5kg 찍음", [V("body:weight", 68.5, date=TODAY)]),
    ("체온 38도 2부", [V("vital:body_temperature", 38.2, unit="Cel")]),
    ("열이 38.5도까지 올랐어", [V("vital:body_temperature", 38.5), R("symptom", "symptom:fever")]),
    ("체온 37.8", [V("vital:body_temperature", 37.8)]),
    ("맥박 62", [V("vital:heart_rate", 62, unit="/min")]),
    ("산소포화도 97%", [V("vital:spo2", 97)]),
    ("공복 혈당 5.6 mmol/L", [V("test:fasting_glucose", 100.9)]),
    ("LDL 130, HDL 45 나왔어요", [V("test:ldl_cholesterol", 130), V("test:hdl_cholesterol", 45)]),
    ("중성지방 190이었어요", [V("test:triglycerides", 190)]),
    ("총콜레스테롤 220", [V("test:total_cholesterol", 220)]),
    ("점심 먹고 2시간 후 혈당 145", [V("test:postprandial_glucose", 145)]),
    ("크레아티닌 1.1이래요", [V("test:creatinine", 1.1)]),
    ("허리둘레 85센티", [V("body:waist", 85, unit="cm")]),
    ("어제 소주 두 병 마심", [R("substance_use", "substance:alcohol", value=14, date=YESTERDAY)]),
    ("소주 한 병 반 마셨어", [R("substance_use", "substance:alcohol", value=10.5)]),
    ("맥주 세 잔 마셨어요", [R("substance_use", "substance:alcohol", value=3)]),
    ("어제 저녁에 와인 두 잔", [R("substance_use", "substance:alcohol", value=2, date=YESTERDAY)]),
    ("타이레놀 두 알 먹었어", [R("medication_intake", "drug:acetaminophen", status="taken", date=TODAY)]),
    ("아침에 메트포르민 먹었어요", [R("medication_intake", "drug:metformin", status="taken", date=TODAY)]),
    ("어제 메트포르민 깜빡함", [R("medication_intake", "drug:metformin", status="missed", date=YESTERDAY)]),
    ("이부프로펜 400mg 먹음", [R("medication_intake", "drug:ibuprofen", status="taken", value=400, unit="mg")]),
    ("아토르바스타틴 끊었어요", [R("medication_regimen", "drug:atorvastatin", status="stopped")]),
    ("이번 주에 세 번 달렸어 5키로씩", [R("exercise", "activity:running", value=5)]),
    ("어제 자전거 20킬로 탔어", [R("exercise", "activity:cycling", value=20, date=YESTERDAY)]),
    ("수영 한 시간 했어", [R("exercise", "activity:swimming", value=60)]),
    ("요가 40분", [R("exercise", "activity:yoga", value=40)]),
    ("30분 걸었어요", [R("exercise", "activity:walking", value=30)]),
    ("오늘 만보 걸었어", [R("exercise", "activity:steps", value=10000)]),
    ("새벽 2시에 자서 7시에 일어남", [R("sleep", "sleep:night", duration_min=300,
                                   start="2026-03-11T02:00:00+09:00", end="2026-03-11T07:00:00+09:00")]),
    ("어젯밤 세 시간 반 잤어", [R("sleep", "sleep:night", value=210)]),
    ("어제 야식으로 치킨 먹음", [R("meal", "meal:late_night_eating", date=YESTERDAY)]),
    ("스트레스 8점", [R("mood", "mood:stress", value=8)]),
    ("무릎이 좀 아파요 4점 정도", [R("symptom", "symptom:knee_pain", value=4, negated=False)]),
    ("허리 통증 6점", [R("symptom", "symptom:back_pain", value=6)]),
    ("두통 없음", [R("symptom", "symptom:headache", negated=True)]),
    ("기침은 다 나았어요", [R("symptom", "symptom:cough", status="resolved")]),
    ("엄마가 당뇨 있어요", [R("family_history", "condition:type_2_diabetes", relation="mother")]),
    ("아빠가 고혈압이 있으셔", [R("family_history", "condition:hypertension", relation="father")]),
    ("페니실린 알레르기 있어요 두드러기 나요", [R("allergy", "drug:penicillin")]),
    ("작년에 맹장 수술 했어요", [R("surgery", "procedure:appendectomy", year=2025)]),
    ("키 170cm", [R("height", "profile:height", value=170)]),
    # number words and fractions, Sino-Korean numerals, 킬로 read by context
    ("아스피린 백 밀리 매일 먹고 있어요", [R("medication_regimen", "drug:aspirin", value=100, unit="mg",
                                         status="active")]),
    ("타이레놀 오백 밀리 먹었어요", [R("medication_intake", "drug:acetaminophen", value=500, status="taken")]),
    ("체중이 2키로 빠졌어요", []),
    ("오늘 아침 체중 64.3키로", [V("body:weight", 64.3, unit="kg")]),
    ("퇴근하고 5키로 뛰었어. 28분 걸림", [R("exercise", "activity:running", value=5, duration_min=28)]),
    # concept word + number, glucose by its meal context, "공복 98"
    ("밥 먹고 두 시간 뒤 혈당 130", [V("test:postprandial_glucose", 130)]),
    ("오늘 아침 공복 98", [V("test:fasting_glucose", 98)]),
    ("콜레스테롤 수치가 240이나 나왔어", [V("test:total_cholesterol", 240)]),
    # corrections, chat laughter as a sentence break, the earlier reading in a later clause
    ("맥박 90 아니 80", [V("vital:heart_rate", 80)]),
    ("몸무게 70키로 ㅋㅋ 목표는 65키로", [V("body:weight", 70), R("goal", "goal:weight", value=65, unit="kg")]),
    ("당화혈색소 6.5 나왔어, 작년엔 7.1이었는데", [V("test:hba1c", 6.5, date=TODAY), V("test:hba1c", 7.1)]),
    # reported results, reasons, references back, family words inside other words
    ("퇴행성 관절염이래요", [R("condition", "condition:osteoarthritis", status="active")]),
    ("공복혈당 7.0 mmol/L 나왔대요", [V("test:fasting_glucose", 126.1)]),
    ("메트포르민 설사 때문에 끊었어요", [R("medication_regimen", "drug:metformin", status="stopped")]),
    ("어젯밤 메트포르민은 먹었는데 오늘 아침 건 깜빡했어", [
        R("medication_intake", "drug:metformin", status="taken", date=YESTERDAY),
        R("medication_intake", "drug:metformin", status="missed", date=TODAY)]),
    ("혈액형은 AB형 RH-예요", [R("blood_type", "profile:blood_type", value="AB-")]),
    ("언니는 유방암이셨고 아빠는 고혈압 있어요", [R("family_history", "condition:breast_cancer", relation="sister"),
                                       R("family_history", "condition:hypertension", relation="father")]),
    ("남편이랑 맥주 두 캔 마셨어요", [R("substance_use", "substance:alcohol", value=2)]),
    ("술은 일주일에 네 번 정도 마셔요", [R("baseline_habit", "profile:alcohol", value="regular")]),
    ("열이 나고 목이 따가워요", [R("symptom", "symptom:fever"), R("symptom", "symptom:sore_throat")]),
    ("그저께부터 허리가 아파서 아직도 못 앉아요", [R("symptom", "symptom:back_pain", start="2026-03-09")]),
    ("숨찬 건 없었어요", [R("symptom", "symptom:shortness_of_breath", negated=True)]),
    ("꽃가루 알레르기 있어요", [R("allergy", "substance:pollen")]),
    ("새우 먹으면 두드러기가 올라와요. 갑각류 알레르기예요", [R("allergy", "food:shellfish")]),
    ("어제 밤에 떡볶이 먹고 잤어", [R("meal", "meal:late_night_eating", date=YESTERDAY)]),
    ("오늘 대상포진 2차 접종 맞았어요", [R("vaccination", "vaccine:shingles", date=TODAY)]),
]

EN: list[tuple[str, list[dict[str, Any]]]] = [
    ("bp 141/93 ugh", [V(SYS, 141, date=TODAY), V(DIA, 93, date=TODAY)]),
    ("BP: 128/82, HR: 71", [V(SYS, 128), V(DIA, 82), V("vital:heart_rate", 71)]),
    ("bs 132 after lunch", [V("test:postprandial_glucose", 132)]),
    # the fasting reading named by the state alone: a decimal is mmol/L; a ratio or hours of fasting is no reading
    ("fasting 5.2", [V("test:fasting_glucose", 93.683)]),
    ("intermittent fasting 16:8 this month", []),
    ("fasting 16.5 hours yesterday", []),
    ("wt 182 lbs", [V("body:weight", 82.55, unit="kg")]),
    ("weighed 165 lb this am", [V("body:weight", 74.84, date=TODAY)]),
    ("hr 62", [V("vital:heart_rate", 62)]),
    ("a1c 6.8", [V("test:hba1c", 6.8, unit="%")]),
    ("tg 190 hdl 38 ldl 142", [V("test:triglycerides", 190), V("test:hdl_cholesterol", 38),
                               V("test:ldl_cholesterol", 142)]),
    ("fasting sugar like 120ish", [V("test:fasting_glucose", 120)]),
    ("glucose 5.6 mmol/L", [V("test:random_glucose", 100.9)]),
    ("ldl 3.4 mmol/L", [V("test:ldl_cholesterol", 131.5)]),
    ("cholesterol 212", [V("test:total_cholesterol", 212)]),
    ("temp 101.2°F", [V("vital:body_temperature", 38.44, unit="Cel")]),
    ("temp was 99.5 F", [V("vital:body_temperature", 37.5)]),
    ("pulse ox 96%", [V("vital:spo2", 96)]),
    ("waist 34 in", [V("body:waist", 86.36, unit="cm")]),
    ("bmi 27.3", [V("body:bmi", 27.3)]),
    ("creatinine 88 umol/L", [V("test:creatinine", 0.995)]),
    # a bare number outside the canonical unit's range, in the unit labs elsewhere report it in (81_unit_inference)
    ("uric acid 0.38 now, bp 134/84", [V("test:uric_acid", 6.389, unit="mg/dL"), V(SYS, 134), V(DIA, 84)]),
    ("uric acid 380", [V("test:uric_acid", 6.389)]),
    ("uric acid 6.2", [V("test:uric_acid", 6.2)]),
    ("a1c 48", [V("test:hba1c", 6.542, unit="%")]),
    ("calcium 2.4", [V("test:calcium", 9.619, unit="mg/dL")]),
    ("calcium 9.5", [V("test:calcium", 9.5)]),
    ("crp 3.2", [V("test:crp", 3.2)]),
    ("2 beers last nite", [R("substance_use", "substance:alcohol", value=2, date=YESTERDAY)]),
    ("3 glasses of wine last night", [R("substance_use", "substance:alcohol", value=3, date=YESTERDAY)]),
    ("took 2 advil", [R("medication_intake", "drug:ibuprofen", status="taken", date=TODAY)]),
    ("skipped my lisinopril this am", [R("medication_intake", "drug:lisinopril", status="missed", date=TODAY)]),
    ("took my metformin 500mg this morning", [R("medication_intake", "drug:metformin", status="taken",
                                                value=500, unit="mg")]),
    ("stopped taking atorvastatin", [R("medication_regimen", "drug:atorvastatin", status="stopped")]),
    ("started lisinopril 10 mg daily", [R("medication_regimen", "drug:lisinopril", status="active",
                                          value=10, unit="mg", start=TODAY)]),
    ("ran 10k in 58 min", [R("exercise", "activity:running", value=10, duration_min=58)]),
    ("biked 20 miles yesterday", [R("exercise", "activity:cycling", value=32.19, date=YESTERDAY)]),
    ("swam for 30 mins", [R("exercise", "activity:swimming", value=30)]),
    ("walked 45 min", [R("exercise", "activity:walking", value=45)]),
    ("8,500 steps today", [R("exercise", "activity:steps", value=8500)]),
    ("slept 11 to 6", [R("sleep", "sleep:night", duration_min=420)]),
    ("headache 6/10", [R("symptom", "symptom:headache", value=6, negated=False)]),
    ("no headache today", [R("symptom", "symptom:headache", negated=True)]),
    ("knee pain 4/10", [R("symptom", "symptom:knee_pain", value=4)]),
    ("stress 7/10", [R("mood", "mood:stress", value=7)]),
    ("my mom has type 2 diabetes", [R("family_history", "condition:type_2_diabetes", relation="mother")]),
    ("allergic to penicillin, get hives", [R("allergy", "drug:penicillin")]),
    ("had my appendix out in 2019", [R("surgery", "procedure:appendectomy", year=2019)]),
    # concept words with a number, "bs", "total" in a lipid list, hedged values with a question mark
    ("sugar 142 two hours after dinner", [V("test:postprandial_glucose", 142)]),
    ("blood sugar 96 fasting", [V("test:fasting_glucose", 96)]),
    ("bs 210 ugh", [V("test:random_glucose", 210)]),
    ("ldl 120 hdl 50 total 198", [V("test:ldl_cholesterol", 120), V("test:hdl_cholesterol", 50),
                                  V("test:total_cholesterol", 198)]),
    ("sugar was maybe 105?", [V("test:random_glucose", 105)]),
    # corrections, changes of weight, units after numbers that are also abbreviations
    ("hr 58 sorry i mean 85", [V("vital:heart_rate", 85)]),
    ("bp 150/100 wait no 130/90", [V(SYS, 130), V(DIA, 90)]),
    ("lost 4 lbs this month", []),
    ("jogged 4 mi this morning", [R("exercise", "activity:running", value=6.44)]),
    ("2 and a half glasses of wine", [R("substance_use", "substance:alcohol", value=2.5)]),
    # activities side by side, a walk with the dog, sleep slang
    ("30 min bike then 15 min yoga", [R("exercise", "activity:cycling", duration_min=30),
                                      R("exercise", "activity:yoga", value=15)]),
    ("walked the dog 40 min", [R("exercise", "activity:walking", value=40)]),
    ("passed out at 11:30, alarm at 6", [R("sleep", "sleep:night", duration_min=390)]),
    # broader coordinates, scans are not surgery, profile lists
    ("my dad had a heart attack at 62", [R("family_history", "condition:cardiovascular_disease", relation="father")]),
    # (a scan had on a day is a clinic visit that day, rule visit.procedure_done: still no surgery record)
    ("got a chest x-ray yesterday", [R("medical_visit", "visit:clinic", date="2026-03-10")]),
    ("for the record: female, born 1985-04-12", [R("sex", "profile:sex", value="female"),
                                                  R("birth_date", "profile:birth_date", value="1985-04-12")]),
    ("doc says stop the amoxicillin, last dose was monday", [R("medication_regimen", "drug:amoxicillin",
                                                              status="stopped", end="2026-03-09")]),
    ("took my levo at 7am on an empty stomach", [R("medication_intake", "drug:levothyroxine", status="taken")]),
    ("goal is to get my a1c below 7", [R("goal", "goal:glucose", value=7, unit="%")]),
]


@pytest.fixture(scope="module")
def shipped() -> tuple[Dictionary, AliasIndex]:
    d = load_default_dictionary()
    return d, AliasIndex.build(d)


def _check(shipped: tuple[Dictionary, AliasIndex], text: str, lang: str, want: list[dict[str, Any]]) -> None:
    d, idx = shipped
    assert decide_retain(text, lang, idx.match(text, lang)).retain, f"not retained: {text}"
    got = extract(text, dt.datetime.fromisoformat(SAID_AT), lang, index=idx, dictionary=d)
    pred = [record_to_expect(r) for r in got.records]
    s = score_records(want, pred)
    assert s.fn == 0 and s.fp == 0 and s.fields_exact == s.fields_checked, (text, pred)


@pytest.mark.parametrize(("text", "want"), KO, ids=[t for t, _ in KO])
def test_korean_probe(shipped: tuple[Dictionary, AliasIndex], text: str, want: list[dict[str, Any]]) -> None:
    _check(shipped, text, "ko", want)


@pytest.mark.parametrize(("text", "want"), EN, ids=[t for t, _ in EN])
def test_english_probe(shipped: tuple[Dictionary, AliasIndex], text: str, want: list[dict[str, Any]]) -> None:
    _check(shipped, text, "en", want)
