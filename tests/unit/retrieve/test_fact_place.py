"""A place asked of what only the user's sentences hold (session 66, pure; `retrieve/fact_place.py`): an anchor no
record dates ("two days after Namche", 쿠스코 도착한 다음 날, an ER said but kept as no visit), an anchor record of no
time at all (a condition said, no onset), and the n-th newest of a value no coordinate holds ("my lead level the time
before the latest one", 지난번 말고 그 전 검진 때 CD4): the item at the place asked ranks first, with its reason."""

from __future__ import annotations

import datetime as dt
from typing import Any

from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.associative import FactHit
from pia_graph.retrieve.fuse import fuse
from pia_graph.retrieve.structured import structured_hits
from pia_graph.retrieve.understand import understand
from tests.unit.retrieve.fuse_rows import SAID, fact_row, record_row

D = dt.date


def _found(fid: str, turn: str, text: str, day: dt.date, rank: int) -> FactHit:
    return FactHit(fact_row(fid, turn, text, day), text_rank=rank, rrf=1 / (60 + rank))


def _ranked(text: str, lang: str, rows: list[dict[str, Any]], facts: list[FactHit], index: AliasIndex,
            dictionary: Dictionary, mentions: dict[str, set[str]] | None = None,
            rehydrated: dict[str, list[dict[str, Any]]] | None = None) -> list[Any]:
    u = understand(text, SAID, lang, index, dictionary)  # type: ignore[arg-type]
    hits = structured_hits(u, rows, [r for r in rows if r["type"] not in ("lab_result", "vital_sign")])
    return fuse(u, "structured", hits, facts, rehydrated or {}, dictionary, SAID, 10, mentions=mentions).items


def _spo2(days: list[dt.date]) -> list[dict[str, Any]]:
    return [record_row(f"o{n}", "vital:spo2", day, f"t{n}", kind="vital_sign", value=v)
            for n, (day, v) in enumerate(zip(days, (88, 91, 84), strict=True))]


def test_an_anchor_of_words_is_dated_by_the_sentence_that_holds_them(index: AliasIndex, dictionary: Dictionary) -> None:
    rows = _spo2([D(2026, 10, 6), D(2026, 10, 8), D(2026, 10, 10)])
    namche = _found("f0", "t0", "Namche Bazaar, SpO2 on my finger oximeter 88, HR 96", D(2026, 10, 6), 1)
    items = _ranked("what was my oxygen two days after Namche?", "en", rows, [namche], index, dictionary)
    assert items[0].id == "o1", [i.id for i in items]
    assert any(w.startswith("place:offset:2:") for w in items[0].why)


def test_a_korean_anchor_of_words_needs_every_word(index: AliasIndex, dictionary: Dictionary) -> None:
    rows = _spo2([D(2026, 10, 2), D(2026, 10, 3), D(2026, 10, 5)])
    before = _found("f9", "t9", "쿠스코 가기 전날이라 오늘부터 다이아막스 반 알씩 먹는 중", D(2026, 10, 1), 2)
    arrived = _found("f0", "t0", "쿠스코 도착, 산소포화도 89, 두통 4/10", D(2026, 10, 2), 1)
    items = _ranked("쿠스코 도착한 다음 날 산소포화도 몇이었어?", "ko", rows, [before, arrived], index, dictionary)
    assert items[0].id == "o1", [i.id for i in items]  # the day after the arrival, not after the day before it


def test_a_term_no_record_dates_is_dated_by_the_sentence_that_names_it(
        index: AliasIndex, dictionary: Dictionary) -> None:
    rows = [record_row(f"p{n}", "test:platelets", day, f"t{n}", kind="lab_result", value=v)
            for n, (day, v) in enumerate([(D(2026, 10, 1), 98), (D(2026, 10, 3), 64), (D(2026, 10, 6), 141)])]
    er = _found("f0", "t0", "ED at Fiona Stanley, dengue NS1 positive.", D(2026, 10, 1), 1)
    items = _ranked("what were my platelets two days after the ED visit?", "en", rows, [er], index, dictionary,
                    mentions={"f0": {"visit:emergency"}})
    assert items[0].id == "p1", [i.id for i in items]


