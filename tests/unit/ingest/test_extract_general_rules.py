"""General extraction rules added after a held-out review; every wording here is new."""

from __future__ import annotations

from typing import Any

from pia_graph.ingest.extract.numbers import find_quantities
from pia_graph.ingest.scoring import record_to_expect


def _recs(run: Any, text: str, said_at: str = "2026-03-11T09:00:00+09:00", lang: str = "en") -> list[dict[str, Any]]:
    return [record_to_expect(r) for r in run(text, said_at, lang).records]


def _of(recs: list[dict[str, Any]], coordinate: str) -> list[dict[str, Any]]:
    return [r for r in recs if r["coordinate"] == coordinate]


def test_bp_pair_with_spaces_around_the_slash() -> None:
    pairs = [q for q in find_quantities("home cuff said 129 / 83 mmHg", "en") if q.kind == "pair"]
    assert pairs and pairs[0].value == 129 and pairs[0].value2 == 83


def test_weight_reported_as_down_to_is_a_measurement(run: Any) -> None:
    recs = _recs(run, "scale says down to 171 lbs")
    assert _of(recs, "body:weight") and abs(_of(recs, "body:weight")[0]["value"] - 77.6) < 0.2
    assert not _of(_recs(run, "I want to get down to 150 lbs"), "body:weight")


def test_results_in_a_later_sentence_take_the_visit_time(run: Any) -> None:
    recs = _recs(run, "My annual physical was in February. LDL came back 118.", "2026-05-02T10:00:00+00:00")
    assert _of(recs, "test:ldl_cholesterol")[0].get("month") == "2026-02"


def test_korean_negation_with_a_degree_adverb(run: Any) -> None:
    recs = _recs(run, "이번 주는 기침 전혀 없었어요", lang="ko")
    assert _of(recs, "symptom:cough")[0]["negated"] is True


def test_korean_missed_dose_with_a_connective(run: Any) -> None:
    recs = _recs(run, "아침에 메트포르민 안 먹고 출근했어", lang="ko")
    assert _of(recs, "drug:metformin")[0]["status"] == "missed"


def test_korean_supply_started_with_buteo(run: Any) -> None:
    recs = _recs(run, "아목시실린 7일치 받았고 그저께부터 먹고 있어", "2026-03-11T09:00:00+09:00", "ko")
    reg = _of(recs, "drug:amoxicillin")[0]
    assert reg["start"] == "2026-03-09" and reg["expected_end"] == "2026-03-15"


def test_korean_rating_out_of_ten_and_severity_word(run: Any) -> None:
    scores = [q for q in find_quantities("10점 만점에 6점", "ko") if q.kind == "score"]
    assert scores and scores[0].value == 6
    assert not [q for q in find_quantities("3 정도 걸었어", "ko") if q.unit == "pill"]
    recs = _recs(run, "오늘 무릎이 쑤셔요, 강도는 4 정도", lang="ko")
    assert _of(recs, "symptom:knee_pain")[0]["value"] == 4


def test_mood_rating_in_the_next_sentence(run: Any) -> None:
    recs = _recs(run, "기분 좋아요. 10점 만점에 8점", lang="ko")
    assert _of(recs, "mood:mood")[0]["value"] == 8


def test_family_history_for_joined_relatives_and_anaphora(run: Any) -> None:
    recs = _recs(run, "my dad and my brother both have gout")
    assert sorted(r["relation"] for r in _of(recs, "condition:gout")) == ["brother", "father"]
    recs = _recs(run, "my aunt had a stroke and my mother had one too")
    assert [r["relation"] for r in recs if r["type"] == "family_history"] == ["mother"]


def test_family_history_from_a_relative_s_surgery(run: Any) -> None:
    recs = _recs(run, "아버지는 유방암 수술 받으셨어요", lang="ko")
    assert [(r["type"], r["relation"]) for r in _of(recs, "condition:breast_cancer")] == [("family_history", "father")]
    assert not [r for r in recs if r["type"] == "surgery"]


def test_allergy_named_by_its_reaction(run: Any) -> None:
    recs = _recs(run, "peanuts make me swell up, it is a true allergy")
    assert [r["type"] for r in recs] == ["allergy"]


