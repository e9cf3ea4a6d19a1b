"""Exports of one user's memory (FHIR R4)."""
