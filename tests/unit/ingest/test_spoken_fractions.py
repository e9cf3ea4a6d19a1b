"""``spoken_numbers.digit_twin`` reads a half said after a number ("two and a half milligrams" = 2.5) and a lone
Korean digit word with 점 before a copula ("칠 점 이라고" = 7); the extractor makes the value of either, and the
retain gate keeps the turn (it reads clauses on the digit twin)."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.ingest.extract.spoken_numbers import digit_twin
from tests.unit.ingest.strict_helpers import SAID_EN, SAID_KO, of_type


@pytest.mark.parametrize(("text", "digits"), [
    ("two and a half milligrams", ["2.5", "milligrams"]),
    ("10 and a half stone", ["10.5", "stone"]),
    ("one sixty two and a half pounds", ["162.5", "pounds"]),
    ("twenty and a half units", ["20.5", "units"]),
    ("one and a half tablets", ["1.5", "tablets"]),
])
def test_and_a_half_after_a_number(text: str, digits: list[str]) -> None:
    twin = digit_twin(text)
    assert twin.split() == digits and len(twin) == len(text)


@pytest.mark.parametrize("text", ["took about an hour and a half", "a date 1/2 and a half"])
def test_a_half_without_a_value_is_left_alone(text: str) -> None:
    # no number before it (an hour), or a date's number
    assert digit_twin(text).split()[-3:] == ["and", "a", "half"]


def test_a_dose_said_with_a_half(run: Any) -> None:
    got = of_type(run, "I'm on two and a half milligrams of warfarin", "medication_regimen")["drug:warfarin"]
    assert (got.value, got.unit) == (2.5, "mg")


@pytest.mark.parametrize(("text", "digit"), [("칠 점 이라고", "7"), ("육점 이었어요", "6"), ("팔 점 이에요", "8")])
def test_korean_point_before_a_copula_is_a_whole_number(text: str, digit: str) -> None:
    twin = digit_twin(text)
    assert twin.split()[0] == digit and len(twin) == len(text)


@pytest.mark.parametrize(("text", "twin"), [
    ("이 점 이라고 생각해요", "이 점 이라고 생각해요"),  # 이 점 = "this point"
    ("오점이 높아요", "오점이 높아요"),  # a lone 이 after 점 and no copula stays a particle
    ("칠 점 팔", "7.8  "),  # a decimal said keeps its decimal
])
def test_korean_point_otherwise_is_as_before(text: str, twin: str) -> None:
    assert digit_twin(text) == twin


def test_an_a1c_said_with_point_and_copula(run: Any) -> None:
    got = of_type(run, "당화혈색소가 칠 점 이래요", "lab_result", lang="ko", said=SAID_KO)
    assert got["test:hba1c"].value == 7.0


@pytest.mark.parametrize(("text", "lang"), [
    ("now it's two and a half milligrams", "en"),
    ("간호사님이 당화혈색소가 칠 점 이라고 하셨어요 지난주 금요일 검사한거", "ko"),
])
def test_the_gate_keeps_a_value_said_in_words(text: str, lang: str) -> None:
    from pia_graph.ingest.retain_gate import retain_decision
    from pia_graph.ingest.utterance import analyse
    from pia_graph.ontology import AliasIndex, load_default_dictionary

    dictionary = load_default_dictionary()
    said = dt.datetime.fromisoformat(SAID_KO if lang == "ko" else SAID_EN)
    utterance = analyse(text, lang, said_at=said, index=AliasIndex.build(dictionary), dictionary=dictionary)
    assert retain_decision(utterance).retain
