"""Readers of the vendored published lists in ``ontology/sources/reference/`` (origins in ``ontology/README.md``).

The lists are read as published; the only interpretation is the fixed, documented rules here:
- a MEPS drug name ("LATANOPROST OPHTHALMIC", "ACETAMINOPHEN-HYDROCODONE", ".../PSE") is its ingredients, route
  words dropped, combinations split on '-' and '/', MEPS's one abbreviation (PSE) spelt out;
- a LOINC long common name gives the names a person says for it (``loinc_spoken_names``).
Used by `pia ontology coverage` (the test) and by the dictionary build (which generics are in scope, which LOINC
codes a lab term carries), so both read a list the same way.
"""

from __future__ import annotations

import csv
import re
from dataclasses import dataclass
from pathlib import Path

from pia_graph.paths import ontology_dir

ROUTE_WORDS = {"NASAL", "OPHTHALMIC", "TOPICAL", "OTIC"}
MEPS_ABBREVIATIONS = {"PSE": "PSEUDOEPHEDRINE"}
MEPS_FILE = "us_meps_prescribed_drugs.tsv"
ORANGE_BOOK_FILE = "us_orange_book_brands.tsv"
LOINC_FILE = "LOINC_1.6_Top2000CommonLabResultsUS.csv"
# LOINC classes whose observations are not a value a person reports about themself: pathology and cytology
# reports, blood-bank units, reference-lab placeholders, fetal ultrasound, an isolate's antibiotic susceptibility
LOINC_NOT_PERSONAL = {"TUMRRGT", "CYTO", "BLDBK", "MISC", "OB.US", "ABXBACT"}


def reference_dir() -> Path:
    return ontology_dir() / "sources" / "reference"


def read_tsv(path: Path) -> list[list[str]]:
    rows: list[list[str]] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            rows.append([c.strip() for c in line.split("\t")])
    return rows


def read_tsv_records(path: Path) -> list[dict[str, str]]:
    """A TSV file with a header row, as one dict per row keyed by the header."""
    with path.open(encoding="utf-8", newline="") as fh:
        return [dict(row) for row in csv.DictReader(fh, delimiter="\t")]


def split_cell(cell: str) -> list[str]:
    """The items of a TSV cell that holds a ``|``-separated list, blanks dropped."""
    return [x.strip() for x in cell.split("|") if x.strip()]


def meps_parts(name: str) -> list[str]:
    """The ingredients of a MEPS drug name, upper case, sorted."""
    words = [w for w in name.replace(",", " ").split() if w not in ROUTE_WORDS]
    parts = [p.strip() for p in re.split(r"-(?!\d)|/", " ".join(words)) if p.strip()]  # OMEGA-3 is one word
    return sorted(MEPS_ABBREVIATIONS.get(p, p) for p in parts)


def meps_generic(name: str) -> str:
    """The generic as the dictionary's sources write it: lower case, ingredients joined by ' / '."""
    return " / ".join(p.lower() for p in meps_parts(name))


@dataclass(frozen=True)
class MepsDrug:
    rank: int
    name: str  # as AHRQ writes it

    @property
    def generic(self) -> str:
        return meps_generic(self.name)


def meps_drugs(folder: Path | None = None) -> list[MepsDrug]:
    path = (folder or reference_dir()) / MEPS_FILE
    return [MepsDrug(int(r[0]), r[1]) for r in read_tsv(path)] if path.is_file() else []


def orange_book_brands(folder: Path | None = None) -> list[tuple[str, str]]:
    """(MEPS drug name, trade name), one row per trade name of the drug's ingredients (routes merged)."""
    path = (folder or reference_dir()) / ORANGE_BOOK_FILE
    seen: set[tuple[str, str]] = set()
    out = []
    for row in read_tsv(path) if path.is_file() else []:
        key = (meps_generic(row[0]), row[1].lower())
        if key not in seen:
            seen.add(key)
            out.append((row[0], row[1]))
    return out


