"""An English anchor's clause ends at the question's own words; "who added X" asks a name; "in may" is a month; a
title or place word after a determiner is no name (session 54)."""

from __future__ import annotations

import datetime as dt

from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.cues import holds_a_name
from pia_graph.retrieve.understand import understand

SAID = dt.datetime(2026, 6, 10, 20, 0, tzinfo=dt.UTC)


def _reasons(text: str, index: AliasIndex, dictionary: Dictionary) -> dict[str, str]:
    return {d.value: d.reason for d in understand(text, SAID, "en", index, dictionary).coordinates}


def test_an_anchor_dates_only_the_term_of_its_own_clause(index: AliasIndex, dictionary: Dictionary) -> None:
    r = _reasons("since I started ozempic how much weight did I lose", index, dictionary)
    assert r["drug:semaglutide"].startswith("anchor:") and r["body:weight"].startswith("alias")
    r = _reasons("since I started the statin, is my LDL down", index, dictionary)
    assert r["test:ldl_cholesterol"].startswith("alias")


def test_who_with_a_past_verb_asks_a_name(index: AliasIndex, dictionary: Dictionary) -> None:
    for text in ("who added the sitagliptin", "and who bumped it", "who put me on metformin"):
        assert "name" in {d.value for d in understand(text, SAID, "en", index, dictionary).fields}, text


def test_may_after_a_preposition_of_time_is_the_month(index: AliasIndex, dictionary: Dictionary) -> None:
    w = understand("how many times did I drink in may", SAID, "en", index, dictionary).window
    assert w is not None and (w.start, w.end) == (dt.date(2026, 5, 1), dt.date(2026, 5, 31))
    assert understand("this may be the flu, is my temperature up", SAID, "en", index, dictionary).window is None


def test_a_title_or_place_after_a_determiner_names_no_one() -> None:
    assert not holds_a_name("bp 136/88 at the clinic") and not holds_a_name("the dr said rest")
    assert holds_a_name("saw dr kim today") and holds_a_name("new clinic is Tokyo Midtown Clinic")
