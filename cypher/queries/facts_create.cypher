// Free-text facts of a turn, with their embedding, provenance and the terms they mention.
MATCH (t:Turn {user_id: $user_id, turn_id: $turn_id})
UNWIND $facts AS fact
CREATE (f:Fact)
SET f = fact.props, f.ingested_at = datetime()
CREATE (f)-[:FROM_TURN]->(t)
WITH f, fact
CALL (f, fact) {
  UNWIND fact.term_keys AS key
  MATCH (term:Term {key: key})
  MERGE (f)-[:MENTIONS]->(term)
}
RETURN count(DISTINCT f) AS created
