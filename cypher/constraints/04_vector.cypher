// Fact embeddings for associative recall. $dimensions comes from the configured embedding model
// (in Neo4j Browser: `:param dimensions => 384`).
CREATE VECTOR INDEX fact_embedding IF NOT EXISTS FOR (f:Fact) ON f.embedding
OPTIONS {indexConfig: {`vector.dimensions`: $dimensions, `vector.similarity_function`: 'cosine'}};
