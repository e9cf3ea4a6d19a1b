"""Re-run the dictionary build: ontology/sources/ -> ontology/*_generated.cypher (deterministic).

    PYTHONPATH=. python scripts/build_dictionary.py [--check]

--check writes nothing and exits 1 when a generated script differs from what the sources give.
Then bump ontology/VERSION and run `pia ontology check` and `pia ontology load`.
"""

from __future__ import annotations

import sys

from pia_graph.ontology.build import build, write
from pia_graph.paths import ontology_dir


def main(argv: list[str]) -> int:
    report = build()
    if "--check" in argv:
        stale = [n for n, text in report.files.items() if (ontology_dir() / n).read_text(encoding="utf-8") != text]
        print("up to date" if not stale else f"stale: {', '.join(stale)}")
        return 1 if stale else 0
    for path in write(report):
        print(f"wrote {path.name}")
    print(
        f"{report.new_terms} new terms, {report.extended_terms} extended, {report.aliases} aliases, "
        f"{report.ingredient_links} ingredient links, {report.ambiguities} ambiguous forms; "
        f"{len(report.skipped)} aliases left out"
    )
    for line in report.skipped:
        print(f"  left out: {line}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
