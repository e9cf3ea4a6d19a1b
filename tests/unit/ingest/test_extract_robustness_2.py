"""Robustness probes, second set: chat-style English and Korean written for this test (glued particles,
number words, verbless fragments, a second reading of the same measure, history plus today's episode,
supplies said as "90 days of X", unnamed pills with the user's active regimens). Shipped dictionary."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.ingest.extract import extract
from pia_graph.ingest.retain_gate import decide_retain
from pia_graph.ingest.scoring import record_to_expect, score_records
from pia_graph.ontology import AliasIndex, Dictionary, load_default_dictionary

SAID_AT = "2026-03-11T21:00:00+09:00"  # a Wednesday evening
TODAY, YESTERDAY = "2026-03-11", "2026-03-10"
STATIN = {"active_regimens": ["drug:atorvastatin"]}
BP_DM = {"active_regimens": ["drug:amlodipine", "drug:metformin"]}


def R(type_: str, coordinate: str, **fields: Any) -> dict[str, Any]:  # noqa: N802 - reads like a table
    return {"type": type_, "coordinate": coordinate, **fields}


def V(coordinate: str, value: float, **fields: Any) -> dict[str, Any]:  # noqa: N802
    kind = {"vital": "vital_sign", "test": "lab_result", "body": "body_measurement"}[coordinate.split(":")[0]]
    return R(kind, coordinate, value=value, **fields)


Case = tuple[str, list[dict[str, Any]], dict[str, Any] | None]

KO: list[Case] = [
    ("어제 저녁 혈압 128에 79", [V("vital:systolic_bp", 128, date=YESTERDAY),
                             V("vital:diastolic_bp", 79, date=YESTERDAY)], None),
    ("그저께 공복혈당이 110 나왔어요", [V("test:fasting_glucose", 110, date="2026-03-09")], None),
    ("체온 37도 8부 ㅠ 목이 칼칼해", [V("vital:body_temperature", 37.8, unit="Cel"),
                                R("symptom", "symptom:sore_throat", status="active")], None),
    ("몸무게 육십팔 킬로 됐어", [V("body:weight", 68, unit="kg")], None),
    ("어제 삼 킬로 뛰고 스트레칭 함", [R("exercise", "activity:running", value=3, unit="km", date=YESTERDAY)], None),
    ("오늘걸음수2만3천보", [R("exercise", "activity:steps", value=23000)], None),
    ("아까 점심 먹고 한 시간 뒤에 혈당 재니까 168", [V("test:postprandial_glucose", 168, date=TODAY)], None),
    ("점심에 짜장면이랑 탕수육", [R("meal", "meal:meal", date=TODAY)], None),
    ("저녁에 치킨이랑 맥주", [R("meal", "meal:meal", date=TODAY), R("substance_use", "substance:alcohol")], None),
    ("새벽 2시에 야식으로 떡볶이", [R("meal", "meal:late_night_eating")], None),
    ("저녁 7시쯤 라면 먹었어", [R("meal", "meal:meal", date=TODAY)], None),
    ("어제 맥주 두 캔 마시고 담배 두 개비 피움", [R("substance_use", "substance:alcohol", value=2, date=YESTERDAY),
                                      R("substance_use", "substance:smoking", value=2, date=YESTERDAY)], None),
    ("기분 최악이야 오늘", [R("mood", "mood:mood", value="bad")], None),
    ("어제부터 설사해요", [R("symptom", "symptom:diarrhea", start=YESTERDAY)], None),
    ("열은 없는데 기침이 좀 나", [R("symptom", "symptom:fever", negated=True),
                             R("symptom", "symptom:cough", negated=False)], None),
    ("편두통 중학생 때부터 있었는데 오늘 또 왔어 7점", [R("condition", "condition:migraine", status="active"),
                                           R("symptom", "symptom:migraine", value=7, date=TODAY)], None),
    ("고지혈증 진단 받은 지 3년 됐어요", [R("condition", "condition:dyslipidemia", year="2023")], None),
    ("로수바스타틴 5밀리 먹기 시작한 지 열흘 됐어", [R("medication_regimen", "drug:rosuvastatin", value=5, unit="mg",
                                              status="active", start="2026-03-01")], None),
    ("씬지로이드 75마이크로 매일 아침 먹어요", [R("medication_regimen", "drug:levothyroxine", value=75, unit="mcg",
                                        status="active")], None),
    ("타이레놀 먹고 좀 나아졌어", [R("medication_intake", "drug:acetaminophen", status="taken")], None),
    ("90일치 크레스토 오늘 받아왔어", [R("medication_regimen", "drug:rosuvastatin", start=TODAY,
                                     expected_end="2026-06-08")], None),
    ("언니랑 저 둘 다 편두통 있어요", [R("condition", "condition:migraine"),
                               R("family_history", "condition:migraine", relation="sister")], None),
    ("당뇨약 아침에 먹었어", [R("medication_intake", "drug:metformin", status="taken", date=TODAY)], BP_DM),
    ("어제 혈압약 깜빡했어 ㅠ", [R("medication_intake", "drug:amlodipine", status="missed", date=YESTERDAY)], BP_DM),
    ("LDL이 전보다 20이나 떨어졌어 지금 110", [V("test:ldl_cholesterol", 110)], None),
    ("당화혈색소 7.2에서 6.6으로 내려감", [V("test:hba1c", 6.6)], None),
    ("아이스크림 먹었어 밤 11시에", [R("meal", "meal:late_night_eating", date=TODAY)], None),
    ("어젯밤 11시 반에 누워서 6시 10분에 일어남", [R("sleep", "sleep:night", duration_min=400)], None),
    ("브런치로 팬케이크 먹음", [R("meal", "meal:meal", date=TODAY)], None),
    ("저녁에 회식 삼겹살에 맥주 3잔", [R("meal", "meal:meal"), R("substance_use", "substance:alcohol", value=3)], None),
    ("92년생 남자입니다", [R("birth_date", "profile:birth_date", value="1992"),
                      R("sex", "profile:sex", value="male")], None),
]

EN: list[Case] = [
    ("Temp 102.1F around midnight, 99.5 now", [V("vital:body_temperature", 38.9),
                                               V("vital:body_temperature", 37.5)], None),
    ("fasting sugar 6.1 mmol this morning, 2 hrs after dinner 9.0", [V("test:fasting_glucose", 109.9),
                                                                    V("test:postprandial_glucose", 162.1)], None),
    ("glucose 188 at the pharmacy, had not fasted", [V("test:random_glucose", 188)], None),
    ("Picked up 90 days of Crestor today", [R("medication_regimen", "drug:rosuvastatin", status="active",
                                              start=TODAY, expected_end="2026-06-08")], None),
    ("got a month's worth of metformin yesterday", [R("medication_regimen", "drug:metformin", status="active")],
     None),
    ("I've had migraines since my teens, got one today 8/10", [R("condition", "condition:migraine"),
                                                               R("symptom", "symptom:migraine", value=8)], None),
    ("Had asthma since I was a kid", [R("condition", "condition:asthma", status="active")], None),
    ("late dinner: ramen at 11pm", [R("meal", "meal:late_night_eating", date=TODAY)], None),
    ("skipped breakfast, had a big lunch", [R("meal", "meal:meal", negated=True), R("meal", "meal:meal")], None),
    ("ate a whole pint of ice cream at midnight", [R("meal", "meal:late_night_eating")], None),
    ("crashed at 10:50pm, awake at 5:20", [R("sleep", "sleep:night", duration_min=390,
                                            start="2026-03-10T22:50:00+09:00", end="2026-03-11T05:20:00+09:00")],
     None),
    ("woke up at 3 and couldn't fall back asleep", [R("symptom", "symptom:insomnia")], None),
    ("no fever today but still coughing", [R("symptom", "symptom:fever", negated=True, date=TODAY),
                                           R("symptom", "symptom:cough")], None),
    ("Knee pain finally cleared up, first pain-free day in ages", [R("symptom", "symptom:knee_pain",
                                                                     status="resolved")], None),
    ("my iron deficiency anemia is resolved per the hematologist", [R("condition", "condition:anemia",
                                                                      status="resolved")], None),
    ("Family hx: dad had diabetes, grandma had a stroke", [R("family_history", "condition:type_2_diabetes",
                                                             relation="father")], None),
    ("Tonsils out as a kid, knee scope in 2019", [R("surgery", "procedure:tonsillectomy"),
                                                  R("surgery", "procedure:knee_arthroscopy", year="2019")], None),
    ("born in '79, blood type A pos", [R("birth_date", "profile:birth_date", value="1979"),
                                       R("blood_type", "profile:blood_type", value="A+")], None),
    ("Goal for spring: 150 lb and 8k steps a day", [R("goal", "goal:weight", value=68, unit="kg"),
                                                    R("goal", "goal:exercise", value=8000, unit="steps")], None),
    ("HbA1c went from 7.2 to 6.6", [V("test:hba1c", 6.6)], None),
    ("pizza and 3 beers for dinner last night", [R("meal", "meal:meal", date=YESTERDAY),
                                                 R("substance_use", "substance:alcohol", value=3)], None),
    ("I'm on metformin and atorvastatin. Skipped the diabetes med yesterday.", [
        R("medication_regimen", "drug:metformin", status="active"),
        R("medication_regimen", "drug:atorvastatin", status="active"),
        R("medication_intake", "drug:metformin", status="missed", date=YESTERDAY)], None),
    ("I've had asthma since childhood, used my inhaler twice today", [R("condition", "condition:asthma")], None),
    ("weight this morning 71.2, yesterday 71.8", [V("body:weight", 71.2, date=TODAY),
                                                  V("body:weight", 71.8, date=YESTERDAY)], None),
    # "ran out" is no run; since issue 13 the side effects are a symptom (the gate vocabulary of side effects)
    ("Refilled the statin but ran out of patience with the side effects",
     [R("symptom", "symptom:side_effects", status="active")], None),
    ("forgot my cholesterol pill last night", [R("medication_intake", "drug:atorvastatin", status="missed",
                                                 date=YESTERDAY)], STATIN),
    ("took my meds late today", [R("medication_intake", "drug:atorvastatin", status="taken", date=TODAY)], STATIN),
    ("missed my BP pill this morning", [R("medication_intake", "drug:amlodipine", status="missed")], BP_DM),
    ("forgot my pills last night", [], BP_DM),  # two regimens: never guess
]


@pytest.fixture(scope="module")
def shipped() -> tuple[Dictionary, AliasIndex]:
    d = load_default_dictionary()
    return d, AliasIndex.build(d)


def _check(shipped: tuple[Dictionary, AliasIndex], text: str, lang: str, want: list[dict[str, Any]],
           profile: dict[str, Any] | None) -> None:
    d, idx = shipped
    retained = decide_retain(text, lang, idx.match(text, lang)).retain
    assert retained or not want, f"not retained: {text}"
    got = extract(text, dt.datetime.fromisoformat(SAID_AT), lang, index=idx, dictionary=d, profile=profile)
    pred = [record_to_expect(r) for r in got.records]
    s = score_records(want, pred)
    assert s.fn == 0 and s.fp == 0 and s.fields_exact == s.fields_checked, (text, pred)


@pytest.mark.parametrize(("text", "want", "profile"), KO, ids=[c[0] for c in KO])
def test_korean_probe(shipped: tuple[Dictionary, AliasIndex], text: str, want: list[dict[str, Any]],
                      profile: dict[str, Any] | None) -> None:
    _check(shipped, text, "ko", want, profile)


@pytest.mark.parametrize(("text", "want", "profile"), EN, ids=[c[0] for c in EN])
def test_english_probe(shipped: tuple[Dictionary, AliasIndex], text: str, want: list[dict[str, Any]],
                       profile: dict[str, Any] | None) -> None:
    _check(shipped, text, "en", want, profile)
