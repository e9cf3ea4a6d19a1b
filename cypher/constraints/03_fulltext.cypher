// Full-text over fact text; every query on it filters by user_id after the index call.
CREATE FULLTEXT INDEX fact_text IF NOT EXISTS FOR (f:Fact) ON EACH [f.text];
// The read path's full-text search: text and the owner's id in one index, so that the Lucene query itself
// narrows to one user (`user_id:"..."` as a phrase) and a top-k is never filled with other users' facts.
// The Cypher after the index call still filters on user_id exactly: the index narrows, the filter decides.
CREATE FULLTEXT INDEX fact_text_user IF NOT EXISTS FOR (f:Fact) ON EACH [f.text, f.user_id];
