#!/usr/bin/env python
"""The READ opinion's turn embedding with a dynamically quantised int8 copy of the packaged MiniLM, against the
fp32 graph the service runs (issue 16, session 45): CPU per text, cosine to the fp32 vector, and how many READ
decisions (read, route) change over the develop and the validate gate suites (counts only: no text is listed).

Usage: scripts/read_int8_ab.py [--out GRAPH] [--gate] DEVELOP_DIR... --validate VALIDATE_DIR...

The int8 graph is made from the service's fp32 export (`embedding.export_onnx`) by ONNX Runtime's
`quantize_dynamic` (MatMul weights only, per output channel, QInt8; the embedding tables stay fp32: quantising
them too left a median cosine of 0.96 instead of 0.993). With ``--gate`` it then runs scripts/gate_offline.py
over the same folders with the opinion reading the int8 vectors, for the figures beside an fp32 run of it.
A benchmark, not a test: nothing here changes what the service runs.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import runpy
import statistics
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np


def _quantised(out: Path) -> Path:
    from onnxruntime.quantization import QuantType, quantize_dynamic

    from pia_graph.config import get_settings
    from pia_graph.embedding import cache_dir_of, export_onnx

    settings = get_settings()
    if not out.is_file():
        quantize_dynamic(str(export_onnx(settings.embedding_model, cache_dir_of(settings))), str(out),
                         weight_type=QuantType.QInt8, op_types_to_quantize=["MatMul"], per_channel=True)
    return out


def _int8_embedder(graph: Path) -> Any:
    import onnxruntime as ort

    from pia_graph.config import get_settings
    from pia_graph.embedding import OnnxEmbedder, get_embedder

    fp32 = get_embedder(get_settings())
    int8 = OnnxEmbedder.__new__(OnnxEmbedder)
    int8.__dict__.update(fp32.__dict__)  # the same tokenizer and pooling; only the graph differs
    opts = ort.SessionOptions()
    opts.intra_op_num_threads = 1
    opts.inter_op_num_threads = 1
    opts.add_session_config_entry("session.intra_op.allow_spinning", "0")
    int8._session = ort.InferenceSession(str(graph), opts, providers=["CPUExecutionProvider"])
    return int8


def _turns(folders: list[str]) -> list[tuple[str, str, str | None]]:
    out: list[tuple[str, str, str | None]] = []
    for folder in folders:
        for path in sorted(Path(folder).glob("*.jsonl")):
            for line in path.open(encoding="utf-8"):
                if not line.strip():
                    continue
                sc = json.loads(line)
                text = sc.get("text") if sc.get("kind") == "gate" else sc.get("query")
                if text and sc.get("kind") in ("gate", "retrieval", "understanding"):
                    out.append((text, sc.get("lang", "en"), sc.get("said_at")))
    return out


def _compare(name: str, folders: list[str], int8: Any) -> None:
    from pia_graph.config import get_settings
    from pia_graph.embedding import get_embedder
    from pia_graph.ingest.analysed_text import analysed_form
    from pia_graph.ingest.read_model import decide, load_read_model
    from pia_graph.ingest.utterance import analyse
    from pia_graph.ontology import AliasIndex, load_default_dictionary

    model = load_read_model()
    if model is None:
        raise SystemExit("no READ model ships")
    dictionary = load_default_dictionary()
    index = AliasIndex.build(dictionary)
    rows = [(analysed_form(t), "ko" if lang == "ko" else "en", said) for t, lang, said in _turns(folders)]
    rows = [r for r in rows if model.spec.embeds(r[1])]
    texts = [r[0] for r in rows]
    fp32 = get_embedder(get_settings())
    cpu: dict[str, float] = {}
    vectors: dict[str, list[list[float]]] = {}
    for tag, embedder in (("fp32", fp32), ("int8", int8)):
        began = time.process_time()
        vectors[tag] = embedder.embed(texts)
        cpu[tag] = 1000 * (time.process_time() - began) / max(1, len(texts))
    cosines = sorted(float(np.dot(a, b)) for a, b in zip(vectors["fp32"], vectors["int8"], strict=True))
    changed = {"read": 0, "route": 0}
    for (text, lang, said), a, b in zip(rows, vectors["fp32"], vectors["int8"], strict=True):
        utterance = analyse(text, lang, said_at=dt.datetime.fromisoformat(said) if said else None, index=index,
                            dictionary=dictionary)
        one = decide(text, lang, model, a, utterance=utterance)
        other = decide(text, lang, model, b, utterance=utterance)
        changed["read"] += one.read != other.read
        changed["route"] += (one.route if one.read else "none") != (other.route if other.read else "none")
    print(json.dumps({"suites": name, "texts": len(texts), "cpu_ms_per_text": {k: round(v, 3) for k, v in cpu.items()},
                      "cosine": {"min": round(cosines[0], 4), "p1": round(cosines[len(cosines) // 100], 4),
                                 "median": round(statistics.median(cosines), 4)},
                      "decisions_changed": changed}), flush=True)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("develop", nargs="+")
    ap.add_argument("--validate", nargs="*", default=[])
    ap.add_argument("--out", type=Path, default=Path("/tmp/minilm-int8.onnx"))
    ap.add_argument("--gate", action="store_true", help="then scripts/gate_offline.py with the int8 vectors")
    args = ap.parse_args()
    int8 = _int8_embedder(_quantised(args.out))
    _compare("develop", args.develop, int8)
    if args.validate:
        _compare("validate", args.validate, int8)
    if args.gate:
        import pia_graph.embedding as embedding

        embedding.get_embedder = lambda settings: int8  # the READ opinion's vectors only
        validate = ["--validate", *args.validate] if args.validate else []
        sys.argv = ["scripts/gate_offline.py", *args.develop, *validate]
        runpy.run_path(str(Path(__file__).with_name("gate_offline.py")), run_name="__main__")


if __name__ == "__main__":
    main()
