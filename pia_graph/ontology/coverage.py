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
from pia_graph.ontology.coverage_kr import kr_coverage
from pia_graph.ontology.model import Dictionary
from pia_graph.ontology.normalize import normalize_alias
from pia_graph.ontology.products import product_forms
from pia_graph.ontology.reference_lists import (
    LoincRow,
    loinc_rows,
    loinc_spoken_names,
    meps_drugs,
    meps_generic,
    orange_book_brands,
    reference_dir,
)

TARGETS = {
    "us_generics": 0.98,
    "kr_generics": 0.98,
    "us_brands": 0.95,
    "kr_products": 0.90,
    "loinc_top200": 0.90,
    "loinc_top200_personal": 0.90,
}
LOINC_TOP = 200
DRUG_KINDS = ("drug", "vaccine", "substance")
TEST_KINDS = ("test", "vital")
LOINC_KINDS = (*TEST_KINDS, "profile")  # the ABO/Rh group is the person's blood type (profile:blood_type)


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

    def _frame(self, name: str, lang: str, test: bool, scale: str) -> str:
        if test and scale == "percentage":
            return f"my {name} was 40%"
        if test and scale == "count":
            return f"my {name} was 4.2 x10^3/uL"
        if test:
            return f"my {name} came back" if lang == "en" else f"{name} 검사 결과"
        return f"I take {name}" if lang == "en" else f"{name} 먹어요"

    def term(
        self, name: str, lang: str, kind: str = "drug", kinds: tuple[str, ...] = (), scale: str = ""
    ) -> str | None:
        """The term the whole name resolves to, of one of ``kinds`` (default: ``kind``)."""
        kinds = kinds or (kind,)
        norm = normalize_alias(name)
        if not norm:
            return None
        test = any(k in TEST_KINDS for k in kinds)
        frame = self._frame(name, lang, test, scale)
        at = normalize_alias(frame).find(norm)
        for m in self.index.match(frame):
            whole = len(normalize_alias(frame[: m.start])) <= at and m.norm.replace(" ", "").startswith(
                norm.replace(" ", "")
            )
            if not (whole or normalize_alias(m.surface) == norm):
                continue
            key = m.term_key
            if key and key.startswith("concept:") and test:
                concept = self.dictionary.concepts.get(key)
                key = concept.value_term if concept else None  # "cholesterol 212" is total cholesterol
            if key and key.split(":", 1)[0] in kinds:
                return key
        return None

    def named(self, name: str, lang: str) -> set[str]:
        """Every term the gate finds in "I take <name>" ("Children's Advil" names ibuprofen)."""
        return {m.term_key for m in self.index.match(self._frame(name, lang, False, "")) if m.term_key}

    def product(self, name: str, company: str = "") -> str | None:
        for form in product_forms(name, company):
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
    return "1-100" if rank <= 100 else "101-200" if rank <= 200 else "201-"


def coverage(dictionary: Dictionary, index: AliasIndex, folder: Path | None = None) -> dict[str, Any]:
    ref = Path(folder) if folder is not None else reference_dir()
    r = Resolver(index, dictionary)
    lists: dict[str, ListCoverage] = {}
    drugs = meps_drugs(ref)
    if drugs:
        gen = ListCoverage("us_generics")
        keys: dict[str, str | None] = {}
        for drug in drugs:
            key = _first(lambda n: r.term(n, "en", kinds=DRUG_KINDS), generic_forms(drug.generic))
            keys[drug.generic] = key
            gen.add(drug.name, key is not None, _band(drug.rank))
        brands = ListCoverage("us_brands")
        for name, trade in orange_book_brands(ref):
            expected = keys.get(meps_generic(name))
            found = r.named(trade, "en")
            ok = expected in found if expected else any(k.startswith("drug:") for k in found)
            brands.add(f"{trade} ({name})", ok)
        lists.update({gen.name: gen, brands.name: brands})
    lists.update(kr_coverage(r, ref))
    rows = loinc_rows(ref, limit=LOINC_TOP)
    if rows:
        lists["loinc_top200"] = _loinc(r, dictionary, rows, "loinc_top200")
        lists["loinc_top200_personal"] = _loinc(r, dictionary, [x for x in rows if x.personal], "loinc_top200_personal")
    return {
        "version": dictionary.version,
        "lists": {k: v.as_dict() for k, v in lists.items()},
        "meets_targets": all(v.share >= TARGETS[k] for k, v in lists.items() if k in TARGETS),
    }


def _loinc(r: Resolver, dictionary: Dictionary, rows: list[LoincRow], name: str) -> ListCoverage:
    """Reached when a name a person says for the observation (``loinc_spoken_names``) resolves to a lab or
    vital term that carries the row's LOINC code (``loinc`` or ``loinc_codes``)."""
    cov = ListCoverage(name)
    for row in rows:
        scale, spoken = loinc_spoken_names(row)
        ok = False
        for said in spoken:
            key = r.term(said, "en", kinds=LOINC_KINDS, scale=scale)
            term = dictionary.terms.get(key) if key else None
            if term and row.code in {term.loinc, *term.extra.get("loinc_codes", [])}:
                ok = True
                break
        cov.add(f"{row.code} {row.long_name}", ok)
    return cov
