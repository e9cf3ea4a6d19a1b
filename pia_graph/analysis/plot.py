"""Trajectories as pandas DataFrames and PNG plots (headless)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pandas as pd


def trajectory_frame(rows: list[dict[str, Any]]) -> pd.DataFrame:
    frame = pd.DataFrame(
        {
            "time": [r["sort_time"].to_native() if hasattr(r["sort_time"], "to_native") else r["sort_time"]
                     for r in rows],
            "value": [r.get("value") for r in rows],
            "unit": [r.get("unit") for r in rows],
            "band": [r.get("band") for r in rows],
            "record_id": [r.get("record_id") for r in rows],
        }
    )
    frame["time"] = pd.to_datetime(frame["time"], utc=True)
    return frame


def plot_trajectory(coordinate: str, rows: list[dict[str, Any]], out_dir: Path) -> Path:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    frame = trajectory_frame(rows)
    fig, ax = plt.subplots(figsize=(8, 3.5))
    ax.plot(frame["time"], frame["value"], marker="o", linewidth=1.5)
    unit = next((u for u in frame["unit"] if u), "")
    ax.set_title(coordinate)
    ax.set_ylabel(unit)
    ax.grid(alpha=0.3)
    fig.autofmt_xdate()
    fig.tight_layout()
    path = out_dir / f"{coordinate.replace(':', '_')}.png"
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path
