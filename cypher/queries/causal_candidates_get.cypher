// One user's causal candidates for audit, kept and pruned with their reasons, optionally only those into or
// out of one coordinate ($coordinate = '' for all). Parameters: $user_id, $coordinate.
MATCH (c:CausalCandidate)
WHERE c.user_id = $user_id AND c.effect IS NOT NULL AND ($coordinate = '' OR c.effect = $coordinate OR c.cause = $coordinate)
RETURN properties(c) AS candidate
ORDER BY c.kept DESC, c.effect, c.reason, c.cause
