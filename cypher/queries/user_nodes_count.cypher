// How many nodes one user owns, by label (erasure checks, tests).
MATCH (n) WHERE n.user_id = $user_id
UNWIND labels(n) AS label
RETURN label, count(*) AS nodes
ORDER BY label
