"""Extraction rules of the symptoms and conditions family, Korean: onset, status, ratings, diagnoses."""

from __future__ import annotations

from typing import Any

import pytest

from tests.unit.ingest.rule_test_helpers import (
    TODAY_KO,
    by_coordinate_ko,
    dumped_records,
    fields_at,
    own_at,
    record_dicts,
    records_of_type,
    symptoms_of,
    types_at,
)
from tests.unit.ingest.strict_helpers import SAID_EN, SAID_KO, day
from tests.unit.ingest.strict_helpers import day as _day
from tests.unit.ingest.strict_helpers import of_type as _of


# rule symptom.term: resolution said in the next clause, and the words a fever or an illness is over with
@pytest.mark.parametrize(("text", "lang", "coordinate"), [
    ("my fever finally broke this morning", "en", "symptom:fever"),
    ("woke with a headache, gone by lunch", "en", "symptom:headache"),
    ("어제부터 열이 있었는데 열은 다 내렸어", "ko", "symptom:fever"),
])
def test_a_symptom_said_to_be_over_is_resolved(run: Any, text: str, lang: str, coordinate: str) -> None:
    got = fields_at(dumped_records(run, text, lang), coordinate)
    assert got and got[0]["status"] == "resolved"


# rule symptom.term (Korean): a symptom a dose was taken for is today's episode, a reason to stop is not
def test_korean_symptom_treated_is_an_episode(run: Any) -> None:
    assert fields_at(dumped_records(run, "생리통 때문에 타이레놀 한 알 먹었어", "ko"), "symptom:abdominal_pain")\
        or fields_at(dumped_records(run, "두통 때문에 타이레놀 한 알 먹었어", "ko"), "symptom:headache")
    assert not [c for t, c, _f in dumped_records(run, "두통 때문에 메트포르민 끊었어", "ko") if t == "symptom"]

# --- a screening passed or negative: a negated condition ------------------------------------------------------


@pytest.mark.parametrize(("text", "lang", "key"), [
    ("gestational diabetes screen came back negative, phew", "en", "condition:gestational_diabetes"),
    ("the biopsy ruled out celiac disease", "en", "condition:celiac_disease"),
    ("임신성 당뇨 재검 통과했어요", "ko", "condition:gestational_diabetes"),
    ("결핵 검사 음성 나왔어요", "ko", "condition:tuberculosis"),
])
def test_a_screening_passed_is_a_negated_condition(run: Any, text: str, lang: str, key: str) -> None:
    assert types_at(run, text, lang, key)["condition"].negated is True


@pytest.mark.parametrize(("text", "lang", "key"), [
    ("diagnosed with gestational diabetes today, failed the glucose test", "en", "condition:gestational_diabetes"),
    ("임신성 당뇨 진단 받았어요", "ko", "condition:gestational_diabetes"),
])
def test_guard_a_diagnosis_stays_active(run: Any, text: str, lang: str, key: str) -> None:
    record = types_at(run, text, lang, key)["condition"]
    assert record.negated is False
    assert record.status == "active"


# unaliased_symptoms._BODY_PAIN with the cue list pain_word: a body part beside a pain predicate in any
# inflected form (아픈, 아픔, 쑤셔, 붓고, 답답) is that part's pain
@pytest.mark.parametrize(("text", "coordinate"), [
    ("무릎 아픈 게 계속 가네요", "symptom:knee_pain"),
    ("아침부터 온몸이 쑤시네", "symptom:muscle_pain"),
    ("어제부터 배아파서 죽만 먹음", "symptom:abdominal_pain"),
    ("목이 부어서 침 삼키기 힘듦", "symptom:sore_throat"),
    ("계단 오를 때 가슴이 답답해요", "symptom:chest_pain"),
    ("속이 메스껍고 어지러워", "symptom:nausea"),
])
def test_korean_pain_predicates_in_inflected_forms(run: Any, text: str, coordinate: str) -> None:
    assert own_at(record_dicts(run, text, "ko"), coordinate), text


def test_a_resolved_korean_pain_keeps_its_status(run: Any) -> None:
    got = own_at(record_dicts(run, "무릎 아픈거 이제 싹 나았어요", "ko"), "symptom:knee_pain")
    assert [r["status"] for r in got] == ["resolved"]


