"""The analysed form of an utterance and signed numbers (defects 3, 4 and 6 of issue 10)."""

from __future__ import annotations

from typing import Any

import pytest

from pia_graph.ingest.analysed_text import analysed_form
from pia_graph.ingest.extract.numbers import find_quantities
from pia_graph.ingest.hup import POSSIBLE_OVERDOSE, make_record, safety_flag


@pytest.mark.parametrize(
    ("raw", "analysed"),
    [
        ("7\u200d5 kg", "75 kg"),
        ("7\u200b5\ufeff kg", "75 kg"),
        ("weight \x1b[31m71 kg\x1b[0m", "weight 71 kg"),
        ("weight \x9b1;31m71 kg", "weight 71 kg"),
        ("\x1b]0;title\x07BP 120/80", "BP 120/80"),
        ("ＢＰ１２０／８０", "BP120/80"),
        ("glucose\x00 99\x7f", "glucose 99"),
        ("line one\r\nline two", "line one\nline two"),
        ("ㅋㅋㅋ 혈압 130", "ㅋㅋㅋ 혈압 130"),
    ],
)
def test_analysed_form(raw: str, analysed: str) -> None:
    assert analysed_form(raw) == analysed


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("I weigh -5 kg", [-5.0]),
        ("glucose was -90", [-90.0]),
        ("(\u22124)", [-4.0]),
        ("5-10 mg", [5.0, 10.0]),  # a range, not minus ten
        ("2026-03-01", [2026.0, 3.0, 1.0]),
        ("BP 120/80 - 5", [120.0, 5.0]),  # a dash, not a sign
    ],
)
def test_a_minus_sign_is_kept(text: str, values: list[float]) -> None:
    assert [q.value for q in find_quantities(text)] == values


@pytest.mark.parametrize("text", ["I weigh -5 kg", "fasting glucose was -90", "took -2 tablets of advil"])
def test_a_negative_value_is_rejected_not_read_as_positive(run: Any, text: str) -> None:
    out = run(text)
    assert out.records == [] and out.rejections


def test_a_joiner_or_an_escape_no_longer_changes_the_reading(run: Any) -> None:
    (zwj,) = run(analysed_form("I weigh 7\u200d5 kg")).records
    assert zwj.value == 75.0
    ansi = run(analysed_form("weight \x1b[31m71 kg\x1b[0m")).records
    assert [r.value for r in ansi] == [71.0]


def test_a_huge_intake_is_kept_and_flagged(run: Any) -> None:
    (rec,) = run("took 500 tablets of ibuprofen").records
    assert rec.type == "medication_intake" and safety_flag(rec) == POSSIBLE_OVERDOSE
    (normal,) = run("took 2 tablets of ibuprofen").records
    assert safety_flag(normal) is None
    big_dose = make_record("medication_intake", coordinate="drug:ibuprofen", value=50000, unit="mg")
    assert safety_flag(big_dose) == POSSIBLE_OVERDOSE
