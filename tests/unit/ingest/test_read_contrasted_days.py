"""The days of an act set against the days without it (``read_request.contrasted_days_ko``, ``day_noun`` in
request_words.tsv): "운동한 날이랑 안 한 날" compares the user's own days, so the question reads (session 40)."""

from __future__ import annotations

import pytest

from pia_graph.ingest.read_gate import decide_read
from pia_graph.ingest.read_request import contrasted_days_ko

OWN_DAYS = [
    "운동한 날이랑 안한 날이랑 잠잔 시간 차이 있어?", "커피 마신 날이랑 안 마신 날 수면 차이 있어?",
    "술 마신 날하고 안 마신 날 혈압 비교해줘", "산책한 날이랑 못 한 날 혈당 달라?",
]


@pytest.mark.parametrize("text", OWN_DAYS)
def test_contrasted_days_read_as_the_users_records(text: str) -> None:
    assert contrasted_days_ko(text)
    decision = decide_read(text, "ko")
    assert decision.read and decision.route == "structured", decision.reasons


@pytest.mark.parametrize("text", [
    "잠 못 잔 날 혈당 높아?",  # one day class, no contrast: may be asked of people in general
    "운동하면 잠 잘 와?", "술 마시면 혈압 올라가?",  # a condition, not days
])
def test_no_contrast_of_days(text: str) -> None:
    assert not contrasted_days_ko(text)
    assert not decide_read(text, "ko").read
