// One user's retracted records (ingest/followup_retract.py, records_retract.cypher), newest retraction first: each
// with its reason (`disowned_other_person`, `retracted_by_user`), the reply that retracted it (its text and time)
// and the turn the record came from. The reads leave these records out; here the analyst sees why.
// :param user_id => 'demo-user'
// :param limit => 50
// Anchored on the user's records by the (user_id, type) index.
MATCH (r:Record)
WHERE r.user_id = $user_id AND r.type IS NOT NULL AND r.retracted_by IS NOT NULL
MATCH (t:Turn {user_id: $user_id, turn_id: r.retracted_by})-[x:RETRACTS]->(r)
OPTIONAL MATCH (r)-[:FROM_TURN]->(source:Turn)
RETURN r.record_id AS record_id, r.type AS type, r.coordinate AS coordinate, r.value AS value, r.unit AS unit,
       r.value_as_said AS value_as_said, r.sort_time AS sort_time, x.reason AS reason, x.at AS retracted_at,
       t.turn_id AS retracted_by, t.text AS retracted_by_text, t.said_at AS retracted_said_at,
       source.turn_id AS source_turn, source.text AS source_text
ORDER BY retracted_at DESC, record_id
LIMIT $limit
