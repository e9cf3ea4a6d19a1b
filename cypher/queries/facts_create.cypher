// Free-text facts of a turn, with their embedding, provenance, and the user's series of each term they mention
// (`series_merge` runs first; reach the term as (f)-[:MENTIONS]->(:Series)-[:OF]->(:Term)).
MATCH (t:Turn {user_id: $user_id, turn_id: $turn_id})
UNWIND $facts AS fact
CREATE (f:Fact)
SET f = fact.props, f.ingested_at = datetime()
CREATE (f)-[:FROM_TURN]->(t)
WITH f, fact
CALL (f, fact) {
  UNWIND fact.term_keys AS key
  MATCH (s:Series {user_id: $user_id, coordinate: key})
  MERGE (f)-[:MENTIONS]->(s)
}
RETURN count(DISTINCT f) AS created
