"""`pia report USER --html`: a user's trajectories and what is stored, on one self-contained HTML page."""

from __future__ import annotations

import base64
import html
import tempfile
from pathlib import Path

from neo4j import Driver

from pia_graph.analysis.plot import default_plot_name, plot_trajectory
from pia_graph.analysis.trajectory import load_trajectory
from pia_graph.db.queries import run_read
from pia_graph.ontology.model import Dictionary

_STYLE = """
body { font-family: system-ui, 'Noto Sans CJK KR', sans-serif; margin: 2em auto; max-width: 960px; color: #222; }
h1 { font-size: 1.5em; } h2 { font-size: 1.15em; margin-top: 1.6em; border-bottom: 1px solid #ddd; }
table { border-collapse: collapse; font-size: 0.9em; } td, th { padding: 3px 10px; border-bottom: 1px solid #eee; }
th { text-align: left; background: #f6f6f6; } img { max-width: 100%; } .muted { color: #777; font-size: 0.85em; }
"""


def _table(headers: list[str], rows: list[list[str]]) -> str:
    head = "".join(f"<th>{html.escape(h)}</th>" for h in headers)
    body = "".join("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in row) + "</tr>" for row in rows)
    return f"<table><tr>{head}</tr>{body}</table>"


def render_report(driver: Driver, database: str, dictionary: Dictionary, user_id: str, *, top: int = 8) -> str:
    summary = run_read(driver, "user_record_summary", database=database, user_id=user_id)
    coordinates = run_read(driver, "user_coordinates", database=database, user_id=user_id)
    parts = [f"<h1>PIA graph — {html.escape(user_id)}</h1>"]
    parts.append("<h2>What is stored</h2>")
    parts.append(_table(["record type", "records", "current"],
                        [[r["type"], str(r["records"]), str(r["current"])] for r in summary]))
    latest_rows: list[list[str]] = []
    figures: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        for row in coordinates[:top]:
            traj = load_trajectory(driver, database, dictionary, user_id, row["coordinate"])
            current = traj.current
            if current.empty:
                continue
            last = current.iloc[-1]
            latest_rows.append([row["coordinate"], f"{last['value']:g} {last['unit'] or ''}".strip(),
                                last["band"] or "", f"{last['time']:%Y-%m-%d}", str(len(current)),
                                str(len(traj.superseded))])
            if len(current) >= 2:
                png = plot_trajectory(traj, Path(tmp) / default_plot_name(row["coordinate"]))
                data = base64.b64encode(png.read_bytes()).decode("ascii")
                figures.append(f"<h2>{html.escape(row['coordinate'])}</h2>"
                               f'<img alt="{html.escape(row["coordinate"])}" src="data:image/png;base64,{data}">')
    parts.append("<h2>Latest values</h2>")
    parts.append(_table(["coordinate", "latest", "band", "on", "records", "superseded"], latest_rows))
    parts.extend(figures)
    parts.append('<p class="muted">Made by <code>pia report</code> from the named queries in cypher/queries/.</p>')
    return (f"<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>PIA graph — "
            f"{html.escape(user_id)}</title><style>{_STYLE}</style></head><body>{''.join(parts)}</body></html>\n")


def write_report(
    driver: Driver, database: str, dictionary: Dictionary, user_id: str, path: Path, *, top: int = 8
) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(render_report(driver, database, dictionary, user_id, top=top), encoding="utf-8")
    return path
