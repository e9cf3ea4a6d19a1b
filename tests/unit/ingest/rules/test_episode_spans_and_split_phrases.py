"""A symptom episode told by a closed span of days ("from Monday through Wednesday", "월요일부터 수요일까지") keeps the
span's last day as its end when a later word says it is over without a day of its own (episode_times._span_end),
and a phrase alias with the episode's time said inside it ("열이 그저께부터 났어요") is read (split_phrases.py)."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.ingest.extract.split_phrases import SPLIT_RULE, with_split_phrases
from pia_graph.ingest.utterance import analyse
from pia_graph.ontology import AliasIndex
from tests.unit.ingest.rule_test_helpers import dumped_records, fields_at

SAID_FRI_EN = "2026-07-10T18:00:00+00:00"  # a Friday
SAID_FRI_KO = "2026-07-10T18:00:00+09:00"  # a Friday in Seoul


def _one(run: Any, text: str, lang: str, said: str, coordinate: str) -> dict[str, Any]:
    got = fields_at(dumped_records(run, text, lang, said), coordinate)
    assert len(got) == 1, got
    return got[0]


def _days(fields: dict[str, Any]) -> tuple[str | None, str | None]:
    return (str(fields["start"])[:10] if fields.get("start") else None,
            str(fields["end"])[:10] if fields.get("end") else None)


@pytest.mark.parametrize(("text", "lang", "said", "coordinate"), [
    ("Bad headache from Monday through Wednesday, all fine since.", "en", SAID_FRI_EN, "symptom:headache"),
    ("두통이 월요일부터 수요일까지 갔는데 지금은 다 나았어요.", "ko", SAID_FRI_KO, "symptom:headache"),
    ("허리가 월요일부터 수요일까지 아팠고 오늘은 괜찮아요.", "ko", SAID_FRI_KO, "symptom:back_pain"),
])
def test_closed_span_keeps_its_last_day_as_the_end(run: Any, text: str, lang: str, said: str,
                                                   coordinate: str) -> None:
    got = _one(run, text, lang, said, coordinate)
    assert got["status"] == "resolved"
    assert _days(got) == ("2026-07-06", "2026-07-08")


def test_a_day_said_with_the_over_word_still_ends_the_episode(run: Any) -> None:
    got = _one(run, "지난주 월요일부터 허리가 아팠는데 어제부로 싹 나음", "ko", SAID_FRI_KO, "symptom:back_pain")
    assert _days(got) == ("2026-06-29", "2026-07-09")


def test_an_open_onset_over_today_ends_today(run: Any) -> None:
    got = _one(run, "Sore knee since Monday, finally gone today.", "en", SAID_FRI_EN, "symptom:knee_pain")
    assert _days(got) == ("2026-07-06", "2026-07-10")


@pytest.mark.parametrize(("text", "start", "end", "status"), [
    ("열이 월요일부터 수요일까지 났는데 지금은 괜찮아요.", "2026-07-06", "2026-07-08", "resolved"),
    ("열이 그저께부터 나요.", "2026-07-08", None, "active"),
    ("열은 월요일부터 수요일까지 났어요.", "2026-07-06", "2026-07-08", None),
])
def test_fever_phrase_with_its_time_inside_is_read(run: Any, text: str, start: str, end: str | None,
                                                   status: str | None) -> None:
    got = _one(run, text, "ko", SAID_FRI_KO, "symptom:fever")
    assert _days(got) == (start, end)
    if status is not None:
        assert got["status"] == status


def test_split_phrase_is_the_extractors_not_the_gates(index: AliasIndex) -> None:
    said = dt.datetime.fromisoformat(SAID_FRI_KO)
    u = analyse("열이 그저께부터 나요.", "ko", said_at=said, index=index, dictionary=None)
    assert not any(m.term_key == "symptom:fever" for m in u.alias_matches)
    spans = [(r.span.start, r.span.end) for r in u.resolutions if r.span is not None]
    found = [m for m in with_split_phrases(u.text, list(u.alias_matches), index, spans)
             if m.term_key == "symptom:fever"]
    assert len(found) == 1 and found[0].rule.endswith(SPLIT_RULE)
    assert u.text[found[0].start:found[0].end] == "열이 그저께부터 나"


def test_no_time_inside_adds_nothing(index: AliasIndex) -> None:
    text = "열이 나요. 그저께부터."
    base = index.match(text, "ko")
    assert with_split_phrases(text, base, index, []) == sorted(base, key=lambda m: m.start)
    # the time expression ends the sentence: no word after it joins a phrase
    assert [m.term_key for m in with_split_phrases(text, base, index, [(text.index("그저께"), len(text) - 1)])] \
        == [m.term_key for m in base]


def test_an_exact_match_of_the_stretch_stands(run: Any) -> None:
    got = fields_at(dumped_records(run, "머리가 그저께부터 아파요.", "ko", SAID_FRI_KO), "symptom:headache")
    assert len(got) == 1 and _days(got[0])[0] == "2026-07-08"
