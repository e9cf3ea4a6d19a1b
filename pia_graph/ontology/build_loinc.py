"""LOINC codes for the generated script ``16_tests_loinc_codes_generated.cypher``: only codes of the vendored
LOINC list (``sources/reference/``), on the terms ``sources/loinc_terms.tsv`` assigns them to."""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path

from pia_graph.ontology.cypher_literal import Value
from pia_graph.ontology.model import Dictionary
from pia_graph.ontology.reference_lists import loinc_rows, read_tsv


def loinc_rows_for_terms(sources: Path, hand: Dictionary, skipped: list[str]) -> list[dict[str, Value]]:
    """The rows of the ``loinc_codes`` template, one a term, sorted. A code the list lacks, or a term the hand
    scripts lack, is left out and reported in ``skipped``; each row keeps the list's long names beside the codes."""
    listed = {row.code: row for row in loinc_rows(sources / "reference")}
    codes: dict[str, list[str]] = defaultdict(list)
    for rec in read_tsv(sources / "loinc_terms.tsv"):
        code, key = rec[0], rec[1]
        if code not in listed:
            skipped.append(f"LOINC {code} ({key}): not in the vendored LOINC list")
        elif key not in hand.terms:
            skipped.append(f"LOINC {code}: unknown term {key}")
        else:
            codes[key].append(code)
    out: list[dict[str, Value]] = []
    for key in sorted(codes):
        ordered = sorted(codes[key])
        out.append({"key": key, "loinc_codes": ordered, "loinc_names": [listed[c].long_name for c in ordered]})
    return out
