// `fact_text` (full-text over the fact's text alone) is dropped: no query reads it since `fact_text_user` below
// took over every full-text search, and each commit that writes a fact paid for it (one more Lucene document and
// refresh: about 4-5 ms of Neo4j CPU per turn with a fact, docs/benchmarks.md, session 28). `pia db init` drops it
// from a database made before; the graph itself does not change.
DROP INDEX fact_text IF EXISTS;
// The read path's full-text search: text and the owner's id in one index, so that the Lucene query itself
// narrows to one user (`user_id:"..."` as a phrase) and a top-k is never filled with other users' facts.
// The Cypher after the index call still filters on user_id exactly: the index narrows, the filter decides.
CREATE FULLTEXT INDEX fact_text_user IF NOT EXISTS FOR (f:Fact) ON EACH [f.text, f.user_id];
