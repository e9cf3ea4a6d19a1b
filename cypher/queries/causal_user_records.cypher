// Every record of one user (negated and superseded ones included: the causal rules say why they do not count),
// for trends and causal candidates. The IS NOT NULL terms let the (user_id, coordinate, sort_time) index
// answer, so the read does not grow with the number of users. Parameters: $user_id.
MATCH (r:Record)
WHERE r.user_id = $user_id AND r.coordinate IS NOT NULL AND r.sort_time IS NOT NULL
RETURN properties(r) AS props
ORDER BY r.sort_time, r.record_id
