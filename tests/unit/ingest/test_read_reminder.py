"""A request to set a reminder asks the agent to act later; it does not read memory. Asking to be reminded
*of* something still reads."""

from __future__ import annotations

import pytest

from pia_graph.ingest.read_gate import decide_read


@pytest.mark.parametrize(("text", "lang"), [
    ("remind me to refill my inhaler on friday", "en"),
    ("can you remind me to stretch after my run", "en"),
    ("set a reminder for my 3pm physio", "en"),
    ("자기 전에 비타민 먹으라고 알림 좀 해줘", "ko"),
    ("내일 아침 8시에 알람 맞춰줘", "ko"),
])
def test_a_reminder_request_does_not_read(text: str, lang: str) -> None:
    d = decide_read(text, lang)
    assert not d.read
    # told_closed (session 48): no ask and no trace of one, a statement the opinion does not turn into a read
    assert d.reasons in (["reminder_request"], ["no_question"], ["told_closed"])
    if "remind me to" in text:
        assert d.reasons == ["reminder_request"]  # a request form the rules would otherwise read


@pytest.mark.parametrize(("text", "lang"), [
    ("remind me what my last LDL was", "en"),
    ("can you remind me which inhaler the doctor gave me?", "en"),
])
def test_asking_to_be_reminded_of_something_still_reads(text: str, lang: str) -> None:
    assert decide_read(text, lang).read
