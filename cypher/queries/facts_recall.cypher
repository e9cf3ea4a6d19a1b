// Associative recall over one user's facts: exact cosine similarity on the user's own facts only.
// Anchored on user_id first, so no other user's fact is ever scored (analysts: set $user_id, $vector, $k).
// `sort_time IS NOT NULL` (every record and fact has one) lets Neo4j seek the composite index on the user
// instead of scanning every user's nodes (tests/integration/test_query_plans_scale.py).
MATCH (f:Fact {user_id: $user_id})
WHERE f.sort_time IS NOT NULL AND f.retracted_by IS NULL AND f.embedding IS NOT NULL
WITH f, vector.similarity.cosine(f.embedding, $vector) AS score
ORDER BY score DESC
LIMIT $k
RETURN f.fact_id AS fact_id, f.text AS text, f.date AS date, f.month AS month, score
