// The current records of one user's last few turns, for a turn that refers back to an earlier one ("oops meant 178
// not 187", "어제가 아니라 그저께"): ingest/followup_resolve.py picks the record the turn corrects. Read only for a turn
// whose wording refers back (correction_cues.refers_back), never for an ordinary turn. With them, the user's current
// records of the types in $profile_types (an allergy, a condition, a surgery), however long ago said: a later turn
// may deny one ("I don't actually have asthma", ingest/followup_status.py).
// Parameters: $user_id, $since and $until (ISO date-times: the window of turns), $turn_limit (how many turns, newest
// first), $profile_types (record types read whenever said).
// Anchored on the user's turns by the (user_id, said_at) index and the records by (user_id, type); records
// superseded already are left out.
CYPHER replan=skip
CALL () {
  MATCH (t:Turn)
  WHERE t.user_id = $user_id AND t.said_at >= datetime($since) AND t.said_at <= datetime($until)
  WITH t ORDER BY t.said_at DESC LIMIT $turn_limit
  MATCH (r:Record)-[:FROM_TURN]->(t)
  WHERE r.user_id = $user_id AND r.superseded_by IS NULL
  RETURN r, t
  UNION
  MATCH (r:Record)
  WHERE r.user_id = $user_id AND r.type IN $profile_types AND r.superseded_by IS NULL
  MATCH (r)-[:FROM_TURN]->(t:Turn)
  WHERE t.said_at <= datetime($until)
  RETURN r, t
}
RETURN r {.*} AS record, t.said_at AS said_at
ORDER BY said_at DESC, r.record_id