@pytest.mark.parametrize("text", [
    "배 타고 제주도 갔다왔어",  # 배 a boat: no pain word right after it
    "목요일에 회의 때문에 답답해",  # 목 of 목요일, and 답답 with no body part
    "배 불러서 더 못 먹겠다",
])
def test_a_short_part_word_needs_its_pain_word_right_after(run: Any, text: str) -> None:
    assert not [r for r in record_dicts(run, text, "ko") if r["type"] == "symptom"], text


@pytest.mark.parametrize(("text", "lang"), [
    ("아빠가 건강검진 받았는데 통풍 있대", "ko"),
])
def test_a_report_about_someone_else_stays_theirs(run: Any, text: str, lang: str) -> None:
    """utterance: a reported clause that names no one keeps the experiencer of the clause before it."""
    assert not [r for r in record_dicts(run, text, lang) if r["type"] == "condition"], text


# cue list diagnosis_news: a condition told as news with no time of its own is dated the day it is said
@pytest.mark.parametrize(("text", "lang", "coordinate"), [
    ("TSH 7.9, doc says hypothyroidism", "en", "condition:hypothyroidism"),
    ("통풍이라고 약 먹으래요", "ko", "condition:gout"),
    ("내과에서 고혈압 진단 받음", "ko", "condition:hypertension"),
])
def test_fresh_diagnosis_news_is_dated_today(run: Any, text: str, lang: str, coordinate: str) -> None:
    got = own_at(record_dicts(run, text, lang), coordinate)
    assert [str(r.get("date")) for r in got] == ["2026-07-16"], (text, got)


def test_a_diagnosis_with_its_own_year_keeps_it(run: Any) -> None:
    got = own_at(record_dicts(run, "2011년에 고혈압 진단 받았어요", "ko"), "condition:hypertension")
    assert [str(r.get("year")) for r in got] == ["2011"]

# --- episode times: when a symptom began and when it was over ----------------------------------------------------


@pytest.mark.parametrize(("text", "lang", "key", "start", "end"), [
    ("cough finally cleared up today, had it since last thursday", "en", "symptom:cough", "2026-03-05", "2026-03-11"),
    ("the headache from monday finally went away this afternoon", "en", "symptom:headache", "2026-03-09",
     "2026-03-11"),
    ("지난 목요일부터 기침했는데 오늘 다 나았어요", "ko", "symptom:cough", "2026-03-05", "2026-03-11"),
])
def test_an_episode_over_has_its_onset_and_its_end(run: Any, text: str, lang: str, key: str, start: str,
                                                   end: str) -> None:
    rec = symptoms_of(run, text, lang)[key]
    assert (rec.status, _day(rec.start), _day(rec.end)) == ("resolved", start, end)


@pytest.mark.parametrize(("text", "lang", "key", "end"), [
    ("the rash on my legs went away yesterday", "en", "symptom:rash", "2026-03-10"),
    ("nausea is gone now", "en", "symptom:nausea", "2026-03-11"),
    ("어지럼증 어제 다 없어졌어요", "ko", "symptom:dizziness", "2026-03-10"),
])
def test_an_episode_said_over_ends_on_the_day_said(run: Any, text: str, lang: str, key: str, end: str) -> None:
    rec = symptoms_of(run, text, lang)[key]
    assert (rec.status, _day(rec.end)) == ("resolved", end)


@pytest.mark.parametrize(("text", "key"), [
    ("heart racing for a few minutes last night, then stopped", "symptom:palpitations"),
    ("어제 가슴이 답답했는데 그 뒤로 괜찮아요", "symptom:chest_pain"),
])
def test_more_ways_to_say_an_episode_is_over(run: Any, text: str, key: str) -> None:
    lang = "ko" if any("가" <= c <= "힣" for c in text) else "en"
    syms = symptoms_of(run, text, lang)
    assert key in syms and syms[key].status == "resolved"


@pytest.mark.parametrize(("text", "lang", "key"), [
    ("오후부터 머리가 아파요 6점", "ko", "symptom:headache"),
    ("아침부터 계속 어지러워요", "ko", "symptom:dizziness"),
    ("sore throat since this morning", "en", "symptom:sore_throat"),
])
def test_an_episode_begun_today_is_dated_and_started_today(run: Any, text: str, lang: str, key: str) -> None:
    rec = symptoms_of(run, text, lang)[key]
    assert (_day(rec.date), _day(rec.start)) == ("2026-03-11", "2026-03-11")


