// Fact embeddings for the approximate alternative `vector_mode="index"` (`recall_facts_vector_index`, measured by
// `pia bench recall` and scripts/bench_vector_filter.py); recall itself uses the exact cosine over the user's own
// facts and never reads this index. Applied only with PIA_FACT_VECTOR_INDEX on (pia_graph/db/schema.py picks the
// file): each commit that writes a fact pays about 4.6 ms of Neo4j CPU for it. Off, `04_vector_off.cypher` is
// applied instead. $dimensions comes from the configured embedding model (in Neo4j Browser: `:param dimensions => 384`).
CREATE VECTOR INDEX fact_embedding IF NOT EXISTS FOR (f:Fact) ON f.embedding
OPTIONS {indexConfig: {`vector.dimensions`: $dimensions, `vector.similarity_function`: 'cosine'}};
