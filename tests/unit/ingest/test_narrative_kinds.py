"""Narrative record kinds of miss (round 9): one test per rule or cue list, English and Korean, each with a
guard that shows what the rule leaves alone."""

from __future__ import annotations

from typing import Any

import pytest

SAID = "2026-03-11T09:00:00+09:00"


def _got(run: Any, text: str, lang: str = "en") -> set[tuple[str, str]]:
    return {(r.type, r.coordinate) for r in run(text, SAID, lang).records}


@pytest.mark.parametrize(("text", "lang"), [
    ("rash on both forearms since yesterday, itchy", "en"),
    ("3일 전부터 팔에 두드러기 올라옴 가려워 죽겠음", "ko"),
])
def test_the_itch_of_a_rash_is_no_symptom_of_its_own(run: Any, text: str, lang: str) -> None:
    got = _got(run, text, lang)
    assert ("symptom", "symptom:itching") not in got
    assert got & {("symptom", "symptom:rash"), ("symptom", "symptom:hives")}


def test_an_itch_alone_is_kept(run: Any) -> None:
    assert ("symptom", "symptom:itching") in _got(run, "my scalp has been itchy all week")


@pytest.mark.parametrize("text", [
    "got a 10 day course of amoxicillin 500mg for strep, first dose this morning",
    "prednisolone 40mg for 5 days for the asthma flare, started yesterday",
])
def test_what_a_short_course_treats_is_no_record(run: Any, text: str) -> None:
    got = _got(run, text)
    assert not {t for t in got if t[0] in ("condition", "symptom")}


def test_a_condition_named_for_a_drug_without_a_course_is_kept(run: Any) -> None:
    assert ("condition", "condition:depression") in _got(run, "3 days ago I started sertraline 50mg for depression")


@pytest.mark.parametrize(("text", "lang"), [
    ("migraine with aura yesterday afternoon, 8/10", "en"),
    ("새벽 3시에 겨우 잠들어서 9시 기상.. 불면증 도졌나", "ko"),
])
def test_a_condition_word_told_as_todays_episode_is_its_symptom(run: Any, text: str, lang: str) -> None:
    got = _got(run, text, lang)
    assert not {t for t in got if t[0] == "condition"}
    assert {t for t in got if t[0] == "symptom"}


def test_a_diagnosis_then_an_episode_gives_both(run: Any) -> None:
    got = _got(run, "편두통 있는데 2015년에 진단받음. 오늘 또 왔어요 8/10", "ko")
    assert {("condition", "condition:migraine"), ("symptom", "symptom:migraine")} <= got


def test_a_condition_had_before_stays_a_condition(run: Any) -> None:
    got = _got(run, "역류성식도염 있었는데 또 그런가", "ko")
    assert ("condition", "condition:gerd") in got


@pytest.mark.parametrize(("text", "lang", "part"), [
    ("back tweaked moving a couch, 5/10", "en", "symptom:back_pain"),
    ("threw out my back lifting boxes", "en", "symptom:back_pain"),
    ("sprained my left ankle playing soccer", "en", "symptom:ankle_pain"),
    ("허리 삐끗했어 오늘 이사하다가ㅜ 통증 6", "ko", "symptom:back_pain"),
])
def test_an_injury_told_by_its_verb_is_the_pain_of_the_part(run: Any, text: str, lang: str, part: str) -> None:
    got = _got(run, text, lang)
    assert ("symptom", part) in got
    assert ("condition", "condition:pain") not in got  # "통증 6" rates the back, no general pain


@pytest.mark.parametrize(("text", "lang"), [
    ("type 2 diabetic 15 yrs, also told my kidneys are stage 3", "en"),
    ("신장 3기래요 eGFR 45", "ko"),
])
def test_a_kidney_stage_is_chronic_kidney_disease(run: Any, text: str, lang: str) -> None:
    assert ("condition", "condition:chronic_kidney_disease") in _got(run, text, lang)


def test_a_stage_of_something_else_is_not_kidney_disease(run: Any) -> None:
    assert ("condition", "condition:chronic_kidney_disease") not in _got(run, "stage 2 of the training plan done")


@pytest.mark.parametrize(("text", "coordinate"), [
    ("가슴 통증은 없고 그냥 숨이 좀 차요 계단 오를때", "symptom:shortness_of_breath"),
    ("어제 회식에서 소주 2병 마심.. 머리 깨질듯", "symptom:headache"),
])
def test_korean_symptom_wording(run: Any, text: str, coordinate: str) -> None:
    assert ("symptom", coordinate) in _got(run, text, "ko")


def test_korean_resolved_wording(run: Any) -> None:
    got = run("요즘 잠 잘자요 불면증 없어진듯 ㅎㅎ", SAID, "ko")
    assert [r.status for r in got.records if r.coordinate == "symptom:insomnia"] == ["resolved"]


@pytest.mark.parametrize(("text", "kept"), [
    ("hemoglobin 10.2, they said anemia from the kidneys", True),
    ("ER visit last night, they said probably reflux", False),  # hedged: no finding
    ("she said her knee hurts", False),  # a third person of its own
])
def test_a_finding_reported_to_the_user_is_the_users(run: Any, text: str, kept: bool) -> None:
    got = _got(run, text)
    assert bool({t for t in got if t[0] in ("condition", "symptom")}) is kept
