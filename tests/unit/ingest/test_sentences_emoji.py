"""``clauses.sentences``: an emoji followed by more text ends a sentence, except when what follows is a word of the
dictionary's ``emoji_time_link`` list with a date or a day ("😊 on 9/22", "🙏 since monday"): that time is the
sentence's own, and a regimen said before the emoji keeps its date."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.ingest.clauses import sentences


@pytest.mark.parametrize("text", [
    "started lisinopril 10mg 😊 on 9/22",
    "stopped the omeprazole 🙏 since sunday",
    "new inhaler 👍 from the 3rd",
    "switched to the generic 😅 as of march",
])
def test_an_emoji_before_a_time_link_and_a_date_does_not_end_the_sentence(text: str) -> None:
    assert [s.text for s in sentences(text)] == [text]


@pytest.mark.parametrize(("text", "first"), [
    ("headache again today 😩 how many times this week", "headache again today 😩"),
    ("feeling great 😊 on my way to the gym", "feeling great 😊"),
    ("slept badly 😴 since the baby came it's been rough", "slept badly 😴"),
])
def test_an_emoji_before_other_text_still_ends_the_sentence(text: str, first: str) -> None:
    assert sentences(text)[0].text == first


def test_a_regimen_said_before_the_emoji_keeps_the_date_after_it(run: Any) -> None:
    got = {r.coordinate: r for r in run("started lisinopril 10mg 😊 on 9/22", "2026-10-01T09:00:00+09:00",
                                        "en").records}
    assert got["drug:lisinopril"].status == "active" and got["drug:lisinopril"].start == dt.date(2026, 9, 22)
