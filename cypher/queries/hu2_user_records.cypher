// HU2 inputs: one user's current (not superseded) records, each with the utterance it came from, oldest first.
// Parameters: $user_id, $limit (most records read).
// `type IS NOT NULL` (every record has one) lets Neo4j seek `Record(user_id, type)` on the user instead of
// scanning every user's records (tests/integration/test_query_plans_scale.py).
// Records of equal times come in the order they were written: the turn's time (`recorded_at`, the turn's said_at),
// then the record's place in its turn (`position`, set at write time), then its id. Node ids are not used: Neo4j
// reuses them after deletes, so ties ordered by node swapped between runs.
MATCH (r:Record {user_id: $user_id})
WHERE r.type IS NOT NULL AND r.superseded_by IS NULL
OPTIONAL MATCH (r)-[:FROM_TURN]->(t:Turn {user_id: $user_id})
RETURN r {.*, embedding: null} AS record, t.text AS turn_text, t.said_at AS said_at
ORDER BY r.sort_time ASC, r.recorded_at ASC, r.position ASC, r.record_id ASC
LIMIT $limit
