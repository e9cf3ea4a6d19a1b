"""What changed between two versions of the dictionary (pure: two parsed dictionaries in, a report out)."""

from __future__ import annotations

import subprocess
import tarfile
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from io import BytesIO
from pathlib import Path

from pia_graph.ontology.model import Dictionary
from pia_graph.paths import project_root


@dataclass
class DictionaryDiff:
    version_from: str
    version_to: str
    terms_added: list[str] = field(default_factory=list)
    terms_removed: list[str] = field(default_factory=list)
    terms_changed: dict[str, list[str]] = field(default_factory=dict)  # key -> fields that differ
    aliases_added: list[tuple[str, str, str]] = field(default_factory=list)  # (target, text, lang)
    aliases_removed: list[tuple[str, str, str]] = field(default_factory=list)
    concepts_changed: dict[str, list[str]] = field(default_factory=dict)  # key -> "+member" / "-member"
    ranges_added: list[str] = field(default_factory=list)
    ranges_removed: list[str] = field(default_factory=list)
    ranges_changed: list[str] = field(default_factory=list)
    mechanisms_added: list[str] = field(default_factory=list)
    mechanisms_removed: list[str] = field(default_factory=list)

    @property
    def empty(self) -> bool:
        return not any(v for k, v in vars(self).items() if not k.startswith("version"))

    def as_dict(self) -> dict[str, object]:
        return {k: v for k, v in vars(self).items() if v or k.startswith("version")}


_TERM_FIELDS = ("kind", "record_type", "name", "unit", "loinc", "drug_class", "indications")


def diff_dictionaries(old: Dictionary, new: Dictionary) -> DictionaryDiff:
    out = DictionaryDiff(old.version, new.version)
    out.terms_added = sorted(set(new.terms) - set(old.terms))
    out.terms_removed = sorted(set(old.terms) - set(new.terms))
    for key in sorted(set(old.terms) & set(new.terms)):
        a, b = old.terms[key], new.terms[key]
        changed = [f for f in _TERM_FIELDS if getattr(a, f) != getattr(b, f)]
        if changed:
            out.terms_changed[key] = changed
    old_aliases = {(a.target, a.norm, a.lang): a.text for a in old.aliases()}
    new_aliases = {(a.target, a.norm, a.lang): a.text for a in new.aliases()}
    out.aliases_added = sorted((k[0], new_aliases[k], k[2]) for k in set(new_aliases) - set(old_aliases))
    out.aliases_removed = sorted((k[0], old_aliases[k], k[2]) for k in set(old_aliases) - set(new_aliases))
    for key in sorted(set(old.concepts) | set(new.concepts)):
        before = {m.term_key for m in old.concepts[key].members} if key in old.concepts else set()
        after = {m.term_key for m in new.concepts[key].members} if key in new.concepts else set()
        delta = [f"+{m}" for m in sorted(after - before)] + [f"-{m}" for m in sorted(before - after)]
        if delta:
            out.concepts_changed[key] = delta
    out.ranges_added = sorted(set(new.ranges) - set(old.ranges))
    out.ranges_removed = sorted(set(old.ranges) - set(new.ranges))
    out.ranges_changed = sorted(k for k in set(old.ranges) & set(new.ranges)
                                if _range_key(old, k) != _range_key(new, k))
    mech = {f"{m.cause} -> {m.effect} ({m.direction}{', ' + m.cause_state if m.cause_state else ''})"
            for m in new.mechanisms}
    mech_old = {f"{m.cause} -> {m.effect} ({m.direction}{', ' + m.cause_state if m.cause_state else ''})"
                for m in old.mechanisms}
    out.mechanisms_added = sorted(mech - mech_old)
    out.mechanisms_removed = sorted(mech_old - mech)
    return out


def _range_key(d: Dictionary, key: str) -> tuple[object, ...]:
    r = d.ranges[key]
    return (r.term_key, r.unit, r.cuts, r.cut_to, r.labels, r.flags, r.sex, r.age_min, r.age_max, r.tier)


@contextmanager
def ontology_at(revision: str) -> Iterator[Path]:
    """The `ontology/` folder as a git revision holds it, in a temporary directory."""
    archive = subprocess.run(["git", "-C", str(project_root()), "archive", revision, "ontology"],
                             capture_output=True, check=False)
    if archive.returncode != 0:
        raise ValueError(f"git cannot read ontology/ at {revision!r}: {archive.stderr.decode().strip()}")
    with tempfile.TemporaryDirectory() as tmp:
        with tarfile.open(fileobj=BytesIO(archive.stdout)) as tar:
            tar.extractall(tmp, filter="data")
        yield Path(tmp) / "ontology"
