"""Choose and check the READ second opinion's thresholds against the rules as they were before a suite was read
(session 32). Usage:

    PYTHONPATH=$PWD python scripts/read_model_era.py extract14_blind=65e449e extract15_blind=dc47950 \\
        extract16_blind=HEAD

For each SUITE=COMMIT: the rules of COMMIT (the last commit before SUITE became tuning material, so they never
saw it; taken with `git archive` into a temporary folder and run in a child process) decide SUITE's gate
scenarios; a model trained on every suite of `train_read_model.SUITES` but SUITE gives its probabilities; the
two are combined over a grid of thresholds. Each suite's thresholds are then chosen on the other suites only
(nested), and its figures (read accuracy / route accuracy, all / en / ko) printed beside the old rules alone.
The current rules were tuned on every tuning suite, so choosing thresholds on them (``--grid`` of the training
script) favours the rules; these are the rules a fresh suite meets.

``--at R,O,K[,N]`` (N: flip_no_read, the P(none) that turns a read of the rules into a no-read; flip_read when
left out) ``--misses ko`` also lists, per suite, the read scenarios of that language left unread at those
thresholds, with the rules' reasons, and counts the read decisions the opinion turned over (right or wrong);
``--ko-up P`` counts what reading a Korean no-read at P(read) >= P would gain and cost; ``--plain-spoken`` lets the
old rules read Korean in the plain spelling of its spoken endings (``ko_spoken``), which measures that mechanism
against rules that never saw the suite; ``--despaced`` gives the old rules and the opinion every Korean text of the
held-out suite typed without spaces (요즘 혈당 어때 → 요즘혈당어때; English and texts with no space are left out), which
measures what spacing does to both (session 33)."""

from __future__ import annotations

import argparse
import itertools
import json
import os
import re
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from opinion_experiment import train_read_model

from pia_graph.ingest.analysed_text import analysed_form
from pia_graph.ingest.ko_spoken import plain_endings
from pia_graph.ingest.read_gate import ReadDecision
from pia_graph.ingest.read_model import Thresholds, _no_read_by_grammar

ROOT = Path(__file__).resolve().parent.parent
trm = train_read_model()

# Run by the old rules in a child process: one JSON line per gate scenario of the folder.
_DUMP = """
import json, sys
from collections.abc import Callable
from pathlib import Path
from opinion_experiment import train_read_model

from pia_graph.ingest.analysed_text import analysed_form
from pia_graph.ingest.read_gate import decide_read
from pia_graph.ingest.utterance import analyse
from pia_graph.ontology import AliasIndex, load_default_dictionary
d = load_default_dictionary(); idx = AliasIndex.build(d)
plain = json.loads(Path(sys.argv[2]).read_text(encoding="utf-8")) if len(sys.argv) > 2 else {}
for p in sorted(Path(sys.argv[1]).glob("gate*.jsonl")):
    for raw in p.read_text(encoding="utf-8").splitlines():
        if raw.strip():
            s = json.loads(raw); lang = s.get("lang", "en"); text = analysed_form(s["text"])
            seen = plain.get(text, text) if lang == "ko" else text
            try:
                r = decide_read(seen, lang, utterance=analyse(seen, lang, index=idx, dictionary=d))
            except TypeError:  # rules older than the analysed utterance (session 23) analyse the text themselves
                r = decide_read(seen, lang)
            print(json.dumps({"text": text, "read": r.read, "route": r.route, "reasons": [str(x) for x in r.reasons]}))
"""
# flip_read, flip_route, keep_rule, flip_no_read (session 33: the P(none) that turns a read of the rules over)
GRID = list(itertools.product((0.7, 0.8, 0.9, 1.01), (0.4, 0.5, 0.6, 0.7, 0.9, 1.01), (0.2, 0.3, 0.5, 1.01),
                              (0.8, 0.9, 0.95, 1.01)))


