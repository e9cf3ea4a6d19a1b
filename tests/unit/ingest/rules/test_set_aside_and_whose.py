"""Records said of nothing the user has (issue 12): an alternative set aside ("X 아니고 Y", "X 말고 Y",
"X 아니죠?"), a relative by marriage ("my mother in law"), a type letter spelled out before 형 (비형간염), a person
owned by someone else ("my neighbour's boy"), a birth given by the user's spouse ("와이프가 제왕절개로")."""

from __future__ import annotations

from typing import Any

from pia_graph.ingest.extract.set_aside import set_aside
from pia_graph.ontology import load_default_dictionary
from tests.unit.ingest.rule_test_helpers import record_rows


def _coords(run: Any, text: str, lang: str) -> set[tuple[str, str]]:
    return {(t, c) for t, c, *_ in record_rows(run, text, lang)}


def test_set_aside_reads_the_words_after_the_term() -> None:
    d = load_default_dictionary()
    text = "심방세동 아니고 그냥 두근거림이래요"
    assert set_aside(d, text, 0, len("심방세동"), "ko", "condition")
    assert not set_aside(d, text, len(text) - 5, len(text), "ko", "symptom")
    assert set_aside(d, "독감 주사는 아니고 폐렴 주사", 0, len("독감"), "ko", "vaccination")  # one word between
    # a value corrected, not the drug
    assert not set_aside(d, "로사르탄 50 아니고 25에요", 0, len("로사르탄"), "ko", "medication_regimen")
    assert not set_aside(d, "두통 없어요", 0, len("두통"), "ko", "symptom")  # a plain denial stays a negated record
    en = "real milk allergy, not lactose intolerance"
    assert set_aside(d, en, en.index("lactose"), len(en), "en", "condition")
    assert not set_aside(d, "no fever tho", 3, 8, "en", "symptom")
    assert not set_aside(d, "i have lactose intolerance", 7, 26, "en", "condition")


def test_a_condition_set_aside_is_no_record(run: Any) -> None:
    got = _coords(run, "심방세동 아니고 그냥 두근거림이래요 심전도 정상", "ko")
    assert ("symptom", "symptom:palpitations") in got
    assert not any(c == "condition:atrial_fibrillation" for _t, c in got)


def test_an_activity_set_aside_is_no_record(run: Any) -> None:
    got = _coords(run, "필라테스 말고 요가 50분 했어요", "ko")
    assert ("exercise", "activity:yoga") in got
    assert ("exercise", "activity:pilates") not in got


def test_a_vaccine_set_aside_is_no_record(run: Any) -> None:
    got = _coords(run, "어제 보건소 가서 독감 주사는 아니고 폐렴 주사 맞았고요", "ko")
    assert ("vaccination", "vaccine:pneumococcal") in got
    assert ("vaccination", "vaccine:influenza") not in got


def test_a_condition_asked_with_a_negative_tag_is_no_record(run: Any) -> None:
    got = _coords(run, "방금 혈당 재봤는데 88 저혈당 아니죠?", "ko")
    assert not any(c == "condition:hypoglycemia" for _t, c in got)


def test_a_diagnosis_set_aside_in_english_is_no_record(run: Any) -> None:
    got = _coords(run, "i have a real milk allergy not just lactose intolerance", "en")
    assert ("allergy", "food:milk") in got
    assert not any(c == "condition:lactose_intolerance" for _t, c in got)
    assert ("symptom", "symptom:fever") in _coords(run, "sore throat, no fever tho", "en")  # negated, kept


def test_a_plain_korean_denial_stays_negated(run: Any) -> None:
    rows = record_rows(run, "두통은 없어요", "ko")
    assert [(t, c) for t, c, *_ in rows] == [("symptom", "symptom:headache")]


def test_an_in_law_is_no_first_degree_relative(run: Any) -> None:
    assert not any(t == "family_history" for t, _c in _coords(run, "my mother in law has diabetes", "en"))
    assert ("family_history", "condition:type_2_diabetes") in _coords(run, "my mother has diabetes", "en")


def test_a_spelled_type_letter_before_hyeong_is_no_brother(run: Any) -> None:
    assert not any(t == "family_history" for t, _c in _coords(run, "비형간염 주사 1차 맞음 오늘", "ko"))


def test_a_person_owned_by_a_neighbour_is_no_event(run: Any) -> None:
    assert not _coords(run, "My neighbour's boy has a terrible cough, poor thing", "en")


def test_a_delivery_by_the_users_wife_is_hers(run: Any) -> None:
    assert not _coords(run, "와이프가 오늘 제왕절개로 둘째 낳았어요!!", "ko")
    got = _coords(run, "둘째는 제왕절개로 낳았어요", "ko")
    assert ("surgery", "procedure:cesarean_section") in got


def test_an_activity_after_a_korean_goal_label_is_an_aim(run: Any) -> None:
    got = _coords(run, "이번주 운동 목표 주 3회 30분 걷기", "ko")
    assert ("goal", "goal:exercise") in got
    assert not any(t == "exercise" for t, _c in got)
    assert ("exercise", "activity:walking") in _coords(run, "목표 달성 오늘 30분 걸었어요", "ko")


def test_an_activity_meant_and_not_done_is_no_exercise(run: Any) -> None:
    assert not any(t == "exercise" for t, _c in _coords(run, "오늘 헬스 가려고 했는데 비와서 그냥 패스ㅎ", "ko"))
    assert not any(t == "exercise" for t, _c in _coords(run, "was going to run 5k today but it rained", "en"))
    assert ("exercise", "activity:walking") in _coords(run, "오늘 30분 걸었어요", "ko")


def test_a_spouses_pregnancy_is_hers(run: Any) -> None:
    assert not _coords(run, "my wife is pregnant with our 2nd!! due in may", "en")
    assert not _coords(run, "와이프가 임신했어요 12주", "ko")
    assert ("pregnancy_status", "profile:pregnancy") in _coords(run, "I'm pregnant, 12 weeks", "en")
    assert ("pregnancy_status", "profile:pregnancy") in _coords(
        run, "my husband and I are expecting, I'm 20 weeks pregnant", "en")


def test_a_newborns_weight_told_with_the_birth_is_the_babys(run: Any) -> None:
    got = _coords(run, "baby girl arrived oct 4th!! 7lb 2oz", "en")
    assert ("pregnancy_status", "profile:pregnancy") in got
    assert not any(t == "body_measurement" for t, _c in got)
    assert ("body_measurement", "body:weight") in _coords(run, "출산 후 몸무게 62kg", "ko")
