// Whether a stored turn of the user said it is typed on the account of the one cared for ("typing on mom's own
// account"): then the account's later turns about "she" or "mom" are the user's (ingest/turn_flow.py). The write
// path asks it only of a turn with a clause about someone else. One row. Parameters: $user_id.
// `said_at IS NOT NULL` lets the index (user_id, said_at) seek on the user.
CYPHER replan=skip
RETURN EXISTS {
  MATCH (t:Turn {user_id: $user_id})
  WHERE t.said_at IS NOT NULL AND t.proxy_account = true
} AS proxy_account
