// Delete candidates, and their sightings, whose norm starts with a prefix (tests clean up what they made).
CALL () {
  MATCH (s:CandidateSighting)
  WHERE s.norm STARTS WITH $prefix AND size($prefix) >= 8
  DETACH DELETE s
}
MATCH (c:Candidate)
WHERE c.norm STARTS WITH $prefix AND size($prefix) >= 8
WITH c, c.norm AS norm
DETACH DELETE c
RETURN count(norm) AS deleted