def despaced(text: str) -> str:
    """The text typed without spaces."""
    return re.sub(r"\s+", "", text)


def old_rules(folder: Path, commit: str, plain: bool = False, rewrite: Callable[[str], str] | None = None
              ) -> dict[str, ReadDecision]:
    """``plain``: the old rules read the Korean texts in the plain spelling of their spoken endings (the current
    ``ko_spoken.plain_endings``), to measure that mechanism against rules that never saw the suite; ``rewrite``:
    they read the Korean texts so rewritten instead (``despaced``). Keyed by the text as the suite has it."""
    with tempfile.TemporaryDirectory() as tmp:
        extra: list[str] = []
        change = rewrite or (plain_endings if plain else None)
        if change is not None:
            texts = [analysed_form(json.loads(raw)["text"]) for p in sorted(folder.glob("gate*.jsonl"))
                     for raw in p.read_text(encoding="utf-8").splitlines() if raw.strip()]
            mapping = {t: change(t) for t in texts if change(t) != t}
            (Path(tmp) / "plain.json").write_text(json.dumps(mapping, ensure_ascii=False), encoding="utf-8")
            extra = [str(Path(tmp) / "plain.json")]
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", commit, "pia_graph", "ontology", "cypher"],
                                 check=True, capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", tmp], input=archive, check=True)
        out = subprocess.run([sys.executable, "-c", _DUMP, str(folder), *extra], check=True, capture_output=True,
                             text=True, env={**os.environ, "PYTHONPATH": tmp}, cwd=tmp).stdout
    rows = [json.loads(line) for line in out.splitlines() if line.strip()]
    return {r["text"]: ReadDecision(r["read"], r["route"], r["reasons"]) for r in rows}


def correct(examples: list[trm.Example], decisions: list[tuple[bool, str]]) -> int:
    return sum((ex.label != "none") == d[0] and (ex.label == "none" or d[1] == ex.label)
               for ex, d in zip(examples, decisions, strict=True))


def figures(examples: list[trm.Example], decisions: list[tuple[bool, str]]) -> str:
    return " | ".join(f"{lang} {s['read_acc']:.3f}/{s['route_acc']:.3f}"
                      for lang, s in trm.by_language(examples, decisions).items())


