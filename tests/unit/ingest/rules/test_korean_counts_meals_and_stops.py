"""Korean said in ways fresh text brings (session 47, ko47): a device's step count after its counter word (걸음 8,412),
a round floor said as reached (만보 찍었다) beside the exact count, a meal late at night by a clock hour said in a
clause of its own or bare in an evening turn, no meal from a verb with 먹 that is no eating (까먹, 빼먹) or a
pronoun (건 먹었고요), a symptom over by "오늘은 괜찮아요" or a short last sentence, a 10-point score in a later
sentence, a drug stopped in the next sentence, dialect kinship words (아부지, 아배, 아들놈), and a regimen kept as
it is (그대로) or said by its bare dose, 신장 beside body measures as the height, no height from a running pace
(6'08"), a measure named as a heading ("체중 보고! 68.2") and a bare number said with losing weight (살 빼야 …
74.1). Sentences of their own."""

from __future__ import annotations

from typing import Any

import pytest

from pia_graph.ingest.analysed_text import analysed_form
from tests.unit.ingest.rule_test_helpers import dumped_records, fields_at

EVENING = "2026-07-17T22:30:00+09:00"  # a Friday, late
MORNING = "2026-07-17T08:00:00+09:00"
_LATE = "meal:late_night_eating"


def _records(run: Any, text: str, said: str = MORNING) -> list[tuple[str, str, dict[str, Any]]]:
    return dumped_records(run, analysed_form(text), "ko", said=said)


def _coords(run: Any, text: str, said: str = MORNING) -> set[str]:
    return {c for _t, c, _f in _records(run, text, said)}


@pytest.mark.parametrize(("text", "steps"), [
    ("워치 요약: 수면 7시간, 걸음 7,315", 7315),
    ("퇴근하고 30분 걸었음. 오늘 걸음수 8,940", 8940),
    ("걷기 50분 만보 넘김 12,350", 12350),
    ("저녁 산책 한시간, 만보 찍었다 ㅋㅋ 10420보", 10420),
])
def test_a_step_count_after_its_counter_word_and_the_exact_one_beside_a_floor(run: Any, text: str,
                                                                               steps: int) -> None:
    assert [f["value"] for f in fields_at(_records(run, text), "activity:steps")] == [steps]


@pytest.mark.parametrize(("text", "said"), [
    ("떡볶이 시켜먹음 ㅠㅠ 밤 11시에", MORNING),  # ㅠㅠ closes the sentence: the hour is a sentence of its own
    ("족발에 소주 한잔 ㅋㅋ 밤 10시에..", MORNING),
    ("어제 저녁 9시 반에 라면 먹었어요", MORNING),
    ("야근 끝나고 11시에 컵라면 먹음", EVENING),  # an hour said bare in an evening turn
])
def test_a_meal_at_a_clock_hour_of_the_night_is_late_night_eating(run: Any, text: str, said: str) -> None:
    assert _LATE in _coords(run, text, said)


@pytest.mark.parametrize(("text", "said"), [
    ("11시에 점심 먹었어요", EVENING),  # the day part said: lunch
    ("야근 끝나고 11시에 컵라면 먹음", MORNING),  # said in the morning: the hour is no night
])
def test_a_bare_hour_is_no_night_with_a_day_part_or_in_a_morning_turn(run: Any, text: str, said: str) -> None:
    assert _LATE not in _coords(run, text, said)


@pytest.mark.parametrize("text", [
    "어제 밤 로사르탄 깜빡했어요. 오늘 아침 건 먹었고요",  # a pronoun for the dose
    "당뇨약 저녁에 까먹어서 자기 전에 먹음",  # 까먹: forgot
    "오늘 혈압: 아침 128/80. 저녁은 안잼",  # not measured in the evening
    "기침 콧물 ㅠㅠ 그저께 저녁부터.",  # the time of an episode
    "어제 저녁부터 배탈. 오늘 아침엔 좀 나아짐",
])
def test_no_meal_from_a_pronoun_a_verb_that_is_no_eating_or_a_time(run: Any, text: str) -> None:
    assert not {c for c in _coords(run, text) if c.startswith("meal:")}


def test_a_meal_item_still_holds(run: Any) -> None:
    got = _records(run, "아침 토스트 점심 비빔밥")
    assert [f["value"] for f in fields_at(got, "meal:meal")] == ["토스트", "비빔밥"]


@pytest.mark.parametrize("text", [
    "그저께 머리가 지끈지끈 아팠는데 오늘은 괜찮아요",
    "어젯밤 배가 너무 아파서 병원 다녀왔어요. 장염이래요. 지금은 괜찮음",
])
def test_a_symptom_said_fine_today_or_in_a_short_last_sentence_is_resolved(run: Any, text: str) -> None:
    got = _records(run, text)
    statuses = [f.get("status") for t, _c, f in got if t == "symptom"]
    assert statuses and set(statuses) == {"resolved"}


def test_a_later_sentence_with_a_ten_point_score_rates_the_symptom(run: Any) -> None:
    got = _records(run, "어깨가 결려요. 팔 들면 더 심하고 7점")
    assert [f.get("value") for t, _c, f in got if t == "symptom"] == [7.0]


