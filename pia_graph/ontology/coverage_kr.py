"""Korean reference list of `pia ontology coverage`: products of the MFDS e약은요 list (origin and extent in
``ontology/README.md``, "Reference lists"). No published ranking of the most-prescribed generics in Korea was
found to vendor, so the Korean generics measured are the ingredients the products name in parentheses
("부루펜정200밀리그램(이부프로펜)" names 이부프로펜): an OTC-weighted proxy, not a prescription ranking.
"""

from __future__ import annotations

import csv
from pathlib import Path
from typing import TYPE_CHECKING

from pia_graph.ontology.products import ingredients_named, strip_salt

if TYPE_CHECKING:
    from pia_graph.ontology.coverage import ListCoverage, Resolver

KR_PRODUCTS_FILE = "kr_mfds_easy_drug_products.csv"


def kr_products(ref: Path) -> list[tuple[str, str]]:
    """(product name, company) in the list's order."""
    path = ref / KR_PRODUCTS_FILE
    if not path.is_file():
        return []
    with path.open(encoding="utf-8", newline="") as fh:
        return [(" ".join(r["item_name"].split()), r["company"].strip()) for r in csv.DictReader(fh)]


def kr_coverage(r: Resolver, ref: Path) -> dict[str, ListCoverage]:
    from pia_graph.ontology.coverage import DRUG_KINDS, ListCoverage

    rows = kr_products(ref)
    if not rows:
        return {}

    def ingredient(name: str) -> str | None:
        return r.term(name, "ko", kinds=DRUG_KINDS) or r.term(strip_salt(name), "ko", kinds=DRUG_KINDS)

    products, raw, generics = (
        ListCoverage("kr_products"),
        ListCoverage("kr_products_as_written"),
        ListCoverage("kr_generics"),
    )
    seen: set[str] = set()
    for name, company in rows:
        named = ingredients_named(name)
        expected = next((k for k in (ingredient(n) for n in named) if k), None)
        got = r.product(name, company)
        products.add(f"{name} ({company})", got is not None and (expected is None or got == expected))
        as_written = r.term(name, "ko")
        raw.add(name, as_written is not None and (expected is None or as_written == expected))
        for n in named:
            if n not in seen:
                seen.add(n)
                generics.add(n, ingredient(n) is not None)
    return {products.name: products, raw.name: raw, generics.name: generics}
