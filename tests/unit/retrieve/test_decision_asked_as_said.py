"""A decision or homework asked is what a provider said: the question asks `field:said`, and a sentence that
reports a decision reports speech (session 54)."""

from __future__ import annotations

import datetime as dt

from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.cues import reports_speech
from pia_graph.retrieve.understand import understand

SAID = dt.datetime(2026, 6, 10, 20, 0, tzinfo=dt.UTC)


def _fields(text: str, lang: str, index: AliasIndex, dictionary: Dictionary) -> set[str]:
    return {d.value for d in understand(text, SAID, lang, index, dictionary).fields}


def test_a_decision_or_homework_asked_asks_what_was_said(index: AliasIndex, dictionary: Dictionary) -> None:
    for text in ("what did the urologist decide after the MRI", "what homework did my therapist give",
                 "what was the decision on surgery"):
        assert "said" in _fields(text, "en", index, dictionary), text
    for text in ("상담 선생님이 내준 숙제 뭐였지", "수술 하기로 결정된 거 맞지"):
        assert "said" in _fields(text, "ko", index, dictionary), text
    assert "said" not in _fields("what was my last a1c", "en", index, dictionary)


def test_a_sentence_that_reports_a_decision_reports_speech() -> None:
    assert reports_speech("the surgeon decided to wait on the knee")
    assert not reports_speech("booked an MRI for april 10")
