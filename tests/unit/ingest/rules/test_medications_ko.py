"""Extraction rules of the medications family, Korean: names, doses, intake status, supply, switches."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.unit.ingest.rule_test_helpers import (
    SAID_KST_AM,
    TODAY_KO,
    by_coordinate,
    by_coordinate_ko,
    dumped_records,
    fields_at,
    medication_rows,
    record_rows,
    regimens_of,
    types_at,
)
from tests.unit.ingest.strict_helpers import SAID_EN, SAID_KO, day
from tests.unit.ingest.strict_helpers import day as _day
from tests.unit.ingest.strict_helpers import of_type as _of


# rule med.named_drug: switching from one drug to another stops the first
@pytest.mark.parametrize(("text", "lang", "old", "new"), [
    ("doc changed me from lisinopril 10 to losartan", "en", "drug:lisinopril", "drug:losartan"),
    ("메트포르민에서 자누메트로 바꿨어요", "ko", "drug:metformin", None),
])
def test_a_switch_stops_the_first_drug(run: Any, text: str, lang: str, old: str, new: str | None) -> None:
    records = dumped_records(run, text, lang)
    assert [r["status"] for r in fields_at(records, old)] == ["stopped"]
    if new is not None:
        assert [r["status"] for r in fields_at(records, new)] == ["active"]

# --- a plan not carried out: no regimen, no intake ------------------------------------------------------------


@pytest.mark.parametrize(("text", "lang", "key"), [
    ("dr patel says if my a1c stays over 7 i'll need metformin at night, not yet tho", "en", "drug:metformin"),
    ("i'll need metformin at night", "en", "drug:metformin"),
    ("might need to go on atorvastatin if ldl doesn't drop", "en", "drug:atorvastatin"),
    ("haven't started the sertraline they gave me", "en", "drug:sertraline"),
    ("수치 안 떨어지면 메트포르민 먹어야 할 수도 있대요", "ko", "drug:metformin"),
])
def test_a_plan_not_carried_out_is_no_regimen(run: Any, text: str, lang: str, key: str) -> None:
    assert types_at(run, text, lang, key) == {}


@pytest.mark.parametrize(("text", "lang", "key", "rtype", "status"), [
    ("losartan 50mg starting tomorrow", "en", "drug:losartan", "medication_regimen", "active"),  # a start given a day
    ("started metformin 500mg, not yet seeing results", "en", "drug:metformin", "medication_regimen", "active"),
    ("haven't taken my metformin yet", "en", "drug:metformin", "medication_intake", "missed"),
    ("아토르바스타틴 10mg 내일부터 먹기로", "ko", "drug:atorvastatin", "medication_regimen", "active"),
])
def test_guard_a_start_or_a_dose_is_still_recorded(run: Any, text: str, lang: str, key: str, rtype: str,
                                                  status: str) -> None:
    assert types_at(run, text, lang, key)[rtype].status == status


@pytest.mark.parametrize(("text", "lang", "stopped", "started", "dose"), [
    ("doc swapped my amlodipine for losartan 50 last week", "en", "drug:amlodipine", "drug:losartan", 50),
    ("replaced the metformin with sitagliptin 100mg", "en", "drug:metformin", "drug:sitagliptin", 100),
    ("로사르탄 끊고 암로디핀 5mg으로 바꿨어요", "ko", "drug:losartan", "drug:amlodipine", 5),
    ("메트포르민 먹다가 시타글립틴 100mg으로 바꿈", "ko", "drug:metformin", "drug:sitagliptin", 100),
])
def test_switch_stops_one_and_starts_the_other(run: Any, text: str, lang: str, stopped: str, started: str,
                                               dose: int) -> None:
    got = medication_rows(run, text, lang)
    assert ("medication_regimen", stopped, "stopped", None, None) in got
    assert ("medication_regimen", started, "active", dose, "mg") in got


def test_a_dose_after_the_next_drug_is_not_this_drugs(run: Any) -> None:
    got = medication_rows(run, "리피토 끊고 크레스토 20mg으로 바꿨어", "ko")
    assert ("medication_regimen", "drug:atorvastatin", "stopped", None, None) in got


@pytest.mark.parametrize(("text", "lang", "expected"), [
    ("took 12 units of insulin glargine tonight", "en", ("drug:insulin_glargine", 12, "units")),
    ("란투스 14단위 맞음", "ko", ("drug:insulin_glargine", 14, "units")),
])
def test_units_as_said(run: Any, text: str, lang: str, expected: tuple[str, int, str]) -> None:
    got = medication_rows(run, text, lang)
    assert [(c, v, u) for _t, c, _s, v, u in got] == [expected]


@pytest.mark.parametrize(("text", "lang", "dose"), [
    ("took my bedtime insulin, 10 units lantus", "en", 10),
    ("인슐린 투제오 20단위 맞았어", "ko", 20),
])
def test_unspecified_drug_yields_to_its_named_member(run: Any, text: str, lang: str, dose: int) -> None:
    got = medication_rows(run, text, lang)
    assert got == [("medication_intake", "drug:insulin_glargine", "taken", dose, "units")]


@pytest.mark.parametrize(("text", "status"), [
    ("아목시실린 저녁에 거름", "missed"),
    ("이부프로펜 먹고 두통 좀 나아짐", "taken"),
    ("허리 통증 많이 좋아졌어요 이부프로펜 먹고", "taken"),
])
def test_korean_dose_status_wording(run: Any, text: str, status: str) -> None:
    got = medication_rows(run, text, "ko")
    assert [(t, s) for t, _c, s, *_x in got] == [("medication_intake", status)]


@pytest.mark.parametrize("text", ["씬지로이드 75마이크로그램 먹는중", "로사르탄 50mg 다음주부터"])
def test_korean_regimen_wording(run: Any, text: str) -> None:
    got = medication_rows(run, text, "ko")
    assert [(t, s) for t, _c, s, *_x in got] == [("medication_regimen", "active")]


@pytest.mark.parametrize(("text", "lang"), [("no more omeprazole for me, finished the box", "en"),
                                            ("오메프라졸 끊은지 2주 됐어", "ko")])
def test_stop_wording(run: Any, text: str, lang: str) -> None:
    got = medication_rows(run, text, lang)
    assert [(c, s) for _t, c, s, *_x in got] == [("drug:omeprazole", "stopped")]


def test_a_start_said_as_one_wins_over_an_earlier_day(run: Any) -> None:
    got = run("오늘 병원에서 당뇨 진단 받음 메트포르민 500mg 모레부터", SAID_KST_AM, "ko")
    assert [str(r.start) for r in got.records if r.type == "medication_regimen"] == ["2026-03-13"]


def test_regimen_then_todays_dose(run: Any) -> None:
    got = medication_rows(run, "메트포르민 500mg 매일 먹는중인데 오늘 아침에도 먹었어", "ko")
    assert ("medication_intake", "drug:metformin", "taken", 500, "mg") in got
    assert ("medication_regimen", "drug:metformin", "active", 500, "mg") in got


def test_count_of_doses_taken(run: Any) -> None:
    got = medication_rows(run, "오늘 메트포르민 1000 아침저녁 두번 먹음", "ko")
    assert got == [("medication_intake", "drug:metformin", "taken", 1000, "mg")] * 2

# --- dose_status: Korean 맞다 is a shot only beside an injection word ----------------------------------------------


def test_majeum_after_a_pill_confirms_it(run: Any) -> None:
    got = record_rows(run, "메트포르민 500 맞음", "ko")
    assert not any(t == "medication_intake" and s == "taken" for t, _c, _v, s, _d in got)


def test_majeum_after_insulin_units_is_a_shot(run: Any) -> None:
    got = record_rows(run, "인슐린 10단위 맞음", "ko")
    assert any(t == "medication_intake" and s == "taken" for t, _c, _v, s, _d in got)

# --- time of results: an earlier value's time, a visit said after its results, a cause's time --------------------


def test_a_reading_going_on_with_a_connective_keeps_its_verb(run: Any) -> None:
    got = record_rows(run, "방금 나프록센 250 먹었는데 전에 언제 먹었더라", "ko")
    assert [(t, c, s) for t, c, _v, s, _d in got] == [("medication_intake", "drug:naproxen", "taken")]

# --- regimens: stops and starts said by their time -------------------------------------------------------------


@pytest.mark.parametrize(("text", "lang", "drug", "start"), [
    ("diagnosed with gout in january, on allopurinol 100mg since then", "en", "drug:allopurinol", "2026-01-01"),
    ("1월에 통풍 진단받고 알로푸리놀 100mg 그때부터 먹고있어요", "ko", "drug:allopurinol", "2026-01-01"),
])
def test_since_then_starts_a_regimen_at_the_time_said_before(run: Any, text: str, lang: str, drug: str,
                                                            start: str) -> None:
    rec = regimens_of(run, text, lang)[drug]
    assert (rec.status, _day(rec.start)) == ("active", start)


@pytest.mark.parametrize(("text", "drug", "end"), [
    ("메트포르민 그저께부터 끊었어요", "drug:metformin", "2026-03-09"),
    ("아토르바스타틴 어제까지 먹고 이제 안먹어요", "drug:atorvastatin", "2026-03-10"),
])
def test_a_korean_stop_ends_on_the_day_said(run: Any, text: str, drug: str, end: str) -> None:
    rec = regimens_of(run, text, "ko")[drug]
    assert (rec.status, _day(rec.end)) == ("stopped", end)


def test_a_stop_said_in_a_month_keeps_the_month(run: Any) -> None:
    rec = regimens_of(run, "트라조돈 지난달에 끊었어요", "ko")["drug:trazodone"]
    assert (rec.status, rec.month) == ("stopped", "2026-02")


@pytest.mark.parametrize(("text", "lang", "stopped", "started"), [
    ("doc took me off metoprolol today and switched to bisoprolol 5mg", "en", "drug:metoprolol", "drug:bisoprolol"),
    ("노바스크 어제까지 먹고 오늘부터 코자 50mg으로 바꿨어요", "ko", "drug:amlodipine", "drug:losartan"),
    ("리피토는 끊고 크레스토 5mg으로 바꿨어요", "ko", "drug:atorvastatin", "drug:rosuvastatin"),
])
def test_a_switch_stops_one_drug_and_starts_the_other(run: Any, text: str, lang: str, stopped: str,
                                                       started: str) -> None:
    regs = regimens_of(run, text, lang)
    assert (regs[stopped].status, regs[started].status) == ("stopped", "active")

# --- a dose said as pills and a strength ------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "lang", "key", "value"), [
    ("took 2 extra strength advil (200 each) at lunch", "en", "drug:ibuprofen", 400),
    ("took 2 aleve (220mg each) this morning", "en", "drug:naproxen", 440),
    ("타이레놀 500짜리 두 알 먹었어요", "ko", "drug:acetaminophen", 1000),
])
def test_a_count_of_pills_of_a_strength_each_is_their_total(run: Any, text: str, lang: str, key: str,
                                                           value: float) -> None:
    assert by_coordinate(run, text, "medication_intake", lang)[key].value == pytest.approx(value)

# --- a dose taken, Korean -------------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "key"), [
    ("아침에 메트포르민 먹고 출근함", "drug:metformin"),
    ("자기 전에 투제오 맞았음", "drug:insulin_glargine"),  # 맞다 of a drug whose own names say 인슐린
    ("점심에 타이레놀 500mg 복용 완료", "drug:acetaminophen"),
])
def test_a_korean_dose_taken_is_an_intake(run: Any, text: str, key: str) -> None:
    rec = by_coordinate_ko(run, text, "medication_intake")[key]
    assert rec.status == "taken"


@pytest.mark.parametrize("text", [
    "메트포르민 500 맞음",  # guard: 맞다 is "be right" of a tablet
    "메트포르민 먹고 싶음",  # guard: a wish
])
def test_no_dose_taken_without_its_grammar(run: Any, text: str) -> None:
    assert "drug:metformin" not in by_coordinate_ko(run, text, "medication_intake")

# --- a dose in the drug's own unit ----------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "lang", "value", "unit"), [
    ("레보티록신 0.075mg 매일 먹고 있어요", "ko", 75, "mcg"),  # a mcg-dosed drug said in mg
    ("on levothyroxine 88 every morning", "en", 88, "mcg"),  # a bare number in the drug's unit
    ("on atorvastatin 20 every night", "en", 20, "mg"),  # guard
])
def test_a_dose_is_kept_in_the_drugs_own_unit(run: Any, text: str, lang: str, value: float, unit: str) -> None:
    rec = next(iter(by_coordinate_ko(run, text, "medication_regimen", lang).values()))
    assert (rec.value, rec.unit) == (value, unit)

# --- the forgetting of a missed dose is no memory symptom --------------------------------------------------------


def test_the_forgetting_of_a_missed_dose_is_no_memory_symptom(run: Any) -> None:
    text = "오늘 아침 당뇨약 깜빡함.. 메트포르민"
    assert not _of(run, text, "symptom", "ko", SAID_KO)
    assert _of(run, text, "medication_intake", "ko", SAID_KO)["drug:metformin"].status == "missed"

# --- Korean 먹고 then a past tense within a few words: the dose was taken --------------------------------------------


@pytest.mark.parametrize(("text", "key"), [
    ("타이레놀 먹고 열이 금방 내렸어", "drug:acetaminophen"),
    ("아스피린 먹고 나서 열이 좀 내렸어", "drug:aspirin"),
])
def test_a_dose_then_what_followed_is_taken(run: Any, text: str, key: str) -> None:
    got = _of(run, text, "medication_intake", "ko", SAID_KO)
    assert key in got
    assert got[key].status == "taken"


def test_taking_now_is_no_dose(run: Any) -> None:  # guard: 먹고 있었어 / 있어 is a regimen
    assert not _of(run, "메트포르민 먹고 있어요 아침 저녁으로", "medication_intake", "ko", SAID_KO)

# --- a switch: the drug taken on replaces the nearest earlier drug that does the same job ------------------------


@pytest.mark.parametrize(("text", "lang", "old", "new"), [
    ("my gp moved me off the amlodipine onto losartan 50 this week", "en", "drug:amlodipine", "drug:losartan"),
    ("메트포르민 먹다가 이번주부터 자누비아 100mg으로 바꿨어", "ko", "drug:metformin", "drug:sitagliptin"),
    ("리피토 간수치 때문에 끊고 크레스토 5mg으로 변경함", "ko", "drug:atorvastatin", "drug:rosuvastatin"),
    ("오메프라졸 2년 먹었는데 이번에 파모티딘으로 바꿈", "ko", "drug:omeprazole", "drug:famotidine"),
])
def test_a_switch_stops_the_drug_replaced(run: Any, text: str, lang: str, old: str, new: str) -> None:
    got = _of(run, text, "medication_regimen", lang, SAID_KO if lang == "ko" else SAID_EN)
    assert got[old].status == "stopped"
    assert got[new].status == "active"


@pytest.mark.parametrize(("text", "lang"), [
    ("on metformin twice a day, and last week the doctor switched me to crestor", "en"),
    ("메트포르민은 계속 먹고 있고 콜레스테롤약은 크레스토로 바꿨어", "ko"),
])
def test_a_drug_for_another_problem_is_not_replaced(run: Any, text: str, lang: str) -> None:  # guard
    got = _of(run, text, "medication_regimen", lang, SAID_KO if lang == "ko" else SAID_EN)
    assert got["drug:metformin"].status == "active"

# --- a switch: the drug marked as the one left is stopped, whatever it treats (cue list drug_switch_from) ----------


@pytest.mark.parametrize(("text", "lang", "old", "new"), [
    ("the pharmacist changed me from ibuprofen to tylenol", "en", "drug:ibuprofen", "drug:acetaminophen"),
    ("swapped my aspirin for tylenol after the dentist", "en", "drug:aspirin", "drug:acetaminophen"),
    ("오메프라졸에서 다른 약으로 바꿨어", "ko", "drug:omeprazole", None),
    ("switched from omeprazole to something gentler", "en", "drug:omeprazole", None),
    ("위장약 바꿨어요 오메프라졸에서 파모티딘 20mg으로", "ko", "drug:omeprazole", "drug:famotidine"),
])
def test_the_drug_switched_from_is_stopped(run: Any, text: str, lang: str, old: str, new: str | None) -> None:
    got = _of(run, text, "medication_regimen", lang, SAID_KO if lang == "ko" else SAID_EN)
    assert got[old].status == "stopped"
    if new is not None:
        assert got[new].status == "active"


@pytest.mark.parametrize(("text", "lang"), [
    ("switched to the night shift from days, still on metformin", "en"),
    ("메트포르민 계속 먹고 있고 운동은 저녁으로 바꿨어", "ko"),
])
def test_a_switch_of_something_else_stops_no_drug(run: Any, text: str, lang: str) -> None:  # guard
    got = _of(run, text, "medication_regimen", lang, SAID_KO if lang == "ko" else SAID_EN)
    assert got["drug:metformin"].status == "active"


def test_medications_holds_no_switch_wording_of_its_own() -> None:
    """The switch is read in one place (extract/drug_switch.py, with its cue lists): a second pattern drifts."""
    extract = Path(__file__).parents[4] / "pia_graph/ingest/extract"
    for name in ("medications.py", "med_cues.py"):  # the rule and the wording it reads
        source = (extract / name).read_text()
        assert "에서" not in source and "switch|" not in source

# --- a day said before a drug whose name opens with 로 leaves the drug's dose alone (temporal moves) ---------------


def test_the_dose_after_a_day_and_a_drug_is_kept(run: Any) -> None:
    got = _of(run, "어제 로수바스타틴 10mg으로 바꿨어 아토르바스타틴은 중단", "medication_regimen", "ko", SAID_KO)
    assert (got["drug:rosuvastatin"].value, got["drug:rosuvastatin"].unit) == (10.0, "mg")
    assert got["drug:atorvastatin"].status == "stopped"

# --- Korean "taken for months or years" is a regimen, with the month or year it began -------------------------


def test_taken_for_years_is_a_regimen(run: Any) -> None:
    got = _of(run, "암로디핀 5mg 먹은지 2년째", "medication_regimen", "ko", SAID_KO)
    assert got["drug:amlodipine"].status == "active"
    assert got["drug:amlodipine"].year == 2024


def test_taken_an_hour_ago_is_no_regimen(run: Any) -> None:  # guard
    assert _of(run, "타이레놀 먹은 지 한 시간 됐는데 아직 아파", "medication_regimen", "ko", SAID_KO) == {}

# --- a visit is one moment: an open interval said for a regimen ("오늘부터") never dates it -----------------------


def test_the_regimen_keeps_its_start(run: Any) -> None:  # guard
    got = _of(run, "내과에서 고혈압이래서 암로디핀 5mg 오늘부터 먹기로 함", "medication_regimen", "ko", SAID_KO)
    assert day(got["drug:amlodipine"].start) == TODAY_KO

# --- dictionary data: 씬지 is levothyroxine; 몸살 기운 is aching, not a cold ------------------------------------------


def test_sshinji_is_levothyroxine(run: Any) -> None:
    got = _of(run, "씬지 88로 올렸어요", "medication_regimen", "ko", SAID_KO)
    assert got["drug:levothyroxine"].value == 88.0
