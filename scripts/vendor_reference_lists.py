"""Vendor the published reference lists that `pia ontology coverage` measures against (a curator's step).

Every list is copied from a published file, verbatim or by the fixed extraction below; nothing is typed by hand.
The sources, their dates, licences and SHA-256 checksums are recorded in ``ontology/README.md`` ("Reference lists").

    PYTHONPATH=. python scripts/vendor_reference_lists.py meps <MEPS-summary-tables git dir>
        AHRQ MEPS-HC summary tables (HHS-AHRQ/MEPS-summary-tables, public domain), files
        formatted_tables/hc_pmed/DY2018.csv … DY2022.csv: every prescribed drug (RXDRGNAM) with a published
        "total purchases" estimate in any of those years, ranked by its most recent estimate
        -> ontology/sources/reference/us_meps_prescribed_drugs.tsv
    PYTHONPATH=. python scripts/vendor_reference_lists.py orange-book <products.txt>
        FDA Orange Book products file (public domain): the trade names of the marketed (RX or OTC) new-drug-
        application products (Appl_Type N) whose ingredients are those of a MEPS drug
        -> ontology/sources/reference/us_orange_book_brands.tsv
    PYTHONPATH=. python scripts/vendor_reference_lists.py loinc <LOINC_1.6_Top2000CommonLabResultsUS.csv>
        LOINC Top 2000+ US lab observations, version 1.6, copied verbatim
        -> ontology/sources/reference/LOINC_1.6_Top2000CommonLabResultsUS.csv
"""

from __future__ import annotations

import csv
import hashlib
import io
import shutil
import subprocess
import sys
from pathlib import Path

from pia_graph.ontology.reference_lists import meps_parts

ROOT = Path(__file__).resolve().parent.parent
REFERENCE = ROOT / "ontology" / "sources" / "reference"
MEPS_YEARS = range(2018, 2023)


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def meps(git_dir: str) -> None:
    latest: dict[str, tuple[int, float]] = {}
    years: dict[str, list[int]] = {}
    for year in MEPS_YEARS:
        raw = subprocess.run(
            ["git", "-C", git_dir, "show", f"HEAD:formatted_tables/hc_pmed/DY{year}.csv"],
            capture_output=True,
            check=True,
        ).stdout
        print(f"DY{year}.csv sha256 {sha256(raw)}")
        for row in csv.DictReader(io.StringIO(raw.decode("utf-8"))):
            if row["stat_var"] != "totEVT" or row["row_var"] != "RXDRGNAM" or not row["value"]:
                continue
            name = row["rowLevels"].strip()
            latest[name] = (year, float(row["value"]))  # years ascend: the last one seen is the most recent
            years.setdefault(name, []).append(year)
    ranked = sorted(latest.items(), key=lambda kv: (-kv[1][1], kv[0]))
    out = REFERENCE / "us_meps_prescribed_drugs.tsv"
    with out.open("w", encoding="utf-8") as fh:
        fh.write(
            "# rank\tRXDRGNAM as AHRQ writes it\tyear of the most recent estimate\t"
            "total purchases (thousands) that year\tyears 2018-2022 with an estimate\n"
        )
        for rank, (name, (year, value)) in enumerate(ranked, 1):
            fh.write(f"{rank}\t{name}\t{year}\t{value:.0f}\t{','.join(map(str, years[name]))}\n")
    print(f"wrote {len(ranked)} drugs to {out}")


def _ingredient_matches(meps_part: str, ob_part: str) -> bool:
    """'ATORVASTATIN' names 'ATORVASTATIN CALCIUM'; 'POTASSIUM CHLORIDE' only itself."""
    return ob_part == meps_part or ob_part.startswith(meps_part + " ")


def orange_book(products: str) -> None:
    raw = Path(products).read_bytes()
    print(f"products.txt sha256 {sha256(raw)}")
    drugs = [row[1] for row in _read_tsv(REFERENCE / "us_meps_prescribed_drugs.tsv")]
    rows: set[tuple[str, str, str, str]] = set()
    reader = csv.DictReader(io.StringIO(raw.decode("latin-1")), delimiter="~")
    for rec in reader:
        if rec["Appl_Type"] != "N" or rec["Type"] not in {"RX", "OTC"}:
            continue
        ob_parts = sorted(p.strip() for p in rec["Ingredient"].split(";"))
        trade = rec["Trade_Name"].strip()
        for drug in drugs:
            parts = meps_parts(drug)
            if len(parts) != len(ob_parts):
                continue
            matches = all(any(_ingredient_matches(m, o) for o in ob_parts) for m in parts)
            if matches and not any(trade.startswith(m) for m in parts):  # named after its generic: no brand
                rows.add((drug, trade, rec["Ingredient"], rec["Type"]))
    out = REFERENCE / "us_orange_book_brands.tsv"
    with out.open("w", encoding="utf-8") as fh:
        fh.write("# MEPS drug\ttrade name (Orange Book)\tingredient (Orange Book)\ttype (RX/OTC)\n")
        for row in sorted(rows):
            fh.write("\t".join(row) + "\n")
    print(f"wrote {len(rows)} brand rows for {len({r[0] for r in rows})} drugs to {out}")


def loinc(path: str) -> None:
    raw = Path(path).read_bytes()
    print(f"{Path(path).name} sha256 {sha256(raw)}")
    shutil.copyfile(path, REFERENCE / Path(path).name)


def _read_tsv(path: Path) -> list[list[str]]:
    return [
        line.split("\t") for line in path.read_text(encoding="utf-8").splitlines() if line and not line.startswith("#")
    ]


if __name__ == "__main__":
    {"meps": meps, "orange-book": orange_book, "loinc": loinc}[sys.argv[1]](sys.argv[2])
