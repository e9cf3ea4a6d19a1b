"""The Health User Profile schema: record models, plausibility bounds, validation."""

from pia_graph.ingest.hup.records import (
    ALL_TYPES,
    DERIVED_TYPES,
    EPISODIC_TYPES,
    FIRST_DEGREE,
    RECORD_CLASSES,
    STATIC_TYPES,
    Extraction,
    FactDraft,
    HupRecord,
    Rejection,
    RejectionCode,
    category_of,
    make_record,
)
from pia_graph.ingest.hup.validate import (
    POSSIBLE_OVERDOSE,
    parts_of_rejected,
    record_id,
    safety_flag,
    turn_key,
    validate,
)

__all__ = [
    "ALL_TYPES",
    "DERIVED_TYPES",
    "EPISODIC_TYPES",
    "FIRST_DEGREE",
    "POSSIBLE_OVERDOSE",
    "RECORD_CLASSES",
    "STATIC_TYPES",
    "Extraction",
    "FactDraft",
    "HupRecord",
    "Rejection",
    "RejectionCode",
    "category_of",
    "make_record",
    "parts_of_rejected",
    "record_id",
    "safety_flag",
    "turn_key",
    "validate",
]
