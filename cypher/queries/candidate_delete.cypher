// Delete candidates whose norm starts with a prefix (tests clean up what they made).
MATCH (c:Candidate)
WHERE c.norm STARTS WITH $prefix AND size($prefix) >= 8
WITH c, c.norm AS norm
DETACH DELETE c
RETURN count(norm) AS deleted
