"""`pia import` does not take an imported turn's READ decision by default (history: no agent waits on it): no READ
rules and no turn embedding run, the turn is stored as not decided with why, and everything else it writes is what
retain's `prepare` makes of it. `read_decisions=True` (`pia import --read-decisions`) takes it as retain does."""

from __future__ import annotations

import dataclasses
import datetime as dt
from collections.abc import Callable
from typing import Any, cast

import pytest

from pia_graph.config import Settings
from pia_graph.embedding import Embedder
from pia_graph.ingest import turn_flow
from pia_graph.memory.bulk_import import ImportRow, import_rows
from pia_graph.memory.models import RetainResult, TurnIn
from pia_graph.memory.service import MemoryService, make_extractor
from pia_graph.memory.turn_vectors import PreparedTurn
from pia_graph.ontology import AliasIndex, load_default_dictionary
from pia_graph.store.write_turn import TurnWrite, turn_payload
from pia_graph.text_vectors import VectorCache
from tests.unit.memory.refusing_embedder import RefusingEmbedder

TZ = dt.timezone(dt.timedelta(hours=9))
TEXTS = ["BP 132/85 this morning, took my metformin", "how has my blood pressure been lately?",
         "what was my last LDL?", "아침 공복혈당 104, 어제보다 높아?", "I now take amlodipine 5 mg once a day"]



@pytest.fixture(scope="module")
def service() -> MemoryService:
    settings = Settings()
    dictionary = load_default_dictionary()
    refusing: Embedder = RefusingEmbedder()  # type: ignore[assignment]
    return MemoryService(driver=None, settings=settings, dictionary=dictionary,  # type: ignore[arg-type]
                         index=AliasIndex.build(dictionary), embedder=refusing, extractor=make_extractor(settings),
                         text_vectors=VectorCache(8))


def _turn(n: int, text: str) -> TurnIn:
    return TurnIn(text=text, said_at=dt.datetime(2026, 3, 13, 9, n, tzinfo=TZ))


def _payload(write: TurnWrite) -> dict[str, Any]:
    payload, _ = turn_payload(write)
    return payload


def test_not_decided_runs_no_read_rule_nor_embedding_and_writes_the_same_but_the_read_fields(
        service: MemoryService, monkeypatch: pytest.MonkeyPatch) -> None:
    zeros = dataclasses.replace(service, read_embeddings=False)  # the opinion reads zeros: no model here
    taken = [zeros.prepare("u-read", _turn(n, t), profile=lambda _u, _on: {}, read_decision=True)
             for n, t in enumerate(TEXTS)]
    assert any(p.result.read for p in taken)  # questions among them: their READ decision says read

    def refused(*_a: object, **_k: object) -> None:
        raise AssertionError("the READ decision was taken")

    monkeypatch.setattr(turn_flow, "decide", refused)
    skipped = [service.prepare("u-read", _turn(n, t), profile=lambda _u, _on: {}, read_decision=False)
               for n, t in enumerate(TEXTS)]
    for one, other in zip(taken, skipped, strict=True):
        assert (other.result.read, other.result.route) == (False, "none")
        assert other.result.retained == one.result.retained and other.result.reasons == one.result.reasons
        assert (one.write is None) == (other.write is None)
        if one.write is None or other.write is None:
            continue
        assert one.write.read_not_decided is None
        assert other.write.read_not_decided == turn_flow.READ_NOT_DECIDED_WHY
        # every record, fact, sighting and link of the turn: the same payload but the turn's READ fields
        a, b = _payload(one.write), _payload(other.write)
        assert {"read", "route"} <= a["turn"].keys() and "read_not_decided" not in a["turn"]
        assert b["turn"]["read_not_decided"] == "imported_history" and not {"read", "route"} & b["turn"].keys()
        drop = {"read", "route", "read_not_decided"}
        assert {k: v for k, v in a["turn"].items() if k not in drop} == \
            {k: v for k, v in b["turn"].items() if k not in drop}
        assert {k: v for k, v in a.items() if k != "turn"} == {k: v for k, v in b.items() if k != "turn"}
    assert sum(p.write is not None for p in skipped) >= 3


class _Settings:
    write_conflict_retry_s = 1.0


@dataclasses.dataclass
class _Service:
    """What the importer asks of the service: whether it embeds turns for the READ opinion and how it prepares."""

    embedded: list[str] = dataclasses.field(default_factory=list)
    asked: list[bool] = dataclasses.field(default_factory=list)
    database = "neo4j"
    settings = _Settings()

    def checked_turn(self, turn: TurnIn) -> TurnIn:
        return turn

    def embed_read_turns(self, turns: list[TurnIn]) -> None:
        self.embedded += [t.text for t in turns]

    def prepare(self, user_id: str, turn: TurnIn, *, profile: object = None,
                before_recent: Callable[[], None] | None = None, read_decision: bool = True,
                earlier_turns: object = None) -> PreparedTurn:
        self.asked.append(read_decision)
        return PreparedTurn(RetainResult(user_id=user_id, turn_id=turn.text, retained=False), None)


@pytest.mark.parametrize(("kw", "decided"), [({}, False), ({"read_decisions": True}, True)])
def test_the_import_takes_the_read_decision_only_when_asked(kw: dict[str, bool], decided: bool) -> None:
    fake = _Service()
    rows = [ImportRow(n, "u", TurnIn.model_construct(text=t, said_at=dt.datetime(2026, 3, 13, tzinfo=TZ),
                                                      turn_id=None, lang=None)) for n, t in enumerate(TEXTS)]
    stats = import_rows(cast(MemoryService, fake), rows, **kw)
    assert stats.turns == len(TEXTS) and fake.asked == [decided] * len(TEXTS)
    assert fake.embedded == (TEXTS if decided else [])  # no turn embedded ahead for a decision not taken