def test_a_denied_symptom_beside_an_onset_today_is_dated_today(run: Any) -> None:
    rec = symptoms_of(run, "아침부터 메스꺼워요 열은 없어요", "ko")["symptom:fever"]
    assert rec.negated and _day(rec.date) == "2026-03-11"

# --- a mimetic root made a predicate by -거리-/-대- -------------------------------------------------------------


@pytest.mark.parametrize(("text", "key"), [
    ("어제부터 손목이 시큰거려서 타자 치기 힘듦", "symptom:wrist_pain"),
    ("월요일부터 무릎이 시큰거리고 붓는 느낌", "symptom:knee_pain"),
    ("아침부터 가슴이 두근거려요", "symptom:palpitations"),
])
def test_a_mimetic_root_with_its_derivation_is_the_symptom(run: Any, text: str, key: str) -> None:
    assert key in by_coordinate_ko(run, text, "symptom")

# --- a body part given as the reason for a drug or a visit -------------------------------------------------------


@pytest.mark.parametrize(("text", "key"), [
    ("허리 땜에 이부프로펜 두 알 먹었음", "symptom:back_pain"),
    ("어제 정형외과 갔었어요 어깨 때문에", "symptom:shoulder_pain"),
])
def test_a_part_named_as_the_reason_for_a_drug_or_visit_is_its_pain(run: Any, text: str, key: str) -> None:
    assert key in by_coordinate_ko(run, text, "symptom")


def test_a_part_as_a_reason_without_a_drug_or_visit_is_no_symptom(run: Any) -> None:
    assert "symptom:knee_pain" not in by_coordinate_ko(run, "무릎 때문에 등산은 못 갔어", "symptom")  # guard

# --- the forgetting of a missed dose is no memory symptom --------------------------------------------------------


def test_forgetfulness_without_a_missed_dose_is_the_symptom(run: Any) -> None:
    assert "symptom:memory_problems" in _of(run, "요즘 자꾸 깜빡깜빡해요", "symptom", "ko", SAID_KO)  # guard

# --- a condition suspected, borderline or to watch out for is no diagnosis ----------------------------------------


@pytest.mark.parametrize(("text", "lang", "said"), [
    ("free T4 low, TSH 7.1, she called it borderline hypothyroid", "en", SAID_EN),
    ("endo suspects hyperthyroidism, more bloods next week", "en", SAID_EN),
    ("crp 30 so the gp thinks pneumonia, xray tomorrow", "en", SAID_EN),
    ("요산 9.0 나와서 통풍 조심하라고 하네요", "ko", SAID_KO),
    ("TSH 0.2 나와서 갑상선 항진증 의심된대요", "ko", SAID_KO),
])
def test_a_suspected_or_watched_condition_is_no_record(run: Any, text: str, lang: str, said: str) -> None:
    assert not _of(run, text, "condition", lang, said)


@pytest.mark.parametrize(("text", "lang", "said", "condition"), [
    # guards: a diagnosis said in the turn stands beside the hedge; a hedge in another clause does not reach it
    # panic disorder (F41.0) is reported as the anxiety disorder it is one of (F41, `reports_as`)
    ("the psychiatrist thinks it's panic disorder, diagnosed me yesterday", "en", SAID_EN, "condition:anxiety"),
    ("a1c 6.2, prediabetes now, probably should cut the soda", "en", SAID_EN, "condition:prediabetes"),
    ("당뇨 전단계래요 식단 조심하래", "ko", SAID_KO, "condition:prediabetes"),
])
def test_a_diagnosis_beside_a_hedge_stays(run: Any, text: str, lang: str, said: str, condition: str) -> None:
    assert condition in _of(run, text, "condition", lang, said)

# --- a class head before a drug puts no condition on record; "for my bp" does -------------------------------------


@pytest.mark.parametrize(("text", "lang", "said"), [
    ("혈압약 코자 50mg 먹었어요 아침에", "ko", SAID_KO),
    ("cholesterol meds: rosuvastatin 10", "en", SAID_EN),
])
def test_a_class_head_before_a_drug_is_no_condition(run: Any, text: str, lang: str, said: str) -> None:
    assert not _of(run, text, "condition", lang, said)

# --- Korean 열 with a reading right after it, said alone, is the temperature ----------------------------------------


