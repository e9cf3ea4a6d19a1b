"""Runs scenarios through the service layer against the real store and writes prediction lines."""

from __future__ import annotations

import datetime as dt
import logging
import time
import uuid
from collections.abc import Callable
from typing import Any

from pia_graph.db.queries import run_write
from pia_graph.evaluation import retrieval, understanding
from pia_graph.evaluation.depth_kind import predict_depth
from pia_graph.evaluation.format_vocabulary import (
    BEYOND_KEY,
    format_coordinates,
    format_projection,
    format_record_types,
    split_records,
)
from pia_graph.ingest.scoring import record_to_expect
from pia_graph.memory import MemoryService, ProfileIn, TurnIn
from pia_graph.temporal.scenario import predict as predict_temporal

log = logging.getLogger(__name__)

SUPPORTED = frozenset({"storage", "gate", "temporal", "retrieval", "depth", "understanding"})


def _said_at(value: str) -> dt.datetime:
    return dt.datetime.fromisoformat(value)


def _empty_prediction(scenario: dict[str, Any]) -> dict[str, Any]:
    return {
        "id": scenario["id"], "kind": scenario["kind"], "retain": False, "read": False, "route": "none",
        "records": [], "ranked": [], "resolution": {}, "trends": [], "causal": [], "latency_ms": 0.0,
        "error": None,
    }


class ScenarioRunner:
    def __init__(self, service: MemoryService | None, keep_users: bool = False) -> None:
        self.service = service
        self.keep_users = keep_users

    def run(self, scenario: dict[str, Any]) -> dict[str, Any]:
        pred = _empty_prediction(scenario)
        kind = scenario["kind"]
        try:
            if kind == "temporal":
                started = time.perf_counter()
                out = predict_temporal(scenario)
                pred["latency_ms"] = (time.perf_counter() - started) * 1000
                pred["resolution"] = out["resolution"]
                pred["expression"] = out["expression"]
                pred["rule_id"] = out.get("rule_id")
            elif kind in ("storage", "gate"):
                self._with_user(scenario, pred, self._turn)
            elif kind == "retrieval":
                self._with_user(scenario, pred, retrieval.predict)
            elif kind == "depth":
                self._with_user(scenario, pred, predict_depth)
            elif kind == "understanding":
                self._with_user(scenario, pred, understanding.predict)
            else:
                pred["error"] = f"kind {kind!r} is not evaluated yet"
        except Exception as e:  # a scenario that errors still gets its line
            log.exception("scenario %s failed", scenario.get("id"))
            pred["error"] = f"{type(e).__name__}: {e}"
        return pred

    def _with_user(
        self, scenario: dict[str, Any], pred: dict[str, Any],
        body: Callable[[MemoryService, str, dict[str, Any], dict[str, Any]], None],
    ) -> None:
        if self.service is None:
            raise RuntimeError("this kind needs the store")
        service = self.service
        user_id = f"eval-{uuid.uuid4().hex[:16]}"
        try:
            if scenario.get("user"):
                service.set_profile(user_id, ProfileIn(**scenario["user"]))
            lang = scenario.get("lang")
            for turn in scenario.get("history") or []:
                done = service.retain(user_id, TurnIn(text=turn["text"], said_at=_said_at(turn["said_at"]), lang=lang))
                if done.rejections:  # counted by `pia eval` (records left out of the stored history)
                    pred.setdefault("history_rejections", []).extend(
                        r.model_dump(mode="json") | {"turn_text": turn["text"]} for r in done.rejections)
            body(service, user_id, scenario, pred)
        finally:
            if not self.keep_users:
                run_write(service.driver, "user_erase", database=service.database, user_id=user_id)

    @staticmethod
    def _turn(service: MemoryService, user_id: str, scenario: dict[str, Any], pred: dict[str, Any]) -> None:
        turn = TurnIn(text=scenario["text"], said_at=_said_at(scenario["said_at"]), lang=scenario.get("lang"))
        started = time.perf_counter()
        result = service.retain(user_id, turn)
        pred["latency_ms"] = (time.perf_counter() - started) * 1000
        pred["retain"] = result.retained
        pred["read"] = result.read
        pred["route"] = result.route if result.read else "none"
        stored = [record_to_expect(r) for r in result.records]
        pred["records"], pred[BEYOND_KEY] = split_records(stored, format_coordinates(), format_projection(),
                                                      format_record_types())
        if result.rejections:
            pred["rejections"] = [r.model_dump(mode="json") for r in result.rejections]
