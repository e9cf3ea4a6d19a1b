// Everything one user owns, node by node with its labels, properties and outgoing relationships (shared nodes at
// the far end, such as a Term or a Candidate, come with their properties). The bulk import's test compares the
// graph `pia import` leaves with the one turn-by-turn retain leaves. Scans all nodes: tests and small stores.
// Parameters: $user_id.
MATCH (n)
WHERE n.user_id = $user_id
OPTIONAL MATCH (n)-[r]->(m)
RETURN labels(n) AS labels, properties(n) AS props,
       collect(CASE WHEN r IS NULL THEN null
               ELSE {type: type(r), props: properties(r), labels: labels(m), target: properties(m)} END) AS out
