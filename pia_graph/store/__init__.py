"""Storage of the write path in Neo4j: one transaction per turn, provenance on every node."""
