"""A test double for the import tests: an embedder that fails the test if it is ever asked to embed."""

from __future__ import annotations


class RefusingEmbedder:
    """An embedder that must not be asked."""

    dimension = 384

    def embed(self, texts: list[str]) -> list[list[float]]:
        raise AssertionError(f"embedded {texts}")
