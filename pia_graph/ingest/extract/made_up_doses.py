"""A missed dose made up later the same day is a dose taken, not a dose missed (issue 12): "forgot my losartan this
morning, took it now at 8pm", "forgot levo this am, took it at noon instead" (the develop suites keep one taken dose).
The dose taken must be said of the missed one itself ("took it"), after it and on its day: "forgot my losartan
saturday night, took it sunday morning" keeps both (two days), "took my morning one, missed the evening one" keeps
both (two doses).
"""

from __future__ import annotations

import re

from pia_graph.ingest.hup import HupRecord
from pia_graph.ingest.hup.validate import without_indices

# the dose taken names the missed one by a pronoun: "took it", "had them"
_THE_SAME_DOSE = re.compile(r"\b(?:it|them)\b", re.IGNORECASE)


def _intake(record: HupRecord, status: str) -> bool:
    return record.type == "medication_intake" and record.status == status and not record.negated


def made_up(records: list[HupRecord]) -> set[int]:
    """Indices of the missed doses a later dose of the same drug, taken on the same day, makes up."""
    out: set[int] = set()
    for n, missed in enumerate(records):
        day = missed.date
        if not _intake(missed, "missed") or day is None:
            continue
        if any(_intake(r, "taken") and r.coordinate == missed.coordinate and r.date == day
               and r.span_start > missed.span_start and _THE_SAME_DOSE.search(r.span)
               for r in records):
            out.add(n)
    return out


def without_made_up(records: list[HupRecord], index_map: dict[int, int]) -> tuple[list[HupRecord], dict[int, int]]:
    """The records less the missed doses made up, and the draft-to-record map (visit links) renumbered to match."""
    dropped = made_up(records)
    if not dropped:
        return records, index_map
    return without_indices(records, dropped, index_map)
