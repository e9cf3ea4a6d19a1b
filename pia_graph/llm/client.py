"""A small client for an OpenAI-compatible chat endpoint (vLLM) that asks for schema-guided JSON."""

from __future__ import annotations

import json
import logging
from typing import Any

import httpx

from pia_graph.config import Settings

log = logging.getLogger(__name__)


class ModelError(RuntimeError):
    """The model server could not be reached, refused, or answered something that is not the JSON asked for."""


class ChatJsonClient:
    def __init__(self, base_url: str, model: str, api_key: str | None = None, timeout_s: float = 20.0) -> None:
        self.base_url = base_url.rstrip("/")
        self.model = model
        self._headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        self._timeout = timeout_s

    @classmethod
    def from_settings(cls, settings: Settings) -> ChatJsonClient | None:
        if not settings.llm_url:
            return None
        if not settings.llm_model:
            raise ModelError("PIA_LLM_URL is set but PIA_LLM_MODEL is not")
        key = settings.llm_api_key.get_secret_value() if settings.llm_api_key else None
        return cls(settings.llm_url, settings.llm_model, key, settings.llm_timeout_s)

    def chat_json(self, system: str, user: str, schema: dict[str, Any], name: str) -> dict[str, Any]:
        """One deterministic completion constrained to `schema`; the parsed JSON object."""
        body = {
            "model": self.model,
            "temperature": 0,
            "messages": [{"role": "system", "content": system}, {"role": "user", "content": user}],
            # vLLM's structured outputs: the JSON schema of the pydantic model the answer must fit.
            "response_format": {"type": "json_schema", "json_schema": {"name": name, "schema": schema}},
        }
        try:
            response = httpx.post(
                f"{self.base_url}/chat/completions", json=body, headers=self._headers, timeout=self._timeout
            )
            response.raise_for_status()
            content = response.json()["choices"][0]["message"]["content"]
            parsed = json.loads(content)
        except (httpx.HTTPError, KeyError, IndexError, TypeError, json.JSONDecodeError) as e:
            raise ModelError(f"model server at {self.base_url}: {type(e).__name__}: {e}") from e
        if not isinstance(parsed, dict):
            raise ModelError("model answer is not a JSON object")
        return parsed
