"""The health agent's HTTP API (FastAPI): `create_app`, served by `pia serve`."""

from pia_graph.api.app import create_app

__all__ = ["create_app"]
