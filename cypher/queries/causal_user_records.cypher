// Every record of one user (negated and superseded ones included: the causal rules say why they do not count),
// for trends and causal candidates. Parameters: $user_id.
MATCH (r:Record {user_id: $user_id})
RETURN properties(r) AS props
ORDER BY r.sort_time, r.record_id
