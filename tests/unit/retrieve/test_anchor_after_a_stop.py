"""An anchor that says its drug stopped ("after stopping the atorvastatin", 끊고 나서): the question is dated by the day
the drug stopped (its end, else its latest record), not the day it began (`anchor_window.anchor_day`)."""

from __future__ import annotations

import datetime as dt
from typing import Any

from pia_graph.ontology import AliasIndex, Dictionary
from pia_graph.retrieve.anchor_window import anchor_day
from pia_graph.retrieve.understand import understand

KST = dt.timezone(dt.timedelta(hours=9))
SAID = dt.datetime(2026, 9, 10, 20, 0, tzinfo=KST)


def regimen(start: dt.date, end: dt.date | None) -> dict[str, Any]:
    return {"record_id": "r1", "coordinate": "drug:atorvastatin", "type": "medication_regimen", "start": start,
            "end": end, "status": "stopped" if end else "active"}


def test_after_stopping_a_drug_dates_the_question_by_its_stop(index: AliasIndex, dictionary: Dictionary) -> None:
    records = [regimen(dt.date(2026, 1, 5), dt.date(2026, 6, 1))]
    for text, lang in [("what has my LDL been after stopping the atorvastatin?", "en"),
                       ("how's my cholesterol since I quit atorvastatin", "en"),
                       ("아토르바스타틴 끊고 나서 LDL 어때", "ko")]:
        u = understand(text, SAID, lang, index, dictionary)
        assert "drug:atorvastatin" in {d.value for d in u.coordinates if d.reason.startswith("anchor:")}, text
        assert anchor_day(u, records) == dt.date(2026, 6, 1), text


def test_after_starting_a_drug_keeps_its_start(index: AliasIndex, dictionary: Dictionary) -> None:
    records = [regimen(dt.date(2026, 1, 5), dt.date(2026, 6, 1))]
    for text, lang in [("what has my LDL been since I started the atorvastatin?", "en"),
                       ("아토르바스타틴 먹고 나서 LDL 어때", "ko")]:
        u = understand(text, SAID, lang, index, dictionary)
        assert anchor_day(u, records) == dt.date(2026, 1, 5), text
