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


def test_a_wish_reported_on_the_user_stand_in_reports_speech() -> None:
    # the write path rewrites "me" to the user's stand-in: "she wants me to add a walk" is stored as "wants User to"
    assert reports_speech("second session, she wants User to add a 15 min walk after dinner")
    assert reports_speech("the physio wanted me to rest") and not reports_speech("User wants to walk more")
