"""How much of public reference lists the dictionary reaches (`pia ontology coverage`).

Each reference list is a data file in ``ontology/sources/reference/`` (its origin is recorded in
``ontology/README.md``). A name counts as reached when the gate, reading it in a plain sentence ("I take X",
"X 먹어요"), resolves it as a whole to a term of the expected kind, and, for brands and products, to the term
that the generic reaches. Pure: no database.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pia_graph.ontology.alias_gate import AliasIndex
from pia_graph.ontology.model import Dictionary
from pia_graph.ontology.normalize import normalize_alias
from pia_graph.ontology.products import product_forms
from pia_graph.paths import ontology_dir

TARGETS = {
    "us_generics": 0.98,
    "kr_generics": 0.98,
    "us_brands": 0.95,
    "kr_brands": 0.95,
    "kr_products": 0.90,
    "loinc_top200": 0.90,
}


def reference_dir() -> Path:
    return ontology_dir() / "sources" / "reference"


def read_tsv(path: Path) -> list[list[str]]:
    rows: list[list[str]] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        rows.append([c.strip() for c in line.split("\t")])
    return rows


@dataclass
class ListCoverage:
    name: str
    total: int = 0
    reached: int = 0
    missing: list[str] = field(default_factory=list)
    by_band: dict[str, list[int]] = field(default_factory=dict)  # band -> [reached, total]

    def add(self, item: str, ok: bool, band: str | None = None) -> None:
        self.total += 1
        self.reached += int(ok)
        if not ok:
            self.missing.append(item)
        if band is not None:
            counts = self.by_band.setdefault(band, [0, 0])
            counts[0] += int(ok)
            counts[1] += 1

    @property
    def share(self) -> float:
        return self.reached / self.total if self.total else 0.0

    def as_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "total": self.total,
            "reached": self.reached,
            "share": round(self.share, 4),
            "target": TARGETS.get(self.name),
            "meets_target": self.share >= TARGETS.get(self.name, 0.0),
            "missing": self.missing,
        }
        if self.by_band:
            out["by_band"] = {k: round(v[0] / v[1], 4) for k, v in self.by_band.items()}
        return out


class Resolver:
    """Read one name the way the gate reads an utterance."""

    def __init__(self, index: AliasIndex, dictionary: Dictionary) -> None:
        self.index = index
        self.dictionary = dictionary

    def term(self, name: str, lang: str, kind: str = "drug") -> str | None:
        norm = normalize_alias(name)
        if not norm:
            return None
        frame = f"I take {name}" if lang == "en" else f"{name} 먹어요"
        if kind == "test":
            frame = f"my {name} came back" if lang == "en" else f"{name} 검사 결과"
        at = normalize_alias(frame).find(norm)
        for m in self.index.match(frame):
            whole = normalize_alias(frame[: m.start]).__len__() <= at and m.norm.replace(" ", "").startswith(
                norm.replace(" ", "")
            )
            if not (whole or normalize_alias(m.surface) == norm):
                continue
            key = m.term_key
            if key and key.startswith("concept:") and kind == "test":
                concept = self.dictionary.concepts.get(key)
                key = concept.value_term if concept else None  # "cholesterol 212" is total cholesterol
            if key and key.split(":", 1)[0] == kind:
                return key
        return None

    def product(self, name: str) -> str | None:
        for form in product_forms(name):
            key = self.term(form, "ko")
            if key:
                return key
        return None


def generic_forms(generic: str) -> list[str]:
    """The ways a list writes a generic: "a / b" is also "a/b", "a and b", "b / a"."""
    parts = [p.strip() for p in generic.split("/") if p.strip()]
    if len(parts) < 2:
        return [generic]
    return [" / ".join(parts), " and ".join(parts), " / ".join(reversed(parts)), "-".join(parts)]


def _first(resolve: Callable[[str], str | None], forms: Iterable[str]) -> str | None:
    for f in forms:
        key = resolve(f)
        if key:
            return key
    return None


def _band(rank: int) -> str:
    return "1-100" if rank <= 100 else "101-200" if rank <= 200 else "201-300"


def coverage(dictionary: Dictionary, index: AliasIndex, folder: Path | None = None) -> dict[str, Any]:
    ref = Path(folder) if folder is not None else reference_dir()
    r = Resolver(index, dictionary)
    lists: dict[str, ListCoverage] = {}

    def en(name: str) -> str | None:
        return r.term(name, "en")

    def ko(name: str) -> str | None:
        return r.term(name, "ko")

    us = ref / "us_top300.tsv"
    if us.is_file():
        gen, brands = ListCoverage("us_generics"), ListCoverage("us_brands")
        for row in read_tsv(us):
            rank, generic = int(row[0]), row[1]
            key = _first(en, generic_forms(generic))
            gen.add(generic, key is not None, _band(rank))
            for brand in (row[2].split("|") if len(row) > 2 and row[2] else []):
                got = en(brand)
                brands.add(f"{brand} ({generic})", got is not None and (key is None or got == key))
        lists.update({gen.name: gen, brands.name: brands})
    kr = ref / "kr_top_generics.tsv"
    if kr.is_file():
        gen, brands = ListCoverage("kr_generics"), ListCoverage("kr_brands")
        for row in read_tsv(kr):
            generic, korean = row[1], row[2]
            key = _first(ko, generic_forms(korean)) or _first(en, generic_forms(generic))
            gen.add(f"{korean} ({generic})", ko(korean) is not None or _first(ko, generic_forms(korean)) is not None)
            for brand in (row[3].split("|") if len(row) > 3 and row[3] else []):
                got = ko(brand)
                brands.add(f"{brand} ({generic})", got is not None and (key is None or got == key))
        lists.update({gen.name: gen, brands.name: brands})
    products = ref / "kr_products.tsv"
    if products.is_file():
        cov, raw = ListCoverage("kr_products"), ListCoverage("kr_products_unnormalized")
        for row in read_tsv(products):
            name, generic = row[0], row[1]
            expected = _first(en, generic_forms(generic))
            got = r.product(name)
            cov.add(f"{name} ({generic})", got is not None and (expected is None or got == expected))
            as_written = ko(name)
            raw.add(name, as_written is not None and (expected is None or as_written == expected))
        lists.update({cov.name: cov, raw.name: raw})
    loinc = ref / "loinc_top200.tsv"
    if loinc.is_file():
        lists["loinc_top200"] = _loinc(r, dictionary, read_tsv(loinc))
    return {
        "version": dictionary.version,
        "lists": {k: v.as_dict() for k, v in lists.items()},
        "meets_targets": all(v.share >= TARGETS.get(k, 0.0) for k, v in lists.items()),
    }


def _loinc(r: Resolver, dictionary: Dictionary, rows: list[list[str]]) -> ListCoverage:
    """Columns: rank, LOINC code, long common name, the name a person says. Reached when the spoken name
    resolves to a test term that carries that LOINC code (or lists it in ``loinc_codes``)."""
    cov = ListCoverage("loinc_top200")
    for row in rows:
        code, spoken = row[1], row[3] if len(row) > 3 else row[2]
        key = r.term(spoken, "ko" if any("\uac00" <= ch <= "\ud7a3" for ch in spoken) else "en", kind="test")
        term = dictionary.terms.get(key) if key else None
        codes = {term.loinc, *term.extra.get("loinc_codes", [])} if term else set()
        cov.add(f"{code} {spoken}", code in codes)
    return cov
