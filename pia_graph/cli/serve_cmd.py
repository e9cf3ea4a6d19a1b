"""`pia serve`: the HTTP API under uvicorn, with JSON logs."""

from __future__ import annotations

import typer

from pia_graph.config import get_settings


def register(app: typer.Typer) -> None:
    @app.command()
    def serve(
        host: str | None = typer.Option(None, help="Interface to bind (default PIA_API_HOST, 127.0.0.1)."),
        port: int | None = typer.Option(None, help="Port (default PIA_API_PORT, 8080)."),
        embeddings: bool = typer.Option(True, help="Load the embedding model (facts get vectors)."),
    ) -> None:
        """Serve the health agent's API (OpenAPI at /docs and /openapi.json)."""
        import uvicorn

        from pia_graph.api import create_app
        from pia_graph.api.logs import configure_json_logging

        settings = get_settings()
        configure_json_logging(settings.api_log_level)
        uvicorn.run(
            create_app(settings, embeddings=embeddings), host=host or settings.api_host,
            port=port or settings.api_port, log_config=None, access_log=False,
        )
