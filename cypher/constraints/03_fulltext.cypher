// `fact_text` (full-text over the fact's text alone) is dropped: no query reads it since `fact_text_user` below
// took over every full-text search, and each commit that writes a fact paid for it (one more Lucene document and
// refresh: about 4-5 ms of Neo4j CPU per turn with a fact, docs/benchmarks.md, session 28). `pia db init` drops it
// from a database made before; the graph itself does not change.
DROP INDEX fact_text IF EXISTS;
// `fact_text_user` (text and owner only) is replaced by `fact_words_user` below, which also holds the fact's
// verbatim span: `pia db init` drops it from a database made before and builds the new index from the facts
// already stored (the write path has stored every fact with its `span`; one without it is found by its text).
DROP INDEX fact_text_user IF EXISTS;
// The read path's full-text search: the fact's text (the user's words rewritten in the third person, "red wine is
// User's trigger"), its verbatim span (the user's own words, "red wine is my trigger") and the owner's id in one
// index, so that a question's words find either form and the Lucene query itself narrows to one user
// (`user_id:"..."` as a phrase): a top-k is never filled with other users' facts. The Cypher after the index call
// still filters on user_id exactly: the index narrows, the filter decides.
CREATE FULLTEXT INDEX fact_words_user IF NOT EXISTS FOR (f:Fact) ON EACH [f.text, f.span, f.user_id];
