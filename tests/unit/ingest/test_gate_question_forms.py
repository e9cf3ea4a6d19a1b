"""RETAIN gate: questions and requests written without a question mark are not kept as statements."""

from __future__ import annotations

import pytest

from pia_graph.ingest.retain_gate import decide_retain
from pia_graph.ontology import AliasIndex


@pytest.mark.parametrize(("text", "lang"), [
    ("is 6.1 high for fasting sugar", "en"),
    ("does lisinopril cause a cough", "en"),
    ("i wonder what my a1c was in the spring", "en"),
    ("curious if my weight went up since january", "en"),
    ("given my kidneys which painkiller is ok", "en"),
    ("need my cholesterol numbers for the insurance form", "en"),
    ("hw many calories in a banana", "en"),
    ("I read that coffee raises blood pressure, true", "en"),
    ("아스피린 부작용 뭐있어", "ko"),
    ("혈당 지난달이랑 비교해줘", "ko"),
    ("메트포르민 몇 미리 먹고있지", "ko"),
])
def test_not_kept(index: AliasIndex, text: str, lang: str) -> None:
    assert not decide_retain(text, lang, index.match(text, lang)).retain


@pytest.mark.parametrize(("text", "lang"), [
    ("did a glucose check today, 9.4.", "en"),  # a dropped subject before a past verb stays a statement
    ("is it still sore? yes, my knee still hurts", "en"),
    ("메트포르민 먹고 잤어", "ko"),
])
def test_statements_still_kept(index: AliasIndex, text: str, lang: str) -> None:
    assert decide_retain(text, lang, index.match(text, lang)).retain
