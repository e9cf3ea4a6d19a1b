"""Ingest: the HUP schema, the RETAIN and READ gates, and deterministic extraction."""
