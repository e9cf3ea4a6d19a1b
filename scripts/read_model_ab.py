"""A/B of the READ second opinion against the rules, on held-out data (session 27). Usage:

    PYTHONPATH=$PWD python scripts/read_model_ab.py [--embedding] HELDOUT_DIR...

Trains the learned opinion (``train_read_model``'s features and fit) on every tuning gate suite
(``train_read_model.SUITES``, which since session 32 holds the extract*_blind suites and both odd halves), chooses the
combination thresholds by leave-one-suite-out on those suites only, then prints aggregate read accuracy and
route accuracy (all / en / ko) of each held-out folder for: the rules alone, the rules with the shipped model,
and the rules with the retrained one. Nothing of a held-out folder but its aggregate figures is printed."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import numpy as np
from opinion_experiment import train_read_model

from pia_graph.config import get_settings
from pia_graph.embedding import get_embedder
from pia_graph.ingest.analysed_text import analysed_form
from pia_graph.ingest.read_gate import decide_read
from pia_graph.ingest.read_model import CLASSES, combine, load_read_model

ROOT = Path(__file__).resolve().parent.parent
trm = train_read_model()

EXTRA = {"extract8_blind": ROOT / "eval/extract8_blind", "extract9_blind": ROOT / "eval/extract9_blind",
         "extract10_blind": ROOT / "eval/extract10_blind", "extract11_blind": ROOT / "eval/extract11_blind",
         "wave5_odd": ROOT / "eval/wave5_blind"}


def heldout_examples(folder: Path) -> list[trm.Example]:
    out = []
    for path in sorted(folder.glob("gate*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                s = json.loads(line)
                e, lang, text = s["expect"], s.get("lang", "en"), analysed_form(s["text"])
                out.append(trm.Example(folder.name, lang, text, e["route"] if e["read"] else "none",
                                       decide_read(text, lang)))
    return out


def figures(examples: list[trm.Example], decisions: list[tuple[bool, str]]) -> str:
    return " | ".join(f"{lang} read {s['read_acc']:.3f} route {s['route_acc']:.3f}"
                      for lang, s in trm.by_language(examples, decisions).items())


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("heldout", nargs="+", type=Path)
    ap.add_argument("--embedding", action="store_true")
    args = ap.parse_args()
    trm.SUITES.update(EXTRA)
    spec = trm.SPEC_WITH if args.embedding else trm.SPEC_WITHOUT
    train = trm.load_examples(trm.SUITES)
    embed = get_embedder(get_settings()).embed if spec.uses_embedding else None
    vectors = embed([ex.text for ex in train]) if embed else None
    print(f"{len(train)} training scenarios, embedding={spec.uses_embedding}")
    thresholds = trm.cross_validate(spec, train, vectors)
    w, b = trm.fit(trm.matrix(spec, train, vectors), [ex.label for ex in train])
    shipped = load_read_model()
    for folder in args.heldout:
        held = heldout_examples(folder)
        hv = embed([ex.text for ex in held]) if embed else None
        probs = trm.probs_of(w, b, trm.matrix(spec, held, hv))
        rules = [(ex.rule.read, ex.rule.route) for ex in held]
        retrained = trm.combined(held, probs, thresholds)
        alone = [(CLASSES[int(np.argmax(p))] != "none", CLASSES[int(np.argmax(p))]) for p in probs]
        old = []
        for ex in held:
            if shipped is None:
                old.append((ex.rule.read, ex.rule.route))
                continue
            d = combine(ex.rule, shipped.probabilities(ex.text, ex.lang, None), shipped.thresholds)
            old.append((d.read, d.route))
        print(f"{folder}")
        print(f"  rules alone        {figures(held, rules)}")
        print(f"  rules + shipped    {figures(held, old)}")
        print(f"  model alone (new)  {figures(held, alone)}")
        print(f"  rules + retrained  {figures(held, retrained)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
