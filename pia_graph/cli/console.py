"""Shared console output and error handling for the CLI modules."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from contextlib import contextmanager

import typer
from rich.console import Console
from rich.logging import RichHandler

console = Console()
err_console = Console(stderr=True)


def setup_logging(verbose: bool) -> None:
    logging.basicConfig(
        level=logging.DEBUG if verbose else logging.INFO,
        format="%(message)s",
        handlers=[RichHandler(console=err_console, show_path=False, show_time=False)],
        force=True,
    )
    for noisy in ("httpx", "sentence_transformers", "urllib3"):
        logging.getLogger(noisy).setLevel(logging.WARNING)
    logging.getLogger("neo4j").setLevel(logging.ERROR)  # server notifications are not the user's concern


@contextmanager
def cli_errors(*expected: type[BaseException]) -> Iterator[None]:
    """Turn the expected domain errors into a clear message and exit code 1, without a traceback."""
    try:
        yield
    except expected as e:
        err_console.print(f"[bold red]error:[/] {e}")
        raise typer.Exit(1) from e
