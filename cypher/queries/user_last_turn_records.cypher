// The user's last turn said before $until (any stored turn: a retained one, or a reply that retracted records) and
// its current records, for a reply that may retract them (ingest/followup_retract.py: "that was my sister's", "scratch
// that" reach only the turn just before). Read only for a turn whose wording disowns or takes back, never for an
// ordinary turn. A turn whose records were retracted already has none left: a second "not mine" reaches no further.
// Parameters: $user_id, $until (ISO date-time: the retracting turn's said_at; strictly before, so a resent turn
// finds the turn before it). Anchored on the user's turns by the (user_id, said_at) index.
MATCH (t:Turn)
WHERE t.user_id = $user_id AND t.said_at < datetime($until)
WITH t ORDER BY t.said_at DESC LIMIT 1
OPTIONAL MATCH (r:Record)-[:FROM_TURN]->(t)
WHERE r.user_id = $user_id AND r.superseded_by IS NULL
RETURN t.said_at AS said_at, collect(r {.*, embedding: null}) AS records
