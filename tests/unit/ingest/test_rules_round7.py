"""Round 7 rules, one block per rule, each with wording of its own (not the suites' sentences)."""

from __future__ import annotations

from typing import Any

import pytest

from pia_graph.ingest.experiencer import Experiencer, experiencer_of
from pia_graph.ingest.hup import Extraction

SAID = "2026-07-16T19:00:00+00:00"  # a Thursday


def _recs(run: Any, text: str, lang: str = "en") -> list[dict[str, Any]]:
    got: Extraction = run(text, SAID, lang)
    return [r.model_dump() for r in got.records]


def _own(records: list[dict[str, Any]], coordinate: str) -> list[dict[str, Any]]:
    return [r for r in records if r["coordinate"] == coordinate and not r.get("negated")]


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
    assert _own(_recs(run, text, "ko"), coordinate), text


def test_a_resolved_korean_pain_keeps_its_status(run: Any) -> None:
    got = _own(_recs(run, "무릎 아픈거 이제 싹 나았어요", "ko"), "symptom:knee_pain")
    assert [r["status"] for r in got] == ["resolved"]


@pytest.mark.parametrize("text", [
    "배 타고 제주도 갔다왔어",  # 배 a boat: no pain word right after it
    "목요일에 회의 때문에 답답해",  # 목 of 목요일, and 답답 with no body part
    "배 불러서 더 못 먹겠다",
])
def test_a_short_part_word_needs_its_pain_word_right_after(run: Any, text: str) -> None:
    assert not [r for r in _recs(run, text, "ko") if r["type"] == "symptom"], text


# extract/corrections.py: a value withdrawn in the same turn makes no record
@pytest.mark.parametrize(("text", "lang", "coordinate", "kept", "gone"), [
    ("pressure was 131/79 not 173/79, fat fingers", "en", "vital:systolic_bp", 131.0, 173.0),
    ("fasting sugar 102 rather than 120", "en", "test:fasting_glucose", 102.0, 120.0),
    ("공복혈당 150이라고 했는데 잘못 봤어요 105예요", "ko", "test:fasting_glucose", 105.0, 150.0),
    ("I said 91 kg this morning but I misread the scale, it was 89.6", "en", "body:weight", 89.6, 91.0),
])
def test_a_withdrawn_value_makes_no_record(run: Any, text: str, lang: str, coordinate: str, kept: float,
                                           gone: float) -> None:
    values = sorted(r["value"] for r in _own(_recs(run, text, lang), coordinate))
    assert values == [kept], (text, values)
    assert gone not in values


def test_a_quoted_value_without_a_correction_marker_stays(run: Any) -> None:
    """ "I said 82 kg yesterday and today 81.2 kg": two weighings, nothing withdrawn."""
    got = sorted(r["value"] for r in _own(_recs(run, "I said 84 kg last week and today 83.1 kg"), "body:weight"))
    assert got == [83.1, 84.0]


# experiencer._REPORTED_RESULT_KO: a Korean finding reported to the user (… 있대) is the user's
@pytest.mark.parametrize(("clause", "lang", "who"), [
    ("she said she has the flu", "en", Experiencer.OTHER),
    ("he thinks his knee is broken", "en", Experiencer.OTHER),
    ("담석 있대요", "ko", Experiencer.SELF),
    ("친구가 담석 있대요", "ko", Experiencer.OTHER),
])
def test_reported_speech_is_judged_on_what_is_reported(clause: str, lang: str, who: Experiencer) -> None:
    assert experiencer_of(clause, lang) == who


@pytest.mark.parametrize(("text", "lang"), [
    ("아빠가 건강검진 받았는데 통풍 있대", "ko"),
])
def test_a_report_about_someone_else_stays_theirs(run: Any, text: str, lang: str) -> None:
    """utterance: a reported clause that names no one keeps the experiencer of the clause before it."""
    assert not [r for r in _recs(run, text, lang) if r["type"] == "condition"], text


# cue list diagnosis_news: a condition told as news with no time of its own is dated the day it is said
@pytest.mark.parametrize(("text", "lang", "coordinate"), [
    ("TSH 7.9, doc says hypothyroidism", "en", "condition:hypothyroidism"),
    ("통풍이라고 약 먹으래요", "ko", "condition:gout"),
    ("내과에서 고혈압 진단 받음", "ko", "condition:hypertension"),
])
def test_fresh_diagnosis_news_is_dated_today(run: Any, text: str, lang: str, coordinate: str) -> None:
    got = _own(_recs(run, text, lang), coordinate)
    assert [str(r.get("date")) for r in got] == ["2026-07-16"], (text, got)


def test_a_diagnosis_with_its_own_year_keeps_it(run: Any) -> None:
    got = _own(_recs(run, "2011년에 고혈압 진단 받았어요", "ko"), "condition:hypertension")
    assert [str(r.get("year")) for r in got] == ["2011"]


# cue list resolved + the symptom/condition choice: an episode said to be over is a symptom, resolved
@pytest.mark.parametrize("text", [
    "the fever finally broke around 4am",
    "not feeling feverish anymore",
])
def test_an_episode_said_to_be_over_is_a_resolved_symptom(run: Any, text: str) -> None:
    recs = _recs(run, text)
    assert [r["status"] for r in recs if r["coordinate"] == "symptom:fever"] == ["resolved"], recs
    assert not [r for r in recs if r["coordinate"] == "condition:fever"]
