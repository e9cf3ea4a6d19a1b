"""The read path's READ decision is the write path's: a question asked through recall gets the decision the gate
gives the same words as a turn (both over the analysed utterance, with the dictionary's matches)."""

from __future__ import annotations

import datetime as dt
from typing import Literal

import pytest

from pia_graph.ingest.turn_flow import offline_turn
from pia_graph.memory.recall_models import QueryIn
from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.recall import question_read

SAID_AT = dt.datetime(2026, 11, 3, 9, 0, tzinfo=dt.timezone(dt.timedelta(hours=9)))


# Questions whose decision needs the dictionary's matches (a drug or a reading named without "my"), and controls
@pytest.mark.parametrize(("text", "lang"), [
    ("levo dose?", "en"), ("zocor dose?", "en"), ("pressure readings lately", "en"),
    ("what was my last creatinine", "en"), ("크레아티닌 수치", "ko"), ("hi there", "en"), ("오늘 만보 걸었어", "ko"),
])
def test_recall_reads_a_question_as_the_gate_reads_the_turn(
    text: str, lang: Literal["en", "ko"], index: AliasIndex, dictionary: Dictionary
) -> None:
    gate = offline_turn(text, SAID_AT, lang, index, dictionary, {"active_regimens": []})
    got = question_read(QueryIn(text=text, said_at=SAID_AT, lang=lang), index, dictionary)
    assert got.read == gate["read"]
    assert (got.route if got.read else "none") == gate["route"]


def test_a_drug_dose_asked_without_my_is_read(index: AliasIndex, dictionary: Dictionary) -> None:
    # before, recall decided on the bare text: no match of "zocor", so no record word anchored the fragment
    assert question_read(QueryIn(text="zocor dose?", said_at=SAID_AT, lang="en"), index, dictionary).read
