// The user's own series node of each coordinate a turn touches (records hang on it, facts mention it), created
// on first use and then linked once to the ontology term. Records never link to the shared Term: a dense
// node serialises concurrent writers of different users on its relationship-group lock.
// $coordinates: sorted, so that writers of one user take the series locks in one order.
UNWIND $coordinates AS coordinate
MERGE (s:Series {user_id: $user_id, coordinate: coordinate})
  ON CREATE SET s.created_at = datetime()
WITH s, coordinate
OPTIONAL MATCH (term:Term {key: coordinate})
CALL (s, term) {
  WITH s, term WHERE term IS NOT NULL AND NOT EXISTS { (s)-[:OF]->(:Term) }
  CREATE (s)-[:OF]->(term)
}
RETURN count(s) AS series