def test_an_anchor_record_of_no_time_stands_on_the_day_it_was_said(index: AliasIndex, dictionary: Dictionary) -> None:
    covid = record_row("c", "condition:covid19", D(2026, 10, 1), "t0", kind="condition")
    covid["date"] = None  # "코로나 자가키트 두 줄": said on the 1st, no onset given
    rows = [covid, *(record_row(f"k{n}", "symptom:cough", day, f"t{n + 1}", kind="symptom", value=v)
                     for n, (day, v) in enumerate([(D(2026, 10, 2), 7), (D(2026, 10, 4), 4), (D(2026, 10, 8), 2)]))]
    items = _ranked("코로나 걸리고 사흘 뒤 기침 어땠어?", "ko", rows, [], index, dictionary)
    assert items[0].id == "k1", [i.id for i in items]


def test_the_nth_sentence_answers_what_no_record_holds(index: AliasIndex, dictionary: Dictionary) -> None:
    hb = record_row("h", "test:hemoglobin", D(2026, 8, 1), "t1", kind="lab_result", value=13.1)
    facts = [_found("f1", "t1", "blood lead at work 28 ug/dL", D(2026, 8, 1), 2),
             _found("f2", "t2", "recheck lead 33, they moved me off the smelter line", D(2026, 9, 1), 3),
             _found("f3", "t3", "lead down to 21 after 2 months in the warehouse", D(2026, 10, 1), 1),
             _found("f4", "t4", "my colleague Sipho's lead was 45, he's off work", D(2026, 10, 5), 4)]
    items = _ranked("what was my lead level the time before the latest one?", "en", [], facts, index, dictionary,
                    rehydrated={"t1": [hb]})
    assert items[0].id == "f2", [i.id for i in items]  # the colleague's is not the user's latest
    assert any(w.startswith("place:newest_2:") for w in items[0].why)


def test_the_korean_nth_sentence_of_a_value_no_coordinate_holds(index: AliasIndex, dictionary: Dictionary) -> None:
    visit = record_row("v", "visit:checkup", D(2026, 4, 27), "t0", kind="medical_visit")
    facts = [_found("f1", "t1", "CD4 480, 바이러스 미검출", D(2026, 4, 27), 3),
             _found("f2", "t2", "CD4 520, 미검출 유지", D(2026, 7, 28), 2),
             _found("f3", "t3", "CD4 545, LDL 131 식단 조절 효과", D(2026, 9, 28), 1)]
    items = _ranked("지난번 말고 그 전 검진 때 CD4 몇이었지?", "ko", [visit], facts, index, dictionary)
    assert items[0].id == "f2", [i.id for i in items]


def test_before_this_one_is_the_one_before_the_newest(index: AliasIndex, dictionary: Dictionary) -> None:
    rows = [record_row(f"s{n}", "vital:systolic_bp", day, f"t{n}", kind="vital_sign", value=v)
            for n, (day, v) in enumerate([(D(2026, 3, 16), 128), (D(2026, 9, 15), 131)])]
    items = _ranked("what was my BP at the medical before this one?", "en", rows, [], index, dictionary)
    assert items[0].id == "s0", [i.id for i in items]


def test_no_place_from_words_no_sentence_holds(index: AliasIndex, dictionary: Dictionary) -> None:
    """"two days after that" names nothing; an anchor of words no sentence holds picks nothing: the newest stays."""
    rows = _spo2([D(2026, 10, 6), D(2026, 10, 8), D(2026, 10, 10)])
    other = _found("f0", "t0", "SpO2 88 this morning", D(2026, 10, 6), 1)
    for text in ("what was my oxygen two days after that?", "what was my oxygen two days after Lukla?"):
        items = _ranked(text, "en", rows, [other], index, dictionary)
        assert not any(w.startswith("place:") for i in items for w in i.why), text


def test_a_sentence_place_gives_way_to_a_record_place(index: AliasIndex, dictionary: Dictionary) -> None:
    """Where a place picks a record, no sentence is picked: "the time before" of a stored reading is its record."""
    rows = _spo2([D(2026, 10, 6), D(2026, 10, 8), D(2026, 10, 10)])
    facts = [_found("f0", "t0", "oxygen 91 tonight", D(2026, 10, 8), 1)]
    items = _ranked("what was my oxygen the time before?", "en", rows, facts, index, dictionary)
    assert items[0].id == "o1", [i.id for i in items]
    assert not any(i.id == "f0" and any(w.startswith("place:") for w in i.why) for i in items)




def test_a_calendar_month_before_last_is_no_place(index: AliasIndex, dictionary: Dictionary) -> None:
    """"the month before last" is a month of the calendar, not the occasion before the newest: no sentence is counted
    (one of them may never have been kept)."""
    u = understand("what was my badge reading the month before last?", SAID, "en", index, dictionary)
    assert not u.places
    assert [p.reason for p in understand("what was my a1c before last?", SAID, "en", index, dictionary).places] == [
        "newest_2"]
