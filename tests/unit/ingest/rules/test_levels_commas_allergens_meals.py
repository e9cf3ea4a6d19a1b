"""A drug's level told by the level word alone, decimal commas, Korean step counts with hundreds, allergens told by
their contact, a regimen's dose told apart, a Korean sex word joined to the age, and drinks told day by day
(docs/extraction.md, session 56, strict56). Sentences of their own."""

from __future__ import annotations

from typing import Any

import pytest

from pia_graph.ingest.analysed_text import analysed_form
from pia_graph.ingest.extract.numbers import find_quantities
from tests.unit.ingest.strict_helpers import SAID_EN, SAID_KO, day, of_type

# --- the level of a drug that is also a test ---


@pytest.mark.parametrize(("text", "lang", "value"), [
    ("Began vitamin D 1000 IU with breakfast. The nurse said my level came back at 16.", "en", 16.0),
    ("I take vit d every day now. levels yesterday 34", "en", 34.0),
    ("비타민D는 계속 먹고 있어요. 수치가 28로 올랐대요", "ko", 28.0),
])
def test_a_level_word_with_the_drug_named_is_the_test(run: Any, text: str, lang: str, value: float) -> None:
    rec = of_type(run, text, "lab_result", lang, SAID_KO if lang == "ko" else SAID_EN)["test:vitamin_d"]
    assert (rec.value, rec.rule_id) == (value, "measure.level_of_named_drug")


def test_a_level_word_reads_the_drug_the_user_takes(run: Any) -> None:
    got = run("의사쌤이 그대로 먹으래요 수치가 아직 21이라서", SAID_KO, "ko",
              {"active_regimens": ["drug:vitamin_d_supplement"]})
    assert {(r.coordinate, r.value) for r in got.records if r.type == "lab_result"} == {("test:vitamin_d", 21.0)}


@pytest.mark.parametrize(("text", "lang"), [
    ("taking vitamin d 2000 daily. stress level 7 today", "en"),  # another noun leads the level word
    ("I'm on vitamin d and magnesium now. my level was 30", "en"),  # two drugs with a test of their name
    ("started metformin 500. my level was 30", "en"),  # metformin shares its name with no test
])
def test_a_level_word_without_one_named_drug_is_no_test(run: Any, text: str, lang: str) -> None:
    recs = of_type(run, text, "lab_result", lang, SAID_EN)
    assert not any(r.rule_id == "measure.level_of_named_drug" for r in recs.values())


# --- a decimal comma is a point, in both languages; a Korean counter keeps its comma ---


@pytest.mark.parametrize(("raw", "analysed"), [
    ("sugar 6,2 mmol/L", "sugar 6.2 mmol/L"),
    ("체중 81,3kg", "체중 81.3kg"),
    ("열 37,9도에 기침", "열 37.9도에 기침"),
    ("3,4일 정도", "3,4일 정도"),
    ("12,400 steps", "12,400 steps"),
    ("scores 7,6,8", "scores 7,6,8"),
])
def test_a_decimal_comma_reads_as_a_point(raw: str, analysed: str) -> None:
    assert analysed_form(raw) == analysed


@pytest.mark.parametrize(("text", "lang", "rtype", "key", "value"), [
    ("fasting 6,3 mmol this morning", "en", "lab_result", "test:fasting_glucose", 113.501),
    ("오늘 아침 공복 혈당 6,1 mmol/L", "ko", "lab_result", "test:fasting_glucose", 109.898),
    ("몸무게 66,4kg 나왔어요", "ko", "body_measurement", "body:weight", 66.4),
])
def test_a_reading_with_a_decimal_comma(run: Any, text: str, lang: str, rtype: str, key: str, value: float) -> None:
    said = SAID_KO if lang == "ko" else SAID_EN  # the write path reads the analysed form (turn_flow)
    assert of_type(run, analysed_form(text), rtype, lang, said)[key].value == pytest.approx(value)


# --- Korean steps: ten thousands, thousands and hundreds ---


@pytest.mark.parametrize(("text", "value"), [
    ("만 삼백 보", 10300.0),
    ("이만 오백 보 걸었어요", 20500.0),
    ("만 이천 보", 12000.0),
    ("1만 2천보", 12000.0),
])
def test_korean_steps_with_hundreds(text: str, value: float) -> None:
    assert [q.value for q in find_quantities(text, "ko") if q.unit == "steps"] == [value]


# --- an allergen told by its contact, and one said to be fine ---


@pytest.mark.parametrize(("text", "key"), [
    ("라텍스 장갑 끼면 손이 가려워요", "substance:latex"),
    ("땅콩 먹으면 얼굴이 부어요", "food:peanut"),
])
def test_an_allergen_told_by_its_contact_is_an_allergy(run: Any, text: str, key: str) -> None:
    got = run(text, SAID_KO, "ko")
    assert key in {r.coordinate for r in got.records if r.type == "allergy"}
    assert not [r for r in got.records if r.type == "symptom"]


def test_an_allergen_said_to_be_fine_is_no_allergy(run: Any) -> None:
    assert set(of_type(run, "새우는 괜찮은데 복숭아 먹으면 두드러기 나요", "allergy", "ko", SAID_KO)) == {"food:peach"}
    assert set(of_type(run, "eggs are fine but peanuts make my lips swell", "allergy", "en", SAID_EN)) == \
        {"food:peanut"}


# --- a regimen's dose told apart from its drug ---