def test_a_score_told_of_something_else_rates_no_symptom(run: Any) -> None:
    got = _records(run, "두통 있어요. 기분은 5점")
    assert [f.get("value") for t, _c, f in got if t == "symptom"] == [None]


@pytest.mark.parametrize("text", [
    "로수바스타틴 먹고 있었는데 이제 안먹어요. 간수치 때문에",
    "클로피도그렐 75mg 매일 먹는데 내시경 때문에 일주일 쉬래요. 오늘부터 중단",
])
def test_a_drug_stopped_in_a_later_clause_or_the_next_sentence(run: Any, text: str) -> None:
    assert {f.get("status") for t, _c, f in _records(run, text) if t == "medication_regimen"} == {"stopped"}


def test_a_stop_that_names_something_else_stops_no_drug(run: Any) -> None:
    assert {f.get("status") for t, _c, f in _records(run, "메트포르민 먹어요. 운동은 중단")
            if t == "medication_regimen"} == {"active"}


@pytest.mark.parametrize(("text", "relation"), [
    ("우리 아부지가 당뇨로 고생하세요", "father"),
    ("울 엄니 고혈압 약 드신 지 10년", "mother"),
    ("아들놈이 천식 진단받았어", "son"),
])
def test_dialect_kinship_words_are_family_history(run: Any, text: str, relation: str) -> None:
    got = [f.get("relation") for t, _c, f in _records(run, text) if t == "family_history"]
    assert got == [relation]


@pytest.mark.parametrize(("text", "drug", "value"), [
    ("아토르바스타틴 20 그대로 유지하래요", "drug:atorvastatin", 20.0),
    ("글리메피리드 2mg 추가, 메트포르민은 그대로 500 두번", "drug:metformin", 500.0),
    ("라미프릴 5 먹어", "drug:ramipril", 5.0),
    ("트레시바 20단위 아침에 맞아요", "drug:insulin_degludec", 20.0),
])
def test_a_regimen_kept_as_it_is_or_said_by_its_bare_dose(run: Any, text: str, drug: str, value: float) -> None:
    got = [f for t, c, f in _records(run, text) if t == "medication_regimen" and c == drug]
    assert [(f.get("value"), f.get("status")) for f in got] == [(value, "active")]


def test_that_is_right_is_no_injection(run: Any) -> None:
    assert not [t for t, _c, _f in _records(run, "혈당 120 맞아요") if t.startswith("medication")]


def test_shinjang_beside_body_measures_is_the_height_and_else_the_kidney(run: Any) -> None:
    got = _records(run, "[건강검진] 신장 165.4 cm / 체중 61.2 kg / 허리둘레 78 cm")
    assert [f["value"] for f in fields_at(got, "profile:height")] == [165.4]
    assert [f["value"] for f in fields_at(got, "body:waist")] == [78.0]
    assert not fields_at(_records(run, "신장 기능이 떨어졌대요 크레아티닌 1.5"), "profile:height")


def test_a_running_pace_in_minutes_and_seconds_is_no_height(run: Any) -> None:
    assert "profile:height" not in _coords(run, "달리기 10km 58분, 평균 페이스 5'48\" 오늘")


def test_a_measure_named_as_a_heading_takes_the_number_opening_the_next_sentence(run: Any) -> None:
    got = _records(run, "토요일 아침 몸무게 기록! 63.4 → 저번주보다 0.6 빠짐")
    assert [f["value"] for f in fields_at(got, "body:weight")] == [63.4]


def test_a_bare_number_said_with_losing_weight_is_the_weight(run: Any) -> None:
    got = _records(run, "여름 전에 살 좀 빼야 되는데 오늘 아침 81.3")
    assert [f["value"] for f in fields_at(got, "body:weight")] == [81.3]



@pytest.mark.parametrize("text", [
    "밤 11시에 떡볶이 먹었다.. 피곤하면 자꾸 야식을 ㅠ",
    "새벽 1시 치킨 시켜먹음 ㅋㅋ 야식 끊어야 되는데",
])
def test_the_word_yasik_said_as_a_habit_or_a_resolve_is_no_second_late_meal(run: Any, text: str) -> None:
    assert [c for _t, c, _f in _records(run, text)].count(_LATE) == 1


def test_an_activity_said_as_the_aim_is_the_goal_not_a_log(run: Any) -> None:
    got = _records(run, "다음 달부터 주 120분 수영 목표로 잡음!")
    assert "activity:swimming" not in {c for _t, c, _f in got}
    assert [(f.get("value"), f.get("unit")) for t, _c, f in got if t == "goal"] == [(120.0, "min")]


def test_a_dose_missed_in_the_next_sentence_is_the_regimens_and_no_memory_trouble(run: Any) -> None:
    got = _records(run, "트레시바 22단위 아침에 맞아요. 오늘은 깜빡함")
    assert [f.get("status") for t, _c, f in got if t == "medication_intake"] == ["missed"]
    assert "symptom:memory_problems" not in {c for _t, c, _f in got}
    assert "symptom:memory_problems" in _coords(run, "요즘 자꾸 깜빡함")


def test_a_dose_said_by_a_pronoun_after_one_missed_is_taken(run: Any) -> None:
    got = _records(run, "어제 밤 메트포르민 깜빡했어요. 오늘 아침 건 먹었고요")
    assert sorted(f.get("status") for t, c, f in got if t == "medication_intake") == ["missed", "taken"]
