// Analysts: one user's causal graph, the kept CAUSES edges between their records (and the facts that state
// them), with the NEXT chains of the records involved. Pruned candidates are not edges: see
// causal_pruned_candidates.
// :param user_id => 'demo-user'
MATCH (a:Record)-[l:CAUSES]->(b)
WHERE l.user_id = $user_id AND a.user_id = $user_id
OPTIONAL MATCH chain = (a)-[:NEXT*0..3]-(:Record {user_id: $user_id})
RETURN a, l, b, chain
