"""Fixtures for the ingest tests: the real dictionary, completed from coordinates.tsv where it is still
missing a required coordinate (so that the extraction rules are tested while the alias data grows)."""

from __future__ import annotations

import dataclasses
import datetime as dt
import json
import os
from pathlib import Path
from typing import Any

import pytest

from pia_graph.ingest.extract import extract
from pia_graph.ingest.hup import Extraction
from pia_graph.ontology import AliasEntry, AliasIndex, Dictionary, Term, load_default_dictionary
from pia_graph.ontology.normalize import normalize_alias

# Surface forms the tests need beyond a term's own name, for coordinates the dictionary may still lack.
EXTRA_ALIASES: dict[str, tuple[str, ...]] = {
    "drug:acetaminophen": ("tylenol", "타이레놀"),
    "drug:naproxen": ("aleve",),
    "drug:metformin": ("메트포르민", "metfromin"),
    "drug:amoxicillin": ("아목시실린",),
    "drug:ibuprofen": ("이부프로펜", "advil"),
    "drug:penicillin": ("페니실린",),
    "condition:type_2_diabetes": ("type 2 diabetes", "당뇨", "diabetes"),
    "condition:hypertension": ("고혈압", "high blood pressure"),
    "condition:gerd": ("gerd",),
    "condition:stroke": ("stroke",),
    "food:shellfish": ("shellfish", "shrimp"),
    "food:peanut": ("peanuts", "peanut"),
    "vaccine:influenza": ("flu shot",),
    "symptom:chest_pain": ("chest pain",),
    "symptom:fatigue": ("tired",),
    "symptom:knee_pain": ("knee pain",),
}


def eval_dir() -> Path | None:
    override = os.environ.get("PIA_EVAL_DIR")
    path = Path(override) if override else Path(__file__).resolve().parents[3] / ".." / "shared" / "eval"
    return path if (path / "dev").is_dir() else None


def required_coordinates() -> list[tuple[str, str, str | None]]:
    root = eval_dir()
    if root is None:
        return []
    rows = (root / "coordinates.tsv").read_text(encoding="utf-8").splitlines()[1:]
    out = []
    for row in rows:
        parts = row.split("\t")
        if len(parts) >= 2 and parts[0]:
            out.append((parts[0], parts[1], parts[2] or None if len(parts) > 2 else None))
    return out


def completed_dictionary() -> tuple[Dictionary, list[str]]:
    """The default dictionary plus any required coordinate it lacks (those keys are returned)."""
    base = load_default_dictionary()
    terms = dict(base.terms)
    added: list[str] = []
    for key, record_type, unit in required_coordinates():
        extras = EXTRA_ALIASES.get(key, ())
        if key in terms:
            term = terms[key]
            have = {a.norm for a in term.aliases}
            more = tuple(AliasEntry(x, normalize_alias(x), "ko" if any("가" <= c <= "힣" for c in x) else "en",
                                    "test", key) for x in extras if normalize_alias(x) not in have)
            if more:
                terms[key] = dataclasses.replace(term, aliases=term.aliases + more)
            continue
        name = key.split(":", 1)[1].replace("_", " ")
        forms = (name, *extras)
        aliases = tuple(AliasEntry(f, normalize_alias(f), "ko" if any("가" <= c <= "힣" for c in f) else "en",
                                   "test", key) for f in forms)
        terms[key] = Term(key=key, kind=key.split(":")[0], record_type=record_type, name=name, unit=unit,
                          aliases=aliases)
        added.append(key)
    d = dataclasses.replace(base, terms=terms)
    return d, added


@pytest.fixture(scope="session")
def dictionary() -> Dictionary:
    return completed_dictionary()[0]


@pytest.fixture(scope="session")
def index(dictionary: Dictionary) -> AliasIndex:
    return AliasIndex.build(dictionary)


@pytest.fixture(scope="session")
def run(dictionary: Dictionary, index: AliasIndex) -> Any:
    def _run(text: str, said_at: str = "2026-03-11T09:00:00+09:00", lang: str = "en",
             profile: dict[str, Any] | None = None) -> Extraction:
        return extract(text, dt.datetime.fromisoformat(said_at), lang, index=index, dictionary=dictionary,
                       profile=profile)
    return _run


def load_suite(name: str) -> list[dict[str, Any]]:
    root = eval_dir()
    if root is None:
        pytest.skip("../shared/eval is absent (set PIA_EVAL_DIR)")
    path = root / "dev" / name
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
