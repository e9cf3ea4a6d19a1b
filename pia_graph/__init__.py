"""PIA graph: a Neo4j-centred personal-intelligence memory for a consumer health agent."""

__version__ = "0.1.0"
