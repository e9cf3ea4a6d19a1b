"""Trajectories as PNG plots (headless): values along time, the user's reference bands shaded, superseded
values marked with what replaced them, and regimen starts, stops and missed doses on the same time axis."""

from __future__ import annotations

import itertools
from pathlib import Path

from pia_graph.analysis.trajectory import Trajectory

# Band colours by flag: green for normal, warm for high, cool for low.
_BAND_COLOURS = {
    "normal": "#D8F3DC",
    "borderline": "#FFF3B0",
    "high": "#FFD6A5",
    "very_high": "#FFADAD",
    "low": "#CAF0F8",
    "very_low": "#A9D6E5",
}
_EVENT_STYLE = {
    "regimen_start": ("#2A9D8F", "-", "started"),
    "regimen_stop": ("#9D0208", "--", "stopped"),
}


def _band_spans(traj: Trajectory, lo: float, hi: float) -> list[tuple[float, float, str, str]]:
    rng = traj.range
    if rng is None:
        return []
    edges = [lo, *[c for c in rng.cuts if lo < c < hi], hi]
    spans = []
    for a, b in itertools.pairwise(edges):
        middle = (a + b) / 2
        index = sum(1 for c in rng.cuts if middle > c)
        spans.append((a, b, rng.flags[index], rng.labels[index]))
    return spans


def plot_trajectory(traj: Trajectory, path: Path) -> Path:
    """Draw one trajectory to a PNG file and return its path."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    current, superseded = traj.current, traj.superseded
    fig, ax = plt.subplots(figsize=(9, 4))
    values = list(traj.points["value"])
    lo, hi = (min(values), max(values)) if values else (0.0, 1.0)
    pad = max((hi - lo) * 0.25, abs(hi) * 0.05, 1.0)
    lo, hi = lo - pad, hi + pad
    shown: set[str] = set()
    for a, b, flag, label in _band_spans(traj, lo, hi):
        ax.axhspan(a, b, color=_BAND_COLOURS.get(flag, "#EEEEEE"), alpha=0.6, zorder=0,
                   label=None if label in shown else f"band: {label}")
        shown.add(label)
    ax.plot(current["time"], current["value"], marker="o", linewidth=1.6, color="#0077B6", zorder=3,
            label="value (current)")
    if len(superseded):
        ax.scatter(superseded["time"], superseded["value"], marker="x", s=60, color="#F77F00", zorder=4,
                   label="superseded")
        by_id = current.set_index("record_id")
        for _, row in superseded.iterrows():
            if row["superseded_by"] in by_id.index:
                newer = by_id.loc[row["superseded_by"]]
                ax.annotate("", xy=(newer["time"], newer["value"]), xytext=(row["time"], row["value"]),
                            arrowprops={"arrowstyle": "->", "color": "#F77F00", "lw": 1})
    events = traj.events
    for kind, (colour, style, word) in _EVENT_STYLE.items():
        rows = events[events["kind"] == kind]
        for i, (_, ev) in enumerate(rows.iterrows()):
            ax.axvline(ev["time"], color=colour, linestyle=style, linewidth=1.2, zorder=2,
                       label=f"regimen {word}" if i == 0 else None)
            ax.text(ev["time"], hi, f" {ev['coordinate'].split(':')[-1]} {word}", rotation=90, va="top",
                    fontsize=7, color=colour)
    missed = events[events["kind"] == "missed_dose"]
    if len(missed):
        ax.scatter(missed["time"], [lo + pad * 0.3] * len(missed), marker="v", color="#D62828", s=40, zorder=4,
                   label="missed dose")
    unit = next((u for u in traj.points["unit"] if u), "")
    ax.set_ylim(lo, hi)
    ax.set_title(f"{traj.coordinate} — {traj.user_id}")
    ax.set_ylabel(unit)
    ax.grid(alpha=0.3)
    ax.legend(loc="upper left", fontsize=7, framealpha=0.85)
    fig.autofmt_xdate()
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path


def default_plot_name(coordinate: str) -> str:
    return f"{coordinate.replace(':', '_')}.png"
