// Read path, associative: exact cosine similarity over one user's own fact embeddings. Anchored on user_id
// (range index fact_user_time), so no other user's fact is ever scored and the top-k is the true top-k.
// Parameters: $user_id, $vector (list of floats, the query's embedding), $k.
MATCH (f:Fact)
WHERE f.user_id = $user_id AND f.sort_time IS NOT NULL AND f.retracted_by IS NULL AND f.embedding IS NOT NULL
WITH f, vector.similarity.cosine(f.embedding, $vector) AS score
ORDER BY score DESC, f.sort_time DESC, f.recorded_at DESC, f.text, f.fact_id
LIMIT $k
RETURN f.fact_id AS fact_id, f.turn_id AS turn_id, f.text AS text, f.span AS span, f.date AS date,
       f.month AS month, f.recorded_at AS said_at, f.lang AS lang, score
