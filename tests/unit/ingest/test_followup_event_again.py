"""An event an earlier turn told, told again days later (followup_event_again): the end of a stay is no new visit, a
reaction to a dose given earlier is no new dose; the pure rule, and whole turns as the offline twin runs them."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from pia_graph.ingest.earlier_records import Prior
from pia_graph.ingest.followup_event_again import may_tell_again, without_told_again
from pia_graph.ingest.hup import make_record
from pia_graph.ingest.turn_flow import offline_scenario
from pia_graph.ontology import AliasIndex, Dictionary

EST = dt.timezone(dt.timedelta(hours=-5))
KST = dt.timezone(dt.timedelta(hours=9))
NOW = dt.datetime(2026, 6, 7, 10, 0, tzinfo=EST)


def prior(kind: str, coordinate: str, day: dt.date, said_at: dt.datetime) -> Prior:
    return Prior({"record_id": f"r_{coordinate}", "negated": False, "type": kind, "coordinate": coordinate,
                  "date": day}, said_at)


def own(kind: str, coordinate: str, assumed: bool = True) -> Any:
    return make_record(kind, coordinate=coordinate, date=NOW.date(), time_assumed=assumed)


def test_the_end_of_a_stay_drops_the_visit_an_earlier_turn_dated(dictionary: Dictionary) -> None:
    before = NOW - dt.timedelta(hours=13)
    records = [own("medical_visit", "visit:emergency")]
    text = "home from the ER, they sent me home with prednisolone"
    assert may_tell_again(text, "en", records, dictionary)
    assert without_told_again(text, "en", NOW, records, [prior("medical_visit", "visit:emergency", before.date(),
                                                                before)], dictionary) == []


@pytest.mark.parametrize(("text", "records", "days_before"), [
    # no end of a stay: "back in the ER" is a new visit
    ("back in the ER, same pain", [own("medical_visit", "visit:emergency")], 1),
    # a day said dates a visit of its own
    ("home from the ER", [own("medical_visit", "visit:emergency", assumed=False)], 1),
    # the earlier visit is too old to be the stay that ended
    ("home from the ER", [own("medical_visit", "visit:emergency")], 5),
    # another place
    ("home from the clinic", [own("medical_visit", "visit:clinic")], 1),
    # the same day's record is the store's same-day supersession
    ("home from the ER", [own("medical_visit", "visit:emergency")], 0),
])
def test_a_new_visit_stays(dictionary: Dictionary, text: str, records: list[Any], days_before: int) -> None:
    before = NOW - dt.timedelta(days=days_before, hours=1)
    earlier = [prior("medical_visit", "visit:emergency", before.date(), before)]
    assert without_told_again(text, "en", NOW, records, earlier, dictionary) is None


def test_a_dose_given_days_before_is_the_one_told_again(dictionary: Dictionary) -> None:
    before = NOW - dt.timedelta(days=1)
    records = [own("symptom", "symptom:fever"), own("vaccination", "vaccine:shingles")]
    earlier = [prior("vaccination", "vaccine:shingles", before.date(), before)]
    assert may_tell_again("fever after the shingles shot", "en", records, dictionary)
    got = without_told_again("fever after the shingles shot", "en", NOW, records, earlier, dictionary)
    assert got is not None and [r.coordinate for r in got] == ["symptom:fever"]
    # another vaccine, or the same one months before (a series' next dose), is a dose of its own
    assert without_told_again("flu shot", "en", NOW, [own("vaccination", "vaccine:influenza")], earlier,
                              dictionary) is None
    old = NOW - dt.timedelta(days=60)
    assert without_told_again("shingrix #2", "en", NOW, records, [prior("vaccination", "vaccine:shingles",
                                                                        old.date(), old)], dictionary) is None


def _turns(index: AliasIndex, dictionary: Dictionary, history: list[tuple[str, str]], text: str, said_at: str,
           lang: str) -> list[str]:
    scenario = {"id": "t", "kind": "storage", "lang": lang, "text": text, "said_at": said_at,
                "history": [{"said_at": at, "text": t} for at, t in history]}
    return [f"{r['type']}:{r['coordinate']}" for r in offline_scenario(scenario, index, dictionary)["records"]]


@pytest.mark.parametrize(("history", "text", "said_at", "lang", "gone", "kept"), [
    ([("2026-06-06T21:00:00-05:00", "lips tingling, used the epipen and went to the ER at Northwestern")],
     "home from the ER, they sent me home with cetirizine", "2026-06-07T10:00:00-05:00", "en",
     "medical_visit:visit:emergency", None),
    ([("2026-10-01T15:00:00-04:00", "had shingrix #1 at the pharmacy")],
     "fever 100.2 after the shingles shot, knocked me out", "2026-10-02T09:00:00-04:00", "en",
     "vaccination:vaccine:shingles", "symptom:symptom:fever"),
    ([("2026-03-09T22:00:00+09:00", "응급실 왔어요 배가 너무 아파서")],
     "응급실에서 집에 왔어요 장염이래요", "2026-03-10T10:00:00+09:00", "ko",
     "medical_visit:visit:emergency", "condition:condition:gastroenteritis"),
    ([("2026-03-08T10:00:00+09:00", "오늘 대상포진 백신 맞았어요")],
     "대상포진 주사 맞고 열이 나요", "2026-03-09T10:00:00+09:00", "ko",
     "vaccination:vaccine:shingles", "symptom:symptom:fever"),
])
def test_whole_turns_after_their_history(index: AliasIndex, dictionary: Dictionary,
                                         history: list[tuple[str, str]], text: str, said_at: str, lang: str,
                                         gone: str, kept: str | None) -> None:
    got = _turns(index, dictionary, history, text, said_at, lang)
    assert gone not in got
    if kept is not None:
        assert kept in got
    # told with no history, the same turn keeps its event (the rule reads the earlier turns, not the wording alone)
    assert gone in _turns(index, dictionary, [], text, said_at, lang)