@dataclass(frozen=True)
class LoincRow:
    rank: int
    code: str
    long_name: str
    short_name: str
    loinc_class: str

    @property
    def personal(self) -> bool:
        return self.loinc_class not in LOINC_NOT_PERSONAL


def loinc_rows(folder: Path | None = None, limit: int | None = None) -> list[LoincRow]:
    """The list's rows in its order, one per code (a code listed twice keeps its first row)."""
    path = (folder or reference_dir()) / LOINC_FILE
    if not path.is_file():
        return []
    out: list[LoincRow] = []
    seen: set[str] = set()
    with path.open(encoding="utf-8", errors="replace", newline="") as fh:
        for rec in csv.DictReader(fh):
            code = (rec.get("LOINC #") or "").strip()
            if not code or code in seen:
                continue
            seen.add(code)
            out.append(
                LoincRow(
                    int(rec["Rank"]),
                    code,
                    rec["Long Common Name"].strip(),
                    rec["Short Name"].strip(),
                    rec["CLASS"].strip(),
                )
            )
            if limit is not None and len(out) >= limit:
                break
    return out


_SYSTEM_SPLIT = re.compile(
    r" ?\[| in (?=Serum|Plasma|Blood|Urine|Arterial|Venous|Capillary|Unspecified|Cervi|Platelet|24 hour|Stool)"
    r"| by | of (?=[A-Z])"
)
_SHORT_STOP = re.compile(
    r"^(SerPl|Ser|Plas|Bld|BldA|BldV|BldC|Ur|UrnS|RBC|PPP|XXX|Cvx|Spec|Stl|CSF|Islt|VFr|NFr|MFr|Qn|Ql|Auto|Calc"
    r"|Manual|Cult|Strip|#|%)$|-"
)


# "Human papilloma virus 16+18+31+... DNA": the list of types is no part of the name a person says
_TYPE_LIST = re.compile(r"\s*\d+(?:\+\d+)+")
# a narrative or finding about an exam names the exam ("Urine sediment comments", "Erythrocyte morphology finding")
_REPORT_WORD = re.compile(
    r"\s+(?:comments|finding|narrative)$|(?<= report)\s+(?:final diagnosis|relevant history|supplemental reports)$",
    re.IGNORECASE,
)
_SPECIMEN_WORDS = (
    (" in Serum or Plasma", "serum"),
    (" of Serum or Plasma", "serum"),
    (" in Arterial blood", "arterial"),
    (" in Blood", "blood"),
)


def _specimen_word(long_name: str) -> str:
    """The word a person puts before an analyte to say its specimen ("serum iron", "blood culture")."""
    for marker, word in _SPECIMEN_WORDS:
        if marker in long_name:
            return word
    return ""


def _ratio_forms(comp: str) -> list[str]:
    """ "Cholesterol.total/Cholesterol in HDL" -> "total cholesterol/hdl cholesterol ratio", "cholesterol/hdl ratio"."""
    if comp.count("/") != 1:
        return []
    readings: list[list[str]] = []
    for side in comp.split("/"):
        side = side.strip()
        if " in " in side:
            what, where = side.split(" in ", 1)
            readings.append([f"{where} {what}", where])
        elif "." in side:
            head, sub = side.split(".", 1)
            readings.append([f"{sub} {head}", head])
        else:
            readings.append([side])
    return [f"{a}/{b} ratio" for a in readings[0] for b in readings[1]]


def _component(long_name: str) -> str:
    """The analyte part of a long common name: before its first '[', ' in ', ' by ' or ' of '."""
    name = long_name.strip()
    if name.lower().startswith(("ph of ", "color of ", "appearance of ", "specific gravity of ")):
        return name.split(" of ")[0]
    return _SYSTEM_SPLIT.split(name, maxsplit=1)[0].strip()


