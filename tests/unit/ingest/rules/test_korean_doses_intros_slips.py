"""Korean on unseen wording (issue 12, kob46): a strength said after the verb of a dose counted in pills, 미리 as
milligrams, a dose taken before what the user will do next (먹고 잘게요), the height and the weight said as a bare
pair in a self-introduction with the sex and age after it, and reading names typed with a keyboard slip. The
sentences are my own."""

from __future__ import annotations

from typing import Any

import pytest

from pia_graph.ontology.fuzzy_jamo import keys, one_slip

SAID = "2026-06-15T22:30:00+09:00"


def _coords(run: Any, text: str) -> dict[str, Any]:
    return {r.coordinate: r for r in run(text, SAID, "ko").records}


# --- doses ----------------------------------------------------------------------------------------------------------

def test_a_strength_said_after_the_verb_is_the_dose_taken(run: Any) -> None:
    got = _coords(run, "멜라토닌 한알 먹었음 3미리")
    intake = got["drug:melatonin"]
    assert intake.type == "medication_intake" and intake.value == 3 and intake.unit == "mg"


def test_miri_after_a_number_is_milligrams(run: Any) -> None:
    intake = _coords(run, "로라타딘 10미리 먹었어요")["drug:loratadine"]
    assert intake.value == 10 and intake.unit == "mg"


def test_miri_alone_is_in_advance_no_unit(run: Any) -> None:
    intake = _coords(run, "등산 가기 전에 미리 이부프로펜 먹었어요")["drug:ibuprofen"]
    assert intake.type == "medication_intake" and intake.value is None


@pytest.mark.parametrize("text", ["로라타딘 한알 먹고 잘게요", "멜라토닌 먹고 잘래요"])
def test_a_dose_before_the_next_step_is_taken_now(run: Any, text: str) -> None:
    got = [r for r in run(text, SAID, "ko").records if r.type == "medication_intake"]
    assert len(got) == 1 and got[0].status == "taken"


def test_a_dose_before_the_next_step_tomorrow_is_a_plan(run: Any) -> None:
    got = run("내일 아침 로라타딘 먹고 출근할게요", SAID, "ko").records
    assert not [r for r in got if r.type == "medication_intake"]


def test_the_pills_of_a_day_all_taken_are_no_stop(run: Any) -> None:
    got = [r for r in run("오늘 로사르탄 두알 다 먹었어요", SAID, "ko").records if r.coordinate == "drug:losartan"]
    assert got and all(r.type == "medication_intake" and r.status == "taken" for r in got)
    both = run("아침에 로사르탄이랑 메트포르민 둘다 먹었어", SAID, "ko").records
    assert {r.coordinate for r in both if r.type == "medication_intake"} == {"drug:losartan", "drug:metformin"}


def test_a_course_taken_to_its_end_is_stopped(run: Any) -> None:
    regimen = _coords(run, "아목시실린 7일치 다 먹음 이제 끝")["drug:amoxicillin"]
    assert regimen.type == "medication_regimen" and regimen.status == "stopped"


# --- a self-introduction --------------------------------------------------------------------------------------------

def test_height_and_weight_as_a_bare_pair(run: Any) -> None:
    got = _coords(run, "176에 72키로 남자 90년생입니다")
    assert got["profile:height"].value == 176
    assert got["body:weight"].value == 72 and got["body:weight"].unit == "kg"
    assert got["profile:sex"].value == "male" and got["profile:birth_date"].value == "1990"


def test_sex_then_age_as_bare_items(run: Any) -> None:
    got = _coords(run, "키 163 몸무게 55 여자 37살")
    assert got["profile:sex"].value == "female" and got["profile:birth_date"].value == "1989"


def test_a_blood_pressure_pair_is_no_height(run: Any) -> None:
    got = _coords(run, "혈압 168에 88 나왔어요")
    assert "profile:height" not in got and "body:weight" not in got


def test_a_pair_with_no_weight_unit_nor_sex_is_no_height(run: Any) -> None:
    assert "profile:height" not in _coords(run, "어제 150에 80 정도였어요")


# --- keyboard slips in reading names --------------------------------------------------------------------------------

def test_keys_spell_a_syllable_as_typed() -> None:
    assert keys("혈당") == "ㅎㅕㄹㄷㅏㅇ" and keys("과") == "ㄱㅗㅏ"


@pytest.mark.parametrize(("typed", "meant", "slip"), [
    ("혈딩", "혈당", True),  # ㅣ beside ㅏ
    ("콜레스태롤", "콜레스테롤", True),  # ㅐ beside ㅔ
    ("혈압", "혈당", False),  # two keys apart
    ("혈당", "혈당", False),
    ("혈닫", "혈당", False),  # ㄷ is not beside ㅇ
])
def test_one_slip_is_a_key_beside_added_or_dropped(typed: str, meant: str, slip: bool) -> None:
    assert one_slip(keys(typed), keys(meant)) is slip


def test_a_slipped_reading_name_with_a_number_is_the_reading(run: Any) -> None:
    got = _coords(run, "아침 콜레스태롤 215 나왔네요")
    assert got["test:total_cholesterol"].value == 215


def test_a_slipped_name_with_no_number_is_nothing(run: Any) -> None:
    assert not [r for r in run("콜레스태롤 걱정돼요", SAID, "ko").records if r.type == "lab_result"]
