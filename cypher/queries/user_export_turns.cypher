// One user's turns in time order, for their export (the utterance text included). Parameters: $user_id.
// `said_at IS NOT NULL` (every turn has one) lets Neo4j seek `Turn(user_id, said_at)` on the user instead of
// scanning every user's turns (tests/integration/test_query_plans_scale.py).
MATCH (t:Turn {user_id: $user_id})
WHERE t.said_at IS NOT NULL
RETURN t.turn_id AS turn_id, t.said_at AS said_at, t.text AS text, t.lang AS lang
ORDER BY t.said_at, t.turn_id
