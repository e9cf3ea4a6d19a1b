"""Structured JSON request logs: request id, tenant, route template, status, latency. Never a body, a query
string or a user id: utterances and health values stay out of the logs."""

from __future__ import annotations

import json
import logging
import re
import sys
import time
import uuid
from typing import IO, Any

from starlette.types import ASGIApp, Message, Receive, Scope, Send

access_log = logging.getLogger("pia_graph.api.access")

_REQUEST_ID = re.compile(r"^[A-Za-z0-9_.-]{1,64}$")


class JsonFormatter(logging.Formatter):
    """One JSON object per line: time, level, logger, message, and the request fields when present."""

    FIELDS = ("request_id", "tenant", "method", "route", "status", "latency_ms")

    def format(self, record: logging.LogRecord) -> str:
        out: dict[str, Any] = {
            "time": self.formatTime(record, "%Y-%m-%dT%H:%M:%S"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        for name in self.FIELDS:
            if hasattr(record, name):
                out[name] = getattr(record, name)
        if record.exc_info and record.exc_info[0] is not None:
            out["exception"] = record.exc_info[0].__name__
        return json.dumps(out, ensure_ascii=False)


def configure_json_logging(level: str = "INFO", stream: IO[str] | None = None) -> None:
    """Every log line of the process as JSON on one stream (stderr by default)."""
    handler = logging.StreamHandler(stream or sys.stderr)
    handler.setFormatter(JsonFormatter())
    logging.basicConfig(level=level.upper(), handlers=[handler], force=True)
    for name in ("uvicorn", "uvicorn.error"):
        logging.getLogger(name).handlers = []
        logging.getLogger(name).propagate = True
    logging.getLogger("uvicorn.access").disabled = True  # ours replaces it (its lines carry the query string)
    logging.getLogger("neo4j").setLevel(logging.ERROR)
    for noisy in ("httpx", "sentence_transformers", "urllib3"):
        logging.getLogger(noisy).setLevel(logging.WARNING)


def _route_template(scope: Scope) -> str:
    """The matched route's template (`/v1/users/{user_id}/turns`), never the path with its ids."""
    route = scope.get("route")
    return str(getattr(route, "path", "unmatched")) if route is not None else "unmatched"


class RequestLogMiddleware:
    """Pure ASGI: one access line per HTTP request, and an X-Request-ID on every response."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        given = dict(scope.get("headers", [])).get(b"x-request-id", b"").decode("latin-1")
        request_id = given if _REQUEST_ID.match(given) else uuid.uuid4().hex
        fields: dict[str, Any] = {"request_id": request_id}
        scope["pia.log"] = fields
        status = 500
        started = time.perf_counter()

        async def send_with_id(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = int(message["status"])
                message.setdefault("headers", [])
                message["headers"] = [*message["headers"], (b"x-request-id", request_id.encode())]
            await send(message)

        try:
            await self.app(scope, receive, send_with_id)
        finally:
            latency = (time.perf_counter() - started) * 1000
            route = _route_template(scope)
            access_log.info(
                "%s %s %d", scope.get("method"), route, status,
                extra={"request_id": request_id, "tenant": fields.get("tenant"), "method": scope.get("method"),
                       "route": route, "status": status, "latency_ms": round(latency, 2)},
            )
