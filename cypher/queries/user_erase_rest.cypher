// Erasure, second step: every node left that carries the user's id, whatever its label (series, links,
// labels added later). Scans all nodes: erasure is rare, and this is what makes it complete.
// Parameters: $user_id.
MATCH (n)
WHERE n.user_id = $user_id
DETACH DELETE n
RETURN count(*) AS deleted
