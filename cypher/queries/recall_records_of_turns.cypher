// Read path: rehydration. The records written from the same turns as the facts recalled, for one user.
// Anchored on the turn key (user_id, turn_id). Parameters: $user_id, $turn_ids (list).
MATCH (t:Turn)
WHERE t.user_id = $user_id AND t.turn_id IN $turn_ids
MATCH (r:Record)-[:FROM_TURN]->(t)
WHERE r.user_id = $user_id
RETURN r {.*} AS record
ORDER BY r.sort_time DESC, r.coordinate, r.value, r.record_id
