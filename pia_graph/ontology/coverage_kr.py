"""Korean reference lists of `pia ontology coverage` (see ``ontology/README.md``, "Reference lists")."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pia_graph.ontology.coverage import ListCoverage, Resolver


def kr_coverage(r: Resolver, ref: Path) -> dict[str, ListCoverage]:
    del r, ref
    return {}
