"""One table of record types (pia_graph/ingest/hup/types.py): nothing else declares a set of type names."""

from __future__ import annotations

import ast
from pathlib import Path

from pia_graph.ingest.hup import ALL_TYPES, category_of
from pia_graph.ingest.hup.types import RECORD_TYPES, TABLE, spec, types_where
from pia_graph.ontology.model import MEASUREMENT_RECORD_TYPES
from pia_graph.store.supersession import SINGLE_VALUED_TYPES

PACKAGE = Path(__file__).resolve().parents[3] / "pia_graph"
TABLE_FILE = PACKAGE / "ingest" / "hup" / "types.py"


def _type_name_collections(path: Path) -> list[tuple[int, list[str]]]:
    """Module-level names bound to a collection of three or more record type names (a declaration of a
    kind of type; a rule's local condition such as ``rtype in ("condition", "symptom", "surgery")`` is not)."""
    found: list[tuple[int, list[str]]] = []
    for stmt in ast.parse(path.read_text(encoding="utf-8")).body:
        if not isinstance(stmt, (ast.Assign, ast.AnnAssign)) or stmt.value is None:
            continue
        for node in ast.walk(stmt.value):
            if isinstance(node, (ast.Set, ast.Tuple, ast.List)):
                consts = [e.value for e in node.elts if isinstance(e, ast.Constant)]
                if len(consts) >= 3 and all(c in RECORD_TYPES for c in consts):
                    found.append((node.lineno, [str(c) for c in consts]))
    return found


def test_no_module_but_the_table_lists_record_types() -> None:
    offenders = [f"{p.relative_to(PACKAGE.parent)}:{line} {names}"
                 for p in sorted(PACKAGE.rglob("*.py")) if p != TABLE_FILE
                 for line, names in _type_name_collections(p)]
    assert offenders == []


def test_the_detector_sees_a_set() -> None:
    src = PACKAGE.parent / "tests" / "unit" / "ingest" / "_probe_types.py"
    src.write_text('X = frozenset({"lab_result", "vital_sign", "body_measurement"})\n', encoding="utf-8")
    try:
        assert _type_name_collections(src) == [(1, ["lab_result", "vital_sign", "body_measurement"])]
    finally:
        src.unlink()


def test_the_table_covers_the_28_hup_types_once() -> None:
    assert len(TABLE) == len(RECORD_TYPES) == 28
    assert set(ALL_TYPES) == RECORD_TYPES
    assert category_of("lab_result") == "episodic" and category_of("goal") == "derived"
    assert spec("allergy").category == "static"


def test_what_the_others_read_comes_from_the_table() -> None:
    assert types_where(single_valued=True) == SINGLE_VALUED_TYPES
    assert "blood_type" in SINGLE_VALUED_TYPES and "lab_result" not in SINGLE_VALUED_TYPES
    assert {"lab_result", "vital_sign", "body_measurement", "height"} == MEASUREMENT_RECORD_TYPES
    assert types_where(timing="explicit") == {"condition", "surgery"}
