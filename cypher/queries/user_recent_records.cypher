// The current records of one user's last few turns, for a turn that refers back to an earlier one ("oops meant 178
// not 187", "어제가 아니라 그저께"): ingest/followup_resolve.py picks the record the turn corrects. Read only for a turn
// whose wording refers back (correction_cues.refers_back), never for an ordinary turn.
// Parameters: $user_id, $since and $until (ISO date-times: the window of turns), $turn_limit (how many turns, newest first).
// Anchored on the user's turns by the (user_id, said_at) index; records superseded already are left out.
CYPHER replan=skip
MATCH (t:Turn)
WHERE t.user_id = $user_id AND t.said_at >= datetime($since) AND t.said_at <= datetime($until)
WITH t ORDER BY t.said_at DESC LIMIT $turn_limit
MATCH (r:Record)-[:FROM_TURN]->(t)
WHERE r.user_id = $user_id AND r.superseded_by IS NULL
RETURN r {.*} AS record, t.said_at AS said_at
ORDER BY said_at DESC, r.record_id
