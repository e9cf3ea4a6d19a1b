// Neo4j 2026.x only (Cypher 25): a second vector index on Fact.embedding that also stores user_id, so that the
// SEARCH clause can filter by user inside the index. The project's fact_embedding index stays as it is beside it.
// Parameters: $dimensions (the embedding model's size).
CYPHER 25
CREATE VECTOR INDEX fact_embedding_user IF NOT EXISTS
FOR (f:Fact) ON f.embedding
WITH [f.user_id]
OPTIONS {indexConfig: {`vector.dimensions`: $dimensions, `vector.similarity_function`: 'cosine'}}
