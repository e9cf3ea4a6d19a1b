"""Session 51: Korean conjecture told, not asked. -나 / -ㄴ가 / -ㄹ까 before 보다 or 싶다 ("먹었나 봐요", "걸렸나
싶어") guesses aloud as it tells; 봐 줘 after the same ending is a request to look. The sentences are written for
the test, not taken from a suite."""

from __future__ import annotations

import pytest

from pia_graph.ingest.read_scope import ASK_MID_KO
from tests.unit.ingest.read_analysed import decide_read


@pytest.mark.parametrize("text", [
    "어제 국수를 너무 먹었나 봐요. 오늘 몸무게가 늘었어요.",
    "감기 걸렸나 싶어 목이 칼칼해",
    "많이 걸었나 봐 다리가 아프네",
])
def test_conjecture_before_bo_or_sip_tells(text: str) -> None:
    assert not decide_read(text, "ko").read


@pytest.mark.parametrize("text", ["혈당 떨어진 날 있나 봐줘", "지난주에 잠 잘 잤나 봐 줄래"])
def test_the_same_ending_before_a_request_to_look_still_reads(text: str) -> None:
    decision = decide_read(text, "ko")
    assert decision.read and decision.route == "structured"


def test_the_ending_alone_still_asks() -> None:
    assert ASK_MID_KO.search("잘 자고 있나 숫자로")
    assert not ASK_MID_KO.search("많이 먹었나 봐요")
