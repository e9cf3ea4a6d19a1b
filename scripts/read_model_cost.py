"""What a READ opinion costs: its file size, its load time and its decisions timed (session 62). Usage:

    PYTHONPATH=$PWD python scripts/read_model_cost.py SUITE_DIR [--model FILE]... [--retain-model FILE]...
        [--n 300] [--repeat 3]

For each weights file (the shipped one when none is given): the size, the best of ``--repeat`` loads
(``model_from_json`` of the file, as ``load_read_model`` does once per process), and the first ``--n`` gate texts of
SUITE_DIR decided by ``read_model.decide`` with the model and with none (the rules alone), best of ``--repeat``, per
decision; the English texts get their sentence vector beforehand (as recall passes the question's), so the times are
the gate's own and not the embedder's. Also the opinion's own part (``ReadModel.probabilities``) per text.
Session 63: ``--retain-model FILE`` (repeatable) times a RETAIN opinion the same way: size, load
(``retain_model.model_from_json``) and ``RetainModel.probability`` per text.
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
import time
from pathlib import Path

from pia_graph.ingest.analysed_text import analysed_form
from pia_graph.ingest.read_model import decide, model_file, model_from_json, sentence_vector
from pia_graph.ingest.retain_model import model_from_json as retain_from_json

log = logging.getLogger("read_model_cost")


def best_of(repeat: int, run: object) -> float:
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        run()  # type: ignore[operator]
        times.append(time.perf_counter() - started)
    return min(times)


def main() -> int:
    logging.basicConfig(level=logging.WARNING)
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("suite", type=Path)
    ap.add_argument("--model", type=Path, action="append")
    ap.add_argument("--retain-model", type=Path, action="append", default=[])
    ap.add_argument("--n", type=int, default=300)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    turns = [json.loads(line) for path in sorted(args.suite.glob("gate*.jsonl"))
             for line in path.read_text(encoding="utf-8").splitlines() if line.strip()][: args.n]
    texts = [(analysed_form(t["text"]), "ko" if t.get("lang") == "ko" else "en") for t in turns]
    vectors = [sentence_vector(text) if lang == "en" else None for text, lang in texts]
    rules = best_of(args.repeat, lambda: [decide(t, lang, None) for t, lang in texts])
    print(f"{len(texts)} texts; rules alone {1000 * rules / len(texts):.3f} ms per decision")
    for path in args.model or [model_file()]:
        raw = path.read_text(encoding="utf-8")
        load = best_of(args.repeat, lambda raw=raw: model_from_json(json.loads(raw)))  # type: ignore[misc]
        model = model_from_json(json.loads(raw))
        full = best_of(args.repeat, lambda m=model: [decide(t, lang, m, v)  # type: ignore[misc]
                                                     for (t, lang), v in zip(texts, vectors, strict=True)])
        own = best_of(args.repeat, lambda m=model: [m.probabilities(t, lang, v)  # type: ignore[misc]
                                                    for (t, lang), v in zip(texts, vectors, strict=True)])
        print(f"{path}: {path.stat().st_size / 1024:.0f} kB, load {1000 * load:.1f} ms, decide "
              f"{1000 * full / len(texts):.3f} ms per decision (opinion's own {1000 * own / len(texts):.3f} ms)")
    for path in args.retain_model:
        raw = path.read_text(encoding="utf-8")
        load = best_of(args.repeat, lambda raw=raw: retain_from_json(json.loads(raw)))  # type: ignore[misc]
        retain = retain_from_json(json.loads(raw))
        own = best_of(args.repeat, lambda m=retain: [m.probability(t, lang) for t, lang in texts])  # type: ignore[misc]
        print(f"{path}: {path.stat().st_size / 1024:.0f} kB, load {1000 * load:.1f} ms, "
              f"P(keep) {1000 * own / len(texts):.3f} ms per text")
    return 0


if __name__ == "__main__":
    sys.exit(main())
