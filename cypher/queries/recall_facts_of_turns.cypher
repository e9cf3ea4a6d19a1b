// Read path: rehydration of context. The facts written from the same turns as the facts recalled (the other
// sentences of one message), for one user. Anchored on the turn key (user_id, turn_id).
// Parameters: $user_id, $turn_ids (list).
MATCH (t:Turn)
WHERE t.user_id = $user_id AND t.turn_id IN $turn_ids
MATCH (f:Fact)-[:FROM_TURN]->(t)
WHERE f.user_id = $user_id AND f.retracted_by IS NULL
RETURN f.fact_id AS fact_id, f.turn_id AS turn_id, f.text AS text, f.span AS span, f.date AS date,
       f.month AS month, f.recorded_at AS said_at, f.lang AS lang
