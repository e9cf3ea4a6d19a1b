#!/usr/bin/env python3
"""Renders the README's benchmark table (Markdown) from the JSON of `pia bench all --out FILE`, beside the goals
of issue 16. Usage: scripts/render_bench_table.py FILE.json > table.md"""

from __future__ import annotations

import json
import sys
from typing import Any


def _ms(v: float | None) -> str:
    return "-" if v is None else f"{v:.1f}"


def render(d: dict[str, Any]) -> str:
    m = d["machine"]
    out = [f"Run {d['started_at'][:16]} UTC, {m['cpus']} cores "
           f"(1-min load average at start {m['load_avg_1m_at_start']:.1f}), "
           f"Neo4j page cache {m['pagecache_mib']} MiB, heap {m['heap_mib']} MiB, "
           f"{d['days']} days of chat per user.", ""]
    out += ["| users | turns | records | facts | import s | records/s | disk MiB "
            "| recall p50/p95 ms d1 | d2 | d3 |",
            "|---:|---:|---:|---:|---:|---:|---:|---|---|---|"]
    for size, s in sorted(d["sizes"].items(), key=lambda kv: int(kv[0])):
        st, w, r = s["store"], s["write_step"], s["recall"]
        lat = [f"{_ms(r[k]['p50_ms'])} / {_ms(r[k]['p95_ms'])}" for k in ("depth1", "depth2", "depth3")]
        disk = "-" if s.get("disk_mib") is None else f"{s['disk_mib']:.0f}"
        out.append(f"| {size} | {st['turns']} | {st['records']} | {st['facts']} | {w['seconds']:.1f} | "
                   f"{w['records_per_s']:.0f} | {disk} | " + " | ".join(lat) + " |")
    out += ["", "| figure | measured | goal |", "|---|---|---|"]
    w = d.get("write", {})
    if w:
        out.append(f"| write (`retain`, with embedding) p50 / p95 ms | {_ms(w['retain']['p50_ms'])} / "
                   f"{_ms(w['retain']['p95_ms'])} | p95 <= 25 |")
        out.append(f"| `RETURN 1` round trip p50 / p95 ms (same run) | {_ms(w['return_1']['p50_ms'])} / "
                   f"{_ms(w['return_1']['p95_ms'])} | - |")
        out.append("| write stages p50 ms | " + ", ".join(f"{k} {v:.1f}" for k, v in w["stages_p50_ms"].items())
                   + " | - |")
    ratio = d.get("p95_ratio_largest_vs_smallest")
    if ratio:
        a, b = ratio["sizes"]
        out.append(f"| recall p95 ratio {b}:{a} users, depth 1 / 2 / 3 | {ratio['depth1']:.2f} / "
                   f"{ratio['depth2']:.2f} / {ratio['depth3']:.2f} | <= 1.2 (1,000:10) |")
    for suite, r in d.get("retrieval", {}).items():
        out.append(f"| {suite} ({r['scenarios']} scenarios): MRR recall / flat | {r['recall']['mrr']:.3f} / "
                   f"{r['flat']['mrr']:.3f} (gain {r.get('mrr_gain', 0):+.3f}) | gain >= 0.15 |")
        out.append(f"| {suite}: p50 / p95 ms recall vs flat | {_ms(r['recall']['p50_ms'])} / "
                   f"{_ms(r['recall']['p95_ms'])} vs {_ms(r['flat']['p50_ms'])} / {_ms(r['flat']['p95_ms'])} "
                   f"(p95 x{r.get('p95_ratio_recall_vs_flat', 0):.2f}) | <= 1.5x |")
        for arm in ("depth1", "depth2", "depth3"):  # `pia bench flat`'s per-depth arms (session 28 and later)
            a = r.get(arm)
            if a and "client_cpu_p50_ms" in a:
                out.append(f"| {suite}: {arm} vs flat, wall p50 / p95 ms; client + Neo4j CPU p50 ms; statements | "
                           f"{_ms(a['p50_ms'])} / {_ms(a['p95_ms'])} vs {_ms(r['flat']['p50_ms'])} / "
                           f"{_ms(r['flat']['p95_ms'])} (p95 x{a['p95_ms'] / r['flat']['p95_ms']:.2f}); "
                           f"{_ms(a['client_cpu_p50_ms'])} + {_ms(a.get('neo4j_cpu_p50_ms'))} vs "
                           f"{_ms(r['flat']['client_cpu_p50_ms'])} + {_ms(r['flat'].get('neo4j_cpu_p50_ms'))}; "
                           f"{a['statements_per_call']:.2f} vs {r['flat']['statements_per_call']:.2f} | <= 1.5x |")
    rss = d.get("rss_mib", {})
    if rss:
        api = rss.get("api_process") or {}
        out.append(f"| resident memory MiB: Neo4j launcher / API process (now, peak) | "
                   f"{_ms(rss.get('neo4j_launcher'))} / {_ms(api.get('now'))}, {_ms(api.get('peak'))} | - |")
    out += by_question(d)
    return "\n".join(out) + "\n"


def by_question(d: dict[str, Any]) -> list[str]:
    """Recall p50 / p95 ms per question and depth at each size (`recall.by_query`, session 54 and later), the
    slowest question at depth 1 first: which questions miss a goal that the pooled p95 misses."""
    out: list[str] = []
    for size, s in sorted(d["sizes"].items(), key=lambda kv: int(kv[0])):
        per = s["recall"].get("by_query")
        if not per:
            continue
        out += ["", f"Recall per question at {size} users, p50 / p95 ms (client CPU p95 + Neo4j CPU p95):", "",
                "| question | d1 | d2 | d3 |", "|---|---|---|---|"]
        for text, depths in sorted(per.items(), key=lambda kv: -kv[1].get("depth1", {}).get("p95_ms", 0.0)):
            cells = []
            for key in ("depth1", "depth2", "depth3"):
                f = depths.get(key)
                cells.append("-" if not f else f"{_ms(f['p50_ms'])} / {_ms(f['p95_ms'])} "
                             f"({_ms(f.get('client_cpu_p95_ms'))} + {_ms(f.get('neo4j_cpu_p95_ms'))})")
            out.append(f"| {text} | " + " | ".join(cells) + " |")
    return out


if __name__ == "__main__":
    with open(sys.argv[1], encoding="utf-8") as f:
        sys.stdout.write(render(json.load(f)))
