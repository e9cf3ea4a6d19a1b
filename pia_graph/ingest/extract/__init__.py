"""Deterministic extraction of HUP records and facts from one utterance, split by record family."""

from pia_graph.ingest.extract.pipeline import RULES_VERSION, Extractor, RulesExtractor, extract

__all__ = ["RULES_VERSION", "Extractor", "RulesExtractor", "extract"]
