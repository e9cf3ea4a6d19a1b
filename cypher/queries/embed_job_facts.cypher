// Embedding jobs: the user's facts that have no embedding yet (at most $limit), oldest first. Every fact has a
// sort_time, so the (user_id, sort_time) index answers it.
// Parameters: $user_id, $limit.
MATCH (f:Fact)
WHERE f.user_id = $user_id AND f.sort_time IS NOT NULL AND f.embedding IS NULL
RETURN f.fact_id AS fact_id, f.text AS text
ORDER BY f.sort_time, f.fact_id
LIMIT $limit
