// One user's causal candidates for audit, kept and pruned with their reasons, optionally only those into or
// out of one coordinate ($coordinate = '' for all). Parameters: $user_id, $coordinate.
MATCH (c:CausalCandidate {user_id: $user_id})
WHERE $coordinate = '' OR c.effect = $coordinate OR c.cause = $coordinate
RETURN properties(c) AS candidate
ORDER BY c.kept DESC, c.effect, c.reason, c.cause
