"""The false-match check: what the gate finds in ordinary, non-health text (`pia ontology false-matches`).

The corpus is public-domain prose in ``ontology/sources/ordinary/`` (see ``ontology/README.md``). Every
resolved match of a clinical term there is reported with its sentence for a curator; the rate per 10,000
words is the figure to keep low. Everyday-life terms (a meal, a walk, sleep, food) are named in ordinary
prose on purpose, so they are counted apart. A curator reviews each match once (``reviewed.tsv`` beside the
corpus): a match in the term's sense ("Jane's cold") is reported as right-sense; a wrong-sense match ("the
weight of an argument") or one nobody reviewed counts as false. Pure: no database.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pia_graph.ontology.alias_gate import AliasIndex
from pia_graph.paths import ontology_dir

EVERYDAY_KINDS = frozenset({"activity", "meal", "food", "sleep", "mood", "preference", "goal", "profile"})
TARGET_PER_10K = 1.0
_SENTENCE = re.compile(r"(?<=[.!?。])\s+|\n\s*\n")


def corpus_dir() -> Path:
    return ontology_dir() / "sources" / "ordinary"


@dataclass
class FileReport:
    name: str
    words: int = 0
    clinical: list[dict[str, str]] = field(default_factory=list)
    everyday: int = 0

    @property
    def false(self) -> list[dict[str, str]]:
        return [m for m in self.clinical if m["verdict"] != "right"]

    @property
    def per_10k(self) -> float:
        return 10_000 * len(self.false) / self.words if self.words else 0.0


def sentences(text: str) -> list[str]:
    return [" ".join(s.split()) for s in _SENTENCE.split(text) if s.strip()]


def read_reviews(folder: Path) -> dict[tuple[str, str, str], str]:
    """(file, surface, term) -> verdict ('right' | 'wrong') from ``reviewed.tsv``."""
    path = folder / "reviewed.tsv"
    out: dict[tuple[str, str, str], str] = {}
    if path.is_file():
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.startswith("#"):
                cells = line.split("\t")
                out[(cells[0], cells[1].lower(), cells[2])] = cells[3]
    return out


def check_file(index: AliasIndex, path: Path, reviews: dict[tuple[str, str, str], str] | None = None) -> FileReport:
    report = FileReport(path.name)
    reviews = reviews or {}
    text = path.read_text(encoding="utf-8")
    report.words = len(text.split())
    for sentence in sentences(text):
        for m in index.match(sentence):
            if m.term_key is None:
                continue
            kind = m.term_key.split(":", 1)[0]
            if kind in EVERYDAY_KINDS:
                report.everyday += 1
                continue
            verdict = reviews.get((path.name, m.surface.lower(), m.term_key), "unreviewed")
            report.clinical.append(
                {"surface": m.surface, "term": m.term_key, "verdict": verdict, "sentence": sentence[:160]}
            )
    return report


def false_matches(index: AliasIndex, folder: Path | None = None) -> dict[str, Any]:
    base = folder or corpus_dir()
    reviews = read_reviews(base)
    files = [check_file(index, p, reviews) for p in sorted(base.glob("*.txt"))]
    words = sum(f.words for f in files)
    found = sum(len(f.false) for f in files)
    rate = 10_000 * found / words if words else 0.0
    return {
        "words": words,
        "false_matches": found,
        "right_sense_matches": sum(len(f.clinical) - len(f.false) for f in files),
        "unreviewed": sum(1 for f in files for m in f.clinical if m["verdict"] == "unreviewed"),
        "per_10k_words": round(rate, 3),
        "target_per_10k_words": TARGET_PER_10K,
        "meets_target": rate <= TARGET_PER_10K,
        "files": [
            {
                "file": f.name,
                "words": f.words,
                "false_matches": len(f.false),
                "right_sense_matches": len(f.clinical) - len(f.false),
                "per_10k_words": round(f.per_10k, 3),
                "everyday_mentions": f.everyday,
                "matches": f.clinical,
            }
            for f in files
        ],
    }
