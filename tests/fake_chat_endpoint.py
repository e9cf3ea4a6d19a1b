"""A loopback OpenAI-compatible chat endpoint (answers like vLLM) for the tests of the optional model paths:
it records each request and answers with `answer` (a JSON-able value, or a raw string sent as it is)."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, HTTPServer
from typing import Any


class ChatEndpoint:
    def __init__(self, answer: Any) -> None:
        self.answer: Any = answer
        self.requests: list[dict[str, Any]] = []
        endpoint = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                endpoint.requests.append(json.loads(self.rfile.read(int(self.headers["Content-Length"]))))
                content = endpoint.answer if isinstance(endpoint.answer, str) else json.dumps(endpoint.answer)
                payload = json.dumps({"choices": [{"message": {"role": "assistant", "content": content}}]})
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.end_headers()
                self.wfile.write(payload.encode())

            def log_message(self, *args: Any) -> None:
                pass

        self.server = HTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/v1"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()
