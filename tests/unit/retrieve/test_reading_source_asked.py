"""A question that names where a reading was taken (``retrieve/source.py``): the records of that source first, with
their reason; a source set apart last; the context pack line shows the source beside the value."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from typing import Literal

import pytest

from pia_graph.memory.recall_models import Decided
from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.source import (
    APART,
    ASKED,
    asked_sources,
    asks_a_value,
    source_first,
    source_label,
    with_source,
)
from pia_graph.retrieve.understand import understand


@dataclass
class _Item:
    id: str
    kind: str = "record"
    why: list[str] = field(default_factory=list)
    coordinate: str | None = "vital:systolic_bp"


@pytest.mark.parametrize(("text", "lang", "source"), [
    ("what did my bp read at the clinic?", "en", "clinic"),
    ("what did my watch say my resting heart rate was", "en", "device"),
    ("집에서 잰 혈압 얼마였지?", "ko", "home"),
    ("병원에서 잰 혈압은?", "ko", "clinic"),
])
def test_a_question_names_its_source(dictionary: Dictionary, text: str, lang: str, source: str) -> None:
    assert [(d.value, d.reason) for d in asked_sources(text, lang, dictionary)] == [(source, ASKED)]


def test_a_question_with_no_source(dictionary: Dictionary) -> None:
    assert asked_sources("what was my blood pressure last week?", "en", dictionary) == []


def test_the_source_asked_goes_first_then_the_other_place_of_care() -> None:
    entries = [(0.9, 3.0, _Item("home")), (0.8, 2.0, _Item("hospital")), (0.7, 1.0, _Item("clinic")),
               (0.6, 1.0, _Item("fact", kind="fact")), (0.5, 0.0, _Item("bare"))]
    sources = {"home": "home", "hospital": "hospital", "clinic": "clinic", "fact": "clinic"}
    out = source_first(entries, [Decided(value="clinic", reason=ASKED)], sources.get, set())
    ranked = [item.id for _, _, item in sorted(out, key=lambda e: -e[0])]
    assert ranked == ["clinic", "hospital", "home", "fact", "bare"]
    assert ranked[0] == "clinic" and out[2][2].why == ["source:clinic"]
    assert out[0][2].why == [] and out[3][2].why == []  # a sentence is never moved by a record's source


def test_a_source_set_apart_goes_last() -> None:
    entries = [(0.9, 3.0, _Item("home")), (0.5, 2.0, _Item("clinic"))]
    out = source_first(entries, [Decided(value="home", reason=APART)], {"home": "home", "clinic": "clinic"}.get, set())
    assert [item.id for _, _, item in sorted(out, key=lambda e: -e[0])] == ["clinic", "home"]
    assert out[0][2].why == ["source_apart:home"]


def test_no_source_asked_leaves_the_order() -> None:
    entries = [(0.9, 3.0, _Item("home")), (0.5, 2.0, _Item("clinic"))]
    assert source_first(entries, [], {"home": "home"}.get, set()) == entries


def test_only_the_coordinates_asked_move() -> None:
    """"when did I last go to the clinic": the visit is asked, a reading taken at the clinic stays where it was."""
    visit, reading = _Item("visit", coordinate="visit:clinic"), _Item("bp")
    entries = [(0.9, 3.0, visit), (0.5, 2.0, reading)]
    out = source_first(entries, [Decided(value="clinic", reason=ASKED)], {"bp": "clinic"}.get, {"visit:clinic"})
    assert out == entries and reading.why == []
    out = source_first(entries, [Decided(value="clinic", reason=ASKED)], {"bp": "clinic"}.get,
                       {"visit:clinic", "vital:systolic_bp"})
    assert [item.id for _, _, item in sorted(out, key=lambda e: -e[0])] == ["bp", "visit"]


def test_the_pack_line_shows_the_source_beside_the_value() -> None:
    line = "Systolic blood pressure 152 mmHg on 2026-03-10 (high)"
    assert with_source(line, "152 mmHg", source_label("home", "home cuff")) == \
        "Systolic blood pressure 152 mmHg, home on 2026-03-10 (high)"
    assert with_source("Heart rate 48 /min on 2026-03-10", "48 /min", source_label("device", "Apple Watch")) == \
        "Heart rate 48 /min, Apple Watch on 2026-03-10"
    assert with_source(line, "152 mmHg", source_label(None, None)) == line


@pytest.mark.parametrize(("fields", "lifted"), [
    ((), True),  # "what did my bp read at the clinic?"
    (("value",), True),  # 병원에서 혈압 몇 나왔어?, "my home bp readings"
    (("said", "sentence"), True),  # "what did my watch say my resting heart rate was"
    (("content", "sentence"), False),  # "the hospital my bp was taken at that wasn't seoul national, which one was it"
    (("name", "content"), False),  # "which clinic did I get my bp taken at", 혈압 잰 병원이 어디였지?
    (("content", "value"), True),  # "which of my clinic readings was highest": a value asked
])
def test_a_question_that_asks_a_place_or_a_name_lifts_no_reading(fields: tuple[str, ...], lifted: bool) -> None:
    entries = [(0.9, 3.0, _Item("visit", kind="fact")), (0.5, 2.0, _Item("bp"))]
    out = source_first(entries, [Decided(value="hospital", reason=ASKED)], {"bp": "hospital"}.get, set(), fields)
    ranked = [item.id for _, _, item in sorted(out, key=lambda e: -e[0])]
    assert ranked == (["bp", "visit"] if lifted else ["visit", "bp"])
    assert (entries[1][2].why == ["source:hospital"]) is lifted


@pytest.mark.parametrize(("text", "lang", "asks_value"), [
    ("the hospital my bp was taken at that wasnt seoul national, which one was it", "en", False),
    ("which clinic did I get my bp taken at", "en", False),
    ("how high was my bp at home", "en", True),
    ("병원에서 혈압 몇 나왔어?", "ko", True),
    ("집에서 잰 혈압 얼마였지?", "ko", True),
])
def test_the_fields_understood_say_whether_a_value_is_asked(dictionary: Dictionary, index: AliasIndex, text: str,
                                                             lang: Literal["en", "ko"], asks_value: bool) -> None:
    u = understand(text, dt.datetime.fromisoformat("2026-10-18T09:10:00+09:00"), lang, index, dictionary)
    assert asks_a_value(d.value for d in u.fields) is asks_value
