"""Trajectories, the report and the analysts' CLI against the real Neo4j."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from neo4j import Driver
from typer.testing import CliRunner

from pia_graph.analysis.report import render_report
from pia_graph.analysis.trajectory import load_trajectory
from pia_graph.config import Settings
from pia_graph.memory import MemoryService, TurnIn
from pia_graph.ontology import load_default_dictionary

KST = dt.timezone(dt.timedelta(hours=9))
TURNS = [
    (dt.datetime(2026, 1, 5, 8, tzinfo=KST), "Started amlodipine 5 mg today for my blood pressure."),
    (dt.datetime(2026, 1, 12, 8, tzinfo=KST), "BP 142/92 this morning"),
    (dt.datetime(2026, 1, 19, 8, tzinfo=KST), "BP 136/88 this morning"),
    (dt.datetime(2026, 1, 22, 8, tzinfo=KST), "Forgot my amlodipine yesterday."),
    (dt.datetime(2026, 1, 26, 8, tzinfo=KST), "BP 150/95 this morning"),
    (dt.datetime(2026, 1, 27, 8, tzinfo=KST), "fasting glucose 118 this morning"),
    (dt.datetime(2026, 1, 28, 8, tzinfo=KST), "fasting glucose 112 this morning"),
    (dt.datetime(2026, 1, 28, 9, tzinfo=KST), "Actually my fasting glucose yesterday was 108, not 118"),
    (dt.datetime(2026, 2, 2, 8, tzinfo=KST), "BP 128/82 this morning"),
]


@pytest.fixture
def bp_user(ontology_loaded: Driver, neo4j_settings: Settings, user_id: str) -> str:
    service = MemoryService.create(ontology_loaded, neo4j_settings, embeddings=False)
    for said_at, text in TURNS:
        service.retain(user_id, TurnIn(text=text, said_at=said_at))
    return user_id


def test_trajectory_has_points_range_corrections_and_medication_events(
    bp_user: str, ontology_loaded: Driver, neo4j_settings: Settings
) -> None:
    traj = load_trajectory(ontology_loaded, neo4j_settings.neo4j_database, load_default_dictionary(), bp_user,
                           "vital:systolic_bp")
    assert list(traj.current["value"]) == [142.0, 136.0, 150.0, 128.0]
    assert traj.superseded.empty
    assert traj.range is not None and traj.range.term_key == "vital:systolic_bp"
    kinds = list(traj.events["kind"])
    assert kinds == ["regimen_start", "missed_dose"]
    assert set(traj.events["coordinate"]) == {"drug:amlodipine"}
    glucose = load_trajectory(ontology_loaded, neo4j_settings.neo4j_database, load_default_dictionary(), bp_user,
                              "test:fasting_glucose")
    assert list(glucose.current["value"]) == [108.0, 112.0]
    assert list(glucose.superseded["value"]) == [118.0]
    assert glucose.superseded["superseded_by"].iloc[0] == glucose.current["record_id"].iloc[0]


def test_report_page_has_the_trajectory_plot_and_latest_values(
    bp_user: str, ontology_loaded: Driver, neo4j_settings: Settings
) -> None:
    page = render_report(ontology_loaded, neo4j_settings.neo4j_database, load_default_dictionary(), bp_user)
    assert "<h2>vital:systolic_bp</h2>" in page and "data:image/png;base64," in page
    assert "128 mmHg" in page


def test_cli_trajectory_writes_csv_and_plot(bp_user: str, cli_env: None, tmp_path: Path) -> None:
    from pia_graph.cli.main import app

    csv, png, html = tmp_path / "bp.csv", tmp_path / "bp.png", tmp_path / "report.html"
    result = CliRunner().invoke(app, ["trajectory", bp_user, "vital:systolic_bp", "--csv", str(csv),
                                      "--plot", str(png)])
    assert result.exit_code == 0, result.output
    assert csv.read_text().splitlines()[0].startswith("time,value,unit,band,record_id,superseded_by")
    assert len(csv.read_text().splitlines()) == 5  # header and 4 readings
    assert png.read_bytes()[:4] == b"\x89PNG"
    result = CliRunner().invoke(app, ["report", bp_user, "--html", str(html)])
    assert result.exit_code == 0, result.output
    assert html.read_text().startswith("<!doctype html>")


def test_cli_trajectory_of_nothing_says_so(user_id: str, cli_env: None, neo4j_driver: Driver) -> None:
    from pia_graph.cli.main import app

    result = CliRunner().invoke(app, ["trajectory", user_id, "vital:systolic_bp"])
    assert result.exit_code == 1 and "no numeric records" in result.output
