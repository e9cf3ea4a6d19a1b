"""Session 43b's query understanding on hurried, elderly and British wording (pure): a value question about iron
asks the iron labs, not the supplement; "tablets", "appt", "a and e", "how many step", "rides", "readings" are read.
The questions are written for the test, not taken from a suite."""

from __future__ import annotations

import datetime as dt

from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.structured import strength_of
from pia_graph.retrieve.understand import understand

AT = dt.datetime(2026, 9, 1, 12, 0, tzinfo=dt.UTC)


def _coords(q: str, lang: str, index: AliasIndex, dictionary: Dictionary) -> list[str]:
    return [d.value for d in understand(q, AT, lang, index, dictionary).coordinates]  # type: ignore[arg-type]


def test_a_value_question_about_iron_asks_the_iron_labs(index: AliasIndex, dictionary: Dictionary) -> None:
    for q, lang in [("has my iron gone up at all", "en"), ("was my iron low in the spring", "en"),
                    ("철분 올랐어?", "ko")]:
        u = understand(q, AT, lang, index, dictionary)  # type: ignore[arg-type]
        keys = [d.value for d in u.coordinates]
        assert [c.value for c in u.concepts] == ["concept:iron"], q
        assert keys[:2] == ["test:ferritin", "test:serum_iron"], q
        pill = next(d for d in u.coordinates if d.value == "drug:iron_supplement")
        assert strength_of(pill.reason) < strength_of(u.coordinates[0].reason), q  # the pill after the labs
    # 철분 수치 names the serum iron; a change asked reaches ferritin too
    assert "test:ferritin" in _coords("철분 수치 좋아졌나", "ko", index, dictionary)


def test_iron_asked_as_a_medicine_stays_the_supplement(index: AliasIndex, dictionary: Dictionary) -> None:
    for q, lang in [("am i still on iron", "en"), ("when did i start iron", "en"),
                    ("which iron pills work better", "en"), ("철분약 뭐 먹지", "ko")]:
        u = understand(q, AT, lang, index, dictionary)  # type: ignore[arg-type]
        assert not u.concepts, q
        assert u.coordinates[0].value == "drug:iron_supplement", q
        assert u.coordinates[0].reason.startswith("alias"), q


def test_hurried_and_british_words_are_read(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("what tablets am i on", AT, "en", index, dictionary)
    assert [t.value for t in u.record_types] == ["medication_regimen"]
    u = understand("when's my next appt", AT, "en", index, dictionary)
    assert [t.value for t in u.record_types] == ["medical_visit"]
    assert "future" in [f.value for f in u.fields]
    assert _coords("when was i last at a and e", "en", index, dictionary) == ["visit:emergency"]
    assert "visit:emergency" not in _coords("am i taking vitamins a and e", "en", index, dictionary)
    assert _coords("how many step did i do yesterday", "en", index, dictionary) == ["activity:steps"]
    assert _coords("스텝 수 어제 몇", "ko", index, dictionary) == ["activity:steps"]
    assert _coords("how many rides this month", "en", index, dictionary) == ["activity:cycling"]
    assert _coords("when did i last go for a ride", "en", index, dictionary) == ["activity:cycling"]
    assert "drug:furosemide" in _coords("my water tablets", "en", index, dictionary)
    u = understand("체크업 언제 했지", AT, "ko", index, dictionary)
    assert [t.value for t in u.record_types] == ["medical_visit"]
    u = understand("show me my readings", AT, "en", index, dictionary)
    assert [f.value for f in u.fields] == ["value"]


def test_spoken_names_of_medicines_and_panels(index: AliasIndex, dictionary: Dictionary) -> None:
    assert _coords("my rescue inhaler", "en", index, dictionary) == ["drug:salbutamol"]  # the longer name holds
    u = understand("콜레 수치 몇이었지", AT, "ko", index, dictionary)
    assert [c.value for c in u.concepts] == ["concept:lipid"]


def test_hurried_windows(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("bp this morn", AT, "en", index, dictionary)
    assert u.window is not None and u.window.start == u.window.end == dt.date(2026, 9, 1)
    u = understand("weight past fortnight", AT, "en", index, dictionary)
    assert u.window is not None and (u.window.start, u.window.end) == (dt.date(2026, 8, 19), dt.date(2026, 9, 1))


def test_a_named_measure_keeps_the_value_question(index: AliasIndex, dictionary: Dictionary) -> None:
    for q, lang in [("how has my haemoglobin done since the iron", "en"), ("철분제 먹고 헤모글로빈 좀 올랐나", "ko")]:
        u = understand(q, AT, lang, index, dictionary)  # type: ignore[arg-type]
        assert not u.concepts, q
        assert "test:ferritin" not in [d.value for d in u.coordinates[:2]], q
        assert any(d.value == "test:hemoglobin" and d.reason.startswith("alias") for d in u.coordinates), q
    for q in ["is my iron back up", "hows my iron looking these days"]:
        assert _coords(q, "en", index, dictionary)[0] == "test:ferritin", q


def test_a_class_word_after_a_named_drug_describes_it(index: AliasIndex, dictionary: Dictionary) -> None:
    assert _coords("amlodipine blood pressure pills how much", "en", index, dictionary)[0] == "drug:amlodipine"
    assert _coords("심바스타틴 스타틴 언제부터", "ko", index, dictionary) == ["drug:simvastatin"]
