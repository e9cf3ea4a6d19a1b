"""Rules ``med.dose_level_unnamed`` and ``med.dose_level_now`` through MemoryService on a real Neo4j: a new dose
level said without the drug ("nurse said go up to 14 units") or as what holds now ("오늘부터 란투스 18단위") is
stored as the regimen at that level from the day said; it supersedes the older level, which stays on record as
superseded, and recall ranks the current level first."""

from __future__ import annotations

import datetime as dt

import pytest

from pia_graph.db.queries import run_read
from pia_graph.memory import MemoryService, TurnIn
from pia_graph.memory.recall_models import QueryIn
from pia_graph.retrieve.records import props

pytestmark = pytest.mark.integration

KST = dt.timezone(dt.timedelta(hours=9))
SAID = dt.datetime(2026, 7, 1, 21, tzinfo=KST)


def _say(service: MemoryService, user_id: str, text: str, days: int, lang: str) -> int:
    turn = service.retain(user_id, TurnIn(text=text, said_at=SAID + dt.timedelta(days=days), lang=lang))  # type: ignore[arg-type]
    return len(turn.supersessions)


def _lantus(service: MemoryService, user_id: str) -> list[tuple[float | None, bool]]:
    rows = run_read(service.driver, "records_list", database=service.database, user_id=user_id,
                    types=["medication_regimen"], coordinates=["drug:insulin_glargine"], since=None, until=None,
                    include_superseded=True, limit=100)
    recs = [props(dict(r["record"])) for r in rows]
    return sorted((r.get("value"), bool(r.get("superseded_by"))) for r in recs)


@pytest.mark.parametrize(("first", "change", "query", "lang"), [
    ("started lantus 10 units at bedtime", "nurse said go up to 14 units",
     "how many units of lantus am i taking now", "en"),
    ("란투스 10단위 자기전에 시작", "오늘부터 란투스 14단위", "란투스 지금 몇 단위 맞고 있지", "ko"),
])
def test_a_new_level_supersedes_the_old_and_ranks_first(service: MemoryService, user_id: str, first: str,
                                                        change: str, query: str, lang: str) -> None:
    _say(service, user_id, first, 0, lang)
    assert _say(service, user_id, change, 14, lang) == 1
    assert _lantus(service, user_id) == [(10, True), (14, False)]  # the old level stays, superseded
    out = service.recall(user_id, QueryIn(text=query, said_at=SAID + dt.timedelta(days=20), lang=lang))  # type: ignore[arg-type]
    regimens = [i for i in out.items if i.coordinate == "drug:insulin_glargine"]
    assert regimens and "14" in regimens[0].text
    assert out.items[0].coordinate == "drug:insulin_glargine" and "14" in out.items[0].text
