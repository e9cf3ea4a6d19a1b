// Creates a turn's records with their type label, provenance to the turn and the ontology term they are of.
MATCH (t:Turn {user_id: $user_id, turn_id: $turn_id})
UNWIND $records AS rec
CREATE (r:Record)
SET r = rec.props, r:$(rec.label), r.ingested_at = datetime()
CREATE (r)-[:FROM_TURN]->(t)
WITH r
OPTIONAL MATCH (term:Term {key: r.coordinate})
CALL (r, term) {
  WITH r, term WHERE term IS NOT NULL
  CREATE (r)-[:OF]->(term)
}
RETURN count(r) AS created