def recall(examples: list[trm.Example], decisions: list[tuple[bool, str]]) -> str:
    return " / ".join(f"{lang} {s['read_recall']:.3f}" for lang, s in trm.by_language(examples, decisions).items())


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("eras", nargs="+", help="SUITE=COMMIT (a key of train_read_model.SUITES)")
    ap.add_argument("--at", action="append", default=[], metavar="R,O,K",
                    help="also print every suite's figures at these thresholds (flip_read,flip_route,keep_rule)")
    ap.add_argument("--misses", metavar="LANG",
                    help="with --at: also list the READ misses of LANG (en, ko or all): read scenarios not read")
    ap.add_argument("--plain-spoken", action="store_true",
                    help="the old rules read Korean in the plain spelling of spoken endings (ko_spoken)")
    ap.add_argument("--despaced", action="store_true",
                    help="the held-out suites' Korean texts typed without spaces, for the old rules and the opinion")
    ap.add_argument("--no-twins", action="store_true",
                    help="train the opinion without the Korean twins typed without spaces (before session 33)")
    ap.add_argument("--ko-up", action="append", type=float, default=[], metavar="P",
                    help="with --at: count what reading Korean no-reads at P(read) >= P would gain and cost")
    ap.add_argument("--gate-only", action="store_true",
                    help="the opinion trains on the gate suites alone, not the retrieval queries besides (session 33)")
    args = ap.parse_args()
    spec = trm.SPEC_WITHOUT
    examples = trm.load_all(retrieval=not args.gate_only)
    # the opinion trains as the shipped one does: with the Korean twins typed without spaces (``--no-twins``: not)
    pool = examples + ([] if args.no_twins else trm.spacing_twins(examples))
    x = trm.matrix(spec, pool, None)
    y = [ex.label for ex in pool]
    held: dict[str, tuple[list[trm.Example], object]] = {}
    for era in args.eras:
        suite, commit = era.split("=", 1)
        rules = old_rules(trm.SUITES[suite], commit, args.plain_spoken, despaced if args.despaced else None)
        test = [i for i, ex in enumerate(examples) if ex.suite == suite]
        # the retrieval suite of the same round (read14_blind beside extract14_blind) is held out with it
        sibling = suite.replace("extract", "read").replace("_blind", "_ret")
        train = [i for i, ex in enumerate(pool) if ex.suite not in (suite, sibling)]
        w, b = trm.fit(x[train], [y[i] for i in train])
        if args.despaced:  # only the Korean texts that had a space, each as typed without them
            test = [i for i in test if examples[i].lang == "ko"
                    and despaced(examples[i].text) != examples[i].text.strip()]
        sub = [trm.Example(ex.suite, ex.lang, despaced(ex.text) if args.despaced else ex.text, ex.label,
                           rules[ex.text]) for ex in (examples[i] for i in test)]
        held[suite] = (sub, trm.probs_of(w, b, trm.matrix(spec, sub, None) if args.despaced else x[test]))
    score = {(s, t): correct(sub, trm.combined(sub, p, Thresholds(*t))) for s, (sub, p) in held.items() for t in GRID}
    for suite, (sub, p) in held.items():
        others = [o for o in held if o != suite]
        t = max(GRID, key=lambda t: (sum(score[(o, t)] for o in others), t[0], t[1]))
        print(f"{suite}: thresholds {t} (chosen on {', '.join(others)})")
        print(f"  old rules alone          {figures(sub, [(ex.rule.read, ex.rule.route) for ex in sub])}")
        print(f"  old rules + held-out opinion {figures(sub, trm.combined(sub, p, Thresholds(*t)))}")
    total = max(GRID, key=lambda t: (sum(score[(s, t)] for s in held), t[0], t[1]))
    print(f"all together: best thresholds {total}")
    for up in args.ko_up:
        for suite, (sub, p) in held.items():
            base = trm.combined(sub, p, Thresholds(*(float(v) for v in args.at[0].split(","))))
            gained = lost = 0
            for ex, d, row in zip(sub, base, p, strict=True):  # type: ignore[call-overload]
                if ex.lang == "ko" and not d[0] and not _no_read_by_grammar(ex.rule) and 1.0 - float(row[0]) >= up:
                    gained += ex.label != "none"
                    lost += ex.label == "none"
            print(f"  ko read when p_read >= {up}: {suite:16} +{gained} reads right, +{lost} false reads")
    for at in args.at:
        fixed = Thresholds(*(float(v) for v in at.split(",")))
        for suite, (sub, p) in held.items():
            decisions = trm.combined(sub, p, fixed)
            print(f"  at {at}: {suite:16} {figures(sub, decisions)} | READ recall {recall(sub, decisions)}")
            if args.misses:
                flips: dict[tuple[str, bool, bool], int] = {}
                for ex, d in zip(sub, decisions, strict=True):
                    if d[0] != ex.rule.read and args.misses in ("all", ex.lang):
                        key = (ex.lang, d[0], d[0] == (ex.label != "none"))
                        flips[key] = flips.get(key, 0) + 1
                print("    read flips by the opinion (lang, to read, right): "
                      + ", ".join(f"{k}: {v}" for k, v in sorted(flips.items())))
                for ex, d, row in zip(sub, decisions, p, strict=True):  # type: ignore[call-overload]
                    if ex.label != "none" and not d[0] and args.misses in ("all", ex.lang):
                        print(f"    miss {ex.lang} {ex.label:11} p_none={float(row[0]):.2f} "
                              f"{ex.text!r} rules={ex.rule.reasons}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
