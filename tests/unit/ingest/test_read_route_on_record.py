"""READ route of a check of what the memory holds of the user (``read_request.on_record_route``: 기록돼 있나요,
"what do I have on file"): the records answer it, whatever cause or safety word it names, unless it asks what was
said or a name or place kept as text; the learned opinion keeps it. Wording of its own."""

from __future__ import annotations

import pytest

from pia_graph.ingest.read_model import Thresholds, combine
from pia_graph.ingest.read_request import on_record_route
from pia_graph.ingest.read_route import ON_RECORD, route_for
from tests.unit.ingest.read_analysed import decide_read


@pytest.mark.parametrize(("text", "lang"), [
    ("내시경 받는데 저 수면마취 부작용 있었던 거 기록돼 있나요?", "ko"),
    ("저 갑각류 알레르기 있는 거 등록돼 있어요? 식당에서 물어봐서요.", "ko"),
    ("my dentist wants to know, what do I have on file for drug reactions?", "en"),
    ("am I on record as reacting badly to penicillin?", "en"),
])
def test_an_on_record_check_is_structured(text: str, lang: str) -> None:
    assert on_record_route(text, lang)
    assert route_for(text, lang) == ("structured", ON_RECORD)


@pytest.mark.parametrize(("text", "lang"), [
    ("처방전에는 하루 두 번 먹는 걸로 되어 있어요", "ko"),  # a paper of its own is read, not the memory
    ("수면마취 부작용 있었던 거 기억나?", "ko"),
    ("any side effects from the contrast dye last time?", "en"),
])
def test_no_on_record_check(text: str, lang: str) -> None:
    assert not on_record_route(text, lang)


def test_a_place_asked_stays_what_was_said() -> None:
    # the check names a pharmacy to be named: kept as text
    assert route_for("which pharmacy has my inhaler on file?", "en")[0] == "associative"


def test_the_learned_opinion_keeps_the_on_record_check() -> None:
    decision = decide_read("지난번 검사 때 조영제 부작용 있었던 거 기록돼 있어요?", "ko")
    assert decision.read and decision.route == "structured"
    probs = {"none": 0.05, "structured": 0.1, "associative": 0.05, "both": 0.8}
    assert combine(decision, probs, Thresholds(0.9, 0.5, 0.3)).route == "structured"
