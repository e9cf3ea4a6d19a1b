"""Follow-up questions through MemoryService on a real Neo4j (retrieve/thread_read.py): the thread is the user's own
last turns (`user_thread`), a question read and not retained is kept without its words (`Ask`) for the next turn,
and no follow-up ever inherits another user's turn, even one said at the same moment."""

from __future__ import annotations

import datetime as dt
import uuid
from collections.abc import Iterator

import pytest

from pia_graph.db.queries import run_read, run_write
from pia_graph.memory import MemoryService, TurnIn
from pia_graph.memory.recall_models import QueryIn
from pia_graph.memory.user_data import UserData
from pia_graph.retrieve.thread import THREAD_REASON

pytestmark = pytest.mark.integration

EST = dt.timezone(dt.timedelta(hours=-5))
SAID = dt.datetime(2026, 4, 20, 9, 0, tzinfo=EST)


@pytest.fixture
def other_user(service: MemoryService) -> Iterator[str]:
    uid = f"test-{uuid.uuid4().hex[:12]}"
    yield uid
    run_write(service.driver, "user_erase", database=service.database, user_id=uid)


def _say(service: MemoryService, user_id: str, text: str, minutes: int) -> tuple[bool, bool, str]:
    done = service.retain(user_id, TurnIn(text=text, said_at=SAID + dt.timedelta(minutes=minutes), lang="en"))  # type: ignore[arg-type]
    return done.retained, done.read, done.route


def _asks(service: MemoryService, user_id: str) -> int:
    rows = run_read(service.driver, "user_thread", database=service.database, user_id=user_id,
                    until=(SAID + dt.timedelta(days=1)).isoformat(), turn_limit=10)
    return sum(1 for r in rows if not r["text"])


def test_a_follow_up_never_inherits_another_users_turn(service: MemoryService, user_id: str,
                                                        other_user: str) -> None:
    _say(service, user_id, "my weight this morning was 76.2 kg", 0)
    _say(service, other_user, "I take metformin 500 mg twice a day", 0)  # the same moment, another user
    for uid, own in ((user_id, "body:weight"), (other_user, "drug:metformin")):
        assert service.thread(uid, SAID + dt.timedelta(minutes=5), "en")[-1].coordinates == [own]
        out = service.recall(uid, QueryIn(text="and before that?", said_at=SAID + dt.timedelta(minutes=5)))
        assert [d.value for d in out.understanding.coordinates] == [own]
        assert {d.reason for d in out.understanding.coordinates} == {THREAD_REASON}
    retained, read, route = _say(service, user_id, "and before the trip?", 5)
    assert (retained, read, route) == (False, True, "structured")


def test_a_question_not_retained_is_kept_for_the_next_turn_and_erased_with_the_user(
        service: MemoryService, user_id: str, other_user: str) -> None:
    _say(service, user_id, "my weight this morning was 76.2 kg", 0)
    retained, read, _ = _say(service, user_id, "what was my weight last month?", 10)
    assert (retained, read) == (False, True)
    assert _asks(service, user_id) == 1 and _asks(service, other_user) == 0
    asks = UserData(service.driver, service.database).export(user_id).asks  # the user's export holds it, no words
    assert [(a["coordinates"], a["lang"]) for a in asks] == [(["body:weight"], "en")] and "text" not in asks[0]
    out = service.recall(user_id, QueryIn(text="what about the month before?", said_at=SAID + dt.timedelta(minutes=12)))
    assert [d.value for d in out.understanding.coordinates] == ["body:weight"]
    window = out.understanding.window
    assert window is not None and (window.start, window.end) == (dt.date(2026, 2, 1), dt.date(2026, 2, 28))
    run_write(service.driver, "user_erase", database=service.database, user_id=user_id)
    assert _asks(service, user_id) == 0
