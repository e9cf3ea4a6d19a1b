// One user's facts in time order, without their embeddings, for their export. Parameters: $user_id.
// `sort_time IS NOT NULL` (every record and fact has one) lets Neo4j seek the composite index on the user
// instead of scanning every user's nodes (tests/integration/test_query_plans_scale.py).
MATCH (f:Fact {user_id: $user_id})
WHERE f.sort_time IS NOT NULL
RETURN f {.*, embedding: null, user_id: null} AS fact
ORDER BY f.sort_time, f.fact_id
