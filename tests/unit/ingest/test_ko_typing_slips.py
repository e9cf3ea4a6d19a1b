"""Korean phone-typing slips are read as meant, one syllable for one (``ingest.ko_typing``)."""

from __future__ import annotations

import pytest

from pia_graph.ingest.analysed_text import analysed_form
from pia_graph.ingest.ko_typing import typing_slips_fixed


@pytest.mark.parametrize(("typed", "meant"), [
    ("메트포르민 먹엇어요", "메트포르민 먹었어요"),
    ("깜빡햇네", "깜빡했네"),
    ("118이엇음", "118이었음"),
    ("잘 됬다", "잘 됐다"),
    ("어제 봣는데", "어제 봤는데"),
    ("약 먹엇고", "약 먹었고"),
    ("왓어요", "왔어요"),
    ("않먹었어", "안먹었어"),
    ("속이 않좋아요", "속이 안좋아요"),
])
def test_slips_read_as_meant(typed: str, meant: str) -> None:
    assert typing_slips_fixed(typed) == meant
    assert len(typing_slips_fixed(typed)) == len(typed)


@pytest.mark.parametrize("text", [
    "먹지 않았어", "심하진 않은데", "뻔하지 않냐", "웃어요", "옷 벗어요", "좀 낫다", "다섯 알", "햇살", "엇갈려",
    "took 5 mg",
])
def test_correct_text_is_left_alone(text: str) -> None:
    assert typing_slips_fixed(text) == text


def test_the_analysed_form_reads_the_slip() -> None:
    assert analysed_form("아침공복혈당 118이엇음 ㅠㅠ") == "아침공복혈당 118이었음 ㅠㅠ"
