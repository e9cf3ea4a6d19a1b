#!/usr/bin/env python3
"""The service's two embedders side by side: ONNX Runtime (the default, the graph exported once from the packaged
weights into the embedding cache) and PyTorch (sentence-transformers), one thread each as the service runs them.
Latency per batch of 1 and of 16, and cosine agreement of the vectors. Prints JSON.
Usage: scripts/onnx_vs_torch.py [ROUNDS]"""

from __future__ import annotations

import json
import os
import statistics
import sys
import time

import numpy as np

from pia_graph.config import get_settings
from pia_graph.embedding import OnnxEmbedder, SentenceTransformerEmbedder, cache_dir_of

SENTENCES = [
    "Dr. Kim told me to cut back on salt.", "LDL came back 130 from this morning's blood draw.",
    "동생이 허리 아플 때 한의원 가보라고 추천해줬어.", "Only slept about 5 hours last night.",
    "요즘 야근 때문에 잠을 잘 못 자.", "Signed up for a 10k race with my friend Dana.",
    "My dad was diagnosed with type 2 diabetes last year.", "간헐적 단식 중이야, 12시 전엔 안 먹어.",
] * 2


def main(rounds: int) -> None:
    settings = get_settings()
    embedders = {"onnx": OnnxEmbedder(settings.embedding_model, settings.embedding_dim, 1, cache_dir_of(settings)),
                 "torch": SentenceTransformerEmbedder(settings.embedding_model, settings.embedding_dim, 1)}
    figures: dict[str, object] = {"load_avg_1m": os.getloadavg()[0]}
    for name, embedder in embedders.items():
        embedder.embed(SENTENCES[:1])
        for size in (1, 16):
            times = []
            for r in range(rounds):
                batch = SENTENCES[r % 16: r % 16 + 1] if size == 1 else SENTENCES
                began = time.perf_counter()
                embedder.embed(batch)
                times.append((time.perf_counter() - began) * 1000)
            figures[f"{name}_batch{size}_p50_ms"] = statistics.median(times)
    cos = (np.array(embedders["torch"].embed(SENTENCES)) * np.array(embedders["onnx"].embed(SENTENCES))).sum(1)
    figures["cosine_min"] = float(cos.min())
    print(json.dumps(figures, indent=1))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20)
