"""RETAIN precision on life talk that holds a health word as another word (issue 12), with sentences of their own:
"back" the adverb after a trip home, "run" in an errand, 약 inside 예약 / 계약 / 약속 (the ``health_homograph`` cue
list) tell no health. Each has a guard that the user's own health in the same shape stays kept."""

from __future__ import annotations

from typing import Any

import pytest

from pia_graph.ingest.clause_talk import has_health
from pia_graph.ingest.clauses import Segment


@pytest.mark.parametrize(("text", "lang", "kept"), [
    ("we got back from the lake house on sunday, the cabin was lovely", "en", False),
    ("flew back from Lisbon this morning, the hotel was gorgeous", "en", False),
    ("the school run took forever because of the roadworks", "en", False),
    ("이사 때문에 새 집 계약하고 이삿짐센터 알아보고 정신없어요", "ko", False),
    ("토요일에 친구들이랑 약속 있어서 레스토랑 예약했어요", "ko", False),
    # guards: the user's own health in the same shapes stays kept
    ("got back from the gym and my back is killing me", "en", True),
    ("my back has been stiff since the flight", "en", True),
    ("went for a run before work, 5k", "en", True),
    ("치과 예약했어요 어금니가 계속 아파서", "ko", True),
    ("혈압약 먹는 거 깜빡해서 내일부터 꼭 먹기로 약속했어요", "ko", True),
])
def test_health_homograph_retain(retain: Any, text: str, lang: str, kept: bool) -> None:
    assert retain(text, lang) is kept


@pytest.mark.parametrize(("text", "lang", "health"), [
    ("drove back home after the wedding", "en", False),
    ("my back hurts", "en", True),
    ("모임 장소 예약 완료", "ko", False),
    ("약 다 떨어졌어", "ko", True),
])
def test_has_health_masks_homographs(text: str, lang: str, health: bool) -> None:
    assert has_health(Segment(text, 0, len(text)), lang, ()) is health
