"""What the start-up warm-up sends (`memory/warm_up.py`), without a database: both languages' turns, valid for the
write path's own checks, and a scratch id that the service accepts and no API caller can send."""

from __future__ import annotations

from pia_graph.config import Settings
from pia_graph.memory.turn_checks import check_user_id
from pia_graph.memory.warm_up import SCRATCH_PREFIX, scratch_user_id, warm_up_turns
from pia_graph.tenants.keys import Tenant


def test_turns_alternate_english_and_korean_days() -> None:
    turns = warm_up_turns(3)
    assert len(turns) == 2 * (2 * 3 + 1)
    assert [t.lang for t in turns[:4]] == ["en", "ko", "en", "ko"]
    assert {t.lang for t in turns} == {"en", "ko"}
    assert all(t.said_at.utcoffset() is not None for t in turns)
    assert warm_up_turns(3) == turns  # the seeded population: the same turns every start
    assert warm_up_turns(0) == turns[:2]  # the regimen starts only


def test_turns_pass_the_services_bounds() -> None:
    s = Settings()
    for t in warm_up_turns(4):
        assert len(t.text) <= s.max_text_chars
        assert t.said_at.date() >= s.said_at_earliest


def test_scratch_ids_are_valid_distinct_and_outside_every_tenant() -> None:
    a, b = scratch_user_id(), scratch_user_id()
    assert a != b and a.startswith(SCRATCH_PREFIX)
    assert check_user_id(a) == a
    # the API stores `<tenant>:<user>` (tenants/keys.py): an id without ':' is none of its users
    assert ":" not in a and Tenant("t", "k").user_key("u").startswith("t:")
