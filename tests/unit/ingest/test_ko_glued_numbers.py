"""Korean chat often types a number glued to the word before it ("어제12시에 자서7시에 깸", "타이레놀500",
"아목시실린5일치"): the time expression, the supply and the product strength read as when the space was typed
(``temporal.base.KO_LEFT``, ``temporal.supply``, ``ingest.extract.med_doses._INNER_DOSE``)."""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

import pytest

from pia_graph.temporal import resolve_in_text
from pia_graph.temporal.base import KO_LEFT, ko_pattern
from tests.unit.ingest.rule_test_helpers import SAID_KST_PM, by_coordinate_ko

_SAID = dt.datetime.fromisoformat(SAID_KST_PM)


def _kinds(text: str) -> list[tuple[str, str]]:
    return [(r.kind, r.expression) for r in resolve_in_text(text, _SAID, "ko") if r.span is not None]


def test_a_number_may_start_right_after_a_hangul_syllable() -> None:
    left = re.compile(rf"{KO_LEFT}\d")
    assert left.search("자서7시")  # after a word, no space
    assert left.search("7시")  # at the start
    assert [m.start() for m in left.finditer("17 3.5")] == [0, 3]  # never inside a number


def test_a_korean_pattern_still_does_not_start_inside_a_word_or_a_number() -> None:
    pattern = ko_pattern("어제")
    assert pattern.search("어제 잤어")
    assert not pattern.search("그어제")  # a word starting with Hangul glued to a syllable is not read
    digits = ko_pattern(r"\d시")
    assert digits.search("자서7시")
    assert digits.search("17시") is None  # never the 7 inside 17


@pytest.mark.parametrize("text", ["어제12시에 자서7시에 일어남", "어제 12시에 자서 7시에 일어남"])
def test_a_bed_and_wake_time_glued_to_the_words_before_them_is_a_sleep_window(text: str) -> None:
    assert any(kind == "sleep_window" for kind, _ in _kinds(text))


def test_a_year_glued_after_a_word_is_read() -> None:
    assert any(kind == "year" for kind, _ in _kinds("편두통 있는데2015년에 진단받음"))


@pytest.mark.parametrize(("text", "value"), [
    ("타이레놀500 두알 먹음", 1000),  # the strength glued to the brand, times two tablets
    ("이부프로펜400 먹었어", 400),
])
def test_a_strength_glued_to_a_drug_name_is_its_dose(run: Any, text: str, value: float) -> None:
    recs = by_coordinate_ko(run, text, "medication_intake")
    assert len(recs) == 1
    assert next(iter(recs.values())).value == pytest.approx(value)


def test_a_strength_glued_to_a_regimen_drug_is_its_dose(run: Any) -> None:
    rec = by_coordinate_ko(run, "아스피린100 매일 먹고 있어", "medication_regimen")["drug:aspirin"]
    assert rec.value == pytest.approx(100)
    assert rec.unit == "mg"


def test_a_small_number_in_a_product_name_is_no_dose(run: Any) -> None:
    rec = by_coordinate_ko(run, "이지엔6 한알 먹음", "medication_intake")["drug:ibuprofen"]
    assert rec.value is None  # 이지엔6 is the brand; 6 is no strength


@pytest.mark.parametrize("text", ["아목시실린5일치 어제부터 먹는중", "아목시실린 5일치 어제부터 먹는중"])
def test_a_supply_glued_to_the_drug_is_a_course_not_a_dose(run: Any, text: str) -> None:
    rec = by_coordinate_ko(run, text, "medication_regimen")["drug:amoxicillin"]
    assert rec.value is None  # 5 is days of supply, not 5 mg
    assert rec.expected_end is not None