@pytest.mark.parametrize("text", [
    "열 38.2도 나고 목도 붓고 기침도 나요",  # a verb of having after the reading
    "열이 38.6도까지 올랐어요",  # a fever risen to its height
    "열 37.8 났었는데 지금은 괜찮아요",  # a fever had
])
def test_yeol_as_a_fever_stays_a_symptom(run: Any, text: str) -> None:
    assert "symptom:fever" in _of(run, text, "symptom", "ko", SAID_KO)  # guard

# --- a body part with a rating, or with a pain word, is that part's pain -------------------------------------------


@pytest.mark.parametrize(("text", "lang", "key", "value"), [
    ("cold coming on, and my throat is maybe 6/10", "en", "symptom:sore_throat", 6.0),
    ("shoulder's acting up after tennis, 5 out of 10", "en", "symptom:shoulder_pain", 5.0),
    ("thighs are wrecked after leg day, like 7/10", "en", "symptom:muscle_pain", 7.0),
    ("허리 디스크 있어서 오래 못 앉아요.. 오늘 허리 6점", "ko", "symptom:back_pain", 6.0),
])
def test_a_rated_body_part_is_its_pain(run: Any, text: str, lang: str, key: str, value: float) -> None:
    got = _of(run, text, "symptom", lang, SAID_KO if lang == "ko" else SAID_EN)
    assert key in got
    assert got[key].value == value

# --- a symptom's status: a later part that names its own symptom or part is not about this one ---------------------


@pytest.mark.parametrize(("text", "lang", "key"), [
    ("the dizziness finally stopped this morning", "en", "symptom:dizziness"),
    ("기침은 어제부터 멎었어요", "ko", "symptom:cough"),
    ("두통은 아까 끝났어", "ko", "symptom:headache"),
])
def test_more_words_of_an_ending(run: Any, text: str, lang: str, key: str) -> None:
    got = _of(run, text, "symptom", lang, SAID_KO if lang == "ko" else SAID_EN)
    assert got[key].status == "resolved"

# --- a form that names both the symptom and the condition: tonight's sleeplessness is the symptom --------------


@pytest.mark.parametrize(("text", "lang"), [
    ("second night of insomnia in a row", "en"),
    ("불면증 때문에 새벽까지 못 잤어", "ko"),
])
def test_insomnia_of_a_night_is_the_symptom(run: Any, text: str, lang: str) -> None:
    said = SAID_KO if lang == "ko" else SAID_EN
    assert "symptom:insomnia" in _of(run, text, "symptom", lang, said)
    assert "condition:insomnia_disorder" not in _of(run, text, "condition", lang, said)


def test_nausea_said_with_the_colloquial_noun(run: Any) -> None:
    assert "symptom:nausea" in _of(run, "아침부터 토할 거 같아", "symptom", "ko", SAID_KO)

# --- a diagnosis told as news is dated the day said, not by a span told of something else -------------------------


@pytest.mark.parametrize("text", [
    "내과에서 고혈압이래서 암로디핀 5mg 오늘부터 먹기로 함",
    "기침이 5일째 기관지염 진단 받았어요",
])
def test_a_diagnosis_as_news_takes_the_day_said(run: Any, text: str) -> None:
    got = _of(run, text, "condition", "ko", SAID_KO)
    condition = next(iter(got.values()))
    assert day(condition.date) == TODAY_KO and condition.start is None


def test_a_symptom_keeps_its_span(run: Any) -> None:  # guard: the span is the symptom's
    got = _of(run, "기침이 5일째 기관지염 진단 받았어요", "symptom", "ko", SAID_KO)
    assert day(got["symptom:cough"].start) == "2026-10-16"


def test_a_condition_said_since_a_year_keeps_its_year(run: Any) -> None:  # guard
    got = _of(run, "2015년부터 당뇨 있어요", "condition", "ko", SAID_KO)
    assert got["condition:type_2_diabetes"].date is None

# --- dictionary data: 씬지 is levothyroxine; 몸살 기운 is aching, not a cold ------------------------------------------


@pytest.mark.parametrize("text", ["몸살 기운 있어서 일찍 잘게", "어제부터 몸살기 좀 있음"])
def test_feeling_achy_is_muscle_pain(run: Any, text: str) -> None:
    assert "symptom:muscle_pain" in _of(run, text, "symptom", "ko", SAID_KO)
    assert "condition:common_cold" not in _of(run, text, "condition", "ko", SAID_KO)


