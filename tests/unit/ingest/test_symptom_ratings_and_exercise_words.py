"""Symptom ratings and exercise figures on unseen wording (issue 12): a 0-10 rating said in words ("maybe a four",
"eight out of ten", "다섯 정도요", "팔 점이요"), after "now", as the new value of a change ("6에서 3으로"), by the bare
pain word of a part named before, a diary's other days (one record per rating with its day), Korean step counts
with a Sino-Korean ten-thousands digit and a run's time said in words in the next sentence."""

from __future__ import annotations

from typing import Any

import pytest

from pia_graph.ingest.extract.spoken_numbers import digit_twin

SAID = "2026-05-13T09:00:00+09:00"  # a Wednesday
TODAY, YESTERDAY = "2026-05-13", "2026-05-12"


def _records(run: Any, text: str, lang: str = "en") -> list[tuple[str, str, Any, Any]]:
    got = run(text, SAID, lang)
    return [(r.type, r.coordinate, r.value, str(r.date) if r.date else None) for r in got.records]


def _symptoms(run: Any, text: str, lang: str = "en") -> list[tuple[str, Any, Any]]:
    return [(c, v, d) for t, c, v, d in _records(run, text, lang) if t == "symptom"]


@pytest.mark.parametrize(("text", "twin"), [
    ("maybe a four.", "maybe a 4   ."),
    ("eight out of ten", "8     out of 10 "),
    ("about a six now", "about a 6   now"),
    ("통증은 다섯 정도요", "통증은 5  정도요"),
    ("일곱 점 정도", "7  점 정도"),
])
def test_a_rating_said_in_one_number_word_is_written_in_digits(text: str, twin: str) -> None:
    assert digit_twin(text) == twin


@pytest.mark.parametrize("text", ["a two hour walk", "took a four pack", "I had a one on one", "세 정도"])
def test_a_count_word_that_goes_on_into_what_it_counts_stays_a_word(text: str) -> None:
    assert digit_twin(text) == text


@pytest.mark.parametrize(("text", "lang", "key", "value"), [
    ("Back pain down to a three.", "en", "symptom:back_pain", 3.0),
    ("Back pain is down to like a 3 now.", "en", "symptom:back_pain", 3.0),
    ("Headache about a seven today.", "en", "symptom:headache", 7.0),
    ("My migraine was a nine out of ten last night.", "en", "symptom:migraine", 9.0),
    ("허리 통증은 다섯 정도요.", "ko", "symptom:back_pain", 5.0),
    ("두통이 사흘째예요. 강도는 여섯 정도요.", "ko", "symptom:headache", 6.0),
    ("편두통이 심해서 어제 하루 종일 고생했어요. 팔 점이요.", "ko", "symptom:migraine", 8.0),
    ("어깨 근육통 때문에 한의원 갔다옴. 통증 6에서 3으로", "ko", "symptom:muscle_pain", 3.0),
])
def test_the_rating_said_in_words_or_after_a_change_is_the_symptoms_value(run: Any, text: str, lang: str, key: str,
                                                                          value: float) -> None:
    got = _symptoms(run, text, lang)
    assert [(c, v) for c, v, _d in got] == [(key, value)]


def test_the_bare_pain_word_rated_is_the_pain_of_the_part_named_before_and_now_is_today(run: Any) -> None:
    got = _symptoms(run, "knee scope was 3 weeks ago, pain is like a 2 now")
    assert got == [("symptom:knee_pain", 2.0, TODAY)]
    got = _symptoms(run, "The physio is for my knee. The knee still aches, maybe a four.")
    assert got == [("symptom:knee_pain", 4.0, TODAY)]
    assert [(c, v) for c, v, _d in _symptoms(run, "무릎 관절염인데 요즘 계단 오를 때 통증 5정도", "ko")] \
        == [("symptom:knee_pain", 5.0)]


def test_a_rating_of_the_bare_pain_word_with_no_part_named_is_no_part_pain(run: Any) -> None:
    assert _symptoms(run, "The pain is a 6 today.") == []


