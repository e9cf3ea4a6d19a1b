"""`pia recall USER "question"`: the read path from the command line, through `MemoryService.recall`."""

from __future__ import annotations

import datetime as dt
from typing import Literal

import typer
from neo4j.exceptions import Neo4jError, ServiceUnavailable
from pydantic import ValidationError
from rich.table import Table

from pia_graph.cli.console import cli_errors, console
from pia_graph.config import get_settings
from pia_graph.db.driver import driver_session
from pia_graph.errors import PiaError
from pia_graph.memory import MemoryService
from pia_graph.memory.recall_models import Depth, QueryIn


def _depth(value: str) -> Depth:
    if value == "auto":
        return "auto"
    if value in ("1", "2", "3"):
        return 1 if value == "1" else 2 if value == "2" else 3
    raise typer.BadParameter("depth is auto, 1, 2 or 3")


def recall(
    user_id: str = typer.Argument(..., help="Whose memory to read."),
    question: str = typer.Argument(..., help="The question, as the user asked it."),
    depth: str = typer.Option("auto", "--depth", help="auto, 1 (what the question points to), 2 (+ snapshot), 3."),
    said_at: str | None = typer.Option(None, "--said-at", help="ISO-8601 with offset; default now (UTC)."),
    lang: str | None = typer.Option(None, "--lang", help="en or ko (default: detected)."),
    k: int = typer.Option(10, "--k", help="How many ranked items."),
    as_json: bool = typer.Option(False, "--json", help="Print the whole Recall as JSON."),
) -> None:
    """Answer a question from one user's memory: ranked records and facts, and the context pack."""
    settings = get_settings()
    with cli_errors(ValidationError, ValueError, PiaError, ServiceUnavailable, Neo4jError):
        when = dt.datetime.fromisoformat(said_at) if said_at else dt.datetime.now(dt.UTC)
        language: Literal["en", "ko"] | None = "ko" if lang == "ko" else "en" if lang == "en" else None
        q = QueryIn(text=question, said_at=when, lang=language, depth=_depth(depth), k=k)
        with driver_session(settings) as driver:
            out = MemoryService.create(driver, settings).recall(user_id, q)
    if as_json:
        console.print_json(out.model_dump_json())
        return
    u = out.understanding
    console.print(f"read {out.read.read} ({out.read.route}; {', '.join(out.read.reasons)}), depth {out.depth} "
                  f"({u.depth_reason})")
    console.print("points to: " + ", ".join(f"{d.value} ({d.reason})" for d in u.coordinates + u.record_types)
                  + (f"; window {u.window.start}..{u.window.end} ({u.window.rule_id})" if u.window else ""))
    table = Table("#", "kind", "text", "date", "score", "why", title=f"recall for {user_id}")
    for n, item in enumerate(out.items, start=1):
        table.add_row(str(n), item.kind, item.text, item.date or item.month or "", f"{item.score:.2f}",
                      "; ".join(item.why[:2]))
    console.print(table)
    console.print(f"context pack ({out.context.tokens} tokens, {out.context.tokenizer}"
                  f"{', truncated' if out.context.truncated else ''}):")
    console.print(out.context.text, markup=False, highlight=False)


def register(app: typer.Typer) -> None:
    app.command(name="recall")(recall)