@pytest.mark.parametrize(("text", "lang", "key", "value"), [
    ("Picked up my sertraline from the chemist, 28 tablets. 50mg each morning", "en", "drug:sertraline", 50.0),
    ("taking my metformin after dinner now, the GP agreed. 850mg once", "en", "drug:metformin", 850.0),
    ("약국에서 나프록센 받아옴 250 하루 두번", "ko", "drug:naproxen", 250.0),
])
def test_a_dose_told_apart_is_the_regimens(run: Any, text: str, lang: str, key: str, value: float) -> None:
    rec = of_type(run, text, "medication_regimen", lang, SAID_KO if lang == "ko" else SAID_EN)[key]
    assert rec.value == value


@pytest.mark.parametrize("text", [
    "on metformin now, fasting was 140 mg/dl",  # a reading's unit
    "started metformin last month. a1c 7.1 now",  # the measurement's number
    "started metformin and the doc also gave me atorvastatin. 20mg",  # two drugs: whose dose is unsaid
])
def test_a_number_apart_that_is_no_dose_stays_apart(run: Any, text: str) -> None:
    assert all(r.value is None for r in of_type(run, text, "medication_regimen", "en", SAID_EN).values())


@pytest.mark.parametrize(("text", "value"), [
    ("키 170 몸무게 64 남자고 92년생", "male"),
    ("여자고 35살이에요", "female"),
])
def test_a_korean_sex_word_joined_to_the_age_that_follows(run: Any, text: str, value: str) -> None:
    assert of_type(run, text, "sex", "ko", SAID_KO)["profile:sex"].value == value


def test_a_sex_word_of_a_comparison_is_no_sex(run: Any) -> None:
    assert of_type(run, "여자고 남자고 상관없이 운동은 해야죠", "sex", "ko", SAID_KO) == {}


# --- drinks told day by day ---


def test_drinks_told_day_by_day_are_one_record_a_day(run: Any) -> None:
    got = run("토요일에 소주 세 잔, 일요일엔 맥주 두 잔", SAID_KO, "ko")
    drinks = sorted((day(r.date), r.value) for r in got.records if r.type == "substance_use")
    assert drinks == [("2026-10-17", 3.0), ("2026-10-18", 2.0)]


def test_drinks_of_one_evening_are_summed(run: Any) -> None:
    got = run("last night 2 pints and a glass of red", SAID_EN, "en")
    assert [r.value for r in got.records if r.type == "substance_use"] == [3.0]


# --- a weight change's amount is no weight ---


@pytest.mark.parametrize(("text", "value"), [
    ("오늘 체중 61.4, 지난주보다 1.5킬로 빠졌어요", 61.4),
    ("명절 지나고 체중 +3키로 68.0", 68.0),
])
def test_a_korean_weight_change_amount_is_no_weight(run: Any, text: str, value: float) -> None:
    got = run(text, SAID_KO, "ko")
    assert [r.value for r in got.records if r.type == "body_measurement"] == [value]


# --- English step counts with the day after them; a holiday named after a sport ---


def test_english_step_counts_with_the_day_after_each(run: Any) -> None:
    got = run("wrecked. 15,300 steps Friday and 12,050 on Saturday", "2026-08-31T09:00:00+01:00", "en")
    steps = sorted((day(r.date), r.value) for r in got.records if r.type == "exercise")
    assert steps == [("2026-08-28", 15300.0), ("2026-08-29", 12050.0)]


def test_boxing_day_is_no_boxing(run: Any) -> None:
    got = run("boxing day walk along the coast, 2 hours", "2026-12-26T18:00:00+00:00", "en")
    assert {r.coordinate for r in got.records if r.type == "exercise"} == {"activity:walking"}


# --- Korean: heartburn said with 쓰리-, a drug got with its strength ---


def test_korean_heartburn_said_with_its_verb(run: Any) -> None:
    assert "symptom:heartburn" in of_type(run, "회식 다음날이라 속 쓰리고 피곤해요", "symptom", "ko", SAID_KO)


def test_a_korean_drug_got_with_its_strength_is_the_regimen(run: Any) -> None:
    rec = of_type(run, "내과 가서 암로디핀 5mg 받아왔어요", "medication_regimen", "ko", SAID_KO)["drug:amlodipine"]
    assert (rec.status, rec.value) == ("active", 5.0)
    assert of_type(run, "편의점에서 타이레놀 받았어요", "medication_regimen", "ko", SAID_KO) == {}


# --- Korean doses of a part of the day, and a day's dose taken after one missed ---


def test_korean_doses_missed_by_the_part_of_the_day(run: Any) -> None:
    got = run("여행 가면서 로사르탄을 안 챙겼어요. 어제 아침꺼 못 먹었고 오늘 아침도 못 먹음", SAID_KO, "ko")
    missed = sorted(day(r.date) or "" for r in got.records
                    if r.type == "medication_intake" and r.coordinate == "drug:losartan" and r.status == "missed")
    assert missed == ["2026-10-19", "2026-10-20"]


def test_a_korean_part_of_the_day_alone_is_no_dose(run: Any) -> None:
    got = run("로사르탄 얘기를 들었는데 아침 못 먹었어", SAID_KO, "ko")
    assert not [r for r in got.records if r.type == "medication_intake"]


def test_a_korean_day_and_the_verb_after_a_missed_dose_is_taken(run: Any) -> None:
    got = run("어제 깜빡하고 암로디핀 못 먹었어요. 오늘은 먹었어요", SAID_KO, "ko")
    doses = sorted((day(r.date), r.status) for r in got.records if r.type == "medication_intake")
    assert doses == [("2026-10-19", "missed"), ("2026-10-20", "taken")]
