"""An event an earlier turn told, told again days later, is no new event (pure).

"went to the ER at Northwestern" then, the next morning, "home from the ER, they sent me home with prednisolone":
the end of a stay (cue list ``stay_end``: home from, discharged, 퇴원) names the visit the earlier turn told; a second
ER visit dated the day it was said ranked first for "when was I last in the ER" (read40 r40-ret-016). "had shingrix
#1 at the pharmacy" then "fever 100.2 after the shingles shot": a reaction to a dose given earlier is no new dose
(read41 r41-ret-025). Two doses of one vaccine are never days apart, so a vaccination with no day of its own whose
vaccine the user's records hold within ``AGAIN_DAYS`` before today is that dose, whatever the wording.

Only records with an assumed day go (a day said dates what it says: "back in the ER today" is a new visit), and only
when the earlier record lies on an earlier day (the same day's is the store's same-day supersession). Nothing is
superseded: the earlier record stands as told.
"""

from __future__ import annotations

import datetime as dt

from pia_graph.ingest.cue_words import cue_pattern
from pia_graph.ingest.earlier_records import Prior
from pia_graph.ingest.hup import HupRecord
from pia_graph.ontology import Dictionary

#: how many days before the turn an earlier visit or dose may lie to be the one told again (a stay of a few nights;
#: a reaction the days after a shot)
AGAIN_DAYS = 3
_VISIT = "medical_visit"
_DOSE = "vaccination"


def may_tell_again(text: str, lang: str, own: list[HupRecord], dictionary: Dictionary) -> bool:
    """The turn has a record that may be an earlier event told again: the wording first, so that no store read is
    made for other turns."""
    if any(r.type == _DOSE and r.time_assumed for r in own):
        return True
    return any(r.type == _VISIT and r.time_assumed for r in own) and _ends_stay(text, lang, dictionary)


def _ends_stay(text: str, lang: str, dictionary: Dictionary) -> bool:
    return lang in ("en", "ko") and cue_pattern(dictionary, "stay_end", lang).search(text) is not None


def without_told_again(text: str, lang: str, said_at: dt.datetime, own: list[HupRecord], earlier: list[Prior],
                       dictionary: Dictionary) -> list[HupRecord] | None:
    """The turn's records less the visits and doses an earlier turn told (``earlier``: the user's recent records,
    any order); None when none goes."""
    today = said_at.date()
    held = _earlier_events(today, said_at, earlier)
    ends = _ends_stay(text, lang, dictionary)
    kept = [r for r in own if not (r.time_assumed and (r.type, r.coordinate) in held
                                   and (r.type == _DOSE or ends))]
    return kept if len(kept) != len(own) else None


def _earlier_events(today: dt.date, said_at: dt.datetime, earlier: list[Prior]) -> set[tuple[str, str]]:
    """(type, coordinate) of the visits and doses the user's earlier turns dated within ``AGAIN_DAYS`` before today."""
    held: set[tuple[str, str]] = set()
    for p in earlier:
        kind = p.props.get("type")
        if kind not in (_VISIT, _DOSE) or p.said_at >= said_at or not p.props.get("date") \
                or p.props.get("negated"):
            continue
        try:
            day = dt.date.fromisoformat(str(p.props["date"])[:10])
        except ValueError:
            continue
        if today - dt.timedelta(days=AGAIN_DAYS) <= day < today:
            held.add((str(kind), str(p.props.get("coordinate"))))
    return held