def test_reaction_said_as_a_rule_is_not_an_episode(run: Any) -> None:
    recs = _recs(run, "새우 먹으면 두드러기 나요. 새우 알레르기 있어요", lang="ko")
    assert {r["type"] for r in recs} == {"allergy"}


def test_blood_type_without_a_cue_word(run: Any) -> None:
    assert _of(_recs(run, "for the file: 5'6\" and O positive"), "profile:blood_type")[0]["value"] == "O+"


def test_drinking_habits_monthly_and_korean_never(run: Any) -> None:
    assert _of(_recs(run, "I drink wine about once a month"), "profile:alcohol")[0]["value"] == "occasional"
    recs = _recs(run, "저는 술은 전혀 안 마셔요", lang="ko")
    assert _of(recs, "profile:alcohol")[0]["value"] == "none"
    assert not _of(recs, "substance:alcohol")


def test_relative_as_company_does_not_own_the_drinks(run: Any) -> None:
    recs = _recs(run, "two beers at my dad's retirement party last night")
    assert _of(recs, "substance:alcohol")[0]["value"] == 2


def test_smoking_episode_with_a_count(run: Any) -> None:
    recs = _recs(run, "smoked 4 cigarettes after the exam yesterday")
    got = _of(recs, "substance:smoking")[0]
    assert got["value"] == 4 and got["date"] == "2026-03-10"
    assert not _of(_recs(run, "I smoke 10 a day"), "substance:smoking")


def test_care_provider_instruction_in_korean_is_the_users_regimen(run: Any) -> None:
    recs = _recs(run, "선생님이 오늘부터 메트포르민 500mg 하루 두 번 먹으래", lang="ko")
    reg = _of(recs, "drug:metformin")[0]
    assert reg["status"] == "active" and reg["value"] == 500


def test_pregnancy_expecting_and_korean_due_day(run: Any) -> None:
    recs = _recs(run, "I'm expecting, due 9/2", "2026-03-11T09:00:00+00:00")
    assert _of(recs, "profile:pregnancy")[0]["expected_end"] == "2026-09-02"
    recs = _recs(run, "임신 20주예요, 예정일은 7월 1일", lang="ko")
    assert _of(recs, "profile:pregnancy")[0]["expected_end"] == "2026-07-01"


def test_dose_change_keeps_the_new_dose(run: Any) -> None:
    reg = _of(_recs(run, "they raised my metformin from 500 to 1000 mg"), "drug:metformin")[0]
    assert reg["value"] == 1000 and reg["unit"] == "mg"


def test_hours_before_hr_are_not_heart_rate(run: Any) -> None:
    recs = _recs(run, "1 hr after lunch my sugar was 150")
    assert not _of(recs, "vital:heart_rate")


def test_meal_header_and_late_bowl(run: Any) -> None:
    assert _of(_recs(run, "dinner: salmon and rice"), "meal:meal")
    assert _of(_recs(run, "had a plate of noodles at 11:30 last night"), "meal:late_night_eating")


def test_provider_who_only_speaks_is_not_a_visit(run: Any) -> None:
    recs = _recs(run, "stopped my statin last week, my cardiologist agreed")
    assert not [r for r in recs if r["type"] == "medical_visit"]
    assert [r for r in _recs(run, "saw my cardiologist yesterday") if r["type"] == "medical_visit"]


def test_korean_fever_verb_form(run: Any) -> None:
    assert _of(_recs(run, "어제 밤부터 열나고 으슬으슬해", lang="ko"), "symptom:fever")


def test_a_count_of_pills_after_a_reading_is_not_a_second_reading() -> None:
    import datetime as dt

    from pia_graph.ingest.extract.pipeline import extract
    from pia_graph.ontology import AliasIndex, load_default_dictionary

    d = load_default_dictionary()
    said = dt.datetime(2026, 1, 12, 16, 30, tzinfo=dt.timezone(dt.timedelta(hours=-5)))
    text = "temperature 102.2F tonight so I took 2 tylenol"
    out = extract(text, said, "en", index=AliasIndex.build(d), dictionary=d)
    assert not out.rejections
    got = sorted((r.type, r.coordinate, r.value) for r in out.records)
    assert got == [("medication_intake", "drug:acetaminophen", None), ("vital_sign", "vital:body_temperature", 39.0)]
