"""A vaccine the dictionary marks ``clinic_given`` (travel vaccines, rabies, the HPV series), had on a day, is a clinic
visit that day (rule ``visit.vaccine_given``); a pharmacy-type shot (flu, covid, shingles) stays a vaccination alone.
A Korean disease name said with its dose's series number or with 맞- is the vaccine given ("광견병 2차 맞았어요"), and a
vaccine's name with its dose number and a day is a dose given ("Second Shingrix today"). An occupational health exam
("fit-for-work medical", "DOT medical", a test "at the company doc", 특수건강검진) is visit:checkup (cue list
``checkup_occupational``). A Korean place with a day said before its going ("피부과 오늘 갔어요") or as its
past predicate ("첫 외래 오늘이었는데") is a visit, and a place word is not gone to by a syllable of its own
(감염내과 is no 감). Sentences
of our own (session 66, extract48 census)."""

from __future__ import annotations

from typing import Any

import pytest

SAID = "2026-05-14T10:00:00+09:00"  # a Thursday


def _records(run: Any, text: str, lang: str, kind: str) -> list[tuple[str, str]]:
    return [(r.coordinate, str(r.date)) for r in run(text, SAID, lang).records if r.type == kind]


@pytest.mark.parametrize(("text", "lang", "date"), [
    ("Yellow fever jab today at the travel clinic, typhoid capsules to start Saturday", "en", "2026-05-14"),
    ("Day 3 rabies shot done today at the same hospital, arm fine", "en", "2026-05-14"),
    ("third Gardasil yesterday, series done", "en", "2026-05-13"),
    ("황열이랑 장티푸스 주사 오늘 맞았어요. 팔이 뻐근하네요", "ko", "2026-05-14"),
    ("광견병 2차 오늘 맞았어요", "ko", "2026-05-14"),
    ("가다실 1차 맞았어요 어제", "ko", "2026-05-13"),
])
def test_a_clinic_given_vaccine_had_on_a_day_is_a_clinic_visit(run: Any, text: str, lang: str, date: str) -> None:
    assert _records(run, text, lang, "medical_visit") == [("visit:clinic", date)]


@pytest.mark.parametrize(("text", "lang"), [
    ("Got my flu shot today, arm is sore", "en"),
    ("Second Shingrix today, arm sore", "en"),
    ("코로나 백신 오늘 맞았어요", "ko"),
    ("I had the HPV vaccine in 2015", "en"),
    ("Need to get my yellow fever shot next week", "en"),
    ("황열 주사 맞아야 하나요?", "ko"),
])
def test_a_pharmacy_shot_a_year_alone_a_plan_or_a_question_is_no_visit(run: Any, text: str, lang: str) -> None:
    assert _records(run, text, lang, "medical_visit") == []


def test_a_visit_said_keeps_its_own_coordinate(run: Any) -> None:
    text = "Got bitten by a dog yesterday, went to the ER and they gave me rabies shot 1"
    assert _records(run, text, "en", "medical_visit") == [("visit:emergency", "2026-05-13")]


@pytest.mark.parametrize(("text", "lang", "vaccine", "date"), [
    ("광견병 2차 오늘 맞았어요", "ko", "vaccine:rabies", "2026-05-14"),
    ("B형간염 2차 맞았어요 오늘", "ko", "vaccine:hepatitis_b", "2026-05-14"),
    ("A형간염 2차랑 장티푸스 맞았어요 오늘", "ko", "vaccine:hepatitis_a", "2026-05-14"),
    ("Second Shingrix today, arm sore", "en", "vaccine:shingles", "2026-05-14"),
])
def test_a_dose_said_by_its_series_number_is_the_vaccine_given(run: Any, text: str, lang: str, vaccine: str,
                                                                date: str) -> None:
    assert (vaccine, date) in _records(run, text, lang, "vaccination")
    assert not [c for c, _d in _records(run, text, lang, "condition")]


@pytest.mark.parametrize(("text", "lang"), [
    ("B형간염 보균자라 6개월마다 초음파 봐요", "ko"),
    ("독감 걸려서 수액 맞았어요", "ko"),
    ("Second Shingrix due in June", "en"),
])
def test_a_disease_or_a_dose_ahead_is_no_vaccination(run: Any, text: str, lang: str) -> None:
    assert _records(run, text, lang, "vaccination") == []


@pytest.mark.parametrize(("text", "lang"), [
    ("Annual occupational hearing test at work today, all normal", "en"),
    ("Fit-for-work medical today for the offshore job: BP 132/86", "en"),
    ("BP at the DOT medical this morning was 138/88", "en"),
    ("the company doc did a lung function test today. Normal.", "en"),
    ("오늘 특수건강검진에서 청력검사 했어요", "ko"),
])
def test_an_occupational_exam_is_a_checkup(run: Any, text: str, lang: str) -> None:
    assert _records(run, text, lang, "medical_visit") == [("visit:checkup", "2026-05-14")]


def test_a_test_at_a_clinic_stays_a_clinic_visit(run: Any) -> None:
    assert _records(run, "Lung function test today at the clinic", "en", "medical_visit") == \
        [("visit:clinic", "2026-05-14")]


@pytest.mark.parametrize(("text", "date"), [
    ("장마철이라 무좀이 또 올라왔어요. 피부과 오늘 갔어요", "2026-05-14"),
    ("현지 병원 어제 갔어요. 무릎 통증 4점", "2026-05-13"),
    ("오늘 감염내과 갔는데 장염이래요", "2026-05-14"),
    ("질확대경 오늘 했는데 결과는 2주 뒤래요", "2026-05-14"),
    ("퇴원하고 나서 첫 외래 오늘이었는데 혈소판 210으로 회복됐대요", "2026-05-14"),
])
def test_a_korean_place_with_its_day_before_the_going_is_a_visit(run: Any, text: str, date: str) -> None:
    assert _records(run, text, "ko", "medical_visit") == [("visit:clinic", date)]


def test_a_korean_place_not_gone_to_is_no_visit(run: Any) -> None:
    assert _records(run, "병원 어제 가려다 못 갔어요", "ko", "medical_visit") == []


def test_a_place_word_that_opens_with_a_going_syllable_is_no_going(run: Any) -> None:
    text = "감염내과 선생님이 로수바스타틴 5mg 시작하자고 했어요. 오늘부터"
    assert _records(run, text, "ko", "medical_visit") == []
