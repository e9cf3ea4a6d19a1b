"""Serves `browser/` (the style and the guide) with the CORS header Neo4j Browser needs, for a Neo4j that is
not the embedded one (compose, a remote server). The embedded launcher serves the same folder itself."""

from __future__ import annotations

import functools
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any


class _CorsHandler(SimpleHTTPRequestHandler):
    def end_headers(self) -> None:
        self.send_header("Access-Control-Allow-Origin", "*")
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:
        return  # requests are not worth a log line here


def make_server(folder: Path, host: str, port: int) -> ThreadingHTTPServer:
    handler = functools.partial(_CorsHandler, directory=str(folder))
    return ThreadingHTTPServer((host, port), handler)
