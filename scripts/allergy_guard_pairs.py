"""Every (allergen, drug) pair the HU2 recommendation guard blocks, and every (constraint rule, drug) pair, over the
whole dictionary: the guard's own path (``constraints.forbidden`` then ``guards.term_violations``), no shortcut.

    PYTHONPATH=$PWD python scripts/allergy_guard_pairs.py --out PAIRS.tsv
    PYTHONPATH=$PWD python scripts/allergy_guard_pairs.py --out AFTER.tsv --before BEFORE.tsv
    PYTHONPATH=$PWD python scripts/allergy_guard_pairs.py --out PAIRS.tsv --members MEMBERS.tsv

With ``--before`` it says which pairs were lost (the guard grew weaker: exit status 1) and which were gained, each
with both drugs' ``drug_class``. An allergen is any drug, food or substance term; a drug named is any drug term.
``--members`` also writes (class, drug) for every class an allergy reaches that has two members or more, as the
guard reads classes now (``tests/unit/hu2/allergy_class_members.tsv`` is that list before session 54).
"""

from __future__ import annotations

import argparse
import logging
import sys
from pathlib import Path

from pia_graph.hu2.constraints import Allergy, Constraint, contraindication_rules, forbidden
from pia_graph.hu2.guards import class_components, not_allergy_groups, term_violations
from pia_graph.ontology import Dictionary, load_default_dictionary

log = logging.getLogger("allergy_guard_pairs")


def pairs(dictionary: Dictionary) -> set[tuple[str, str, str]]:
    """(kind, allergen or rule id, drug named) for every finding: kind 'allergy' or 'constraint'."""
    drugs = sorted(k for k, t in dictionary.terms.items() if t.kind == "drug")
    allergens = sorted(k for k, t in dictionary.terms.items() if t.kind in ("drug", "food", "substance"))
    out: set[tuple[str, str, str]] = set()
    for a in allergens:
        guard = forbidden([Allergy(a, (), "record")], [], dictionary)
        out.update(("allergy", a, d) for d in drugs if term_violations(d, dictionary, guard))
    for rule in contraindication_rules():
        if not rule.drug_class:
            continue
        guard = forbidden([], [Constraint(rule.rule_id, rule.drug_class, "", ())], dictionary)
        out.update(("constraint", rule.rule_id, d) for d in drugs if term_violations(d, dictionary, guard))
    return out


def members(dictionary: Dictionary) -> list[tuple[str, str]]:
    """(class, drug) for every class component an allergy extends to that has two drug members or more."""
    by_class: dict[str, list[str]] = {}
    for key, term in sorted(dictionary.terms.items()):
        if term.kind == "drug":
            for comp in sorted(class_components(term.drug_class) - not_allergy_groups()):
                by_class.setdefault(comp, []).append(key)
    return [(c, d) for c, ds in sorted(by_class.items()) if len(ds) > 1 for d in ds]


def main() -> int:
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--before", type=Path)
    ap.add_argument("--members", type=Path)
    args = ap.parse_args()
    dictionary = load_default_dictionary()
    now = pairs(dictionary)
    args.out.write_text("".join(f"{k}\t{a}\t{d}\n" for k, a, d in sorted(now)), encoding="utf-8")
    log.info("%d pairs (%d allergy, %d constraint) -> %s", len(now), sum(p[0] == "allergy" for p in now),
             sum(p[0] == "constraint" for p in now), args.out)
    if args.members is not None:
        rows = members(dictionary)
        args.members.write_text("# class (as the guard read it)\tdrug: every member an allergy to the class keeps out\n"
                                + "".join(f"{c}\t{d}\n" for c, d in rows), encoding="utf-8")
        log.info("%d (class, drug) rows -> %s", len(rows), args.members)
    if args.before is None:
        return 0
    before = {tuple(line.split("\t")) for line in args.before.read_text(encoding="utf-8").splitlines() if line}

    def cls(key: str) -> str:
        term = dictionary.terms.get(key)
        return (term.drug_class or "") if term else ""

    lost, gained = sorted(before - now), sorted(now - before)
    for tag, rows in (("LOST", lost), ("GAINED", gained)):
        for k, a, d in rows:
            log.info("%s\t%s\t%s [%s]\t%s [%s]", tag, k, a, cls(a), d, cls(d))
    log.info("before %d, after %d: lost %d, gained %d", len(before), len(now), len(lost), len(gained))
    return 1 if lost else 0


if __name__ == "__main__":
    sys.exit(main())
