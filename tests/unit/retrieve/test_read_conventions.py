"""Read-side conventions shared with the write side (pure): a body part asked is its pain, doses asked missed rank
before their regimen, a time said after "than it was at" starts a comparison, a change "over" a holiday asks the
readings either side of it, "runs in my close family" is the family history."""

from __future__ import annotations

import datetime as dt
from typing import Literal

from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.parts_asked import parts_asked
from pia_graph.retrieve.question_window import window_of
from pia_graph.retrieve.records import regimen_status_asked
from pia_graph.retrieve.understand import asked_statuses, understand

EN: Literal["en", "ko"] = "en"
KO: Literal["en", "ko"] = "ko"
SAID = dt.datetime(2026, 8, 20, 10, tzinfo=dt.UTC)


def test_a_body_part_asked_is_its_pain_in_both_languages(index: AliasIndex, dictionary: Dictionary) -> None:
    for q, lang in (("Is the knee getting better with the physio?", EN), ("물리치료 받고 무릎 좀 나아졌나요?", KO)):
        u = understand(q, SAID, lang, index, dictionary)
        assert ("symptom:knee_pain", "cue:body_part") in [(d.value, d.reason) for d in u.coordinates]
    before = understand("무릎 아프기 전에 얼마나 뛰었지", SAID, "ko", index, dictionary)
    # the runs are named: the knee only dates them, and the time before it asks the earliest first
    assert "symptom:knee_pain" not in {d.value for d in before.coordinates}
    assert "first" in {d.value for d in before.fields}
    legs = understand("how sore were my legs", SAID, EN, index, dictionary)
    assert "symptom:muscle_pain" in {d.value for d in legs.coordinates}
    hike = understand("how sore were my legs after the hike", SAID, EN, index, dictionary)
    assert "symptom:muscle_pain" not in {d.value for d in hike.coordinates}  # the hike is what is named there
    said = understand("정형외과에서 허리 뭐라 그랬지", SAID, KO, index, dictionary)
    assert "symptom:back_pain" not in {d.value for d in said.coordinates}  # what was said: the sentence answers


def test_a_part_word_that_is_no_part_asked_reaches_no_pain(index: AliasIndex, dictionary: Dictionary) -> None:
    assert parts_asked("when did the results come back", "en", []) == []  # no "my" / "the" before it
    assert parts_asked("the head nurse", "en", [(4, 8)]) == []  # a span already read
    waist = understand("건강검진 때보다 허리둘레 얼마나 줄었어요?", SAID, "ko", index, dictionary)
    assert "symptom:back_pain" not in {d.value for d in waist.coordinates}  # 허리둘레 is the waist
    named = understand("my back pain this week", SAID, "en", index, dictionary)
    assert [d.reason for d in named.coordinates if d.value == "symptom:back_pain"] == ["alias:alias"]
    assert parts_asked("배 아파", "ko", []) == []  # 배 only next to its pain word, as the write side reads it


def test_doses_asked_missed_rank_before_the_regimen(index: AliasIndex, dictionary: Dictionary) -> None:
    for q, lang in (("How many times did I miss the water pill this month?", EN),
                    ("이번 달에 혈압약 몇 번이나 빼먹었어요?", KO)):
        assert asked_statuses(understand(q, SAID, lang, index, dictionary)) == {"missed"}
    missed = {"type": "medication_intake", "status": "missed", "coordinate": "drug:amlodipine"}
    taken = {"type": "medication_intake", "status": "taken", "coordinate": "drug:amlodipine"}
    regimen = {"type": "medication_regimen", "status": "active", "coordinate": "drug:amlodipine"}
    assert regimen_status_asked(missed, {"missed"}, SAID.date())
    assert not regimen_status_asked(taken, {"missed"}, SAID.date())
    assert not regimen_status_asked(regimen, {"missed"}, SAID.date())


def test_a_time_compared_with_or_changed_over() -> None:
    said = dt.datetime(2026, 3, 14, 19, tzinfo=dt.UTC)
    w = window_of("Is my morning sugar better than it was at new year?", said, "en")
    assert w is not None and (w.start, w.end) == (dt.date(2026, 1, 1), said.date())  # from new year to now
    over = dt.datetime(2026, 12, 2, 19, tzinfo=dt.UTC)
    assert window_of("how much weight did I gain over thanksgiving", over, "en") is None  # either side of it
    w = window_of("what did I eat over thanksgiving", over, "en")
    assert w is not None and w.start == w.end == dt.date(2026, 11, 26)  # no change asked: the holiday itself


def test_runs_in_my_close_family_is_the_family_history(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("What runs in my close family?", SAID, "en", index, dictionary)
    assert [d.value for d in u.record_types] == ["family_history"]
    assert "activity:running" not in {d.value for d in u.coordinates}