def test_a_diary_gives_one_record_per_rating_with_its_day(run: Any) -> None:
    got = _symptoms(run, "migraine diary: thurs bad one, 8/10, took 2 tylenol. fri mild 3/10, nothing taken")
    assert got == [("symptom:migraine", 8.0, "2026-05-07"), ("symptom:migraine", 3.0, "2026-05-08")]
    got = _symptoms(run, "knee pain 5/10 on monday, tuesday 4/10, today 2/10")
    assert [v for _c, v, _d in got] == [5.0, 4.0, 2.0]
    assert [d for _c, _v, d in got] == ["2026-05-11", YESTERDAY, TODAY]


def test_a_diary_of_two_symptoms_is_not_read_as_one(run: Any) -> None:
    got = _symptoms(run, "headache 6/10 yesterday, nausea today, 3/10")
    assert [c for c, _v, _d in got].count("symptom:headache") == 1


def test_belly_cramps_are_abdominal_pain(run: Any) -> None:
    from pia_graph.evaluation.format_vocabulary import format_coordinates, in_format

    got = run("had belly cramps like a 5/10", SAID, "en")
    pred = in_format({"records": [{"type": r.type, "coordinate": r.coordinate, "value": r.value}
                                  for r in got.records]}, format_coordinates())
    assert [(r["coordinate"], r["value"]) for r in pred["records"]] == [("symptom:abdominal_pain", 5.0)]


@pytest.mark.parametrize(("text", "steps"), [("오늘 이만 보 걸었어요.", 20000.0), ("어제 2만보 걸었어요", 20000.0),
                                             ("오늘 아침 만 보 넘게 걸었어요. 만 이천 보요.", 12000.0),
                                             ("오늘 삼만 오천 보 걸음", 35000.0)])
def test_korean_step_counts_in_ten_thousands(run: Any, text: str, steps: float) -> None:
    got = [(c, v) for t, c, v, _d in _records(run, text, "ko") if t == "exercise"]
    assert got == [("activity:steps", steps)]


def test_a_runs_time_said_in_sino_korean_words_in_the_next_sentence(run: Any) -> None:
    got = run("달리기 삼 킬로 뛰었어요. 이십 분 걸렸어요.", SAID, "ko")
    runs = [r for r in got.records if r.coordinate == "activity:running"]
    assert [(r.value, r.duration_min) for r in runs] == [(3.0, 20.0)]


@pytest.mark.parametrize(("text", "key", "value"), [("back's a 4 today", "symptom:back_pain", 4.0),
                                                    ("my knee is like a five now.", "symptom:knee_pain", 5.0)])
def test_a_part_said_to_be_a_rating_is_its_pain(run: Any, text: str, key: str, value: float) -> None:
    assert [(c, v) for c, v, _d in _symptoms(run, text)] == [(key, value)]


def test_a_part_with_a_count_of_something_else_is_no_pain(run: Any) -> None:
    assert _symptoms(run, "my back is a 2 hour drive away") == []


@pytest.mark.parametrize(("text", "lang"), [("어제 하루종일 굶었다가 밤 11시에 폭식함", "ko"),
                                            ("크리스마스 이브 케이크 밤 11시에 한판 ㅋㅋ", "ko"),
                                            ("thanksgiving, I had 2 glasses of wine and pie at midnight", "en"),
                                            ("valentines dinner was at 9:30 pm, steak and a bottle of red", "en")])
def test_food_at_a_late_clock_time_is_late_night_eating(run: Any, text: str, lang: str) -> None:
    assert [c for t, c, _v, _d in _records(run, text, lang) if t == "meal"] == ["meal:late_night_eating"]


def test_dinner_at_an_early_hour_is_not_late_eating(run: Any) -> None:
    assert [c for t, c, _v, _d in _records(run, "dinner at 6pm, then bed at 10pm") if t == "meal"] == []


@pytest.mark.parametrize(("text", "lang", "key", "start"), [
    ("갑자기 가슴이 두근거려요. 오늘 오후부터요.", "ko", "symptom:palpitations", TODAY),
    ("Chills and nausea. Since last night.", "en", "symptom:nausea", YESTERDAY),
])
def test_a_sentence_that_is_only_a_since_time_starts_the_symptoms_before_it(run: Any, text: str, lang: str, key: str,
                                                                            start: str) -> None:
    got = [r for r in run(text, SAID, lang).records if r.coordinate == key]
    assert [(str(r.start) if r.start else None, r.date) for r in got] == [(start, None)]
