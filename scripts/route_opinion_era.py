"""Judge a READ second opinion's feature spec against the rules a fresh suite meets (session 36). Usage:

    PYTHONPATH=$PWD python scripts/route_opinion_era.py [--specs ngram,emb_en,emb_all]

For each era suite (ERAS: the commit that added the suite, whose rules never saw it; `read_model_era.old_rules`)
the old rules decide its gate scenarios, and an opinion of each spec, trained on every tuning suite but that suite,
its sibling retrieval suite and the validate suites (VALIDATE: never trained on here, scored in aggregate only),
is combined with them at the shipped thresholds (`train_read_model.CHOSEN`). Prints read accuracy / route accuracy,
all / en / ko, per suite and pooled over the develop eras (extract14-16) and the validate eras (extract17-18).
Nothing per scenario is printed."""

from __future__ import annotations

import argparse
import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("read_model_era", ROOT / "scripts/read_model_era.py")
assert _spec and _spec.loader
era = importlib.util.module_from_spec(_spec)
sys.modules["read_model_era"] = era
_spec.loader.exec_module(era)
trm = era.trm

ERAS = {"extract14_blind": "65e449e", "extract15_blind": "dc47950", "extract16_blind": "25c41a0",
        "extract17_blind": "3246a3a", "extract18_blind": "7edde7a"}
DEVELOP = ("extract14_blind", "extract15_blind", "extract16_blind")
VALIDATE = {"extract17_blind", "extract18_blind", "wave4_odd", "wave5_odd", "read17_ret", "wave4_odd_ret",
            "wave5_odd_ret"}
SPECS = {"ngram": trm.SPEC_WITHOUT, "emb_en": trm.SPEC_WITH_EN, "emb_all": trm.SPEC_WITH}


def figures(examples: list[trm.Example], decisions: list[tuple[bool, str]]) -> str:
    s = trm.by_language(examples, decisions)
    return "  ".join(f"{lang} {s[lang]['read_acc']:.3f}/{s[lang]['route_acc']:.3f} (n={s[lang]['routed']})"
                     for lang in ("all", "en", "ko"))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--specs", default="ngram,emb_en")
    args = ap.parse_args()
    trm.SUITES["extract18_blind"] = ROOT / "eval" / "extract18_blind"  # scored only; VALIDATE keeps it untrained
    examples = trm.load_all()
    pool = examples + trm.spacing_twins(examples)
    y = [ex.label for ex in pool]
    olds = {suite: era.old_rules(trm.SUITES[suite], commit) for suite, commit in ERAS.items()}
    pooled: dict[tuple[str, str], tuple[list[trm.Example], list[tuple[bool, str]]]] = {}
    for name in args.specs.split(","):
        spec = SPECS[name]
        x = trm.matrix(spec, pool, trm.embeddings(spec, pool) if spec.uses_embedding else None)
        for suite in ERAS:
            sibling = suite.replace("extract", "read").replace("_blind", "_ret")
            train = [i for i, ex in enumerate(pool) if ex.suite not in (suite, sibling) and ex.suite not in VALIDATE]
            test = [i for i, ex in enumerate(examples) if ex.suite == suite]
            sub = [trm.Example(ex.suite, ex.lang, ex.text, ex.label, olds[suite][ex.text])
                   for ex in (examples[i] for i in test)]
            w, b = trm.fit(x[train], [y[i] for i in train])
            decisions = trm.combined(sub, trm.probs_of(w, b, x[test]), trm.CHOSEN)
            rules = [(ex.rule.read, ex.rule.route) for ex in sub]
            print(f"{suite:16} old rules {figures(sub, rules)}")
            print(f"{suite:16} + {name:7} {figures(sub, decisions)}")
            half = "develop" if suite in DEVELOP else "validate"
            first = name == args.specs.split(",")[0]  # the old rules' pooled line counts each suite once
            pairs = [((name, half), decisions)] + ([(("rules", half), rules)] if first else [])
            for key, dec in pairs:
                got = pooled.setdefault(key, ([], []))
                got[0].extend(sub)
                got[1].extend(dec)
    for (name, half), (sub, dec) in sorted(pooled.items(), key=lambda kv: (kv[0][1], kv[0][0])):
        print(f"POOLED {half:8} {name:7} {figures(sub, dec)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
