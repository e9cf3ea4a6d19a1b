// HU2 inputs: one user's current (not superseded) records, each with the utterance it came from, oldest first.
// Parameters: $user_id, $limit (most records read).
MATCH (r:Record {user_id: $user_id})
WHERE r.superseded_by IS NULL
OPTIONAL MATCH (r)-[:FROM_TURN]->(t:Turn {user_id: $user_id})
RETURN r {.*, embedding: null} AS record, t.text AS turn_text, t.said_at AS said_at
ORDER BY r.sort_time ASC
LIMIT $limit