def test_a_cold_with_aches_is_still_a_cold(run: Any) -> None:  # guard
    assert "condition:common_cold" in _of(run, "감기몸살 걸렸어요", "condition", "ko", SAID_KO)

# --- a time the user denies ("오늘 … 아니라", cue list time_denied) dates nothing; the time said instead does ---


def test_a_denied_term_leaves_its_time(run: Any) -> None:  # guard: the term is denied, not the day
    got = _of(run, "어제 두통 아니라 편두통이었어", "symptom", "ko", SAID_KO)
    assert day(got["symptom:migraine"].date) == "2026-10-19"

# --- a symptom word with a bare rating after it (dictionary: `counted`) ----------------------------------------


@pytest.mark.parametrize(("text", "lang", "key", "value"), [
    ("편두통 6 오늘 너무 심함", "ko", "symptom:migraine", 6.0),
    ("두통 4", "ko", "symptom:headache", 4.0),
    ("headache 7 this morning", "en", "symptom:headache", 7.0),
    ("두통 0", "ko", "symptom:headache", 0.0),
])
def test_a_bare_number_after_a_symptom_word_is_its_rating(run: Any, text: str, lang: str, key: str,
                                                          value: float) -> None:
    found = {r.coordinate: r for r in records_of_type(run, text, lang, "symptom")}
    assert found[key].value == value


@pytest.mark.parametrize(("text", "lang"), [
    ("headache 3 days now", "en"),
    ("migraine 2 times this week", "en"),
    ("편두통 2 번 왔어", "ko"),
    ("headache 2-3 a week", "en"),
])
def test_a_count_or_a_length_after_a_symptom_word_is_no_rating(run: Any, text: str, lang: str) -> None:
    assert all(r.value is None for r in records_of_type(run, text, lang, "symptom"))


# timing._of_a_cause: a Korean symptom felt now whose cause is told with its time is the turn's; told in the past it
# is the cause's day
@pytest.mark.parametrize(("text", "coordinate", "date"), [
    ("지난주 금요일에 회식해서 그런지 아직도 속이 쓰려요", "symptom:heartburn", "2026-03-11"),
    ("어제 밤새 일만 했더니 허리가 너무 아파", "symptom:back_pain", "2026-03-11"),
    ("그저께 등산을 너무 오래 해서 종아리 근육통 5", "symptom:muscle_pain", "2026-03-11"),
    ("어제 과음해서 머리 아팠어요", "symptom:headache", "2026-03-10"),
    ("어제 회사에서 넘어져서 무릎이 아팠는데 약 발랐어요", "symptom:knee_pain", "2026-03-10"),
    ("어제 두통 때문에 일찍 잤어요", "symptom:headache", "2026-03-10"),
])
def test_a_symptom_felt_now_is_not_dated_by_its_cause(run: Any, text: str, coordinate: str, date: str) -> None:
    got = [str(r.date) for r in run(text, "2026-03-11T09:00:00+09:00", "ko").records if r.coordinate == coordinate]
    assert got == [date]


# timing.time_fields: a condition said since a year in Korean (2019년부터) is dated by that year, as in English
@pytest.mark.parametrize("text", ["당뇨 2017년부터 있어요", "2017년부터 당뇨가 있었어요"])
def test_a_condition_since_a_year_is_that_year(run: Any, text: str) -> None:
    got = [(r.year, r.start) for r in run(text, "2026-03-11T09:00:00+09:00", "ko").records if r.type == "condition"]
    assert got == [(2017, None)]


# timing._of_a_cause: -더니 makes a cause only for a symptom; a reading after it was taken at the time said
@pytest.mark.parametrize(("text", "date"), [
    ("어제 동네 약국 혈압계로 쟀더니 160에 100 나왔어요", "2026-03-10"),
    ("어제 저녁에 과식했더니 혈압 150에 95", "2026-03-10"),
])
def test_a_reading_after_deoni_keeps_the_time_said(run: Any, text: str, date: str) -> None:
    records = run(text, "2026-03-11T09:00:00+09:00", "ko").records
    got = {str(r.date) for r in records if r.coordinate == "vital:systolic_bp"}
    assert got == {date}
