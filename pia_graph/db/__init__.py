"""Neo4j access: one driver per process, named queries from `cypher/queries/`, the schema."""
