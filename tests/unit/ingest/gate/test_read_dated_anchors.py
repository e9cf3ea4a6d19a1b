"""The READ router's C8 anchors that a typed record dates (issue 8, session 65), with sentences of their own: a window
anchored on a substance the user quit or cut (alcohol, caffeine, smoking: intake and profile records), on a care
visit (physio), or on a dated event of the user's care (a delivery, a surgery, a discharge: the ``dated_event`` words
of ``ontology/read/request_words.tsv``) is the records', as a window since a drug is (eval/LABEL_CONVENTIONS.md, last
row); a window anchored on a move, a new job or a habit said with how or when stays both. A value asked of the
present in Korean (``value_now``: 리튬 용량 지금 몇이에요) is the own record without its question mark."""

from __future__ import annotations

import pytest

from pia_graph.ingest.read_gate import decide_read
from pia_graph.ontology import AliasIndex, Dictionary
from tests.unit.ingest.rule_test_helpers import analysed


@pytest.mark.parametrize(("text", "lang"), [
    ("has my pulse gone down since I gave up smoking?", "en"),  # profile:smoking
    ("have my liver numbers improved since I quit drinking?", "en"),  # substance:alcohol
    ("has my blood pressure dropped since I cut out coffee?", "en"),  # substance:caffeine
    ("커피 끊고 나서 혈압 좀 떨어졌어?", "ko"),
    ("담배 끊고 나서 체중 늘었어?", "ko"),
    ("has my knee pain score gone down since I started going to physio?", "en"),  # visit:physical_therapy
    ("has my weight come down since the c-section?", "en"),  # dated_event
    ("is my blood sugar lower since my surgery?", "en"),
    ("출산하고 나서 혈압 떨어졌어?", "ko"),
    ("퇴원하고 나서 체온 좀 내려갔어?", "ko"),
])
def test_a_course_since_a_dated_anchor_is_the_records(index: AliasIndex, dictionary: Dictionary, text: str,
                                                      lang: str) -> None:
    d = decide_read(text, lang, utterance=analysed(index, dictionary, text, lang))
    assert d.read and d.route == "structured", d.reasons
    assert "contract:C8_typed_anchor" in d.reasons


@pytest.mark.parametrize(("text", "lang"), [
    ("has my blood pressure gone up since we moved to the coast?", "en"),  # a move: no record dates it
    ("has my sleep gotten worse since the surgeon called me?", "en"),  # a call, not the surgery
    ("has my weight gone up since the new semester started?", "en"),
    ("이직하고 나서 두통 더 자주 와?", "ko"),
])
def test_a_course_since_an_undated_event_stays_both(index: AliasIndex, dictionary: Dictionary, text: str,
                                                   lang: str) -> None:
    d = decide_read(text, lang, utterance=analysed(index, dictionary, text, lang))
    assert d.read and d.route == "both", d.reasons


@pytest.mark.parametrize("text", [
    "리튬 용량 지금 몇이에요",  # no mark: the present and a value asked of a term
    "현재 체중 얼마야",
    "인슐린 지금 몇 단위 맞고 있어요",
])
def test_a_value_asked_of_now_is_the_own_record_without_a_mark(index: AliasIndex, dictionary: Dictionary,
                                                                text: str) -> None:
    d = decide_read(text, "ko", utterance=analysed(index, dictionary, text, "ko"))
    assert d.read and d.route == "structured", d.reasons


@pytest.mark.parametrize("text", [
    "타이레놀 하루 최대 용량 몇이에요",  # no present named: general knowledge
    "지금 인슐린 몇 단위 맞아야 돼요",  # advice
    "혈압 지금 몇이면 정상이에요",  # a condition and a norm
    "지금 LA 몇시예요",  # no health word
])
def test_a_value_asked_in_general_stays_unread(index: AliasIndex, dictionary: Dictionary, text: str) -> None:
    assert not decide_read(text, "ko", utterance=analysed(index, dictionary, text, "ko")).read
