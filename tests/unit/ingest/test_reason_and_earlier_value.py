"""Issue 12 (session 45, why45): a side effect said as the cause of a drug stopped or switched is the change's
reason, not a current episode ("made me too drowsy so I stopped"; Korean "때문에" already was); and an earlier value
said only as the start of a change with no time of its own ("went from 7.9 down to 7.1") is no record. Each rule
with the case it must leave alone."""

from __future__ import annotations

from typing import Any

import pytest

SAID = "2026-07-03T09:00:00+09:00"


def _coordinates(run: Any, text: str, lang: str) -> list[str]:
    return [r.coordinate for r in run(text, SAID, lang).records]


@pytest.mark.parametrize(("text", "lang", "drug", "symptom"), [
    ("quit the metoprolol last week, it made me so dizzy", "en", "drug:metoprolol", "symptom:dizziness"),
    ("gabapentin gives me headaches so my doctor switched me to pregabalin", "en", "drug:gabapentin",
     "symptom:headache"),
    ("the lisinopril was giving me a cough, they swapped it for losartan 25", "en", "drug:lisinopril",
     "symptom:cough"),
    # session 46: a dose lowered for it is a change too (extract25, extract28)
    ("메트포르민 1000에서 500으로 줄였어요 설사 때문에", "ko", "drug:metformin", "symptom:diarrhea"),
    ("근육통 때문에 크레스토 5mg으로 낮췄어요", "ko", "drug:rosuvastatin", "symptom:muscle_pain"),
])
def test_a_side_effect_said_as_the_cause_of_a_stop_or_switch_is_its_reason(run: Any, text: str, lang: str,
                                                                          drug: str, symptom: str) -> None:
    got = _coordinates(run, text, lang)
    assert drug in got and symptom not in got


@pytest.mark.parametrize(("text", "lang", "symptom"), [
    ("started metoprolol today, it makes me dizzy", "en", "symptom:dizziness"),  # nothing stopped or switched
    ("the heat made me so dizzy today", "en", "symptom:dizziness"),  # no drug
    ("어제부터 기침 나서 병원 갔어요", "ko", "symptom:cough"),  # a visit, no drug changed
    ("두통 있어서 타이레놀 먹었어요", "ko", "symptom:headache"),  # a drug taken for it: today's episode
])
def test_a_symptom_without_a_drug_stopped_or_switched_for_it_stays_an_episode(run: Any, text: str, lang: str,
                                                                            symptom: str) -> None:
    assert symptom in _coordinates(run, text, lang)


@pytest.mark.parametrize("text", [
    "my a1c went from 8.2 down to 7.4",
    "fasting sugar went from 160 all the way down to 118",
    "A1c went from 6.1 up to 6.6 this time",
])
def test_an_undated_earlier_value_of_a_change_is_no_record(run: Any, text: str) -> None:
    values = [r.value for r in run(text, SAID, "en").records if r.type == "lab_result"]
    assert len(values) == 1 and values[0] in (7.4, 118.0, 6.6)


def test_an_earlier_value_said_with_its_own_time_is_still_kept(run: Any) -> None:
    got = [(r.value, r.month) for r in run("a1c 6.9 today, down from 7.6 in march", SAID, "en").records
           if r.type == "lab_result"]
    assert (7.6, "2026-03") in got and any(v == 6.9 for v, _ in got)
