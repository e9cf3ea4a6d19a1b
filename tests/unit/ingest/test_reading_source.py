"""Where a measured reading was taken (``ingest/extract/reading_source.py``): a cue of ``reading_source_<source>``
gives its source to the reading nearest it in its clause, never across another reading and never to a number with
no cue; both readings of two sources stay."""

from __future__ import annotations

import re
from typing import Any

import pytest

from pia_graph.ingest.extract.reading_source import ReadingSource, SourceCue, attach_sources, nearest_cue
from pia_graph.ingest.hup import make_record


def _sources(run: Any, text: str, lang: str = "en") -> list[tuple[str, float | str | None, str | None, str | None]]:
    return [(r.coordinate, r.value, r.source, r.source_said) for r in run(text, lang=lang).records
            if r.type in ("vital_sign", "lab_result", "body_measurement", "sleep", "exercise")]


def test_two_sources_in_one_turn_each_keep_their_own(run: Any) -> None:
    text = "home cuff said 152/96 but at the clinic it was 134/82"
    assert _sources(run, text) == [
        ("vital:systolic_bp", 152.0, "home", "home cuff"), ("vital:diastolic_bp", 96.0, "home", "home cuff"),
        ("vital:systolic_bp", 134.0, "clinic", "clinic"), ("vital:diastolic_bp", 82.0, "clinic", "clinic")]
    rec = next(r for r in run(text).records if r.value == 134.0)
    assert text[rec.source_start:rec.source_end] == "clinic"  # the cue's span is its provenance


def test_korean_home_and_clinic(run: Any) -> None:
    assert [s[2] for s in _sources(run, "집에서 잰 혈압은 150/90인데 병원에서는 130/80이었어요", "ko")] == [
        "home", "home", "clinic", "clinic"]


@pytest.mark.parametrize(("text", "lang", "source", "said"), [
    ("the watch says 48 bpm at night", "en", "device", "watch"),
    ("워치로는 산소포화도 92", "ko", "device", "워치"),
    ("약국 혈압계로 쟀더니 152/96 나왔어요", "ko", "pharmacy", "약국"),
])
def test_device_and_pharmacy(run: Any, text: str, lang: str, source: str, said: str) -> None:
    assert {(s[2], s[3]) for s in _sources(run, text, lang)} == {(source, said)}


def test_a_lab_and_a_device_reading_of_one_test(run: Any) -> None:
    found = _sources(run, "finger-stick 142, the lab's fasting glucose 118")
    assert [(value, source) for _, value, source, _ in found] == [(142.0, "device"), (118.0, "lab")]


def test_a_reading_with_no_cue_has_no_source(run: Any) -> None:
    assert _sources(run, "bp 128/82 this morning") == [
        ("vital:systolic_bp", 128.0, None, None), ("vital:diastolic_bp", 82.0, None, None)]


def _bp(value: float, start: int, end: int) -> Any:
    return make_record("vital_sign", coordinate="vital:systolic_bp", value=value, span_start=start, span_end=end)


def test_a_cue_does_not_cross_another_reading() -> None:
    # "152/96 at home and 134/82": one clause; the second reading is past the first, so the cue is not its
    text = "152/96 at home and 134/82"
    first, second = _bp(152, 0, 6), _bp(134, 19, 25)
    attach_sources([first, second], [SourceCue(ReadingSource.HOME, "home", 10, 14)], lambda _: (0, len(text)))
    assert (first.source, second.source) == ("home", None)


def test_a_cue_in_another_clause_is_not_the_readings() -> None:
    cue = SourceCue(ReadingSource.CLINIC, "clinic", 0, 6)
    assert nearest_cue((20, 26), (15, 30), [cue], frozenset(ReadingSource), []) is None
    assert nearest_cue((20, 26), (0, 30), [cue], frozenset(ReadingSource), []) == cue


def test_a_workout_takes_no_place_only_a_device() -> None:
    run_rec = make_record("exercise", coordinate="activity:running", span_start=8, span_end=20)
    cues = [SourceCue(ReadingSource.HOME, "home", 0, 4)]
    attach_sources([run_rec], cues, lambda _: (0, 30))
    assert run_rec.source is None
    attach_sources([run_rec], [SourceCue(ReadingSource.DEVICE, "garmin", 21, 27)], lambda _: (0, 30))
    assert (run_rec.source, run_rec.source_said) == ("device", "garmin")


def test_a_latin_device_name_in_korean(run: Any) -> None:
    assert {(s[2], s[3]) for s in _sources(run, "inbody로 재니까 체중 71.2kg", "ko")} == {("device", "inbody")}


@pytest.mark.parametrize(("text", "lang", "source"), [
    ("lab: LDL 142, HDL 38, TG 210", "en", "lab"),
    ("my watch: resting HR 52, HRV 38, SpO2 95", "en", "device"),
    ("my watch said resting hr 52 and hrv 38", "en", "device"),
    ("피검사 백혈구 4.2, 혈소판 18만, 헤모글로빈 11.8", "ko", "lab"),
    ("워치로 맥박 52랑 산소포화도 95", "ko", "device"),
])
def test_a_cue_that_leads_a_list_gives_its_source_to_every_reading(run: Any, text: str, lang: str,
                                                                    source: str) -> None:
    found = _sources(run, text, lang)
    assert len(found) == (2 if " and " in text or "랑" in text else 3)
    assert {s[2] for s in found} == {source}


def test_a_run_ends_at_a_reading_with_its_own_cue_or_other_words() -> None:
    # "lab: LDL 142, HDL 38 at home": HDL's own cue in its clause wins; "TG 210" past other words stays bare
    text = "lab: LDL 142, HDL 38 at home then later TG 210"
    joins = re.compile(r"\band\b")
    ldl, hdl, tg = _bp(142, 5, 12), _bp(38, 14, 20), _bp(210, 40, 46)
    cues = [SourceCue(ReadingSource.LAB, "lab", 0, 3), SourceCue(ReadingSource.HOME, "home", 24, 28)]
    clauses = {5: (5, 12), 14: (14, 28), 40: (29, 46)}
    attach_sources([ldl, hdl, tg], cues, lambda pos: clauses.get(pos, (0, 4)), text=text, joins=joins)
    assert (ldl.source, hdl.source, tg.source) == ("lab", "home", None)


def test_a_cue_after_a_reading_leads_no_run() -> None:
    # the old single-reading rule stands with the run read: "152/96 at home and 134/82" gives home to the first alone
    text = "152/96 at home and 134/82"
    first, second = _bp(152, 0, 6), _bp(134, 19, 25)
    attach_sources([first, second], [SourceCue(ReadingSource.HOME, "home", 10, 14)], lambda _: (0, len(text)),
                   text=text, joins=re.compile(r"\band\b"))
    assert (first.source, second.source) == ("home", None)