def loinc_spoken_names(row: LoincRow) -> tuple[str, list[str]]:
    """(scale, names): how a person may name the observation, derived from the LOINC names by fixed rules.

    - the component ("Creatinine [Mass/volume] in Serum or Plasma" -> "creatinine"); a ratio to the total names
      its first part ("Hemoglobin A1c/Hemoglobin.total" -> "hemoglobin a1c");
    - dotted sub-parts and "in" read the other way ("Bilirubin.direct" -> "direct bilirubin", "Cholesterol in
      HDL" -> "hdl cholesterol"), the counted cells of "/100 leukocytes" are a percentage;
    - a urine observation is said with "urine" first; the short name's head ("Creat", "MCHC", "BUN") too.
    ``scale`` is "percentage" for "/100 leukocytes", "count" for a number of cells per volume of blood, else "".
    """
    long_name = row.long_name
    comp = _REPORT_WORD.sub("", _TYPE_LIST.sub("", _component(long_name))).strip()
    scale = ""
    if comp.endswith("/100 leukocytes"):
        comp, scale = comp[: -len("/100 leukocytes")], "percentage"
    elif "[#/volume]" in long_name.replace(" [", "[") and " in Blood" in long_name:
        scale = "count"
    elif "/" in comp and comp.split("/", 1)[1].lower().endswith(".total"):
        comp = comp.split("/", 1)[0]
    comp = re.sub(r"/1\.73 sq M.*$", "", comp)  # "Glomerular filtration rate/1.73 sq M.predicted"
    forms = [comp]
    paren = re.search(r"\(([^)]*)\)", comp)
    if paren:  # "Prothrombin time (PT)", "Choriogonadotropin (Pregnancy test)", "Thyroxine (T4) free"
        forms.append(re.sub(r"\s+", " ", comp.replace(paren.group(0), "")).strip())
        forms.append(f"{paren.group(1)}{comp[paren.end() :]}")
    specimen_of = long_name.split(" of ", 1)[1] if " of " in long_name else "Urine"
    if comp == long_name.split(" of ")[0] and not specimen_of.startswith("Urine"):  # "pH of Arterial blood"
        forms.append(f"{specimen_of.split()[0]} {comp}")
    if "." in comp and " " not in comp.split(".", 1)[1]:
        head, sub = comp.split(".", 1)
        forms.append(f"{sub} {head}")
    if " in " in comp:
        what, where = comp.split(" in ", 1)
        forms.append(f"{where} {what}")
    if comp.endswith(", total"):
        forms.append(f"total {comp[: -len(', total')]}")
    if "ratio]" in long_name.lower():
        forms += [f"{f} ratio" for f in forms] + _ratio_forms(comp)
    urine = " in Urine" in long_name or " of Urine" in long_name or bool(re.search(r"\bUr\b", row.short_name))
    names = [f"urine {f}" if urine else f for f in forms]
    specimen = _specimen_word(long_name)
    if specimen and not urine:  # "Protein [Mass/volume] in Serum or Plasma" is also "serum protein"
        names += [f"{specimen} {f}" for f in forms if not f.lower().startswith(specimen)]
    if " by Culture" in long_name:  # the method names the test: "blood culture", "urine culture"
        where = "urine" if urine else specimen
        names.append(f"{where} culture" if where else "bacterial culture" if comp.startswith("Bacteria") else "culture")
    if " by Gram stain" in long_name:
        names.append("gram stain")
    short_head: list[str] = []
    for tok in row.short_name.split():
        if _SHORT_STOP.search(tok):
            break
        short_head.append(tok)
    if short_head and len(short_head) <= 3:
        short = " ".join(short_head)
        names.append(f"urine {short}" if urine else short)
    seen: list[str] = []
    for n in names:
        n = re.sub(r"\s+", " ", n).strip().lower()
        if n and n not in seen:
            seen.append(n)
    return scale, seen
