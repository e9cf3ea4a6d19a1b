// Analysts: the causal candidates the rules pruned for one user, with their reason, sources and detail, and
// the count per reason (kept links are CAUSES edges: see user_causal_graph).
// :param user_id => 'demo-user'
MATCH (c:CausalCandidate)
WHERE c.user_id = $user_id AND c.effect IS NOT NULL AND c.kept = false
WITH c ORDER BY c.reason, c.effect, c.cause
WITH c.reason AS reason, collect({cause: c.cause, effect: c.effect, sources: c.sources, detail: c.detail}) AS pruned
RETURN reason, size(pruned) AS candidates, pruned
ORDER BY candidates DESC
