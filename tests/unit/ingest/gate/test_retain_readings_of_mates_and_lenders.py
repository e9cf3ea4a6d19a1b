"""Someone else's reading is not the user's (session 58, wbugs58; issue 12): a mate owns his own numbers ("mate's
trigs were 4 something"), and the user who lends the measuring device owns the device, not the reading ("my
mother-in-law checked hers on my cuff, 160/100 yikes"; ``experiencer_bystander`` over the dictionary's
``measuring_device``). A value said after the other person's clause, with a word said for itself (``interjection``),
goes on with that person. Guards: the user's own reading on their own cuff, and yerba mate, stay the user's."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.ingest.experiencer import Experiencer, experiencer_of
from pia_graph.ingest.turn_flow import offline_scenario
from pia_graph.ontology import AliasIndex, Dictionary

EST = dt.timezone(dt.timedelta(hours=-5))


@pytest.mark.parametrize("text", [
    "mate's trigs were 4 something, he's not happy",
    "my mates bp was 170 over 100 at the pub check",
    "my mother-in-law checked hers on my cuff",
    "my neighbour tried my bp monitor and got 150/95",
])
def test_someone_elses_reading_is_theirs(text: str) -> None:
    assert experiencer_of(text, "en") == Experiencer.OTHER


@pytest.mark.parametrize("text", [
    "checked my bp on my cuff, 140/90",
    "had yerba mate this morning, bp 130/80",
    "my son checked my bp on my cuff, 150/95",
])
def test_the_users_own_reading_stays_theirs(text: str) -> None:
    assert experiencer_of(text, "en") == Experiencer.SELF


def test_a_value_after_the_other_persons_clause_is_theirs(dictionary: Dictionary, index: AliasIndex) -> None:
    said = dt.datetime(2026, 10, 27, 8, 0, tzinfo=EST)
    got = offline_scenario({"id": "t", "kind": "storage", "lang": "en", "said_at": said.isoformat(),
                            "text": "my mother-in-law checked hers on my cuff, 160/100 yikes", "history": []},
                           index, dictionary)
    assert got["records"] == []
    assert experiencer_of("160/100 yikes", "en", before=Experiencer.OTHER) == Experiencer.OTHER
    assert experiencer_of("160/100 yikes", "en") == Experiencer.SELF  # said alone, the user's


def test_a_mates_reading_is_not_retained(retain: Any) -> None:
    assert not retain("mate's trigs were 4 something, he's not happy", "en")
