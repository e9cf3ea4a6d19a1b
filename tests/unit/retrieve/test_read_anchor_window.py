"""The window an anchor opens in the user's own store (pure): "since I started the lisinopril", 검진 이후로
공복혈당: the anchored drug's first record (or the latest record of another event) dates the event, and an asked
reading older than the last one before that day (the baseline) falls to a related term's strength; the baseline and
every later reading keep theirs. Korean events on a past adnominal stem (커피 줄인 뒤로) anchor too."""

from __future__ import annotations

import datetime as dt

import pytest

from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.anchor_window import BEFORE_ANCHOR, OUTSIDE_STRENGTH, anchor_day
from pia_graph.retrieve.structured import structured_hits
from pia_graph.retrieve.understand import understand
from tests.unit.retrieve.fuse_rows import record_row

US = dt.datetime(2026, 6, 1, 9, 0, tzinfo=dt.timezone(dt.timedelta(hours=9)))
D = dt.date


def _bp_history() -> list[dict[str, object]]:
    rows: list[dict[str, object]] = []
    for n, day in enumerate([D(2026, 4, 6), D(2026, 4, 13), D(2026, 5, 4), D(2026, 5, 18)]):
        rows.append(record_row(f"s{n}", "vital:systolic_bp", day, f"t{n}", kind="vital_sign", value=140 - n))
    rows.append(record_row("rx1", "drug:lisinopril", D(2026, 4, 20), "t9", kind="medication_regimen"))
    return rows


def _lowered(text: str, rows: list[dict[str, object]], index: AliasIndex, dictionary: Dictionary) -> set[str]:
    u = understand(text, US, "ko" if any("가" <= c <= "힣" for c in text) else "en", index, dictionary)
    asked = {d.value for d in u.coordinates}  # the statement reads only the coordinates understood
    hits = structured_hits(u, [r for r in rows if r["coordinate"] in asked], [])
    return {str(h.record["record_id"]) for h in hits
            if any(r.startswith(BEFORE_ANCHOR) for r in h.reasons) and h.strength == OUTSIDE_STRENGTH}


@pytest.mark.parametrize("text", [
    "has my blood pressure come down since I started the lisinopril?",
    "리시노프릴 먹기 시작한 뒤로 혈압 내려갔어?",
    "since I switched to lisinopril is my bp better?",
])
def test_a_reading_older_than_the_baseline_falls_outside_the_anchor(
        text: str, index: AliasIndex, dictionary: Dictionary) -> None:
    # 04-13 is the last reading before the 04-20 start: the baseline answers, 04-06 does not
    assert _lowered(text, _bp_history(), index, dictionary) == {"s0"}, text


@pytest.mark.parametrize("text", [
    "what was my blood pressure before I started the lisinopril?",  # the earliest is asked
    "has my blood pressure come down since I started the lisinopril in april?",  # a window said wins
    "how has my blood pressure been?",  # no anchor
])
def test_no_anchor_window_without_a_since_anchor(text: str, index: AliasIndex, dictionary: Dictionary) -> None:
    assert _lowered(text, _bp_history(), index, dictionary) == set(), text


def test_a_dose_change_dates_the_drug_by_its_first_regimen(index: AliasIndex, dictionary: Dictionary) -> None:
    rows = _bp_history()
    rows.append(record_row("rx2", "drug:lisinopril", D(2026, 5, 10), "t10", kind="medication_regimen"))
    u = understand("since I started the lisinopril has my bp come down?", US, "en", index, dictionary)
    assert anchor_day(u, rows) == D(2026, 4, 20)


def test_an_event_anchor_takes_its_latest_record(index: AliasIndex, dictionary: Dictionary) -> None:
    rows: list[dict[str, object]] = [
        record_row("v1", "visit:checkup", D(2025, 2, 10), "t1", kind="medical_visit"),
        record_row("v2", "visit:checkup", D(2026, 2, 10), "t2", kind="medical_visit"),
        record_row("g0", "test:fasting_glucose", D(2025, 2, 10), "t1", kind="lab_result", value=104),
        record_row("g1", "test:fasting_glucose", D(2026, 2, 10), "t2", kind="lab_result", value=108),
        record_row("g2", "test:fasting_glucose", D(2026, 3, 2), "t3", kind="lab_result", value=97),
    ]
    u = understand("검진 이후로 공복혈당 어떻게 됐어?", US, "ko", index, dictionary)
    assert anchor_day(u, rows) == D(2026, 2, 10)
    lowered = {str(h.record["record_id"]) for h in structured_hits(u, rows, [])
               if h.strength == OUTSIDE_STRENGTH and h.record["coordinate"] == "test:fasting_glucose"}
    assert lowered == {"g0"}


@pytest.mark.parametrize(("text", "anchored"), [
    ("커피 줄인 뒤로 잔 시간 알려줘", "substance:caffeine"),
    ("철분제 먹은 뒤로 헤모글로빈 올랐어?", "drug:iron_supplement"),
])
def test_a_korean_event_on_a_past_adnominal_stem_dates_the_question(
        text: str, anchored: str, index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand(text, US, "ko", index, dictionary)
    assert any(d.value == anchored and d.reason.startswith("anchor:") for d in u.coordinates), text


def test_korean_time_slept_asks_the_sleep(index: AliasIndex, dictionary: Dictionary) -> None:
    assert [d.value for d in understand("요즘 잔 시간 알려줘", US, "ko", index, dictionary).record_types] == ["sleep"]
    assert "sleep" not in [d.value for d in understand("커피 2잔 마셨어", US, "ko", index, dictionary).record_types]


def test_smoked_asks_the_smoking_beside_the_quit_anchor(index: AliasIndex, dictionary: Dictionary) -> None:
    u = understand("금연 시작하고 몇 번 피웠어?", US, "ko", index, dictionary)
    reasons = {d.value: d.reason for d in u.coordinates}
    assert reasons.get("substance:smoking") == "cue:coordinate"
    assert reasons.get("profile:smoking", "").startswith("anchor:")
